#!/usr/bin/env node
// Builds packages/board (run from anywhere: `npm run build -w berserker-board`):
//   dist/berserker-board.js         minified ESM for bundlers: lit and @berserker-chess/engine stay imports
//   dist/berserker-board.bundle.js  one self-contained, minified script (lit and the engine inside)
//   dist/berserker-board.viewer.js  the annotated-game viewer, loaded by either of the two above when a
//                                   board needs it (src/lazy.ts): it takes lit, the engine and the core
//                                   from the script that loads it (src/viewer/deps.ts)
//   dist/render.js                  the DOM-free renderer: SVG diagrams, a game's static HTML (Node,
//                                   build-time fallbacks; the engine stays an import)
//   dist/types/                     TypeScript declarations
//   custom-elements.json            the custom elements manifest (from the element's JSDoc)
//   dist/sizes.json                 min+gzip sizes (also printed with --size)
// Options: --size  also print what the sizes are made of, and fail when the bundle is above the 56 kB
//         ceiling (`npm run size -w berserker-board`); --no-types  skip tsc and the manifest.
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeManifest } from './manifest.mjs';

const pkg = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(pkg, 'dist');
const args = new Set(process.argv.slice(2));
const EXTERNAL = ['lit', 'lit/*', '@lit/*', '@berserker-chess/engine'];
/**
 * The hard ceiling for the self-contained bundle, min+gzip bytes. Issue 5 set 45 kB when the element
 * read PGN with a partial reader of its own (43.0 kB). Issue 12 replaced that reader with the engine's
 * (game tree, comments, variations, Oh No! records) and its presentation API (placement reasons):
 * 55.0 kB. Issue 13's annotated-game viewer (with the step buttons, move list and move animation) is
 * a file of its own, loaded when a board needs it (dist/berserker-board.viewer.js, reported beside the
 * bundle). Splitting the code so that a diagram loads only what it shows is issue 15's work; this
 * ceiling only goes down from here.
 */
const CAP = 56000;
const file = (p) => readFileSync(join(pkg, p));

/**
 * Collapses the indentation inside lit's html`` and css`` templates (newline + spaces → one space,
 * whitespace between tags on separate lines → nothing). Runs on esbuild's whitespace-minified JS of
 * each source file, where only template text can still hold a newline.
 */
const compactTemplates = {
  name: 'compact-templates',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (a) => {
      // Only the element's own sources: the engine's (bundled from source) are left to esbuild as written.
      if (!a.path.startsWith(join(pkg, 'src'))) return undefined;
      const { code } = await esbuild.transform(readFileSync(a.path, 'utf8'), {
        loader: 'ts', format: 'esm', target: 'es2022', minifyWhitespace: true, tsconfigRaw: { compilerOptions: { useDefineForClassFields: false, verbatimModuleSyntax: true } },
      });
      let out = code.replace(/>\s*\n\s*</g, '><').replace(/\n\s+/g, ' ');
      // styles.ts is one css`` template: drop its comments and the spaces around CSS punctuation too.
      if (a.path.endsWith('styles.ts')) out = out.replace(/\/\*.*?\*\//g, '').replace(/\s*([{};,>])\s*/g, '$1').replace(/:\s+/g, ':').replace(/;}/g, '}');
      return { contents: out, loader: 'js', resolveDir: dirname(a.path) };
    });
  },
};
const common = { bundle: true, format: 'esm', target: 'es2022', platform: 'browser', legalComments: 'none', logLevel: 'warning', absWorkingDir: pkg, plugins: [compactTemplates] };

// Bundles take the engine from its TypeScript source (its "source" export condition), so a bundle is
// never built on an engine dist older than the engine's code, whatever order the workspaces build in.
common.conditions = ['source'];

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

/** The viewer file's name, next to the script that loads it. */
const VIEWER = 'berserker-board.viewer.js';
const viewerDir = join(pkg, 'src', 'viewer');
const engineSrc = join(pkg, '..', 'engine', 'src');
/** The engine's viewer-only modules: the viewer file carries them (nothing else of the engine). */
const ENGINE_LAZY = ['view/tree-edit.ts', 'view/nag.ts', 'view/pgn-prefix.ts'].map((p) => join(engineSrc, p));

/** In the element's builds the viewer is not bundled: its dynamic import loads the viewer file. */
const viewerApart = {
  name: 'viewer-apart',
  setup(b) {
    b.onResolve({ filter: /[\\/]viewer[\\/]index\.js$/ }, () => ({ path: `./${VIEWER}`, external: true }));
  },
};

/** The names src/viewer/deps.ts hands over (the keys of its DEPS object). */
const depNames = /export const DEPS = \{([^}]*)\}/.exec(readFileSync(join(viewerDir, 'deps.ts'), 'utf8'))[1].split(',').map((x) => x.trim()).filter(Boolean);

