/**
 * The Content-Security-Policy (site/integrations/csp.mjs):
 *   - every page of the build (every .html file, so pages added later are checked too) has exactly one
 *     CSP meta tag, first in <head> (before any script or style it governs); no 'unsafe-inline' or
 *     'unsafe-eval' anywhere, no third-party origin, no wildcard; object-src 'none'; no frame-ancestors
 *     (a meta policy cannot set it: the iframe page must stay frameable);
 *   - under it, the inline theme script (hashed) runs before the first paint, and a board's PNG export
 *     (an SVG drawn through a blob: image onto a canvas) works.
 * Violations while the pages are used are the fixture's to catch, in every test: each page with every
 * board live and stepped (pages.spec.mjs), a search (Pagefind's WebAssembly, site.spec.mjs), a computer
 * game (its Web Worker, play.spec.mjs), the iframe page (embed-frame.spec.mjs).
 */
import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures.mjs';
import { builtPages, pageFile } from './paths.mjs';

/** What is wrong with a page's policy (static checks of the HTML), as messages. */
function policyProblems(html) {
  const problems = [];
  const metas = [...html.matchAll(/<meta\b[^>]*http-equiv\s*=\s*["']?content-security-policy["']?[^>]*>/gi)];
  if (metas.length !== 1) return [`${metas.length} CSP meta tags (want exactly one)`];
  const content = /content\s*=\s*"([^"]*)"/i.exec(metas[0][0])?.[1] ?? '';
  const head = html.slice(0, metas[0].index);
  if (/<(script|style|link)\b/i.test(head)) problems.push('a script, style or link comes before the CSP meta tag');
  const directives = new Map(content.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([n, ...s]) => [n.toLowerCase(), s]));
  for (const need of ['default-src', 'script-src', 'style-src', 'object-src', 'base-uri']) {
    if (!directives.has(need)) problems.push(`no ${need}`);
  }
  if (directives.get('object-src')?.join(' ') !== "'none'") problems.push("object-src is not 'none'");
  if (directives.has('frame-ancestors')) problems.push('frame-ancestors in a meta policy (ignored by browsers; the iframe page must be frameable)');
  const allowed = /^('self'|'none'|'wasm-unsafe-eval'|'sha(256|384|512)-[A-Za-z0-9+/=]+'|data:|blob:)$/;
  for (const [name, sources] of directives) {
    for (const s of sources) if (!allowed.test(s)) problems.push(`${name} allows ${s}`);
  }
  return problems;
}

test('every built page carries one strict policy', () => {
  const pages = builtPages();
  expect(pages.length > 5 && ['/', '/play/', '/search/'].every((p) => pages.includes(p)), `the build has pages to check: ${pages.join(' ')}`).toBe(true);
  for (const path of pages) expect.soft(policyProblems(readFileSync(pageFile(path), 'utf8')), `${path} carries one strict policy`).toEqual([]);
});

test('the inline theme script runs under the policy: a saved dark theme applies at once', async ({ sitePage: page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
});

test('a board exports a PNG under the policy (blob image and canvas)', async ({ sitePage: page }) => {
  await page.goto('/rules/');
  // A board with moves, made live (viewer and all); `menu` shows its menu.
  const board = page.locator('berserker-board[moves]').first();
  await board.evaluate(async (b) => {
    b.setAttribute('menu', '');
    await b.updateComplete;
  });
  await board.locator('.menu > button', { hasText: 'Menu' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), board.locator('[part="menu"] button', { hasText: 'Download PNG' }).click()]);
  expect(download.suggestedFilename()).toBe('position.png');
});
