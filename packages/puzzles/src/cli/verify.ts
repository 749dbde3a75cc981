/**
 * `npm run puzzles:verify [-- options]`: verifies the puzzle collection (content/puzzles/*.json).
 *
 *   --dir DIR        verify the set files of DIR instead (e.g. content/puzzles/_candidates --candidates)
 *   --candidates     allow the generator's placeholder explanations
 *   --id ID[,ID...]  only these puzzles
 *   --verbose        print the scores behind every verdict
 *
 * A collection puzzle must carry its rating (`npm run puzzles:rate` writes it); its range is the
 * schema's. The model is not run here: `npm run puzzles:rate -- --check` compares it.
 *
 * Prints one line per puzzle, every problem (file › puzzle › field: message), counts per variant and
 * theme, and the time taken. Exit code 1 when any puzzle has a problem.
 */
import { resolve } from 'node:path';
import { formatProblem } from '../format.js';
import { loadCollection, countBy, COLLECTION_DIR, ROOT } from '../collection.js';
import { Verifier } from '../verify.js';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const dir = opt('--dir') ? resolve(ROOT, opt('--dir')!) : COLLECTION_DIR;
const ids = opt('--id')?.split(',');
const verbose = args.includes('--verbose');
const candidate = args.includes('--candidates');

const t0 = performance.now();
const col = loadCollection(dir, { candidate });
for (const p of col.problems) console.log(`SCHEMA ${formatProblem(p)}`);
const verifier = new Verifier();
let failed = col.problems.length ? 1 : 0;
const selected = col.puzzles.filter((x) => !ids || ids.includes(x.puzzle.id));
for (const { puzzle, file } of selected) {
  const r = verifier.verify(puzzle, file);
  if (!candidate && puzzle.rating === undefined) {
    r.problems.push({ file, id: puzzle.id, field: 'rating', message: 'is missing; run npm run puzzles:rate' });
  }
  const ok = r.problems.length === 0;
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${puzzle.id.padEnd(28)} ${puzzle.variant.padEnd(20)} ${puzzle.goal.padEnd(14)} ${(r.ms / 1000).toFixed(2)} s`);
  for (const p of r.problems) console.log(`     ${formatProblem(p)}`);
  if (verbose) for (const n of r.notes) console.log(`     · ${n}`);
}
const seconds = (performance.now() - t0) / 1000;
const puzzles = selected.map((x) => x.puzzle);
console.log(`\nby variant: ${[...countBy(puzzles, (p) => [p.variant])].map(([k, n]) => `${k} ${n}`).join(', ')}`);
console.log(`by theme:   ${[...countBy(puzzles, (p) => p.themes)].map(([k, n]) => `${k} ${n}`).join(', ')}`);
console.log(`by goal:    ${[...countBy(puzzles, (p) => [p.goal])].map(([k, n]) => `${k} ${n}`).join(', ')}`);
console.log(`${selected.length} puzzles in ${col.sets.length} sets verified in ${seconds.toFixed(1)} s: ${failed ? `${failed} with problems` : 'all good'}`);
process.exitCode = failed ? 1 : 0;
