/**
 * Play from a link: /play/?variant=…&rules=…&fen=… starts from the position (the player gets the first
 * decision, the address is left clean, a reload keeps the game, its PGN names the start); a placement
 * turn's panel and the whole board fit 1280×800; bad, unknown, huge or garbled values fall back with a
 * message naming what is wrong, and nothing is thrown (the fixture's watch).
 */
import { test, expect, shot } from './fixtures.mjs';
import { playPage, savedGame } from './play-page.mjs';

/** A FEN after 1. e3 e5: White's turn, but Black places White's Berserker (a placement turn, R3). */
const LINK_FEN = 'rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tR';

test.use({ viewport: { width: 1280, height: 800 } });

const q = (o) => `?${new URLSearchParams(o)}`;

/** What the page made of the link. */
const state = (page) =>
  page.evaluate(() => {
    const b = document.querySelector('#play-board');
    return { fen: b.fen, rules: b.getAttribute('rules') ?? '', variant: b.variant, n: b.history.length, player: b.player, controller: b.controller, notice: document.querySelector('[data-notice]').textContent, search: location.search, line: document.querySelector('[data-game-line]').textContent };
  });

test('a position from a link: the player decides first, the game goes on, survives a reload, its PGN names the start', async ({ page }) => {
  const p = playPage(page);
  // A position: Black places White's Berserker, so the player is Black and decides at once.
  await p.open(q({ variant: 'berserker', fen: LINK_FEN }));
  const s = await state(page);
  expect([s.fen, s.n], '/play/?fen= starts from the given position').toEqual([LINK_FEN, 0]);
  expect([s.player, s.controller], '/play/?fen= gives the player the first decision').toEqual(['black', 'black']);
  expect(s.notice, '/play/?fen= says the game is from the link').toMatch(/position in the link/);
  expect(s.line).toMatch(/set position/);
  expect(s.search, '/play/?fen= leaves the address clean (a reload keeps the game)').toBe('');
  // A placement turn: the board shows its placement panel under itself, in the room the page keeps for it.
  await expect(p.board.locator('[part~="placement"]')).toBeVisible();
  const fit = () => p.board.evaluate((el) => {
    const r = el.shadowRoot.querySelector('[part~="board"]').getBoundingClientRect();
    const panel = el.shadowRoot.querySelector('[part~="placement"]').getBoundingClientRect();
    return r.top >= 0 && panel.top >= r.bottom && panel.bottom <= innerHeight;
  });
  await expect.poll(fit, 'on a placement turn at 1280×800 the panel and the whole board are on screen').toBe(true);
  await shot(page, 'layout-play-from-link-1280x800');
  // The game goes on from there: the player places White's Berserker, the PGN names the start.
  const placed = await p.board.evaluate((el) => el.play(el.legalMoves()[0].san)?.san ?? null);
  expect(placed, 'a game from a link is played on').not.toBeNull();
  await expect(page.locator('[data-pgn-text]'), 'its PGN has the start FEN').toContainText(`[FEN "${LINK_FEN}"]`);
  await page.reload();
  await page.locator('[data-play][data-ready]').waitFor({ state: 'attached' });
  expect((await state(page)).n, 'a game from a link survives a reload').toBeGreaterThanOrEqual(1);
  expect(await p.board.evaluate((el) => { el.first(); const f = el.fen; el.last(); return f; }), 'from its start position').toBe(LINK_FEN);
});

test('rule options come along; bad, unknown, huge or garbled values fall back with a message', async ({ page }) => {
  const p = playPage(page);
  await p.open(q({ variant: 'berserker', rules: 'trigger=cross', fen: LINK_FEN }));
  let s = await state(page);
  expect([s.rules, s.fen], '/play/?rules= plays with the rule options').toEqual(['trigger=cross', LINK_FEN]);

  await p.open(q({ variant: 'berserker', fen: 'rnbqkbnr/pppp' }));
  s = await state(page);
  expect(s.n, 'a bad ?fen= falls back to the starting position').toBe(0);
  expect(s.fen).toMatch(/^rnbqkbnr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/RNBQKBNR w/);
  expect(s.notice, 'with a message').toMatch(/position cannot be set up/);
  expect(s.notice).toMatch(/FEN/);
  await shot(page, 'layout-play-bad-link-1280x800');

  await p.open(q({ variant: 'no-such-variant', fen: LINK_FEN }));
  s = await state(page);
  expect(s.variant, 'an unknown ?variant= falls back').toBe('berserker');
  expect(s.notice, 'with a message naming the valid ones').toMatch(/variant cannot be played/);
  expect(s.notice).toMatch(/berserker-brawl/);

  await p.open(q({ variant: 'berserker', rules: 'trigger=sideways', fen: LINK_FEN }));
  s = await state(page);
  expect([s.rules, s.fen], 'bad ?rules= fall back to the default rules, the position kept').toEqual(['', LINK_FEN]);
  expect(s.notice, 'with a message').toMatch(/rules cannot be used/);
  expect(s.notice).toMatch(/trigger/);

  await p.open(q({ variant: 'chess', rules: 'ohNo=on' }));
  s = await state(page);
  expect([s.variant, s.rules], '?rules= on a variant without the Berserker are refused').toEqual(['chess', '']);
  expect(s.notice, 'with a message').toMatch(/no Berserker rule options/);

  await p.open(`?fen=${'x'.repeat(5000)}`);
  s = await state(page);
  expect(s.n, 'a huge ?fen= is refused unread').toBe(0);
  expect(s.notice).toMatch(/too long/);
  expect(s.notice.length).toBeLessThan(600);

  await p.open('?fen=100%&variant=%E0%A4%A');
  s = await state(page);
  expect(s.n, 'a garbled link falls back').toBe(0);
  expect(s.notice, 'with a message').not.toBe('');
});

test('a link never discards an unfinished game: the page restores it and asks; keep or replace (issue 28)', async ({ page }) => {
  const p = playPage(page);
  const link = q({ variant: 'chess', fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' });
  await p.openWith(savedGame({ moves: ['e3', 'e5'] }));
  await p.open(link);
  const confirm = page.locator('[data-confirm]');
  await expect(confirm, 'a link over an unfinished game asks first').toBeVisible();
  await expect(confirm).toContainText('Your unfinished game');
  await expect(confirm).toContainText('2 moves');
  let s = await state(page);
  expect(s.n, 'while it asks, the unfinished game is on the board').toBe(2);
  expect(s.search, 'and the address keeps the link, so a reload asks again').not.toBe('');
  expect((await p.readSaved()).moves, 'and the saved game is untouched').toEqual(['e3', 'e5']);
  await shot(page, 'play-link-keep-your-game-1280x800');
  await page.reload();
  await page.locator('[data-play][data-ready]').waitFor({ state: 'attached' });
  await expect(confirm, 'a reload asks again').toBeVisible();

  await confirm.getByRole('button', { name: 'Keep my game' }).click();
  await expect(confirm).toBeHidden();
  s = await state(page);
  expect([s.n, s.search], 'keeping: the game stays, the address is clean').toEqual([2, '']);
  expect(s.notice).toMatch(/still on the board/);

  await p.open(link);
  await confirm.getByRole('button', { name: 'Replace my game' }).click();
  await expect.poll(async () => (await state(page)).fen, 'replacing: the link\'s position').toBe('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  expect((await state(page)).search).toBe('');
});
