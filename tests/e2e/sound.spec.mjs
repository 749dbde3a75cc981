/**
 * Sound (issue 27, item 5): on by default on the Play and Puzzles pages, with a mute control that is a
 * real toggle button, remembered across reloads in one key both pages share and applied to their boards;
 * an embed of the element is silent unless its page sets `sound="on"`. The page's AudioContext is a stub
 * (an init script) counting the contexts made and the notes asked for: a headless browser has no
 * speakers, and what is tested is whether the board asks for sound.
 */
import { test, expect } from './fixtures.mjs';
import { playPage } from './play-page.mjs';
import { puzzlesPage } from './puzzles-page.mjs';
import { hostPage, hostServer } from './embed-hosts.mjs';

const KEY = 'berserker-chess:sound';

/** Runs in the page before its scripts: an AudioContext that counts, never sounds. */
function countSound() {
  const counts = (window.__sound = { made: 0, notes: 0 });
  const param = () => ({ setValueAtTime() {}, exponentialRampToValueAtTime() {} });
  window.AudioContext = class {
    state = 'running';
    currentTime = 0;
    destination = {};
    constructor() {
      counts.made++;
    }
    resume() {
      return Promise.resolve();
    }
    createGain() {
      return { gain: param(), connect: (d) => d };
    }
    createOscillator() {
      counts.notes++;
      return { frequency: param(), connect: (d) => d, start() {}, stop() {} };
    }
  };
}

const notes = (page) => page.evaluate(() => window.__sound.notes);

/** The page's mute control: its pressed state, the text shown, and the `sound` of the board in `board`. */
const soundState = (page, board) => page.evaluate((sel) => {
  const b = document.querySelector('[data-sound-toggle]');
  return { pressed: b.getAttribute('aria-pressed'), text: b.textContent, visible: !b.hidden, board: document.querySelector(sel)?.getAttribute('sound') ?? null };
}, board);

test('Play: sound on by default; the mute toggle silences the board and is remembered across a reload', async ({ page }) => {
  await page.addInitScript(countSound);
  const p = playPage(page);
  await p.open();
  const toggle = page.getByRole('button', { name: 'Sound', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await soundState(page, '#play-board'), 'on by default, the board too').toEqual({ pressed: 'true', text: 'Sound: on', visible: true, board: 'on' });
  await p.newGame({ variant: 'chess' });
  await p.move('e2', 'e4');
  await expect.poll(() => notes(page), 'the move is heard').toBeGreaterThan(0);
  await p.waitHistory(2, 6000);
  await p.waitHumanTurn();

  await toggle.click();
  expect(await soundState(page, '#play-board'), 'muted: the toggle and the board').toEqual({ pressed: 'false', text: 'Sound: off', visible: true, board: 'off' });
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('off');
  const heard = await notes(page);
  const m = await p.someMove();
  await p.move(m.from, m.to);
  await p.waitHistory(4, 6000);
  expect(await notes(page), 'nothing is heard while muted (the move nor the reply)').toBe(heard);

  await p.open();
  expect(await soundState(page, '#play-board'), 'the choice is kept across a reload').toEqual({ pressed: 'false', text: 'Sound: off', visible: true, board: 'off' });
  await toggle.click();
  expect(await soundState(page, '#play-board'), 'and can be undone').toEqual({ pressed: 'true', text: 'Sound: on', visible: true, board: 'on' });
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('on');
});

test('Puzzles: the same toggle and key; each new puzzle\'s board follows it', async ({ page }) => {
  await page.addInitScript(countSound);
  const p = puzzlesPage(page);
  await p.open();
  const toggle = page.getByRole('button', { name: 'Sound', exact: true });
  expect(await soundState(page, '#puzzle-board'), 'on by default, the board too').toEqual({ pressed: 'true', text: 'Sound: on', visible: true, board: 'on' });
  await toggle.click();
  expect(await soundState(page, '#puzzle-board')).toEqual({ pressed: 'false', text: 'Sound: off', visible: true, board: 'off' });
  // The next puzzle is a new board: it is muted too.
  const id = await page.locator('[data-puzzle-board]').getAttribute('data-puzzle-id');
  await page.locator('[data-puzzle-next]').click();
  await expect.poll(() => page.locator('[data-puzzle-board]').getAttribute('data-puzzle-id')).not.toBe(id);
  await p.ready();
  expect(await soundState(page, '#puzzle-board'), 'the next puzzle\'s board is muted').toEqual({ pressed: 'false', text: 'Sound: off', visible: true, board: 'off' });
  await p.open();
  expect(await soundState(page, '#puzzle-board'), 'kept across a reload').toEqual({ pressed: 'false', text: 'Sound: off', visible: true, board: 'off' });
  // One choice for the site: the Play page has it too.
  await playPage(page).open();
  expect(await soundState(page, '#play-board'), 'the Play page shares the choice').toEqual({ pressed: 'false', text: 'Sound: off', visible: true, board: 'off' });
});

test('an embed is silent by default: moves made by the reader make no audio at all; the host may set sound="on"', async ({ page, baseURL }) => {
  await page.addInitScript(countSound);
  const hosts = await hostServer();
  try {
    const script = `<script type="module" src="${baseURL}/berserker-board.js"></script>`;
    await page.goto(hosts.add('/embed.html', hostPage(script, '<berserker-board variant="chess" mode="play" style="width:360px"></berserker-board>')));
    const board = page.locator('berserker-board');
    const move = async (from, to) => {
      for (const sq of [from, to]) await board.locator(`[role="gridcell"][data-sq="${(Number(sq.slice(1)) - 1) * 8 + (sq.charCodeAt(0) - 97)}"]`).click();
    };
    await board.evaluate((el) => el.updateComplete);
    await move('e2', 'e4');
    await move('e7', 'e5');
    await expect.poll(() => board.evaluate((el) => el.history.length)).toBe(2);
    expect(await page.evaluate(() => window.__sound), 'no audio is made, no note asked for').toEqual({ made: 0, notes: 0 });
    expect(await board.evaluate((el) => el.sound)).toBe('off');
    // The host turns it on: the reader's next act makes the page's audio, and the next move is heard.
    await board.evaluate((el) => { el.sound = 'on'; return el.updateComplete; });
    await move('g1', 'f3');
    await expect.poll(() => notes(page), 'with sound="on" the move is heard').toBeGreaterThan(0);
    expect(await page.evaluate(() => window.__sound.made), 'one audio for the page').toBe(1);
  } finally {
    await hosts.close();
  }
});

test('the page\'s audio is made on the reader\'s first act, not on load (browsers warn about audio started before one)', async ({ page }) => {
  // The browser's own AudioContext, counted. (Playwright's Chromium lets audio start without an act, so
  // what is checked is when the page makes it, not a warning the browser would print.)
  await page.addInitScript(() => {
    const Real = window.AudioContext;
    window.__made = 0;
    window.AudioContext = class extends Real {
      constructor(...a) {
        super(...a);
        window.__made++;
      }
    };
  });
  const p = playPage(page);
  await p.open();
  await p.board.evaluate((el) => el.updateComplete);
  expect(await page.evaluate(() => window.__made), 'loaded, the board live with sound on: no audio yet').toBe(0);
  await p.newGame({ variant: 'chess' });
  await p.move('e2', 'e4');
  await p.waitHistory(2, 6000);
  expect(await page.evaluate(() => window.__made), 'made once the reader acted').toBe(1);
});
