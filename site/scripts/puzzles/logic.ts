/**
 * The Puzzles page's pure logic: filters, the puzzle of the day, and the embeddable snippet (the saved
 * progress: progress.ts).
 */
import type { PagePuzzle } from './types';

export interface Filters {
  variant: string;
  theme: string;
  difficulty: string;
  unsolved: boolean;
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
