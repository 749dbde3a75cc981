/**
 * Every page of the build in the dark theme, as the system asks for it (prefers-color-scheme: dark):
 * axe-core reports no violation (colour contrast differs from the light theme's) at 1280 px, its boards
 * still, as a reader first sees them; the pages whose phone layout differs most again at 390 px. The
 * fixture's watch fails a page on any console error, uncaught exception, failed response, CSP violation
 * or overflow here too.
 */
import { test, expect, expectAxeClean, frames } from './fixtures.mjs';
import { builtPages } from './paths.mjs';
import { PHONE_AXE_PAGES } from './phone-checks.mjs';

test.use({ colorScheme: 'dark' });

for (const path of builtPages()) {
  test(`${path} in the dark theme: axe`, async ({ page }) => {
    await page.goto(path);
    // The boards' element defined (its still boards drawn); none is made live.
    await page.evaluate(() => document.querySelector('berserker-board') && customElements.whenDefined('berserker-board'));
    await expectAxeClean(page, `${path} (dark)`);
    if (!PHONE_AXE_PAGES[path]) return;
    await page.setViewportSize({ width: 390, height: 844 });
    if (PHONE_AXE_PAGES[path] !== path) await page.goto(PHONE_AXE_PAGES[path]);
    if (path === '/search/') await expect(page.locator('[data-search-results] li').first()).toBeAttached();
    await frames(page);
    await expectAxeClean(page, `${path} (390px dark)`);
  });
}
