/** The solver model's puzzle ratings: deterministic, ordered as a reader would order them, clear about bad puzzles. */
import { describe, it, expect } from 'vitest';
import { loadCollection } from '../src/collection.js';
import { ratePuzzle, ratingOf, RATING } from '../src/rating.js';
import type { Puzzle } from '../src/format.js';

const col = loadCollection();
const byId = (id: string): Puzzle => {
  const p = col.puzzles.find((x) => x.puzzle.id === id)?.puzzle;
  if (!p) throw new Error(`no puzzle ${id} in the collection`);
  return p;
};

describe('ratePuzzle', () => {
  it('gives the same rating and factors twice (fixed depths and node counts, no clock)', () => {
    const p = byId('mates-05');
    expect(ratePuzzle(p)).toEqual(ratePuzzle(p));
  });

  it('rates a mate in 1 below a hard mate in 3 of the collection', () => {
    const easy = ratePuzzle(byId('mates-02')); // Berserker mate in 1, difficulty 1
    const hard = ratePuzzle(byId('mates-06')); // mate in 3, difficulty 4
    expect(easy.factors.moves).toBe(1);
    expect(hard.factors.moves).toBe(3);
    expect(hard.rating - easy.rating).toBeGreaterThan(600);
  });

  it('rates a longer, trickier line above an easy one', () => {
    const easy = ratePuzzle(byId('capture-07')); // win material, found at depth 1
    const tricky = ratePuzzle(byId('placement-04')); // three moves, the engine needs depth 5
    expect(tricky.factors.maxDepth).toBeGreaterThan(easy.factors.maxDepth);
    expect(tricky.factors.nodes).toBeGreaterThan(easy.factors.nodes);
    expect(tricky.rating).toBeGreaterThan(easy.rating + 500);
  });

  it('stays on the scale and in the format\'s range', () => {
    const r = ratePuzzle(byId('mates-02'));
    expect(Number.isInteger(r.rating)).toBe(true);
    expect(r.rating).toBeGreaterThanOrEqual(800);
    const huge = { decisions: 9, moves: 9, plies: 17, maxDepth: 9, sumDepth: 80, nodes: 1e9, tempting: 500 };
    expect(ratingOf(huge)).toBe(RATING.max);
    // Each factor pushes the rating up, never down.
    const base = { decisions: 1, moves: 1, plies: 1, maxDepth: 1, sumDepth: 1, nodes: 30, tempting: 0 };
    for (const k of ['moves', 'maxDepth', 'sumDepth', 'tempting'] as const) expect(ratingOf({ ...base, [k]: base[k] + 2 })).toBeGreaterThan(ratingOf(base));
    expect(ratingOf({ ...base, nodes: 5000 })).toBeGreaterThan(ratingOf(base));
  });

  it('names what is wrong with a bad puzzle', () => {
    const p = byId('mates-02');
    expect(() => ratePuzzle({ ...p, difficulty: 9 })).toThrow(/difficulty: must be a whole number/);
    expect(() => ratePuzzle({ ...p, solution: ['Qh8'] })).toThrow(/mates-02: solution\[0\] Qh8 is not legal/);
    expect(() => ratePuzzle({ ...p, fen: '8/8/8/8 w - - 0 1' })).toThrow(/mates-02: cannot set up the start/);
  });
});
