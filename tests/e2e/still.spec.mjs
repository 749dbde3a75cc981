/**
 * The still board (issue 15) on the pages of diagrams: a board shows the page's own picture
 * (.bb-fallback) as is until the reader reaches for it, so a rules page loads no engine.
 *   - /rules/ and /notation/, loaded and left idle for a second (of the page's clock, fast-forwarded):
 *     no board is live, neither the live file nor the viewer was requested, every still board shows
 *     the page's picture, and the page's JavaScript (gzip, inline scripts included) stays under 40 kB;
 *   - /rules/: no layout shift through load (CLS 0), and each still board with its caption as tall as
 *     the page without JavaScript shows it;
 *   - a real press on a piece of a play board: the picture stays where it was (±1 px) until the live
 *     board is drawn, the press selects the piece, and only that board goes live; a press at a
 *     placement turn keeps the board under the pointer while the placement panel appears under it;
 *   - Flip and Reset under a still board work (it goes live for them);
 *   - Tab to a still board: one tab stop (ringed), it goes live, and focus lands (and stays) in its grid;
 *   - the header parsed in two parts (a pause in the middle): not drawn until whole, and nothing shifts.
 */
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { test, expect, frames, watchShifts } from './fixtures.mjs';

/** Each figure's height: the figure, its board, the board's caption. */
const figures = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.diagram')].map((f) => {
      const b = f.querySelector('berserker-board');
      const r = (e) => (e ? Math.round(e.getBoundingClientRect().height) : -1);
      return { figure: r(f), board: r(b), caption: r(b?.querySelector(':scope > [slot="caption"]')) };
    }),
  );

/** Is each board of the page live (its grid drawn)? */
const liveBoards = (page) => page.evaluate(() => [...document.querySelectorAll('berserker-board')].map((b) => !!b.shadowRoot?.querySelector('.grid')));

/** /rules/ loaded with its element defined. */
async function openRules(page) {
  await page.goto('/rules/');
  await page.evaluate(() => customElements.whenDefined('berserker-board'));
}

for (const path of ['/rules/', '/notation/']) {
  test(`${path}: loaded and idle, no board is live, no engine is loaded, under 40 kB of JavaScript`, async ({ page, context, openContext }) => {
    await context.addInitScript(watchShifts);
    const lazy = [];
    const scripts = [];
    page.on('request', (r) => /\.(live|viewer)\.js$/.test(new URL(r.url()).pathname) && lazy.push(new URL(r.url()).pathname));
    page.on('response', async (r) => {
      if (r.request().resourceType() !== 'script' || !r.url().startsWith(new URL(page.url()).origin)) return;
      const body = await r.body().catch(() => null); // none for a redirect
      if (body) scripts.push({ path: new URL(r.url()).pathname, bytes: gzipSync(body).length });
    });
    // The page's time is the test's: the idle second passes at once (every timer, frame and idle callback in it).
    await page.clock.install();
    await page.goto(path);
    await page.evaluate(() => customElements.whenDefined('berserker-board'));
    await page.clock.runFor(1000);
    const states = await liveBoards(page);
    expect(states.length, 'boards on the page').toBeGreaterThan(0);
    expect(states.filter(Boolean).length, 'live boards after load and a second idle').toBe(0);
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('berserker-board')].filter((b) => {
        const box = b.querySelector('.bb-fallback svg')?.getBoundingClientRect();
        return !!box && box.width > 50 && box.height > 50;
      }).length,
    );
    expect(shown, 'every still board shows the page\'s picture').toBe(states.length);
    const inline = await page.evaluate(() => [...document.scripts].filter((s) => !s.src && (!s.type || s.type === 'module' || s.type === 'text/javascript')).map((s) => s.textContent).join('\n'));
    const total = scripts.reduce((a, s) => a + s.bytes, 0) + (inline ? gzipSync(inline).length : 0);
    console.log(`still: JS on ${path} at load ${(total / 1000).toFixed(1)} kB gzip in ${scripts.length} files`);
    expect(total, `bytes of JavaScript (gzip) at load: ${scripts.map((s) => `${s.path} ${s.bytes}`).join(', ')}`).toBeLessThan(40_000);
    if (path === '/rules/') {
      const shifts = await page.evaluate(() => window.__shifts);
      expect(shifts, 'no layout shift through load (CLS 0)').toEqual([]);
      // The still board is the page's picture as is: every board and its caption as tall as without JavaScript.
      const withJs = await figures(page);
      const plain = await (await openContext({ javaScriptEnabled: false })).newPage();
      await plain.goto(path);
      const without = await figures(plain);
      expect(withJs.length, 'figures with and without JavaScript').toBe(without.length);
      const differ = withJs.map((f, i) => ({ i, js: f, plain: without[i] })).filter((d) => Math.abs(d.js.board - d.plain.board) > 1 || Math.abs(d.js.caption - d.plain.caption) > 1);
      expect(differ, 'each still board and its caption look as without JavaScript (same heights)').toEqual([]);
    }
    // Checked last, after everything above has had its time: still nothing asked for the live code.
    expect(lazy, 'the live file and the viewer were not requested').toEqual([]);
  });
}

