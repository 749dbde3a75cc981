/**
 * The puzzle collection's sets (content/puzzles/*.json) through the verifier: schema, legal moves, the
 * goal reached, the solution unique. One test per puzzle, so a failure names it.
 *
 * `npm test` verifies the first puzzle of every set (verify.test.ts: every set's variant and rules
 * through the verifier, in seconds); every puzzle is verified by `npm run puzzles:verify` (which CI
 * runs after `npm test`) and by `npm run test:deep` (verify-all.deep.test.ts) — a minute of search on
 * two CPUs, the 12x12 Brawl set alone as long as all the others.
 */
import { describe, it, expect } from 'vitest';
import { loadCollection } from '../src/collection.js';
import { formatProblem } from '../src/format.js';
import { Verifier } from '../src/verify.js';

export const collection = loadCollection();

/** A test per puzzle of every set: all of them, or (`firstOnly`) the first of each set. */
export function verifySets({ firstOnly }: { firstOnly: boolean }): void {
  const verifier = new Verifier();
  const sets = collection.sets;
  it('has sets to verify', () => {
    expect(sets.length).toBeGreaterThan(0);
  });
  describe.each(sets.map((s) => [s.set, s] as const))('%s', (_name, set) => {
    const puzzles = firstOnly ? set.puzzles.slice(0, 1) : set.puzzles;
    it.each(puzzles.map((p) => [p.id, p] as const))('%s', (_id, puzzle) => {
      const report = verifier.verify(puzzle, `content/puzzles/${set.set}.json`);
      expect(report.problems.map(formatProblem)).toEqual([]);
    });
  });
}
