/**
 * The Puzzles page's pure logic: filters, the puzzle of the day, and the embeddable snippets, element and
 * frame (the saved progress: progress.ts).
 */
import type { PagePuzzle, PuzzleFacts } from './types';
import type { Locale } from '../../i18n/locale';
import { PUZZLE_WORDS } from './words';

/** What the reader chose: a variant ('' for all), themes (any of them; none for all), a rating range. */
export interface Filters {
  variant: string;
  themes: readonly string[];
  /** The lowest and highest puzzle rating wanted (null: no bound). */
  min: number | null;
  max: number | null;
  unsolved: boolean;
}

export const NO_FILTERS: Filters = { variant: '', themes: [], min: null, max: null, unsolved: false };

export function matches(p: PuzzleFacts, f: Filters, solved: ReadonlySet<string>): boolean {
  return (
    (f.variant === '' || p.variant === f.variant) &&
    (f.themes.length === 0 || f.themes.some((t) => p.themes.includes(t))) &&
    (f.min === null || p.rating >= f.min) &&
    (f.max === null || p.rating <= f.max) &&
    (!f.unsolved || !solved.has(p.id))
  );
}

/** A rating bound typed by the reader: a whole number, else no bound ('' or anything else). */
export function ratingBound(text: string): number | null {
  const t = text.trim();
  return /^\d{1,4}$/.test(t) ? Number(t) : null;
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

/**
 * The board's attributes for puzzle `p`, as a page outside this site sets them (null: left out): the
 * snippets below and the frame's address are written from this one list. A German page's board
 * speaks German (`lang`), and its label is in German too.
 */
export function puzzleAttributes(p: PagePuzzle, locale: Locale = 'en'): [string, string | null][] {
  return [
    ['mode', 'puzzle'],
    ['variant', p.variant],
    ['rules', p.rules || null],
    ['fen', p.fen],
    ['moves', p.opponentMove],
    ['solution', p.solution.join(' ')],
    ['mate-in', p.goal === 'mate' && p.mateIn ? String(p.mateIn) : null],
    ['alternatives', p.alternatives || null],
    ['orientation', p.solver],
    ['label', PUZZLE_WORDS[locale].snippetLabel(p.task)],
    ['lang', locale === 'en' ? null : locale],
  ];
}

/** The HTML a blog pastes: one script tag and the board in puzzle mode. */
export function snippet(p: PagePuzzle, origin: string, locale: Locale = 'en'): string {
  const attrs = puzzleAttributes(p, locale).filter(([, v]) => v !== null).map(([k, v]) => `  ${k}="${attr(v!)}"`).join('\n');
  return `<script type="module" src="${origin}/berserker-board.js"></script>\n<berserker-board\n${attrs}\n  coordinates>\n</berserker-board>`;
}

