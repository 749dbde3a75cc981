/**
 * The lowest level against a random mover: 20 games per variant, 10 with each colour, seeded so every
 * run plays the same games. The computer must win all 20. (The 12x12 variants are in
 * search-random-large.test.ts, so the two files can run side by side.)
 *
 * Adjudication: none. A game counts only when it has actually ended (checkmate, a side without moves,
 * repetition, the 50-move rule, insufficient material); a game still running after 200 plies counts as
 * not won, and so does a draw.
 */
import { describe, it, expect } from 'vitest';
import { getVariant, LEVELS, LEVEL_IDS, VARIANT_IDS } from '../src/index.js';
import { playRandomMover } from './search-games.js';

const lowest = LEVELS[LEVEL_IDS[0]];
const SMALL = VARIANT_IDS.filter((v) => getVariant(v).geo.size <= 64);

describe(`the lowest level (${lowest.id}) against a random mover`, () => {
  it.each(SMALL.map((v) => [v]))('%s: wins 20 of 20', (variant) => {
    const notWon = Array.from({ length: 20 }, (_, i) => ({ game: i, ...playRandomMover(variant, lowest, i, 200) })).filter((r) => r.outcome !== 'win');
    expect(notWon, JSON.stringify(notWon)).toEqual([]);
  });
});
