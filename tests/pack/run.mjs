#!/usr/bin/env node
/**
 * The packages as a user gets them (issue 14): `npm pack` the engine, the board and the Markdown
 * plugins (their `prepack` scripts build them), install the tarballs into an empty project outside the
 * repository, and use them there as the READMEs say (the Markdown plugins' checks: tests/pack/markdown.mjs):
 *
 *   - the tarballs: README.md and LICENSE in each, the board's ESM build, bundle, the live files of
 *     both, viewer file, types and manifest; only the public declarations; README links that resolve on
 *     a registry page; the size ceilings (dist/sizes.json: the bundle, its live file, its refutation file and the viewer,
 *     min+gzip, each at or under its ceiling — this is where CI enforces them);
 *   - Node: the engine plays moves and counts perft; `npx berserker perft` prints 400; the board's
 *     renderer draws a diagram;
 *   - TypeScript (tsc, strict; moduleResolution bundler and node16): a consumer file using the element
 *     (`HTMLElementTagNameMap`, the typed `move` event) compiles, and one misusing it does not;
 *   - Chromium (playwright-core): a plain HTML page with an import map (lit and the engine from
 *     node_modules) and a page with the one-file bundle: boards upgrade, show their position, step
 *     through moves (the live file and the viewer file load from beside the script), accept a move in
 *     play mode, and nothing is logged to the console as an error; a page of bare diagrams, seen and
 *     left idle, loads the script tag's file only, and the live file once when a board is focused or a
 *     script awaits `updateComplete`; a page with an annotated game asks for the viewer while the live
 *     file is still on its way (side by side, not one after the other).
 *
 * Env: CHROME_PATH (else /usr/bin/chromium), PACK_KEEP=1 keeps the temporary project (its path is printed),
 * PACK_BUILT=1 packs without the prepack builds (`npm test` sets it when its site build has just built
 * every package from the same sources: the same `build` scripts the prepacks run),
 * PACK_SHOTS=<dir> saves a screenshot of each page there.
 * Exit code 0 only if every check passed; the last line is "<N> passed, <M> failed".
 */
import '../../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveDir } from './serve.mjs';
import { consumerFiles } from './consumer.mjs';
import { SCRIPT_TAG_DOCS, documentedFiles } from '../documented-files.mjs';
import { MARKDOWN_PACKAGES, markdownBrowserChecks, markdownNodeChecks, markdownTarballChecks } from './markdown.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The one-file bundle's script tag, served from node_modules: its live file and the viewer sit beside it. */
const BUNDLE = '/node_modules/berserker-board/dist/berserker-board.bundle.js';
const BUNDLE_LIVE = '/node_modules/berserker-board/dist/berserker-board.bundle.live.js';
const BUNDLE_TAG = `<script type="module" src="${BUNDLE}"></script>`;

const results = [];
let t0 = Date.now();
/** Prints how long the part of the run that just ended took. */
function phase(name) {
  console.log(`  (${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  t0 = Date.now();
}
function check(name, ok, detail = '') {
  results.push(ok);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : `\n       ${detail}`}`);
}

/** Runs a command; its output is returned (and shown when it fails). */
function run(cmd, args, cwd, { allowFail = false } = {}) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: process.env, maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0 && !allowFail) {
    console.error(`${cmd} ${args.join(' ')} (in ${cwd}) failed with ${r.status}:\n${r.stdout}\n${r.stderr}`);
    throw new Error(`${cmd} ${args[0]} failed`);
  }
  return r;
}

