/**
 * The Embed page in German (/de/embed/), in Chromium: the page's own words are German (its heading
 * line, table of contents, examples, API tables' headings, the editor); the table of contents points at
 * the German guide's headings (their ids come from their German text) and each link lands on its
 * heading; the page's links go to German pages. The editor used as a German reader uses it: the verdict,
 * the live region as a piece is picked and placed by keyboard, a paste, the snippets with lang="de" and
 * the analysis link to /de/analysis/. The frame page with lang=de says its problems in German.
 */
import { test, expect } from './fixtures.mjs';

test('/de/embed/ is in German, its table of contents lands on the German headings', async ({ page }) => {
  await page.goto('/de/embed/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('.eyebrow')).toHaveText('Für Blogger und Website-Bauer');
  await expect(page.locator('#examples-h')).toHaveText('Beispiele');
  await expect(page.locator('#ex-steps-h')).toHaveText('Eine Partie zum Durchklicken');
  await expect(page.locator('#api-h')).toHaveText('Attribute, Eigenschaften und Ereignisse');
  await expect(page.locator('#api-attributes')).toHaveText('Attribute');
  await expect(page.locator('#api-attributes + .table-wrap thead th').first()).toHaveText('Attribut');
  await expect(page.locator('#editor-h')).toHaveText('Brett-Editor');
  // The element's descriptions are its JSDoc: English, and marked so.
  await expect(page.locator('#api-attributes + .table-wrap table')).toHaveAttribute('lang', 'en');

  const toc = page.locator('nav.jump a');
  expect(await toc.allTextContents()).toEqual([
    'Zwei Schritte', 'Bretter in Markdown', 'Eine Version festschreiben', 'Das Paket beziehen', 'Ein iframe', 'Beispiele',
    'Attribute, Eigenschaften und Ereignisse', 'Brett-Editor',
  ]);
  const hrefs = await toc.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.slice(1, 5)).toEqual(['#bretter-in-markdown', '#eine-version-festschreiben', '#das-paket-beziehen', '#wo-skripte-nicht-erlaubt-sind-ein-iframe']);
  for (const [i, href] of hrefs.entries()) {
    const target = page.locator(href);
    await expect(target, `${href} is on the page`).toHaveCount(1);
    await toc.nth(i).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(target, `${href}: the link lands on its heading`).toBeInViewport();
  }

  // The page's own links (outside the guide's prose and the diagrams) go to German pages; files and the frame page stay.
  const links = await page.locator('#examples .example > div:not(.diagram) a[href^="/"], #api a[href^="/"], #editor a[href^="/"], nav.jump a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const href of links) if (!/\.[a-z]+$|^\/embed\/frame\//.test(href.split(/[?#]/)[0])) expect(href, 'a link on the German page').toMatch(/^\/de\//);
});

test('the editor in German: verdict, live region, keyboard placement, paste, snippets with lang="de"', async ({ page }) => {
  await page.goto('/de/embed/#editor');
  await expect(page.locator('[data-editor-body]')).toBeVisible();
  await page.waitForFunction(() => !!document.querySelector('[data-editor-preview] berserker-board')?.shadowRoot);
  const verdict = page.locator('[data-editor-verdict]');
  const live = page.locator('[data-editor-live]');
  await expect(verdict).toHaveText('Gültige Stellung: Weiß am Zug.');
  await expect(page.locator('[data-editor-variant] option:checked')).toHaveText('Berserker-Schach');
  await expect(page.locator('[data-editor-start]')).toHaveText('Grundstellung');
  await expect(page.locator('[data-editor-palette] [data-fen="N"]')).toHaveAttribute('aria-label', 'weißer Springer');
  await expect(page.locator('[data-editor-palette] [role="group"]').first()).toHaveAttribute('aria-label', 'Weiße Figuren');
  await expect(page.locator('[data-editor-board] [data-square="e1"]')).toHaveAttribute('aria-label', 'e1, weißer König');
  await expect(page.locator('[data-editor-board] [data-square="e4"]')).toHaveAttribute('aria-label', 'e4, leer');
  await expect(page.locator('[data-rule-says="trigger"]')).toHaveText('ein Zug, der auf der relativen Reihe 4 oder darüber endet, löst aus');

  // The snippets ask for a German board; the analysis link goes to the German analysis page.
  await expect(page.locator('[data-editor-html]')).toContainText('<berserker-board variant="berserker" lang="de" coordinates>');
  await expect(page.locator('[data-editor-iframe]')).toContainText('lang=de');
  await expect(page.locator('[data-editor-iframe]')).toContainText('title="Brett: Berserker-Schach"');
  expect(await page.locator('[data-editor-analyse]').getAttribute('href')).toMatch(/^\/de\/analysis\/#/);

  // Clear the board: the live region and the verdict say what is wrong, in German.
  await page.locator('[data-editor-clear]').click();
  await expect(live).toHaveText('Das Brett ist leer. FEN, Brett: Weiß hat 0 Könige; Berserker-Schach braucht genau einen');
  await expect(verdict).toHaveText('FEN, Brett: Weiß hat 0 Könige; Berserker-Schach braucht genau einen');

  // Keyboard: pick the white knight, walk to b7, Enter puts it down; the placement is announced in German.
  await page.locator('[data-editor-palette] [data-fen="N"]').focus();
  await page.keyboard.press('Enter');
  await expect(live).toHaveText('weißer Springer gewählt: Wähle ein Feld auf dem Brett.');
  await page.locator('[data-editor-board] [tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(live).toContainText('weißer Springer auf b7.');
  await expect(page.locator('[data-editor-board] [data-square="b7"]')).toHaveAttribute('aria-label', 'b7, weißer Springer');
  await page.keyboard.press('Escape');
  await expect(live).toHaveText('Losgelassen.');
  await page.keyboard.press('Enter');
  await expect(live).toHaveText('weißer Springer auf b7 angehoben: Wähle ein Feld und drücke die Eingabetaste.');
  await page.keyboard.press('Delete');
  await expect(live).toContainText('weißer Springer von b7 genommen.');

  // Side to move and the start position, in German.
  await page.locator('[data-editor-start]').click();
  await expect(live).toHaveText('Die Grundstellung.');
  await page.locator('input[name="turn"][value="black"]').check();
  await expect(live).toHaveText('Schwarz am Zug.');
  await expect(verdict).toHaveText('Gültige Stellung: Schwarz am Zug.');

  // A paste.
  await page.locator('[data-editor-paste]').fill('[Variant "Game of Pawns"]\n\n1. e4 e5 *');
  await page.locator('[data-editor-load]').click();
  await expect(page.locator('[data-editor-paste-status]')).toHaveText('PGN gelesen: Bauernspiel, 2 Züge.');
  await expect(page.locator('[data-editor-variant] option:checked')).toHaveText('Bauernspiel');
});

test('the frame page with lang=de: its problems, title and heading in German', async ({ page }) => {
  await page.goto('/embed/frame/?variant=chess&lang=de&fenn=x');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Berserker-Schach-Brett');
  await expect(page.locator('[data-frame-problems]')).toHaveText('Unbekannter Parameter "fenn": Meintest du "fen"?');
  // Without lang the frame stays English.
  await page.goto('/embed/frame/?variant=chess&fenn=x');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('[data-frame-problems]')).toHaveText('Unknown parameter "fenn": did you mean "fen"?');
});
