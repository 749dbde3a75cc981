/**
 * The Learn pages under axe-core on a phone (390×844), in the light and the dark theme: the path, an
 * exercise at a placement turn (release-1), and one with a hint showing (oh-no-2); at 1280 px the one
 * with a hint (the path and the stage pages as they open are axe-checked at 1280 px with every page:
 * pages.spec.mjs, in both themes).
 */
import { test, expectAxeClean, shot } from './fixtures.mjs';
import { KEY, learnPage } from './learn-page.mjs';

for (const [device, width, height] of [['phone', 390, 844], ['desktop', 1280, 800]]) {
  for (const scheme of ['light', 'dark']) {
    test.describe(`${device}, ${scheme}`, () => {
      test.use({ viewport: { width, height }, colorScheme: scheme, isMobile: device === 'phone', hasTouch: device === 'phone' });

      test(`the Learn pages are axe-clean (${device}, ${scheme})`, async ({ page }) => {
        const l = learnPage(page);
        if (device === 'phone') {
          await page.goto('/learn/');
          await expectAxeClean(page, `/learn/ (${device}, ${scheme})`);
        }
        if (process.env.E2E_SCREENSHOTS && scheme === 'light') {
          // Pictures for a human (E2E_SCREENSHOTS=1): the path with some progress, and an exercise.
          await page.goto('/learn/');
          await page.evaluate((k) => localStorage.setItem(k, JSON.stringify({ v: 1, stars: { 'trigger-1': 3, 'trigger-2': 2, 'trigger-3': 1, 'release-1': 3 } })), KEY);
          await page.reload();
          await shot(page, `learn-path-${device}`, { fullPage: true });
        }
        if (device === 'phone' || process.env.E2E_SCREENSHOTS) {
          await l.open('release', 'release-1');
          if (device === 'phone') await expectAxeClean(page, `/learn/release/ at a placement turn (${device}, ${scheme})`);
          await shot(page, `learn-exercise-${device}-${scheme}`);
        }
        await l.open('oh-no', 'oh-no-2');
        await page.locator('[data-learn-hint]').click();
        await expectAxeClean(page, `/learn/oh-no/ with a hint (${device}, ${scheme})`);
      });
    });
  }
}
