/**
 * Learn, the home page, search, the rules lab and the 404 page in German, as a German reader uses them:
 *   - the Learn path at /de/learn/ in German, its links to German pages; the first exercise solved in
 *     German (the status line, the German success text, the stars line and the stage's progress), a hint,
 *     a wrong line failed with its reason in German, a bad exercise link explained in German;
 *   - /de/search/ finds German pages only, with German result words, and /search/ English ones only
 *     (Pagefind keeps one index per <html lang>);
 *   - the home page in German, its cards linking to German pages;
 *   - the rules lab's controls and status in German;
 *   - a missing German address answers with the 404 page in German first.
 * English pages are the other specs' (learn*.spec.mjs, site.spec.mjs, pages.spec.mjs).
 */
import { test, expect } from './fixtures.mjs';
import { builtStages, learnPage } from './learn-page.mjs';
import { readFileSync } from 'node:fs';
import { pageFile } from './paths.mjs';

/** The stage as the German page was built (its German prose). */
function germanStage(id) {
  const html = readFileSync(pageFile(`/de/learn/${id}/`), 'utf8');
  return JSON.parse(/<script type="application\/json" id="learn-data">([\s\S]*?)<\/script>/.exec(html)[1]).stage;
}

/**
 * Links in the page's main part to pages of the site that are not German (files are for every language).
 * A diagram's own links (Diagram.astro's "play from here") are the diagrams' to localise.
 */
