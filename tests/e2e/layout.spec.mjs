/**
 * The site's layout beyond a page's first screen: phone navigation (390 px) scrolls sideways, shows it
 * (a shadow at the edge) and shows the current page's link; search results link to the section (#id)
 * where the words are, and the link lands there; print leaves out buttons, forms, the navigation,
 * board controls and .no-print hints, and keeps every board and caption. (Board pages fitting the
 * screen: layout-fit.spec.mjs; every page at phone width: pages-phone.spec.mjs.)
 */
import { test, expect, shot, showAllBoards } from './fixtures.mjs';

test.describe('on a phone', () => {
  // The worker's shared phone page (390×844, touch: fixtures.mjs).
  test('the navigation scrolls sideways, shows that it does, and shows the current page\'s link', async ({ phonePage: page }) => {
    for (const path of ['/rules/', '/play/']) {
      await page.goto(path);
      const nav = await page.evaluate(() => {
        const ul = document.querySelector('.site-nav ul');
        const cur = ul.querySelector('[aria-current="page"]').getBoundingClientRect();
        const box = ul.getBoundingClientRect();
        return {
          scrolls: ul.scrollWidth > ul.clientWidth + 1,
          shadow: /radial-gradient/.test(getComputedStyle(ul).backgroundImage),
          current: cur.left >= box.left - 0.5 && cur.right <= box.right + 0.5 && cur.right <= innerWidth,
          scrollLeft: Math.round(ul.scrollLeft),
        };
      });
      expect.soft(nav, `${path} at 390px: the navigation scrolls sideways, with an edge shadow, the current page's link in view`).toMatchObject({ scrolls: true, shadow: true, current: true });
      if (path === '/rules/') {
        expect.soft(nav.scrollLeft, '/rules/ at 390px: the navigation starts at its first link').toBe(0);
        await shot(page, 'layout-rules-phone-390x844');
      }
    }
  });
});

test('search results link to the sections where the words are, and a link lands there', async ({ sitePage: page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/search/?q=placement');
  await expect(page.locator('[data-search-results] li').first()).toBeAttached();
  const links = await page.locator('[data-search-results] > li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const sections = await page.locator('[data-search-results] .search-sections a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links.length, 'search results').toBeGreaterThan(0);
  expect(links.filter((h) => h.includes('#')).length, `search results link to sections (#id): ${links.join(' ')}`).toBeGreaterThanOrEqual(Math.ceil(links.length / 2));
  expect(sections.length, 'search lists more sections of a page').toBeGreaterThan(0);
  expect(sections.filter((h) => !h.includes('#')), 'each with its #id').toEqual([]);
  const rules = links.find((h) => h.startsWith('/rules/#'));
  expect(rules, `the /rules/ result links to a rule's section: ${links.join(' ')}`).toBeTruthy();
  await shot(page, 'layout-search-1280x800');
  // Every fragment names an element of its page, and following a link lands on that section.
  const missing = [];
  for (const href of [...new Set([...links, ...sections])].filter((h) => h.includes('#'))) {
    const [path, id] = href.split('#');
    if (!(await (await request.get(path)).text()).includes(`id="${decodeURIComponent(id)}"`)) missing.push(href);
  }
  expect(missing, 'every search fragment exists on its page').toEqual([]);
  await page.locator(`[data-search-results] > li > a[href="${rules}"]`).click();
  await page.waitForURL((u) => u.pathname === '/rules/');
  // The boards above the section lay out as the page loads; the browser keeps the section in view.
  const landed = () => page.evaluate(() => {
    const r = document.getElementById(decodeURIComponent(location.hash.slice(1)))?.getBoundingClientRect();
    return { hash: location.hash, top: r ? Math.round(r.top) : null, y: Math.round(scrollY) };
  });
  await expect.poll(async () => { const l = await landed(); return l.top !== null && l.top >= -2 && l.top < 200 && l.y > 0; }, 'following a search result lands on its section').toBe(true);
});

test.describe('print', () => {
  for (const path of ['/rules/', '/embed/', '/puzzles/', '/play/']) {
    test(`print ${path}: no buttons, forms, navigation or board controls; every board and caption`, async ({ sitePage: page }) => {
      await page.emulateMedia({ media: 'print' });
      await page.goto(path);
      await page.evaluate(async () => {
        await customElements.whenDefined('berserker-board');
        await Promise.all([...document.querySelectorAll('berserker-board')].map((b) => b.updateComplete));
      });
      // An Oh No! bar appears under boards with ohNo=on; play a move on such a board if there is one.
      if (path === '/rules/') await page.evaluate(() => document.querySelector('berserker-board[rules*="ohNo=on"][mode="play"]')?.play('e3'));
      const p = await page.evaluate(() => {
        const shown = (e) => e.checkVisibility();
        const partShown = (b, name) => {
          const el = b.shadowRoot?.querySelector(`[part~="${name}"]`);
          return el ? getComputedStyle(el).display !== 'none' && el.getClientRects().length > 0 : false;
        };
        // The board editor is a tool, left out of print as a whole (its preview board with it).
        const boards = [...document.querySelectorAll('main berserker-board')].filter((b) => !b.closest('.editor'));
        const captions = [...document.querySelectorAll('main [slot="caption"]')].filter((c) => !c.closest('.editor'));
        return {
          noPrint: [...document.querySelectorAll('.no-print')].filter(shown).length,
          buttons: [...document.querySelectorAll('main button, main .button')].filter(shown).map((b) => b.textContent.trim()).slice(0, 5),
          forms: [...document.querySelectorAll('main form, main input, main select, main textarea')].filter(shown).length,
          nav: shown(document.querySelector('.site-nav')),
          boardControls: boards.filter((b) => ['nav', 'input', 'feedback', 'placement', 'chooser'].some((n) => partShown(b, n))).length,
          boards: boards.length,
          boardsShown: boards.filter((b) => partShown(b, 'board')).length,
          captions: captions.length,
          captionsShown: captions.filter((c) => shown(c) && partShown(c.closest('berserker-board'), 'caption')).length,
        };
      });
      expect.soft(p.noPrint, '.no-print hidden').toBe(0);
      expect.soft(p.buttons, 'no buttons').toEqual([]);
      expect.soft(p.forms, 'no forms or inputs').toBe(0);
      expect.soft(p.nav, 'no site navigation').toBe(false);
      expect.soft(p.boardControls, `no board controls (move buttons, move box, choosers) on ${p.boards} boards`).toBe(0);
      expect.soft(p.boardsShown, 'the boards are printed').toBe(p.boards);
      expect.soft(p.captionsShown, 'every caption is printed').toBe(p.captions);
      if (path === '/rules/') {
        expect.soft(p.captions, 'print /rules/ has captions to keep').toBeGreaterThan(5);
        await showAllBoards(page);
        await shot(page, 'layout-print-rules');
        if (process.env.E2E_SCREENSHOTS) await shot(page.locator('.diagram:has([slot="caption"])').nth(2), 'layout-print-rules-diagram');
      }
    });
  }
});
