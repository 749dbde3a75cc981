#!/usr/bin/env node
// Builds packages/board (run from anywhere: `npm run build -w berserker-board`):
// One folder of src/ per built file (README.md, "Layers"): src/core/ is the script tag's (with the
// entries src/index.ts and src/bundle.ts), src/live/ the live file's, src/viewer/ the viewer's,
// src/render/ the renderer's; src/types.ts is types only.
//   dist/berserker-board.js         minified ESM for bundlers: the element's core (src/core/: the still
//                                   board); lit and @berserker-chess/engine(/diagram) stay imports
//   dist/berserker-board.live.js    its live file (src/live/), loaded when a board goes live
//   dist/berserker-board.bundle.js  the one script tag: the core with lit and the engine's diagram
//                                   reader inside, nothing to import
//   dist/berserker-board.bundle.live.js  its live file, with the engine inside (lit and the core taken
//                                   from the script tag's file)
//   dist/berserker-board.viewer.js  the annotated-game viewer (src/viewer/), loaded by either live file
//                                   when a board needs it (src/live/viewer-loader.ts): it takes lit, the
//                                   engine and the element's code from the script that loads it
//                                   (src/live/viewer-deps.ts)
//   dist/berserker-board.refute.js  the refutation of a wrong puzzle move (src/refute/: the engine's
//                                   search), loaded by the ESM live file on a wrong move; the engine
//                                   stays an import
//   dist/berserker-board.bundle.refute.js  the same for the bundle's live file, with the engine inside
//                                   (only data crosses its door: the search is never in a live file)
//   dist/berserker-board.lang-<code>.js  a language's message table (src/lang/<code>.ts: de, es, fr, it,
//                                   nl), loaded by either core when a board's language needs it
//                                   (src/core/lang.ts); English is built in. Data only: no imports
//   dist/messages.js                every language's message table (berserker-board/messages)
//   dist/render.js                  the DOM-free renderer: SVG diagrams, a game's static HTML (Node,
//                                   build-time fallbacks; the engine stays an import)
//   dist/types/                     TypeScript declarations (the public ones: index, berserker-board,
//                                   events, render/)
//   custom-elements.json            the custom elements manifest (from the element's JSDoc)
//   dist/sizes.json                 min+gzip sizes (also printed with --size)
// Options: --size  also print what the sizes are made of, and fail when the bundle is above its
//         ceiling (`npm run size -w berserker-board`); --no-types  skip tsc and the manifest.
// The pack suite of `npm test` fails when a file is above its ceiling (CEILINGS, in dist/sizes.json).
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeManifest } from './manifest.mjs';

