/**
 * Phones (issue 29, item 4). On a touch screen (390×844, `pointer: coarse`) every control a finger
 * uses is at least 44 px each way: the site header's links and its search and theme buttons; the
 * board's step buttons, moves, menu and its items, game picker and "Discard your moves"; a board to
 * play on's placement and promotion choosers and move box; a puzzle's buttons. The iframe the Embed page
 * recommends, pasted into another site's page on a phone, has the move list below a board as wide as
 * the frame; so does the iframe page at 390 px, and a board in a 390 px column of a 1280 px page. A game
 * kept in place by the Embed page's height CSS does not move on a touch screen either (its step
 * buttons are taller there, and the CSS has a line for that).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, frames, sqIndex, shot, watchShifts } from './fixtures.mjs';
import { hostPage, hostServer } from './embed-hosts.mjs';
import { ROOT } from './paths.mjs';

const test = base.extend({
  hosts: async ({}, use) => {
    const hosts = await hostServer();
    await use(hosts);
    await hosts.close();
  },
});

/** Two games (a picker), the first ending with White to move (the reader may add a3). */
const GAMES = [
  '[Event "Phone test"]\n[White "Ann"]\n[Black "Ben"]\n[Variant "Berserker"]\n\n1. e3 e5 2. Ng1=Z {The knight becomes a Berserker.} 2... d5 3. Be2 e4 *',
  '[Event "Phone test 2"]\n[Variant "Berserker"]\n\n1. d4 d5 *',
].join('\n\n');

/** The frame page's address for these parameters (its query: the element's attributes). */
const framePage = (params) => `/embed/frame/?${new URLSearchParams(params)}`.replace(/=(&|$)/g, '$1');

/**
 * The controls in `where` (the site header, or every board's shadow root) that show and are smaller
 * than 44 px either way, and how many were measured.
 */
