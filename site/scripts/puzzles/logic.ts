/**
 * The Puzzles page's pure logic: filters, the saved progress (read defensively: anything odd in
 * localStorage is ignored, never thrown), the puzzle of the day, and the embeddable snippet.
 */
import type { PagePuzzle } from './types';

export const STORAGE_KEY = 'berserker-chess:puzzles';

export interface Filters {
  variant: string;
  theme: string;
  difficulty: string;
  unsolved: boolean;
}

export interface Progress {
  solved: string[];
  streak: number;
  best: number;
}

export const emptyProgress = (): Progress => ({ solved: [], streak: 0, best: 0 });

const ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const count = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1e6 ? v : 0);

/** Reads saved progress from a storage text; anything malformed becomes (part of) empty progress. */
export function parseProgress(text: string | null, knownIds?: ReadonlySet<string>): Progress {
  if (!text) return emptyProgress();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return emptyProgress();
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return emptyProgress();
  const r = raw as Record<string, unknown>;
  const solved = Array.isArray(r.solved)
    ? [...new Set(r.solved.filter((x): x is string => typeof x === 'string' && ID_RE.test(x) && (!knownIds || knownIds.has(x))))]
    : [];
  const streak = count(r.streak);
  const best = Math.max(count(r.best), streak);
  return { solved, streak, best };
}

export function loadProgress(knownIds?: ReadonlySet<string>): Progress {
  try {
    return parseProgress(localStorage.getItem(STORAGE_KEY), knownIds);
  } catch {
    return emptyProgress();
  }
}

export function saveProgress(p: Progress): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ v: 1, solved: p.solved, streak: p.streak, best: p.best }));
  } catch {
    /* storage full or disabled: progress lasts for this visit */
  }
}

export function matches(p: PagePuzzle, f: Filters, solved: ReadonlySet<string>): boolean {
  return (
    (f.variant === '' || p.variant === f.variant) &&
    (f.theme === '' || p.themes.includes(f.theme)) &&
    (f.difficulty === '' || String(p.difficulty) === f.difficulty) &&
    (!f.unsolved || !solved.has(p.id))
  );
}

/** The date as YYYY-MM-DD in UTC: the same puzzle of the day everywhere at once. */
export const dayKey = (d: Date): string => d.toISOString().slice(0, 10);

/** FNV-1a of the text: a stable pick for a date. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function puzzleOfTheDay<T>(puzzles: readonly T[], date: Date): T | undefined {
  if (!puzzles.length) return undefined;
  return puzzles[hash(dayKey(date)) % puzzles.length];
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML a blog pastes: one script tag and the board in puzzle mode. */
export function snippet(p: PagePuzzle, origin: string): string {
  const a: [string, string | null][] = [
    ['mode', 'puzzle'],
    ['variant', p.variant],
    ['rules', p.rules || null],
    ['fen', p.fen],
    ['moves', p.opponentMove],
    ['solution', p.solution.join(' ')],
    ['mate-in', p.goal === 'mate' && p.mateIn ? String(p.mateIn) : null],
    ['orientation', p.solver],
    ['label', `Puzzle: ${p.task}`],
  ];
  const attrs = a.filter(([, v]) => v !== null).map(([k, v]) => `  ${k}="${attr(v!)}"`).join('\n');
  return `<script type="module" src="${origin}/berserker-board.js"></script>\n<berserker-board\n${attrs}\n  coordinates>\n</berserker-board>`;
}
