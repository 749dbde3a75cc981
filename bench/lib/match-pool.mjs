// Plays a match's games on `concurrency` worker threads (match-worker.mjs), each with its own two
// players: on two idle cores two games at once, every engine still searching one thread at a time.
import { runOnWorkers } from './worker-pool.mjs';
import { summarize } from './match-stats.mjs';

/**
 * Every opening twice (player a White, then Black). `setup`: { referee, a, b } — the referee's engine
 * path and the players' specs ({ kind: 'engine', engine: path, name, movetime, nodes } or { kind: 'fsf',
 * movetime }). `stopWhen(results)` after each finished game stops handing out new ones. Returns a's
 * results in game order (`nodesFactor(i)` scales both players' node budgets for the i-th opening's
 * games: a node-limited search is deterministic, so an opening played again needs other budgets to give
 * other games), the summary, how games ended, and a's (and b's) average depth and nodes/s.
 */
export async function runMatch({ setup, variant, rules, openings, concurrency = 1, onGame = () => {}, stopWhen = () => false, nodesFactor = () => 1 }) {
  const jobs = openings.flatMap((opening, i) => [true, false].map((aWhite) => ({ index: 2 * i + (aWhite ? 0 : 1), variant, rules, opening, aWhite, nodesFactor: nodesFactor(i) })));
  const done = [];
  const reasons = {};
  const mine = { depth: 0, nodes: 0, time: 0, decisions: 0 };
  const theirs = { depth: 0, nodes: 0, time: 0, decisions: 0 };
  let names = null;
  let stopped = false;
  await runOnWorkers({
    url: new URL('./match-worker.mjs', import.meta.url), workerData: setup, jobs, concurrency,
    stop: () => stopped,
    onResult: (g) => {
      names ??= g.names;
      done.push(g);
      reasons[g.reason] = (reasons[g.reason] ?? 0) + 1;
      for (const k of Object.keys(mine)) mine[k] += g.a[k];
      for (const k of Object.keys(theirs)) theirs[k] += g.b[k];
      const results = done.map((x) => x.result);
      onGame({ ...g, count: done.length, summary: summarize(results) });
      if (stopWhen(results)) stopped = true;
    },
  });
  const results = done.sort((x, y) => x.index - y.index).map((x) => x.result);
  return {
    results,
    summary: summarize(results),
    reasons,
    names,
    depth: mine.decisions ? mine.depth / mine.decisions : 0,
    nps: mine.time ? (mine.nodes / mine.time) * 1000 : 0,
    /** The same for player b (its depth means something only for an engine of ours). */
    b: { depth: theirs.decisions ? theirs.depth / theirs.decisions : 0, nps: theirs.time ? (theirs.nodes / theirs.time) * 1000 : 0 },
  };
}
