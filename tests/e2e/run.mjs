#!/usr/bin/env node
/**
 * End-to-end tests of the teaching site: build it, serve the static build, and drive Chromium
 * (playwright-core, executablePath from CHROME_PATH) through every page:
 *
 *   - every page loads (200) with no console error and no uncaught exception;
 *   - no broken internal link, fragment included (#r5 must exist on /rules/);
 *   - no word glued to a link or code span ("the<a>") by whitespace compression;
 *   - still boards (tests/e2e/still.mjs): a page of diagrams loads no engine, no board goes live until the
 *     reader reaches for it (a press, Tab), no layout shift;
 *   - <berserker-board> is defined, and every board (made live: `await el.updateComplete`) upgrades, shows no error, reaches the position the
 *     build computed, and responds: play boards accept a move (by clicking squares where the board is
 *     visible, by the API where it sits in a hidden option panel), step-through boards step,
 *     show-moves boards mark a piece's moves, puzzles accept the solution;
 *   - axe-core reports no violations, in the light and the dark theme;
 *   - with JavaScript off, every board shows its static fallback picture, moves and caption;
 *   - the board editor (tests/e2e/editor.mjs): drag and keyboard editing, the engine's verdict, paste,
 *     snippet / preview / iframe address in agreement, SVG and PNG downloads, touch on a phone;
 *   - embedding (tests/e2e/embed.mjs): the versioned script with its integrity hash, the element in a
 *     Markdown-rendered post, twenty boards sharing one engine, the iframe page at 390 and 1280 px;
 *   - layout (tests/e2e/layout.mjs): board pages fit the screen, tables at 360 px, phone navigation,
 *     search deep links, print, Play from a link;
 *   - CSP (tests/e2e/csp.mjs): every page has one strict Content-Security-Policy and, used (boards
 *     stepped, a PNG exported, a computer game, a search), reports no violation;
 *   - screenshots of every page at 1280 and 390 px, light and dark, go to screenshots/.
 *
 * Env: CHROME_PATH (required unless Chromium is at a usual path), E2E_SKIP_BUILD=1 to reuse dist/site
 * (or E2E_DIST, another build directory),
 * E2E_NO_SCREENSHOTS=1 to skip screenshots, E2E_PAGES=/rules/,/notation/ to limit the pages.
 * Exit code 0 only if every check passed; the last line is "<N> passed, <M> failed".
 */
import '../../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve, showAllBoards } from './serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// E2E_DIST: another build directory (with E2E_SKIP_BUILD), e.g. a copy no concurrent build can overwrite.
const dist = process.env.E2E_DIST ?? join(root, 'dist', 'site');
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

let passed = 0;
let failed = 0;
const failures = [];
function check(name, ok, detail = '') {
  if (ok) passed++;
  else {
    failed++;
    failures.push(`${name}${detail ? `: ${detail}` : ''}`);
    console.log(`  FAIL ${name}${detail ? `: ${detail}` : ''}`);
  }
  return ok;
}

function chromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) if (existsSync(p)) return p;
  throw new Error('CHROME_PATH is not set and no Chromium was found');
}

// ------------------------------------------------------------------ build

const report = {};
if (process.env.E2E_SKIP_BUILD && existsSync(join(dist, 'index.html'))) {
  console.log('build: skipped (E2E_SKIP_BUILD), using dist/site');
} else {
  console.log('build: npm run build');
  const t0 = Date.now();
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: process.env });
  report.buildSeconds = (Date.now() - t0) / 1000;
  const out = `${r.stdout}\n${r.stderr}`;
  if (!check('site builds', r.status === 0, `exit ${r.status}`)) {
    console.log(out.split('\n').slice(-40).join('\n'));
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(1);
  }
  console.log(`build: ${report.buildSeconds.toFixed(1)} s`);
}
check('pagefind index built', existsSync(join(dist, 'pagefind', 'pagefind.js')));

