/**
 * The iframe page (/embed/frame/) inside a host page on another origin, at 390 and 1280 px: the board
 * fills its frame with no scrollbar, a game opens at its last move and steps from its move list, a move
 * is played by clicking squares (the board keeps its size; a placement turn's panel cuts nothing off
 * sideways; after the placement the board fills its frame again); a mistyped parameter and a bad value
 * are named; a transparent background shows the host through; lang=de makes the board German. The page
 * is watched under its CSP like every page (the fixture).
 */
import { test as base, expect, shot } from './fixtures.mjs';
import { hostPage, hostServer } from './embed-hosts.mjs';

const test = base.extend({
  hosts: async ({}, use) => {
    const hosts = await hostServer();
    await use(hosts);
    await hosts.close();
  },
});

const PGN = '[Event "Embed test"]\n[Variant "Berserker"]\n\n1. e3 e5 2. Ng1=Z {The g1 knight becomes White\'s Berserker.} 2... d5 3. Be2 e4 4. Zf3 exf3 5. Zf1 fxe2 6. Qxe2 *';

/** Looks inside a frame showing the iframe page: its size, scrollbars, the board and what is wrong. */
const inspect = (frame) =>
  frame.evaluate(() => {
    const html = document.documentElement;
    const el = document.querySelector('berserker-board');
    const r = el?.getBoundingClientRect();
    const b = el?.shadowRoot?.querySelector('[part~="board"]')?.getBoundingClientRect();
    const problems = document.querySelector('[data-frame-problems]');
    return {
      width: html.clientWidth,
      height: html.clientHeight,
      scroll: [html.scrollWidth, html.scrollHeight, document.body.scrollWidth, document.body.scrollHeight],
      el: r ? [r.left, r.top, r.width, r.height] : null,
      board: b ? [b.width, b.height] : null,
      error: el?.shadowRoot?.querySelector('[part~="error"]')?.textContent?.trim() ?? null,
      problems: problems && !problems.hidden ? problems.textContent : null,
      background: getComputedStyle(html).backgroundColor,
      ply: el?.ply,
      plies: el?.history.length,
    };
  });

/** The board fills the frame (as wide, or as tall within a step button's height), square, no scrollbar. */
const fits = (s) =>
  !!s.el && !!s.board &&
  Math.max(s.scroll[0], s.scroll[2]) <= s.width && Math.max(s.scroll[1], s.scroll[3]) <= s.height &&
  s.el[0] >= 0 && s.el[1] >= 0 && s.el[0] + s.el[2] <= s.width + 0.5 && s.el[1] + s.el[3] <= s.height + 0.5 &&
  Math.abs(s.board[0] - s.board[1]) < 1 &&
  (s.el[2] >= s.width - 2 || s.el[3] >= s.height - 48);

for (const [label, viewport, frameW, frameH] of [
  ['phone', { width: 390, height: 844 }, '100%', 640],
  ['desktop', { width: 1280, height: 900 }, '960', 560],
]) {
  test.describe(label, () => {
    test.use({ viewport, hasTouch: label === 'phone', isMobile: label === 'phone' });

    test(`the iframe page in a host page (${label}): a game and a board to play on fill their frames`, async ({ page, hosts, baseURL }) => {
      const address = (params) => `${baseURL}/embed/frame/?${new URLSearchParams(params)}`;
      const frame = (src, title) => `<iframe src="${src.replace(/&/g, '&amp;')}" title="${title}" width="${frameW}" height="${frameH}" loading="lazy" style="border:1px solid #999;display:block;box-sizing:border-box"></iframe>`;
      const body = `<style>body{font:16px/1.5 Georgia,serif;max-width:1000px;margin:0 auto;padding:8px}</style>
        <h1>My chess blog</h1><p>A game, then a board to try it on:</p>
        ${frame(address({ pgn: PGN, coordinates: '' }), 'The game, step by step')}
        <p>Your turn:</p>
        ${frame(address({ mode: 'play' }), 'A board to play on')}
        <p>That’s all.</p>`;
      await page.goto(hosts.add(`/host-${label}.html`, hostPage('', body)));
      // The second frame loads lazily: bring it into view, then wait for both frames' boards.
      await page.locator('iframe').nth(1).scrollIntoViewIfNeeded();
      const gameFrame = page.frameLocator('iframe >> nth=0');
      const playFrame = page.frameLocator('iframe >> nth=1');
      await expect(gameFrame.locator('berserker-board').locator('[part~="moves"]'), 'the game loads (another origin) with its move list').toBeAttached();
      await expect(playFrame.locator('berserker-board').locator('[part~="board"]'), 'the board to play on loads').toBeAttached();
      const [game, play] = page.frames().filter((f) => f.url().includes('/embed/frame/'));

      await page.locator('iframe').first().scrollIntoViewIfNeeded();
      await expect.poll(async () => fits(await inspect(game)), 'the game fills its frame, no scrollbar, square board').toBe(true);
      const g = await inspect(game);
      expect([g.error, g.problems], 'the game shows no error and no problem').toEqual([null, null]);
      expect(g.ply, 'the game opens at its last move').toBe(11);
      await shot(page, `embed-frame-${label}`, { fullPage: true });
      // Step: click the first move in the list.
      await gameFrame.locator('berserker-board').locator('[part~="move"]').first().click();
      await expect.poll(async () => { const s = await inspect(game); return s.ply === 1 && fits(s); }, 'a click on the move list steps the game').toBe(true);

      await page.locator('iframe').nth(1).scrollIntoViewIfNeeded();
      await expect.poll(async () => fits(await inspect(play)), 'the board to play on fills its frame, no scrollbar').toBe(true);
      const before = await inspect(play);
      // Moves by clicking squares (the grid's cells: a1 = 0 … h8 = 63): e2-e3, then e7-e5, which gives
      // White a Berserker placement turn (a panel under the board).
      const cell = (i) => playFrame.locator('berserker-board').locator(`[role="gridcell"][data-sq="${i}"]`);
      const move = async (from, to, plies) => {
        await cell(from).click();
        await cell(to).click();
        await expect.poll(() => play.evaluate(() => document.querySelector('berserker-board').history.length)).toBe(plies);
      };
      await move(12, 20, 1);
      // After the first move the move list appears: the board keeps its size.
      await expect.poll(async () => { const s = await inspect(play); return fits(s) && Math.abs(s.board[0] - before.board[0]) < 1; }, 'after the first move the board keeps its size').toBe(true);
      // A placement turn's panel may not fit a short frame beside a full board: the board shrinks, and
      // what still does not fit scrolls, down only.
      await move(52, 36, 2);
      await expect(playFrame.locator('berserker-board').locator('[part~="placement"]'), 'on a placement turn the panel shows').toBeVisible();
      await expect.poll(async () => {
        const s = await inspect(play);
        return s.scroll[0] <= s.width && s.scroll[2] <= s.width && Math.abs(s.board[0] - s.board[1]) < 1;
      }, 'nothing is cut off sideways, the board square').toBe(true);
      await shot(page, `embed-frame-${label}-placement`, { fullPage: true });
      // The placement (Black puts White's Berserker on b1's knight), by the element's API.
      await play.evaluate(() => document.querySelector('berserker-board').play('Nb1=Z'));
      await expect.poll(async () => { const s = await inspect(play); return s.plies === 3 && fits(s); }, 'after the placement the board fills its frame again, no scrollbar').toBe(true);
      await shot(page, `embed-frame-${label}-played`, { fullPage: true });
    });
  });
}

