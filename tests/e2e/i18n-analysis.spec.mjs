/**
 * The Analysis board in German (/de/analysis/), in Chromium: a PGN link opens the game with a German
 * notice; the engine's lines, status and buttons speak German; the review's progress, result, marks and
 * graph are German (NAG names from the board's German table); and every link the German page writes
 * goes to a German page (its export link, the board editor, the element's menu), while the embed code
 * carries lang="de". No overflow at 390 px with the longer German words, and axe clean there.
 */
import { test, expect, expectAxeClean, expectNoOverflowAt, shot } from './fixtures.mjs';

/** 3... Nf6?? lets White mate at once: the review marks it. */
const BLUNDER = '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0';
const hash = (pgn) => `#pgn=${encodeURIComponent(pgn)}`;

async function openDe(page, fragment) {
  await page.goto('about:blank');
  await page.goto(`/de/analysis/${fragment}`);
  await page.locator('[data-analysis][data-ready]').waitFor({ state: 'attached' });
}

test('German page: a PGN link opens, the engine lines and buttons are German', async ({ sitePage: page }) => {
  await openDe(page, hash(BLUNDER));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('h1')).toHaveText('Analyse');
  await expect(page.locator('[data-notice]')).toHaveText('Aus dem Link geöffnet: eine Partie Schach, 7 Züge in der Hauptvariante.');
  for (const name of ['Rückgängig', 'Wiederholen', 'Zugfolgen vorlesen', 'Auswertung starten', 'PGN kopieren', 'Link kopieren', 'Laden', 'Neues Brett']) {
    await expect.soft(page.getByRole('button', { name, exact: true }), name).toBeVisible();
  }
  await expect(page.locator('[data-new-variant] option[value="game-of-pawns"]')).toHaveText('Bauernspiel');
  await expect(page.locator('[data-engine-status]')).toHaveText(/^Die Engine ist aus\./);

  await page.getByRole('checkbox', { name: 'Engine-Zugfolgen' }).check();
  const first = page.locator('[data-engine-list] li').first();
  await expect(first).toHaveAttribute('aria-label', /^Zugfolge 1: \S+ bei Tiefe \d+$/, { timeout: 60_000 });
  await expect(page.locator('[data-engine-status]')).toHaveText(/^Tiefe \d+…? · [\d.]+ Stellungen? \(\d+k pro Sekunde\)$/);
  await expect(page.locator('[data-engine-chooser]')).toHaveText('Weiß am Zug.');
  await expect(first.locator('button.analysis-move').first()).toHaveAttribute('aria-label', /: Die Zugfolge bis \S+ als Variante auf dem Brett spielen$/);
  await expect(page.locator('[data-eval-bar]')).toHaveAttribute('aria-label', /^Bewertung .+, aus Sicht von Weiß$/);
  await page.getByRole('button', { name: 'Zugfolgen vorlesen' }).click();
  await expect(page.locator('[data-engine-speech]')).toContainText('Zugfolge 1, ');
  await shot(page, 'i18n-analysis-engine-1280');
  await page.getByRole('checkbox', { name: 'Engine-Zugfolgen' }).uncheck();
  await expect(page.locator('[data-engine-status]')).toHaveText(/^Die Engine ist aus\./);

  // Undo says what it undid, in German.
  await page.locator('[data-comment="after"]').fill('Eine Falle.');
  await page.locator('[data-comment="after"]').blur();
  await expect(page.locator('[data-notice]')).toHaveText('Gespeichert.');
  await page.getByRole('button', { name: 'Rückgängig', exact: true }).click();
  await expect(page.locator('[data-notice]')).toHaveText('Rückgängig gemacht: ein Kommentar.');
});