// ------------------------------------------------------------------ serve and browse

const { url: base, close } = await serve(dist);
const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS });
const axeSource = readFileSync(join(root, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** Crawl from / over internal links; returns the HTML pages and every internal link seen. */
async function crawl() {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  const pages = new Map(); // path -> { status, ids: Set }
  const links = []; // { from, href }
  const queue = process.env.E2E_PAGES ? process.env.E2E_PAGES.split(',') : ['/'];
  const limited = !!process.env.E2E_PAGES;
  while (queue.length) {
    const path = queue.shift();
    if (pages.has(path)) continue;
    const res = await page.goto(base + path, { waitUntil: 'load' });
    const status = res?.status() ?? 0;
    const type = res?.headers()['content-type'] ?? '';
    if (!type.includes('text/html')) {
      pages.set(path, { status, ids: new Set(), html: false });
      continue;
    }
    const info = await page.evaluate(() => ({
      ids: [...document.querySelectorAll('[id]')].map((e) => e.id),
      hrefs: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
    }));
    pages.set(path, { status, ids: new Set(info.ids), html: true });
    for (const href of info.hrefs) {
      if (!href || /^(https?:|mailto:|javascript:)/.test(href)) continue;
      const u = new URL(href, base + path);
      links.push({ from: path, path: u.pathname, hash: decodeURIComponent(u.hash.slice(1)) });
      if (!limited && !pages.has(u.pathname) && !queue.includes(u.pathname)) queue.push(u.pathname);
    }
  }
  await ctx.close();
  return { pages, links };
}

const { pages, links } = await crawl();
const htmlPages = [...pages].filter(([, p]) => p.html).map(([path]) => path).sort();
report.pageCount = htmlPages.length;
console.log(`pages: ${htmlPages.join(' ')}`);
check('crawl finds the main pages', process.env.E2E_PAGES || ['/', '/rules/', '/learn/', '/rulings/', '/variants/', '/notation/', '/embed/', '/puzzles/', '/play/'].every((p) => pages.has(p)), [...pages.keys()].join(' '));

for (const [path, p] of pages) check(`page ${path} responds 200`, p.status === 200, `status ${p.status}`);
const broken = [];
for (const l of links) {
  const target = pages.get(l.path);
  if (!target) {
    if (process.env.E2E_PAGES) continue;
    broken.push(`${l.from} → ${l.path} (not found)`);
  } else if (target.status !== 200) broken.push(`${l.from} → ${l.path} (${target.status})`);
  else if (l.hash && target.html && !target.ids.has(l.hash)) broken.push(`${l.from} → ${l.path}#${l.hash} (no such id)`);
}
check('no broken internal links', broken.length === 0, [...new Set(broken)].join('; '));

// ------------------------------------------------------------------ each page with JavaScript

let diagramCount = 0;
const pageBoards = {};

async function boardsOn(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('berserker-board')].map((el, i) => ({
      i,
      mode: el.getAttribute('mode') ?? 'view',
      finalFen: el.dataset.finalFen ?? null,
      ply: el.getAttribute('ply'),
      showMoves: el.hasAttribute('show-moves'),
      showSquare: el.dataset.showSquare ?? null,
      solution: el.getAttribute('solution'),
      visible: el.checkVisibility ? el.checkVisibility() : el.offsetParent !== null,
      hasFallback: !!el.querySelector('.bb-fallback svg'),
      hasMoves: !!el.getAttribute('moves') || !!el.querySelector('script[type="application/x-chess-pgn"]'),
    })),
  );
}

