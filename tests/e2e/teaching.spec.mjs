/**
 * The teaching boards (issue 16), live: captions that follow their boards, the refusal tints of R5,
 * R7's piece showing its moves at once, a placement turn reached off the line, and the Flip / Reset /
 * "Play from here" controls — by mouse and keyboard, hidden in print. (Without JavaScript: crawl.spec.mjs.)
 */
import { test, expect } from './fixtures.mjs';
import { figureOf, openLive } from './live-page.mjs';

/** The figure of the first board matching `boardSelector`. */

test('/rules/: R5\'s refusals tinted red, the caption following the board; Reset, Flip, "Play from here"; R7', async ({ sitePage: page }) => {
  await openLive(page, '/rules/');
  const r5 = figureOf(page, '[moves*="Kf1 e4 5. Zf3 exf3"]');
  const state = () =>
    r5.evaluate((fig) => {
      const b = fig.querySelector('berserker-board');
      const line = b.querySelector('[data-placement-line]');
      return {
        highlights: (b.getAttribute('highlights') ?? '').split(' '),
        lineShown: !!line && !line.hidden,
        line: line?.textContent ?? '',
        tinted: b.shadowRoot.querySelectorAll('rect.highlight').length,
        fen: b.fen,
        orientation: b.getAttribute('orientation') ?? 'white',
        play: fig.querySelector('[data-board-play]')?.getAttribute('href') ?? '',
      };
    });
  let s = await state();
  expect(s.highlights, 'R5 live board: the refused squares e1, g1 and c3 are tinted red').toEqual(expect.arrayContaining(['e1:red', 'g1:red', 'c3:red']));
  expect(s.tinted).toBeGreaterThanOrEqual(3);
  expect(s.lineShown, 'R5: the placement line names the refusals').toBe(true);
  expect(s.line).toContain('a knight on e1 would attack the pawn on f3');
  // Place the Berserker on a3 by clicking it: the position moves on, the placement line and the tints go.
  await r5.locator('berserker-board').locator('[role="gridcell"][data-sq="16"]').click();
  await expect.poll(async () => ((s = await state()), !s.lineShown && !s.highlights.some((h) => h.endsWith(':red'))), 'R5 after the placement: no stale placement line, no red tints').toBe(true);
  const play = new URLSearchParams(s.play.split('?')[1]);
  expect(s.play, '"Play from here" follows the board').toMatch(/^\/play\/\?/);
  expect([play.get('fen'), play.get('variant')]).toEqual([s.fen, 'berserker']);
  // Reset by keyboard: the diagram's position, its line and its tints come back.
  await r5.locator('[data-board-reset]').focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => ((s = await state()), s.lineShown && s.highlights.includes('e1:red') && s.fen.endsWith('tP')), 'Reset (keyboard) restores the position, the line and the tints').toBe(true);
  // Flip by keyboard and by mouse.
  await r5.locator('[data-board-flip]').focus();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await state()).orientation, 'Flip (keyboard) turns the board').toBe('black');
  await r5.locator('[data-board-flip]').click();
  await expect.poll(async () => (await state()).orientation, 'and Flip (mouse) back').toBe('white');
  const group = await r5.locator('[data-board-tools]').evaluate((g) => ({ role: g.getAttribute('role'), label: g.getAttribute('aria-label'), buttons: [...g.querySelectorAll('button')].filter((b) => !b.hidden).map((b) => b.textContent) }));
  expect(group, 'the board controls are a labelled group of visible buttons').toMatchObject({ role: 'group', buttons: ['Flip board', 'Reset'] });
  expect(group.label).toMatch(/^Board controls: /);

  // R7: the Berserker's moves are marked as soon as the board runs.
  const r7 = await figureOf(page, '[selected="d4"]').locator('berserker-board').evaluate(async (b) => (await b.updateComplete, b.shadowRoot.querySelectorAll('.markers .marker').length));
  expect(r7, "R7 live board marks the Berserker's eight squares without a click").toBe(8);
});

test('/notation/: the corrected seed game shows its placement line at the placement turn only', async ({ sitePage: page }) => {
  await openLive(page, '/notation/');
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
  expect(at8.shown, 'seed game at 4…exf3: the placement line').toBe(true);
  expect(at8.text, 'stars f1 and refuses g1').toContain('Zf1');
  expect(at8.text).toContain('a knight on g1 would attack the pawn on f3');
  expect(at8.highlights, 'g1 tinted red').toContain('g1:red');
  const at11 = await step(11);
  expect(at11.shown, 'seed game at the end: no placement line').toBe(false);
  expect(at11.highlights).not.toContain(':red');
});

test('/rulings/: a placement turn reached off the line gets a line from the board; threat=owner; print', async ({ sitePage: page }) => {
  await openLive(page, '/rulings/');
  const live = await figureOf(page, '[rules="trigger=cross"]').evaluate(async (fig) => {
    const b = fig.querySelector('berserker-board');
    b.play('Bb5'); // 2. Bb5 reaches rank 5: under trigger=cross White triggers, and Black's Berserker is released
    await b.updateComplete;
    const line = b.querySelector('[data-placement-line]');
    return { shown: !!line && !line.hidden, text: line?.textContent ?? '', legal: b.legalMoves().map((m) => m.san) };
  });
  expect(live.shown, 'a placement turn reached off the line gets a line').toBe(true);
  expect(live.legal.length).toBeGreaterThan(0);
  expect(live.legal.filter((m) => !live.text.includes(m)), 'the line names every legal placement').toEqual([]);
  // #threat, threat=owner: the engine's note on the g8 knight.
  const owner = await figureOf(page, '[rules="threat=owner"]').evaluate((fig) => fig.querySelector('[data-placement-line]')?.textContent ?? '');
  expect(owner, 'rulings #threat (threat=owner): the line says why the g8 knight may stay').toMatch(/The g8 knight: Black's rank 1, with R5.s attack condition dropped/);
  // Print: the controls go, the placement lines stay.
  await page.emulateMedia({ media: 'print' });
  const print = await page.evaluate(() => ({
    tools: [...document.querySelectorAll('.board-tools')].filter((e) => getComputedStyle(e).display !== 'none').length,
    lines: [...document.querySelectorAll('[data-placement-line]:not([hidden])')].filter((e) => getComputedStyle(e).display !== 'none').length,
  }));
  expect(print.tools, 'print: no board controls').toBe(0);
  expect(print.lines, 'print: placement lines kept').toBeGreaterThan(0);
  await page.emulateMedia({ media: 'screen' });
});