test.describe('a small frame', () => {
  test.use({ viewport: { width: 480, height: 520 } });

  test('mistakes in the address are named; a transparent frame shows the host through', async ({ page }) => {
    await page.goto('/embed/frame/?fenn=8/8/8/8/8/8/8/K6k+w+-+-+0+1&mode=dance');
    await expect(page.locator('berserker-board').locator('[part~="error"]')).toBeAttached();
    const bad = await inspect(page.mainFrame());
    expect(bad.problems, 'a mistyped parameter is named, with the one meant').toContain('Unknown parameter "fenn": did you mean "fen"?');
    expect(bad.error, 'a bad value is named by the element').toMatch(/mode/);
    expect(bad.error).toMatch(/dance/);
    expect(fits(bad) || (bad.scroll[1] <= bad.height && bad.scroll[0] <= bad.width), `with the messages the page still fits the frame: ${JSON.stringify(bad)}`).toBe(true);
    await page.goto('/embed/frame/?background=transparent');
    await expect(page.locator('berserker-board').locator('[part~="board"]')).toBeAttached();
    const clear = await inspect(page.mainFrame());
    expect([clear.background, clear.problems], 'background=transparent lets the host page show through').toEqual(['rgba(0, 0, 0, 0)', null]);
  });

  test('lang= is the board\'s language: a frame in German (its table loaded from beside the script)', async ({ page }) => {
    await page.goto('/embed/frame/?variant=chess&moves=1.+e4+e5&lang=de');
    const board = page.locator('berserker-board');
    await expect(board, 'lang is passed on as the board\'s attribute').toHaveAttribute('lang', 'de');
    // packages/board/src/lang/de.ts: 'status.toMove' is '{color} am Zug'.
    await expect(board.locator('[part~="status"]'), 'the board says whose move it is in German').toContainText('Weiß am Zug');
    expect((await inspect(page.mainFrame())).problems, 'lang is a parameter the frame knows').toBeNull();
  });
});

test.describe('a 400×440 frame with five unknown parameters (issue 28)', () => {
  test.use({ viewport: { width: 400, height: 440 } });

  test('the problems are one short line each and never hide the board', async ({ page }) => {
    const unknown = ['size', 'colour', 'autoplay', 'speed', 'x'.repeat(300)].map((n) => `${n}=1`).join('&');
    await page.goto(`/embed/frame/?${unknown}&variant=chess&moves=1.+e4+e5`);
    await expect(page.locator('berserker-board').locator('[part~="board"]')).toBeVisible();
    const items = page.locator('[data-frame-problems] li');
    await expect(items).toHaveCount(5);
    const lines = await items.evaluateAll((lis) => lis.map((li) => ({ text: li.textContent, height: li.getBoundingClientRect().height, title: li.title })));
    for (const l of lines) {
      expect(l.text.length, `one short line: ${l.text}`).toBeLessThan(90);
      expect(l.height, 'one line tall').toBeLessThan(24);
    }
    // The board is wholly in view, below the list, and more than 250 px square — once the frame page has
    // fitted it: the script draws a game's board at once, at the frame's width, and the fit follows.
    const placed = async () => {
      const box = await page.locator('berserker-board').locator('[part~="board"]').boundingBox();
      const list = await page.locator('[data-frame-problems]').boundingBox();
      return { belowTheList: box.y >= list.y + list.height - 1, inTheFrame: box.y + box.height <= 440.5, mostOfTheFrame: box.height > 250 };
    };
    await expect.poll(placed, 'the fitted board: below the list, wholly in the frame, most of it').toEqual({ belowTheList: true, inTheFrame: true, mostOfTheFrame: true });
    await shot(page, 'embed-frame-problems-400x440');
  });
});