async function runAxe(page, label) {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}${v.nodes.length > 3 ? ` +${v.nodes.length - 3}` : ''}`);
  });
  check(`axe ${label}`, result.length === 0, result.join('; '));
}

/** Clicks square `name` of board `index` (the grid pierces the open shadow root). */
async function clickSquare(page, index, sq) {
  await page.locator('berserker-board').nth(index).locator(`[role="gridcell"][data-sq="${sq}"]`).click();
}

async function exerciseBoard(page, b, path) {
  const label = `${path} board ${b.i + 1} (${b.mode})`;
  const handle = page.locator('berserker-board').nth(b.i);
  const state = await handle.evaluate((el) => ({
    upgraded: !!el.shadowRoot?.querySelector('[part="board"]'),
    error: el.shadowRoot?.querySelector('[part="error"]')?.textContent?.trim() ?? null,
  }));
  if (!check(`${label} upgrades`, state.upgraded)) return;
  if (!check(`${label} shows no error`, !state.error, state.error ?? '')) return;
  if (b.finalFen && b.mode !== 'puzzle') {
    const fen = await handle.evaluate((el) => {
      el.last();
      return el.fen;
    });
    check(`${label} reaches the position the build computed`, fen === b.finalFen, `${fen} ≠ ${b.finalFen}`);
  }

  if (b.mode === 'play') {
    // Choose a move the board can make by clicks: no promotion, no capture-and-place choice.
    const move = await handle.evaluate((el) => {
      el.last();
      // The board's width: the cells of the grid's first row (the element's internals are private).
      const w = el.shadowRoot.querySelector('[role="row"]')?.children.length ?? 8;
      const idx = (s) => (s ? (Number(s.slice(1)) - 1) * w + (s.charCodeAt(0) - 97) : -1);
      const over = el.status?.over ?? false;
      const m = el.legalMoves().find((x) => !x.promotion && !x.placement) ?? el.legalMoves()[0];
      return { over, m: m ? { san: m.san, kind: m.kind, from: idx(m.from), to: idx(m.to) } : null, fen: el.fen, n: el.history.length };
    });
    if (move.over) {
      const refused = await handle.evaluate((el, san) => el.play(san) === null, move.m?.san ?? 'e4');
      check(`${label} (a finished game) refuses further moves`, refused);
      return;
    }
    if (!check(`${label} has a legal move`, !!move.m)) return;
    const events = page.evaluate((i) => new Promise((resolve) => {
      const el = document.querySelectorAll('berserker-board')[i];
      const t = setTimeout(() => resolve(null), 3000);
      el.addEventListener('move', (e) => { clearTimeout(t); resolve(e.detail.san); }, { once: true });
    }), b.i);
    if (b.visible) {
      // A placement of a captured Berserker is one click on the square; anything else is piece, then square
      // (for a release or a marking: the knight, then its square — the same square if it stays).
      if (move.m.kind !== 'place') await clickSquare(page, b.i, move.m.from);
      await clickSquare(page, b.i, move.m.to);
    } else {
      await handle.evaluate((el, san) => el.play(san), move.m.san);
    }
    const after = await handle.evaluate((el) => ({ fen: el.fen, n: el.history.length, last: el.history.at(-1)?.san ?? null }));
    const how = b.visible ? 'by clicks' : 'by play()';
    check(`${label} accepts a move ${how}`, after.n === move.n + 1 && after.last === move.m.san, `expected ${move.m.san}; history ${move.n} → ${after.n} (${after.last})`);
    // Game of Pawns keeps White's first move secret (no event until Black has chosen too).
    const san = await events;
    if (!(await handle.evaluate((el) => el.variant === 'game-of-pawns' && el.history.length === 1))) {
      check(`${label} fires a move event`, san === move.m.san, `got ${san}`);
    }
    await handle.evaluate((el) => el.undo());
  } else if (b.mode === 'puzzle') {
    const solved = page.evaluate((i) => new Promise((resolve) => {
      const el = document.querySelectorAll('berserker-board')[i];
      const t = setTimeout(() => resolve(false), 4000);
      el.addEventListener('puzzle-solved', () => { clearTimeout(t); resolve(true); }, { once: true });
    }), b.i);
    const first = (b.solution ?? '').replace(/\d+\.+/g, ' ').trim().split(/\s+/)[0];
    await handle.evaluate((el, san) => el.play(san), first);
    check(`${label} accepts the solution ${first}`, await solved);
  } else if (b.showMoves) {
    if (b.showSquare) {
      const marked = await handle.evaluate(async (el) => {
        await el.updateComplete;
        return el.shadowRoot.querySelectorAll('.markers .marker').length;
      });
      check(`${label} shows the piece's moves`, marked > 0, `${marked} markers`);
    } else if (b.visible) {
      const sq = await handle.evaluate((el) => {
        // The first square with a piece, from the grid cells' labels ("e4, white pawn").
        const cell = [...el.shadowRoot.querySelectorAll('[role="gridcell"]')].find((c) => !c.getAttribute('aria-label').endsWith(', empty'));
        return cell ? Number(cell.dataset.sq) : -1;
      });
      await clickSquare(page, b.i, sq);
      const marked = await handle.evaluate(async (el) => {
        await el.updateComplete;
        return el.shadowRoot.querySelectorAll('.markers .marker').length;
      });
      check(`${label} marks a clicked piece's moves`, marked > 0, `${marked} markers`);
    }
  } else {
    // view: step through the moves. The step buttons come with the viewer, a second file the bundle
    // imports (/berserker-board.viewer.js) for every board with moves: wait for them, and fail if they never come.
    const info = await handle.evaluate((el) => ({ n: el.history.length, ply: el.ply }));
    if (info.n > 0) {
      const nav = await handle
        .evaluate((el) => new Promise((resolve) => {
          const t0 = Date.now();
          const look = () => {
            if (el.shadowRoot?.querySelector('[part~="nav"] button[aria-label="Previous move"]')) resolve(true);
            else if (Date.now() - t0 > 10000) resolve(false);
            else setTimeout(look, 50);
          };
          look();
        }))
        .catch(() => false);
      if (!check(`${label} loads the viewer (step buttons)`, nav)) return;
      if (b.visible) {
        await handle.locator('[part~="nav"] button[aria-label="Previous move"]').click();
      } else await handle.evaluate((el) => el.prev());
      const ply = await handle.evaluate((el) => el.ply);
      check(`${label} steps back a move`, ply === info.ply - 1, `ply ${ply}, was ${info.ply}`);
    }
  }
}

