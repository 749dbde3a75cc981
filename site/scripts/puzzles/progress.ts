/**
 * The Puzzles page's progress, kept in localStorage: the puzzles solved, the clean-solve streak and the
 * best one, the set of puzzles the reader is making to share (a teacher's list), the reader's Glicko-2
 * rating with its history, every attempt (for the dashboard, and so a puzzle is rated once), and the
 * best scores of Puzzle Streak and the three-minute run. Read defensively (anything odd in storage is
 * ignored, never thrown); when storage is full or disabled, the progress lasts for this visit and the
 * page says so (../shared/progress.ts). Version 1 saves (before ratings) read as they were, with a new
 * reader's rating.
 */
import { NEW_PLAYER, type Glicko } from '@berserker-chess/puzzles/glicko';
import { formatProgress, isSavedId, parseProgress as parseSaved, progressStore, type ProgressKind } from '../shared/progress';

export const STORAGE_KEY = 'berserker-chess:puzzles';

/** The most puzzles a set holds (its link stays short enough for any chat program). */
export const MAX_SET = 50;
/** The attempts kept (the oldest go first): enough for a dashboard, small enough for any storage. */
export const MAX_ATTEMPTS = 5000;
/** The rating history's points kept (one per rated attempt). */
export const MAX_HISTORY = 500;

/** One try at a puzzle: solved cleanly (no wrong move, hint or solution) or not, and whether it was rated. */
export interface Attempt {
  readonly id: string;
  readonly ok: boolean;
  readonly rated: boolean;
}

export interface Progress {
  solved: string[];
  streak: number;
  best: number;
  /** The set of puzzles the reader is making to share (a teacher's list), in the order added. */
  set: string[];
  /** The reader's puzzle rating (Glicko-2). */
  rating: Glicko;
  /** The rating after each rated attempt, oldest first (YYYY-MM-DD and the rating, rounded). */
  history: { day: string; rating: number }[];
  /** Every attempt, oldest first. */
  attempts: Attempt[];
  /** Best scores: Puzzle Streak (puzzles in a row) and the three-minute run (puzzles solved). */
  runs: { streak: number; timed: number };
}

export const emptyProgress = (): Progress => ({
  solved: [], streak: 0, best: 0, set: [], rating: { ...NEW_PLAYER }, history: [], attempts: [], runs: { streak: 0, timed: 0 },
});

const count = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1e6 ? v : 0);
const inRange = (v: unknown, lo: number, hi: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const record = (v: unknown): Record<string, unknown> | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? v as Record<string, unknown> : null);

/** A saved rating, or a new reader's when any part of it is not a plausible number. */
function readRating(v: unknown): Glicko {
  const r = record(v);
  return r && inRange(r.rating, 0, 5000) && inRange(r.rd, 1, 1000) && inRange(r.vol, 0, 1)
    ? { rating: r.rating, rd: r.rd, vol: r.vol } : { ...NEW_PLAYER };
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** The saved form's version (1: before ratings, attempts and runs). */
export const PROGRESS_VERSION = 2;

const PUZZLES: ProgressKind<Progress> = {
  key: STORAGE_KEY,
  version: PROGRESS_VERSION,
  empty: emptyProgress,
  read(r, knownIds) {
    const ids = (v: unknown) => [...new Set(list(v).filter((x): x is string => isSavedId(x, knownIds)))];
    const streak = count(r.streak);
    const runs = record(r.runs);
    return {
      solved: ids(r.solved),
      streak,
      best: Math.max(count(r.best), streak),
      set: ids(r.set).slice(0, MAX_SET),
      rating: readRating(r.rating),
      history: list(r.history).flatMap((h) => {
        const x = record(h);
        return x && typeof x.day === 'string' && DAY_RE.test(x.day) && inRange(x.rating, 0, 5000) ? [{ day: x.day, rating: Math.round(x.rating) }] : [];
      }).slice(-MAX_HISTORY),
      attempts: list(r.attempts).flatMap((a) => {
        const x = record(a);
        return x && isSavedId(x.id, knownIds) && typeof x.ok === 'boolean' && typeof x.rated === 'boolean' ? [{ id: x.id, ok: x.ok, rated: x.rated }] : [];
      }).slice(-MAX_ATTEMPTS),
      runs: { streak: count(runs?.streak), timed: count(runs?.timed) },
    };
  },
  fields: (p) => ({ solved: p.solved, streak: p.streak, best: p.best, set: p.set, rating: p.rating, history: p.history, attempts: p.attempts, runs: p.runs }),
};

/** Reads saved progress from a storage text; anything malformed becomes (part of) empty progress. */
export const parseProgress = (text: string | null, knownIds?: ReadonlySet<string>): Progress => parseSaved(PUZZLES, text, knownIds);

/** The text progress is saved as (and exported as: transfer.ts). */
export const progressText = (p: Progress): string => formatProgress(PUZZLES, p);

const store = progressStore(PUZZLES);

export const loadProgress = (knownIds?: ReadonlySet<string>): Progress => store.load(knownIds);

/** Saves `p`; false when storage is full or disabled (the page reports it: nothing is swallowed). */
export const saveProgress = (p: Progress): boolean => store.save(p);

/** Can progress be kept in this browser? (The page says at load when it cannot.) */
export const probeStorage = (): boolean => store.probe();
