/**
 * The Puzzles page's modes as pure functions of the puzzles and the reader's progress (the page wires
 * them to the board): free practice, rated training (the next puzzle near the reader's Glicko-2
 * rating; each puzzle rated once), Puzzle Streak (harder each solve, one mistake ends it) and the
 * three-minute run (as many as you can). The dashboard's rows and the rating chart's path are here too.
 */
import { NEW_PLAYER, PUZZLE_RD, rate, type Glicko } from '@berserker-chess/puzzles/glicko';
import { MAX_ATTEMPTS, MAX_HISTORY, type Attempt, type Progress } from './progress';
import type { PuzzleFacts } from './types';

export const MODES = ['practice', 'rated', 'streak', 'timed'] as const;
export type Mode = (typeof MODES)[number];

/** The three-minute run's length. */
export const TIMED_MS = 3 * 60_000;

/** Is `s` one of the modes? (The page reads it from a form, so it is checked, not cast.) */
export const isMode = (s: unknown): s is Mode => (MODES as readonly string[]).includes(s as string);

/**
 * The puzzles a rated attempt may still be: those never tried in any mode (a puzzle whose solution the
 * reader has seen would rate them for memory, not for solving).
 */
export const triedIds = (p: Progress): Set<string> => new Set([...p.solved, ...p.attempts.map((a) => a.id)]);

/**
 * The rated puzzle to offer next among `pool` (the filters' puzzles): the untried one whose rating is
 * nearest the reader's, ties in the pool's order; when every puzzle has been tried, the nearest of all
 * but `current` (a rated attempt is then no longer rated: see `isRated`).
 */
export function nextRated<P extends PuzzleFacts>(pool: readonly P[], reader: Glicko, tried: ReadonlySet<string>, current?: PuzzleFacts | null): P | undefined {
  const nearest = (l: readonly P[]) => l.reduce<P | undefined>((best, p) =>
    !best || Math.abs(p.rating - reader.rating) < Math.abs(best.rating - reader.rating) ? p : best, undefined);
  return nearest(pool.filter((p) => !tried.has(p.id))) ?? nearest(pool.filter((p) => p !== current)) ?? pool[0];
}

/** Does an attempt at `p` in `mode` change the rating? Only in rated mode, and only the first try. */
export const isRated = (mode: Mode, p: PuzzleFacts, tried: ReadonlySet<string>): boolean => mode === 'rated' && !tried.has(p.id);

/**
 * The progress after an attempt at `p`: the attempt recorded (the oldest dropped past MAX_ATTEMPTS);
 * when rated, the reader's rating updated by Glicko-2 against the puzzle's rating (a win when solved
 * cleanly) and its point added to the history on `day` (YYYY-MM-DD).
 */
export function afterAttempt(progress: Progress, p: PuzzleFacts, ok: boolean, rated: boolean, day: string): Progress {
  const attempt: Attempt = { id: p.id, ok, rated };
  const attempts = [...progress.attempts, attempt].slice(-MAX_ATTEMPTS);
  if (!rated) return { ...progress, attempts };
  const rating = rate(progress.rating, [{ rating: p.rating, rd: PUZZLE_RD, score: ok ? 1 : 0 }]);
  const history = [...progress.history, { day, rating: Math.round(rating.rating) }].slice(-MAX_HISTORY);
  return { ...progress, attempts, rating, history };
}

/**
 * The order of a Streak or a timed run: easiest first and harder as it goes, shuffled within bands of
 * 100 rating points so that no two runs are alike (`random`: Math.random on the page, a fixed one in
 * tests).
 */
export function runOrder<P extends PuzzleFacts>(pool: readonly P[], random: () => number): P[] {
  const keyed = pool.map((p) => ({ p, band: Math.floor(p.rating / 100), r: random() }));
  return keyed.sort((a, b) => a.band - b.band || a.r - b.r).map((k) => k.p);
}

/** The time left of a run that started at `start` (ms), at `now`, never below zero. */
export const timeLeft = (start: number, now: number): number => Math.max(0, TIMED_MS - (now - start));

/** "2:05": minutes and seconds, rounded up (a run shows 3:00 at its start and 0:00 only at its end). */
export function clockText(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** One row of the dashboard: a theme or a variant. */
export interface DashboardRow {
  readonly key: string;
  readonly tried: number;
  readonly solved: number;
  readonly failed: number;
  /** A performance rating: Glicko-2 from a new reader's, over this row's attempts in order. */
  readonly rating: number;
}

/** The dashboard's rows by theme and by variant, most tried first (then by key), from the attempts. */
export function dashboard(attempts: readonly Attempt[], byId: ReadonlyMap<string, PuzzleFacts>): { themes: DashboardRow[]; variants: DashboardRow[] } {
  const groups = { themes: new Map<string, Attempt[]>(), variants: new Map<string, Attempt[]>() };
  const add = (m: Map<string, Attempt[]>, key: string, a: Attempt) => {
    const list = m.get(key);
    if (list) list.push(a);
    else m.set(key, [a]);
  };
  for (const a of attempts) {
    const p = byId.get(a.id);
    if (!p) continue;
    add(groups.variants, p.variant, a);
    for (const t of p.themes) add(groups.themes, t, a);
  }
  const rows = (m: Map<string, Attempt[]>): DashboardRow[] => [...m].map(([key, list]) => {
    let r: Glicko = NEW_PLAYER;
    for (const a of list) r = rate(r, [{ rating: byId.get(a.id)!.rating, rd: PUZZLE_RD, score: a.ok ? 1 : 0 }]);
    const solved = list.filter((a) => a.ok).length;
    return { key, tried: list.length, solved, failed: list.length - solved, rating: Math.round(r.rating) };
  }).sort((a, b) => b.tried - a.tried || (a.key < b.key ? -1 : 1));
  return { themes: rows(groups.themes), variants: rows(groups.variants) };
}

/**
 * The rating chart's line: an SVG path through the history's points in a `width` × `height` box (the
 * oldest at the left), with the lowest and highest rating it spans; null with fewer than two points.
 */
export function historyPath(history: readonly { rating: number }[], width: number, height: number): { d: string; low: number; high: number } | null {
  if (history.length < 2) return null;
  const values = history.map((h) => h.rating);
  const low = Math.min(...values), high = Math.max(...values);
  const span = Math.max(high - low, 1);
  const x = (i: number) => (i * width) / (values.length - 1);
  const y = (v: number) => height - ((v - low) * height) / span;
  const d = values.map((v, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)} ${y(v).toFixed(1)}`).join(' ');
  return { d, low, high };
}