const pkg = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(pkg, 'dist');
const args = new Set(process.argv.slice(2));
const EXTERNAL = ['lit', 'lit/*', '@lit/*', '@berserker-chess/engine'];
/**
 * The hard ceilings, min+gzip bytes; they only go down. The one-file bundle: issue 5 set 45 kB (43.0 kB
 * then); issue 12 (the engine's PGN reader and presentation API) made it 55.0 kB, issue 13 56 kB. Issue 15
 * split the element: the script tag is the still board (lit, the renderer, the engine's diagram reader),
 * 19.2 kB; the live board is a file of its own, loaded when a board goes live, and so is the viewer.
 * The live file's 44 kB became 46.5 kB with issue 28 (every engine function it calls checks its
 * arguments; the URL check; the shapes the engine sets aside, named) and issue 24's stronger search
 * (null move, late move pruning, the pawn structure): 46.2 kB then. The viewer's 9.2 kB became 9.7 kB with
 * issue 29 (the players' titles and ratings, `[%eval]` shown and said: 9.57 kB then). The script tag's
 * 20 kB became 20.8 kB with issue 29, items 2 and 3: a page of diagrams no longer loads the live file
 * without a reader reaching for a board, and the script tag draws a game's board at once, in the frame
 * the viewer fills — the start position read from a PGN's tags (the engine's readPgnDiagram), a game's
 * layout rules (moved from the viewer, which shrank by about as much) — and asks for the viewer beside
 * the live file: 20.6 kB then. The bundle's refutation file (issue 25: the engine's search and what it
 * needs of the engine, and the refutation's sequence, loaded on a wrong puzzle move) started at 28.5 kB;
 * its door in the live file (the import, the `refutation` attribute, taking back two moves) made the
 * live file's 46.5 kB 46.56 kB (46,552 bytes then). Issue 26 (an analysis board) made the viewer's
 * 9.7 kB 10.8 kB (9,438 bytes became 10,684: `annotate` — the reader's drawing stored in the tree through
 * the engine's treeWithShapes, which the viewer carries —, `tree-change`, `setPgn(text, path)` and the
 * menu's Analyse link) and the live file's 46.56 kB 46.7 kB (46,667 bytes: `annotate`, `analysis-url`
 * checked, `path`, and three more bindings handed to the viewer). Issue 27, item 5 (sound: the `sound`
 * attribute, and src/live/sound.ts, its sounds synthesised with the Web Audio API rather than loaded as
 * files) made the script tag's 20.8 kB 20.81 kB (20,775 bytes became 20,802: the attribute itself) and
 * the live file's 46.7 kB 47.26 kB (46,666 bytes became 47,247: the five sounds' notes, the player, the
 * wait for the reader's first act).
 * Then issue 27, item 1 (the element speaks the reader's language) made the script tag's 20.8 kB 21.4 kB (20,775 bytes became 21,381: the `lang` and
 * `messages` properties, choosing the language and loading its table, the still board's English words)
 * and the live file's 46.7 kB 49.5 kB (46,666 became 49,454: the English message table, with the NAG
 * words and the viewer's and menu's words that were the viewer's — the viewer's 10.8 kB became 10.4 kB,
 * 10,376 bytes — and the sentences built from templates); each other language is a file of its own
 * (`lang`, about 3.0 kB each, loaded only for a board in that language). Both together: the ceilings
 * below (the sums measured, plus a little). Issue 24's move ordering (captures that lose material after
 * the quiet moves, where the variant's tables say so; a stop asked for in an iteration's report) made
 * the refutation file's 29.0 kB 29.1 kB (28,951 bytes became 29,089): it carries the search. Then
 * issue 24's deeper reverse futility with the improving test, and the evaluation's safe squares for
 * leapers and pawn threats, made it 29.5 kB (29,089 bytes became 29,455).
 */
const CEILINGS = { bundle: 21430, bundleLive: 50100, viewer: 10400, bundleRefute: 29500, lang: 3100 };
const CAP = CEILINGS.bundle;
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
const ENGINE_LAZY = ['view/tree-edit.ts', 'view/tree-splice.ts', 'view/tree-shapes.ts', 'view/nag.ts', 'view/eval-text.ts', 'view/pgn-prefix.ts'].map((p) => join(engineSrc, p));

/** In the element's builds the viewer is not bundled: its dynamic import loads the viewer file. */
const viewerApart = {
  name: 'viewer-apart',
  setup(b) {
    b.onResolve({ filter: /[\\/]viewer[\\/]index\.js$/ }, () => ({ path: `./${VIEWER}`, external: true }));
  },
};

/** The names src/live/viewer-deps.ts hands over (the keys of its DEPS object). */
const depNames = /export const DEPS(?:: \w+)? = \{([^}]*)\}/.exec(readFileSync(join(pkg, 'src', 'live', 'viewer-deps.ts'), 'utf8'))[1].split(',').map((x) => x.trim()).filter(Boolean);

/**
 * The viewer file: its modules bundled; lit, the engine's shared parts and the element's code taken from
 * what the loading script hands over (src/live/viewer-loader.ts puts live/viewer-deps.ts's bindings on a
 * global before importing it), so a page runs one lit, one engine, one element. The engine's
 * viewer-only modules are bundled, their imports of the rest of the engine handed over too. Anything
 * else the viewer imports is an error.
 */
