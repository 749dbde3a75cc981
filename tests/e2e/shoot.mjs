/**
 * Screenshots of built pages for a human to look at: node tests/e2e/shoot.mjs [path ...]
 * Writes screenshots/<page>-<desktop|phone>-<light|dark>.png (the e2e run takes the same set).
 */
import '../../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { serve } from './serve.mjs';

export const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export async function shoot(browser, base, paths, outDir = 'screenshots', { full = true } = {}) {
  mkdirSync(outDir, { recursive: true });
  const files = [];
  for (const [device, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]]) {
    for (const scheme of ['light', 'dark']) {
      const ctx = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, deviceScaleFactor: 1 });
      const page = await ctx.newPage();
      for (const p of paths) {
        await page.goto(base + p, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts?.ready);
        const name = p === '/' ? 'home' : p.replace(/^\/|\/$/g, '').replace(/\//g, '_');
        const file = `${outDir}/${name}-${device}-${scheme}.png`;
        await page.screenshot({ path: file, fullPage: full });
        files.push(file);
      }
      await ctx.close();
    }
  }
  return files;
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
  const { url, close } = await serve('dist/site');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS });
  const files = await shoot(browser, url, paths);
  console.log(files.join('\n'));
  await browser.close();
  await close();
}
