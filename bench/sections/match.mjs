// Ours against Fairy-Stockfish at equal time per move, in the variants it plays (chess, Berolina).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineAt, ENGINE_SOURCE } from '../lib/engine-copy.mjs';
import { runMatch } from '../lib/match-pool.mjs';
import { eloText } from '../lib/match-stats.mjs';
import { table } from '../lib/harness.mjs';

export const description = 'ours against Fairy-Stockfish (wasm, one thread) at equal time per move: score, Elo ± 95% margin, our depth and nodes/s';
export const optIn = true;
export const options = {
  games: 'games per variant, even; default 32 (each book opening with both colours, the book repeated if needed)',
  movetime: 'ms per move for both; default 300',
  variants: 'comma-separated; default chess,berolina',
  engine: 'git revision of our engine to play (a before number); default the working tree',
  concurrency: 'games at once, each on a thread of its own; default 1 (use 2 only on an otherwise idle machine of 4 or more cores: both engines must get a core)',
};

const BOOKS = JSON.parse(readFileSync(new URL('../lib/openings.json', import.meta.url), 'utf8'));

export async function run({ log, options: o = {} }) {
  const games = Number(o.games ?? 32);
  const movetime = Number(o.movetime ?? 300);
  const variants = (o.variants ?? 'chess,berolina').split(',');
  if (!(games >= 2 && games % 2 === 0) || !(movetime > 0)) throw new Error(`--games must be an even number ≥ 2 and --movetime positive (got ${o.games}, ${o.movetime})`);
  const copy = o.engine ? await engineAt(o.engine, join(dirname(fileURLToPath(import.meta.url)), '..', '..')) : null;
  if (copy) log(`our engine: ${copy.commit}`);
  const setup = { referee: ENGINE_SOURCE, a: { kind: 'engine', engine: copy?.path ?? ENGINE_SOURCE, name: 'ours', movetime }, b: { kind: 'fsf', movetime } };
  const concurrency = Number(o.concurrency ?? 1);
  const out = { engine: copy?.commit ?? 'working tree', movetime, games, variants: {} };
  for (const variant of variants) {
    const book = BOOKS[variant];
    if (!book) throw new Error(`no opening book for "${variant}" in bench/lib/openings.json`);
    const openings = Array.from({ length: games / 2 }, (_, i) => book[i % book.length]);
    log(`${variant}: ${games} games, ${movetime} ms per move, against Fairy-Stockfish`);
    const m = await runMatch({
      setup, variant, openings, concurrency,
      onGame: (g) => log(`  game ${String(g.index + 1).padStart(2)}  ours ${g.aWhite ? 'white' : 'black'}  ${g.result === 1 ? 'win ' : g.result === 0 ? 'loss' : 'draw'}  ${g.reason} in ${g.plies} plies   running: ${(g.summary.score * 100).toFixed(0)}% of ${g.count}`),
    });
    out.opponent = m.names.b;
    out.variants[variant] = { ...m.summary, reasons: m.reasons, depth: m.depth, nps: m.nps, evaluation: m.names.evaluation };
    log(`  ${variant}: ${m.summary.wins}W ${m.summary.draws}D ${m.summary.losses}L = ${(m.summary.score * 100).toFixed(1)}%, ${eloText(m.summary)}; our depth ${m.depth.toFixed(1)}, ${Math.round(m.nps).toLocaleString('en-US')} nodes/s (${m.names.b}, ${m.names.evaluation} evaluation)`);
  }
  log(table(['variant', 'games', 'W', 'D', 'L', 'score', 'Elo', 'our depth', 'our nodes/s'],
    Object.entries(out.variants).map(([v, r]) => [v, r.games, r.wins, r.draws, r.losses, `${(r.score * 100).toFixed(1)}%`, eloText(r), r.depth.toFixed(1), Math.round(r.nps).toLocaleString('en-US')]), [1, 2, 3, 4, 5, 7, 8]));
  return out;
}
