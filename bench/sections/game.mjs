// Game.play along long games (issue 17): the cost of a move near ply 10, 1,000, 2,000 and the last plies
// of the longest game seeded random Brawl play produces, and of a longer "quiet" Brawl game. Repetition
// is counted since the last irreversible move, so a long history should cost nothing: each window is
// also timed in a game begun from its FEN, and "history ×" (whole game / from the FEN) should stay 1.
// Random games end by ply 1,700 or so, with few pieces left (cheap moves for reasons of their own);
// the quiet game keeps the board busy, so its plies 2,000 and 6,000 compare with ply 10's.
import * as engine from '../../packages/engine/src/index.ts';
import { int, table } from '../lib/harness.mjs';

export const description = 'Game.play µs per move at ply 10 … 6,000 of long Brawl games, with and without the history before it (flat)';

/**
 * The longest game of seeded random Brawl play (each ply a uniform pick among the legal moves, with
 * seededRandom(seed), until the game ends) over seeds 1–20,000, found once by scanning them; the
 * section replays it and reports a mismatch if it is not that long any more.
 */
export const LONGEST = { seed: 8650, plies: 1672 };
const SCANNED = 20000;
/** The quiet game: its seed, its cap, and the length it reaches. */
const QUIET = { seed: 3, cap: 6000, plies: 6000 };
/** Plies timed around each point, and the points (those the game reaches; its last plies too). */
const WINDOW = 20;
const POINTS = [10, 1000, 2000];

/** The moves (packed) of seeded random play in `variant` until the game is over or `cap` plies. */
export function randomGame(api, variant, seed, cap = Infinity) {
  const rnd = api.seededRandom(seed);
  const game = new api.Game({ variant });
  const moves = [];
  while (moves.length < cap && !game.status().over) {
    const legal = game.position.legalMoves();
    const m = legal[Math.floor(rnd() * legal.length)];
    game.play(m);
    moves.push(m);
  }
  return moves;
}

/**
 * A long game whose positions stay as full as at the start: seeded random play of quiet piece moves
 * (no pawn move, no capture, no position a third time), with a random single pawn step every QUIET_RUN plies
 * to keep the 50-move rule away, until no pawn can step or `cap` plies. Random Brawl games end by
 * ply 1,500 or so with few pieces left, which makes late moves cheap for reasons of their own; here
 * ply 2,000 and later are measured on boards as busy as ply 10's, so only the history can differ.
 */
const QUIET_RUN = 98;
export function quietGame(api, variant, seed, cap) {
  const rnd = api.seededRandom(seed);
  const game = new api.Game({ variant });
  const pos = game.position, moves = [];
  let seen = new Map([[pos.hash, 1]]);
  const pawnOf = (m) => pos.v.pawnTypes[pos.board[m & 255] & 15] && ((m >>> 20) & 15) < 4;
  const captures = (m) => pos.board[(m >>> 8) & 255] !== 0 || ((m >>> 20) & 15) === 2;
  while (moves.length < cap && !game.status().over) {
    const legal = pos.legalMoves();
    const wantPawn = moves.length % QUIET_RUN === QUIET_RUN - 1;
    let pool = legal.filter((m) => !captures(m) && pawnOf(m) === wantPawn);
    // Single steps make the pawns last: more of them, so a longer game.
    if (wantPawn && pool.some((m) => ((m >>> 20) & 15) === 0)) pool = pool.filter((m) => ((m >>> 20) & 15) === 0);
    if (!wantPawn) {
      pool = pool.filter((m) => { pos.make(m); const n = seen.get(pos.hash) ?? 0; pos.undo(); return n < 2; });
    }
    if (pool.length === 0) {
      if (wantPawn) break; // no pawn can step: the game has run its course
      pool = legal;
    }
    const m = pool[Math.floor(rnd() * pool.length)];
    const irreversible = pawnOf(m) || captures(m);
    game.play(m);
    moves.push(m);
    if (irreversible) seen = new Map();
    seen.set(pos.hash, (seen.get(pos.hash) ?? 0) + 1);
  }
  return moves;
}

/**
 * µs per Game.play over the WINDOW plies from `ply - WINDOW / 2`, twice: in the game with its whole
 * history, and in a game begun from the FEN of the window's first position (the same positions and
 * moves, a history of a few plies). The two alternate, rep by rep, so they share the machine's noise;
 * their ratio is what the history costs. Each rep plays the window, timed, and takes it back.
 */
