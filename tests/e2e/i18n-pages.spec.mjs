/**
 * The reading pages in German (/de/rules/, /de/variants/brawl/): every word a teaching board adds is
 * German — its controls, its placement line as the reader steps through the moves (worded at build time
 * from the engine's choices, drawn by site/scripts/board-tools.ts), the piece table — and its links
 * stay on the German site ("Von hier aus spielen" opens /de/play/).
 */
import { test, expect } from './fixtures.mjs';
import { figureOf, openLive } from './live-page.mjs';


test('/de/rules/: the board tools, the placement line after stepping and "Von hier aus spielen" in German', async ({ sitePage: page }) => {
  await openLive(page, '/de/rules/');
  // The page's own words.
  await expect(page.locator('h1')).toHaveText('Die Regeln des Berserker-Schachs');
  await expect(page.locator('#nutshell')).toHaveText('Das ganze Spiel in fünf Sätzen');
  await expect(page.locator('#r5 .option-list')).toContainText('Regeloption');
  expect(await page.locator('#r5 .option-list a').first().getAttribute('href')).toMatch(/^\/de\/rulings\/#/);

  // R5: the re-placement after exf3, with its refused squares.
  const r5 = figureOf(page, '[moves*="Kf1 e4 5. Zf3 exf3"]');
  const state = () =>
    r5.evaluate((fig) => {
      const b = fig.querySelector('berserker-board');
      const line = b.querySelector('[data-placement-line]');
      return { shown: !!line && !line.hidden, line: line?.textContent ?? '', play: fig.querySelector('[data-board-play]')?.getAttribute('href') ?? '', fen: b.fen, ply: b.ply };
    });
  let s = await state();
  expect(s.shown).toBe(true);
  expect(s.line).toContain('Einsetzzüge jetzt:');
  expect(s.line).toContain('Nicht erlaubt (rot):');
  expect(s.line).toContain('ein Springer auf e1 würde');
  // Step back to the start and forward again: the line goes, and comes back in German (the script's words).
  const last = s.ply;
  await r5.evaluate(async (fig) => { const b = fig.querySelector('berserker-board'); b.goto(0); await b.updateComplete; });
  await expect.poll(async () => (await state()).shown, 'at the start: no placement line').toBe(false);
  await r5.evaluate(async (fig, n) => { const b = fig.querySelector('berserker-board'); b.goto(n); await b.updateComplete; }, last);
  await expect.poll(async () => ((s = await state()), s.shown), 'stepped back to the placement turn: the line again').toBe(true);
  expect(s.line).toMatch(/^Einsetzzüge jetzt: .*Nicht erlaubt \(rot\): .*würde/);
  expect(s.line).not.toMatch(/Placements now|Refused|would/);

  // The controls: German, a labelled group; the play link goes to the German Play page.
  const group = await r5.locator('[data-board-tools]').evaluate((g) => ({ label: g.getAttribute('aria-label'), buttons: [...g.querySelectorAll('button')].filter((b) => !b.hidden).map((b) => b.textContent), link: g.querySelector('a').textContent }));
  expect(group.buttons).toEqual(['Brett drehen', 'Zurücksetzen']);
  expect(group.link).toBe('Von hier aus spielen');
  expect(group.label).toMatch(/^Steuerung des Bretts: /);
  expect(s.play, '"Von hier aus spielen" follows the board, on the German site').toMatch(/^\/de\/play\/\?/);
  expect(new URLSearchParams(s.play.split('?')[1]).get('fen')).toBe(s.fen);
  // Nothing under the boards is left in English.
  const text = await page.locator('main').innerText();
  for (const english of ['Play from here', 'Flip board', 'Reset', 'Placements now', 'Refused', 'Practise it', 'Rule option']) expect(text, english).not.toContain(english);
  // The link opens the German Play page.
  await r5.locator('[data-board-play]').click();
  await expect(page).toHaveURL(/\/de\/play\/\?/);
});

test('/de/variants/brawl/: the piece table in German', async ({ sitePage: page }) => {
  await openLive(page, '/de/variants/brawl/');
  const table = page.locator('.piece-explorer').first();
  await expect(table.locator('thead th')).toHaveText(['Figur', 'Betza-Code', 'Wert']);
  const amazon = table.locator('label.piece-pick', { hasText: 'Amazone' });
  await expect(amazon).toBeVisible();
  await amazon.click();
  const shown = table.locator('.piece-viewer > .diagram[data-piece="A"]');
  await expect(shown).toBeVisible();
  await expect(shown.locator('.diagram-title')).toHaveText('Amazone (A)');
  await expect(shown.locator('.diagram-caption')).toContainText('Die Amazone auf');
  await expect(shown.locator('.diagram-caption')).toContainText('Wie eine Dame oder ein Springer.');
  await expect(table.locator('.marker-key')).toContainText('zieht oder schlägt');
  expect(await table.locator('.table-wrap').getAttribute('aria-label')).toBe('Die Figuren: Berserker-Brawl-Schach');
  const main = await page.locator('main').innerText();
  for (const english of ['Pieces and their moves', 'Special rules', 'Source:', 'More variants', 'moves or captures', 'Choose a piece']) expect(main, english).not.toContain(english);
  // The eyebrow and the other variants stay on the German site.
  expect(await page.locator('.eyebrow a').getAttribute('href')).toBe('/de/variants/');
});
