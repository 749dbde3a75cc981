/**
 * The e2e suite (`node scripts/test.mjs e2e`, or `playwright test -c tests/e2e/playwright.config.mjs`):
 * the built site in Chromium, with Playwright Test. global-setup.mjs builds the site (once, and only if a
 * source changed since the last build) and serves it once; the spec files run in parallel, one worker per CPU (E2E_WORKERS to change that), each worker
 * with one Chromium and a fresh context per test. fixtures.mjs fails a test on any console error,
 * uncaught exception, failed response, CSP violation or horizontal overflow on the pages it opened.
 *
 * Chromium is the system's (CHROME_PATH, else the usual install paths: scripts/find-chromium.mjs):
 * Playwright's own browsers are never downloaded. No retries: a flaky test is a defect to fix.
 *
 * Env: CHROME_PATH; E2E_SKIP_BUILD=1 (reuse the build directory when it has an index.html, even if a
 * source changed; without it the site is built only when one did); E2E_DIST
 * (another build directory than dist/site); E2E_WORKERS; E2E_SCREENSHOTS=1 (the tests' pictures of
 * states, in screenshots/; `npm run screenshots` takes the pages' pictures).
 */
import '../../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { defineConfig } from '@playwright/test';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { ROOT } from './paths.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.mjs',
  globalSetup: './global-setup.mjs',
  outputDir: join(ROOT, 'test-results'),
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || cpus().length,
  retries: 0,
  forbidOnly: true,
  // Generous: a limit for a test that hangs, not a speed check (a page of forty live boards under axe
  // takes a while on a busy two-CPU machine).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./summary-reporter.mjs']],
  use: {
    // Set by global-setup.mjs before the workers start (they read this file again).
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
    colorScheme: 'light',
    launchOptions: { executablePath: findChromium({ install: false }), args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
  },
});
