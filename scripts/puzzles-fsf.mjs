#!/usr/bin/env node
/**
 * `npm run puzzles:fsf [-- --depth N] [--id ID,...] [--all] [--record] [--jobs N]`: the puzzles of the variants Fairy-Stockfish plays
 * (chess and Berolina: scripts/fairy-stockfish.mjs) checked by it as well as by our verifier. At every
 * solver's move it searches the position to depth 16 (two lines) and asks:
 *   - its best move is the solution's, or an alternative the puzzle lists — at the last move of a mate,
 *     any move that mates at once;
 *   - no other move is as good: in a mate puzzle, no other move mates within the moves left (a longer
 *     mate does not solve "mate in N", as our exact mate solver holds too); in another, no other move
 *     mates, nor scores within MARGIN centipawns of the solution's.
 * Prints one line per puzzle and every disagreement; exit code 1 when there is one. CI runs it after
 * `npm test`. Run with tsx (the engine and the collection from their TypeScript sources).
 *
 * A puzzle it agreed with is kept in content/puzzles/_fsf.json (fsf-record.mjs): by default only new or
 * changed puzzles are searched, with a sample of the recorded ones that changes every day. `--all`
 * searches every one; `--record` writes the record afterwards (run it when puzzles are added);
 * `--jobs N` runs N engines side by side.
 */
import { loadCollection } from '../packages/puzzles/src/collection.ts';
import { newGame } from '../packages/puzzles/src/analyse.ts';
import { VERIFY } from '../packages/puzzles/src/verify.ts';
import { alternativesAt } from '../packages/puzzles/src/format.ts';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTION_DIR } from '../packages/puzzles/src/collection.ts';
import { FSF_VARIANTS, startFairyStockfish } from './fairy-stockfish.mjs';
import { planChecks, updatedRecord } from './fsf-record.mjs';

const args = process.argv.slice(2);
const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const DEPTH = Number(opt('--depth') ?? 16);
const ids = opt('--id')?.split(',');
const JOBS = Math.max(1, Number(opt('--jobs') ?? 1));
const RECORD = join(COLLECTION_DIR, '_fsf.json');
/** How much worse than the solution's a move must score to be no rival (the verifier's margin). */
const MARGIN = VERIFY.margin;

/** A line's score as one number for comparing: centipawns, mates far beyond any (sooner is better). */
const value = (line) => (line.mate !== undefined ? Math.sign(line.mate) * (100000 - Math.abs(line.mate)) : line.cp);
const show = (line) => (line.mate !== undefined ? `#${line.mate}` : `${line.cp > 0 ? '+' : ''}${line.cp} cp`);

/**
 * What Fairy-Stockfish disagrees with in `puzzle` ([] when nothing): its lines at each solver's move.
 * The moves are replayed with our engine, which gives each one's UCI coordinates.
 */
export async function fsfProblems(sf, puzzle, depth = DEPTH) {
  const game = newGame(puzzle.variant, puzzle.rules, puzzle.fen);
  const uci = [];
  if (puzzle.opponentMove !== null) uci.push(game.play(puzzle.opponentMove).coordinate);
  const solver = game.controller;
  const problems = [];
  const lastSolverIndex = puzzle.solution.length - 1;
  for (const [i, san] of puzzle.solution.entries()) {
    if (game.controller !== solver) {
      uci.push(game.play(san).coordinate);
      continue;
    }
    const accepted = new Set([san, ...alternativesAt(puzzle, i)]);
    const acceptedUci = new Set(game.legalMoves().filter((m) => accepted.has(m.san)).map((m) => m.coordinate));
    const mine = game.play(san);
    const finalMate = puzzle.goal === 'mate' && i === lastSolverIndex;
    game.undo();
    const [best, second] = await sf.analyse(puzzle.fen, uci, { depth, multipv: 2 });
    // The solver's moves from this one to the end (chess and Berolina: the sides alternate), the most a mate may take here.
    const movesLeft = puzzle.solution.slice(i).filter((_, k) => k % 2 === 0).length;
    const where = `solution[${i}] ${san}`;
    if (finalMate) {
      if (!(best?.mate === 1)) problems.push(`${where}: Fairy-Stockfish sees no mate in one here (${best ? `${best.move} ${show(best)}` : 'no move'})`);
    } else if (!acceptedUci.has(best.move)) {
      problems.push(`${where}: Fairy-Stockfish prefers ${best.move} (${show(best)})${second ? `; next ${second.move} (${show(second)})` : ''}`);
    } else if (second && !acceptedUci.has(second.move)) {
      const asGood = puzzle.goal === 'mate'
        ? second.mate > 0 && second.mate <= movesLeft
        : second.mate > 0 || value(best) - value(second) < MARGIN;
      if (asGood) {
        problems.push(`${where}: ${second.move} is as good for Fairy-Stockfish (${show(second)} beside ${show(best)}); list it as an alternative or change the puzzle`);
      }
    }
    uci.push(mine.coordinate);
    game.play(san);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = performance.now();
  const col = loadCollection();
  const puzzles = col.puzzles.map((x) => x.puzzle).filter((p) => FSF_VARIANTS[p.variant] && p.rules === '' && (!ids || ids.includes(p.id)));
  const engines = await Promise.all(Array.from({ length: JOBS }, () => startFairyStockfish()));
  const settings = { engine: engines[0].name, depth: DEPTH };
  const record = existsSync(RECORD) ? JSON.parse(readFileSync(RECORD, 'utf8')) : null;
  const plan = args.includes('--all') || ids
    ? { check: puzzles, fresh: puzzles.length, sampled: 0, recorded: [] }
    : planChecks(record, puzzles, { ...settings, day: new Date().toISOString().slice(0, 10) });
  // Each engine takes the next puzzle of the queue (in collection order, so a variant's come together).
  const queue = [...plan.check];
  const results = new Map();
  let failed = 0;
  await Promise.all(engines.map(async (sf) => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      // A new game (an empty hash table) for every puzzle: its verdict must not depend on which puzzles
      // the engine searched before (with several engines, or a sample, that order changes).
      await sf.newGame(p.variant);
      const problems = await fsfProblems(sf, p);
      results.set(p.id, problems.length === 0);
      if (problems.length) failed++;
      console.log(`${problems.length ? 'FAIL' : 'ok  '} ${p.id.padEnd(28)} ${p.variant}`);
      for (const m of problems) console.log(`     ${m}`);
    }
  }));
  for (const sf of engines) sf.quit();
  if (args.includes('--record')) {
    writeFileSync(RECORD, `${JSON.stringify(updatedRecord(record, puzzles, results, settings), null, 1)}\n`);
    console.log(`record written: ${RECORD}`);
  }
  const searched = `${plan.check.length} puzzles searched (${plan.fresh} new or changed, ${plan.sampled} of the recorded as today's sample)`;
  const skipped = plan.recorded.length ? `, ${plan.recorded.length} agreed before (content/puzzles/_fsf.json)` : '';
  console.log(`${searched}${skipped} by ${settings.engine} at depth ${DEPTH} in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${failed ? `${failed} disagree` : 'all agree'}`);
  process.exit(failed ? 1 : 0);
}
