// Jobs handed out to worker threads, one at a time each, for the benches that play games (match-pool.mjs,
// tune/positions.mjs). A worker module posts 'ready' once it has loaded, answers every job with one
// message, and ends itself on 'quit' (after its own clean-up: Fairy-Stockfish's engine, say).
import { Worker } from 'node:worker_threads';

/**
 * Runs `jobs` on `concurrency` workers of the module `url` (each given `workerData`); `onResult` hears
 * every answer as it comes. After an answer, `stop()` true hands out no more jobs. Resolves when every
 * job handed out has been answered and the workers have ended.
 */
export async function runOnWorkers({ url, workerData, jobs, concurrency = 1, onResult, stop = () => false }) {
  let next = 0;
  const workers = await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, () => new Promise((resolve, reject) => {
    const w = new Worker(url, { workerData });
    w.once('error', reject);
    w.once('message', () => resolve(w));
  })));
  await Promise.all(workers.map((w) => new Promise((resolve, reject) => {
    const feed = () => (stop() || next >= jobs.length ? resolve() : w.postMessage(jobs[next++]));
    w.on('error', reject);
    w.on('message', (answer) => {
      onResult(answer);
      feed();
    });
    feed();
  })));
  await Promise.all(workers.map((w) => new Promise((resolve) => { w.once('exit', resolve); w.postMessage('quit'); })));
}
