/**
 * The evaluation tuner's fit (bench/tune/fit.mjs, Texel's method): given games whose results follow a
 * known evaluation, it finds that evaluation's weights again from the current ones — the error falls
 * on positions it trained on and on held-out ones, and the weights move the right way — and it keeps
 * every weight within its range.
 */
import { describe, expect, it } from 'vitest';
import * as evalModule from '../packages/engine/src/search/evaluate.js';
import { DEFAULT_WEIGHTS, type EvalWeights } from '../packages/engine/src/search/weights.js';
import { randomPositions } from '../packages/engine/test/random.js';
import { blend, changed, fit, fitScale, meanError, parameters } from '../bench/tune/fit.mjs';

const expected = (e: number, k: number) => 1 / (1 + 10 ** ((-k * e) / 400));

describe('Texel fit', () => {
  // The "truth": knights worth 60 more, bishops 40 less, rooks on open files worth more.
  const truth: EvalWeights = { ...DEFAULT_WEIGHTS, rookOpen: 45, valueAdjust: { N: 60, B: -40 } };
  // Seeded random chess play, every third position: material imbalances of every kind.
  const positions = randomPositions('chess', 11, 24, 90, 3).slice(0, 600);
  const v = positions[0]!.v;
  const tables = evalModule.evalTablesWith(v, truth);
  // Results as the truth predicts them (expected scores, as averages over many games would be).
  const samples = positions.map((pos) => {
    const e = evalModule.evaluate(pos, tables);
    return { pos, result: expected(pos.turn === 0 ? e : -e, 1) };
  });
  const train = samples.filter((_, i) => i % 5 !== 0);
  const held = samples.filter((_, i) => i % 5 === 0);

  it('finds the scale of results that follow the evaluation', () => {
    expect(fitScale(evalModule, v, train, truth)).toBeCloseTo(1, 1);
  });

  it('moves the weights toward the evaluation the results follow, on seen and unseen positions', () => {
    const r = fit({ evalModule, variant: v, train, held, start: DEFAULT_WEIGHTS, seconds: Infinity });
    expect(r.after.train).toBeLessThan(r.before.train / 4);
    expect(r.after.held).toBeLessThan(r.before.held / 2);
    expect(r.weights.valueAdjust.N ?? 0).toBeGreaterThan(30);
    expect(r.weights.valueAdjust.B ?? 0).toBeLessThan(-20);
    const moved = changed(r.weights, DEFAULT_WEIGHTS);
    expect(Object.keys(moved)).toContain('valueAdjust');
    expect(meanError(evalModule, v, held, r.weights, r.k)).toBeCloseTo(r.after.held, 9);
  });

  it('tunes every numeric weight and each piece but the king, within range', () => {
    const names = parameters(DEFAULT_WEIGHTS, v);
    expect(names).toEqual(expect.arrayContaining(['mobility', 'tempo', 'value:P', 'value:N', 'value:B', 'value:R', 'value:Q']));
    expect(names).not.toContain('value:K');
    // Results that reward a weight without limit: it stops at its range (twice its start, at least 20).
    const greedy = samples.map(({ pos }) => ({ pos, result: pos.turn === 0 ? 1 : 0 }));
    const r = fit({ evalModule, variant: v, train: greedy, held: greedy.slice(0, 50), start: DEFAULT_WEIGHTS, seconds: Infinity, passes: 2 });
    for (const key of Object.keys(DEFAULT_WEIGHTS).filter((k) => k !== 'valueAdjust') as (keyof EvalWeights)[]) {
      const x = r.weights[key] as number;
      expect(x, key).toBeGreaterThanOrEqual(0);
      expect(x, key).toBeLessThanOrEqual(Math.max(20, 2 * (DEFAULT_WEIGHTS[key] as number)));
    }
  });

  it('labels a position by its game\'s result blended with the search\'s score', () => {
    const pos = positions[0]!;
    const [won] = blend([{ pos, result: 1, score: 0 }], 1, 1);
    const [searched] = blend([{ pos, result: 1, score: 0 }], 1, 0);
    const [half] = blend([{ pos, result: 1, score: 0 }], 1, 0.5);
    expect([won!.result, searched!.result, half!.result]).toEqual([1, 0.5, 0.75]);
    // A position without a score keeps its result.
    expect(blend([{ pos, result: 0 }], 1, 0.5)[0]!.result).toBe(0);
  });
});
