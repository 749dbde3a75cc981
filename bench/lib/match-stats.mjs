// Match statistics: score, Elo difference with its 95% error margin, and a sequential probability
// ratio test (the GSPRT approximation fishtest uses), from game results (1, ½, 0 for the first player).

/** Elo difference for an expected score `s` (0 < s < 1); ±Infinity at the ends. */
export function eloOf(s) {
  if (s <= 0) return -Infinity;
  if (s >= 1) return Infinity;
  return -400 * Math.log10(1 / s - 1);
}

/** The expected score of a player `elo` points stronger. */
export const scoreOf = (elo) => 1 / (1 + 10 ** (-elo / 400));

/**
 * Results → { games, wins, draws, losses, score (0..1), elo, margin (95%: ± Elo), lo, hi }. The margin
 * comes from the per-game variance of the score (the trinomial model), mapped through eloOf.
 */
export function summarize(results) {
  const n = results.length;
  const wins = results.filter((r) => r === 1).length;
  const draws = results.filter((r) => r === 0.5).length;
  const losses = n - wins - draws;
  if (n === 0) return { games: 0, wins, draws, losses, score: NaN, elo: NaN, margin: NaN, lo: NaN, hi: NaN };
  const s = (wins + draws / 2) / n;
  const variance = results.reduce((a, r) => a + (r - s) ** 2, 0) / n;
  const sd = Math.sqrt(variance / n);
  const lo = eloOf(Math.max(s - 1.96 * sd, 0));
  const hi = eloOf(Math.min(s + 1.96 * sd, 1));
  const elo = eloOf(s);
  const margin = Number.isFinite(lo) && Number.isFinite(hi) ? (hi - lo) / 2 : Infinity;
  return { games: n, wins, draws, losses, score: s, elo, margin, lo, hi };
}

/**
 * GSPRT of H1 (the first player is `elo1` stronger) against H0 (`elo0`): the log-likelihood ratio and
 * the verdict at error rates alpha = beta = 0.05 ('H1' accepted, 'H0' accepted, or null: play on).
 */
export function sprt(results, { elo0 = 0, elo1 = 10, alpha = 0.05, beta = 0.05 } = {}) {
  const n = results.length;
  const lower = Math.log(beta / (1 - alpha));
  const upper = Math.log((1 - beta) / alpha);
  if (n < 2) return { llr: 0, lower, upper, verdict: null };
  const s = results.reduce((a, r) => a + r, 0) / n;
  const variance = results.reduce((a, r) => a + (r - s) ** 2, 0) / n;
  if (variance === 0) return { llr: 0, lower, upper, verdict: null };
  const s0 = scoreOf(elo0);
  const s1 = scoreOf(elo1);
  const llr = (n * (s1 - s0) * (2 * s - s0 - s1)) / (2 * variance);
  return { llr, lower, upper, verdict: llr >= upper ? 'H1' : llr <= lower ? 'H0' : null };
}

const sign = (x) => (x > 0 ? '+' : '');
/** "+35 ± 60 Elo" (or "+∞" when every game was won). */
export function eloText({ elo, margin }) {
  if (!Number.isFinite(elo)) return elo > 0 ? '+∞ Elo (every game won)' : '−∞ Elo (every game lost)';
  return `${sign(elo)}${elo.toFixed(0)} ± ${Number.isFinite(margin) ? margin.toFixed(0) : '∞'} Elo`;
}
