#!/usr/bin/env node
/**
 * End-to-end checks of the Content-Security-Policy (site/integrations/csp.mjs), on every page of the
 * build (every .html file under the build directory, so pages added later are checked too):
 *   - the page has exactly one CSP meta tag, first in <head> (before any script or style it governs);
 *     no 'unsafe-inline' or 'unsafe-eval' anywhere, no third-party origin, no wildcard; object-src
 *     'none'; no frame-ancestors (a meta policy cannot set it: the iframe page must stay frameable);
 *   - loaded in Chromium, the page reports no CSP violation (securitypolicyviolation events, listened
 *     for from before the first script, and the console's CSP errors) while it is used enough to load
 *     its lazy code: scrolled through (boards load their viewer), the theme switched, a board's moves
 *     stepped and its PNG export run, a computer game started on /play/ (its Web Worker), a query
 *     searched on /search/ (Pagefind's WebAssembly), a board shown by the iframe page.
 *
 * Called by tests/e2e/run.mjs (runCspChecks), or alone against an existing build:
 *   node tests/e2e/csp.mjs              (serves dist/site; build first with npm run build)
 * Env: CHROME_PATH, E2E_DIST (another build directory than dist/site).
 */
import '../../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { runAlone } from './serve.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The address of a built file: x/index.html is /x/, 404.html is /404.html. */
export function pageAddress(rel) {
  const p = `/${rel.split(sep).join('/')}`;
  return p.endsWith('/index.html') ? p.slice(0, -'index.html'.length) : p;
}

/** Every page of the build, as addresses. */
export function builtPages(dist) {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map(pageAddress)
    .sort();
}

