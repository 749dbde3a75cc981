/**
 * The Play page survives what it cannot control (issue 17), each case in a fresh browser context: a
 * worker that does not load or hangs (Stop always works, the player is told, and a fresh worker is
 * tried), and storage that is full, blocked or holds a game of another version (reported once, on
 * screen; the other game kept). Nothing is thrown meanwhile (the fixture's watch).
 */
import { test, expect, sqIndex } from './fixtures.mjs';
import { KEY, playPage } from './play-page.mjs';

const WORKER = '**/search-worker*.js';

/** A new game against the Beginner in which the computer moves first. */
async function computerFirst(page) {
  const form = page.locator('[data-play-setup]');
  await form.locator('select[name="variant"]').selectOption('chess');
  await form.locator('select[name="colour"]').selectOption('black');
  await form.locator('button[type="submit"]').click();
}

/** The thinking box says the computer could not move, and offers to try again. */
const told = (page) => expect.poll(() => page.evaluate(() => !document.querySelector('[data-thinking-box]').hidden && document.querySelector('[data-action="stop"]').textContent)).toBe('Try again');

test('the worker\'s script does not load: the player is told, and "Try again" (a fresh worker) works', async ({ page, context, problems }) => {
  // The aborted script is reported by the browser; that is the point here.
  problems.allow(/^console \/play\/: Failed to load resource: net::ERR_FAILED$/);
  const p = playPage(page);
  await p.open();
  await context.route(WORKER, (route) => route.abort());
  await computerFirst(page);
  await told(page);
  expect(await p.status(), 'the computer says it could not move instead of thinking for good').toMatch(/The computer could not move/);
  expect(await p.notice()).toMatch(/stopped working/);
  await context.unroute(WORKER);
  await page.locator('[data-action="stop"]').click();
  await p.waitHistory(1); // "Try again" starts a fresh worker and the computer moves
  // The next game after a failure must not wait for good either.
  await context.route(WORKER, (route) => route.abort());
  await page.reload();
  await page.locator('[data-play][data-ready]').waitFor({ state: 'attached' });
  await computerFirst(page);
  await told(page);
  await context.unroute(WORKER);
  await computerFirst(page);
  await p.waitHistory(1); // the next game (the computer moves first) gets a move from a fresh worker
});

test('the worker loads but never answers: Stop ends the wait and says so; "Try again" gets a move', async ({ page, context }) => {
  const p = playPage(page);
  await p.open();
  await context.route(WORKER, (route) => route.fulfill({ contentType: 'text/javascript', body: "self.postMessage({ type: 'ready' }); self.onmessage = () => {};" }));
  await computerFirst(page);
  await expect(page.locator('[data-thinking-box]')).toBeVisible();
  await page.locator('[data-action="stop"]').click();
  await told(page);
  expect(await p.notice(), 'Stop ends the thinking and tells the player').toMatch(/did not answer/);
  await context.unroute(WORKER);
  await page.locator('[data-action="stop"]').click();
  await p.waitHistory(1);
});

test('full storage: one visible warning, and the game goes on', async ({ page, context }) => {
  await context.addInitScript(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (k === 'berserker-chess:play') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return set.call(this, k, v);
    };
  });
  const p = playPage(page);
  await p.open();
  await page.locator(`#play-board [role="gridcell"][data-sq="${sqIndex('e2')}"]`).click();
  await page.locator(`#play-board [role="gridcell"][data-sq="${sqIndex('e4')}"]`).click();
  // Berserker Chess: 1. e4 triggers, and White (you) places Black's Berserker next.
  await p.waitHistory(1);
  const warning = page.locator('[data-storage-warning]');
  await expect(warning).toBeVisible();
  await expect(warning.locator('p'), 'a warning, once').toHaveCount(1);
  await expect(warning).toContainText('will not survive a reload');
  await expect(page.locator('[data-status]'), 'the game goes on').toContainText('Your decision');
});

test('storage switched off (reading it throws): a warning, and the game goes on', async ({ page, context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
  });
  await playPage(page).open();
  await expect(page.locator('[data-storage-warning]')).toBeVisible();
  await expect(page.locator('[data-storage-warning]')).toContainText('does not let the page use its storage');
});

test('another version\'s game: kept under its own key, said so, never overwritten', async ({ page }) => {
  const theirs = JSON.stringify({ version: 2, game: '1. e4 e5 2. Nf3', note: 'from a newer page' });
  await page.goto('/search/');
  await page.evaluate(([k, t]) => localStorage.setItem(k, t), [KEY, theirs]);
  await playPage(page).open();
  await expect(page.locator('[data-storage-warning]'), 'the page says where the other game is kept').toBeVisible();
  await expect(page.locator('[data-storage-warning]')).toContainText('berserker-chess:play:v2');
  const kept = await page.evaluate(() => ({ aside: localStorage.getItem('berserker-chess:play:v2'), main: JSON.parse(localStorage.getItem('berserker-chess:play')).version }));
  expect(kept, 'the other game is kept, untouched, and this page saves its own').toEqual({ aside: theirs, main: 1 });
});
