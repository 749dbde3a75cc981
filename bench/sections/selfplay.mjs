// The working tree's engine (the candidate) against another version of it (the base, a git revision) at
// equal time per move, in the variants no other engine plays, with a sequential test per variant: a
// search or evaluation change is kept only if it gains, or is neutral, here and against Fairy-Stockfish.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineAt, ENGINE_SOURCE } from '../lib/engine-copy.mjs';
import { runMatch } from '../lib/match-pool.mjs';
import { eloText, sprt } from '../lib/match-stats.mjs';
import { table } from '../lib/harness.mjs';

export const description = 'the working tree\'s engine against a git revision of it (self-play, equal time): Elo ± 95% margin and SPRT per variant';
export const optIn = true;
export const options = {
  base: 'git revision to play against; default HEAD',
  games: 'most games per variant, even; default 32',
  movetime: 'ms per move for both; default 100',
  nodes: 'nodes per move for both instead of a time (screening on a busy machine); default none',
  variants: 'comma-separated, a variant id with optional rules after a colon; default the Berserker set (see SETS)',
  sprt: 'elo0,elo1 of the sequential test (stops a variant early when it decides); default 0,10; "off" plays every game',
  concurrency: 'games at once, each on a thread of its own; default 1 (2 on an idle machine of 2 cores: in self-play only one engine of a game thinks at a time)',
};

/** The variants no other engine plays, with the common Berserker options. */
const SETS = [
  'berserker', 'berserker:trigger=cross', 'berserker:capture=capturer-turn', 'game-of-pawns',
  'berserker-berolina', 'battle-of-the-kings', 'brawl', 'berserker-brawl',
];
const BOOKS = JSON.parse(readFileSync(new URL('../lib/openings.json', import.meta.url), 'utf8'));
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The book's openings that can be played under `rules`: the books are written for each variant's
 * default rules, and an option can make a line illegal (with trigger=cross no release is due after
 * a knight's first move, so its placement cannot follow).
 */
function playable(book, variant, rules, engine) {
  if (!book) throw new Error(`no opening book for "${variant}" in bench/lib/openings.json`);
  return book.filter((line) => {
    try {
      const game = new engine.Game({ variant, ...(rules ? { rules } : {}) });
      for (const san of line) game.play(san);
      return true;
    } catch {
      return false;
    }
  });
}

export async function run({ log, options: o = {} }) {
  const games = Number(o.games ?? 32);
  const movetime = Number(o.movetime ?? 100);
  const list = (o.variants ?? SETS.join(',')).split(',');
  const bounds = o.sprt === 'off' ? null : (o.sprt ?? '0,10').split(',').map(Number);
  const base = await engineAt(o.base ?? 'HEAD', root);
  log(`candidate: the working tree; base: ${base.commit}; ${o.nodes ? `${o.nodes} nodes` : `${movetime} ms`} per move; up to ${games} games per variant${bounds ? `; SPRT elo0 ${bounds[0]}, elo1 ${bounds[1]}` : ''}`);
  const nodes = o.nodes ? Number(o.nodes) : undefined;
  const setup = {
    referee: ENGINE_SOURCE,
    a: { kind: 'engine', engine: ENGINE_SOURCE, name: 'candidate', movetime, nodes },
    b: { kind: 'engine', engine: base.path, name: 'base', movetime, nodes },
  };
  const concurrency = Number(o.concurrency ?? 1);
  const out = { base: base.commit, movetime, nodes, variants: {} };
  for (const entry of list) {
    const [variant, rules] = entry.split(':');
    const book = playable(BOOKS[variant], variant, rules, await import(ENGINE_SOURCE));
    if (!book.length) throw new Error(`no opening of bench/lib/openings.json can be played in "${entry}"`);
    const openings = Array.from({ length: games / 2 }, (_, i) => book[i % book.length]);
    log(`${entry}: ${book.length} openings of the book playable under these rules`);
    const m = await runMatch({
      setup, variant, rules, openings, concurrency,
      // Node-limited games are deterministic: each pass through the book gets a budget 10% larger than
      // the last, else the second pass would replay the first game for game.
      nodesFactor: (i) => 1 + 0.1 * Math.floor(i / book.length),
      onGame: (g) => log(`  game ${String(g.index + 1).padStart(2)}  candidate ${g.aWhite ? 'white' : 'black'}  ${g.result === 1 ? 'win ' : g.result === 0 ? 'loss' : 'draw'}  ${g.reason} in ${g.plies} plies`),
      stopWhen: (results) => !!bounds && results.length % 2 === 0 && sprt(results, { elo0: bounds[0], elo1: bounds[1] }).verdict !== null,
    });
    const test = bounds ? sprt(m.results, { elo0: bounds[0], elo1: bounds[1] }) : null;
    out.variants[entry] = { ...m.summary, reasons: m.reasons, depth: m.depth, nps: m.nps, baseDepth: m.b.depth, baseNps: m.b.nps, sprt: test };
    log(`  ${entry}: ${m.summary.wins}W ${m.summary.draws}D ${m.summary.losses}L, ${eloText(m.summary)}${test ? `, LLR ${test.llr.toFixed(2)} (${test.lower.toFixed(2)}, ${test.upper.toFixed(2)})${test.verdict ? ` → ${test.verdict === 'H1' ? 'gain' : 'no gain'}` : ''}` : ''}; depth ${m.depth.toFixed(1)} against ${m.b.depth.toFixed(1)}, nodes/s ${Math.round(m.nps).toLocaleString('en-US')} against ${Math.round(m.b.nps).toLocaleString('en-US')}`);
  }
  log(table(['variant', 'games', 'W', 'D', 'L', 'Elo', 'LLR', 'verdict', 'depth', 'base depth'],
    Object.entries(out.variants).map(([v, r]) => [v, r.games, r.wins, r.draws, r.losses, eloText(r), r.sprt ? r.sprt.llr.toFixed(2) : '—', r.sprt?.verdict ?? (r.sprt ? 'open' : '—'), r.depth.toFixed(1), r.baseDepth.toFixed(1)]), [1, 2, 3, 4, 8, 9]));
  return out;
}
