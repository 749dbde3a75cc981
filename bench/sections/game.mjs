// Game.play along a long game (issue 17): the cost of a move near ply 10 and near ply 2,000 of the
// longest game seeded random Brawl play produces. Repetition is counted since the last irreversible
// move, so the two should cost the same; a rescan of the whole history would make the second dearer.
import * as engine from '../../packages/engine/src/index.ts';
import { int, table } from '../lib/harness.mjs';

export const description = 'Game.play µs per move near ply 10 and near ply 2,000 of the longest seeded random Brawl game (flat)';

/**
 * The longest game of seeded random Brawl play (each ply a uniform pick among the legal moves, with
 * seededRandom(seed), until the game ends) over seeds 1–20,000, found once by scanning them; the
 * section replays it and reports a mismatch if it is not that long any more.
 */
export const LONGEST = { seed: 0, plies: 0 };
/** Plies timed around each point, and the points. */
const WINDOW = 20;
const POINTS = [10, 2000];

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
 * Mean µs per Game.play over the WINDOW plies centred on `ply`: the game is played up to the window,
 * then the window is played, timed, and taken back, until the policy's time or repetitions are used.
 */
function costAt(api, moves, ply, policy) {
  const game = new api.Game({ variant: 'brawl' });
  const start = Math.max(0, ply - WINDOW / 2);
  for (let i = 0; i < start; i++) game.play(moves[i]);
  const perMove = [];
  let total = 0;
  for (let rep = 0; rep < policy.maxReps; rep++) {
    const t0 = performance.now();
    for (let i = start; i < start + WINDOW; i++) game.play(moves[i]);
    const ms = performance.now() - t0;
    for (let i = 0; i < WINDOW; i++) game.undo();
    perMove.push((ms * 1000) / WINDOW);
    total += ms / 1000;
    if (total >= policy.maxSeconds || (rep + 1 >= policy.minReps * 10 && total >= policy.minSeconds)) break;
  }
  const sorted = [...perMove].sort((a, b) => a - b);
  return { ply, from: start, to: start + WINDOW, reps: perMove.length, bestMicros: sorted[0], medianMicros: sorted[Math.floor((sorted.length - 1) / 2)] };
}

/** Measures `api` (the engine module; another copy of it for before/after comparisons). */
export function measureGame(api, { log, policy, reportMismatch }) {
  const moves = randomGame(api, 'brawl', LONGEST.seed);
  if (moves.length !== LONGEST.plies) reportMismatch(`game: seed ${LONGEST.seed} now plays ${moves.length} plies, not ${LONGEST.plies}`);
  const points = POINTS.filter((p) => p + WINDOW / 2 <= moves.length).map((p) => costAt(api, moves, p, policy));
  log(`Brawl, seed ${LONGEST.seed}: ${int(moves.length)} plies`);
  log(table(
    ['around ply', 'plies timed', 'reps', 'best µs/move', 'median µs/move'],
    points.map((p) => [int(p.ply), `${p.from + 1}–${p.to}`, int(p.reps), p.bestMicros.toFixed(1), p.medianMicros.toFixed(1)]),
    [0, 2, 3, 4],
  ));
  const [early, late] = points;
  const ratio = late && early ? late.medianMicros / early.medianMicros : NaN;
  if (Number.isFinite(ratio)) log(`ply ${late.ply} / ply ${early.ply}: ${ratio.toFixed(2)}x (median)`);
  return { variant: 'brawl', seed: LONGEST.seed, plies: moves.length, window: WINDOW, points, lateOverEarly: ratio };
}

export async function run(ctx) {
  return measureGame(engine, ctx);
}
