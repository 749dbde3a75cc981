/**
 * The Puzzles page's progress: the puzzles solved, the current streak and the best one, and the set
 * of puzzles the reader is making to share, kept in localStorage. Read defensively (anything odd in
 * storage is ignored, never thrown); when storage is full or disabled, the progress lasts for this
 * visit and the page says so (../shared/progress.ts).
 */
import { isSavedId, parseProgress as parseSaved, progressStore, type ProgressKind } from '../shared/progress';

export const STORAGE_KEY = 'berserker-chess:puzzles';

/** The most puzzles a set holds (its link stays short enough for any chat program). */
export const MAX_SET = 50;

export interface Progress {
  solved: string[];
  streak: number;
  best: number;
  /** The set of puzzles the reader is making to share (a teacher's list), in the order added. */
  set: string[];
}

export const emptyProgress = (): Progress => ({ solved: [], streak: 0, best: 0, set: [] });

const count = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1e6 ? v : 0);

const PUZZLES: ProgressKind<Progress> = {
  key: STORAGE_KEY,
  version: 1,
  empty: emptyProgress,
  read(r, knownIds) {
    const solved = Array.isArray(r.solved) ? [...new Set(r.solved.filter((x): x is string => isSavedId(x, knownIds)))] : [];
    const streak = count(r.streak);
    const best = Math.max(count(r.best), streak);
    const set = Array.isArray(r.set) ? [...new Set(r.set.filter((x): x is string => isSavedId(x, knownIds)))].slice(0, MAX_SET) : [];
    return { solved, streak, best, set };
  },
  fields: (p) => ({ solved: p.solved, streak: p.streak, best: p.best, set: p.set }),
};

/** Reads saved progress from a storage text; anything malformed becomes (part of) empty progress. */
export const parseProgress = (text: string | null, knownIds?: ReadonlySet<string>): Progress => parseSaved(PUZZLES, text, knownIds);

const store = progressStore(PUZZLES);

export const loadProgress = (knownIds?: ReadonlySet<string>): Progress => store.load(knownIds);

/** Saves `p`; false when storage is full or disabled (the page reports it: nothing is swallowed). */
export const saveProgress = (p: Progress): boolean => store.save(p);

/** Can progress be kept in this browser? (The page says at load when it cannot.) */
export const probeStorage = (): boolean => store.probe();
