/**
 * The worker's shared pages (fixtures.mjs: sitePage, phonePage) behave as a fresh page for each test:
 * what one test stored, emulated or resized is gone for the next, and the running test's watch hears
 * the shared page. Serial: the three tests run in order in one worker, on the same shared page.
 */
import { test, expect } from './fixtures.mjs';

test.describe.configure({ mode: 'serial' });

test('a test leaves storage, cookies, a dark scheme and a small window behind', async ({ sitePage: page }) => {
  await page.goto('/rules/');
  await page.evaluate(() => {
    localStorage.setItem('e2e-left', '1');
    sessionStorage.setItem('e2e-left', '1');
    document.cookie = 'e2eLeft=1; path=/';
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 500, height: 500 });
});

test('the next test finds none of it', async ({ sitePage: page }) => {
  await page.goto('/rules/');
  const state = await page.evaluate(() => ({
    local: localStorage.getItem('e2e-left'),
    session: sessionStorage.getItem('e2e-left'),
    cookie: document.cookie,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    width: innerWidth,
  }));
  expect(state).toEqual({ local: null, session: null, cookie: '', dark: false, width: 1280 });
});

test('the running test\'s watch hears the shared page', async ({ sitePage: page, problems }) => {
  await page.goto('/rules/');
  await page.evaluate(() => console.error('e2e: the watch hears this'));
  await expect.poll(() => problems.list.some((r) => r === 'console /rules/: e2e: the watch hears this')).toBe(true);
  problems.allow(/e2e: the watch hears this/);
});
