/**
 * Fairy-Stockfish's second opinion on the chess and Berolina puzzles (scripts/puzzles-fsf.mjs, which CI
 * runs at depth 16 on the whole collection): here at a lower depth, on a puzzle of the collection and on
 * broken copies of it, so each verdict is seen to be given.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCollection } from '../packages/puzzles/src/collection.js';
import type { Puzzle } from '../packages/puzzles/src/format.js';
import { startFairyStockfish } from '../scripts/fairy-stockfish.mjs';
import { fsfProblems } from '../scripts/puzzles-fsf.mjs';

const DEPTH = 10;
const puzzle = (id: string): Puzzle => loadCollection().puzzles.find((x) => x.puzzle.id === id)!.puzzle;
// Not told to quit at the end: Fairy-Stockfish's quit ends the process it runs in (vitest's worker).
let sf: Awaited<ReturnType<typeof startFairyStockfish>>;

beforeAll(async () => {
  sf = await startFairyStockfish();
  await sf.newGame('berolina');
});

describe('Fairy-Stockfish on a Berolina puzzle', () => {
  // berolina-01: 2... gf6 3. Bh5+ hg6 4. Bxg6#, a mate in two for White.
  it('agrees with a sound mate in two', async () => {
    expect(await fsfProblems(sf, puzzle('berolina-01'), DEPTH)).toEqual([]);
  });

  it('names a first move it finds better than the solution\'s', async () => {
    const p = { ...puzzle('berolina-01'), solution: ['Nf3'], goal: 'win-material' as const, mateIn: undefined };
    const problems: string[] = await fsfProblems(sf, p, DEPTH);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^solution\[0\] Nf3: Fairy-Stockfish prefers e2h5 \(#2\)/);
  });

  it('wants a mate in one at the last move of a mate', async () => {
    const p = { ...puzzle('berolina-01'), solution: ['Nf3'], mateIn: 1 };
    expect(await fsfProblems(sf, p, DEPTH)).toEqual(['solution[0] Nf3: Fairy-Stockfish sees no mate in one here (e2h5 #2)']);
  });

  it('names a second move as good as the solution\'s, and accepts it once listed as an alternative', async () => {
    // Either knight takes the queen: the two captures score alike, so neither is the only answer.
    const two: Puzzle = { ...puzzle('berolina-01'), fen: '7k/8/8/3q4/5N2/2N5/8/K7 w - - 0 1', opponentMove: null, solution: ['Ncxd5'], goal: 'win-material', mateIn: undefined } as Puzzle;
    const problems: string[] = await fsfProblems(sf, two, DEPTH);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^solution\[0\] Ncxd5: (Fairy-Stockfish prefers f4d5|f4d5 is as good for Fairy-Stockfish)/);
    expect(await fsfProblems(sf, { ...two, alternatives: [{ at: 0, moves: ['Nfxd5'] }] }, DEPTH)).toEqual([]);
  });
});
