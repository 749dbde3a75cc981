// One match worker thread (match-pool.mjs starts them): builds its two players once from workerData,
// then plays each game it is sent and answers with the result from player a's side.
import { register } from 'tsx/esm/api';
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { enginePlayer, fsfPlayer, playGame } from './match.mjs';

register();
const load = (path) => import(pathToFileURL(path).href);
const { a: aSpec, b: bSpec, referee: refereePath } = workerData;
const referee = await load(refereePath);

async function player(spec) {
  if (spec.kind === 'fsf') return fsfPlayer(spec);
  return enginePlayer(await load(spec.engine), spec);
}
const a = await player(aSpec);
const b = await player(bSpec);

parentPort.on('message', async (job) => {
  if (job === 'quit') {
    a.quit();
    b.quit();
    parentPort.close();
    process.exit(0);
  }
  const g = await playGame({ referee, variant: job.variant, rules: job.rules, opening: job.opening, nodesFactor: job.nodesFactor, white: job.aWhite ? a : b, black: job.aWhite ? b : a });
  parentPort.postMessage({
    index: job.index, aWhite: job.aWhite, opening: job.opening, result: job.aWhite ? g.result : 1 - g.result, reason: g.reason, plies: g.plies,
    a: g.stats.get(a), b: g.stats.get(b), names: { a: a.name, b: b.name, evaluation: b.evaluation ?? a.evaluation },
  });
});
parentPort.postMessage('ready');