const smallControls = (target, where) =>
  target.evaluate((where) => {
    const roots = where === 'header' ? [document.querySelector('.site-header')] : [...document.querySelectorAll('berserker-board')].map((b) => b.shadowRoot);
    const small = [];
    let n = 0;
    for (const root of roots)
      for (const e of root.querySelectorAll('button, a[href], select, input, summary, [role="button"]')) {
        const r = e.getBoundingClientRect();
        if (!r.width || !r.height || getComputedStyle(e).visibility === 'hidden') continue;
        n++;
        if (r.width < 43.5 || r.height < 43.5) small.push(`${(e.getAttribute('aria-label') || e.textContent).trim().slice(0, 30)}: ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    return { n, small };
  }, where);

/** The board's and the move list's boxes, and the width of the page the board is in. */
const layoutOf = (target) =>
  target.evaluate(() => {
    const el = document.querySelector('berserker-board');
    const box = (sel) => {
      const r = el.shadowRoot.querySelector(sel)?.getBoundingClientRect();
      return r ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width } : null;
    };
    return { page: document.documentElement.clientWidth, element: el.getBoundingClientRect().width, board: box('[part~="board"]'), list: box('.side') };
  });

/** The list is below the board, the board as wide as `width` (within a pixel), the list as wide as the board. */
const stackedFullWidth = (l, width) =>
  !!l.board && !!l.list && l.list.top >= l.board.bottom - 0.5 && Math.abs(l.board.width - width) <= 1 && Math.abs(l.list.width - l.board.width) <= 1;

/** The square `name`'s cell on the page's board (a1 = 0 … h8 = 63). */
const cellOf = (page, name) => page.locator('berserker-board').locator(`[role="gridcell"][data-sq="${sqIndex(name)}"]`);

const liveBoard = (target) =>
  target.waitForFunction(() => {
    const el = document.querySelector('berserker-board');
    return !!el?.shadowRoot?.querySelector('[part~="board"] [role="gridcell"]');
  });

/** The Embed page's CSS that keeps a game's place (its game-reserve block), as the page gives it. */
function reserveCss() {
  const m = /\{\/\* game-reserve[^}]*\}\s*```html\s*([\s\S]*?)```/.exec(readFileSync(join(ROOT, 'content', 'guides', 'embed.mdx'), 'utf8'));
  if (!m) throw new Error('content/guides/embed.mdx has no game-reserve CSS block');
  return m[1].replace(/<\/?style>/g, '').trim();
}

test.describe('a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a game on another site\'s page with the Embed page\'s height CSS: nothing moves from before the script runs until its move list is there', async ({ page, context, hosts, baseURL }) => {
    // Each stage held until the test has seen the one before it painted: the page without the script,
    // the script's drawing of the game, then the live file and the viewer.
    let releaseScript, releaseRest;
    const scriptHeld = new Promise((r) => (releaseScript = r));
    const restHeld = new Promise((r) => (releaseRest = r));
    await page.route(/\/berserker-board\.js$/, async (route) => { await scriptHeld; await route.continue(); });
    await page.route(/\/berserker-board\.(bundle\.live|viewer)\.js$/, async (route) => { await restHeld; await route.continue(); });
    await context.addInitScript(watchShifts);
    const pgn = GAMES.split('\n\n[Event "Phone test 2"]')[0];
    const body = `<style>body{font:16px/1.5 Georgia,serif;margin:0;padding:0 12px}${reserveCss()}</style><p>Before the game.</p>
      <berserker-board class="game"><script type="application/x-chess-pgn">${pgn}</script></berserker-board><p class="after">After the game.</p>`;
    // Not until "load": the page's module script is held back, and the load event waits for it.
    await page.goto(hosts.add('/reserve.html', hostPage(`<script type="module" src="${baseURL}/berserker-board.js"></script>`, body)), { waitUntil: 'commit' });
    const after = page.locator('p.after');
    await after.waitFor();
    await frames(page);
    const place = () => page.evaluate(() => {
      const r = (e) => { const b = e.getBoundingClientRect(); return [Math.round(b.top), Math.round(b.height)]; };
      return { host: r(document.querySelector('berserker-board')), after: r(document.querySelector('p.after')) };
    });
    const before = await place();
    releaseScript();
    await page.waitForFunction(() => !!document.querySelector('berserker-board')?.shadowRoot?.querySelector('.board svg'));
    await frames(page);
    expect(await place(), 'drawn by the script, as the CSS held it').toEqual(before);
    releaseRest();
    await expect(page.locator('berserker-board').locator('[part~="moves"] [part~="move"]').first()).toBeVisible();
    await frames(page);
    expect(await place(), 'with the viewer and its move list').toEqual(before);
    expect(await page.evaluate(() => window.__shifts), 'no layout shift (CLS 0)').toEqual([]);
  });

  test('the emulated phone has a coarse pointer, as the rules below need', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'pointer: coarse').toBe(true);
  });

  test('the site header: its links and its search and theme buttons are 44 px each way', async ({ page }) => {
    await page.goto('/rules/');
    const header = await smallControls(page, 'header');
    expect(header.n, 'the brand, the navigation, the search and theme buttons').toBeGreaterThanOrEqual(11);
    expect(header.small, 'controls under 44 px').toEqual([]);
    await shot(page.locator('.site-header'), 'phone-header');
  });

  test('the iframe page at 390 px: the list below a full-width board; every viewer control 44 px, the menu\'s too', async ({ page }) => {
    await page.goto(framePage({ pgn: GAMES, menu: '', coordinates: '' }));
    await expect(page.locator('berserker-board').locator('[part~="moves"]')).toBeVisible();
    await expect.poll(async () => stackedFullWidth(await layoutOf(page), 390), 'the list below a board as wide as the frame').toBe(true);
    await expect(page.locator('berserker-board').locator('select'), 'the game picker').toBeVisible();
    // A move of the reader's own (a2-a3 by tapping the squares): "Discard your moves" shows.
    await cellOf(page, 'a2').click();
    await cellOf(page, 'a3').click();
    await expect(page.locator('berserker-board').locator('button.discard')).toBeVisible();
    // The four step buttons stay on one row; Discard and Menu wrap below them.
    const tops = await page.locator('berserker-board').locator('[part~="nav"] button').evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size, `the step buttons' rows (tops ${tops})`).toBe(1);
    let c = await smallControls(page, 'boards');
    expect(c.n, 'the picker, the step buttons, the moves, Discard, Menu').toBeGreaterThanOrEqual(12);
    expect(c.small, 'viewer controls under 44 px').toEqual([]);
    await page.locator('berserker-board').getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('berserker-board').locator('.pop a').first()).toBeVisible();
    c = await smallControls(page, 'boards');
    expect(c.small, 'with the menu open: controls under 44 px').toEqual([]);
    await shot(page, 'phone-frame-390-menu');
  });

  test('a board to play on: the placement chooser, the move box and the promotion chooser are 44 px each way', async ({ page }) => {
    await page.goto(framePage({ mode: 'play' }));
    await liveBoard(page);
    const cell = (name) => cellOf(page, name);
    for (const [from, to] of [['e2', 'e3'], ['e7', 'e5']]) {
      await cell(from).click();
      await cell(to).click();
    }
    // 1. e3 e5: Black places White's Berserker, on the b1 or the g1 knight: a button for each.
    await expect(page.locator('berserker-board').getByRole('button', { name: 'Knight b1' })).toBeVisible();
    let c = await smallControls(page, 'boards');
    expect(c.n, 'the knights, the step buttons, the move box and its button').toBeGreaterThanOrEqual(6);
    expect(c.small, 'play controls under 44 px').toEqual([]);

    await page.goto(framePage({ mode: 'play', variant: 'chess', fen: '4k3/P7/8/8/8/8/8/4K3 w - - 0 1' }));
    await liveBoard(page);
    await cell('a7').click();
    await cell('a8').click();
    await expect(page.locator('berserker-board').locator('[part~="promotion"]')).toBeVisible();
    c = await smallControls(page, 'boards');
    expect(c.small, 'promotion chooser: controls under 44 px').toEqual([]);
  });

  test('a puzzle: its buttons are 44 px each way', async ({ page }) => {
    await page.goto(framePage({ mode: 'puzzle', fen: '6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t', solution: 'Zf7#', 'mate-in': '1' }));
    await liveBoard(page);
    await expect(page.locator('berserker-board').getByRole('button', { name: 'Hint' })).toBeVisible();
    const c = await smallControls(page, 'boards');
    expect(c.small, 'puzzle controls under 44 px').toEqual([]);
  });

  test('the Embed page\'s iframe snippet, pasted into another site\'s page: the frame takes the column\'s width and the list goes below a full-width board', async ({ page, hosts, baseURL }) => {
    await page.goto('/embed/');
    const snippet = (await page.locator('.frame-demo .code-block pre').textContent()).trim();
    expect(snippet, 'the recommended iframe follows the page\'s width').toMatch(/^<iframe [^>]*style="width:100%;max-width:\d+px;height:auto;aspect-ratio:\d+\/\d+/);
    expect(snippet, 'its address is absolute, for another site').toContain(`src="${baseURL}/embed/frame/?`);
    // The Embed page's own demo frame is sized as its snippet says.
    const demo = page.locator('iframe.frame-demo-frame');
    await demo.scrollIntoViewIfNeeded();
    const main = await page.locator('main').boundingBox();
    const d = await demo.boundingBox();
    expect(d.width, 'the demo frame is as wide as the column').toBeGreaterThan(main.width - 40);
    const body = `<style>body{font:16px/1.5 Georgia,serif;margin:0;padding:0 12px}</style><h1>My chess blog</h1><p>The game:</p>${snippet}<p>That’s all.</p>`;
    await page.goto(hosts.add('/phone-post.html', hostPage('', body)));
    const frameEl = page.locator('iframe');
    await frameEl.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('iframe').locator('berserker-board').locator('[part~="moves"]')).toBeVisible();
    const frame = page.frames().find((f) => f.url().includes('/embed/frame/'));
    const box = await frameEl.boundingBox();
    expect(Math.round(box.width), 'the frame is the column\'s width').toBe(390 - 24);
    await expect.poll(async () => stackedFullWidth(await layoutOf(frame), box.width), 'in the frame, the list below a board as wide as the frame').toBe(true);
    await expect.poll(() => frame.evaluate(() => document.documentElement.classList.contains('overflows')), 'the whole game fits the frame: nothing scrolls').toBe(false);
    await frames(page);
    await shot(page, 'phone-embed-iframe-390', { fullPage: true });
  });
});

test.describe('a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a game in a 390 px column of a 1280 px page has its list below a board as wide as the column', async ({ page, hosts, baseURL }) => {
    const pgn = GAMES.split('\n\n[Event "Phone test 2"]')[0];
    const body = `<style>body{font:16px/1.5 Georgia,serif;margin:0;display:flex;gap:24px;padding:16px}main{flex:1}aside{flex:none;width:390px}</style>
      <main><h1>My chess blog</h1><p>${'Words of the post. '.repeat(60)}</p></main>
      <aside><h2>Game of the week</h2><berserker-board menu coordinates><script type="application/x-chess-pgn">${pgn}</script></berserker-board></aside>`;
    await page.goto(hosts.add('/column.html', hostPage(`<script type="module" src="${baseURL}/berserker-board.js"></script>`, body)));
    await expect(page.locator('berserker-board').locator('[part~="moves"]')).toBeVisible();
    await expect.poll(async () => stackedFullWidth(await layoutOf(page), 390), 'the list below a board as wide as the column').toBe(true);
    await shot(page, 'desktop-column-390-viewer', { fullPage: true });
  });
});
