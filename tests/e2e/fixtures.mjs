/**
 * What every e2e test shares: `test` with a watch on every page it opens, the shared pages, and the
 * helpers the spec files use (axe, horizontal overflow, squares, pictures of states).
 *
 * The watch (`problems`, on for every test): while a test runs, each page it uses — of its own
 * `context` (made only when the test asks for it or its `page`), of any made with
 * `openContext(options)`, or the worker's shared `sitePage` / `phonePage` — reports console errors,
 * uncaught exceptions, responses of the site with status 400 or more, Content-Security-Policy
 * violations (`securitypolicyviolation` events, listened for from before the first script, in shadow
 * roots and frames too) and horizontal overflow (a page of the site wider than its window once it has
 * loaded, or when the test ends). The test fails if any happened. A test that provokes one on purpose
 * says which with `problems.allow(/…/)`, matched against the report ("<kind> <path>: <text>").
 *
 * The shared pages (`sitePage` at 1280×900, `phonePage` at 390×844 with touch): one per worker, reset
 * before each test (storage, cookies, media, window size), for the tests that only visit pages and read
 * or use them — a browser context and its page cost about as much as loading a page of the site.
 */
import { test as base, expect as playwrightExpect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { showAllBoards } from './serve.mjs';

export { showAllBoards };

/**
 * How often `expect.poll` looks again: 50, 100, then every 200 ms. (Playwright's own 100, 250, 500,
 * then 1000 ms can leave a test waiting most of a second after the state it waits for has come.)
 */
const POLL_INTERVALS = [50, 100, 200];

/** Playwright's `expect`, its `poll` (and `soft.poll`) looking again at POLL_INTERVALS unless told otherwise. */
function withFinerPolls(e) {
  return new Proxy(e, {
    get(target, key, receiver) {
      if (key === 'soft') return withFinerPolls(target.soft);
      if (key !== 'poll') return Reflect.get(target, key, receiver);
      return (fn, options) => target.poll(fn, typeof options === 'string' ? { message: options, intervals: POLL_INTERVALS } : { intervals: POLL_INTERVALS, ...options });
    },
  });
}

export const expect = withFinerPolls(playwrightExpect);

const axeSource = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** How much wider than its window the document is (px); 1 px is rounding. */
const overflowOf = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

/** Runs in every document of a watched context before its scripts (an init script, so CSP does not apply). */
function reportFromThePage(origin) {
  // Capture phase on the document: violations in shadow roots arrive here too (the event is composed).
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__e2eReport('csp', `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile || '?'}:${e.lineNumber}${e.sample ? ` "${e.sample}"` : ''}`);
  }, true);
  // The page as the reader first sees it: measured two frames after it has loaded (a page of the site only;
  // the test's end measures the pages still open once more).
  addEventListener('load', () => requestAnimationFrame(() => requestAnimationFrame(() => {
    if (location.origin !== origin) return;
    const over = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (over > 1) window.__e2eReport('overflow', `${over}px wider than its ${innerWidth}px window after loading`);
  })));
}

class Problems {
  #list = [];
  #allowed = [];

  constructor(origin) {
    this.origin = origin;
  }

  add(kind, url, text) {
    const where = url?.startsWith(this.origin) ? url.slice(this.origin.length) : url || '?';
    this.#list.push(`${kind} ${where}: ${text}`);
  }

  /** Expected reports (a test that breaks something on purpose): never counted as problems. */
  allow(re) {
    this.#allowed.push(re);
  }

  /** The reports so far, less the allowed ones. */
  get list() {
    return this.#list.filter((report) => !this.#allowed.some((re) => re.test(report)));
  }

  /** Reports the pages, frames included, and the browser make about `context` from now on. */
  watch(context) {
    return watchContext(context, (kind, url, text) => this.add(kind, url, text));
  }

  /** The open pages of the site at the end of the test: none may be wider than its window. */
  async measure(contexts) {
    for (const page of contexts.flatMap((c) => c.pages())) {
      if (page.isClosed() || !page.url().startsWith(this.origin)) continue;
      const over = await page.evaluate(overflowOf).catch(() => 0);
      if (over > 1) this.add('overflow', page.url(), `${over}px wider than its ${page.viewportSize()?.width}px window at the end of the test`);
    }
  }
}

