// Texel's method: the weights that make the static evaluation, put through a logistic curve, best
// predict how self-play games ended from their quiet positions (least squares), found by coordinate
// descent from the current weights.

/** The expected score for White of an evaluation `e` (White's centipawns) under scale `k`. */
const expected = (e, k) => 1 / (1 + 10 ** ((-k * e) / 400));

/**
 * `evalModule`: the engine's search/evaluate.ts module (evaluate, evalTablesWith); `variant` the compiled
 * variant; `samples` [{ pos, result }]. Returns the mean squared error of `weights` (scale `k`).
 */
export function meanError(evalModule, variant, samples, weights, k) {
  const t = evalModule.evalTablesWith(variant, weights);
  let sum = 0;
  for (const { pos, result } of samples) {
    const e = evalModule.evaluate(pos, t);
    const d = result - expected(pos.turn === 0 ? e : -e, k);
    sum += d * d;
  }
  return sum / samples.length;
}

/** The scale that fits the current weights best (golden-section search over [0.1, 4]). */
export function fitScale(evalModule, variant, samples, weights) {
  const error = (k) => meanError(evalModule, variant, samples, weights, k);
  const g = (Math.sqrt(5) - 1) / 2;
  // Each step keeps one of its two inner points (and its error) as an inner point of the next.
  let a = 0.1, b = 4;
  let c = b - g * (b - a), d = a + g * (b - a);
  let ec = error(c), ed = error(d);
  for (let i = 0; i < 40; i++) {
    if (ec < ed) {
      b = d; d = c; ed = ec;
      c = b - g * (b - a); ec = error(c);
    } else {
      a = c; c = d; ec = ed;
      d = a + g * (b - a); ed = error(d);
    }
  }
  return (a + b) / 2;
}

/** The tunable parameters of `weights` for `variant`: every number, and the value of each piece letter but the king's. */
export function parameters(weights, variant) {
  const names = Object.keys(weights).filter((k) => typeof weights[k] === 'number');
  const letters = variant.pieces.filter((p) => !p.royal).map((p) => p.letter.toUpperCase());
  return [...names, ...[...new Set(letters)].map((l) => `value:${l}`)];
}

/**
 * What a parameter may be: every weight keeps its sign (a penalty stays a penalty) and stays within
 * twice its starting size (at least 20); a piece's value moves by at most a fifth of it. Self-play
 * labels are noisy: a fit left free drives weights to extremes that predict the games a little better
 * and play worse.
 */
function range(name, start, variant) {
  if (name.startsWith('value:')) {
    const p = variant.pieces.find((x) => x.letter.toUpperCase() === name.slice(6));
    const limit = Math.round((p.letter.toUpperCase() === 'Z' ? 3.2 : p.value) * 100 / 5);
    return [-limit, limit];
  }
  return [0, Math.max(20, 2 * Math.abs(start))];
}

const get = (w, name) => (name.startsWith('value:') ? (w.valueAdjust[name.slice(6)] ?? 0) : w[name]);
const set = (w, name, x) => (name.startsWith('value:')
  ? { ...w, valueAdjust: { ...w.valueAdjust, [name.slice(6)]: x } }
  : { ...w, [name]: x });

/**
 * The labels: each position's game result blended with what the search said there (`lambda` of the
 * result). A game result alone is a noisy label for a single position (one blunder forty moves later
 * decides it); the search's score, through the same curve, is a steadier one.
 */
export function blend(samples, k, lambda) {
  return samples.map((s) => ({ pos: s.pos, result: s.score === undefined ? s.result : lambda * s.result + (1 - lambda) * expected(s.score, k) }));
}

/**
 * Coordinate descent: each parameter moved by its step while the training error falls; a step halves
 * when neither direction helps; stops when every step is down to 1 without a gain, after `passes`
 * passes, or after `seconds`.
 * `train` and `held`: [{ pos, result, score? }]; `lambda`: the result's share of each label (blend).
 * Returns the weights, the scale, and the errors before and after on the training and held-out samples.
 */
export function fit({ evalModule, variant, train: rawTrain, held: rawHeld, start, seconds = 600, passes = Infinity, lambda = 1, log = () => {} }) {
  const k = fitScale(evalModule, variant, rawTrain, start);
  const train = blend(rawTrain, k, lambda);
  const held = blend(rawHeld, k, lambda);
  const params = parameters(start, variant);
  const limits = new Map(params.map((p) => [p, range(p, get(start, p), variant)]));
  const step = new Map(params.map((p) => [p, p.startsWith('value:') ? 16 : Math.max(2, Math.round(Math.abs(get(start, p)) / 4))]));
  let w = start;
  let best = meanError(evalModule, variant, train, w, k);
  const before = { train: best, held: meanError(evalModule, variant, held, w, k) };
  log(`  scale ${k.toFixed(3)}; error ${before.train.toFixed(6)} (held out ${before.held.toFixed(6)}); ${params.length} parameters`);
  const end = Date.now() + seconds * 1000;
  for (let pass = 1; pass <= passes && Date.now() < end; pass++) {
    let moved = 0;
    for (const p of params) {
      if (Date.now() >= end) break;
      const s = step.get(p);
      let improved = false;
      for (const dir of [1, -1]) {
        for (;;) {
          const x = get(w, p) + dir * s;
          const [lo, hi] = limits.get(p);
          if (x < lo || x > hi) break;
          const candidate = set(w, p, x);
          const e = meanError(evalModule, variant, train, candidate, k);
          if (!(e < best - 1e-9)) break;
          w = candidate;
          best = e;
          improved = true;
        }
        if (improved) break;
      }
      if (improved) moved++;
      else if (s > 1) step.set(p, Math.max(1, Math.round(s / 2)));
    }
    log(`  pass ${pass}: error ${best.toFixed(6)}, ${moved} parameters moved`);
    if (moved === 0 && [...step.values()].every((s) => s === 1)) break;
  }
  const after = { train: best, held: meanError(evalModule, variant, held, w, k) };
  return { weights: w, k, before, after };
}

/** The weights of `w` that differ from `base`, as an object literal for weights.ts. */
export function changed(w, base) {
  const out = {};
  for (const key of Object.keys(w)) {
    if (key === 'valueAdjust') {
      const v = Object.fromEntries(Object.entries(w.valueAdjust).filter(([l, x]) => x !== (base.valueAdjust[l] ?? 0)));
      if (Object.keys(v).length) out.valueAdjust = { ...base.valueAdjust, ...v };
    } else if (w[key] !== base[key]) out[key] = w[key];
  }
  return out;
}