const work = mkdtempSync(join(tmpdir(), 'berserker-pack-'));
const project = join(work, 'project');
const tarballs = join(work, 'tarballs');
let server;
let browser;
try {
  // ---- pack (prepack builds each package first, unless this run's site build just did)
  const built = process.env.PACK_BUILT === '1';
  console.log(`packing into ${tarballs}${built ? ' (PACK_BUILT: the packages as the site build built them, no prepack)' : ''}`);
  mkdirSync(tarballs, { recursive: true });
  const packOut = run('npm', ['pack', '--json', '--pack-destination', tarballs, ...(built ? ['--ignore-scripts'] : []), '--workspace', 'packages/engine', '--workspace', 'packages/board', ...MARKDOWN_PACKAGES.flatMap((d) => ['--workspace', d])], root).stdout;
  // The prepack builds print to stdout too; npm's JSON is the lines from a lone "[" on.
  const packed = JSON.parse(packOut.slice(packOut.search(/^\[$/m)));
  const pkg = Object.fromEntries(packed.map((p) => [p.name, p]));
  const engine = pkg['@berserker-chess/engine'];
  const board = pkg['berserker-board'];
  phase(built ? 'npm pack' : 'npm pack, with the prepack builds');
  for (const p of packed) console.log(`  ${p.filename}: ${p.entryCount} files, ${(p.size / 1000).toFixed(1)} kB packed, ${(p.unpackedSize / 1000).toFixed(1)} kB unpacked`);
  const files = (p) => new Set(p.files.map((f) => f.path));
  const engineFiles = files(engine);
  const boardFiles = files(board);

  const need = (set, list) => list.filter((f) => !set.has(f));
  check('engine tarball: README.md, LICENSE, package.json, dist, the bin', need(engineFiles, ['README.md', 'LICENSE', 'package.json', 'dist/index.js', 'dist/index.d.ts', 'dist/cli.js', 'bin/berserker.js']).length === 0, need(engineFiles, ['README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts', 'dist/cli.js', 'bin/berserker.js']).join(', '));
  const boardNeeds = ['README.md', 'LICENSE', 'package.json', 'custom-elements.json', 'dist/berserker-board.js', 'dist/berserker-board.bundle.js', 'dist/berserker-board.viewer.js', 'dist/render.js', 'dist/types/index.d.ts', 'dist/types/render/index.d.ts'];
  check('board tarball: README.md, LICENSE, ESM build, bundle, viewer file, renderer, types, manifest', need(boardFiles, boardNeeds).length === 0, `missing: ${need(boardFiles, boardNeeds).join(', ')}`);
  // Each build's core loads its live file from beside itself when a board goes live (issue 15).
  const liveNeeds = ['dist/berserker-board.live.js', 'dist/berserker-board.bundle.live.js', 'dist/berserker-board.refute.js', 'dist/berserker-board.bundle.refute.js'];
  check('board tarball: the live files and refutation files of both builds (berserker-board[.bundle].live.js, berserker-board[.bundle].refute.js)', need(boardFiles, liveNeeds).length === 0, `missing: ${need(boardFiles, liveNeeds).join(', ')}`);
  // The size ceilings (CI enforces them here): the build writes each file's min+gzip size and its ceiling.
  const sizes = JSON.parse(readFileSync(join(root, 'packages/board/dist/sizes.json'), 'utf8'));
  const sized = { bundle: 'dist/berserker-board.bundle.js', bundleLive: 'dist/berserker-board.bundle.live.js', viewer: 'dist/berserker-board.viewer.js', bundleRefute: 'dist/berserker-board.bundle.refute.js' };
  for (const [key, file] of Object.entries(sized)) {
    const size = sizes[key]?.gzip;
    const ceiling = sizes.ceilings?.[key];
    check(`size: ${file} is at or under its ceiling (${size} ≤ ${ceiling} bytes min+gzip)`, Number.isFinite(size) && Number.isFinite(ceiling) && size <= ceiling, `${file}: ${size} bytes min+gzip, ceiling ${ceiling} bytes (packages/board/dist/sizes.json)`);
  }
  // Each language's table, a file of its own (loaded when a board's language needs it), in the tarball and under its ceiling.
  const langs = Object.entries(sizes.langs ?? {});
  check('board: the languages\' tables are built (berserker-board.lang-<code>.js)', langs.length >= 5, `${langs.length} tables in packages/board/dist/sizes.json`);
  for (const [code, size] of langs) {
    const f = `dist/berserker-board.lang-${code}.js`;
    check(`size: ${f} is in the tarball and at or under its ceiling (${size.gzip} ≤ ${sizes.ceilings?.lang} bytes min+gzip)`, boardFiles.has(f) && size.gzip <= sizes.ceilings?.lang, `${f}: ${boardFiles.has(f) ? '' : 'missing from the tarball; '}${size.gzip} bytes min+gzip`);
  }
  const internalTypes = [...boardFiles].filter((f) => f.endsWith('.d.ts') && !/^dist\/types\/(index|berserker-board|events|render\/[\w-]+|tables\/index|messages\/(en|en-still))\.d\.ts$/.test(f));
  check('board tarball: only the public declarations (no controllers)', internalTypes.length === 0, internalTypes.join(', '));
  check('board tarball: no sources or build reports', ![...boardFiles].some((f) => f.startsWith('src/') || f.endsWith('sizes.json')), [...boardFiles].filter((f) => f.startsWith('src/') || f.endsWith('sizes.json')).join(', '));

  for (const [name, dir] of [['engine', 'packages/engine'], ['board', 'packages/board']]) {
    const readme = readFileSync(join(root, dir, 'README.md'), 'utf8');
    // On a registry page a relative link has no repository to resolve against: only https and #anchors.
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((href) => !/^(https:\/\/|#)/.test(href));
    check(`${name} README: every link absolute (https) or an anchor`, links.length === 0, links.join(', '));
    const anchors = [...readme.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]);
    const slugs = new Set([...readme.matchAll(/^#+ (.+)$/gm)].map((m) => m[1].trim().toLowerCase().replace(/[^\w\- ]/g, '').replace(/ /g, '-')));
    const dangling = anchors.filter((a) => !slugs.has(a));
    check(`${name} README: every #anchor names a heading`, dangling.length === 0, dangling.join(', '));
    const license = readFileSync(join(root, dir, 'LICENSE'), 'utf8');
    check(`${name} LICENSE: MIT`, /^MIT License/.test(license) && JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).license === 'MIT');
  }
  const boardJson = JSON.parse(readFileSync(join(root, 'packages/board/package.json'), 'utf8'));
  const boardReadme = readFileSync(join(root, 'packages/board/README.md'), 'utf8');
  check('board: lit is a peer dependency, and the README says the ESM build needs it and the bundle does not', !!boardJson.peerDependencies?.lit && /bundle[^.]*does not need lit|lit[^.]*not needed[^.]*bundle/i.test(boardReadme) && /needs `?lit`?/i.test(boardReadme));
  check('root LICENSE', existsSync(join(root, 'LICENSE')));
  markdownTarballChecks(root, pkg, check);

  // ---- install into an empty project outside the repository
  writeFileSync(join(work, 'package.json'), '{}\n'); // stops npm from looking further up for a project
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`);
  console.log(`installing into ${project}`);
  run('npm', ['install', ...packed.map((p) => join(tarballs, p.filename)), '--prefer-offline', '--no-audit', '--no-fund'], project);
  phase('npm install');
  const nm = join(project, 'node_modules');
  const installedEngine = JSON.parse(readFileSync(join(nm, '@berserker-chess/engine/package.json'), 'utf8'));
  const lock = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8'));
  check('the board’s dependency on the engine resolves to the engine tarball (one copy)', installedEngine.version === engine.version && !existsSync(join(nm, 'berserker-board/node_modules/@berserker-chess/engine')) && /^file:/.test(lock.packages['node_modules/@berserker-chess/engine']?.resolved ?? lock.packages['']?.dependencies?.['@berserker-chess/engine'] ?? ''), JSON.stringify(lock.packages['node_modules/@berserker-chess/engine']));
  check('lit installed as the board’s peer dependency', existsSync(join(nm, 'lit/index.js')));

  // ---- Node: the engine, its CLI, the board's renderer
  writeFileSync(join(project, 'engine.mjs'), `
import { Game, perft, parseFen, getVariant, writePgn } from '@berserker-chess/engine';
const game = new Game({ variant: 'berserker' });
game.play('e3'); game.play('e5');
const placements = game.legalMoves().map((m) => m.san).join(' ');
game.play('Ng1=Z');
const chess = getVariant('chess');
console.log(JSON.stringify({ placements, fen: game.fen(), pgn: writePgn(game), perft2: perft(parseFen(chess, chess.def.startFen), 2) }));
`);
  const out = JSON.parse(run(process.execPath, ['engine.mjs'], project).stdout);
  check('Node: import from @berserker-chess/engine plays a Berserker game', out.placements === 'Nb1=Z Ng1=Z' && out.fen === 'rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBZR b KQkq - 1 2 t' && /1\. e3 e5 2\. Ng1=Z/.test(out.pgn), JSON.stringify(out));
  check('Node: perft depth 2 from the start is 400', out.perft2 === 400, String(out.perft2));
  const cli = run('npx', ['--no-install', 'berserker', 'perft', '--variant', 'chess', '--depth', '2'], project, { allowFail: true });
  check('npx berserker perft --variant chess --depth 2 prints 400', cli.status === 0 && cli.stdout.trim().split('\n').at(-1) === '400', `${cli.status} ${cli.stdout}${cli.stderr}`);
  const bad = run('npx', ['--no-install', 'berserker', 'perft', '--variant', 'nope'], project, { allowFail: true });
  check('npx berserker with a bad variant exits 2 naming it', bad.status === 2 && /nope/.test(bad.stderr + bad.stdout), `${bad.status} ${bad.stderr}`);
  writeFileSync(join(project, 'render.mjs'), `
import { renderBoardSvg } from 'berserker-board/render';
import { Game, boardView } from '@berserker-chess/engine';
const v = boardView(new Game({ variant: 'chess' }));
process.stdout.write(renderBoardSvg({ width: v.width, height: v.height, pieces: v.pieces.map((p) => ({ square: p.index, letter: p.letter, color: p.color })) }));
`);
  const svg = run(process.execPath, ['render.mjs'], project, { allowFail: true });
  check('Node: berserker-board/render draws a diagram', svg.status === 0 && svg.stdout.startsWith('<svg') && svg.stdout.includes('</svg>'), svg.stderr.slice(0, 400));

  const markdownHtml = markdownNodeChecks(project, run, check);
  phase('Node');
  // ---- TypeScript: a consumer's file compiles; a misuse does not
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const { good, bad: wrong, expectedErrors } = consumerFiles();
  writeFileSync(join(project, 'good.ts'), good);
  writeFileSync(join(project, 'bad.ts'), wrong);
  // One program per module resolution holds both files: good.ts must have no error, bad.ts exactly the expected ones.
  for (const resolution of ['bundler', 'node16']) {
    const module = resolution === 'bundler' ? 'esnext' : 'node16';
    const tsconfig = { compilerOptions: { strict: true, noEmit: true, target: 'es2022', lib: ['es2022', 'dom', 'dom.iterable'], module, moduleResolution: resolution, types: [], skipLibCheck: false, useDefineForClassFields: false }, files: ['good.ts', 'bad.ts'] };
    writeFileSync(join(project, `tsconfig.${resolution}.json`), JSON.stringify(tsconfig));
    const r = run(process.execPath, [tsc, '-p', `tsconfig.${resolution}.json`], project, { allowFail: true });
    const errors = r.stdout.split('\n').filter((l) => / error TS\d+/.test(l));
    const inGood = errors.filter((l) => l.startsWith('good.ts'));
    const inBad = errors.filter((l) => l.startsWith('bad.ts'));
    const elsewhere = errors.filter((l) => !l.startsWith('good.ts') && !l.startsWith('bad.ts'));
    check(`tsc (strict, ${resolution}): the consumer file compiles, and the package's declarations too`, inGood.length === 0 && elsewhere.length === 0, [...inGood, ...elsewhere].join('\n       ') || r.stdout.slice(0, 2000));
    const missed = expectedErrors.filter((e) => !inBad.some((l) => l.startsWith(`bad.ts(${e.line},`) && l.includes(e.code)));
    check(`tsc (strict, ${resolution}): each misuse is an error (${expectedErrors.length})`, r.status !== 0 && missed.length === 0 && inBad.length === expectedErrors.length, `missed: ${JSON.stringify(missed)}\n${inBad.join('\n')}`);
  }
  phase('tsc');

  // ---- Chromium: an import-map page and a bundle page
  writeFileSync(join(project, 'esm.html'), page('ESM build with an import map', `<script type="importmap">${JSON.stringify(readmeImportMap())}</script>
<script type="module">import 'berserker-board';</script>`));
  writeFileSync(join(project, 'bundle.html'), page('one-file bundle', BUNDLE_TAG));
  server = await serveDir(project);
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  for (const file of ['esm.html', 'bundle.html']) await browserChecks(browser, `${server.url}/${file}`, file);
  writeFileSync(join(project, 'diagrams.html'), diagramsPage(BUNDLE_TAG));
  await stillChecks(browser, `${server.url}/diagrams.html`, 'diagrams.html (bundle)');
  writeFileSync(join(project, 'game.html'), gamePage(BUNDLE_TAG));
  await gameChecks(browser, `${server.url}/game.html`, 'game.html (bundle)');
  if (markdownHtml) await markdownBrowserChecks(browser, project, server.url, markdownHtml, BUNDLE_TAG, check);
  // Each README's script-tag instructions, followed to the letter: a folder with exactly the files it
  // names (the first is the script tag's), and a page playing and stepping through a game from there.
  for (const doc of SCRIPT_TAG_DOCS.filter((d) => d.file.endsWith('README.md'))) {
    const names = documentedFiles(root, doc);
    const dir = `docs-${doc.file.replace(/\W+/g, '-')}`;
    mkdirSync(join(project, dir));
    const dist = join(project, 'node_modules', 'berserker-board', 'dist');
    const missing = names.filter((n) => !existsSync(join(dist, n)));
    check(`${doc.file}: the files it names for a script tag are in the package (${names.join(', ')})`, names.length > 0 && missing.length === 0, `not in dist/: ${missing.join(', ')}`);
    for (const n of names) if (!missing.includes(n)) copyFileSync(join(dist, n), join(project, dir, n));
    writeFileSync(join(project, dir, 'page.html'), page(`${doc.file}'s files only`, `<script type="module" src="./${names[0]}"></script>`));
    await browserChecks(browser, `${server.url}/${dir}/page.html`, `${doc.file}'s files only`);
  }
  phase('Chromium');
} catch (err) {
  check('the run itself', false, err.stack ?? String(err));
} finally {
  await browser?.close();
  await server?.close();
  if (process.env.PACK_KEEP) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((ok) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;

/** A plain page: a diagram stepping through a game, and a board in play mode. */
function page(title, scripts) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="icon" href="data:,">
${scripts}
</head><body>
<h1>${title}</h1>
<berserker-board id="view" variant="chess" moves="1. e4 e5 2. Nf3 Nc6" ply="0" coordinates></berserker-board>
<berserker-board id="play" variant="berserker" mode="play"></berserker-board>
</body></html>
`;
}

/** The import map the board's README gives for a page without a bundler (the test uses it as written). */
function readmeImportMap() {
  const readme = readFileSync(join(root, 'packages/board/README.md'), 'utf8');
  const json = /<script type="importmap">\s*([\s\S]*?)<\/script>/.exec(readme);
  if (!json) throw new Error('packages/board/README.md has no <script type="importmap"> example');
  return JSON.parse(json[1]);
}

/** A page of bare diagrams (a `fen` each, nothing else), on screen, with text under them. */
function diagramsPage(scripts) {
  const fens = ['rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', '6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t', '4k3/8/8/8/8/8/8/4K3 w - - 0 1'];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare diagrams</title>
<link rel="icon" href="data:,">
${scripts}
</head><body>
<h1>bare diagrams</h1>
${fens.map((fen, i) => `<berserker-board id="d${i}" fen="${fen}" style="width:200px;display:inline-block"></berserker-board>`).join('\n')}
<p>Text under the diagrams.</p>
</body></html>
`;
}

/** Lets the page's idle time pass: its idle callbacks, one after another (a seen diagram used to go live in one). */
function idlePeriods(page, n = 20) {
  return page.evaluate((n) => new Promise((r) => { let k = 0; const f = () => (++k >= n ? r() : requestIdleCallback(f, { timeout: 200 })); f(); }), n);
}

/**
 * Issue 15: a page of bare diagrams loads the script tag's file only; the live file comes (once) when the
 * reader reaches for a board (focus, as a press or a Tab gives it) or a script awaits `updateComplete`.
 */
async function stillChecks(browser, url, label) {
  const page = await browser.newPage();
  const problems = [];
  const requests = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`); });
  const count = (path) => requests.filter((p) => p === path).length;
  const liveLoads = () => count(BUNDLE_LIVE);
  const waitLive = async (n) => {
    for (let i = 0; i < 50 && liveLoads() < n; i++) await page.waitForTimeout(100);
  };
  await page.goto(url, { waitUntil: 'networkidle' });
  const drawn = await page.waitForFunction(() => [...document.querySelectorAll('berserker-board')].every((b) => b.shadowRoot?.querySelector('svg')), null, { timeout: 15000 }).then(() => true, () => false);
  await idlePeriods(page);
  check(`${label}: the bare diagrams, seen and left idle, are drawn from the script tag's file alone (no live file)`, drawn && count(BUNDLE) === 1 && liveLoads() === 0, `drawn ${drawn}; requests: ${requests.join(' ')}`);
  // The reader reaches for a still board: focus on it.
  await page.evaluate(() => document.querySelector('#d1').shadowRoot.querySelector('[tabindex="0"]').focus());
  await waitLive(1);
  check(`${label}: focus on a board loads the live file`, liveLoads() === 1, requests.join(' '));
  // A script asking: `await board.updateComplete` makes a board live (the live file is not asked for again).
  const fen = await page.evaluate(async () => {
    const b = document.querySelector('#d0');
    await b.updateComplete;
    return b.fen;
  });
  await page.evaluate(() => Promise.all([...document.querySelectorAll('berserker-board')].map((b) => b.updateComplete)));
  check(`${label}: await updateComplete makes the boards live, the live file requested once`, fen.startsWith('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1') && liveLoads() === 1, `${fen}; live file requested ${liveLoads()} times`);
  // Another load of the page, asked by a script only.
  requests.length = 0;
  await page.goto(url, { waitUntil: 'networkidle' });
  await idlePeriods(page, 5);
  const before = liveLoads();
  const turn = await page.evaluate(async () => {
    const b = document.querySelector('#d2');
    await b.updateComplete;
    return b.legalMoves().length;
  });
  check(`${label}: without a press, await updateComplete loads the live file (once)`, before === 0 && liveLoads() === 1 && turn > 0, `before ${before}, after ${liveLoads()}; ${turn} legal moves`);
  check(`${label}: no console errors or warnings, no failed requests`, problems.length === 0, problems.join('\n       '));
  await page.close();
}

/** A page with an annotated game: a PGN inside the board, text under it. */
function gamePage(scripts) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>an annotated game</title>
<link rel="icon" href="data:,">
${scripts}
</head><body>
<h1>an annotated game</h1>
<berserker-board id="game"><script type="application/x-chess-pgn">
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]

1. e4 e5 2. Nf3 d6 { Philidor's Defence. } 3. d4 Bg4 *
</script></berserker-board>
<p>Text under the game.</p>
</body></html>
`;
}

/**
 * Issue 29: a game needs the live file and the viewer, and asks for them side by side. The live file is
 * held back until the viewer has been asked for: a board that asks for the viewer only once its live
 * file has come never gets it (the check fails after 10 s), one that asks for both at once gets both.
 */
async function gameChecks(browser, url, label) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`); });
  let viewerAsked;
  const asked = new Promise((r) => (viewerAsked = r));
  page.on('request', (r) => { if (r.url().endsWith('/berserker-board.viewer.js')) viewerAsked(true); });
  await page.route('**/berserker-board.bundle.live.js', async (route) => {
    await Promise.race([asked, new Promise((r) => setTimeout(() => r(false), 10000))]);
    await route.continue();
  });
  await page.goto(url);
  const together = await Promise.race([asked, new Promise((r) => setTimeout(() => r(false), 10000))]);
  check(`${label}: the viewer is asked for while the live file is on its way`, together === true, 'the viewer was not asked for before the live file came');
  const shown = await page.waitForFunction(() => !!document.querySelector('#game').shadowRoot?.querySelector('[part~="moves"] [part~="move"]'), null, { timeout: 20000 }).then(() => true, () => false);
  check(`${label}: the game shows its move list`, shown && problems.length === 0, problems.join('\n       '));
  await page.close();
}

