/**
 * Driving a Learn page in a test: the path and its stages as the build wrote them (read from the built
 * pages' data, so a stage added later is tested too), an exercise opened by its link, actions typed into
 * the board's move box (as a keyboard or screen-reader user would) or Oh no!, and the attempt's state
 * as the page marks it (data-exercise, data-state, data-turn). Used by learn*.spec.mjs.
 */
import { readFileSync } from 'node:fs';
import { expect } from './fixtures.mjs';
import { pageFile } from './paths.mjs';

export const KEY = 'berserker-chess:learn';
export const OH_NO = 'oh-no';

/** The JSON a built page carries in <script type="application/json" id="…">; null without a build. */
function builtData(path, id) {
  try {
    const html = readFileSync(pageFile(path), 'utf8');
    const m = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
    return m ? JSON.parse(m[1]) : null;
  } catch {
    return null;
  }
}

/** The stages of the Learn path with their exercises, as built ([] when there is no build yet). */
export function builtStages() {
  const path = builtData('/learn/', 'learn-path-data') ?? [];
  return path.map((s) => builtData(`/learn/${s.id}/`, 'learn-data')?.stage).filter(Boolean);
}

export function learnPage(page) {
  const root = page.locator('[data-learn]');
  const l = {
    /** What the page shows of the attempt. */
    state: () => page.evaluate(() => {
      const r = document.querySelector('[data-learn]');
      const board = document.querySelector('#learn-board');
      return {
        exercise: r?.dataset.exercise ?? null,
        state: r?.dataset.state ?? null,
        turn: r?.dataset.turn ?? null,
        status: document.querySelector('[data-learn-status]')?.textContent ?? '',
        history: board?.history?.map((m) => m.san) ?? [],
        inputError: board?.shadowRoot?.querySelector('[part="input"] .bad')?.textContent ?? '',
      };
    }),
    /** Opens an exercise by its link and waits until its attempt runs. */
    async open(stage, id) {
      await page.goto('about:blank');
      await page.goto(`/learn/${stage}/?ex=${id}`);
      await l.waitRunning(id);
    },
    /** Until exercise `id` is on the page and its attempt has started. */
    waitRunning: (id) => expect.poll(() => root.evaluate((r) => (r.dataset.state !== 'loading' ? r.dataset.exercise : null))).toBe(id),
    /** Until the attempt is `state` (solved, failed, playing). */
    waitState: (state) => expect.poll(() => root.evaluate((r) => r.dataset.state)).toBe(state),
    /** Until the attempt is over (solved or failed). */
    waitOver: () => expect.poll(() => root.evaluate((r) => r.dataset.state !== 'playing')).toBe(true),
    /** Until the learner decides, or the attempt is over. */
    waitLearner: () => expect.poll(() => root.evaluate((r) => r.dataset.state !== 'playing' || r.dataset.turn === 'you')).toBe(true),
    async type(san) {
      const input = page.locator('#learn-board [part="input"] input');
      await input.fill(san);
      await input.press('Enter');
    },
    async act(token) {
      if (token === OH_NO) await page.locator('[data-learn-ohno]').click();
      else await l.type(token);
    },
    saved: () => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), KEY),
    /** Clicks square `sq` of the exercise board (8 files wide). */
    click: (sq) => page.locator(`#learn-board [role="gridcell"][data-sq="${(Number(sq.slice(1)) - 1) * 8 + (sq.charCodeAt(0) - 97)}"]`).click(),
  };
  return l;
}
