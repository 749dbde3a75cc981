/**
 * Driving the Play page (/play/) in a test: open it (fresh, or with a saved game put in its storage
 * first), start a game from its form, make moves by clicking squares, and read the board, the status
 * line, the result, the notice and the saved game. Used by play*.spec.mjs.
 */
import { readGame } from '../../packages/engine/src/index.ts';
import { expect, sqIndex } from './fixtures.mjs';

export const KEY = 'berserker-chess:play';

/** A saved game as the page writes it (storage.ts, version 1), with `moves` and settings to change. */
export const savedGame = ({ settings = {}, ...rest } = {}) => ({
  version: 1,
  settings: { opponent: 'computer', level: 'beginner', colour: 'white', variant: 'chess', rules: '', clock: 'none', ...settings },
  moves: [], takeBacks: [], clocks: null, ending: null, orientation: 'white', startedAt: Date.now(),
  ...rest,
});

/** The moves of a PGN as the engine reads it, with its variant and Oh No! record (or the error's message). */
export function readBack(pgn) {
  try {
    const g = readGame(pgn).game;
    return { sans: g.history.map((m) => m.san), variant: g.variant.id, takeBacks: g.takeBackLog.map((t) => [t.retracted.san, t.by]), again: g.canOhNo('white') };
  } catch (e) {
    return { error: e.message };
  }
}

/** `base`: the language's prefix of the page's address ('' for English, '/de' for German). */
export function playPage(page, { base = '' } = {}) {
  const board = page.locator('#play-board');
  const p = {
    board,
    /** The page loaded and its game set up (the page marks itself ready). */
    async open(query = '') {
      await page.goto(`${base}/play/${query}`);
      await page.locator('[data-play][data-ready]').waitFor({ state: 'attached' });
    },
    /**
     * Puts `saved` (an object, or text) in the Play page's storage, then opens the page. (Leaving the Play
     * page saves the game on it, so the text is written from another page of the site.)
     */
    async openWith(saved) {
      await page.goto('/search/');
      await page.evaluate(([key, text]) => localStorage.setItem(key, text), [KEY, typeof saved === 'string' ? saved : JSON.stringify(saved)]);
      await p.open();
    },
    readSaved: () => page.evaluate((key) => JSON.parse(localStorage.getItem(key)), KEY),
    history: () => board.evaluate((el) => el.history.map((m) => ({ san: m.san, controller: m.controller, kind: m.kind, color: m.color }))),
    sans: () => board.evaluate((el) => el.history.map((m) => m.san)),
    /** Until the board's line has `n` moves or more (a reply may bring a placement with it). */
    waitHistory: (n, timeout) => expect.poll(() => board.evaluate((el) => el.history.length), { timeout }).toBeGreaterThanOrEqual(n),
    /** Until the human (the board's `player`) decides and the computer is not thinking. */
    waitHumanTurn: () => expect.poll(() => page.evaluate(() => {
      const b = document.querySelector('#play-board');
      return b.controller === b.player && document.querySelector('[data-thinking-box]').hidden;
    })).toBe(true),
    thinking: () => page.evaluate(() => !document.querySelector('[data-thinking-box]').hidden),
    status: () => page.locator('[data-status]').textContent(),
    result: () => page.locator('[data-result]').textContent(),
    notice: () => page.locator('[data-notice]').textContent(),
    click: (sq) => board.locator(`[role="gridcell"][data-sq="${sqIndex(sq)}"]`).click(),
    /** Plays from→to by clicking the two squares. */
    async move(from, to) {
      await p.click(from);
      await p.click(to);
    },
    /** Any legal move of the human that two clicks make (no promotion, no capture-and-place, no castling). */
    someMove: () => board.evaluate((el) => {
      const m = el.legalMoves().find((x) => !x.promotion && !x.placement && x.kind !== 'castle' && x.from);
      return m ? { from: m.from, to: m.to, san: m.san } : null;
    }),
    /** Starts a game from the page's form. */
    async newGame({ opponent = 'computer', level = 'beginner', colour = 'white', variant = 'chess', clock = 'none', rules = {} } = {}) {
      const form = page.locator('[data-play-setup]');
      await form.locator(`input[name="opponent"][value="${opponent}"]`).check();
      if (opponent === 'computer') {
        await form.locator('select[name="level"]').selectOption(level);
        await form.locator('select[name="colour"]').selectOption(colour);
      }
      await form.locator('select[name="variant"]').selectOption(variant);
      for (const k of ['trigger', 'release', 'capture', 'threat', 'ohNo']) {
        const sel = form.locator(`select[name="${k}"]`);
        if (await sel.isVisible()) await sel.selectOption(rules[k] ?? (await sel.locator('option').first().getAttribute('value')));
      }
      await form.locator('select[name="clock"]').selectOption(clock);
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => board.evaluate((el, v) => el.variant === v && (el.history.length === 0 || el.turn === 'black'), variant)).toBe(true);
    },
    /** Copies the PGN with the page's button and reads the clipboard once it says so. */
    async copyPgn() {
      await page.locator('[data-pgn-copy]').click();
      await expect(page.locator('[data-copy-status]')).toContainText('Copied');
      return page.evaluate(() => navigator.clipboard.readText());
    },
  };
  return p;
}
