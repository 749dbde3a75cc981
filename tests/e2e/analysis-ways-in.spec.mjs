/**
 * The ways into the analysis board (issue 26, item 4), in Chromium: Play's "Analyse this game" (a game
 * against the computer while it goes on, a game between two people only once it is over), the Puzzles
 * page's "Analyse this position" once a puzzle is shown, the board editor's link, and the element's
 * menu item — each followed to /analysis/, which must show that game or position.
 */
import { test, expect } from './fixtures.mjs';
import { playPage, savedGame } from './play-page.mjs';
import { puzzlesPage } from './puzzles-page.mjs';

/** Follows `link` and waits for the analysis page; its board's game, position and shown move. */
async function followTo(page, link, { newTab = false } = {}) {
  // A link that opens a new tab (the element's menu) is followed in this one.
  if (newTab) await page.goto(await link.getAttribute('href'));
  else await link.click();
  await page.waitForURL(/\/analysis\//);
  await page.locator('[data-analysis][data-ready]').waitFor({ state: 'attached' });
  return page.evaluate(() => {
    const b = document.querySelector('#analysis-board');
    return { pgn: b.pgn, fen: b.fen, path: b.path, sans: b.history.map((m) => m.san), problem: document.querySelector('[data-problem]')?.hidden === false };
  });
}

test('Play: a game against the computer is analysed while it goes on; two players at one screen only once it is over', async ({ sitePage: page }) => {
  const p = playPage(page);
  const link = page.locator('[data-analyse]');
  await p.openWith(savedGame({ settings: { opponent: 'human' }, moves: ['e4', 'e5', 'Nf3'] }));
  await expect(link, 'a game between two people: not while it goes on').toBeHidden();

  await p.openWith(savedGame({ settings: { opponent: 'human' }, moves: ['e4', 'e5', 'Nf3'], ending: { result: '0-1', reason: 'resignation', winner: 'black' } }));
  await expect(link, 'the same game once over').toBeVisible();

  await p.openWith(savedGame({ settings: { variant: 'berserker', rules: 'ohNo=on' }, moves: ['e3', 'e5'] }));
  await p.waitHumanTurn();
  await expect(link, 'against the computer: while it goes on').toBeVisible();
  const sans = await p.sans();
  const shown = await followTo(page, link);
  expect(shown.problem).toBe(false);
  expect(shown.sans.slice(0, sans.length), 'the game\'s moves').toEqual(sans);
  expect(shown.pgn).toContain('[Rules "ohNo=on"]');
});

test('Puzzles: once shown, "Analyse this position" opens the puzzle\'s game at its position', async ({ sitePage: page }) => {
  const p = puzzlesPage(page);
  await p.open();
  const id = await p.id();
  const all = await p.data();
  const target = all.find((x) => x.id === id);
  await page.locator('[data-puzzle-show]').click();
  const link = page.locator('[data-puzzle-analyse]');
  await expect(link).toBeVisible();
  // The whole solution is on the board before the link is followed.
  await expect.poll(p.plies).toBe((target.opponentMove ? 1 : 0) + target.solution.length);
  const shown = await followTo(page, link);
  expect(shown.problem).toBe(false);
  expect(shown.path, 'at the puzzle\'s position').toBe(target.opponentMove ? '0' : '');
  expect(shown.pgn).toContain(`[FEN "${target.fen}"]`);
  expect(shown.sans).toEqual([...(target.opponentMove ? [target.opponentMove] : []), ...target.solution].slice(0, shown.sans.length));
});

test('the board editor and the element\'s menu open the analysis board with their position or game', async ({ sitePage: page }) => {
  await page.goto('/embed/');
  const editorLink = page.locator('[data-editor-analyse]');
  await expect(editorLink).toBeVisible();
  const fen = await page.locator('[data-editor-fen]').inputValue();
  let shown = await followTo(page, editorLink);
  expect([shown.problem, shown.fen, shown.sans]).toEqual([false, fen, []]);

  // A game on a page of the site, its menu's Analyse item.
  await page.goto('/notation/');
  await page.evaluate(() => {
    const el = document.createElement('berserker-board');
    el.id = 'menu-board';
    el.setAttribute('variant', 'berserker');
    el.setAttribute('menu', '');
    el.setAttribute('moves', '1. e3 e5 2. Nb1=Z');
    document.querySelector('main').prepend(el);
  });
  const board = page.locator('#menu-board');
  await board.evaluate(async (el) => { await customElements.whenDefined('berserker-board'); await el.updateComplete; });
  await board.locator('.menu > button').click();
  const item = board.locator('.pop a', { hasText: 'Analyse' });
  await expect(item).toBeVisible();
  expect(await item.getAttribute('href')).toMatch(/\/analysis\/#pgn=/);
  shown = await followTo(page, item, { newTab: true });
  expect(shown.sans).toEqual(['e3', 'e5', 'Nb1=Z']);
});

test('the analysis board\'s "Edit this position" sets the shown position up in the board editor', async ({ sitePage: page }) => {
  const pgn = '[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 e5 2. Nb1=Z Nf6 *';
  await page.goto('about:blank');
  await page.goto(`/analysis/#pgn=${encodeURIComponent(pgn)}&path=0.0.0`);
  await page.locator('[data-analysis][data-ready]').waitFor({ state: 'attached' });
  const fen = await page.locator('#analysis-board').evaluate((el) => el.fen);
  await page.locator('[data-export-editor]').click();
  await page.waitForURL(/\/embed\/#editor=/);
  await expect(page.locator('[data-editor-fen]'), 'the editor has the position shown').toHaveValue(fen);
  await expect(page.locator('[data-editor-paste-status]')).not.toHaveClass(/error/);
  const out = await page.locator('[data-editor]').evaluate((el) => ({ rules: el.editorOutput.rules, ok: el.editorOutput.ok }));
  expect(out).toEqual({ rules: 'ohNo=on', ok: true });
  await expect(page.locator('[data-editor]')).toBeInViewport();
});