/**
 * Sends what the pages of `context` (frames included) and the browser report about them to `report(kind,
 * url, text)`: console errors, uncaught exceptions, failed responses of the site, and (from the page
 * itself, reportFromThePage) CSP violations and overflow after loading.
 */
async function watchContext(context, report) {
  const origin = new URL(process.env.E2E_BASE_URL).origin;
  await context.exposeBinding('__e2eReport', ({ frame }, kind, text) => report(kind, frame.url(), text));
  await context.addInitScript(reportFromThePage, origin);
  context.on('console', (m) => m.type() === 'error' && report('console', m.page()?.url() ?? m.location().url, m.text()));
  context.on('weberror', (e) => report('uncaught', e.page()?.url(), e.error().message));
  context.on('response', (r) => r.status() >= 400 && r.url().startsWith(origin) && report('response', r.url(), `${r.status()} ${r.request().resourceType()}`));
}

/** The contexts' sizes: the config's desktop (shared pages and openContext's default), and a phone's. */
const SHARED = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

/**
 * A page kept by the worker for the tests that only visit pages and read them (the sweeps over every
 * page): opening a browser context and its page costs about as much as loading a page of the site, so
 * those tests share one per worker, in a context like the test's own (`kind`: desktop, or a phone).
 * Before each test the page is made as a fresh one would be — the site's storage and cookies cleared, the
 * light scheme and no other media emulated, the kind's window size — and the test's watch hears it.
 * A test that routes requests, adds init scripts or leaves listeners on the page uses its own `page`.
 */
function sharedPage(kind) {
  return [
    async ({ browser }, use) => {
      const route = { problems: null };
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, colorScheme: 'light', ...SHARED[kind] });
      await watchContext(context, (k, url, text) => route.problems?.add(k, url, text));
      const page = await context.newPage();
      await use({ route, context, page });
      await context.close();
    },
    { scope: 'worker' },
  ];
}

/** The test's side of a shared page: reset, watched by the test's `problems`, measured at the end. */
const useShared = async ({ route, context, page }, kind, problems, use) => {
  // What the site stores (cookies, local and session storage: it keeps nothing else), cleared from a
  // page of the site — the last test's, or the 404 page if it ended elsewhere. (Not through a DevTools
  // session: a second one on the page undoes the tests' media emulation, and clearing "all" of the
  // origin's data, measured, made the suite a fifth costlier.)
  await context.clearCookies();
  if (!page.url().startsWith(problems.origin) && page.url() !== 'about:blank') await page.goto('/404.html');
  if (page.url().startsWith(problems.origin)) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  await page.emulateMedia({ media: null, colorScheme: 'light', reducedMotion: null, forcedColors: null });
  await page.setViewportSize(SHARED[kind].viewport);
  route.problems = problems;
  await use(page);
  await problems.measure([context]);
  route.problems = null;
};

export const test = base.extend({
  /** The watch on the test's pages (see the header); on for every test. */
  problems: [
    async ({ baseURL }, use) => {
      const problems = new Problems(new URL(baseURL).origin);
      await use(problems);
      expect(problems.list, 'console errors, uncaught exceptions, failed responses, CSP violations or overflow on the pages').toEqual([]);
    },
    { auto: true },
  ],

  /** The test's own context (made only for a test that uses it, or its `page`), watched. */
  context: async ({ context, problems }, use) => {
    await problems.watch(context);
    await use(context);
    await problems.measure([context]);
  },

  /** Another browser context (another screen size, no JavaScript, …), watched like the default one. */
  openContext: async ({ browser, baseURL, problems }, use) => {
    const opened = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, ...SHARED.desktop, ...options });
      opened.push(context);
      await problems.watch(context);
      return context;
    });
    await problems.measure(opened);
    for (const c of opened) await c.close();
  },

  _sharedDesktop: sharedPage('desktop'),
  _sharedPhone: sharedPage('phone'),
  /** A page at 1280×900 shared by the worker's tests (see sharedPage): for tests that visit and read pages. */
  sitePage: async ({ _sharedDesktop, problems }, use) => useShared(_sharedDesktop, 'desktop', problems, use),
  /** The same on a phone (390×844, touch). */
  phonePage: async ({ _sharedPhone, problems }, use) => useShared(_sharedPhone, 'phone', problems, use),
});

