/**
 * Every page of the build on a phone (390×844, touch; the worker's shared phone page, fixtures.mjs), one visit each: no horizontal overflow, every
 * board painted, off-screen ones too (the colour scheme does not change the layout, so one scheme is
 * enough); on the narrowest phones (the same page at 360 px) no token in a table broken across lines,
 * no table wider than the screen unless its wrapper scrolls, and no overflow either; axe on the pages
 * whose phone layout differs most, in both colour schemes (its boards still, as a reader first sees them;
 * the live boards in the dark theme: pages.spec.mjs). The fixture's watch fails a
 * page on any console error, uncaught exception, failed response or CSP violation here too.
 */
import { readFileSync } from 'node:fs';
import { test, expect, expectAxeClean, expectDarkAxeClean, frames, overflow, showAllBoards } from './fixtures.mjs';
import { builtPages, pageFile } from './paths.mjs';
import { PHONE_AXE_PAGES, tableProblems } from './phone-checks.mjs';

for (const path of builtPages()) {
  test(`${path} on a phone: no overflow at 390 and 360 px, tables fit at 360 px`, async ({ phonePage: page }) => {
    await page.goto(PHONE_AXE_PAGES[path] ?? path);
    await page.evaluate(() => document.querySelector('berserker-board') && customElements.whenDefined('berserker-board'));
    if (path === '/search/') await expect(page.locator('[data-search-results] li').first()).toBeAttached();
    // Boards skip painting while off screen (content-visibility: auto): paint them all, then measure.
    await showAllBoards(page);
    await frames(page);
    expect.soft(await overflow(page), 'px wider than the window at 390 px').toBeLessThanOrEqual(1);
    if (PHONE_AXE_PAGES[path]) {
      await expectAxeClean(page, `${path} (390px light)`);
      await expectDarkAxeClean(page, `${path} (390px)`);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await frames(page);
    const t = await tableProblems(page);
    expect.soft(t.broken, 'at 360px: no token in a table broken across lines').toEqual([]);
    expect.soft(t.wide, 'at 360px: tables fit or scroll in their wrapper').toEqual([]);
    expect.soft(await overflow(page), 'px wider than the window at 360 px').toBeLessThanOrEqual(1);
  });
}

test('the table checks have tables to see (R10, the Embed API, …)', () => {
  const tables = builtPages().reduce((n, p) => n + (readFileSync(pageFile(p), 'utf8').split(/<main\b/)[1]?.match(/<table\b/g)?.length ?? 0), 0);
  expect(tables).toBeGreaterThanOrEqual(5);
});