const viewerDeps = {
  name: 'viewer-deps',
  setup(b) {
    const lazyEngine = new Set(ENGINE_LAZY);
    b.onResolve({ filter: /.*/ }, (a) => {
      if (a.kind === 'entry-point') return undefined;
      const from = a.importer;
      if (from.startsWith(viewerDir) && a.path === '../live/viewer-deps.js') return { path: 'deps', namespace: 'viewer-deps' };
      if (from.startsWith(viewerDir) && a.path === '@berserker-chess/engine') return { path: 'engine', namespace: 'viewer-engine' };
      if (from.startsWith(viewerDir) && a.path.startsWith('./')) return undefined;
      // The PNG maker is a leaf module (no imports) only the viewer's menu uses in the element: bundled here.
      if (from.startsWith(viewerDir) && a.path === '../render/png.js') return undefined;
      if (a.namespace === 'viewer-engine') return undefined;
      // One viewer-only module importing another bundles it; the rest of the engine is handed over.
      if (lazyEngine.has(from) && a.path.startsWith('.')) return lazyEngine.has(join(a.resolveDir, a.path.replace(/\.js$/, '.ts'))) ? { path: join(a.resolveDir, a.path.replace(/\.js$/, '.ts')) } : { path: 'deps', namespace: 'viewer-deps' };
      return { errors: [{ text: `the viewer imports "${a.path}" (from ${relative(pkg, from)}): take it from src/live/viewer-deps.ts, so the viewer shares the page's copy` }] };
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

/**
 * The element's two parts. The core (the entry and src/core/: the still board, lit, the renderer and the
 * engine's rules-free diagram reader) paints a page of diagrams; the live file (src/live/ and everything
 * it brings: the engine, moves, puzzles, the grid, drag, the viewer loader) is loaded when a board goes
 * live (src/core/live-loader.ts). The live file takes the core modules it uses from the core — lit too,
 * in the one-file bundle — through a global the core fills before importing it (src/core/core-share.ts,
 * filled in here), so a page runs one lit and one core. Which modules those are is found by building:
 * the core once to list its modules, the live file (recording the core modules it imports), the core
 * again with exactly those handed over.
 */
const CORE_KEY = "Symbol.for('berserker-board.core')";
const srcDir = join(pkg, 'src');
/**
 * A core module's name in the hand-over, without the extension: the file name of the element's own
 * (short, since both files carry each name; core-share checks they are unique), lit's path under
 * node_modules/.
 */
const shareName = (abs) => (abs.startsWith(srcDir) ? basename(abs) : relative(join(pkg, '..', '..', 'node_modules'), abs).replace(/\\/g, '/')).replace(/\.[jt]s$/, '');
/** The live file's name for each build. */
const LIVE = { esm: 'berserker-board.live.js', bundle: 'berserker-board.bundle.live.js' };
/** The refutation file's name for each build (src/refute/, loaded by the live file on a wrong puzzle move). */
const REFUTE = { esm: 'berserker-board.refute.js', bundle: 'berserker-board.bundle.refute.js' };

/** In the live files the dynamic import of src/refute/index.ts loads the build's refutation file next to it. */
const refuteApart = (file) => ({
  name: 'refute-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/refute\/index\.js$/ }, (a) => (a.kind === 'dynamic-import' ? { path: `./${file}`, external: true } : undefined));
  },
});

/** The languages with a table of their own (src/lang/), each its own file beside the element's. */
const LANGS = readdirSync(join(pkg, 'src', 'lang')).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3)).sort();
const langFile = (code) => `berserker-board.lang-${code}.js`;
/** The core's dynamic imports of src/lang/<code>.ts load the language's file next to it (both builds share them). */
const langApart = {
  name: 'lang-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/lang\/[\w-]+\.js$/ }, (a) => (a.kind === 'dynamic-import' ? { path: `./${langFile(a.path.slice(8, -3))}`, external: true } : undefined));
  },
};