/** axe-core's violations on the page (or in `selector`), one line each; [] when there are none. */
export async function axeViolations(page, selector = null, rules = null) {
  // Once per document (compiling axe-core is not free); not a <script> tag: the site's CSP refuses
  // injected inline scripts.
  if (!(await page.evaluate(() => !!window.axe))) await page.evaluate(axeSource);
  return page.evaluate(async ([sel, only]) => {
    const r = await window.axe.run(sel ? document.querySelector(sel) : document, { resultTypes: ['violations'], ...(only ? { runOnly: only } : {}) });
    return r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}${v.nodes.length > 3 ? ` +${v.nodes.length - 3}` : ''}`);
  }, [selector, rules]);
}

/** A soft expectation that axe finds nothing (the test goes on to its other checks). */
export async function expectAxeClean(page, label, selector = null) {
  expect.soft(await axeViolations(page, selector), `axe: ${label}`).toEqual([]);
}

/** An rgb()/rgba() colour darker than mid-grey (the page's own background: the body's, else the root's). */
function darkColour(css) {
  const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return a > 0 && 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
}

/**
 * The axe rules whose verdict depends on colours: the only ones another colour scheme can change (the
 * structure, names and roles a page has are the same in both).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The same page in the dark theme, as the system asks for it (prefers-color-scheme: dark), without a
 * second visit: the scheme switched in place, then axe's colour rules. The light scheme is restored.
 */
export async function expectDarkAxeClean(page, label) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await settled(page);
  // The page follows the scheme live (its CSS and the boards' theme=auto): else this check checks nothing.
  const background = await page.evaluate(() => [document.body, document.documentElement].map((e) => getComputedStyle(e).backgroundColor).find((c) => !/^rgba\(.*, 0\)$/.test(c)) ?? 'transparent');
  expect.soft(darkColour(background), `${label}: the page turned dark (background ${background})`).toBe(true);
  expect.soft(await axeViolations(page, null, COLOUR_RULES), `axe: ${label} (dark)`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * After a change of scheme: the media query's change reported (a frame), every board's update for it
 * done (a board follows the scheme, or the page sets its theme), and that update laid out (a frame).
 */
export async function settled(page) {
  await frames(page);
  // Live boards only (their grid drawn): awaiting a still board's updateComplete would make it live.
  await page.evaluate(() => Promise.all([...document.querySelectorAll('berserker-board')].filter((b) => b.shadowRoot?.querySelector('[role="grid"]')).map((b) => b.updateComplete)));
  await frames(page);
}

/** Two animation frames: whatever a change of size or scheme lays out has been laid out. */
export const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** How many px wider than its window the page is. */
export const overflow = (page) => page.evaluate(overflowOf);

/**
 * The page has no horizontal overflow at each of `widths` (the window resized, the height kept), every
 * board painted (off-screen ones too); the window's size is restored afterwards.
 */
export async function expectNoOverflowAt(page, widths, label) {
  const size = page.viewportSize();
  await showAllBoards(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: size.height });
    await frames(page);
    expect.soft(await overflow(page), `${label}: no horizontal overflow at ${width}px`).toBeLessThanOrEqual(1);
  }
  await page.setViewportSize(size);
}

/** Square name → the board's grid index (the cells' data-sq), for a board `width` files wide. */
export const sqIndex = (name, width = 8) => (Number(name.slice(1)) - 1) * width + (name.charCodeAt(0) - 97);

/**
 * A picture of a state for a human to look at, only with E2E_SCREENSHOTS=1 (screenshots/<name>.png);
 * `npm run screenshots` takes every page's.
 */
export async function shot(target, name, options = {}) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await target.screenshot({ path: join(ROOT, 'screenshots', `${name}.png`), ...options });
}

/** An init script: records the layout shifts not caused by input in `window.__shifts`, from the first paint on (before any page script runs). */
export const watchShifts = () => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const sources = (e.sources ?? []).map((s) => `${s.node?.nodeName ?? '?'}.${s.node?.className?.baseVal ?? s.node?.className ?? ''}`);
      window.__shifts.push({ value: e.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};
