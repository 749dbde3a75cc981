// The shape of the code that CONTRIBUTING.md promises, checked on every run: imports run one way (no
// cycle anywhere in packages/*/src or site/, type-only imports included; a lazy import() is a one-way
// door and does not count), no source module over 500 lines, and the site takes the packages through
// their exports, never by a path into packages/*/src. (Each package's own layers are checked by its
// own tests, e.g. packages/board/test/layers.test.ts.)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|mts|mjs|js|astro|css)$/;
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'node_modules' || f === 'dist' ? [] : walk(p);
    return SOURCE.test(f) && !/\.d\.ts$/.test(f) ? [p] : [];
  });
const packages = readdirSync(join(root, 'packages')).map((p) => join(root, 'packages', p, 'src')).filter(existsSync);
const files = [...packages, join(root, 'site')].flatMap(walk);
const name = (f: string): string => relative(root, f).replace(/\\/g, '/');

/** The code of a file that can import: all of a script, an .astro file's frontmatter and <script> blocks. */
function code(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [front, ...scripts].join('\n');
}

/** Static relative imports (import/export … from, type-only too; not import()), resolved to files. */
function imports(file: string): string[] {
  if (file.endsWith('.css')) return [];
  const src = code(file).replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out: string[] = [];
  for (const m of src.matchAll(/^\s*(?:import|export)\s[^;]*?from\s*['"](\.[^'"]+)['"]/gm)) {
    const base = resolve(dirname(file), m[1]!);
    const hit = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')].find((c) => existsSync(c) && statSync(c).isFile());
    if (hit) out.push(hit);
  }
  return out;
}

describe('the code is shaped as CONTRIBUTING.md says', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files.some((f) => f.endsWith('.astro'))).toBe(true);
  });

  it('no import goes round in a circle (type-only imports count)', () => {
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (f: string, trail: string[]): void => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'open') return void cycles.push([...trail.slice(trail.indexOf(f)), f].map(name).join(' -> '));
      state.set(f, 'open');
      for (const t of imports(f)) visit(t, [...trail, f]);
      state.set(f, 'done');
    };
    for (const f of files) visit(f, []);
    expect(cycles).toEqual([]);
  });

  it('no source module is over 500 lines', () => {
    const long = files.map((f) => [name(f), readFileSync(f, 'utf8').split('\n').length] as const).filter(([, n]) => n > 500);
    expect(long.map(([f, n]) => `${f}: ${n} lines`)).toEqual([]);
  });

  it('the site imports the packages through their exports, never packages/*/src by path', () => {
    const byPath = files
      .filter((f) => name(f).startsWith('site/'))
      .flatMap((f) => [...code(f).matchAll(/(?:from\s*|import\s*\(\s*)['"]([^'"]*packages\/[^'"]*)['"]/g)].map((m) => `${name(f)}: ${m[1]}`));
    expect(byPath).toEqual([]);
  });
});