function costAt(api, moves, ply, policy, variant = 'brawl') {
  const full = new api.Game({ variant });
  const start = Math.max(0, ply - WINDOW / 2);
  for (let i = 0; i < start; i++) full.play(moves[i]);
  const fresh = new api.Game({ variant, fen: full.fen() });
  const window = moves.slice(start, start + WINDOW);
  const time = (game) => {
    const t0 = performance.now();
    for (const m of window) game.play(m);
    const ms = performance.now() - t0;
    for (let i = 0; i < WINDOW; i++) game.undo();
    return ms;
  };
  const withHistory = [], fromFen = [];
  let total = 0;
  for (let rep = 0; rep < policy.maxReps; rep++) {
    const a = time(full), b = time(fresh);
    withHistory.push((a * 1000) / WINDOW);
    fromFen.push((b * 1000) / WINDOW);
    total += (a + b) / 1000;
    if (total >= policy.maxSeconds || (rep + 1 >= policy.minReps * 10 && total >= policy.minSeconds)) break;
  }
  const best = (xs) => Math.min(...xs);
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor((xs.length - 1) / 2)];
  return {
    ply, from: start, to: start + WINDOW, reps: withHistory.length,
    bestMicros: best(withHistory), medianMicros: median(withHistory),
    fromFenBestMicros: best(fromFen), fromFenMedianMicros: median(fromFen),
    historyCost: best(withHistory) / best(fromFen),
  };
}

/** Times the plies around each point of `moves` that the game reaches, its last plies included. */
function pointsOf(api, moves, policy) {
  const at = [...new Set([...POINTS, moves.length - WINDOW / 2])].filter((p) => p >= 10 && p + WINDOW / 2 <= moves.length).sort((a, b) => a - b);
  return at.map((p) => costAt(api, moves, p, policy));
}

function report(log, title, points) {
  log(title);
  log(table(
    ['around ply', 'plies timed', 'reps', 'best µs/move', 'median', 'from its FEN: best', 'median', 'history ×'],
    points.map((p) => [
      int(p.ply), `${p.from + 1}–${p.to}`, int(p.reps), p.bestMicros.toFixed(1), p.medianMicros.toFixed(1),
      p.fromFenBestMicros.toFixed(1), p.fromFenMedianMicros.toFixed(1), p.historyCost.toFixed(2),
    ]),
    [0, 2, 3, 4, 5, 6, 7],
  ));
  const early = points[0], late = points[points.length - 1];
  const ratio = late.bestMicros / early.bestMicros;
  log(`ply ${int(late.ply)} / ply ${early.ply}: ${ratio.toFixed(2)}x; history × at ply ${int(late.ply)}: ${late.historyCost.toFixed(2)} (best times)\n`);
  return ratio;
}

/** Measures `api` (the engine module; another copy of it for before/after comparisons). */
export function measureGame(api, { log, policy, reportMismatch }) {
  const random = randomGame(api, 'brawl', LONGEST.seed);
  if (random.length !== LONGEST.plies) reportMismatch(`game: seed ${LONGEST.seed} now plays ${random.length} plies, not ${LONGEST.plies}`);
  const randomPoints = pointsOf(api, random, policy);
  const randomRatio = report(log, `Longest seeded random Brawl game (seeds 1–${int(SCANNED)}): seed ${LONGEST.seed}, ${int(random.length)} plies`, randomPoints);
  const quiet = quietGame(api, 'brawl', QUIET.seed, QUIET.cap);
  if (quiet.length !== QUIET.plies) reportMismatch(`game: the quiet game (seed ${QUIET.seed}) now plays ${quiet.length} plies, not ${QUIET.plies}`);
  const quietPoints = pointsOf(api, quiet, policy);
  const quietRatio = report(log, `Seeded quiet Brawl game (seed ${QUIET.seed}, a pawn step every ${QUIET_RUN} plies): ${int(quiet.length)} plies`, quietPoints);
  return {
    window: WINDOW,
    random: { seed: LONGEST.seed, seedsScanned: SCANNED, plies: random.length, points: randomPoints, lastOverFirst: randomRatio },
    quiet: { seed: QUIET.seed, plies: quiet.length, points: quietPoints, lastOverFirst: quietRatio },
  };
}

export async function run(ctx) {
  return measureGame(engine, ctx);
}
