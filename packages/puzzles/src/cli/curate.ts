/**
 * `npm run puzzles:curate [-- options] [FILE ...]`: turns generated candidates into collection puzzles
 * (src/curate.ts): re-verified, deduplicated against the collection and each other, explained, rated,
 * given a stable id, and appended to content/puzzles/mined-<variant>[-<rules>].json. Reads every
 * content/puzzles/_candidates/*.json unless files are given. Running it twice adds nothing.
 *
 *   --dry-run        write nothing; print what would be kept
 *   --limit N        keep at most N puzzles
 *   --variant V      only candidates of this variant
 *   --dir DIR        the collection to compare with and write to (default content/puzzles)
 *
 * Prints each kept puzzle, and each dropped candidate with its reason, then the counts per reason.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CANDIDATES_DIR, COLLECTION_DIR, ROOT, countBy, loadCollection } from '../collection.js';
import { curate, readCandidates, writeMined } from '../curate.js';
import { formatProblem } from '../format.js';

const args = process.argv.slice(2);
const files: string[] = [];
const flags = new Map<string, string | true>();
const valued = new Set(['--limit', '--variant', '--dir']);
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--dry-run') flags.set(a, true);
  else if (valued.has(a) && args[i + 1] !== undefined) flags.set(a, args[++i]!);
  else if (a.startsWith('--')) {
    console.error(`unknown option ${a}; options: --dry-run --limit N --variant V --dir DIR [FILE ...]`);
    process.exit(2);
  } else files.push(resolve(ROOT, a));
}
const dir = flags.has('--dir') ? resolve(ROOT, flags.get('--dir') as string) : COLLECTION_DIR;
const dryRun = flags.has('--dry-run');
const limit = flags.has('--limit') ? Number(flags.get('--limit')) : undefined;
const variant = flags.get('--variant') as string | undefined;
if (!files.length) files.push(...readdirSync(CANDIDATES_DIR).filter((f) => f.endsWith('.json')).sort().map((f) => join(CANDIDATES_DIR, f)));

const t0 = performance.now();
const col = loadCollection(dir);
if (col.problems.length) {
  for (const p of col.problems) console.log(`SCHEMA ${formatProblem(p)}`);
  console.error('the collection has schema problems; fix them first (npm run puzzles:verify)');
  process.exit(1);
}
const read = readCandidates(files);
console.log(`${read.candidates.length} candidates in ${files.length} files; collection: ${col.puzzles.length} puzzles`);
const res = curate(read.candidates, col.puzzles.map((x) => x.puzzle), {
  ...(variant ? { variant } : {}), ...(limit !== undefined ? { limit } : {}), log: (line) => console.log(line),
});
const dropped = [...read.dropped, ...res.dropped];
const written = dryRun ? [] : writeMined(dir, res.kept);

console.log(`\nkept ${res.kept.length}${dryRun ? ' (dry run: nothing written)' : ''}: ${[...countBy(res.kept, (k) => [k.set])].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
console.log(`dropped ${dropped.length}: ${[...countBy(dropped, (d) => [d.reason])].map(([k, n]) => `${n}× ${k}`).join('; ') || 'none'}`);
if (res.skipped) console.log(`skipped ${res.skipped} of other variants`);
for (const f of written) console.log(`wrote ${f}`);
console.log(`${((performance.now() - t0) / 1000).toFixed(1)} s`);