/** What is wrong with a page's policy (static checks of the HTML), as messages. */
export function policyProblems(html) {
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

export async function runCspChecks({ browser, base, check, dist }) {
  const pages = builtPages(dist);
  check('csp: the build has pages to check', pages.length > 5 && pages.includes('/') && pages.includes('/play/') && pages.includes('/search/'), pages.join(' '));

  // Static: the policy in each file.
  for (const path of pages) {
    const rel = path.endsWith('/') ? join(path, 'index.html') : path;
    const problems = policyProblems(readFileSync(join(dist, rel), 'utf8'));
    check(`csp: ${path} carries one strict policy`, problems.length === 0, problems.join('; '));
  }

  // In the browser: violations while the page is used.
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light', acceptDownloads: true });
  await ctx.addInitScript(() => {
    window.__cspViolations = [];
    // Capture phase on the document: violations in shadow roots arrive here too (the event is composed).
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile || '?'}:${e.lineNumber} ${e.sample ? `"${e.sample}"` : ''}`);
    }, true);
  });
  const waitFor = (page, fn, arg, timeout = 15_000) => page.waitForFunction(fn, arg, { timeout }).then(() => true, () => false);

  /** Scrolls to the end a screen at a time, so that every lazy board loads. */
  const scrollThrough = async (page) => {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 700) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  };

  /** Steps the first board with a move list one move back and forward; runs its PNG export. */
  const useBoard = async (page) => {
    const stepped = await page.evaluate(async () => {
      for (const b of document.querySelectorAll('berserker-board')) {
        // A board is still (the page's picture) until reached for: a board with moves is made live, viewer and all.
        if (b.hasAttribute('moves') || b.querySelector('script[type="application/x-chess-pgn"]')) await b.updateComplete;
        const buttons = b.shadowRoot?.querySelectorAll('[part="nav"] button:not([disabled])');
        if (buttons && buttons.length > 0) {
          b.scrollIntoView();
          buttons[0].click();
          return true;
        }
      }
      return false;
    });
    // The menu's PNG export (an SVG drawn through a blob: image onto a canvas); `menu` shows the menu.
    const download = page.waitForEvent('download', { timeout: 5000 }).then((d) => d.suggestedFilename(), () => null);
    const clicked = await page.evaluate(async () => {
      const b = [...document.querySelectorAll('berserker-board')].find((x) => x.shadowRoot?.querySelector('[part="nav"]'));
      if (!b) return false;
      b.setAttribute('menu', '');
      await b.updateComplete;
      const menu = [...b.shadowRoot.querySelectorAll('.menu > button')].find((x) => x.textContent.trim() === 'Menu');
      if (!menu) return false;
      menu.click();
      await b.updateComplete;
      const png = [...b.shadowRoot.querySelectorAll('[part="menu"] button')].find((x) => x.textContent.trim() === 'Download PNG');
      png?.click();
      return !!png;
    });
    const exported = clicked && (await download) === 'position.png';
    return { stepped, exported };
  };

  const page = await ctx.newPage();
  const consoleCsp = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|apply|execute|compile|create|connect|frame)/i.test(m.text())) consoleCsp.push(`${page.url().slice(base.length)}: ${m.text()}`);
  });

  let anyStepped = false;
  let anyExported = false;
  const frameQuery = `?variant=berserker&mode=view&pgn=${encodeURIComponent('[Variant "Berserker"]\n\n1. e3 e5 2. Ng1=Z {The Berserker enters.} Nc6 *')}`;
  for (const path of pages) {
    const url = base + path + (path === '/embed/frame/' ? frameQuery : path === '/search/' ? '?q=berserker' : '');
    await page.goto(url, { waitUntil: 'networkidle' });
    await scrollThrough(page);
    // The theme switch (the inline theme script ran: the button reflects the theme).
    const toggle = page.locator('[data-theme-toggle]').first();
    if (await toggle.count()) await toggle.click();
    await page.locator('berserker-board').first().hover({ timeout: 2000 }).catch(() => {});
    const used = await useBoard(page);
    anyStepped ||= used.stepped;
    anyExported ||= used.exported;

    if (path === '/search/') {
      const results = await waitFor(page, () => document.querySelectorAll('[data-search-results] li').length > 0);
      check('csp: /search/ finds results under the policy (Pagefind runs)', results);
      const input = page.locator('main input[type="search"]').first();
      if (await input.count()) {
        await input.fill('placement');
        await input.press('Enter');
        await waitFor(page, () => document.querySelectorAll('[data-search-results] li').length > 0);
      }
    }
    if (path === '/play/') {
      // The computer plays White: its first move comes from the search worker.
      await page.locator('[data-play-setup] input[name="opponent"][value="computer"]').check();
      await page.locator('[data-play-setup] select[name="colour"]').selectOption('black');
      await page.locator('[data-play-setup] button[type="submit"]').click();
      const moved = await waitFor(page, () => (document.querySelector('#play-board')?.history?.length ?? 0) > 0, null, 30_000);
      check('csp: /play/ the computer (its Web Worker) moves under the policy', moved);
    }
    if (path === '/embed/frame/') {
      const shown = await waitFor(page, () => !!document.querySelector('berserker-board')?.shadowRoot?.querySelector('[part="board"]'));
      check('csp: /embed/frame/ shows its board under the policy', shown);
    }
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => window.__cspViolations);
    check(`csp: ${path} reports no violation`, violations.length === 0, violations.slice(0, 5).join(' | '));
  }
  // The inline theme script (hashed) runs before the first paint: a saved dark theme applies at once.
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload({ waitUntil: 'domcontentloaded' });
  check('csp: the inline theme script runs under the policy', (await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark');
  await page.evaluate(() => localStorage.removeItem('theme'));
  check('csp: a board stepped through its moves somewhere (the viewer loaded)', anyStepped);
  check('csp: a board exported a PNG somewhere (blob image and canvas)', anyExported);
  check('csp: no CSP errors in the console', consoleCsp.length === 0, consoleCsp.slice(0, 5).join(' | '));
  await ctx.close();
}

// Alone: serve the built site and run these checks.
await runAlone(import.meta.url, runCspChecks);
