/**
 * The Play page's games to their ends, in Chromium: two players at one screen (both sides and a
 * placement by clicks, clocks, a draw by agreement with its PGN result), a flag fall, a draw offer the
 * computer judges, a checkmate restored from a saved game, Game of Pawns' hidden first move (against
 * the computer, and at one screen: saved but shown nowhere until Black has chosen), and Oh No! between
 * two players (the record survives a reload and the PGN). No horizontal overflow at 1280 and 390 px
 * at the ends.
 */
import { test, expect, expectNoOverflowAt, shot } from './fixtures.mjs';
import { playPage, readBack, savedGame } from './play-page.mjs';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('two players at one screen: both sides by clicks, a placement, clocks, a draw by agreement', async ({ page }) => {
  const p = playPage(page);
  // The page's time is the test's: it stands still until the test lets it run (page.clock).
  await page.clock.install();
  await p.open();
  await page.clock.pauseAt(Date.now() + 1000);
  await p.newGame({ opponent: 'human', variant: 'berserker', clock: '5+3' });
  expect(await p.board.evaluate((el) => el.player), 'the board lets both sides move').toBe('both');
  await p.move('e2', 'e4');
  const rel = await p.board.evaluate((el) => el.legalMoves().find((m) => m.from === 'b8' && m.to !== 'b8') ?? el.legalMoves()[0]);
  await p.click('b8');
  await p.click(rel.to);
  await p.move('d2', 'd3');
  const h = await p.history();
  expect(h, 'moves for both sides and the placement by clicks').toHaveLength(3);
  expect(h[1].kind).toBe('release');
  // Two seconds pass on Black's clock (and nobody else moves: there is no computer in this game).
  await page.clock.runFor(2000);
  expect({ line: await p.sans(), thinking: await p.thinking() }, 'the computer does not move').toEqual({ line: h.map((m) => m.san), thinking: false });
  const clocks = await page.evaluate(() => [...document.querySelectorAll('[data-clock]')].map((c) => ({ hidden: c.hidden, text: c.textContent })));
  // White took no time for its two decisions and got 3 s for each; Black's clock ran for two seconds.
  expect(clocks, 'clocks are shown, White\'s with its increments, and Black\'s runs').toEqual([{ hidden: false, text: '5:06' }, { hidden: false, text: '4:58' }]);
  expect(await page.evaluate(() => document.querySelector('[data-player="black"]').classList.contains('active')), 'the player who decides is marked').toBe(true);
  await page.clock.resume();
  await page.locator('[data-action="draw"]').click();
  await expect(page.locator('[data-confirm-text]'), 'a draw offer asks the other player').toContainText('Black offers a draw. White, do you accept?');
  await page.locator('[data-confirm-yes]').click();
  expect(await p.result(), 'an accepted draw ends the game ½–½').toMatch(/Draw by agreement: ½ point each/);
  const pgn = await page.locator('[data-pgn-text]').textContent();
  expect(pgn, 'the PGN carries the result').toMatch(/\[Result "1\/2-1\/2"\]/);
  expect(pgn.trim()).toMatch(/1\/2-1\/2$/);
  await expectNoOverflowAt(page, [1280, 390], 'play: end-draw');
  await shot(page, 'play-end-draw', { fullPage: true });
});

test('a flag fall ends the game', async ({ page }) => {
  const p = playPage(page);
  await p.open();
  await p.newGame({ variant: 'chess', clock: '5+3' });
  await p.move('e2', 'e4');
  await p.waitHistory(2, 6000);
  // The same game saved with 1.2 s left on White's clock.
  await p.openWith({ ...(await p.readSaved()), clocks: { white: 1200, black: 300000 } });
  await expect(page.locator('[data-result]')).toContainText('The computer wins by time', { timeout: 5000 });
});

test('a draw offer to the computer: it judges the position and answers', async ({ page }) => {
  const p = playPage(page);
  await p.open();
  await p.newGame({ variant: 'chess' });
  await p.move('e2', 'e4');
  await p.waitHistory(2, 6000);
  await p.waitHumanTurn();
  await page.locator('[data-action="draw"]').click();
  await expect(page.locator('[data-notice]'), 'the computer answers a draw offer').toContainText(/accepts|declines/, { timeout: 6000 });
  if (/accepts/.test(await p.notice())) expect(await p.result(), 'an accepted draw offer ends the game').toMatch(/Draw by agreement/);
  else {
    expect(await p.board.evaluate((el) => el.mode), 'a declined draw offer lets the game go on').not.toBe('view');
    await expect(page.locator('[data-action="draw"]')).toBeDisabled();
  }
});

