/**
 * The site in German as a reader meets it (the words' completeness is tests/i18n.test.ts; each area's
 * own German behaviour is its i18n-<area>.spec.mjs):
 *   - no English sentence on any German page as built (what a reader without JavaScript, a search engine
 *     or a feed reader gets): sentences with three or more English function words are listed;
 *   - every page names its alternates (hreflang en, de, x-default) and they name each other;
 *   - the language switcher goes to the same page in the other language, carrying the address's hash and
 *     query (a puzzle, a search), and back.
 */
import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures.mjs';
import { builtPages, pageFile } from './paths.mjs';

const GERMAN = builtPages().filter((p) => p.startsWith('/de/'));

/** Words of English that German never uses ("in", "an", "so", "was" are German too). */
const ENGLISH = new Set('the and of with which this that is are you your to from for when where can not it its on by be has have will or at what who how there their they these those after before into only each every any than then here white black move moves square'.split(' '));

test('there are German pages to check', () => {
  expect(GERMAN.length).toBeGreaterThanOrEqual(25);
});

test.describe('German pages as built (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });
  test('no English sentence on a German page', async ({ page }) => {
    const found = [];
    for (const path of GERMAN) {
      await page.goto(path);
      const sentences = await page.evaluate(() => {
        // The page's words: not code, notation or the language switcher (each marked with its own lang).
        const skip = 'code, pre, kbd, samp, script, style, svg, template, [lang]:not([lang="de"]), .visually-hidden-pgn';
        // Text grouped by its block (a paragraph, list item, heading, cell, button …), then cut into sentences.
        const BLOCK = 'p, li, h1, h2, h3, h4, h5, h6, td, th, dt, dd, figcaption, caption, label, button, summary, legend, option, blockquote, div, section, main, header, footer, nav, aside, figure, form, fieldset, body';
        const blocks = new Map();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (!el || el.closest(skip)) continue;
          const block = el.closest(BLOCK);
          blocks.set(block, `${blocks.get(block) ?? ''}${n.textContent}`);
        }
        const texts = [...blocks.values()];
        for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
          if (el.closest(skip)) continue;
          for (const a of ['aria-label', 'title', 'alt', 'placeholder']) if (el.getAttribute(a)) texts.push(el.getAttribute(a));
        }
        const out = texts.flatMap((t) => t.split(/\n|(?<=[.!?:;])\s+/)).map((s) => s.replace(/\s+/g, ' ').trim());
        return out.filter(Boolean);
      });
      for (const s of sentences) {
        const words = new Set(s.toLowerCase().match(/[a-z’']+/g) ?? []);
        const english = [...words].filter((w) => ENGLISH.has(w));
        if (english.length >= 3) found.push(`${path}: “${s.slice(0, 110)}” (${english.join(', ')})`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
});

test('every page names itself in both languages (hreflang), each the other', () => {
  const problems = [];
  const alternates = (path) => {
    const html = readFileSync(pageFile(path), 'utf8');
    return Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]).pathname]));
  };
  for (const path of GERMAN) {
    const english = path.slice(3);
    const de = alternates(path);
    const en = alternates(english);
    // A page left out of search engines (search, 404) names no alternates, in either language.
    if (!Object.keys(de).length && !Object.keys(en).length && !readFileSync(pageFile(path), 'utf8').includes('data-pagefind-body')) continue;
    if (de.de !== path || de.en !== english || de['x-default'] !== english) problems.push(`${path}: ${JSON.stringify(de)}`);
    if (JSON.stringify(en) !== JSON.stringify(de)) problems.push(`${english} and ${path} name different alternates`);
  }
  expect(problems).toEqual([]);
});

test('the language switcher: the same page in the other language, its hash kept, and back', async ({ sitePage: page }) => {
  await page.goto('/rules/#r4');
  const toGerman = page.locator('.site-header a[hreflang="de"]');
  // The page's script has written the address's hash into the link (a click before it runs goes to the page alone).
  await expect(toGerman).toHaveAttribute('href', /\/de\/rules\/#r4$/);
  await expect(toGerman).toHaveText(/^\s*DE\b/);
  await expect(toGerman).toHaveAccessibleName(/Deutsch/);
  await expect(page.locator('.footer-languages a[hreflang="de"]')).toHaveText('Deutsch');
  await toGerman.click();
  await expect(page).toHaveURL(/\/de\/rules\/#r4$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('.site-nav a[aria-current="page"]')).toHaveText('Regeln');
  const toEnglish = page.locator('.site-header a[hreflang="en"]');
  await expect(toEnglish).toHaveAttribute('href', /\/rules\/#r4$/);
  await toEnglish.click();
  await expect(page).toHaveURL(/\/rules\/#r4$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // A search's query goes along.
  await page.goto('/search/?q=trigger');
  await expect(toGerman).toHaveAttribute('href', /\/de\/search\/\?q=trigger$/);
  await toGerman.click();
  await expect(page).toHaveURL(/\/de\/search\/\?q=trigger$/);
});