/**
 * The viewer file: its modules bundled; lit, the engine's shared parts and the core taken from what the
 * loading script hands over (src/lazy.ts puts viewer/deps.ts's bindings on a global before importing
 * it), so a page runs one lit, one engine, one core. The engine's viewer-only modules are bundled, their
 * imports of the rest of the engine handed over too. Anything else the viewer imports is an error.
 */
const viewerDeps = {
  name: 'viewer-deps',
  setup(b) {
    const lazyEngine = new Set(ENGINE_LAZY);
    b.onResolve({ filter: /.*/ }, (a) => {
      if (a.kind === 'entry-point') return undefined;
      const from = a.importer;
      if (from.startsWith(viewerDir) && a.path === './deps.js') return { path: 'deps', namespace: 'viewer-deps' };
      if (from.startsWith(viewerDir) && a.path === '@berserker-chess/engine') return { path: 'engine', namespace: 'viewer-engine' };
      if (from.startsWith(viewerDir) && a.path.startsWith('./')) return undefined;
      // The PNG maker is a leaf module (no imports) only the viewer's menu uses in the element: bundled here.
      if (from.startsWith(viewerDir) && a.path === '../render/png.js') return undefined;
      if (a.namespace === 'viewer-engine') return undefined;
      if (lazyEngine.has(from) && a.path.startsWith('.')) return { path: 'deps', namespace: 'viewer-deps' };
      return { errors: [{ text: `the viewer imports "${a.path}" (from ${relative(pkg, from)}): take it from src/viewer/deps.ts, so the viewer shares the page's copy` }] };
    });
    b.onLoad({ filter: /.*/, namespace: 'viewer-deps' }, () => ({
      contents: `const d = globalThis[Symbol.for('berserker-board.viewer-deps')];\nexport const { ${depNames.join(', ')} } = d;\n`,
      loader: 'js',
    }));
    b.onLoad({ filter: /.*/, namespace: 'viewer-engine' }, () => ({
      contents: ENGINE_LAZY.map((p) => `export * from ${JSON.stringify(p)};`).join('\n'),
      loader: 'js',
      resolveDir: engineSrc,
    }));
  },
};

await esbuild.build({ ...common, entryPoints: ['src/index.ts'], outfile: 'dist/berserker-board.js', external: EXTERNAL, minify: true, sourcemap: true, plugins: [viewerApart, compactTemplates] });
await esbuild.build({ ...common, entryPoints: ['src/render/index.ts'], outfile: 'dist/render.js', sourcemap: true, platform: 'neutral', external: ['@berserker-chess/engine'] });
// The one-script-tag bundle: src/bundle.ts defines the element and exports only its class.
const bundle = await esbuild.build({ ...common, entryPoints: ['src/bundle.ts'], outfile: 'dist/berserker-board.bundle.js', minify: true, metafile: true, plugins: [viewerApart, compactTemplates] });
const viewer = await esbuild.build({ ...common, entryPoints: ['src/viewer/index.ts'], outfile: `dist/${VIEWER}`, minify: true, metafile: true, plugins: [viewerDeps, compactTemplates] });

// ---- sizes: the one measurement every report uses (this script, dist/sizes.json, the bench).
// min = esbuild's minified output (target es2022: class fields and #private stay native; lit's production build); gzip = Node's zlib at
// level 9; 1 kB = 1000 bytes. (The gzip CLI and other zlib builds differ by a few hundred bytes.)
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const measure = (bytes) => ({ min: bytes.length, gzip: gz(bytes) });
const inMemory = async (options) => (await esbuild.build({ ...common, write: false, minify: true, outfile: 'out.js', ...options })).outputFiles[0].contents;
// The element's own code as a page ships it: the same entry as the bundle, lit and the engine left out.
const ownBytes = await inMemory({ entryPoints: ['src/bundle.ts'], external: EXTERNAL, plugins: [viewerApart, compactTemplates] });
const noPieces = {
  name: 'no-pieces',
  setup(b) {
    b.onLoad({ filter: /render[\\/]pieces\.ts$/ }, () => ({ contents: 'export const PIECE_NAMES={},BERSERKER_RED="#d62828";export function pieceSvg(){return""}', loader: 'ts' }));
  },
};
// What the element imports from lit and from the engine, each bundled alone (the rest of each is tree-shaken).
const imported = (from) => [...new Set([...new TextDecoder().decode(ownBytes).matchAll(new RegExp(`import\\{([^}]*)\\}from"${from.replace(/[/@]/g, '\\$&')}"`, 'g'))].flatMap((m) => m[1].split(',').map((x) => x.split(' as ')[0].trim())))];
const part = (from) => inMemory({ stdin: { contents: `export { ${imported(from).join(', ')} } from '${from}';`, resolveDir: pkg, loader: 'js' } });
const sizes = {
  method: 'esbuild --minify (target es2022), gzip level 9 (Node zlib), 1 kB = 1000 bytes',
  element: measure(ownBytes),
  elementWithoutPieceSet: measure(await inMemory({ entryPoints: ['src/bundle.ts'], external: EXTERNAL, plugins: [noPieces, viewerApart, compactTemplates] })),
  bundle: measure(file('dist/berserker-board.bundle.js')),
  viewer: measure(file(`dist/${VIEWER}`)),
  render: measure(await inMemory({ entryPoints: ['src/render/index.ts'], external: ['@berserker-chess/engine'] })),
  lit: measure(await part('lit')),
  engine: measure(await part('@berserker-chess/engine')),
  cap: CAP,
};

