/**
 * Reading the collection: every `content/puzzles/*.json` (files starting with `_` and folders such as
 * `_candidates/` are not part of it), schema-checked, with ids unique across files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateSet, type Problem, type Puzzle, type PuzzleSet } from './format.js';

/** The repository root (this file is packages/puzzles/src/collection.ts). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const COLLECTION_DIR = join(ROOT, 'content/puzzles');
export const CANDIDATES_DIR = join(COLLECTION_DIR, '_candidates');

export interface LoadedPuzzle {
  readonly puzzle: Puzzle;
  /** Path relative to the repository root. */
  readonly file: string;
  readonly set: string;
}

export interface Collection {
  readonly sets: PuzzleSet[];
  readonly puzzles: LoadedPuzzle[];
  readonly problems: Problem[];
}

/** Loads and schema-checks every set file of `dir` (the collection by default). */
export function loadCollection(dir = COLLECTION_DIR, options: { candidate?: boolean } = {}): Collection {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('_')).sort();
  const sets: PuzzleSet[] = [], puzzles: LoadedPuzzle[] = [], problems: Problem[] = [];
  const seen = new Map<string, string>();
  for (const f of files) {
    const path = join(dir, f), file = relative(ROOT, path);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch (e) {
      problems.push({ file, id: null, field: '(file)', message: `is not valid JSON: ${(e as Error).message}` });
      continue;
    }
    const { set, problems: found } = validateSet(raw, file, options);
    problems.push(...found);
    if (!set) continue;
    sets.push(set);
    for (const puzzle of set.puzzles) {
      const other = seen.get(puzzle.id);
      if (other) problems.push({ file, id: puzzle.id, field: 'id', message: `is used twice (also in ${other})` });
      seen.set(puzzle.id, file);
      puzzles.push({ puzzle, file, set: set.set });
    }
  }
  return { sets, puzzles, problems };
}

/** Counts puzzles by a key (variant, theme, ...). */
export function countBy<T>(items: readonly T[], keys: (item: T) => readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const it of items) for (const k of keys(it)) out.set(k, (out.get(k) ?? 0) + 1);
  return new Map([...out].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}
