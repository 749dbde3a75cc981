/**
 * The Puzzles page as the e2e specs drive it: open it (waiting for the puzzle it opens), read the whole
 * collection (the catalogue and the chunks), click squares, solve or fail a puzzle. Used by
 * puzzles.spec.mjs and puzzle-modes.spec.mjs, and in German (`puzzlesPage(page, 'de')`: /de/puzzles/, its German
 * chunks) by i18n-puzzles.spec.mjs.
 */
import { expect } from './fixtures.mjs';

export const KEY = 'berserker-chess:puzzles';

/** A puzzle the test can solve by plain clicks: no promotion, no placement, a normal move for each solver action. */
export const byClicks = (p) => p.solution.every((s) => !/[=@]/.test(s)) && !/Z/.test(p.solution.join(' ')) && p.variant !== 'game-of-pawns';

export function puzzlesPage(page, locale = 'en') {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const board = page.locator('#puzzle-board');
  const p = {
    board,
    async open(hash = '') {
      await page.goto('about:blank');
      await page.goto(`${prefix}/puzzles/${hash}`);
      await p.ready();
    },
    /** Waits until the puzzle the page opens (its body fetched) is on the board, live. */
    async ready() {
      await page.waitForFunction(() => !!document.querySelector('[data-puzzle-board][data-puzzle-id] #puzzle-board'));
      await page.evaluate(async () => {
        await customElements.whenDefined('berserker-board');
        await document.querySelector('#puzzle-board')?.updateComplete;
      });
    },
    /** Every puzzle whole: the page's catalogue with the bodies from the chunk files it fetches them from. */
    data: () => page.evaluate(async (prefix) => {
      const entries = JSON.parse(document.getElementById('puzzle-data').textContent);
      const chunks = [...new Set(entries.map((e) => e.chunk))];
      const lists = await Promise.all(chunks.map((n) => fetch(`${prefix}/puzzles/data/${n}.json`).then((r) => r.json())));
      const bodies = new Map(lists.flat().map((b) => [b.id, b]));
      return entries.map((e) => ({ ...e, ...bodies.get(e.id) }));
    }, prefix),
    feedback: () => page.locator('[data-puzzle-feedback]').textContent(),
    saved: () => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), KEY),
    plies: () => board.evaluate((el) => el.history.length),
    /** Clicks a square (its grid index for the board's width: data-sq is the index). */
    async click(sq) {
      const idx = await board.evaluate((el, s) => {
        const w = el.shadowRoot.querySelector('[role="row"]')?.children.length ?? 8;
        return (Number(s.slice(1)) - 1) * w + (s.charCodeAt(0) - 97);
      }, sq);
      await board.locator(`[role="gridcell"][data-sq="${idx}"]`).click();
    },
    /** The legal move of the board with this SAN, with its squares. */
    legal: (san) => board.evaluate((el, s) => {
      const m = el.legalMoves().find((x) => x.san === s);
      return m ? { san: m.san, from: m.from ?? null, to: m.to } : null;
    }, san),
    /** The id of the puzzle on the board (set once its body is in). */
    id: () => page.locator('[data-puzzle-board]').getAttribute('data-puzzle-id'),
    /**
     * Solves `target` through the board's API (the moves are judged as the reader's): the solver's
     * actions of the line, each once the board is waiting for it (the opponent's replies come by themselves).
     */
    async solve(target) {
      const start = target.opponentMove ? 1 : 0;
      for (let i = 0; i < target.solution.length; i++) {
        await expect.poll(p.plies, `ply ${i} of ${target.id}`).toBeGreaterThanOrEqual(start + i);
        if (await p.plies() > start + i) continue; // the opponent's reply, played by the board
        if (await board.evaluate((el) => el.controller) !== target.solver) continue;
        expect(await board.evaluate((el, s) => el.play(s)?.san ?? null, target.solution[i]), `${target.solution[i]} is legal`).not.toBeNull();
      }
    },
    /**
     * A legal move of the solver that the puzzle does not accept as its first (nor a mate): a plain piece
     * or pawn move when there is one, else whatever there is (in a placement puzzle, another square).
     */
    wrong: (target) => {
      const first = (target.alternatives ?? '').split(';').map((part) => /^\s*0\s*:(.*)$/.exec(part)?.[1] ?? '').join(' ').split(/\s+/).filter(Boolean);
      return board.evaluate((el, right) => {
        const moves = el.legalMoves().filter((x) => !right.includes(x.san) && !x.san.includes('#'));
        const m = moves.find((x) => x.from && !x.promotion && !/[=@]/.test(x.san)) ?? moves[0];
        return m ? { san: m.san, from: m.from ?? null, to: m.to } : null;
      }, [target.solution[0], ...first]);
    },
  };
  return p;
}
