/**
 * The evaluation's weights (src/search/weights.ts): the tables built from a variant's own weights are
 * the ones the search uses, every weight reaches the evaluation somewhere (none is dead, so the tuner's
 * fit of it means something), and a piece's value moves the evaluation as material should.
 */
import { describe, expect, it } from 'vitest';
import { Game, PLACE_WAITS, VARIANT_IDS } from '../src/index.js';
import { randomPositions } from './random.js';
import { evaluate, evalTables, evalTablesWith } from '../src/search/evaluate.js';
import { DEFAULT_WEIGHTS, VARIANT_WEIGHTS, weightsFor, type EvalWeights } from '../src/search/weights.js';

/** Positions of seeded random play in every variant (placement turns and waiting Berserkers included). */
const sample = VARIANT_IDS.flatMap((id, i) => randomPositions(id, 7 + i, 6, 80, 3));

describe('evaluation weights', () => {
  it('a variant\'s tables are built from its own weights', () => {
    for (const pos of sample) expect(evaluate(pos, evalTablesWith(pos.v, weightsFor(pos.v.def.id)))).toBe(evaluate(pos, evalTables(pos.v)));
  });

  it('a variant\'s own weights name only weights that exist', () => {
    for (const [id, own] of Object.entries(VARIANT_WEIGHTS)) {
      expect(VARIANT_IDS, id).toContain(id);
      for (const key of Object.keys(own)) expect(Object.keys(DEFAULT_WEIGHTS), `${id}.${key}`).toContain(key);
    }
  });

  it.each(Object.keys(DEFAULT_WEIGHTS).filter((k) => k !== 'valueAdjust'))('%s changes the evaluation of some position', (key) => {
    const moved = sample.some((pos) => {
      const w = weightsFor(pos.v.def.id);
      const other: EvalWeights = { ...w, [key]: (w[key as keyof EvalWeights] as number) + 40 };
      return evaluate(pos, evalTablesWith(pos.v, other)) !== evaluate(pos, evalTablesWith(pos.v, w));
    });
    expect(moved).toBe(true);
  });

  it('a piece\'s value adjustment counts as material, for the side that has the piece', () => {
    const pos = new Game({ variant: 'chess', fen: '4k3/8/8/8/8/8/4P3/3NK3 w - - 0 1' }).position;
    const base = evaluate(pos, evalTables(pos.v));
    const more = evaluate(pos, evalTablesWith(pos.v, { ...weightsFor('chess'), valueAdjust: { N: 100 } }));
    expect(more - base).toBeGreaterThanOrEqual(80);
    const black = new Game({ variant: 'chess', fen: '3nk3/4p3/8/8/8/8/8/4K3 w - - 0 1' }).position;
    expect(evaluate(black, evalTablesWith(black.v, { ...weightsFor('chess'), valueAdjust: { N: 100 } }))).toBeLessThan(evaluate(black, evalTables(black.v)));
  });

  it('a captured Berserker waiting to be placed is worth what berserkerWaiting adds (R4)', () => {
    const waiting = sample.filter((p) => p.v.rules && p.flags & (PLACE_WAITS(0) | PLACE_WAITS(1)));
    expect(waiting.length, 'the sample has positions with a Berserker waiting').toBeGreaterThan(0);
    for (const pos of waiting) {
      const more = evaluate(pos, evalTablesWith(pos.v, { ...weightsFor(pos.v.def.id), berserkerWaiting: weightsFor(pos.v.def.id).berserkerWaiting + 50 }));
      // For the side to move when its own Berserker waits, against it when the opponent's does.
      const mine = (pos.flags & PLACE_WAITS(pos.turn)) !== 0, theirs = (pos.flags & PLACE_WAITS(pos.turn === 0 ? 1 : 0)) !== 0;
      if (mine && !theirs) expect(more).toBeGreaterThan(evaluate(pos, evalTables(pos.v)));
      if (theirs && !mine) expect(more).toBeLessThan(evaluate(pos, evalTables(pos.v)));
    }
  });
});
