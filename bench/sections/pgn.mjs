// PGN import at size (issue 17): readPgn and readGameTrees of many variations, of deep nesting and of
// many games, with the heap a read of 40,000 games keeps. Goals: each read under 100 ms, except the
// 40,000 games (under 1 s and 100 MB). The inputs are built from a seed (bench/lib/pgn-inputs.mjs).
import { performance } from 'node:perf_hooks';
import * as engine from '../../packages/engine/src/index.ts';
import { measure, table, int } from '../lib/harness.mjs';
import { longGame, variationsPgn, deepNestingPgn, emptyGamesPgn } from '../lib/pgn-inputs.mjs';

export const description = 'readPgn / readGameTrees: 1,000 variations, 40 KB, nesting 2,000 and 100,000 deep, 40,000 games (goal < 100 ms; games < 1 s, < 100 MB)';

const gc = typeof globalThis.gc === 'function' ? globalThis.gc : () => {};
const heap = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external; // typed arrays (a Position's board, say) live outside the JS heap
};

/**
 * readPgn on the same inputs with the engine as it was before this section existed (commit b53a8f3,
 * every variation replayed from move 0, 32 KB of buffers per Position), measured once each on the
 * machine of the first run: first-call time, and what the 40,000 games kept.
 */
const BEFORE = {
  'variations-1k': { ms: 19105 },
  'variations-40k': { ms: 44586 },
  'nesting-2000': { ms: 1010, error: 'RangeError: Maximum call stack size exceeded' },
  'nesting-100000': { ms: null, error: 'RangeError (not run: 2,000 already fails)' },
  'games-40000': { ms: 14406, mb: 1379.8 },
};

const GOAL_MS = 100;
const GAMES_GOAL = { ms: 1000, mb: 100 };

export async function run({ log, policy }) {
  const t0 = performance.now();
  const sans500 = longGame(engine, 500, 1);
  const sans1000 = longGame(engine, 1000, 1);
  const inputs = [
    { id: 'variations-1k', what: '1,000 one-move variations over a 500-ply game', text: variationsPgn(engine, sans500, 1000) },
    { id: 'variations-40k', what: '2,600 one-move variations over a 1,000-ply game', text: variationsPgn(engine, sans1000, 2600) },
    { id: 'nesting-2000', what: 'variations nested 2,000 deep', text: deepNestingPgn(2000) },
    { id: 'nesting-100000', what: 'variations nested 100,000 deep', text: deepNestingPgn(100000), goalMs: null },
    { id: 'games-40000', what: '40,000 games without moves', text: emptyGamesPgn(40000), goalMs: GAMES_GOAL.ms },
  ];
  log(`inputs built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const results = {};
  const rows = [];
  for (const input of inputs) {
    const goal = input.goalMs === undefined ? GOAL_MS : input.goalMs;
    gc();
    const first0 = performance.now();
    engine.readPgn(input.text);
    const firstMs = performance.now() - first0;
    const read = measure(() => engine.readPgn(input.text).length, policy);
    const tree = measure(() => engine.readGameTrees(input.text).length, policy);
    const r = {
      what: input.what, bytes: input.text.length, games: read.nodes,
      firstMs, readPgnMs: read.bestSeconds * 1000, readGameTreesMs: tree.bestSeconds * 1000, goalMs: goal,
      before: BEFORE[input.id],
    };
    if (input.id === 'games-40000') r.keptMb = keptMb(input.text);
    r.withinGoal = (goal === null || r.readPgnMs < goal) && (r.keptMb === undefined || r.keptMb < GAMES_GOAL.mb);
    results[input.id] = r;
    const before = r.before.ms === null ? r.before.error : `${int(Math.round(r.before.ms))} ms${r.before.error ? ' (RangeError)' : ''}`;
    rows.push([
      input.id, `${(r.bytes / 1024).toFixed(1)} KB`, before, `${r.firstMs.toFixed(1)} ms`, `${r.readPgnMs.toFixed(1)} ms`,
      `${r.readGameTreesMs.toFixed(1)} ms`, goal === null ? '—' : `${goal} ms`, r.withinGoal ? 'yes' : 'NO',
    ]);
  }
  log(table(['input', 'size', 'before (1st call)', 'readPgn 1st call', 'readPgn best', 'readGameTrees best', 'goal', 'ok'], rows, [1, 2, 3, 4, 5, 6]));
  const g = results['games-40000'];
  log(`\n40,000 games kept in memory after readPgn: ${g.keptMb.toFixed(1)} MB (before: ${BEFORE['games-40000'].mb} MB; goal < ${GAMES_GOAL.mb} MB)` +
    `, ${(g.keptMb * 1048576 / 40000).toFixed(0)} bytes per game`);
  log('best: the fastest of repeated calls after a warm-up call; before: one first call on the old engine');
  return results;
}

/** MB of heap (JS plus typed-array memory) still held by the result of readPgn(text). */
function keptMb(text) {
  gc(); gc();
  const before = heap();
  let games = engine.readPgn(text);
  gc(); gc();
  const after = heap();
  if (games.length === 0) throw new Error('no games read');
  games = null;
  return (after - before) / 1048576;
}
