/**
 * The Puzzles page in German (/de/puzzles/), in Chromium: the page's words, the German task line, a
 * puzzle solved through the board with German feedback and its German explanation (from the German
 * chunk file), a wrong move said in German; a permalink /de/puzzles/#puzzle=<id> opens that puzzle in
 * German; the links the page writes (its own, the analysis board's) go to German pages. No horizontal
 * overflow at 390 px with the longer German words. Nothing thrown meanwhile (the fixture's watch).
 */
import { test, expect, expectNoOverflowAt } from './fixtures.mjs';
import { puzzlesPage } from './puzzles-page.mjs';

const GERMAN_TASK = /^(Weiß|Schwarz) (zieht und|findet)/;

test('German: solve a puzzle, see the German task, status and explanation; the links stay German', async ({ sitePage: page }) => {
  const p = puzzlesPage(page, 'de');
  await p.open();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('h1.board-title')).toHaveText('Aufgaben');
  await expect(page.locator('[data-puzzle-hint]')).toHaveText('Tipp');
  await expect(page.locator('[data-puzzle-next]')).toHaveText('Nächste Aufgabe');
  await expect(page.locator('[data-puzzle-title]')).toHaveText(GERMAN_TASK);
  await expect(page.locator('[data-puzzle-feedback]')).toContainText(/(Weiß|Schwarz) (zieht und|findet)/);
  await expect(page.locator('[data-puzzle-meta]')).toContainText('Wertung');
  await expect(page.locator('[data-puzzle-progress]')).toContainText('gelöst. Serie');

  const all = await p.data();
  const id = await p.id();
  const target = all.find((x) => x.id === id);
  expect(target, `the puzzle on the board (${id}) is in the German catalogue`).toBeTruthy();
  expect(target.task).toMatch(GERMAN_TASK);

  await p.solve(target);
  await expect(page.locator('[data-puzzle-feedback]')).toContainText('Gelöst!');
  await expect(page.locator('[data-puzzle-feedback]')).toContainText('Die Erklärung steht unten.');
  const explanation = page.locator('[data-puzzle-explanation]');
  await expect(explanation).toBeVisible();
  await expect(explanation.locator('h3')).toHaveText('Warum es funktioniert');
  await expect(page.locator('[data-puzzle-explanation-text]')).toHaveText(target.explanation);
  // The German chunk's explanation, not the English one.
  const english = await page.evaluate(async (n) => (await (await fetch(`/puzzles/data/${n}.json`)).json()), target.chunk);
  const englishText = english.find((b) => b.id === target.id).explanation;
  expect(target.explanation).not.toBe(englishText);
  expect(target.explanation).not.toMatch(/\b(the|takes|is mate)\b/);
  await expect(page.locator('[data-puzzle-progress]')).toContainText('1 von');

  // Links the page writes: the analysis board and the puzzle's own link are German pages.
  const analyse = page.locator('[data-puzzle-analyse]');
  await analyse.focus();
  expect(await analyse.getAttribute('href')).toMatch(/^\/de\/analysis\/#/);
  await expect(analyse).toHaveText('Diese Stellung analysieren');
  const share = await page.locator('[data-share-link]').getAttribute('href');
  expect(share).toMatch(new RegExp(`/de/puzzles/#puzzle=${encodeURIComponent(target.id)}$`));
  expect(await page.locator('[data-share-element]').textContent()).toContain('lang="de"');

  // The next puzzle: a wrong move is said in German.
  await page.locator('[data-puzzle-next]').click();
  await p.ready();
  const nextId = await p.id();
  const next = all.find((x) => x.id === nextId);
  const wrong = await p.wrong(next);
  if (wrong && wrong.from) {
    await p.click(wrong.from);
    await p.click(wrong.to);
    await expect(page.locator('[data-puzzle-feedback]')).toContainText('ist nicht die Lösung');
  }
  await page.locator('[data-puzzle-share]').evaluate((d) => { d.open = true; });
  await expectNoOverflowAt(page, [1280, 390], 'the German puzzles page, its sharing panel open');
});

test('German: a permalink /de/puzzles/#puzzle=<id> opens that puzzle in German', async ({ sitePage: page }) => {
  const p = puzzlesPage(page, 'de');
  await p.open();
  const all = await p.data();
  // A puzzle far down the list, with a hand-written explanation (botk-01) when it is there.
  const target = all.find((x) => x.id === 'botk-01') ?? all[all.length - 1];
  await p.open(`#puzzle=${encodeURIComponent(target.id)}`);
  expect(await p.id()).toBe(target.id);
  await expect(page.locator('[data-puzzle-title]')).toHaveText(target.task);
  await expect(page.locator('[data-puzzle-title]')).toHaveText(GERMAN_TASK);
  await page.locator('[data-puzzle-show]').click();
  await expect(page.locator('[data-puzzle-feedback]')).toContainText('Hier ist die Lösung');
  await expect(page.locator('[data-puzzle-explanation-text]')).toHaveText(target.explanation);
  if (target.id === 'botk-01') await expect(page.locator('[data-puzzle-explanation-text]')).toContainText('Schlacht der Könige');
  // An unknown puzzle: the message is German too.
  await p.open('#puzzle=keine-solche-aufgabe');
  await expect(page.locator('[data-puzzle-notice]')).toContainText('Es gibt keine Aufgabe „keine-solche-aufgabe“');
});