const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
for (const path of htmlPages) {
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().startsWith(base)) errors.push(`${r.status()} ${r.url().slice(base.length)}`);
  });
  const jsSizes = [];
  const jsAtLoad = [];
  const viewerLoads = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/berserker-board.viewer.js') viewerLoads.push(r.status());
  });
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script' && r.url().startsWith(base)) {
      try {
        jsSizes.push({ path: new URL(r.url()).pathname, bytes: gzipSync(await r.body()).length });
      } catch {
        /* body not available */
      }
    }
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  // A long page (the rulings: dozens of boards with their pictures) can still be parsing when the network
  // is idle: count its boards once the document is complete.
  await page.waitForFunction(() => document.readyState === 'complete', null, { timeout: 30000 });
  const boards = await boardsOn(page);
  pageBoards[path] = boards.length;
  diagramCount += boards.length;
  if (boards.length) {
    const ok = await page
      .evaluate(() => Promise.race([customElements.whenDefined('berserker-board').then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))]))
      .catch(() => false);
    check(`${path}: <berserker-board> is defined (the element's bundle loaded)`, ok);
    // Boards stay still (the page's picture) until reached for (tests/e2e/still.mjs checks that): the checks
    // below are about the live boards, so make every board live, as `await board.updateComplete` does.
    // What the page loaded by itself, before that (the live file and the viewer come after): for the size checks.
    jsAtLoad.push(...jsSizes);
    if (ok) await page.evaluate(() => Promise.all([...document.querySelectorAll('berserker-board')].map((el) => el.updateComplete)));
  }
  const glued = await page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('main a, main code, main strong, main em')) {
      if (el.closest('pre, berserker-board, .bb-fallback')) continue;
      const prev = el.previousSibling;
      const next = el.nextSibling;
      if (prev?.nodeType === 3 && /[A-Za-z0-9]$/.test(prev.textContent)) out.push(`…${prev.textContent.slice(-12)}<${el.localName}>`);
      if (next?.nodeType === 3 && /^[A-Za-z0-9]/.test(next.textContent) && !/^(s|es|'s|’s)\b/.test(next.textContent)) out.push(`</${el.localName}>${next.textContent.slice(0, 12)}…`);
    }
    return out;
  });
  check(`${path}: no word glued to a link or code span`, glued.length === 0, glued.slice(0, 5).join(' | '));
  await runAxe(page, `${path} (light)`);
  for (const b of boards) await exerciseBoard(page, b, path);
  check(`${path}: no console errors`, errors.length === 0, errors.slice(0, 5).join(' | '));
  // A board with moves loads the viewer (src/lazy.ts): the site must serve it (200, not a 404 stub).
  if (boards.some((b) => b.hasMoves)) {
    check(`${path}: the viewer file was loaded`, viewerLoads.some((st) => st === 200), `responses: ${viewerLoads.join(' ') || 'none'}`);
  }
  if (path === '/rules/') {
    const inline = await page.evaluate(() => [...document.scripts].filter((s) => !s.src && (!s.type || s.type === 'module' || s.type === 'text/javascript')).map((s) => s.textContent).join('\n'));
    const inlineGzip = inline ? gzipSync(inline).length : 0;
    // What the page loads by itself (its boards still): issue 15's budget, under 40 kB. What a reader who
    // reaches for a board adds (the live file, the viewer) is reported; its ceilings are the pack suite's.
    report.rulesJsGzip = jsAtLoad.reduce((a, b) => a + b.bytes, 0) + inlineGzip;
    report.rulesJsFiles = jsAtLoad.length;
    report.rulesJsLiveGzip = jsSizes.reduce((a, b) => a + b.bytes, 0) + inlineGzip;
    report.rulesViewerGzip = jsSizes.filter((j) => j.path === '/berserker-board.viewer.js').reduce((a, b) => a + b.bytes, 0);
    check('rules page ships under 40 kB of JavaScript (gzip) at load, its boards still', report.rulesJsGzip < 40 * 1000, `${report.rulesJsGzip} bytes in ${jsAtLoad.map((j) => j.path).join(', ')}`);
    check('rules page loads neither the live file nor the viewer until a board goes live', !jsAtLoad.some((j) => /live|viewer/.test(j.path)), jsAtLoad.map((j) => j.path).join(', '));
  }
  await page.close();
}
await ctx.close();