// Which inputs the bundle's minified bytes come from (esbuild's metafile).
const byInput = Object.entries(bundle.metafile.outputs['dist/berserker-board.bundle.js'].inputs)
  .map(([path, v]) => ({ path: relative(pkg, join(pkg, path)), bytes: v.bytesInOutput }))
  .filter((i) => i.bytes > 0)
  .sort((a, b) => b.bytes - a.bytes);
const groupOf = (path) => (/engine/.test(path) ? 'engine' : /node_modules[\\/](lit|@lit|lit-html|lit-element)/.test(path) ? 'lit' : /render[\\/]/.test(path) ? 'renderer' : 'element');
const groups = {};
for (const { path, bytes } of byInput) groups[groupOf(path)] = (groups[groupOf(path)] ?? 0) + bytes;
sizes.bundleInputs = { groups, inputs: byInput };
writeFileSync(join(dist, 'sizes.json'), `${JSON.stringify(sizes, null, 2)}\n`);

/**
 * Keeps only the declarations the package's entry points reach (dist/types/index.d.ts and
 * render/index.d.ts, through their relative imports): the controllers and other internals are not
 * part of the published types (members marked @internal are stripped by tsc's stripInternal).
 */
function pruneTypes() {
  const types = join(dist, 'types');
  const keep = new Set();
  const visit = (file) => {
    if (keep.has(file)) return;
    keep.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\()\s*['"](\.{1,2}\/[^'"]+)\.js['"]/g)) visit(join(dirname(file), `${m[1]}.d.ts`));
  };
  visit(join(types, 'index.d.ts'));
  visit(join(types, 'render', 'index.d.ts'));
  const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  for (const f of walk(types)) if (!keep.has(f)) rmSync(f);
  for (const e of readdirSync(types, { withFileTypes: true })) if (e.isDirectory() && readdirSync(join(types, e.name)).length === 0) rmSync(join(types, e.name), { recursive: true });
}

if (!args.has('--no-types')) {
  execFileSync(join(pkg, '..', '..', 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.build.json'], { cwd: pkg, stdio: 'inherit' });
  pruneTypes();
  writeManifest();
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
const row = (label, m) => `  ${label.padEnd(52)} ${kb(m.min).padStart(9)} min ${kb(m.gzip).padStart(8)} min+gzip`;
console.log(`berserker-board sizes (${sizes.method}):`);
console.log(row("element's own code (lit and the engine external)", sizes.element));
console.log(row('self-contained bundle (lit and the engine inside)', sizes.bundle));
console.log(row('the viewer, loaded when a board needs it', sizes.viewer));
const over = sizes.bundle.gzip > CAP;
if (args.has('--size')) {
  console.log(row('  what it uses of the engine, bundled alone', sizes.engine));
  console.log(row('  what it uses of lit, bundled alone', sizes.lit));
  console.log(row('  the element without its piece set', sizes.elementWithoutPieceSet));
  console.log(row('  the renderer (berserker-board/render, the engine external)', sizes.render));
  console.log(`viewer, minified bytes by input: ${Object.entries(viewer.metafile.outputs[`dist/${VIEWER}`].inputs).filter(([, v]) => v.bytesInOutput > 0).map(([p, v]) => `${relative(pkg, join(pkg, p)).replace(/^.*?src[\\/]/, '')} ${kb(v.bytesInOutput)}`).join(', ')}`);
  console.log(`bundle, minified bytes by part: ${Object.entries(groups).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${kb(v)}`).join(', ')}`);
  for (const g of ['element', 'renderer', 'engine', 'lit']) {
    console.log(`  ${g}: ${byInput.filter((i) => groupOf(i.path) === g).map((i) => `${i.path.replace(/^.*?(src|dist|node_modules)[\\/]/, '')} ${kb(i.bytes)}`).join(', ')}`);
  }
}
console.log(`${over ? 'OVER' : 'under'} the ${kb(CAP)} ceiling for the bundle (${kb(Math.abs(CAP - sizes.bundle.gzip))} ${over ? 'over' : 'to spare'})`);
if (over) {
  console.error(`berserker-board: the self-contained bundle is ${kb(sizes.bundle.gzip)} min+gzip, above the hard ${kb(CAP)} ceiling`);
  if (args.has('--size')) process.exitCode = 1;
}
