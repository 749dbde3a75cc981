/**
 * The Play page in German (/de/play/), in Chromium: a game against the computer started from the German
 * New game form, a move and the computer's reply, the status, players and settings line in German, a
 * take-back, a resignation with its result in the board's words, the PGN's German event, links to German
 * pages — and no English left in the game panel or the form.
 */
import { test, expect } from './fixtures.mjs';
import { playPage } from './play-page.mjs';

/** English words that a German panel must not contain (whole words; German shares none of them). */
const ENGLISH = /\b(the|you|your|and|of|to|is|move|game|take|back|draw|resign|flip|board|download|copy|show|sound|yes|no|on|off|loading|thinking|new|opponent|friend|level|colour|white|black|random|variant|rules|clock|start)\b/i;

/** The text a reader sees (or hears: aria-labels) in `selector`, leaving out the rule options' values (rule strings). */
const readerText = (page, selector) =>
  page.locator(selector).evaluate((root) => {
    const parts = [];
    const walk = (el) => {
      if (el.hidden || el.matches('select[name]:not([name="level"]):not([name="colour"]):not([name="variant"]):not([name="clock"]), code, pre')) return;
      for (const attr of ['aria-label', 'title']) if (el.getAttribute(attr)) parts.push(el.getAttribute(attr));
      for (const n of el.childNodes) {
        if (n.nodeType === Node.TEXT_NODE) parts.push(n.textContent);
        else if (n.nodeType === Node.ELEMENT_NODE) walk(n);
      }
    };
    walk(root);
    return parts.join(' ').replace(/\s+/g, ' ').trim();
  });

test('German: a game against the computer, a take-back and a resignation, all in German', async ({ page }) => {
  const p = playPage(page, { base: '/de' });
  await p.open();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  await expect(page.locator('h1')).toHaveText('Spielen');
  await expect(page.locator('[data-status-head]')).toHaveText('Du bist am Zug (Weiß).');

  // The New game form in German, with the board's variant names and German levels.
  const form = page.locator('[data-play-setup]');
  await expect(form.locator('h2')).toHaveText('Neue Partie');
  await expect(form.locator('legend').first()).toHaveText('Gegner');
  await expect(form.locator('select[name="level"] option[value="beginner"]')).toHaveText('Anfänger');
  await expect(form.locator('select[name="variant"] option[value="game-of-pawns"]')).toHaveText('Bauernspiel');
  await expect(form.locator('button[type="submit"]')).toHaveText('Neue Partie starten');
  await expect(form.locator('[data-level-help]')).toHaveText('Anfänger: schaut zwei Halbzüge voraus und verschätzt sich oft.');
  expect(await form.locator('a[href*="rules"]').getAttribute('href'), 'the rules link goes to the German page').toBe('/de/rules/');
  const formText = await readerText(page, '[data-play-setup]');
  expect(formText.match(ENGLISH), `no English in the form: ${formText}`).toBeNull();

  await p.newGame({ variant: 'chess' });
  await expect(page.locator('[data-notice]')).toHaveText('Neue Partie gestartet.');
  await expect(page.locator('[data-game-line]')).toHaveText('Schach · gegen den Computer (Anfänger), du spielst Weiß · ohne Uhr');
  await p.move('e2', 'e4');
  await p.waitHistory(2, 6000);
  await p.waitHumanTurn();
  await expect(page.locator('[data-status-head]')).toHaveText('Du bist am Zug (Weiß).');
  await expect(page.locator('[data-player="white"] [data-player-name]')).toHaveText('Du');
  await expect(page.locator('[data-player="black"] [data-player-name]')).toHaveText('Computer · Anfänger');
  await expect(page.locator('[data-takeback-hint]')).toHaveText('„Zurücknehmen“ führt zurück zu deiner letzten Entscheidung (die Antwort des Computers wird mit zurückgenommen).');

  // Links the page writes go to German pages; the PGN's event is German, its moves and tags PGN's.
  const analyse = page.locator('[data-analyse]');
  await expect(analyse).toHaveText('Partie analysieren');
  expect(await analyse.getAttribute('href')).toMatch(/^\/de\/analysis\/#pgn=/);
  const pgn = await page.locator('[data-pgn-text]').textContent();
  expect(pgn).toContain('[Event "Berserker-Schach-Website: Partie gegen den Computer (Anfänger)"]');
  expect(pgn).toContain('[White "Du"]');
  expect(pgn).toMatch(/1\. e4 /);

  const panel = await readerText(page, '[data-play-panel]');
  expect(panel.match(ENGLISH), `no English in the game panel: ${panel}`).toBeNull();

  // A take-back: back to the human's last decision, said in German.
  const [, reply] = await p.sans();
  await page.locator('[data-action="takeback"]').click();
  await expect(page.locator('[data-notice]')).toHaveText(`Zurückgenommen: e4 ${reply}. Du entscheidest wieder.`);
  expect(await p.sans()).toEqual([]);

  // Moving again, then resigning: the question and the result in German (the board's reason word).
  await p.move('d2', 'd4');
  await p.waitHistory(2, 6000);
  await p.waitHumanTurn();
  await page.locator('[data-action="resign"]').click();
  await expect(page.locator('[data-confirm-text]')).toHaveText('Diese Partie aufgeben? Der Computer gewinnt.');
  await page.locator('[data-confirm-yes]').click();
  await expect(page.locator('[data-result]')).toHaveText('Aufgabe: Der Computer gewinnt – 1 Punkt für Schwarz. Stand 0–1.');
  await expect(page.locator('[data-status-head]')).toHaveText('Partie beendet.');
  const ended = await readerText(page, '[data-play-panel]');
  expect(ended.match(ENGLISH), `no English in the game panel after the game: ${ended}`).toBeNull();
  expect(await page.locator('[data-pgn-text]').textContent()).toContain('[Result "0-1"]');

  // The help under the board links to German pages too.
  expect(await page.locator('.play-help a').getAttribute('href')).toBe('/de/embed/');
});

test('German: a saved game that cannot be restored says why in German', async ({ page }) => {
  const p = playPage(page, { base: '/de' });
  await page.goto('/de/search/');
  await page.evaluate(() => localStorage.setItem('berserker-chess:play', JSON.stringify({ version: 1, settings: { opponent: 'computer', level: 'beginner', colour: 'white', variant: 'nope', rules: '', clock: 'none' }, moves: [], takeBacks: [], clocks: null, ending: null, orientation: 'white', startedAt: 1 })));
  await p.open();
  await expect(page.locator('[data-notice]')).toHaveText(
    'Die gespeicherte Partie konnte nicht wiederhergestellt werden (die gespeicherte Partie enthält eine unbekannte Variante "nope"), deshalb hat eine neue Partie begonnen.',
  );
});
