// The tuner's training positions: self-play games of the working tree's engine at a node budget, on
// worker threads, each position labelled with how its game ended and what the search said there.
import { runOnWorkers } from '../lib/worker-pool.mjs';

/**
 * `games` games of `variant` (with `rules`), openings from `book`; resolves to [{ fen, score, result }]
 * with `result` the game's score for White (1, ½, 0) and `score` the search's centipawns for White.
 * `onGame` hears each finished game.
 */
export async function selfPlayPositions({ engine, variant, rules, book, games, nodes = 3000, randomPlies = 6, concurrency = 2, onGame = () => {} }) {
  const jobs = Array.from({ length: games }, (_, i) => ({ variant, rules, opening: book[i % book.length], seed: 7919 * i + 1, nodes, randomPlies }));
  const out = [];
  let finished = 0;
  await runOnWorkers({
    url: new URL('./play-worker.mjs', import.meta.url), workerData: { engine }, jobs, concurrency,
    onResult: (g) => {
      for (const { fen, score } of g.positions) out.push({ fen, score, result: g.result });
      onGame({ ...g, count: ++finished });
    },
  });
  return out;
}
