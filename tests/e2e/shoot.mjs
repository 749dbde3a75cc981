#!/usr/bin/env node
/**
 * Pictures of the built pages for a human to look at (`npm run screenshots`; not part of `npm test`):
 * every page (or the paths given), full length, at 1280 px (desktop) and 390 px (phone, touch), in the
 * light and the dark theme, as screenshots/<page>-<desktop|phone>-<light|dark>.png. Builds the site
 * first, as the e2e suite does (E2E_SKIP_BUILD=1 reuses the build; E2E_DIST another build directory).
 * The tests' pictures of states (a game's end, a placement turn…): E2E_SCREENSHOTS=1 node scripts/test.mjs e2e.
 *
 *   node tests/e2e/shoot.mjs [/path/ ...]
 */
import '../../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { buildSite } from './global-setup.mjs';
import { DIST, ROOT, builtPages } from './paths.mjs';
import { serve, showAllBoards } from './serve.mjs';

const VARIANTS = [
  ['desktop', { viewport: { width: 1280, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
];

/** The file name of a page's picture: / is home, /variants/brawl/ is variants_brawl. */
const nameOf = (path) => (path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/\//g, '_').replace(/\.html$/, ''));

/** Takes the pictures of `paths` in one context (a device and a colour scheme); returns the files. */
async function shootAll(browser, base, paths, device, options, scheme, outDir) {
  const context = await browser.newContext({ ...options, colorScheme: scheme, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const files = [];
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'load' });
    // The fonts, the boards' element and a drawn frame; boards skip painting while off screen
    // (content-visibility: auto), and a picture of the whole page needs them all.
    await page.evaluate(async () => {
      await document.fonts.ready;
      if (document.querySelector('berserker-board')) await customElements.whenDefined('berserker-board');
    });
    await showAllBoards(page);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const file = join(outDir, `${nameOf(path)}-${device}-${scheme}.png`);
    await page.screenshot({ path: file, fullPage: true });
    files.push(file);
  }
  await context.close();
  return files;
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  buildSite();
  // The pages of the build just made (a page added since the last build too).
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : builtPages().filter((p) => !p.endsWith('404.html'));
  const outDir = join(ROOT, 'screenshots');
  mkdirSync(outDir, { recursive: true });
  const { url, close } = await serve(DIST);
  const browser = await chromium.launch({ executablePath: findChromium({ install: false }), args: CHROMIUM_ARGS });
  try {
    // The four sets side by side, as many at a time as there are CPUs.
    const jobs = VARIANTS.flatMap(([device, options]) => ['light', 'dark'].map((scheme) => () => shootAll(browser, url, paths, device, options, scheme, outDir)));
    const files = [];
    const run = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) files.push(...(await job()));
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(cpus().length, jobs.length)) }, run));
    console.log(`screenshots: ${files.length} in ${outDir}`);
  } finally {
    await browser.close();
    await close();
  }
}
