/**
 * The Play page (/play/) against the computer, in Chromium: games in Chess and Berserker Chess by
 * clicking squares, the computer's replies (from its Web Worker) and its placements, a placement the
 * human controls, take-back and "Oh no!", Stop, reload (the game comes back from localStorage,
 * corrupted storage is survived), PGN copy and download read back by the engine, resignation, axe
 * (light and dark) in mid-game, at a placement turn and at the end, no horizontal overflow at 1280 and
 * 390 px in those states. Two players at one screen, clocks and endings: play-games.spec.mjs; a worker
 * or a storage that fails: play-robust.spec.mjs.
 */
import { readFileSync } from 'node:fs';
import { test, expect, expectAxeClean, expectNoOverflowAt, frames, shot, settled } from './fixtures.mjs';
import { playPage, readBack, savedGame } from './play-page.mjs';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Axe in the light and the dark scheme, and no overflow at 1280 and 390 px, in the state the page is in. */
async function lookAt(page, name) {
  await expectNoOverflowAt(page, [1280, 390], `play: ${name}`);
  await shot(page, `play-${name}`, { fullPage: true });
  await expectAxeClean(page, `play: ${name} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await settled(page);
  await expectAxeClean(page, `play: ${name} (dark)`);
  await page.emulateMedia({ colorScheme: 'light' });
}

test('chess against the Beginner: moves by clicks, replies, take-back, reload, PGN copy and download', async ({ page }) => {
  const p = playPage(page);
  await p.open();
  expect(await page.evaluate(() => {
    const b = document.querySelector('#play-board');
    return !document.querySelector('[data-play-panel]').hidden && !document.querySelector('[data-play-setup]').hidden && b.mode === 'play' && b.player === 'white';
  }), 'the page starts a game (panel, form, board in play mode)').toBe(true);

  await p.newGame({ variant: 'chess' });
  await p.move('e2', 'e4');
  expect((await p.sans())[0], 'a move by clicking squares').toBe('e4');
  await p.waitHistory(2, 6000); // the computer replies within a few seconds
  expect((await p.history())[1]?.controller, 'the reply is Black\'s and the computer chose it').toBe('black');
  await expect(page.locator('[data-status]')).toContainText('Your move');
  // The element lets the human act only on the human's turns.
  expect(await p.board.evaluate((el) => el.player === 'white' && el.controller === 'white'), 'the board is set for the human as White').toBe(true);
  const m2 = await p.someMove();
  await p.move(m2.from, m2.to);
  await p.waitHistory(4, 6000);
  await lookAt(page, 'midgame');

  // Take back: to the human's last decision (the computer's reply goes too).
  const before = await p.sans();
  await page.locator('[data-action="takeback"]').click();
  const afterTb = await p.sans();
  expect(afterTb, 'take back returns to your last decision').toEqual(before.slice(0, -2));
  // The page has taken the take-back in (a rendered frame later): it is your move and the computer does
  // not think (it would start at once, computer.ts's maybeThink, were it to move).
  await frames(page);
  expect({ line: await p.sans(), thinking: await p.thinking() }, 'after the take-back the computer waits').toEqual({ line: afterTb, thinking: false });
  await expect(page.locator('[data-status]')).toContainText('Your move');
  const m3 = await p.someMove();
  await p.move(m3.from, m3.to);
  await p.waitHistory(afterTb.length + 2, 6000);

  // Reload: the game comes back.
  const kept = await p.sans();
  await p.open();
  const restored = await p.sans();
  expect(restored, 'reload restores the game').toEqual(kept);
  expect(await page.evaluate(() => {
    const f = document.querySelector('[data-play-setup]');
    return f.elements.variant.value === 'chess' && f.elements.level.value === 'beginner' && document.querySelector('#play-board').variant === 'chess';
  }), 'reload restores the settings').toBe(true);
  expect(await p.notice(), 'the restore is announced').toMatch(/restored/);

  // PGN: copy and download, each read back by the engine.
  const copied = await p.copyPgn();
  await expect(page.locator('[data-copy-status]'), 'copying shows a visible confirmation').toBeVisible();
  expect(readBack(copied), `the copied PGN is read back by the engine with the same moves\n${copied}`).toMatchObject({ sans: restored, variant: 'chess' });
  expect(copied, 'the PGN names the players and the date').toMatch(/\[White "You"\][\s\S]*\[Black "Computer \(Beginner\)"\]/);
  expect(copied).toMatch(/\[Date "\d{4}\.\d\d\.\d\d"\]/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-pgn-download]').click()]);
  expect(download.suggestedFilename(), 'the download has a sensible .pgn file name').toMatch(/^berserker-chess-chess-vs-computer-\d{4}-\d\d-\d\d-\d{4}\.pgn$/);
  expect(readBack(readFileSync(await download.path(), 'utf8')), 'the downloaded PGN is read back by the engine with the same moves').toMatchObject({ sans: restored });
});

test('berserker: the human places the released Berserker by clicks; the computer replies', async ({ page }) => {
  const p = playPage(page);
  await p.open();
  await p.newGame({ variant: 'berserker' });
  await p.move('e2', 'e4'); // reaches the centre: triggers; Black's Berserker is released, White places it
  await expect(page.locator('[data-status]'), 'the status explains the placement turn').toContainText("Your decision: place Black's Berserker");
  const turn = await p.board.evaluate((el) => ({ turn: el.turn, controller: el.controller, n: el.history.length, legal: el.legalMoves().map((m) => ({ san: m.san, from: m.from, to: m.to, kind: m.kind })) }));
  expect(turn, 'after 1. e4 it is Black\'s turn and White (you) decides the placement').toMatchObject({ n: 1, turn: 'black', controller: 'white' });
  expect(turn.legal.every((m) => m.kind === 'release')).toBe(true);
  expect(await p.thinking(), 'the computer does not think on your decision').toBe(false);
  await lookAt(page, 'placement');
  // Pick the g8 knight, then a starred square.
  const release = turn.legal.find((m) => m.from === 'g8' && m.to !== 'g8') ?? turn.legal.find((m) => m.from === 'g8');
  await p.click('g8');
  await p.click(release.to);
  const h = await p.history();
  expect(h, 'the human places Black\'s Berserker by clicks').toHaveLength(2);
  expect(h[1]).toMatchObject({ san: release.san, controller: 'white', color: 'black' });
  expect(await p.board.evaluate((el) => el.turn === 'white' && el.controller === 'white'), 'then White moves again (the human)').toBe(true);
  const m = await p.someMove();
  await p.move(m.from, m.to);
  await p.waitHistory(4, 6000);
  expect((await p.history())[3].controller, 'the computer replies').toBe('black');
});

test('berserker: the computer makes the placement it controls, then its move', async ({ page }) => {
  const p = playPage(page);
  // After 1. e3 e5 White's Berserker is released and Black (the computer) places it.
  await p.openWith(savedGame({ settings: { variant: 'berserker' }, moves: ['e3', 'e5'] }));
  await p.waitHistory(4, 12_000);
  const h = await p.history();
  expect(h[2], 'the computer places White\'s Berserker (Black decides)').toMatchObject({ kind: 'release', color: 'white', controller: 'black' });
  expect(h[3]?.controller, 'then Black\'s move').toBe('black');
  expect(await p.board.evaluate((el) => el.controller), 'and it is your move').toBe('white');
  await expect(page.locator('[data-status]')).toContainText('Your move');
});

test('corrupted storage or an illegal saved move: a new game with a message', async ({ page }) => {
  const p = playPage(page);
  await p.openWith('{"version":1,"settings":{"variant":"nonsense"');
  expect(await p.sans(), 'corrupted storage starts a new game').toEqual([]);
  expect(await p.notice()).toMatch(/could not be restored/);
  await p.openWith(savedGame({ moves: ['e4', 'Ke7', 'Qh5'], startedAt: 0 }));
  expect(await p.sans(), 'an illegal saved move starts a new game').toEqual([]);
  expect(await p.notice()).toMatch(/could not be restored/);
  expect(await p.board.evaluate((el) => el.errors.length)).toBe(0);
});

test('Stop: the strongest level, as Black, moves at once; the page stays responsive meanwhile', async ({ page, context }) => {
  // What the search worker answers, and when (page time): a stopped search says so (reason "stopped").
  await context.addInitScript(() => {
    window.__e2eResults = [];
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', (e) => e.data?.type === 'result' && window.__e2eResults.push({ reason: e.data.reason, at: performance.now() }));
      }
    };
  });
  const p = playPage(page);
  await p.open();
  await p.newGame({ variant: 'berserker', level: 'strong', colour: 'black' });
  await expect(page.locator('[data-thinking-box]')).toBeVisible();
  // Two frames, five times over while it thinks: a search on the page's thread would hold up every one;
  // the median leaves out a frame late only because the test's other workers had the CPU.
  const lags = await page.evaluate(async () => {
    const out = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      out.push(Math.round(performance.now() - t));
    }
    return out.sort((a, b) => a - b);
  });
  expect(lags[2], `ms for two frames while the computer thinks (median of ${lags.join(', ')})`).toBeLessThan(250);
  await expect(page.locator('[data-thinking-box]'), 'still thinking when measured').toBeVisible();
  expect(await p.board.evaluate((el) => el.orientation === 'black' && el.player === 'black'), 'the board is turned for Black').toBe(true);
  // Stop, timed in the page: the click, the worker's answer, the board's move.
  await page.evaluate(() => {
    const board = document.querySelector('#play-board');
    document.querySelector('[data-action="stop"]').addEventListener('click', () => (window.__e2eStopAt = performance.now()), { once: true });
    board.addEventListener('move', () => (window.__e2eMovedAt = performance.now()), { once: true });
  });
  // The search may end by itself in the moment between the check above and the click, and the Stop
  // button goes with it: then there is nothing to press (a click would wait for it until the test's end).
  const pressed = await page.locator('[data-action="stop"]').click({ timeout: 5000 }).then(() => true, () => false);
  await p.waitHistory(1);
  const t = await page.evaluate(() => ({ stop: window.__e2eStopAt, moved: window.__e2eMovedAt, result: window.__e2eResults.at(-1) }));
  if (!pressed || t.stop === undefined) {
    expect(t.result, 'not pressed only because the search had already answered').toBeTruthy();
    expect(await p.thinking(), 'and the computer no longer thinks').toBe(false);
    return;
  }
  // The search either ended by itself before the click (then its move waited only for the reply delay)
  // or was cut short by the Stop: a search that ignored Stop would answer later, "time", not "stopped".
  const answeredAfterStop = t.result.at > t.stop;
  if (answeredAfterStop) expect(t.result.reason, 'Stop cuts the search short').toBe('stopped');
  expect(Math.round(t.moved - Math.max(t.stop, t.result.at)), 'ms from Stop (or the answer) to the computer\'s move: at once').toBeLessThan(2500);
});

test('Oh no! (ohNo=on): the one take-back, kept in the PGN and across a reload; then resignation', async ({ page }) => {
  const p = playPage(page);
  await p.open();
  await p.newGame({ variant: 'berserker', rules: { ohNo: 'on' } });
  await expect(page.locator('[data-action="takeback"]'), 'the take-back button says "Oh no!"').toContainText('Oh no!');
  await p.move('d2', 'd3');
  await page.locator('[data-action="takeback"]').click();
  expect(await p.sans(), '"Oh no!" takes back your last action').toEqual([]);
  await p.move('e2', 'e3');
  await p.waitHistory(2, 6000);
  await p.waitHumanTurn();
  await expect(page.locator('[data-action="takeback"]'), 'the one take-back is used up').toBeDisabled();
  await expect(page.locator('[data-takeback-hint]')).toContainText('used your one');
  const pgn = await p.copyPgn();
  expect(readBack(pgn).takeBacks, `the PGN keeps the take-back and the engine reads it back\n${pgn}`).toEqual([['d3', 'white']]);
  expect(pgn).toContain('[Rules "ohNo=on"]');
  const line = await p.sans();
  await p.open();
  expect(await p.sans(), 'reload keeps the game').toEqual(line);
  await expect(page.locator('[data-action="takeback"]'), 'reload keeps the used take-back').toBeDisabled();

  // Resign: the computer wins, 1 point.
  await page.locator('[data-action="resign"]').click();
  await page.locator('[data-confirm-yes]').click();
  expect(await p.result(), 'resigning ends the game with the result and points').toMatch(/The computer wins by resignation: 1 point to Black/);
  expect(await p.status()).toMatch(/Game over/);
  expect(await p.board.evaluate((el) => el.mode), 'after the end the board is a record (no more moves)').toBe('view');
  await p.open();
  expect(await p.result(), 'a finished game is restored finished').toMatch(/The computer wins by resignation/);
  expect(await p.board.evaluate((el) => el.mode)).toBe('view');
  await lookAt(page, 'end-resigned');
});
