#!/usr/bin/env node
// Builds packages/board (run from anywhere: `npm run build -w berserker-board`):
//   dist/berserker-board.js         minified ESM for bundlers: lit and @berserker-chess/engine stay imports
//   dist/berserker-board.bundle.js  one self-contained, minified script (lit and the engine inside)
//   dist/render.js                  the DOM-free SVG renderer (Node, build-time fallbacks)
//   dist/types/                     TypeScript declarations
//   custom-elements.json            the custom elements manifest (from the element's JSDoc)
//   dist/sizes.json                 min+gzip sizes (also printed with --size)
// Options: --size  print the sizes and the bundle's biggest inputs; --no-types  skip tsc and the manifest.
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const pkg = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(pkg, 'dist');
const args = new Set(process.argv.slice(2));
const EXTERNAL = ['lit', 'lit/*', '@lit/*', '@berserker-chess/engine'];

/**
 * Collapses the indentation inside lit's html`` and css`` templates (newline + spaces → one space,
 * whitespace between tags on separate lines → nothing). Runs on esbuild's whitespace-minified JS of
 * each source file, where only template text can still hold a newline.
 */
const compactTemplates = {
  name: 'compact-templates',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (a) => {
      const { code } = await esbuild.transform(readFileSync(a.path, 'utf8'), {
        loader: 'ts', format: 'esm', target: 'es2022', minifyWhitespace: true, tsconfigRaw: { compilerOptions: { useDefineForClassFields: false, verbatimModuleSyntax: true } },
      });
      let out = code.replace(/>\s*\n\s*</g, '><').replace(/\n\s+/g, ' ');
      // styles.ts is one css`` template: drop the spaces around CSS punctuation too.
      if (a.path.endsWith('styles.ts')) out = out.replace(/\s*([{};,>])\s*/g, '$1').replace(/:\s+/g, ':');
      return { contents: out, loader: 'js', resolveDir: dirname(a.path) };
    });
  },
};
const common = { bundle: true, format: 'esm', target: 'es2021', platform: 'browser', legalComments: 'none', logLevel: 'warning', absWorkingDir: pkg, plugins: [compactTemplates] };

// The bundle takes the engine from its dist (the package's main). The root build runs the workspaces in
// name order (board before engine), so say so when that dist is older than the engine's sources.
const engine = join(pkg, '..', 'engine');
const newest = (dir) => Math.max(0, ...readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs)));
const engineDist = join(engine, 'dist', 'index.js');
if (!existsSync(engineDist)) throw new Error('berserker-board: build @berserker-chess/engine first (npm run build -w @berserker-chess/engine)');
if (statSync(engineDist).mtimeMs < newest(join(engine, 'src'))) {
  console.warn('berserker-board: warning: the engine dist is older than its sources; run `npm run build -w @berserker-chess/engine` first');
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

await esbuild.build({ ...common, entryPoints: ['src/index.ts'], outfile: 'dist/berserker-board.js', external: EXTERNAL, minify: true, sourcemap: true });
await esbuild.build({ ...common, entryPoints: ['src/render/index.ts'], outfile: 'dist/render.js', sourcemap: true, platform: 'neutral' });
const bundle = await esbuild.build({ ...common, entryPoints: ['src/index.ts'], outfile: 'dist/berserker-board.bundle.js', minify: true, metafile: true });
// The element's own code as a page would ship it (minified), lit and the engine left out.
const own = await esbuild.build({ ...common, entryPoints: ['src/index.ts'], write: false, minify: true, external: EXTERNAL, metafile: true, outfile: 'own.js' });
const ownNoPieces = await esbuild.build({
  ...common, entryPoints: ['src/index.ts'], write: false, minify: true, external: [...EXTERNAL], outfile: 'own.js',
  plugins: [{ name: 'no-pieces', setup(b) { b.onLoad({ filter: /render[\\/]pieces\.ts$/ }, () => ({ contents: 'export const PIECE_NAMES={},BERSERKER_RED="#d62828";export function pieceSvg(){return""}', loader: 'ts' })); } }, compactTemplates],
});

const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const file = (p) => readFileSync(join(pkg, p));
const sizes = {
  element: { min: own.outputFiles[0].contents.length, gzip: gz(own.outputFiles[0].contents) },
  elementWithoutPieceSet: { min: ownNoPieces.outputFiles[0].contents.length, gzip: gz(ownNoPieces.outputFiles[0].contents) },
  bundle: { min: file('dist/berserker-board.bundle.js').length, gzip: gz(file('dist/berserker-board.bundle.js')) },
  render: { min: 0, gzip: 0 },
};
const renderMin = await esbuild.build({ ...common, entryPoints: ['src/render/index.ts'], write: false, minify: true, outfile: 'r.js' });
sizes.render = { min: renderMin.outputFiles[0].contents.length, gzip: gz(renderMin.outputFiles[0].contents) };

// Which inputs dominate the bundle (minified bytes attributed by esbuild).
const byInput = Object.entries(bundle.metafile.outputs['dist/berserker-board.bundle.js'].inputs)
  .map(([path, v]) => ({ path: relative(pkg, join(pkg, path)), bytes: v.bytesInOutput }))
  .sort((a, b) => b.bytes - a.bytes);
const groups = {};
for (const { path, bytes } of byInput) {
  const g = /engine/.test(path) ? 'engine' : /node_modules[\\/](lit|@lit|lit-html|lit-element)/.test(path) ? 'lit' : /render[\\/]/.test(path) ? 'renderer' : 'element';
  groups[g] = (groups[g] ?? 0) + bytes;
}
sizes.bundleInputs = { groups, top: byInput.slice(0, 12) };
writeFileSync(join(dist, 'sizes.json'), `${JSON.stringify(sizes, null, 2)}\n`);

if (!args.has('--no-types')) {
  const bin = (name) => join(pkg, '..', '..', 'node_modules', '.bin', name);
  execFileSync(bin('tsc'), ['-p', 'tsconfig.build.json'], { cwd: pkg, stdio: 'inherit' });
  execFileSync(bin('cem'), ['analyze', '--litelement', '--globs', 'src/berserker-board.ts', '--outdir', '.', '--quiet'], { cwd: pkg, stdio: 'inherit' });
  // Keep the manifest to the public API: no private members, and no event the analyzer guessed from
  // the internal emit(name) helper (every real event is documented with @fires).
  const manifestPath = join(pkg, 'custom-elements.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const mod of manifest.modules) {
    for (const d of mod.declarations ?? []) {
      if (d.members) d.members = d.members.filter((m) => m.privacy !== 'private' && m.privacy !== 'protected');
      if (d.events) d.events = d.events.filter((e) => e.description);
    }
  }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
console.log(`berserker-board: element ${kb(sizes.element.gzip)} min+gz (${kb(sizes.elementWithoutPieceSet.gzip)} without the piece set), bundle ${kb(sizes.bundle.gzip)} min+gz, renderer ${kb(sizes.render.gzip)}`);
if (args.has('--size')) {
  console.log('bundle, minified bytes by part:', Object.entries(groups).map(([k, v]) => `${k} ${kb(v)}`).join(', '));
  for (const { path, bytes } of byInput.slice(0, 12)) console.log(`  ${kb(bytes).padStart(8)}  ${path}`);
}
