/**
 * The puzzle collection (content/puzzles/*.json): well-formed, the counts the collection promises, and
 * the first puzzle of every set through the verifier (verify-sets.ts; every puzzle:
 * `npm run puzzles:verify`, which CI runs, and verify-all.deep.test.ts).
 */
import { describe, it, expect } from 'vitest';
import { formatProblem } from '../src/format.js';
import { collection, verifySets } from './verify-sets.js';

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

  verifySets({ firstOnly: true });
});