test('a checkmate (a saved two-player game): the result and its point, no more moves', async ({ page }) => {
  const p = playPage(page);
  await p.openWith(savedGame({ settings: { opponent: 'human' }, moves: ['f3', 'e5', 'g4', 'Qh4#'] }));
  expect(await p.result()).toMatch(/Black wins by checkmate: 1 point to Black\. Score 0–1/);
  await expect(page.locator('[data-action="resign"]')).toBeDisabled();
  await expect(page.locator('[data-action="draw"]')).toBeDisabled();
  await expectNoOverflowAt(page, [1280, 390], 'play: end-checkmate');
  await shot(page, 'play-end-checkmate', { fullPage: true });
});

test('Game of Pawns: the computer (Black) answers White\'s hidden first move', async ({ page }) => {
  const p = playPage(page);
  await p.open();
  await p.newGame({ variant: 'game-of-pawns' });
  await p.move('e2', 'e4');
  await p.waitHistory(2, 6000);
});

test('Game of Pawns at one screen: White\'s first move is saved but shown nowhere until Black has chosen', async ({ page }) => {
  const p = playPage(page);
  await p.open();
  await p.newGame({ opponent: 'human', variant: 'game-of-pawns' });
  const shown = () => page.evaluate(() => {
    const b = document.querySelector('#play-board');
    return { n: b.history.length, hidden: b.hiddenPlies, controller: b.controller, pgn: document.querySelector('[data-pgn-text]').textContent };
  });
  await p.move('e2', 'e4');
  let secret = await shown();
  expect(secret, 'White\'s hidden first move is saved').toMatchObject({ n: 1, hidden: 1, controller: 'black' });
  expect(secret.pgn, 'the PGN on screen leaves it out').not.toMatch(/\be4\b/);
  expect((await p.readSaved()).moves).toEqual(['e4']);
  await page.locator('[data-action="takeback"]').click();
  expect(await p.sans(), 'taking it back').toEqual([]);
  expect(await p.notice(), 'does not name it').toMatch(/White's hidden first move/);
  expect(await p.notice()).not.toMatch(/\be4\b/);
  await p.move('e2', 'e4');
  await p.open();
  secret = await shown();
  expect(secret, 'after a reload the move is kept and still hidden').toMatchObject({ n: 1, hidden: 1 });
  expect(secret.pgn).not.toMatch(/\be4\b/);
  await p.move('d7', 'd5');
  secret = await shown();
  expect(secret.hidden, 'once Black has chosen, both first moves are shown').toBe(0);
  expect(secret.pgn).toMatch(/1\. e4 d5/);
});

test('Oh No! between two players: the record survives a reload and the PGN', async ({ page }) => {
  const p = playPage(page);
  await p.open();
  await p.newGame({ opponent: 'human', variant: 'berserker', rules: { ohNo: 'on' } });
  await p.move('d2', 'd3');
  await page.locator('[data-action="takeback"]').click();
  await p.move('e2', 'e3');
  expect(await p.sans(), 'White\'s take-back is used, White acted last').toEqual(['e3']);
  await expect(page.locator('[data-action="takeback"]')).toBeDisabled();
  await p.open();
  const second = await p.board.evaluate((el) => {
    let refused = '';
    el.addEventListener('error', (e) => (refused = e.detail.message), { once: true });
    const m = el.ohNo();
    return { taken: m?.san ?? null, refused, line: el.history.map((x) => x.san).join(' ') };
  });
  await expect(page.locator('[data-action="takeback"]'), 'after a reload the take-back stays used').toBeDisabled();
  expect(second, 'the board refuses a second').toMatchObject({ taken: null, line: 'e3' });
  expect(second.refused).toMatch(/already used/);
  const pgn = await p.copyPgn();
  expect(readBack(pgn), `the exported PGN keeps the record and forbids a second take-back\n${pgn}`).toMatchObject({ sans: ['e3'], takeBacks: [['d3', 'white']], again: false });
});
