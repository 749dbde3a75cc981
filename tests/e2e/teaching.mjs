#!/usr/bin/env node
/**
 * End-to-end checks of the teaching boards (issue 16): captions that follow their boards, the refusal
 * tints of R5 on the live board, R7's piece showing its moves at once, and the Flip / Reset / "Play from
 * here" controls — by mouse and keyboard, hidden in print, absent without JavaScript where they need it.
 *
 * Called by tests/e2e/run.mjs (runTeachingChecks), or alone against an existing build:
 *   node tests/e2e/teaching.mjs        (serves dist/site; build first)
 * Env: CHROME_PATH, E2E_DIST (another build directory than dist/site).
 */
import '../../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { runAlone } from './serve.mjs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The figure of the first board matching `boardSelector`. */
const figureOf = (page, boardSelector) => page.locator(`.diagram:has(> berserker-board${boardSelector})`).first();

async function ready(page) {
  // A long page can still be parsing when the network is idle.
  await page.waitForFunction(() => document.readyState === 'complete', null, { timeout: 30000 });
  await page.evaluate(() => customElements.whenDefined('berserker-board'));
  await page.evaluate(() => Promise.all([...document.querySelectorAll('berserker-board')].map((el) => el.updateComplete)));
}

export async function runTeachingChecks({ browser, base, check }) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  // ---- R5: refused squares tinted red on the live board; the caption follows the board.
  await page.goto(`${base}/rules/`, { waitUntil: 'networkidle' });
  await ready(page);
  const r5 = figureOf(page, '[moves*="Kf1 e4 5. Zf3 exf3"]');
  const r5board = r5.locator('berserker-board');
  const state = () =>
    r5.evaluate((fig) => {
      const b = fig.querySelector('berserker-board');
      const line = b.querySelector('[data-placement-line]');
      return {
        highlights: b.getAttribute('highlights') ?? '',
        lineShown: !!line && !line.hidden,
        line: line?.textContent ?? '',
        tinted: [...b.shadowRoot.querySelectorAll('rect.highlight')].length,
        fen: b.fen,
        orientation: b.getAttribute('orientation') ?? 'white',
        play: fig.querySelector('[data-board-play]')?.getAttribute('href') ?? '',
      };
    });
  let s = await state();
  check('R5 live board: the refused squares e1, g1 and c3 are tinted red', ['e1:red', 'g1:red', 'c3:red'].every((h) => s.highlights.split(' ').includes(h)) && s.tinted >= 3, JSON.stringify(s));
  check('R5: the placement line names the refusals', s.lineShown && s.line.includes('a knight on e1 would attack the pawn on f3'), s.line);
  // Place the Berserker on a3 by clicking it: the position moves on, the placement line and the tints go.
  await r5board.locator('[role="gridcell"][data-sq="16"]').click();
  s = await state();
  check('R5 after the placement: no stale placement line, no red tints', !s.lineShown && !s.highlights.includes(':red'), JSON.stringify(s));
  check('"Play from here" follows the board', s.play.startsWith('/play/?') && new URLSearchParams(s.play.split('?')[1]).get('fen') === s.fen && new URLSearchParams(s.play.split('?')[1]).get('variant') === 'berserker', s.play);
  // Reset by keyboard: the diagram's position, its line and its tints come back.
  await r5.locator('[data-board-reset]').focus();
  await page.keyboard.press('Enter');
  s = await state();
  check('Reset (keyboard) restores the position, the line and the tints', s.lineShown && s.highlights.includes('e1:red') && s.fen.endsWith('tP'), JSON.stringify(s));
  // Flip by keyboard and by mouse.
  await r5.locator('[data-board-flip]').focus();
  await page.keyboard.press('Space');
  const flipped = (await state()).orientation;
  await r5.locator('[data-board-flip]').click();
  check('Flip turns the board and back', flipped === 'black' && (await state()).orientation === 'white', `${flipped} → ${(await state()).orientation}`);
  const group = await r5.locator('[data-board-tools]').evaluate((g) => ({ role: g.getAttribute('role'), label: g.getAttribute('aria-label'), buttons: [...g.querySelectorAll('button')].filter((b) => !b.hidden).map((b) => b.textContent) }));
  check('the board controls are a labelled group of visible buttons', group.role === 'group' && /^Board controls: /.test(group.label ?? '') && group.buttons.join('|') === 'Flip board|Reset', JSON.stringify(group));

  // ---- R7: the Berserker's moves are marked as soon as the board runs.
  const r7 = await figureOf(page, '[selected="d4"]').locator('berserker-board').evaluate(async (b) => {
    await b.updateComplete;
    return b.shadowRoot.querySelectorAll('.markers .marker').length;
  });
  check("R7 live board marks the Berserker's eight squares without a click", r7 === 8, `${r7} markers`);

  // ---- the corrected seed game: stepping to the placement turn shows its line; stepping on hides it.
  await page.goto(`${base}/notation/`, { waitUntil: 'networkidle' });
  await ready(page);
  const seed = figureOf(page, '[moves$="5. Zf1 fxe2 6. Qxe2"]');
  const step = (ply) =>
    seed.evaluate(async (fig, n) => {
      const b = fig.querySelector('berserker-board');
      b.goto(n);
      await b.updateComplete;
      const line = b.querySelector('[data-placement-line]');
      return { shown: !!line && !line.hidden, text: line?.textContent ?? '', highlights: b.getAttribute('highlights') ?? '' };
    }, ply);
  const at8 = await step(8);
  check('seed game at 4…exf3: the line stars f1 and refuses g1 (red)', at8.shown && at8.text.includes('Zf1') && at8.text.includes('a knight on g1 would attack the pawn on f3') && at8.highlights.includes('g1:red'), JSON.stringify(at8));
  const at11 = await step(11);
  check('seed game at the end: no placement line', !at11.shown && !at11.highlights.includes(':red'), JSON.stringify(at11));

  // ---- a placement turn reached by playing on: described from the board's own legal moves.
  await page.goto(`${base}/rulings/`, { waitUntil: 'networkidle' });
  await ready(page);
  const trigger = figureOf(page, '[rules="trigger=cross"]');
  const live = await trigger.evaluate(async (fig) => {
    const b = fig.querySelector('berserker-board');
    b.play('Bb5'); // 2. Bb5 reaches rank 5: under trigger=cross White triggers, and Black's Berserker is released
    await b.updateComplete;
    const line = b.querySelector('[data-placement-line]');
    return { shown: !!line && !line.hidden, text: line?.textContent ?? '', legal: b.legalMoves().map((m) => m.san) };
  });
  check('a placement turn reached off the line gets a line from the board', live.shown && live.legal.length > 0 && live.legal.every((m) => live.text.includes(m)), JSON.stringify(live));
  // #threat, threat=owner: the engine's note on the g8 knight.
  const owner = await figureOf(page, '[rules="threat=owner"]').evaluate((fig) => fig.querySelector('[data-placement-line]')?.textContent ?? '');
  check('rulings #threat (threat=owner): the line says why the g8 knight may stay', /The g8 knight: Black's rank 1, with R5.s attack condition dropped/.test(owner), owner);

  // ---- print: the controls go, the captions stay.
  await page.emulateMedia({ media: 'print' });
  const print = await page.evaluate(() => ({
    tools: [...document.querySelectorAll('.board-tools')].filter((e) => getComputedStyle(e).display !== 'none').length,
    lines: [...document.querySelectorAll('[data-placement-line]:not([hidden])')].filter((e) => getComputedStyle(e).display !== 'none').length,
  }));
  check('print: no board controls, placement lines kept', print.tools === 0 && print.lines > 0, JSON.stringify(print));
  await page.emulateMedia({ media: 'screen' });
  check('teaching boards: no console errors', errors.length === 0, errors.slice(0, 5).join(' | '));
  await ctx.close();

  // ---- without JavaScript: Flip and Reset need it and stay hidden; "Play from here" is a plain link.
  const nojs = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
  const p2 = await nojs.newPage();
  await p2.goto(`${base}/rules/`, { waitUntil: 'load' });
  const plain = await p2.evaluate(() => ({
    buttons: [...document.querySelectorAll('.board-tools button')].filter((b) => b.checkVisibility()).length,
    links: [...document.querySelectorAll('.board-tools a[href^="/play/?variant="]')].length,
    boards: document.querySelectorAll('.board-tools').length,
  }));
  check('without JS: no dead buttons, a "Play from here" link under every teaching board', plain.buttons === 0 && plain.links === plain.boards && plain.boards > 0, JSON.stringify(plain));
  await nojs.close();
}

// Alone: serve the built site and run these checks.
await runAlone(import.meta.url, runTeachingChecks);
