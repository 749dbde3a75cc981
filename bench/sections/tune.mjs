// Fits the evaluation's weights (packages/engine/src/search/weights.ts) to self-play results, one
// variant at a time (Texel's method, bench/tune/fit.mjs): plays the games (bench/tune/positions.mjs),
// keeps their quiet positions in bench/tune/data/ (reused by the next run unless --regen=yes), fits, and
// prints the weights that moved, for VARIANT_WEIGHTS. A fit is kept only if the self-play section then
// shows it gains (`npm run bench -- selfplay`).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENGINE_SOURCE } from '../lib/engine-copy.mjs';
import { selfPlayPositions } from '../tune/positions.mjs';
import { changed, fit } from '../tune/fit.mjs';

export const description = 'fits the evaluation weights of each variant to self-play results (Texel tuning); prints them for weights.ts';
export const optIn = true;
export const options = {
  variants: 'comma-separated variant ids (optional rules after a colon); default chess,berserker',
  games: 'self-play games per variant for new data; default 400',
  nodes: 'nodes per move in those games; default 3000',
  seconds: 'most seconds of fitting per variant; default 300',
  regen: '"yes": play new games even where bench/tune/data has positions',
  concurrency: 'games at once; default 2',
  lambda: 'the game result\'s share of each position\'s label, the rest the search\'s score; default 0.5',
};

const here = dirname(fileURLToPath(import.meta.url));
const DATA = join(here, '..', 'tune', 'data');
const BOOKS = JSON.parse(readFileSync(join(here, '..', 'lib', 'openings.json'), 'utf8'));

export async function run({ log, options: o = {} }) {
  const engine = await import(ENGINE_SOURCE);
  const evalModule = await import(pathToFileURL(join(dirname(ENGINE_SOURCE), 'search', 'evaluate.ts')).href);
  const weightsModule = await import(pathToFileURL(join(dirname(ENGINE_SOURCE), 'search', 'weights.ts')).href);
  const out = {};
  mkdirSync(DATA, { recursive: true });
  for (const entry of (o.variants ?? 'chess,berserker').split(',')) {
    const [variant, rules] = entry.split(':');
    const file = join(DATA, `${entry.replace(/[^a-z0-9=-]+/gi, '_')}.jsonl`);
    let rows;
    if (existsSync(file) && !o.regen) {
      rows = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      log(`${entry}: ${rows.length} positions from ${file}`);
    } else {
      const games = Number(o.games ?? 400);
      const t0 = Date.now();
      rows = await selfPlayPositions({
        engine: ENGINE_SOURCE, variant, rules, book: BOOKS[variant], games, nodes: Number(o.nodes ?? 3000), concurrency: Number(o.concurrency ?? 2),
        onGame: (g) => g.count % 50 === 0 && log(`  ${entry}: ${g.count}/${games} games (${((Date.now() - t0) / 1000).toFixed(0)} s)`),
      });
      writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
      log(`${entry}: ${games} games, ${rows.length} quiet positions (${((Date.now() - t0) / 1000).toFixed(0)} s) → ${file}`);
    }
    const samples = rows.map((r) => ({ pos: new engine.Game({ variant, ...(rules ? { rules } : {}), fen: r.fen }).position, result: r.result, score: r.score }));
    // Every tenth position held out: the fit must predict games it did not see as well.
    const train = samples.filter((_, i) => i % 10 !== 0);
    const held = samples.filter((_, i) => i % 10 === 0);
    const v = samples[0].pos.v;
    const start = weightsModule.weightsFor(v.def.id);
    const r = fit({ evalModule, variant: v, train, held, start, seconds: Number(o.seconds ?? 300), lambda: Number(o.lambda ?? 0.5), log });
    const moved = changed(r.weights, weightsModule.DEFAULT_WEIGHTS);
    log(`${entry}: error ${r.before.train.toFixed(6)} → ${r.after.train.toFixed(6)}, held out ${r.before.held.toFixed(6)} → ${r.after.held.toFixed(6)}`);
    log(`  '${v.def.id}': ${JSON.stringify(moved)},`);
    out[entry] = { positions: samples.length, k: r.k, before: r.before, after: r.after, weights: moved };
  }
  return out;
}