/** The core's dynamic import of the live module (src/live/index.ts) loads the live file next to it. */
const liveApart = (file) => ({
  name: 'live-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/live\/index\.js$/ }, (a) => (a.kind === 'dynamic-import' ? { path: `./${file}`, external: true } : undefined));
  },
});

/**
 * src/core/core-share.ts in a build: the core modules the live file takes, each as an object of the
 * names it takes (none in pass one). Only those: the rest of a module (most of lit's index) is left to
 * be tree-shaken from the script tag's file.
 */
const coreShare = (taken) => ({
  name: 'core-share',
  setup(b) {
    const modules = [...taken.keys()].sort();
    const keys = modules.map(shareName);
    const twice = keys.find((n, i) => keys.indexOf(n) !== i);
    if (twice) throw new Error(`scripts/build.mjs: two core modules the live file takes are named "${twice}"; rename one`);
    const names = modules.map((m) => [...taken.get(m)].sort());
    b.onLoad({ filter: /[\\/]src[\\/]core[\\/]core-share\.ts$/ }, () => ({
      contents: modules.length
        ? [
            ...modules.map((m, i) => `import { ${names[i].map((n, j) => `${n} as m${i}_${j}`).join(', ')} } from ${JSON.stringify(m)};`),
            `export const CORE_SHARE = { ${modules.map((m, i) => `${JSON.stringify(keys[i])}: { ${names[i].map((n, j) => `${n}: m${i}_${j}`).join(', ')} }`).join(', ')} };`,
          ].join('\n')
        : 'export const CORE_SHARE = null;\n',
      loader: 'js',
      resolveDir: srcDir,
    }));
  },
});

/**
 * src/core/files.ts in the one-file bundle: the viewer file's address, next to the script (so a game's
 * board has it fetched beside the live file: core/live-loader.ts). The ESM build keeps the module's null:
 * a page's bundler names the viewer's chunk itself.
 */
const coreFiles = {
  name: 'core-files',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]core[\\/]files\.ts$/ }, () => ({
      contents: `export const VIEWER_FILE = new URL(${JSON.stringify(`./${VIEWER}`)}, import.meta.url).href;\n`,
      loader: 'js',
    }));
  },
};

/** The names a module exports (its star re-exports followed), read from esbuild's metafile. */
async function exportsOf(abs) {
  const r = await esbuild.build({ ...common, plugins: [], entryPoints: [abs], write: false, metafile: true, outfile: 'x.js', external: ['@berserker-chess/engine', '@berserker-chess/engine/*'] });
  return Object.values(r.metafile.outputs)[0].exports;
}

/**
 * The names `file` imports (or re-exports) from `specifier` as values (type-only imports left out), or
 * null when it takes the whole namespace.
 */