test('/rules/: a press on a play board\'s pawn: the picture stays put, the board goes live and picks the pawn up', async ({ page }) => {
  await openRules(page);
  // A play board, White to move from its final position (read from the page's markup, not the element),
  // white at the bottom, with a white pawn free to step: its square is where the reader presses.
  const target = await page.evaluate(() => {
    for (const [i, b] of [...document.querySelectorAll('berserker-board')].entries()) {
      const [placement, turn] = (b.dataset.finalFen ?? '').split(' ');
      if ((b.getAttribute('mode') ?? 'view') !== 'play' || turn !== 'w' || b.getAttribute('orientation') === 'black' || (b.getAttribute('variant') ?? 'berserker') === 'game-of-pawns') continue;
      const grid = placement.split('/').map((r) => [...r.replace(/\d+/g, (n) => '.'.repeat(Number(n)))]);
      if (grid.length !== 8 || grid.some((r) => r.length !== 8)) continue;
      // grid[0] is rank 8. A white pawn on rank 2 with rank 3 free in front of it.
      for (let f = 0; f < 8; f++) if (grid[6][f] === 'P' && grid[5][f] === '.') return { i, file: f, rank: 2, square: `${'abcdefgh'[f]}2` };
    }
    return null;
  });
  expect(target, 'a play board with a white pawn to press').not.toBeNull();
  const board = page.locator('berserker-board').nth(target.i);
  const svg = board.locator('.bb-fallback svg').first();
  await svg.scrollIntoViewIfNeeded();
  const before = await svg.boundingBox();
  // Watch the picture every frame from now until the live board is drawn.
  await board.evaluate((b) => {
    const pic = b.querySelector('.bb-fallback svg');
    window.__frames = [];
    const look = () => {
      const live = b.shadowRoot?.querySelector('.grid');
      if (!live && pic.checkVisibility()) {
        const r = pic.getBoundingClientRect();
        window.__frames.push({ x: r.x, y: r.y, w: r.width, h: r.height });
      }
      if (!live && window.__frames.length < 600) requestAnimationFrame(look);
    };
    look();
  });
  await page.mouse.move(before.x + ((target.file + 0.5) / 8) * before.width, before.y + ((8 - target.rank + 0.5) / 8) * before.height);
  await page.mouse.down();
  await page.mouse.up();
  await expect(board.locator('.grid'), 'pressing a still board makes it live in place').toBeAttached();
  const seen = await page.evaluate(() => window.__frames);
  const moved = seen.filter((f) => Math.abs(f.x - before.x) > 1 || Math.abs(f.y - before.y) > 1 || Math.abs(f.w - before.width) > 1 || Math.abs(f.h - before.height) > 1);
  expect(seen.length, 'frames watched before the live board was drawn').toBeGreaterThan(0);
  expect(moved, `the pressed board's picture keeps its place (±1 px) until the live board is drawn (${JSON.stringify(before)})`).toEqual([]);
  const after = await board.evaluate(async (el) => {
    await el.updateComplete;
    return { selected: el.selected ?? null, others: [...document.querySelectorAll('berserker-board')].filter((b) => b !== el && b.shadowRoot?.querySelector('.grid')).length };
  });
  expect(after, `the press picks up the pawn on ${target.square}, and only that board went live`).toEqual({ selected: target.square, others: 0 });
});

test('/rules/: a press at a placement turn: the panel appears and the board stays under the pointer', async ({ page }) => {
  await openRules(page);
  const i = await page.evaluate(() =>
    [...document.querySelectorAll('berserker-board')].findIndex((b) => /\bplaces\b/.test(b.querySelector('.bb-situation')?.textContent ?? '') && b.getAttribute('orientation') !== 'black'),
  );
  expect(i, 'a board at a placement turn').toBeGreaterThanOrEqual(0);
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
  expect(after.panel, 'the live board shows its placement panel').toBe(true);
  expect(Math.abs(after.x - before.x), `the board stays under the pointer (±1 px): ${JSON.stringify(after)} vs ${JSON.stringify(before)}`).toBeLessThanOrEqual(1);
  expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
});

