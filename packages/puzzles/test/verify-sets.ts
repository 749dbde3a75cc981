/**
 * The puzzle collection's sets (content/puzzles/*.json) through the verifier: schema, legal moves, the
 * goal reached, the solution unique. One test per puzzle, so a failure names it. The sets are split
 * over two test files (verify.test.ts, verify-brawl.test.ts) so the unit suite's workers share them:
 * the 12x12 Brawl set alone takes as long as all the others.
 */
import { describe, it, expect } from 'vitest';
import { loadCollection } from '../src/collection.js';
import { formatProblem } from '../src/format.js';
import { Verifier } from '../src/verify.js';

export const collection = loadCollection();

/** A test per puzzle of each set whose name `which` accepts. */
export function verifySets(which: (set: string) => boolean): void {
  const verifier = new Verifier();
  const sets = collection.sets.filter((s) => which(s.set));
  it('has sets to verify', () => {
    expect(sets.length).toBeGreaterThan(0);
  });
  describe.each(sets.map((s) => [s.set, s] as const))('%s', (_name, set) => {
    it.each(set.puzzles.map((p) => [p.id, p] as const))('%s', (_id, puzzle) => {
      const report = verifier.verify(puzzle, `content/puzzles/${set.set}.json`);
      expect(report.problems.map(formatProblem)).toEqual([]);
    });
  });
}

/** The sets verify-brawl.test.ts takes. */
export const isBrawlSet = (set: string): boolean => set === 'brawl';
