/**
 * The Learn pages under axe-core on a phone (390×844), in the light and the dark theme (the scheme
 * switched in place: axe's colour rules, the only ones a scheme can change): the path, an exercise at a
 * placement turn (release-1), and one with a hint showing (oh-no-2); at 1280 px the one with a hint (the path and the stage pages as they open are axe-checked at 1280 px with every page:
 * pages.spec.mjs, in both themes).
 */
import { test, expectAxeClean, expectDarkAxeClean, shot } from './fixtures.mjs';
import { KEY, learnPage } from './learn-page.mjs';

for (const [device, width, height] of [['phone', 390, 844], ['desktop', 1280, 800]]) {
  test.describe(device, () => {
    test.use({ viewport: { width, height }, isMobile: device === 'phone', hasTouch: device === 'phone' });

    test(`the Learn pages are axe-clean (${device}, light and dark)`, async ({ page }) => {
      const l = learnPage(page);
      /** Axe in the light theme, then its colour rules with the scheme switched to dark in place. */
      const bothThemes = async (label) => {
        await expectAxeClean(page, `${label} (${device}, light)`);
        await expectDarkAxeClean(page, `${label} (${device})`);
      };
      if (device === 'phone') {
        await page.goto('/learn/');
        await bothThemes('/learn/');
      }
      if (process.env.E2E_SCREENSHOTS) {
        // Pictures for a human (E2E_SCREENSHOTS=1): the path with some progress, and an exercise.
        await page.goto('/learn/');
        await page.evaluate((k) => localStorage.setItem(k, JSON.stringify({ v: 1, stars: { 'trigger-1': 3, 'trigger-2': 2, 'trigger-3': 1, 'release-1': 3 } })), KEY);
        await page.reload();
        await shot(page, `learn-path-${device}`, { fullPage: true });
      }
      if (device === 'phone' || process.env.E2E_SCREENSHOTS) {
        await l.open('release', 'release-1');
        if (device === 'phone') await bothThemes('/learn/release/ at a placement turn');
        await shot(page, `learn-exercise-${device}-light`);
        await page.emulateMedia({ colorScheme: 'dark' });
        await shot(page, `learn-exercise-${device}-dark`);
        await page.emulateMedia({ colorScheme: 'light' });
      }
      await l.open('oh-no', 'oh-no-2');
      await page.locator('[data-learn-hint]').click();
      await bothThemes('/learn/oh-no/ with a hint');
    });
  });
}
