#!/usr/bin/env node
/**
 * End-to-end checks of the still board (issue 15) on the pages of diagrams: a board shows the page's own
 * picture (.bb-fallback) as is until the reader reaches for it, so a rules page loads no engine.
 *
 *   - /rules/ and /notation/, loaded and idle for a second: no board is live (no grid in a shadow root),
 *     the live file was not requested, and the page's JavaScript (gzip) stays under 40 kB;
 *   - no layout shift on /rules/ through load (layout-shift entries without recent input), and each still
 *     board with its caption as tall as the page without JavaScript shows it;
 *   - a real press on a piece of a play board: the picture stays where it was (±1 px) until the live
 *     board is drawn, and the press selects the piece on the live board;
 *   - Flip and Reset under a still board work (it goes live for them);
 *   - Tab to a still board: it is one tab stop (ringed), goes live, and focus lands (and stays) in its grid;
 *   - the header parsed in two parts (a pause in the middle): not drawn until whole, and nothing shifts.
 *
 * Called by tests/e2e/run.mjs (runStillChecks), or alone against an existing build:
 *   node tests/e2e/still.mjs        (serves dist/site; build first)
 * Env: CHROME_PATH, E2E_DIST (another build directory than dist/site).
 */
import '../../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { gzipSync } from 'node:zlib';
import { runAlone } from './serve.mjs';

/** The live code (the bundle's second file; the ESM build's too). */
const isLiveFile = (url) => /\.live\.js$/.test(new URL(url).pathname);