test('German page: the review’s progress, result and marks are German', async ({ sitePage: page }) => {
  await openDe(page, hash(BLUNDER));
  await page.getByLabel('Gründlichkeit').selectOption({ label: 'Schnell' });
  // Every text the review's status shows, as it shows it.
  await page.evaluate(() => {
    const status = document.querySelector('[data-review-status]');
    window.__said = [];
    new MutationObserver(() => window.__said.push(status.textContent)).observe(status, { childList: true, characterData: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Auswertung starten' }).click();
  const status = page.locator('[data-review-status]');
  await expect(status).toHaveText(/^Auswertung fertig: \d+ (?:Zug|Züge) markiert \(\?!, \?, \?\?\), jeweils mit dem besseren Zug als Variante\. „Rückgängig“ entfernt die Zeichen\.$/, { timeout: 90_000 });
  const said = await page.evaluate(() => window.__said);
  expect(said.some((t) => /^Die Partie wird ausgewertet: \d+ von \d+ Stellungen…$/.test(t)), `progress in German: ${said.join(' | ')}`).toBe(true);

  // The blunder: its mark's button and the graph name it in German.
  await page.locator('#analysis-board').evaluate((el) => el.goTo('0.0.0.0.0.0'));
  const blunder = page.locator('[data-annotate] button[data-nag="4"]');
  await expect(blunder).toHaveAttribute('aria-pressed', 'true');
  await expect(blunder).toHaveAttribute('aria-label', 'grober Fehler');
  await expect(page.locator('[data-annotate-at]')).toHaveText('Bei 3… Nf6');
  await expect(page.locator('[data-graph]')).toHaveAttribute('aria-valuetext', /^3… Nf6: .+, grober Fehler$/);
  await shot(page, 'i18n-analysis-review-1280');
  await page.getByRole('button', { name: 'Rückgängig', exact: true }).click();
  await expect(page.locator('[data-notice]')).toHaveText('Rückgängig gemacht: die Zeichen der Auswertung.');
});

test('German page: the links it writes go to German pages; the embed code says lang="de"', async ({ sitePage: page, phonePage }) => {
  await openDe(page, `${hash(BLUNDER)}&path=0.0`);
  const origin = new URL(page.url()).origin;
  await page.locator('[data-export-panel] summary').click();
  await expect(page.locator('[data-export-link]')).toHaveValue(new RegExp(`^${origin}/de/analysis/#pgn=.+&path=0\\.0$`));
  await expect(page.locator('[data-export-editor]')).toHaveAttribute('href', /^\/de\/embed\/#editor=/);
  await expect(page.locator('[data-export-element]')).toHaveValue(/<berserker-board lang="de" menu coordinates ply="2">/);
  await expect(page.locator('[data-export-frame]')).toHaveValue(/lang=de/);
  await expect(page.locator('[data-export-frame]')).toHaveValue(/title="Partie Berserker-Schach"/);
  // The element's menu: German words, German pages.
  const board = page.locator('#analysis-board');
  await board.locator('.menu > button').click();
  await expect(board.locator('.pop a', { hasText: 'Analysieren' })).toHaveAttribute('href', new RegExp(`^${origin}/de/analysis/#pgn=`));
  await expect(board.locator('.pop a', { hasText: 'Von hier spielen' })).toHaveAttribute('href', new RegExp(`^${origin}/de/play/\\?`));
  // The help's example links are the German page's.
  await expect(page.locator('.analysis-help code').first()).toHaveText('/de/analysis/#pgn=…');

  // Following the export link opens the German page with the same game.
  const link = await page.locator('[data-export-link]').inputValue();
  await page.goto('about:blank');
  await page.goto(link);
  await page.locator('[data-analysis][data-ready]').waitFor({ state: 'attached' });
  expect(new URL(page.url()).pathname).toBe('/de/analysis/');
  await expect(page.locator('[data-notice]')).toHaveText(/^Aus dem Link geöffnet:/);

  // The longer German words fit at 390 px.
  await openDe(phonePage, `${hash(BLUNDER)}&path=0.0`);
  await expectNoOverflowAt(phonePage, [390], 'analysis de');
  await expectAxeClean(phonePage, 'analysis de 390');
  await shot(phonePage, 'i18n-analysis-390');
});
