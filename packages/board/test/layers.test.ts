// Unit test (vitest, Node): the layers of src/ that README.md ("Layers") draws — one folder per built
// file, imports running one way (type-only imports count; a lazy import() is the door to the next file),
// no import going round in a circle, no module over 500 lines.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const walk = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : f.endsWith('.ts') ? [join(dir, f)] : []));
/** Every module, by its path under src/ ('core/still.ts'). */
const modules = new Map(walk(src).map((f) => [relative(src, f).replace(/\\/g, '/'), readFileSync(f, 'utf8')]));

/** A module's relative imports (static: import and export … from, type-only too; or dynamic), by path under src/. */
function importsOf(path: string, dynamic: boolean): string[] {
  const code = modules.get(path)!.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const pattern = dynamic ? /\bimport\(\s*'(\.[^']+)'\s*\)/g : /^\s*(?:import|export)\s[^;]*?from\s*'(\.[^']+)'/gm;
  return [...code.matchAll(pattern)].map((m) => relative(src, resolve(src, dirname(path), m[1]!)).replace(/\\/g, '/').replace(/\.js$/, '.ts'));
}

/** The part of src/ a module belongs to. */
function layer(path: string): string {
  if (path.includes('/')) return path.slice(0, path.indexOf('/'));
  return ['events.ts', 'types.ts'].includes(path) ? path : 'core'; // index.ts, bundle.ts: the script tag's entries
}

/** What each part may import statically (README.md, "Layers"). */
const MAY_IMPORT: Record<string, (target: string) => boolean> = {
  render: (t) => layer(t) === 'render',
  'events.ts': () => false,
  // The message tables: English (the still board's words in the script tag, the rest in the live file).
  messages: (t) => layer(t) === 'messages',
  'types.ts': (t) => ['render', 'events.ts', 'messages'].includes(layer(t)),
  core: (t) => ['render', 'events.ts', 'messages', 'types.ts', 'core'].includes(layer(t)),
  live: (t) => ['render', 'events.ts', 'messages', 'types.ts', 'core', 'live'].includes(layer(t)),
  viewer: (t) => ['viewer', 'types.ts', 'messages'].includes(layer(t)) || t === 'live/viewer-deps.ts' || t === 'render/png.ts',
  // The refutation file (its own built file): the engine and the live board's types (its words come with the puzzle).
  refute: (t) => ['refute', 'types.ts', 'events.ts'].includes(layer(t)) || t === 'live/puzzle.ts',
  // A language's table (its own built file, loaded by the core): data, typed by the English table.
  lang: (t) => t === 'messages/en.ts',
  // Every language's table at once (its own built file, berserker-board/messages, for pages that word what the board words).
  tables: (t) => ['messages', 'lang'].includes(layer(t)) || t === 'live/words.ts',
};

describe('src/ layers', () => {
  it('finds the modules and their imports', () => {
    expect(modules.size).toBeGreaterThan(50);
    for (const [path] of modules) for (const t of importsOf(path, false)) expect(modules.has(t), `${path} imports ${t}`).toBe(true);
  });

  it('each part imports only the parts below it (README.md, "Layers")', () => {
    const wrong = [...modules.keys()].flatMap((path) => importsOf(path, false).filter((t) => !MAY_IMPORT[layer(path)]!(t)).map((t) => `${path} -> ${t}`));
    expect(wrong).toEqual([]);
  });

  it('the live file, the viewer, the refutation file and the languages\' tables are reached only through their lazy doors', () => {
    const lazy = [...modules.keys()].flatMap((path) => importsOf(path, true).map((t) => `${path} -> ${t}`));
    expect(lazy.sort()).toEqual([
      ...['de', 'es', 'fr', 'it', 'nl'].map((code) => `core/lang.ts -> lang/${code}.ts`),
      'core/live-loader.ts -> live/index.ts', 'live/board.ts -> refute/index.ts', 'live/viewer-loader.ts -> viewer/index.ts',
    ]);
  });

  it('no import goes round in a circle (type-only imports count)', () => {
    const seen = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (path: string, trail: string[]): void => {
      if (seen.get(path) === 'done') return;
      if (seen.get(path) === 'open') return void cycles.push([...trail.slice(trail.indexOf(path)), path].join(' -> '));
      seen.set(path, 'open');
      for (const t of importsOf(path, false)) visit(t, [...trail, path]);
      seen.set(path, 'done');
    };
    for (const path of modules.keys()) visit(path, []);
    expect(cycles).toEqual([]);
  });

  it('no module is over 500 lines', () => {
    const lines = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    const long = [...modules].filter(([, text]) => lines(text) > 500).map(([path, text]) => `${path}: ${lines(text)} lines`);
    expect(long).toEqual([]);
  });
});