/** A new page with its errors collected (uncaught ones and console errors). */
function watched(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

/** /rules/ loaded, its element defined, its errors collected. */
async function openRules(ctx, base) {
  const page = await ctx.newPage();
  const errors = watched(page);
  await page.goto(`${base}/rules/`, { waitUntil: 'networkidle' });
  await page.evaluate(() => customElements.whenDefined('berserker-board'));
  return { page, errors };
}

/** Is each board of the page live (its grid drawn)? */
const liveBoards = (page) => page.evaluate(() => [...document.querySelectorAll('berserker-board')].map((b) => !!b.shadowRoot?.querySelector('.grid')));

/** Records layout shifts not caused by input, from the first paint on (before any page script runs). */
const watchShifts = () => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const sources = (e.sources ?? []).map((s) => `${s.node?.nodeName ?? '?'}.${s.node?.className?.baseVal ?? s.node?.className ?? ''}`);
      window.__shifts.push({ value: e.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

export async function runStillChecks({ browser, base, check }) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  await ctx.addInitScript(watchShifts);

  // The page as it is before any script runs: each board's picture and text, and its caption.
  const figures = (page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('.diagram')].map((f) => {
        const b = f.querySelector('berserker-board');
        const r = (e) => (e ? Math.round(e.getBoundingClientRect().height) : -1);
        return { figure: r(f), board: r(b), caption: r(b?.querySelector(':scope > [slot="caption"]')) };
      }),
    );
  const plain = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light', javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await plainPage.goto(`${base}/rules/`, { waitUntil: 'load' });
  const without = await figures(plainPage);
  await plain.close();

  // ---- (a) + (b): load, stay idle; nothing goes live, no engine, no shift.
  for (const path of ['/rules/', '/notation/']) {
    const page = await ctx.newPage();
    const errors = watched(page);
    const live = [];
    const scripts = [];
    page.on('request', (r) => isLiveFile(r.url()) && live.push(new URL(r.url()).pathname));
    page.on('response', async (r) => {
      if (r.request().resourceType() !== 'script' || !r.url().startsWith(base)) return;
      try {
        scripts.push({ path: new URL(r.url()).pathname, bytes: gzipSync(await r.body()).length });
      } catch {
        /* body not available */
      }
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.readyState === 'complete', null, { timeout: 30000 });
    await page.evaluate(() => customElements.whenDefined('berserker-board'));
    await page.waitForTimeout(1000);
    const states = await liveBoards(page);
    check(`${path}: after load and a second idle, no board is live`, states.length > 0 && states.every((l) => !l), `${states.filter(Boolean).length} of ${states.length} live`);
    check(`${path}: the board's live file was not requested at load`, live.length === 0, live.join(' '));
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('berserker-board')].filter((b) => {
        const svg = b.querySelector('.bb-fallback svg');
        const box = svg?.getBoundingClientRect();
        return !!box && box.width > 50 && box.height > 50;
      }).length,
    );
    check(`${path}: every still board shows the page's picture`, shown === states.length, `${shown} of ${states.length}`);
    const inline = await page.evaluate(() => [...document.scripts].filter((s) => !s.src && (!s.type || s.type === 'module' || s.type === 'text/javascript')).map((s) => s.textContent).join('\n'));
    const total = scripts.reduce((a, s) => a + s.bytes, 0) + (inline ? gzipSync(inline).length : 0);
    check(`${path}: under 40 kB of JavaScript (gzip) at load`, total < 40 * 1024, `${total} bytes: ${scripts.map((s) => `${s.path} ${s.bytes}`).join(', ')}`);
    if (path === '/rules/') {
      // The still board is the page's picture as is: every board and its caption as tall as without JavaScript.
      const withJs = await figures(page);
      const differ = withJs.map((f, i) => ({ i, js: f, plain: without[i] })).filter((d) => !d.plain || Math.abs(d.js.board - d.plain.board) > 1 || Math.abs(d.js.caption - d.plain.caption) > 1);
      check('/rules/: each still board and its caption look as without JavaScript (same heights)', withJs.length === without.length && differ.length === 0, `${differ.length} of ${withJs.length} differ, e.g. ${JSON.stringify(differ[0] ?? null)}`);
      console.log(`  still: JS on /rules/ at load ${(total / 1024).toFixed(1)} kB gzip in ${scripts.length} files`);
      const shifts = await page.evaluate(() => window.__shifts);
      const cls = shifts.reduce((a, s) => a + s.value, 0);
      check('/rules/: no layout shift through load (CLS 0)', cls === 0, `CLS ${cls.toFixed(4)}: ${shifts.map((s) => s.sources.join('+')).join(' | ')}`);
    }
    check(`${path} (still boards): no console errors`, errors.length === 0, errors.slice(0, 5).join(' | '));
    await page.close();
  }

  // ---- (c) a press on a piece: the picture stays put until the live board is drawn; the piece is picked up.
  {
    const { page, errors } = await openRules(ctx, base);
    // A play board, White to move from its final position (read from the page's markup, not the element),
    // white at the bottom, with a white pawn free to step: its square is where the reader presses.
    const target = await page.evaluate(() => {
      const boards = [...document.querySelectorAll('berserker-board')];
      for (const [i, b] of boards.entries()) {
        const fen = b.dataset.finalFen ?? '';
        const [placement, turn] = fen.split(' ');
        if ((b.getAttribute('mode') ?? 'view') !== 'play' || turn !== 'w' || b.getAttribute('orientation') === 'black' || (b.getAttribute('variant') ?? 'berserker') === 'game-of-pawns') continue;
        const rows = placement.split('/');
        if (rows.length !== 8) continue;
        const grid = rows.map((r) => [...r.replace(/\d+/g, (n) => '.'.repeat(Number(n)))]);
        if (grid.some((r) => r.length !== 8)) continue;
        // grid[0] is rank 8. A white pawn on rank 2 with rank 3 free in front of it.
        for (let f = 0; f < 8; f++) {
          if (grid[6][f] === 'P' && grid[5][f] === '.') return { i, file: f, rank: 2, square: `${'abcdefgh'[f]}2` };
        }
      }
      return null;
    });
    if (check('/rules/: a play board with a white pawn to press', !!target)) {
      const board = page.locator('berserker-board').nth(target.i);
      const svg = board.locator('.bb-fallback svg').first();
      await svg.scrollIntoViewIfNeeded();
      const before = await svg.boundingBox();
      // Watch the picture every frame from now until the live board is drawn.
      await page.evaluate((i) => {
        const b = document.querySelectorAll('berserker-board')[i];
        const svg = b.querySelector('.bb-fallback svg');
        window.__frames = [];
        const look = () => {
          const liveBox = b.shadowRoot?.querySelector('.grid')?.getBoundingClientRect();
          const stillShown = !liveBox && svg.checkVisibility();
          if (stillShown) {
            const r = svg.getBoundingClientRect();
            window.__frames.push({ x: r.x, y: r.y, w: r.width, h: r.height });
          }
          if (!liveBox && window.__frames.length < 600) requestAnimationFrame(look);
        };
        look();
      }, target.i);
      const x = before.x + ((target.file + 0.5) / 8) * before.width;
      const y = before.y + ((8 - target.rank + 0.5) / 8) * before.height;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.up();
      const wentLive = await page
        .waitForFunction((i) => !!document.querySelectorAll('berserker-board')[i].shadowRoot?.querySelector('.grid'), target.i, { timeout: 10000 })
        .then(() => true, () => false);
      check('/rules/: pressing a still board makes it live in place', wentLive);
      const frames = await page.evaluate(() => window.__frames);
      const moved = frames.filter((f) => Math.abs(f.x - before.x) > 1 || Math.abs(f.y - before.y) > 1 || Math.abs(f.w - before.width) > 1 || Math.abs(f.h - before.height) > 1);
      check('/rules/: the pressed board\'s picture keeps its place (±1 px) until the live board is drawn', frames.length > 0 && moved.length === 0, `${moved.length} of ${frames.length} frames moved: ${JSON.stringify(moved[0] ?? null)} vs ${JSON.stringify(before)}`);
      const after = await board.evaluate(async (el) => {
        await el.updateComplete;
        return { selected: el.selected ?? null, others: [...document.querySelectorAll('berserker-board')].filter((b) => b !== el && b.shadowRoot?.querySelector('.grid')).length };
      });
      check(`/rules/: the press picks up the pawn on ${target.square}`, after.selected === target.square, JSON.stringify(after));
      check('/rules/: only the pressed board went live', after.others === 0, `${after.others} others live`);
      // What the reader sees: the page before the press and the live board after it (with E2E_SHOTS=dir).
      if (process.env.E2E_SHOTS) await board.locator('xpath=..').screenshot({ path: `${process.env.E2E_SHOTS}/rules-pressed.png` });
    }
    check('/rules/ (pressed board): no console errors', errors.length === 0, errors.slice(0, 5).join(' | '));
    await page.close();
  }

  // ---- (c2) a press on a board at a placement turn: the live board shows its placement panel above the
  // board, and the page scrolls by as much, so the board stays under the pointer.
  {
    const { page, errors } = await openRules(ctx, base);
    const i = await page.evaluate(() =>
      [...document.querySelectorAll('berserker-board')].findIndex((b) => /\bplaces\b/.test(b.querySelector('.bb-situation')?.textContent ?? '') && b.getAttribute('orientation') !== 'black'),
    );
    if (check('/rules/: a board at a placement turn', i >= 0)) {
      const board = page.locator('berserker-board').nth(i);
      const svg = board.locator('.bb-fallback svg').first();
      await svg.scrollIntoViewIfNeeded();
      await page.evaluate(() => scrollBy(0, 200 - innerHeight / 2)); // the board well inside the screen, room above it
      const before = await svg.boundingBox();
      // e4, the middle of the picture.
      await page.mouse.click(before.x + (4.5 / 8) * before.width, before.y + (4.5 / 8) * before.height);
      const after = await board.evaluate(async (el) => {
        await el.updateComplete;
        const grid = el.shadowRoot.querySelector('.grid')?.getBoundingClientRect();
        return { x: grid?.x, y: grid?.y, panel: !!el.shadowRoot.querySelector('[part~="placement"]') };
      });
      check('/rules/: pressed at a placement turn, the live board shows its placement panel', after.panel, JSON.stringify(after));
      check('/rules/: pressed at a placement turn, the board stays under the pointer (±1 px)', Math.abs(after.x - before.x) <= 1 && Math.abs(after.y - before.y) <= 1, `${JSON.stringify(after)} vs ${JSON.stringify(before)}`);
    }
    check('/rules/ (pressed at a placement turn): no console errors', errors.length === 0, errors.slice(0, 5).join(' | '));
    await page.close();
  }

  // ---- Flip and Reset under a still board work (the board goes live for them), with no error.
  {
    const { page, errors } = await openRules(ctx, base);
    const figs = page.locator('.diagram:has(> berserker-board[data-final-fen]):has([data-board-flip])');
    const flipFig = figs.nth(0);
    const resetFig = figs.nth(1);
    const boardErrors = (fig) =>
      fig.evaluate((f) => {
        const b = f.querySelector('berserker-board');
        window.__boardErrors = [];
        b.addEventListener('error', (e) => window.__boardErrors.push(e.detail.message));
      });
    await boardErrors(flipFig);
    await flipFig.locator('[data-board-flip]').click();
    const flipped = await flipFig.evaluate(async (f) => {
      const b = f.querySelector('berserker-board');
      await b.updateComplete;
      return { orientation: b.orientation, live: !!b.shadowRoot.querySelector('.grid'), errors: window.__boardErrors };
    });
    check('/rules/: Flip under a still board turns it', flipped.orientation === 'black' && flipped.live && flipped.errors.length === 0, JSON.stringify(flipped));
    await boardErrors(resetFig);
    await resetFig.locator('[data-board-reset]').click();
    const reset = await resetFig.evaluate(async (f) => {
      const b = f.querySelector('berserker-board');
      await b.updateComplete;
      await new Promise((r) => setTimeout(r, 100));
      return { fen: b.fen, want: b.dataset.finalFen, live: !!b.shadowRoot.querySelector('.grid'), errors: window.__boardErrors };
    });
    check('/rules/: Reset under a still board shows the diagram\'s position', reset.fen === reset.want && reset.live && reset.errors.length === 0, JSON.stringify(reset));
    check('/rules/ (Flip, Reset): no console errors', errors.length === 0, errors.slice(0, 5).join(' | '));
    await page.close();
  }

  // ---- (d) Tab to a still board: one ringed tab stop; it goes live and focus goes into its grid.
  {
    const page = await ctx.newPage();
    await page.goto(`${base}/rules/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => customElements.whenDefined('berserker-board'));
    let reached = null;
    for (let n = 0; n < 300 && !reached; n++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => {
        const a = document.activeElement;
        if (a?.localName !== 'berserker-board') return null;
        const inner = a.shadowRoot?.activeElement;
        const still = inner?.classList.contains('still') ?? false;
        const ring = still ? getComputedStyle(inner).outlineStyle : null;
        return { i: [...document.querySelectorAll('berserker-board')].indexOf(a), still, ring, live: !!a.shadowRoot.querySelector('.grid') };
      });
    }
    if (check('/rules/: Tab reaches a board', !!reached)) {
      // The live code may already be there (going live at once): the ring is checked when focus caught it still.
      check('/rules/: the focused still board shows a focus ring', reached.live || !reached.still || (reached.ring && reached.ring !== 'none'), JSON.stringify(reached));
      const inGrid = await page
        .waitForFunction(
          (i) => {
            const b = document.querySelectorAll('berserker-board')[i];
            const a = b.shadowRoot?.activeElement;
            return document.activeElement === b && !!a && !!a.closest('.grid');
          },
          reached.i,
          { timeout: 10000 },
        )
        .then(() => true, () => false);
      const where = () => page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.outerHTML?.slice(0, 120) ?? document.activeElement?.localName);
      check('/rules/: the tabbed-to board goes live and focus lands in its grid', inGrid, JSON.stringify(await where()));
      // …and stays there once the board has settled (its viewer loaded, its first change reported).
      await page.waitForTimeout(1500);
      const stays = await page.evaluate((i) => {
        const b = document.querySelectorAll('berserker-board')[i];
        return document.activeElement === b && !!b.shadowRoot.activeElement?.closest('.grid');
      }, reached.i);
      check('/rules/: focus stays in the live grid', stays, JSON.stringify(await where()));
    }
    await page.close();
  }
  await ctx.close();
  await checkHeaderInParts({ browser, base, check });
}

/**
 * The header parsed in two parts (the parser may stop for a frame anywhere on a slow machine): /rules/
 * served from a proxy that sends the page up to the middle of the header, waits, then sends the rest.
 * Meanwhile the header is not drawn (its box is kept), and nothing shifts when the rest comes.
 */
async function checkHeaderInParts({ browser, base, check }) {
  const { createServer } = await import('node:http');
  const html = await (await fetch(`${base}/rules/`)).text();
  const cut = html.indexOf('<button type="button" class="icon-button theme-toggle"');
  if (!check('header in parts: the theme button is in /rules/', cut > 0)) return;
  const server = createServer(async (req, res) => {
    if (req.url === '/rules/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      await new Promise((r) => setTimeout(r, 1200));
      return res.end(html.slice(cut));
    }
    const r = await fetch(base + req.url);
    res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await r.arrayBuffer()));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  await ctx.addInitScript(watchShifts);
  const page = await ctx.newPage();
  try {
    const loaded = page.goto(`http://127.0.0.1:${server.address().port}/rules/`, { waitUntil: 'load' });
    // While the rest of the header is held back: the part parsed is there, and not drawn.
    await page.waitForSelector('.search-form', { state: 'attached', timeout: 10000 });
    const half = await page.evaluate(() => ({ toggle: !!document.querySelector('.theme-toggle'), visibility: getComputedStyle(document.querySelector('.header-inner')).visibility, height: document.querySelector('.site-header').getBoundingClientRect().height }));
    check('header in parts: half parsed, the header is not drawn', !half.toggle && half.visibility === 'hidden' && half.height > 0, JSON.stringify(half));
    await loaded;
    await page.waitForTimeout(500);
    const done = await page.evaluate(() => ({ visibility: getComputedStyle(document.querySelector('.header-inner')).visibility, shifts: window.__shifts }));
    check('header in parts: whole, the header is drawn and nothing shifted', done.visibility === 'visible' && done.shifts.length === 0, JSON.stringify(done));
  } finally {
    await ctx.close();
    await new Promise((r) => server.close(r));
  }
}

// Alone: serve the built site and run these checks.
await runAlone(import.meta.url, runStillChecks);
