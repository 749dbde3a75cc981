/**
 * `npm run puzzles:generate [-- options]`: mines candidate puzzles from seeded engine self-play and
 * writes them to content/puzzles/_candidates/<variant>[-<rules>]-seed<S>.json (not part of the
 * collection). Every candidate has passed the verifier; its explanation is a placeholder with the facts.
 *
 *   --variant V       berserker (default), game-of-pawns, berolina, battle-of-the-kings, brawl, ...
 *   --rules R         rule options, e.g. "ohNo=on"
 *   --count N         stop after N candidates (default 10)
 *   --seed S          first game's seed (default 1); game i uses seed S+i
 *   --games G         stop after G games (default 200)
 *   --seconds T       stop after about T seconds
 *   --start FEN       start the games here (repeatable: games cycle through them)
 *   --random A-B      random opening plies (default 2-7)
 *   --out FILE        write here instead
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generate } from '../generate.js';
import { CANDIDATES_DIR, ROOT } from '../collection.js';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const all = (name: string): string[] => args.flatMap((a, i) => (a === name && args[i + 1] !== undefined ? [args[i + 1]!] : []));
const known = new Set(['--variant', '--rules', '--count', '--seed', '--games', '--seconds', '--start', '--random', '--out']);
for (let i = 0; i < args.length; i += 2) {
  if (!known.has(args[i]!)) {
    console.error(`unknown option ${args[i]}; options: ${[...known].join(' ')}`);
    process.exit(2);
  }
}
const variant = opt('--variant') ?? 'berserker';
const rules = opt('--rules') ?? '';
const count = Number(opt('--count') ?? 10);
const seed = Number(opt('--seed') ?? 1);
const random = opt('--random')?.split('-').map(Number) as [number, number] | undefined;
const tag = `${variant}${rules ? `-${rules.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}` : ''}-seed${seed}`;
const out = opt('--out') ? resolve(ROOT, opt('--out')!) : join(CANDIDATES_DIR, `${tag}.json`);
mkdirSync(resolve(out, '..'), { recursive: true });
const set = out.replace(/^.*[\\/]/, '').replace(/\.json$/, '');
const save = (puzzles: readonly unknown[]) => writeFileSync(out, `${JSON.stringify({
  set, title: `Candidates: ${variant}${rules ? ` (${rules})` : ''}, seed ${seed}`,
  description: 'Generated; not part of the collection until curated.', puzzles,
}, null, 2)}\n`);
const res = generate({
  variant, rules, count, seed,
  maxGames: Number(opt('--games') ?? 200),
  ...(opt('--seconds') ? { maxSeconds: Number(opt('--seconds')) } : {}),
  ...(all('--start').length ? { startFens: all('--start') } : {}),
  ...(random ? { randomPlies: random } : {}),
  log: (line) => console.log(line),
  onCandidate: (_c, all) => save(all),
});
save(res.candidates);
console.log(`\n${res.candidates.length} candidates from ${res.games} games (${res.positions} positions analysed) in ${res.seconds.toFixed(1)} s → ${out}`);
console.log(`rejected: ${[...res.rejected].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n}× ${k}`).join('; ') || 'none'}`);
