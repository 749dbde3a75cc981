#!/usr/bin/env node
// Benchmark runner: `npm run bench` runs every section in bench/sections/ (alphabetical order);
// `npm run bench -- perft-variants` runs only the named ones. Options:
//   --quick    fewer repetitions (rough numbers, for checking the bench itself)
//   --no-save  do not write bench/results/latest.json
//   --list     list the sections and exit
//   --name=value  an option for the sections that take one (match, selfplay: --games=32 --movetime=300 …)
// Sections that export `optIn = true` (the long matches) run only when named.
// Results are merged into bench/results/latest.json (sections not run keep their previous entry).
// The engine is imported from its TypeScript source through tsx's loader, registered below.
import '../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { register } from 'tsx/esm/api';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { POLICIES } from './lib/harness.mjs';

register();

const here = dirname(fileURLToPath(import.meta.url));
const root = dirname(here);
const sectionsDir = join(here, 'sections');
const resultsFile = join(here, 'results', 'latest.json');

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('-') && !a.includes('=')));
/** `--name=value` options, handed to the sections as `ctx.options`. */
const options = Object.fromEntries(args.filter((a) => a.startsWith('--') && a.includes('=')).map((a) => [a.slice(2, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]));
const names = args.filter((a) => !a.startsWith('-'));
const known = readdirSync(sectionsDir).filter((f) => f.endsWith('.mjs')).map((f) => f.slice(0, -4)).sort();

for (const f of flags) {
  if (!['--quick', '--no-save', '--list', '--help', '-h'].includes(f)) {
    console.error(`unknown option ${f}; options: --quick --no-save --list`);
    process.exit(2);
  }
}
if (flags.has('--help') || flags.has('-h') || flags.has('--list')) {
  if (!flags.has('--list')) console.log('usage: npm run bench -- [--quick] [--no-save] [--list] [section ...]\n\nsections:');
  for (const n of known) {
    const mod = await import(pathToFileURL(join(sectionsDir, `${n}.mjs`)).href);
    console.log(`  ${n.padEnd(20)} ${mod.description ?? ''}${mod.optIn ? ' (only when named)' : ''}`);
  }
  process.exit(0);
}
const unknown = names.filter((n) => !known.includes(n));
if (unknown.length) {
  console.error(`unknown bench section(s): ${unknown.join(', ')}; known: ${known.join(', ')}`);
  process.exit(2);
}
const modules = Object.fromEntries(await Promise.all(known.map(async (n) => [n, await import(pathToFileURL(join(sectionsDir, `${n}.mjs`)).href)])));
const selected = names.length ? known.filter((n) => names.includes(n)) : known.filter((n) => !modules[n].optIn);
const accepted = new Set(selected.flatMap((n) => Object.keys(modules[n].options ?? {})));
const badOptions = Object.keys(options).filter((o) => !accepted.has(o));
if (badOptions.length) {
  const offered = selected.filter((n) => modules[n].options).map((n) => `${n}: ${Object.entries(modules[n].options).map(([k, v]) => `--${k}=… (${v})`).join(', ')}`);
  console.error(`unknown option(s) ${badOptions.map((o) => `--${o}`).join(', ')} for ${selected.join(', ')}${offered.length ? `; options: ${offered.join('; ')}` : ' (they take none)'}`);
  process.exit(2);
}
const policyName = flags.has('--quick') ? 'quick' : 'normal';
const policy = POLICIES[policyName];

// Read package.json from disk: chessops' "exports" map does not expose it.
const version = (pkg) => {
  try { return JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version; } catch { return undefined; }
};
let commit;
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
} catch { /* no commits yet, or not a git checkout */ }

const meta = {
  date: new Date().toISOString(),
  commit,
  node: process.version,
  v8: process.versions.v8,
  platform: `${os.platform()} ${os.arch()}`,
  cpu: os.cpus()[0]?.model,
  cpus: os.cpus().length,
  exposeGc: typeof globalThis.gc === 'function',
  peers: { chessops: version('chessops'), 'chess.js': version('chess.js'), 'chessboard-element': version('chessboard-element') },
};

console.log(`bench: ${selected.join(', ')}  [${policyName}]`);
console.log(`node ${meta.node} on ${meta.cpu} (${meta.platform})${meta.exposeGc ? '' : '  -- warning: run with --expose-gc for steadier numbers'}`);

const mismatches = [];
const out = {};
const started = performance.now();
for (const name of selected) {
  const mod = modules[name];
  console.log(`\n=== ${name}: ${mod.description ?? ''}`);
  const t0 = performance.now();
  const result = await mod.run({ log: (s) => console.log(s), policy, options, reportMismatch: (what) => mismatches.push(what) });
  const seconds = (performance.now() - t0) / 1000;
  console.log(`(${name}: ${seconds.toFixed(1)} s)`);
  out[name] = { ranAt: meta.date, policy: policyName, seconds, result };
}
console.log(`\nbench finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);

if (!flags.has('--no-save')) {
  let previous = {};
  if (existsSync(resultsFile)) {
    try { previous = JSON.parse(readFileSync(resultsFile, 'utf8')).sections ?? {}; } catch { /* rewrite a broken file */ }
  }
  const sections = Object.fromEntries(
    Object.entries({ ...previous, ...out })
      .filter(([n]) => known.includes(n))
      .map(([n, v]) => [n, v.meta ? v : { ...v, meta }]),
  );
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify({ meta, sections }, null, 2)}\n`);
  console.log(`results written to ${join('bench', 'results', 'latest.json')}`);
}

if (mismatches.length) {
  console.error(`\nMISMATCH in: ${mismatches.join('; ')}`);
  process.exitCode = 1;
}
