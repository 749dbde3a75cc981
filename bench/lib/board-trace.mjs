#!/usr/bin/env node
// Where the time of a cold load of board-compare's pages goes: one load of each named page under a
// Chromium trace, summarized for the renderer's main thread. Not part of `npm run bench` (a trace
// slows the page); run it when a goal is not met:
//   node bench/lib/board-trace.mjs [site] [blogger] [cbe]     (BENCH_BOARD_DIST as for the bench)
// For each page: the page's own times (first screen, all painted, as board-compare measures them),
// the main thread's self time by trace event up to the first screen and from it to all painted, the
// long tasks (over 50 ms) with what filled them, and the scripts' compile and evaluation.
import { register } from 'tsx/esm/api';
import { buildPages, startServer } from './board-compare.mjs';

register(); // site/lib/diagram.ts (the site form's server-rendered SVG) is TypeScript

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel', 'v8'];

/** Self time (ms) by event name of the complete events of one thread within [from, to] (µs). */
function selfTimes(events, from, to) {
  const xs = events.filter((e) => e.ph === 'X' && e.ts >= from && e.ts < to).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = {};
  const stack = [];
  const close = (upTo) => {
    while (stack.length && stack[stack.length - 1].end <= upTo) stack.pop();
  };
  for (const e of xs) {
    close(e.ts);
    const key = label(e);
    self[key] = (self[key] ?? 0) + (e.dur ?? 0);
    const parent = stack[stack.length - 1];
    if (parent) self[parent.key] -= Math.min(e.dur ?? 0, parent.end - e.ts);
    stack.push({ key, end: e.ts + (e.dur ?? 0) });
  }
  return Object.entries(self).map(([k, v]) => [k, v / 1000]).filter(([, v]) => v >= 1).sort((a, b) => b[1] - a[1]);
}

/** An event's name, with the script or function it ran where the trace says. */
function label(e) {
  const d = e.args?.data ?? e.args?.beginData ?? {};
  const url = d.url || d.fileName || '';
  const file = url ? new URL(url, 'http://x').pathname : '';
  if (e.name === 'FunctionCall') return `FunctionCall ${d.functionName || '(anonymous)'}${file ? ` ${file}` : ''}`;
  if (/^(EvaluateScript|v8\.compile|v8\.compileModule|v8\.evaluateModule|v8\.produceModuleCache)$/.test(e.name)) return `${e.name}${file ? ` ${file}` : ''}`;
  return e.name;
}

async function traceOne(browser, url, name) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${url}/blank.html`);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${url}/${name}.html`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__state?.all !== undefined, null, { timeout: 120000, polling: 50 });
    await page.waitForTimeout(1500);
    const st = await page.evaluate(() => ({
      first: window.__state.first, stable: window.__state.stable, all: window.__state.all, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      files: performance.getEntriesByType('resource').map((e) => `${new URL(e.name).pathname} ${e.startTime.toFixed(0)}→${e.responseEnd.toFixed(0)} ms`),
    }));
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    // The renderer main thread that ran the page: the one with its navigationStart mark.
    const nav = traceEvents.filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').includes(`/${name}.html`)).at(-1);
    if (!nav) return { name, st, error: 'no navigationStart in the trace' };
    const main = traceEvents.filter((e) => e.pid === nav.pid && e.tid === nav.tid);
    const t0 = nav.ts;
    const at = (ms) => t0 + ms * 1000;
    // Top-level tasks only (a RunTask and the ThreadControllerImpl::RunTask inside it are one task).
    let until = -Infinity;
    const longTasks = main.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts >= t0 && e.ts < at(st.all))
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
      .filter((e) => (e.ts >= until ? ((until = e.ts + e.dur), true) : false))
      .filter((e) => e.dur > 50000)
      .map((e) => ({ atMs: (e.ts - t0) / 1000, ms: e.dur / 1000, top: selfTimes(main, e.ts, e.ts + e.dur).slice(0, 5) }));
    return {
      name, st,
      toFirst: selfTimes(main, t0, at(st.stable)).slice(0, 14),
      firstToAll: selfTimes(main, at(st.stable), at(st.all)).slice(0, 14),
      longTasks,
    };
  } finally {
    await context.close();
  }
}

const names = process.argv.slice(2).filter((a) => ['site', 'blogger', 'cbe'].includes(a));
const { chromium } = await import('playwright-core');
const pages = await buildPages();
const server = await startServer(pages);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ARGS });
const f = (x) => (x == null ? '—' : `${x.toFixed(0)} ms`);
try {
  for (const n of names.length ? names : ['site', 'blogger']) {
    await traceOne(browser, server.url, n); // warm-up, not shown
    const r = await traceOne(browser, server.url, n);
    console.log(`\n== ${n}: first screen ${f(r.st.first)} (for good ${f(r.st.stable)}), all painted ${f(r.st.all)} (under the trace)`);
    if (r.error) { console.log(r.error); continue; }
    console.log(`FCP ${f(r.st.fcp)}; files: ${r.st.files.join(', ')}`);
    console.log('main thread self time, navigation → first screen for good:');
    for (const [k, v] of r.toFirst) console.log(`  ${v.toFixed(1).padStart(8)} ms  ${k}`);
    console.log('first screen → all painted:');
    for (const [k, v] of r.firstToAll) console.log(`  ${v.toFixed(1).padStart(8)} ms  ${k}`);
    console.log(`long tasks (> 50 ms) before all painted: ${r.longTasks.length}`);
    for (const t of r.longTasks.slice(0, 20)) console.log(`  at ${f(t.atMs)}: ${f(t.ms)} — ${t.top.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`);
  }
} finally {
  await browser.close();
  await server.close();
}
