/**
 * The lowest level against a random mover on the 12x12 boards (Brawl, Berserker Brawl): 20 games per
 * variant, all won, decided only by the games' actual ends (see search-random.test.ts).
 */
import { describe, it, expect } from 'vitest';
import { getVariant, LEVELS, LEVEL_IDS, VARIANT_IDS } from '../src/index.js';
import { playRandomMover } from './search-games.js';

const lowest = LEVELS[LEVEL_IDS[0]];
const LARGE = VARIANT_IDS.filter((v) => getVariant(v).geo.size > 64);

describe(`the lowest level (${lowest.id}) against a random mover, 12x12`, () => {
  it('there are large-board variants to play', () => {
    expect(LARGE.length).toBeGreaterThan(0);
  });

  it.each(LARGE.map((v) => [v]))('%s: wins 20 of 20', (variant) => {
    const notWon = Array.from({ length: 20 }, (_, i) => ({ game: i, ...playRandomMover(variant, lowest, i, 200) })).filter((r) => r.outcome !== 'win');
    expect(notWon, JSON.stringify(notWon)).toEqual([]);
  });
});