const englishLinks = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main a[href^="/"]')]
      .filter((a) => !a.hasAttribute('data-board-play'))
      .map((a) => a.getAttribute('href'))
      .filter((h) => !h.startsWith('/de/') && !/\.[a-z0-9]+(?:[?#]|$)/i.test(h.split(/[?#]/)[0])),
  );

test('the Learn path in German: words, progress line and links to German pages', async ({ sitePage: page }) => {
  const stages = builtStages();
  const trigger = germanStage('trigger');
  await page.goto('/de/learn/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('h1')).toHaveText('Berserker-Schach lernen');
  await expect(page.locator('.site-nav a[aria-current="page"]')).toHaveText('Lernen');
  const total = stages.reduce((n, s) => n + s.exercises.length, 0);
  await expect(page.locator('[data-learn-total]')).toHaveText(`0 von ${total} Übungen gelöst, 0 von ${3 * total} Sternen.`);
  const start = page.locator('[data-learn-continue]');
  await expect(start).toHaveText('Mit Übung 1 beginnen');
  await expect(start).toHaveAttribute('href', '/de/learn/trigger/?ex=trigger-1');
  await expect(page.locator('[data-learn-stage="trigger"] h2 a')).toHaveText(trigger.title);
  await expect(page.locator('[data-learn-stage="trigger"] [data-stage-summary]')).toHaveText(`0 von ${trigger.exercises.length} gelöst, 0 von ${3 * trigger.exercises.length} Sternen`);
  await expect(page.locator('[data-learn-stage="trigger"] .learn-stage-meta a')).toHaveAttribute('href', '/de/rules/#r2');
  await expect(page.locator('[data-learn-item="trigger-1"] [data-stars-words]')).toHaveText(', noch nicht gelöst');
  expect(await englishLinks(page)).toEqual([]);
});

test('/de/learn/trigger/: the first exercise solved in German, with its success text and stars', async ({ sitePage: page }) => {
  const trigger = germanStage('trigger');
  const ex = trigger.exercises[0];
  const l = learnPage(page);
  await page.goto('/de/learn/trigger/');
  await l.waitRunning(ex.id);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('[data-learn-ex-title]')).toHaveText(`Übung 1 von ${trigger.exercises.length}: ${ex.title}`);
  await expect(page.locator('[data-learn-goal]')).toHaveText(ex.goal);
  await expect(page.locator('[data-learn-status]')).toHaveText('Du bist am Zug.');
  await expect(page.locator('[data-learn-count]')).toHaveText(`Verbrauchte Züge: 0 von ${ex.maxMoves}.`);
  await expect(page.locator('[data-learn-stars-rule]')).toHaveText('★★★ in 1 Zug · ★★ in 2 Zügen · ★ in bis zu 3 Zügen. Einsetzzüge, über die du bestimmst, zählen als Züge.');
  await expect(page.locator('[data-learn-hint]')).toHaveText('Tipp');
  await expect(page.locator('[data-learn-retry]')).toHaveText('Neuer Versuch');
  await expect(page.locator('#learn-board')).toHaveAttribute('label', `Übungsbrett: ${ex.goal}`);
  expect(await englishLinks(page)).toEqual([]);

  // A hint, in German, marks the pawn.
  await page.locator('[data-learn-hint]').click();
  await expect(page.locator('[data-learn-status]')).toHaveText(`Tipp: ${ex.hint} Die Figur, die ziehen soll, steht auf e2 (markiert).`);

  await l.type(ex.solution[0]);
  await l.waitState('solved');
  await expect(page.locator('[data-learn-status]')).toHaveText('✓ Gelöst in 1 Zug: ★★★ 3 Sterne.');
  await expect(page.locator('[data-learn-success]')).toHaveText(ex.success);
  await expect(page.locator('[data-learn-success]')).toBeVisible();
  await expect(page.locator('[data-learn-count]')).toHaveText(`Verbrauchte Züge: 1 von ${ex.maxMoves}.`);
  await expect(page.locator('[data-learn-stage-progress]')).toHaveText(`1 von ${trigger.exercises.length} gelöst, 3 von ${3 * trigger.exercises.length} Sternen.`);
  await expect(page.locator(`[data-learn-item="${ex.id}"] [data-stars-words]`)).toHaveText(', 3 von 3 Sternen');
  expect((await l.saved())?.stars?.[ex.id], 'the same progress as the English pages').toBe(3);

  // The next exercise, in German, at its German address.
  const next = page.locator('[data-learn-next]');
  await expect(next).toHaveText('Nächste Übung');
  await next.click();
  await expect(page).toHaveURL(/\/de\/learn\/trigger\/\?ex=trigger-2$/);
  await l.waitRunning('trigger-2');
  await expect(page.locator('[data-learn-ex-title]')).toHaveText(`Übung 2 von ${trigger.exercises.length}: ${trigger.exercises[1].title}`);

  // The path page shows the stars in German, and continues in German.
  await page.goto('/de/learn/');
  await expect(page.locator('[data-learn-continue]')).toHaveText(`Weiter: ${trigger.exercises[1].title}`);
  await expect(page.locator('[data-learn-continue]')).toHaveAttribute('href', '/de/learn/trigger/?ex=trigger-2');
});

test('a wrong line fails with its reason in German; a bad link is explained in German', async ({ sitePage: page }) => {
  const ex = germanStage('trigger').exercises[0];
  const l = learnPage(page);
  await page.goto(`/de/learn/trigger/?ex=${ex.id}`);
  await l.waitRunning(ex.id);
  for (const token of ex.wrong) {
    await l.waitLearner();
    if ((await l.state()).state !== 'playing') break;
    await l.act(token);
  }
  await l.waitOver();
  const s = await l.state();
  expect(s.state).toBe('failed');
  expect(s.status).toMatch(/^✗ (Diesmal nicht|Die Partie ist zu Ende|Du hast) .* Drück „Neuer Versuch“, um es noch einmal zu probieren\.$/);

  await page.goto('/de/learn/trigger/?ex=gibt-es-nicht');
  await l.waitRunning(ex.id);
  await expect(page.locator('[data-learn-notice]')).toHaveText('Diese Etappe hat keine Übung „gibt-es-nicht“. Stattdessen siehst du hier die erste Übung, die du noch nicht gelöst hast.');
});

test('search in German finds German pages only, and English search English ones only', async ({ sitePage: page }) => {
  const results = () =>
    page.evaluate(() => [...document.querySelectorAll('[data-search-results] > li')].map((li) => ({ href: li.querySelector('a').getAttribute('href'), text: li.textContent })));
  const status = page.locator('[data-search-status]');

  await page.goto('/de/search/?q=Berserker');
  await expect(page.locator('h1')).toHaveText('Suche');
  await expect(page.locator('#search-q')).toHaveValue('Berserker');
  await expect(status).toHaveText(/^\d+ Seiten gefunden für „Berserker“\.$/);
  const german = await results();
  expect(german.length).toBeGreaterThan(3);
  expect(german.filter((r) => !r.href.startsWith('/de/')), 'only German pages').toEqual([]);
  const found = german.map((r) => r.text).join(' ');
  expect(found, 'the German Learn page, by its German title').toContain('Berserker-Schach lernen');
  expect(found, 'German excerpts').toMatch(/ (und|der|die|das|nicht) /);

  await page.goto('/search/?q=Berserker');
  await expect(status).toHaveText(/^\d+ pages found for “Berserker”\.$/);
  const english = await results();
  expect(english.filter((r) => r.href.startsWith('/de/')), 'no German page in English search').toEqual([]);

  // A German word: found on German pages, marked in their excerpts; the English index has no German page
  // (Pagefind may still offer English near-matches for a word it does not know).
  await page.goto('/de/search/?q=Freisetzung');
  await expect(status).toHaveText(/^\d+ Seiten? gefunden für „Freisetzung“\.$/);
  expect((await results()).filter((r) => !r.href.startsWith('/de/'))).toEqual([]);
  await expect(page.locator('[data-search-results] mark').first()).toHaveText(/^Freisetzung$/i);
  await page.goto('/search/?q=Freisetzung');
  await expect(status).toHaveText(/found for “Freisetzung”\.$/);
  expect((await results()).filter((r) => r.href.startsWith('/de/'))).toEqual([]);

  // A new search on the German page stays German.
  await page.goto('/de/search/');
  await page.locator('#search-q').fill('Einsetzen');
  await page.locator('[data-search-form] button').click();
  await expect(status).toHaveText(/^\d+ Seiten? gefunden für „Einsetzen“\.$/);
  await expect(page).toHaveURL(/\/de\/search\/\?q=Einsetzen$/);
});

test('the home page in German: its words and its links to German pages', async ({ sitePage: page }) => {
  await page.goto('/de/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('h1')).toHaveText('Berserker-Schach');
  await expect(page.locator('.eyebrow')).toHaveText('Schach mit einer Figur, die nicht tot bleibt');
  await expect(page.locator('main h2').first()).toHaveText('Wie es weitergeht');
  await expect(page.locator('.card h3 a')).toHaveText(['Die Regeln lernen', 'Warum diese Regeln', 'Varianten', 'Notation', 'Bretter für deine Website', 'Aufgaben', 'Spielen']);
  await expect(page.locator('.hero .button').first()).toHaveText('Zu den Regeln');
  await expect(page.locator('.hero .button').first()).toHaveAttribute('href', '/de/rules/');
  expect(await englishLinks(page)).toEqual([]);
  await page.locator('.card h3 a', { hasText: 'Aufgaben' }).click();
  await expect(page).toHaveURL(/\/de\/puzzles\/$/);
});

test('the rules lab in German', async ({ sitePage: page }) => {
  await page.goto('/de/variants/bgm/');
  const lab = page.locator('[data-lab]');
  await expect(lab.locator('.field span').first()).toHaveText('Variante');
  await expect(lab.locator('select[name="trigger"]').locator('..').locator('span')).toHaveText('Auslösung (R2)');
  await expect(lab.locator('[data-lab-tag]')).toHaveText('(Standardregeln: kein Tag)');
  await expect(lab.locator('select[name="variant"] option').first()).toHaveText('Berserker-Schach');
  await lab.locator('select[name="trigger"]').selectOption('cross');
  await expect(lab.locator('[data-lab-status]')).toHaveText('Neue Partie: Berserker-Schach mit trigger=cross.');
  await expect(lab.locator('[data-lab-tag]')).toHaveText('[Rules "trigger=cross"]');
});

test('a missing German address answers with the 404 page in German first', async ({ sitePage: page, problems }) => {
  problems.allow(/^response \/de\/gibt-es-nicht\/: 404 document$/);
  problems.allow(/^console \/de\/gibt-es-nicht\/: Failed to load resource: the server responded with a status of 404/);
  const res = await page.goto('/de/gibt-es-nicht/');
  expect(res?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Seite nicht gefunden');
  await expect(page.locator('[data-not-found]').first()).toHaveAttribute('lang', 'de');
  await expect(page.locator('[data-not-found="de"] a').first()).toHaveAttribute('href', '/de/');
  await expect(page.locator('[data-not-found="en"] h2')).toHaveText('Page not found');
  await expect(page).toHaveTitle(/^Seite nicht gefunden/);
});