// ------------------------------------------------------------------ site features

{
  const c = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await c.newPage();
  // Search: the Pagefind index answers from the search page.
  await page.goto(`${base}/search/?q=placement`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelectorAll('[data-search-results] li').length > 0, null, { timeout: 5000 }).catch(() => {});
  const hits = await page.locator('[data-search-results] li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  check('search finds pages for "placement"', hits.length > 0 && hits.some((h) => h.includes('/rules/')), hits.join(' '));
  // A malformed or huge query string is read, not thrown (issue 17).
  {
    const thrown = [];
    const onError = (e) => thrown.push(e.message);
    page.on('pageerror', onError);
    await page.goto(`${base}/search/?q=100%`, { waitUntil: 'networkidle' });
    const bad = await page.evaluate(() => ({ value: document.querySelector('[data-search-form] input[name="q"]')?.value, status: document.querySelector('[data-search-status]')?.textContent ?? '' }));
    check('search reads ?q=100% as text and answers', bad.value === '100%' && bad.status !== '' && !/Searching/.test(bad.status), JSON.stringify(bad));
    await page.goto(`${base}/search/?q=${'a'.repeat(5000)}`, { waitUntil: 'networkidle' });
    const long = await page.evaluate(() => ({ length: document.querySelector('[data-search-form] input[name="q"]')?.value.length, status: document.querySelector('[data-search-status]')?.textContent ?? '' }));
    check('search cuts a huge ?q= and says so', long.length === 200 && long.status.includes('5000 characters'), JSON.stringify(long));
    page.off('pageerror', onError);
    check('search: bad query strings throw nothing', thrown.length === 0, thrown.join(' | '));
  }
  // Keyboard: the first Tab reaches the skip link, which moves focus to the main content.
  await page.goto(`${base}/rules/`, { waitUntil: 'networkidle' });
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => document.activeElement?.className);
  check('the first Tab focuses the skip link', first === 'skip-link', String(first));
  await page.keyboard.press('Enter');
  const target = await page.evaluate(() => document.activeElement?.id || location.hash);
  check('the skip link moves to the main content', target === 'main' || target === '#main', String(target));
  // Dark mode: the switch changes the page and the boards, and is remembered.
  await page.locator('[data-theme-toggle]').click();
  const themed = await page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    boards: [...document.querySelectorAll('berserker-board')].every((b) => b.getAttribute('theme') === 'dark'),
    bg: getComputedStyle(document.body).backgroundColor,
  }));
  check('the theme switch turns the page and its boards dark', themed.theme === 'dark' && themed.boards && themed.bg !== 'rgb(251, 250, 247)', JSON.stringify(themed));
  await page.reload({ waitUntil: 'networkidle' });
  check('the dark theme is remembered', (await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark');
  // Print: the option toggles disappear and every option's board is shown.
  await page.emulateMedia({ media: 'print' });
  await page.goto(`${base}/rulings/`, { waitUntil: 'networkidle' });
  const print = await page.evaluate(() => ({
    toggles: [...document.querySelectorAll('.compare-toggle')].filter((e) => getComputedStyle(e).display !== 'none').length,
    hiddenPanels: [...document.querySelectorAll('.compare-panels > *')].filter((e) => getComputedStyle(e).display === 'none').length,
    header: getComputedStyle(document.querySelector('.site-header')).display,
  }));
  check('print: no toggles or navigation, every option shown', print.toggles === 0 && print.hiddenPanels === 0 && print.header === 'none', JSON.stringify(print));
  // (The Embed page's board editor has its own checks: tests/e2e/editor.mjs, below.)
  await page.emulateMedia({ media: 'screen' });
  // The rules lab: options go to the board's rules attribute, and the Oh No! button appears with ohNo=on.
  await page.goto(`${base}/variants/bgm/`, { waitUntil: 'networkidle' });
  await page.locator('[data-lab] select[name="trigger"]').selectOption('cross');
  await page.locator('[data-lab] input[name="ohNo"]').check();
  await page.waitForTimeout(100);
  const lab = await page.evaluate(() => {
    const b = document.querySelector('[data-lab] berserker-board');
    return { rules: b?.getAttribute('rules'), tag: document.querySelector('[data-lab-tag]')?.textContent, button: !!b?.nextElementSibling?.matches('.oh-no-bar:not([hidden])') };
  });
  check('rules lab sets the board rules and the [Rules] tag', lab.rules === 'trigger=cross; ohNo=on' && lab.tag === '[Rules "trigger=cross; ohNo=on"]' && lab.button, JSON.stringify(lab));
  const takeBack = await page.evaluate(async () => {
    const b = document.querySelector('[data-lab] berserker-board');
    // The new game's board goes live (its live code may still be loading): play on the live board.
    await b.updateComplete;
    b.play('e4');
    // The button's take-back waits for the live board (it is, here): the board reports it with `change`.
    const changed = new Promise((resolve) => {
      b.addEventListener('change', resolve, { once: true });
      setTimeout(resolve, 3000);
    });
    b.nextElementSibling.querySelector('button').click();
    await changed;
    return b.history.length;
  });
  check('rules lab: Oh no! takes a move back', takeBack === 0, `history ${takeBack}`);
  // Unknown addresses get the 404 page.
  const res = await page.goto(`${base}/no-such-page/`, { waitUntil: 'networkidle' });
  check('unknown pages answer 404 with the site\'s page', res?.status() === 404 && (await page.locator('h1').textContent()) === 'Page not found');
  await runAxe(page, '/404');
  await c.close();
}

// ------------------------------------------------------------------ the Play page (tests/e2e/play.mjs)

if (!process.env.E2E_PAGES || process.env.E2E_PAGES.split(',').includes('/play/')) {
  const { runPlayChecks } = await import('./play.mjs');
  await runPlayChecks({ browser, base, check, root });
}

// ------------------------------------------------------------------ the board editor (tests/e2e/editor.mjs)

if (!process.env.E2E_PAGES || process.env.E2E_PAGES.split(',').includes('/embed/')) {
  const { runEditorChecks } = await import('./editor.mjs');
  await runEditorChecks({ browser, base, check, root });
}

// ------------------------------------------------------------------ teaching boards (tests/e2e/teaching.mjs)

if (!process.env.E2E_PAGES || ['/rules/', '/rulings/', '/notation/'].every((p) => process.env.E2E_PAGES.split(',').includes(p))) {
  const { runTeachingChecks } = await import('./teaching.mjs');
  await runTeachingChecks({ browser, base, check });
}

// ------------------------------------------------------------------ still boards (tests/e2e/still.mjs)
// Pages of diagrams load no engine: boards stay the page's picture until reached for (press, Tab).

if (!process.env.E2E_PAGES || ['/rules/', '/notation/'].every((p) => process.env.E2E_PAGES.split(',').includes(p))) {
  const { runStillChecks } = await import('./still.mjs');
  await runStillChecks({ browser, base, check });
}

// ------------------------------------------------------------------ the annotated game (tests/e2e/annotated.mjs)

if (!process.env.E2E_PAGES || process.env.E2E_PAGES.split(',').includes('/notation/')) {
  const { runAnnotatedChecks } = await import('./annotated.mjs');
  await runAnnotatedChecks({ browser, base, check });
}

// ------------------------------------------------------------------ the Puzzles page (tests/e2e/puzzles.mjs)

if (!process.env.E2E_PAGES || process.env.E2E_PAGES.split(',').includes('/puzzles/')) {
  const { runPuzzleChecks } = await import('./puzzles.mjs');
  await runPuzzleChecks({ browser, base, check, root });
}

// ------------------------------------------------------------------ the Learn path (tests/e2e/learn.mjs)

if (!process.env.E2E_PAGES || process.env.E2E_PAGES.split(',').includes('/learn/')) {
  const { runLearnChecks } = await import('./learn.mjs');
  await runLearnChecks({ browser, base, check, root });
}

// ------------------------------------------------------------------ embedding (tests/e2e/embed.mjs)
// The pinned script and its integrity, a Markdown-rendered post, twenty boards on a page, the iframe page.

if (!process.env.E2E_PAGES || process.env.E2E_PAGES.split(',').includes('/embed/')) {
  const { runEmbedChecks } = await import('./embed.mjs');
  await runEmbedChecks({ browser, base, check, root });
}

// ------------------------------------------------------------------ layout (tests/e2e/layout.mjs)
// Board pages fit the screen at 1280×800, 1440×900 and 390×844; tables at 360 px; phone navigation;
// search deep links; print; /play/?variant=…&rules=…&fen=…; axe at phone width.

if (!process.env.E2E_PAGES) {
  const { runLayoutChecks } = await import('./layout.mjs');
  await runLayoutChecks({ browser, base, check, root, pages: htmlPages });
}

// ------------------------------------------------------------------ Content-Security-Policy (tests/e2e/csp.mjs)
// Every built page carries one strict policy and reports no violation while used.

if (!process.env.E2E_PAGES) {
  const { runCspChecks } = await import('./csp.mjs');
  await runCspChecks({ browser, base, check, dist });
}

// Dark theme: axe again (colour contrast differs), via the system preference.
const dark = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
for (const path of htmlPages) {
  const page = await dark.newPage();
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await runAxe(page, `${path} (dark)`);
  await page.close();
}
await dark.close();

// ------------------------------------------------------------------ without JavaScript

const nojs = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
for (const path of htmlPages) {
  const page = await nojs.newPage();
  await page.goto(base + path, { waitUntil: 'load' });
  const boards = page.locator('berserker-board');
  const n = await boards.count();
  let missing = 0;
  let shown = 0;
  for (let i = 0; i < n; i++) {
    const b = boards.nth(i);
    // The picture's box: an off-screen picture is not laid out inside it (content-visibility), the box is.
    const svg = b.locator('.bb-fallback-board, .bb-fallback-game').first();
    const hasSvg = (await b.locator('.bb-fallback svg').count()) > 0;
    // The situation sentence (above a board's picture, or with a game's moves).
    const text = (await b.locator('.bb-situation').first().textContent().catch(() => '')) ?? '';
    if (!hasSvg || !text.trim()) {
      missing++;
      continue;
    }
    // Boards in unselected option panels are hidden by CSS until chosen; the picture is there.
    const box = await svg.boundingBox();
    if (box && box.width > 50 && box.height > 50) shown++;
  }
  check(`${path} without JS: every board has its fallback picture and text`, missing === 0, `${missing} of ${n} missing`);
  check(`${path} without JS: fallbacks are displayed`, n === 0 || shown > 0, `${shown} of ${n} displayed`);
  await page.close();
}
await nojs.close();

// ------------------------------------------------------------------ screenshots

if (!process.env.E2E_NO_SCREENSHOTS) {
  const out = join(root, 'screenshots');
  mkdirSync(out, { recursive: true });
  let shots = 0;
  for (const [device, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]]) {
    for (const scheme of ['light', 'dark']) {
      const c = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, isMobile: device === 'phone', hasTouch: device === 'phone' });
      for (const path of htmlPages) {
        const page = await c.newPage();
        await page.goto(base + path, { waitUntil: 'networkidle' });
        const name = path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/\//g, '_');
        // Boards skip painting while off screen (content-visibility: auto); a full-page picture needs them all.
        await showAllBoards(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        check(`${path} (${device} ${scheme}) has no horizontal overflow`, overflow <= 1, `${overflow}px too wide`);
        await page.screenshot({ path: join(out, `${name}-${device}-${scheme}.png`), fullPage: true });
        shots++;
        await page.close();
      }
      await c.close();
    }
  }
  console.log(`screenshots: ${shots} in screenshots/`);
}

await browser.close();
await close();

report.diagramCount = diagramCount;
console.log('\nreport:');
if (report.buildSeconds) console.log(`  build time            ${report.buildSeconds.toFixed(1)} s`);
console.log(`  pages                 ${report.pageCount}`);
console.log(`  diagrams (boards)     ${diagramCount}  (${Object.entries(pageBoards).map(([p, n]) => `${p} ${n}`).join(', ')})`);
if (report.rulesJsGzip !== undefined) console.log(`  JS on /rules/ (gzip)  ${(report.rulesJsGzip / 1000).toFixed(1)} kB at load in ${report.rulesJsFiles} files; ${(report.rulesJsLiveGzip / 1000).toFixed(1)} kB once its boards are live (the viewer ${(report.rulesViewerGzip / 1000).toFixed(1)} kB of it)`);
if (failures.length) {
  console.log(`\nfailures (${failures.length}):`);
  for (const f of failures) console.log(`  - ${f}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