test('/rules/: Flip and Reset under a still board work (it goes live for them)', async ({ page }) => {
  await openRules(page);
  const figs = page.locator('.diagram:has(> berserker-board[data-final-fen]):has([data-board-flip])');
  const listen = (fig) => fig.evaluate((f) => {
    const b = f.querySelector('berserker-board');
    b.__e2eErrors = [];
    b.addEventListener('error', (e) => b.__e2eErrors.push(e.detail.message));
  });
  const flipFig = figs.nth(0);
  await listen(flipFig);
  await flipFig.locator('[data-board-flip]').click();
  const flipped = await flipFig.evaluate(async (f) => {
    const b = f.querySelector('berserker-board');
    await b.updateComplete;
    return { orientation: b.orientation, live: !!b.shadowRoot.querySelector('.grid'), errors: b.__e2eErrors };
  });
  expect(flipped, 'Flip under a still board turns it').toEqual({ orientation: 'black', live: true, errors: [] });
  const resetFig = figs.nth(1);
  await listen(resetFig);
  await resetFig.locator('[data-board-reset]').click();
  await expect.poll(() => resetFig.evaluate(async (f) => {
    const b = f.querySelector('berserker-board');
    await b.updateComplete;
    return { position: b.fen === b.dataset.finalFen, live: !!b.shadowRoot.querySelector('.grid'), errors: b.__e2eErrors };
  }), 'Reset under a still board shows the diagram\'s position').toEqual({ position: true, live: true, errors: [] });
});

test('/rules/: Tab to a still board: a ringed tab stop; it goes live and focus lands, and stays, in its grid', async ({ page }) => {
  await openRules(page);
  let reached = null;
  for (let n = 0; n < 300 && !reached; n++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => {
      const a = document.activeElement;
      if (a?.localName !== 'berserker-board') return null;
      const inner = a.shadowRoot?.activeElement;
      const still = inner?.classList.contains('still') ?? false;
      return { i: [...document.querySelectorAll('berserker-board')].indexOf(a), still, ring: still ? getComputedStyle(inner).outlineStyle : null, live: !!a.shadowRoot.querySelector('.grid') };
    });
  }
  expect(reached, 'Tab reaches a board').not.toBeNull();
  // The live code may already be there (going live at once): the ring is checked when focus caught it still.
  if (!reached.live && reached.still) expect(reached.ring, 'the focused still board shows a focus ring').not.toBe('none');
  const inGrid = (i) => page.evaluate((k) => {
    const b = document.querySelectorAll('berserker-board')[k];
    return document.activeElement === b && !!b.shadowRoot?.activeElement?.closest('.grid');
  }, i);
  await expect.poll(() => inGrid(reached.i), 'the tabbed-to board goes live and focus lands in its grid').toBe(true);
  // …and stays there once the board has settled: its update done, its viewer loaded (a board with moves
  // grows its step buttons), a frame drawn.
  const board = page.locator('berserker-board').nth(reached.i);
  if (await board.evaluate(async (el) => (await el.updateComplete, el.history.length > 0))) await expect(board.locator('[part~="nav"]')).toBeAttached();
  await frames(page);
  expect(await inGrid(reached.i), 'focus stays in the live grid').toBe(true);
});

test('the header parsed in two parts: not drawn until whole, and nothing shifts', async ({ page, context, baseURL }) => {
  const html = await (await fetch(`${baseURL}/rules/`)).text();
  const cut = html.indexOf('<button type="button" class="icon-button theme-toggle"');
  expect(cut, 'the theme button is in /rules/').toBeGreaterThan(0);
  // /rules/ from a proxy that sends the page up to the middle of the header, waits for the test's word,
  // then sends the rest (the parser may stop anywhere on a slow machine).
  let sendRest;
  const rest = new Promise((r) => (sendRest = r));
  const server = createServer(async (req, res) => {
    if (req.url === '/rules/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      await rest;
      return res.end(html.slice(cut));
    }
    const r = await fetch(baseURL + req.url);
    res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await r.arrayBuffer()));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  try {
    await context.addInitScript(watchShifts);
    const loaded = page.goto(`http://127.0.0.1:${server.address().port}/rules/`);
    // While the rest of the header is held back: the part parsed is there, and not drawn.
    await page.locator('.search-form').waitFor({ state: 'attached' });
    // And the page's style sheets: until they have loaded nothing is drawn anyway, and the header's
    // computed style is the browser's default (on a busy machine the HTML can outrun the CSS).
    await page.waitForFunction(() => [...document.querySelectorAll('link[rel="stylesheet"]')].every((l) => l.sheet));
    const half = await page.evaluate(() => ({ toggle: !!document.querySelector('.theme-toggle'), visibility: getComputedStyle(document.querySelector('.header-inner')).visibility, height: document.querySelector('.site-header').getBoundingClientRect().height > 0 }));
    expect(half, 'half parsed, the header is not drawn (its box kept)').toEqual({ toggle: false, visibility: 'hidden', height: true });
    sendRest();
    await loaded;
    await frames(page);
    const done = await page.evaluate(() => ({ visibility: getComputedStyle(document.querySelector('.header-inner')).visibility, shifts: window.__shifts }));
    expect(done, 'whole, the header is drawn and nothing shifted').toEqual({ visibility: 'visible', shifts: [] });
  } finally {
    sendRest();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});
