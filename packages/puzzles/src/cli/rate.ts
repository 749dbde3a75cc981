/**
 * `npm run puzzles:rate [-- options]`: rates every puzzle of the collection (content/puzzles/*.json)
 * by the solver model (src/rating.ts) and writes the rating into each puzzle as `"rating": N`, right
 * after `difficulty`.
 *
 *   --check          write nothing; exit code 1 listing the puzzles whose stored rating is missing or
 *                    differs from the model's (for CI after an engine or model change)
 *   --id ID[,ID...]  only these puzzles
 *   --verbose        print each puzzle's factors
 *
 * The files are edited line by line, not re-serialised: they are hand-formatted (short lists on one
 * line), and a rating should change one line of a diff, not the whole file. Prints the spread of
 * ratings per difficulty and their correlation with it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { formatProblem } from '../format.js';
import { loadCollection, COLLECTION_DIR, ROOT } from '../collection.js';
import { ratePuzzle } from '../rating.js';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const check = args.includes('--check');
const verbose = args.includes('--verbose');
const ids = opt('--id')?.split(',');

/**
 * The file's text with each listed puzzle's rating set: the `"rating"` line after `"difficulty"`
 * replaced or inserted, with the same indentation. Throws if the result does not parse to the
 * expected object (a file laid out differently than this expects).
 */
function withRatings(text: string, ratings: ReadonlyMap<string, number>): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let id: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const idMatch = /^\s*"id": "([^"]+)",?$/.exec(line);
    if (idMatch) id = idMatch[1]!;
    if (id !== null && /^\s*"rating": /.test(line) && ratings.has(id)) continue; // replaced below
    out.push(line);
    const diff = /^(\s*)"difficulty": \d+,$/.exec(line);
    if (diff && id !== null && ratings.has(id)) out.push(`${diff[1]}"rating": ${ratings.get(id)},`);
  }
  const result = out.join('\n');
  const expected = JSON.parse(text) as { puzzles: { id: string; rating?: number }[] };
  for (const p of expected.puzzles) if (ratings.has(p.id)) p.rating = ratings.get(p.id)!;
  if (!isDeepStrictEqual(JSON.parse(result), expected)) throw new Error('the file is laid out differently than expected ("difficulty": N, on a line of its own in each puzzle); not written');
  return result;
}

const t0 = performance.now();
const col = loadCollection();
for (const p of col.problems) console.log(`SCHEMA ${formatProblem(p)}`);
const selected = col.puzzles.filter((x) => !ids || ids.includes(x.puzzle.id));
const byFile = new Map<string, Map<string, number>>();
const differ: string[] = [];
const rows: { difficulty: number; rating: number }[] = [];
let failed = col.problems.length > 0;
for (const { puzzle, file } of selected) {
  const t = performance.now();
  let rating: number;
  try {
    const r = ratePuzzle(puzzle);
    rating = r.rating;
    if (verbose) console.log(`     ${JSON.stringify(r.factors)}`);
  } catch (e) {
    console.log(`FAIL ${puzzle.id}: ${(e as Error).message}`);
    failed = true;
    continue;
  }
  rows.push({ difficulty: puzzle.difficulty, rating });
  const same = puzzle.rating === rating;
  if (!same) differ.push(`${puzzle.id} (${file}): stored ${puzzle.rating ?? 'none'}, model ${rating}`);
  console.log(`${same ? '    ' : 'new '} ${puzzle.id.padEnd(28)} difficulty ${puzzle.difficulty}  rating ${String(rating).padStart(4)}  ${((performance.now() - t) / 1000).toFixed(2)} s`);
  if (!byFile.has(file)) byFile.set(file, new Map());
  byFile.get(file)!.set(puzzle.id, rating);
}

if (!check) {
  for (const [file, ratings] of byFile) {
    const path = join(ROOT, file);
    const text = readFileSync(path, 'utf8');
    const next = withRatings(text, ratings);
    if (next !== text) writeFileSync(path, next);
  }
}

console.log('\ndifficulty  puzzles  min  median  max');
for (let d = 1; d <= 5; d++) {
  const r = rows.filter((x) => x.difficulty === d).map((x) => x.rating).sort((a, b) => a - b);
  if (r.length) console.log(`${String(d).padStart(10)}  ${String(r.length).padStart(7)}  ${r[0]}  ${r[(r.length - 1) >> 1]}  ${r[r.length - 1]}`);
}
console.log(`correlation with difficulty (Pearson): ${pearson(rows.map((x) => x.difficulty), rows.map((x) => x.rating)).toFixed(3)}`);
const seconds = (performance.now() - t0) / 1000;
console.log(`${rows.length} puzzles rated in ${seconds.toFixed(1)} s (${COLLECTION_DIR})`);
if (check && differ.length) {
  console.log(`\n${differ.length} puzzles whose stored rating is not the model's (run npm run puzzles:rate):`);
  for (const d of differ) console.log(`  ${d}`);
  failed = true;
} else if (!check && differ.length) console.log(`${differ.length} ratings written`);
process.exitCode = failed ? 1 : 0;

function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length, mx = x.reduce((a, b) => a + b, 0) / n, my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0, sxx = 0, syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}