async function browserChecks(browser, url, label) {
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`); });
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  await page.goto(url);
  const upgraded = await page.waitForFunction(() => customElements.get('berserker-board') && [...document.querySelectorAll('berserker-board')].every((b) => b.shadowRoot?.querySelector('svg')), null, { timeout: 15000 }).then(() => true, () => false);
  check(`${label}: the boards upgrade and draw their position`, upgraded, problems.join('; '));
  if (!upgraded) { await page.close(); return; }
  const view = page.locator('#view');
  await page.evaluate(() => document.querySelector('#view').updateComplete);
  const start = await page.evaluate(() => document.querySelector('#view').fen);
  check(`${label}: the diagram shows its position (ply 0 of its moves)`, start === 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', start);
  // The step buttons come with the viewer file, loaded from beside the script.
  const next = view.locator('[part~="nav"] button[aria-label="Next move"]');
  const stepped = await next.click({ timeout: 10000 }).then(() => next.click()).then(() => true, () => false);
  const after = await page.evaluate(() => ({ ply: document.querySelector('#view').ply, fen: document.querySelector('#view').fen }));
  check(`${label}: the step buttons step through the moves (viewer file loaded)`, stepped && after.ply === 2 && after.fen.startsWith('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w'), JSON.stringify(after));
  // A move in play mode by clicking its two squares (the grid's cells carry their square index).
  const play = page.locator('#play');
  await page.evaluate(() => document.querySelector('#play').updateComplete);
  const moved = page.evaluate(() => new Promise((resolve) => document.querySelector('#play').addEventListener('move', (e) => resolve(e.detail.san), { once: true })));
  const cell = (sq) => play.locator(`[role="gridcell"][data-sq="${sq}"]`);
  await cell(12).click(); // e2
  await cell(20).click(); // e3
  const san = await Promise.race([moved, new Promise((r) => setTimeout(() => r('no move event'), 5000))]);
  const fen = await page.evaluate(() => document.querySelector('#play').fen);
  check(`${label}: play mode accepts a move by clicking (move event, new position)`, san === 'e3' && fen.startsWith('rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b'), `${san} ${fen}`);
  if (process.env.PACK_SHOTS) await page.screenshot({ path: join(process.env.PACK_SHOTS, `${label}.png`), fullPage: true });
  check(`${label}: no console errors or warnings, no failed requests`, problems.length === 0, problems.join('\n       '));
  await page.close();
}