function importedNames(file, specifier) {
  const names = [];
  for (const m of readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s+(type\s+)?(\*\s+as\s+\w+|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/gm)) {
    if (m[1] || m[3] !== specifier) continue;
    if (m[2].startsWith('*')) return null;
    for (const part of m[2].slice(1, -1).split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/**
 * In the live file: an import of a core module reads it from the hand-over, anything else is bundled or
 * external as usual. Built twice: first (`scan`) to find which names of which core modules the live
 * file's sources import (recorded in `taken`, for the core's second pass), then with each core module
 * exporting exactly those names — so a name the scan missed fails the build, rather than read undefined
 * at run time.
 */
const fromCore = (core, taken, scan) => ({
  name: 'from-core',
  setup(b) {
    b.onResolve({ filter: /^core-hand-over$/ }, () => ({ path: 'hand-over', namespace: 'core-hand-over' }));
    b.onResolve({ filter: /.*/ }, async (a) => {
      if (a.kind === 'entry-point' || a.pluginData === 'from-core' || a.namespace === 'core') return undefined;
      const r = await b.resolve(a.path, { kind: a.kind, importer: a.importer, resolveDir: a.resolveDir, pluginData: 'from-core' });
      if (r.errors.length || r.external || !core.has(r.path)) return undefined;
      if (scan) {
        const names = importedNames(a.importer, a.path) ?? (await exportsOf(r.path));
        taken.set(r.path, new Set([...(taken.get(r.path) ?? []), ...names]));
      }
      return { path: r.path, namespace: 'core' };
    });
    b.onLoad({ filter: /.*/, namespace: 'core-hand-over' }, () => ({ contents: `export const h = globalThis[${CORE_KEY}];\n`, loader: 'js' }));
    b.onLoad({ filter: /.*/, namespace: 'core' }, async (a) => ({
      // The scan exports every name; the build proper exactly the names taken.
      contents: `import { h } from 'core-hand-over';\nexport const { ${(scan ? await exportsOf(a.path) : [...taken.get(a.path)]).join(', ')} } = h[${JSON.stringify(shareName(a.path))}];\n`,
      loader: 'js',
    }));
  },
});

/**
 * One build of the element: the core (`entry` → `outfile`) and its live file. `external`: what stays an
 * import in both (the ESM build leaves lit and the engine to the page's bundler or import map).
 */
async function buildElement({ entry, outfile, live, refute, external, sourcemap, viewerFile = false }) {
  const base = { ...common, minify: true, sourcemap, external };
  const files = viewerFile ? [coreFiles] : [];
  const first = await esbuild.build({ ...base, entryPoints: [entry], outfile, write: false, metafile: true, plugins: [liveApart(live), langApart, coreShare(new Map()), ...files, viewerApart, compactTemplates] });
  // The core's modules the live file may take: the element's own and lit's (never the engine's: the core
  // carries only its diagram reader, the live file the whole engine).
  const core = new Set(Object.keys(first.metafile.inputs).map((p) => join(pkg, p)).filter((p) => p.startsWith(srcDir) || /node_modules[\\/](lit|lit-html|lit-element|@lit)[\\/]/.test(p)));
  const taken = new Map();
  const liveOptions = { ...base, entryPoints: ['src/live/index.ts'], outfile: `dist/${live}`, metafile: true };
  await esbuild.build({ ...liveOptions, write: false, plugins: [fromCore(core, taken, true), viewerApart, refuteApart(refute), compactTemplates] });
  const liveBuild = await esbuild.build({ ...liveOptions, plugins: [fromCore(core, taken, false), viewerApart, refuteApart(refute), compactTemplates] });
  // The refutation file: the engine's search, from the engine the build leaves external (the ESM build's
  // page engine) or carries (the bundle: a copy of its own, only data crosses the door).
  await esbuild.build({ ...base, entryPoints: ['src/refute/index.ts'], outfile: `dist/${refute}` });
  const coreBuild = await esbuild.build({ ...base, entryPoints: [entry], outfile, metafile: true, plugins: [liveApart(live), langApart, coreShare(taken), ...files, viewerApart, compactTemplates] });
  return { core: coreBuild, live: liveBuild };
}

const EXTERNAL_ESM = [...EXTERNAL, '@berserker-chess/engine/*'];
await buildElement({ entry: 'src/index.ts', outfile: 'dist/berserker-board.js', live: LIVE.esm, refute: REFUTE.esm, external: EXTERNAL_ESM, sourcemap: true });
await esbuild.build({ ...common, entryPoints: ['src/render/index.ts'], outfile: 'dist/render.js', sourcemap: true, platform: 'neutral', external: ['@berserker-chess/engine'] });
// Every language's message table (berserker-board/messages), for pages that word what the board words.
await esbuild.build({ ...common, entryPoints: ['src/tables/index.ts'], outfile: 'dist/messages.js', sourcemap: true, platform: 'neutral', external: ['@berserker-chess/engine'] });
// The one-script-tag bundle: src/bundle.ts defines the element and exports only its class; it loads its
// live file and the viewer from next to itself (a game's board asks for both at once: coreFiles).
const { core: bundle, live: bundleLive } = await buildElement({ entry: 'src/bundle.ts', outfile: 'dist/berserker-board.bundle.js', live: LIVE.bundle, refute: REFUTE.bundle, external: [], sourcemap: false, viewerFile: true });
// The languages' tables: data only, one file each for both builds.
for (const code of LANGS) await esbuild.build({ ...common, entryPoints: [`src/lang/${code}.ts`], outfile: `dist/${langFile(code)}`, minify: true });
const viewer = await esbuild.build({ ...common, entryPoints: ['src/viewer/index.ts'], outfile: `dist/${VIEWER}`, minify: true, metafile: true, plugins: [viewerDeps, compactTemplates] });

// ---- sizes: the one measurement every report uses (this script, dist/sizes.json, the bench).
// min = esbuild's minified output (target es2022: class fields and #private stay native; lit's production build); gzip = Node's zlib at
// level 9; 1 kB = 1000 bytes. (The gzip CLI and other zlib builds differ by a few hundred bytes.)
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const measure = (bytes) => ({ min: bytes.length, gzip: gz(bytes) });
const inMemory = async (options) => (await esbuild.build({ ...common, write: false, minify: true, outfile: 'out.js', ...options })).outputFiles[0].contents;
// What the element imports from lit, bundled alone (the rest of lit is tree-shaken).
const sizes = {
  method: 'esbuild --minify (target es2022), gzip level 9 (Node zlib), 1 kB = 1000 bytes',
  /** The one script tag: the core of the one-file bundle (what a page of diagrams loads). */
  bundle: measure(file('dist/berserker-board.bundle.js')),
  /** Its live file, loaded when a board goes live. */
  bundleLive: measure(file(`dist/${LIVE.bundle}`)),
  viewer: measure(file(`dist/${VIEWER}`)),
  /** The bundle's refutation file, loaded by its live file on a wrong puzzle move (the engine's search). */
  bundleRefute: measure(file(`dist/${REFUTE.bundle}`)),
  /** The ESM build for bundlers (lit and the engine left as imports): its core and its live file. */
  esm: measure(file('dist/berserker-board.js')),
  esmLive: measure(file(`dist/${LIVE.esm}`)),
  esmRefute: measure(file(`dist/${REFUTE.esm}`)),
  /** Each language's table (berserker-board.lang-<code>.js), loaded when a board's language needs it; its ceiling is `lang`. */
  langs: Object.fromEntries(LANGS.map((code) => [code, measure(file(`dist/${langFile(code)}`))])),
  render: measure(await inMemory({ entryPoints: ['src/render/index.ts'], external: ['@berserker-chess/engine'] })),
  cap: CAP,
  ceilings: CEILINGS,
};

// Which inputs the bundle's minified bytes come from (esbuild's metafile).
const inputsOf = (build, out) => Object.entries(build.metafile.outputs[out].inputs)
  .map(([path, v]) => ({ path: relative(pkg, join(pkg, path)), bytes: v.bytesInOutput }))
  .filter((i) => i.bytes > 0)
  .sort((a, b) => b.bytes - a.bytes);
const byInput = inputsOf(bundle, 'dist/berserker-board.bundle.js');
const liveInputs = inputsOf(bundleLive, `dist/${LIVE.bundle}`);
const groupOf = (path) => (/engine/.test(path) ? 'engine' : /node_modules[\\/](lit|@lit|lit-html|lit-element)/.test(path) ? 'lit' : /render[\\/]/.test(path) ? 'renderer' : 'element');
const groups = {};
for (const { path, bytes } of byInput) groups[groupOf(path)] = (groups[groupOf(path)] ?? 0) + bytes;
const liveGroups = {};
for (const { path, bytes } of liveInputs) liveGroups[groupOf(path)] = (liveGroups[groupOf(path)] ?? 0) + bytes;
sizes.bundleInputs = { groups, inputs: byInput };
sizes.bundleLiveInputs = { groups: liveGroups, inputs: liveInputs };
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
  visit(join(types, 'tables', 'index.d.ts'));
  const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  for (const f of walk(types)) if (!keep.has(f)) rmSync(f);
  for (const e of readdirSync(types, { withFileTypes: true })) if (e.isDirectory() && readdirSync(join(types, e.name)).length === 0) rmSync(join(types, e.name), { recursive: true });
  // The published declarations keep the names they had before the sources went into folders: the
  // element's (src/core/) sit beside index.d.ts (berserker-board.d.ts, events.d.ts), their imports rewritten.
  const core = join(types, 'core');
  if (!existsSync(core)) return;
  const moved = new Map(walk(types).map((f) => [f, f.startsWith(core) ? join(types, relative(core, f)) : f]));
  for (const [from, to] of moved) {
    if (from !== to && moved.has(to)) throw new Error(`scripts/build.mjs: ${relative(types, from)} would replace ${relative(types, to)}`);
    const text = readFileSync(from, 'utf8').replace(/((?:from\s+|import\()\s*['"])(\.{1,2}\/[^'"]+)\.js(['"])/g, (whole, before, spec, after) => {
      const target = join(dirname(from), `${spec}.d.ts`);
      const rel = relative(dirname(to), moved.get(target) ?? target).replace(/\\/g, '/').replace(/\.d\.ts$/, '.js');
      return `${before}${rel.startsWith('.') ? rel : `./${rel}`}${after}`;
    });
    if (from !== to) rmSync(from);
    writeFileSync(to, text);
  }
  rmSync(core, { recursive: true });
}

if (!args.has('--no-types')) {
  execFileSync(join(pkg, '..', '..', 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.build.json'], { cwd: pkg, stdio: 'inherit' });
  pruneTypes();
  writeManifest();
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
const row = (label, m) => `  ${label.padEnd(52)} ${kb(m.min).padStart(9)} min ${kb(m.gzip).padStart(8)} min+gzip`;
console.log(`berserker-board sizes (${sizes.method}):`);
console.log(row('one-file bundle: the script tag (lit inside)', sizes.bundle));
console.log(row('  its live file, loaded when a board goes live', sizes.bundleLive));
console.log(row('  its refutation file, loaded on a wrong puzzle move', sizes.bundleRefute));
console.log(row('the viewer, loaded when a board needs it', sizes.viewer));
console.log(row('ESM build (lit and the engine imported)', sizes.esm));
console.log(row('  its live file', sizes.esmLive));
console.log(row('  its refutation file', sizes.esmRefute));
for (const code of LANGS) console.log(row(`a language's table, ${langFile(code)}`, sizes.langs[code]));
const over = sizes.bundle.gzip > CAP;
if (args.has('--size')) {
  console.log(row('  the renderer (berserker-board/render, the engine external)', sizes.render));
  console.log(`viewer, minified bytes by input: ${Object.entries(viewer.metafile.outputs[`dist/${VIEWER}`].inputs).filter(([, v]) => v.bytesInOutput > 0).map(([p, v]) => `${relative(pkg, join(pkg, p)).replace(/^.*?src[\\/]/, '')} ${kb(v.bytesInOutput)}`).join(', ')}`);
  console.log(`bundle's live file, minified bytes by part: ${Object.entries(liveGroups).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${kb(v)}`).join(', ')}`);
  console.log(`bundle, minified bytes by part: ${Object.entries(groups).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${kb(v)}`).join(', ')}`);
  for (const g of ['element', 'renderer', 'engine', 'lit']) {
    console.log(`  ${g}: ${byInput.filter((i) => groupOf(i.path) === g).map((i) => `${i.path.replace(/^.*?(src|dist|node_modules)[\\/]/, '')} ${kb(i.bytes)}`).join(', ')}`);
  }
}
console.log(`${over ? 'OVER' : 'under'} the ${kb(CAP)} ceiling for the bundle (${kb(Math.abs(CAP - sizes.bundle.gzip))} ${over ? 'over' : 'to spare'})`);
if (over) {
  console.error(`berserker-board: the one-file bundle's script is ${kb(sizes.bundle.gzip)} min+gzip, above the hard ${kb(CAP)} ceiling`);
  if (args.has('--size')) process.exitCode = 1;
}
