/**
 * The pawn hash table (src/search/pawns.ts) changes how often the pawn terms are counted, never a score:
 * every position evaluates the same through tables whose table is warm from thousands of other
 * positions as through tables made for it alone — in every variant, and where two positions differ
 * only in the colour of the pawns on the same squares.
 */
import { describe, expect, it } from 'vitest';
import { VARIANT_IDS, getVariant, parseFen } from '../src/index.js';
import { evaluate, evalTablesWith } from '../src/search/evaluate.js';
import { weightsFor } from '../src/search/weights.js';
import { randomPositions } from './random.js';

const fresh = (pos: Parameters<typeof evaluate>[0]) => evaluate(pos, evalTablesWith(pos.v, weightsFor(pos.v.def.id)));

describe('the pawn hash table', () => {
  it.each(VARIANT_IDS)('%s: a warm table gives every position the score a fresh one does', (id) => {
    const positions = randomPositions(id, 11, 4, 120, 2);
    expect(positions.length).toBeGreaterThan(100);
    const warm = evalTablesWith(positions[0]!.v, weightsFor(id));
    // Twice, the second time in the other order: every lookup of the second pass finds an entry.
    for (const pos of [...positions, ...positions.slice().reverse()]) expect(evaluate(pos, warm)).toBe(fresh(pos));
  });

  it('pawns on the same squares in other colours are other entries', () => {
    const v = getVariant('chess');
    const warm = evalTablesWith(v, weightsFor('chess'));
    // A white pawn on d6 (passed, far advanced), then a black one on the same square (passed, barely
    // started), then both on d6 and g3 with the colours one way and the other.
    for (const fen of ['4k3/8/3P4/8/8/8/8/4K3 w - - 0 1', '4k3/8/3p4/8/8/8/8/4K3 w - - 0 1', '4k3/8/3P4/8/8/6p1/8/4K3 w - - 0 1', '4k3/8/3p4/8/8/6P1/8/4K3 w - - 0 1']) {
      const pos = parseFen(v, fen);
      expect(evaluate(pos, warm), fen).toBe(fresh(pos));
    }
  });
});
