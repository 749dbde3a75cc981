// The tuner's training positions: self-play games of the working tree's engine at a node budget, on
// worker threads, each position labelled with how its game ended (Texel's method needs only that).
import { Worker } from 'node:worker_threads';

/**
 * `games` games of `variant` (with `rules`), openings from `book`; resolves to [{ fen, result }] with
 * `result` the game's score for White (1, ½, 0) and `score` the search's centipawns for White. `onGame` hears each finished game.
 */
export async function selfPlayPositions({ engine, variant, rules, book, games, nodes = 3000, randomPlies = 6, concurrency = 2, onGame = () => {} }) {
  const jobs = Array.from({ length: games }, (_, i) => ({ variant, rules, opening: book[i % book.length], seed: 0x9e3779b9 ^ (i * 7919 + 1), nodes, randomPlies }));
  const out = [];
  let next = 0;
  let finished = 0;
  const workers = await Promise.all(Array.from({ length: Math.min(concurrency, games) }, () => new Promise((resolve, reject) => {
    const w = new Worker(new URL('./play-worker.mjs', import.meta.url), { workerData: { engine } });
    w.once('error', reject);
    w.once('message', () => resolve(w));
  })));
  await Promise.all(workers.map((w) => new Promise((resolve, reject) => {
    const feed = () => (next < jobs.length ? w.postMessage(jobs[next++]) : resolve());
    w.on('error', reject);
    w.on('message', (g) => {
      for (const { fen, score } of g.positions) out.push({ fen, score, result: g.result });
      onGame({ ...g, count: ++finished });
      feed();
    });
    feed();
  })));
  await Promise.all(workers.map((w) => w.terminate()));
  return out;
}
