// A worker thread of the tuner's position generator (positions.mjs): plays self-play games of the
// working tree's engine at a fixed node budget and returns their quiet positions with the result.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const engine = await import(workerData.engine);
const PLY_CAP = 300;

/**
 * One game: a book opening, `randomPlies` random actions (varied positions), then the engine against
 * itself. Kept: positions after the random plies where the side to move is not in check and the
 * engine's choice is not a capture or a promotion (a quiet position, where the static evaluation is
 * what the search would say), unless the search already sees a mate.
 */
function playGame({ variant, rules, opening, seed, nodes, randomPlies }) {
  const rnd = engine.seededRandom(seed);
  const game = new engine.Game({ variant, ...(rules ? { rules } : {}) });
  for (const san of opening) game.play(san);
  for (let i = 0; i < randomPlies && !game.status().over; i++) {
    const legal = game.legalMoves();
    game.play(legal[Math.floor(rnd() * legal.length)].move);
  }
  const searcher = new engine.Searcher({ hashMB: 8 });
  const kept = [];
  while (!game.status().over && game.history.length < PLY_CAP) {
    const pos = game.position;
    const r = searcher.search(pos, { nodes, history: engine.gameHashes(game) });
    if (r.move === null) break;
    const fen = game.fen();
    const info = game.play(r.move);
    const quiet = !pos.inCheck() && !info.captured && !info.promotion && Math.abs(r.score) < engine.MATE_BOUND;
    // The search's score, for White (the label blends it with the result: fit.mjs).
    if (quiet) kept.push({ fen, score: r.chooser === 0 ? r.score : -r.score });
  }
  const st = game.status();
  const result = !st.over || st.winner === null ? 0.5 : st.winner === 'white' ? 1 : 0;
  return { positions: kept, result, plies: game.history.length, reason: st.over ? st.reason : 'ply cap' };
}

parentPort.on('message', (job) => {
  if (job === 'quit') process.exit(0);
  parentPort.postMessage(playGame(job));
});
parentPort.postMessage('ready');
