/**
 * The whole puzzle collection (content/puzzles/*.json) through the verifier: schema, legal moves, the
 * goal reached, the solution unique. One test per puzzle, so a failure names it.
 */
import { describe, it, expect } from 'vitest';
import { loadCollection } from '../src/collection.js';
import { formatProblem } from '../src/format.js';
import { Verifier } from '../src/verify.js';

const collection = loadCollection();
const verifier = new Verifier();

describe('the puzzle collection', () => {
  it('has only well-formed set files and unique ids', () => {
    expect(collection.problems.map(formatProblem)).toEqual([]);
  });

  it('has the puzzles the issue asks for', () => {
    const ps = collection.puzzles.map((x) => x.puzzle);
    const count = (f: (p: (typeof ps)[number]) => boolean) => ps.filter(f).length;
    expect(count((p) => p.variant === 'berserker' || p.variant === 'game-of-pawns')).toBeGreaterThanOrEqual(60);
    for (const theme of ['placement-choice', 'release-timing', 'capture-and-replacement', 'berserker-checkmate', 'oh-no-free-tactics', 'game-of-pawns'] as const) {
      expect(count((p) => p.themes.includes(theme)), theme).toBeGreaterThanOrEqual(8);
    }
    expect(count((p) => p.variant.includes('berolina'))).toBeGreaterThanOrEqual(10);
    expect(count((p) => p.variant === 'battle-of-the-kings')).toBeGreaterThanOrEqual(10);
    expect(count((p) => p.variant.includes('brawl'))).toBeGreaterThanOrEqual(10);
  });

  describe.each(collection.sets.map((s) => [s.set, s] as const))('%s', (_name, set) => {
    it.each(set.puzzles.map((p) => [p.id, p] as const))('%s', (_id, puzzle) => {
      const report = verifier.verify(puzzle, `content/puzzles/${set.set}.json`);
      expect(report.problems.map(formatProblem)).toEqual([]);
    });
  });
});
