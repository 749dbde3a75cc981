/**
 * Glicko-2 ratings for readers solving puzzles: Mark Glickman's "Example of the Glicko-2 system"
 * (glicko2.pdf), step by step, with the Illinois algorithm for the new volatility as the paper gives it.
 *
 * A reader is a player; a puzzle is an opponent with a fixed rating (from the solver model, rating.ts)
 * and the deviation PUZZLE_RD. Solving it is a win (score 1), failing it a loss (0).
 *
 * This module imports nothing: a page bundles it whole, so it must stay a few hundred bytes of maths.
 */

export interface Glicko {
  readonly rating: number;
  /** The rating deviation (RD): how uncertain the rating is, on the rating scale. */
  readonly rd: number;
  /** The volatility: how erratic the player's results are. */
  readonly vol: number;
}

/** An unrated reader: the paper's defaults. */
export const NEW_PLAYER: Glicko = Object.freeze({ rating: 1500, rd: 350, vol: 0.06 });

/**
 * The deviation a puzzle's rating is played with. The rating comes from a model of how hard the engine
 * finds the solution, not from thousands of readers, so it is treated as known to within about a
 * class; a near-zero RD would make every result count as if the puzzle's rating were exact.
 */
export const PUZZLE_RD = 80;

/**
 * The deviation never leaves this range. Below MIN_RD a long-time reader's rating would hardly move
 * any more (lichess uses 45 for the same reason); above MAX_RD a reader away for long would be less
 * known than a new one, which is nonsense (350 is the paper's unrated RD).
 */
export const MIN_RD = 45;
export const MAX_RD = 350;

/**
 * The system constant τ, which limits how fast the volatility changes. The paper suggests 0.3–1.2 and
 * uses 0.5 in its example; we keep 0.5 (lichess's puzzles use 0.75): puzzle results are noisy — a
 * reader misclicks, or guesses a mate right — and a smaller τ keeps one lucky or unlucky session
 * from making the volatility, and so the rating, swing.
 */
export const TAU = 0.5;

/** The paper's conversion between the Glicko scale and the Glicko-2 scale (400 / ln 10). */
const SCALE = 173.7178;
/** The paper's convergence tolerance for the volatility. */
const EPSILON = 0.000001;

export interface GameResult {
  readonly rating: number;
  readonly rd: number;
  /** 1 for a win (puzzle solved), 0 for a loss, 0.5 for a draw. */
  readonly score: number;
}

function finite(value: unknown, name: string, positive = false): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${name} must be a finite number (got ${String(value)})`);
  if (positive && value <= 0) throw new Error(`${name} must be greater than 0 (got ${value})`);
  return value;
}

function checkPlayer(p: Glicko, name: string): void {
  if (typeof p !== 'object' || p === null) throw new Error(`${name} must be an object { rating, rd, vol }`);
  finite(p.rating, `${name}.rating`);
  finite(p.rd, `${name}.rd`, true);
  finite(p.vol, `${name}.vol`, true);
}

/** g(φ): how much an opponent's uncertainty damps a result. */
const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/** E(μ, μj, φj): the expected score against an opponent, on the Glicko-2 scale. */
const expect = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

const clampRd = (rd: number): number => Math.min(MAX_RD, Math.max(MIN_RD, rd));

/**
 * One rating period: `player` after `results`. With no results only the deviation grows (step 6 of
 * the paper, φ' = √(φ² + σ²)); the rating and the volatility stay. The new RD is kept within
 * MIN_RD..MAX_RD.
 */
export function rate(player: Glicko, results: readonly GameResult[], options: { tau?: number } = {}): Glicko {
  checkPlayer(player, 'player');
  if (!Array.isArray(results)) throw new Error('results must be a list of { rating, rd, score }');
  results.forEach((r, i) => {
    if (typeof r !== 'object' || r === null) throw new Error(`results[${i}] must be an object { rating, rd, score }`);
    finite(r.rating, `results[${i}].rating`);
    finite(r.rd, `results[${i}].rd`, true);
    const s = finite(r.score, `results[${i}].score`);
    if (s < 0 || s > 1) throw new Error(`results[${i}].score must be from 0 to 1 (got ${s})`);
  });
  const tau = options.tau === undefined ? TAU : finite(options.tau, 'options.tau', true);

  // Step 2: to the Glicko-2 scale.
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.vol;
  if (results.length === 0) {
    return { rating: player.rating, rd: clampRd(Math.sqrt(phi * phi + sigma * sigma) * SCALE), vol: sigma };
  }

  // Steps 3 and 4: the estimated variance v and the estimated improvement Δ.
  let vInv = 0, sum = 0;
  for (const r of results) {
    const muJ = (r.rating - 1500) / SCALE, phiJ = r.rd / SCALE;
    const gj = g(phiJ), e = expect(mu, muJ, phiJ);
    vInv += gj * gj * e * (1 - e);
    sum += gj * (r.score - e);
  }
  const v = 1 / vInv;
  const delta = v * sum;

  // Step 5: the new volatility, by the Illinois algorithm.
  const newSigma = volatility(phi, sigma, v, delta, tau);

  // Steps 6 to 8: the new deviation and rating, back on the Glicko scale.
  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, rd: clampRd(phiNew * SCALE), vol: newSigma };
}

/** Step 5 of the paper: the root of f by the Illinois algorithm (a regula falsi that halves a stuck end). */
function volatility(phi: number, sigma: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const phi2 = phi * phi, delta2 = delta * delta;
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi2 + v + ex;
    return (ex * (delta2 - phi2 - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a, B: number;
  if (delta2 > phi2 + v) B = Math.log(delta2 - phi2 - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A), fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * The probability that `player` solves `puzzle` (scores against it), from 0 to 1: Glickman's expected
 * outcome with both deviations, g(√(φ² + φj²)), so an uncertain reader is predicted less confidently.
 * The puzzle's deviation defaults to PUZZLE_RD. A page picks puzzles near a target, e.g. 0.5–0.7.
 */
export function expectedScore(player: { readonly rating: number; readonly rd: number }, puzzle: { readonly rating: number; readonly rd?: number }): number {
  if (typeof player !== 'object' || player === null) throw new Error('player must be an object { rating, rd }');
  if (typeof puzzle !== 'object' || puzzle === null) throw new Error('puzzle must be an object { rating, rd? }');
  const mu = (finite(player.rating, 'player.rating') - 1500) / SCALE;
  const phi = finite(player.rd, 'player.rd', true) / SCALE;
  const muJ = (finite(puzzle.rating, 'puzzle.rating') - 1500) / SCALE;
  const phiJ = (puzzle.rd === undefined ? PUZZLE_RD : finite(puzzle.rd, 'puzzle.rd', true)) / SCALE;
  return expect(mu, muJ, Math.sqrt(phi * phi + phiJ * phiJ));
}
