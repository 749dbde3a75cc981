// <berserker-board>: time to render a page of 100 diagrams in Chromium, and the shipped sizes (min+gzip).
// Builds packages/board first when its dist is missing or older than its sources (the engine's dist is used as it is).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { table } from '../lib/harness.mjs';
import { comparePages, insertPages, rulesPages, specs100, BEFORE_DIST, BEFORE_PAGES, BEFORE_SITE_DIST, OUR_DIST, OUR_IMPORTED, SITE_DIST } from '../lib/board-compare.mjs';

export const description = '<berserker-board>: 100 diagrams in Chromium, against chessboard-element (site and blogger pages); rules pages LCP/TBT/CLS; sizes min+gzip';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const pkg = join(root, 'packages', 'board');
const bundlePath = join(OUR_DIST, 'berserker-board.bundle.js');

const GOALS = { renderMs: 200, bundleGzip: 30000, rulesPageJsGzip: 40000 };

/**
 * Issue 15's before numbers: the board section of bench/results/latest.json run 2026-11-25T12:31Z
 * (commit 977b2d3, normal policy; the element in one bundle, 55.7 kB min+gzip). Kept here so the goal
 * table shows them beside today's whatever latest.json holds later.
 */
const BEFORE = {
  site: { firstScreenMs: 609, firstScreenStableMs: 1875, allPaintedMs: 3249, taskMs: 2983, jsGzipBytes: 55755, blankWhileScrolling: 8, flashesMax: 12 },
  blogger: { firstScreenMs: 1273, firstScreenStableMs: 1273, allPaintedMs: 2503, taskMs: 2286, jsGzipBytes: 55755, blankWhileScrolling: 8, flashesMax: 0 },
  cbe: { firstScreenMs: 2055, firstScreenStableMs: 2055, allPaintedMs: 2055, taskMs: 2001, jsGzipBytes: 14494, blankWhileScrolling: 0, flashesMax: 0 },
  bundleGzip: 55735,
  // The element's own bench of that run (the measure issue 15 quotes, 260 ms and 1,100 ms): 100 bare boards
  // inserted into a loaded page; only the blogger form was measured then.
  insert: { blogger: { firstScreenMs: 262, allPaintedMs: 1142 } },
  rulesPages: { '/rules/': { jsGzipBytes: 69198, lcpMs: 476, tbtMs: 169, cls: 0 }, '/rulings/': { jsGzipBytes: 69198, lcpMs: 504, tbtMs: 779, cls: 0.0000169 }, '/notation/': { jsGzipBytes: 69198, lcpMs: 612, tbtMs: 199, cls: 0 } },
};

function newestMtime(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return t;
}

function ensureBuilt(log) {
  if (process.env.BENCH_BOARD_DIST) return; // a copy of a build, measured as it is
  const engineDist = join(root, 'packages', 'engine', 'dist');
  const stale = !existsSync(bundlePath) || statSync(bundlePath).mtimeMs < Math.max(newestMtime(join(pkg, 'src')), newestMtime(engineDist));
  if (!stale) return;
  log('building packages/board (its dist is missing or older than its sources or the engine dist) ...');
  execFileSync(process.execPath, [join(pkg, 'scripts', 'build.mjs'), '--no-types'], { stdio: 'inherit' });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;

export async function run({ log, policy }) {
  ensureBuilt(log);
  // The sizes are the build's own measurement (packages/board/scripts/build.mjs writes dist/sizes.json;
  // `npm run size -w berserker-board` prints it): one measurement, whoever reports it.
  const sizes = JSON.parse(readFileSync(join(OUR_DIST, 'sizes.json'), 'utf8'));
  const bundleGzip = sizes.bundle.gzip;
  if (process.env.BENCH_BOARD_DIST) log(`the element's build: ${OUR_DIST} (BENCH_BOARD_DIST)`);

  // Boards inserted into a loaded page: the measure of the element's own first bench (issue 15's 260 ms
  // before, its 200 ms goal), for the three pages, taking turns in one browser.
  const insReps = policy.minReps >= 3 ? 9 : 5;
  const ins = await insertPages(insReps);
  const render = {
    firstScreenMedianMs: ins.blogger.firstScreenMs.median, firstScreenBestMs: ins.blogger.firstScreenMs.best,
    allPaintedMedianMs: ins.blogger.allPaintedMs.median, allPaintedBestMs: ins.blogger.allPaintedMs.best,
    reps: ins.blogger.reps,
  };
  // With BENCH_BEFORE_DIST, the older build's pages (BEFORE_PAGES) are measured in the same run: columns of their own.
  const beforeHeads = BEFORE_PAGES.map((n) => `before: ${n.replace(/-before$/, '')}`);
  const insRow = (label, get) => {
    const [a, b, c, ...olds] = ['site', 'blogger', 'cbe', ...BEFORE_PAGES].map((n) => get(ins[n]));
    const cell = (x) => `${x.median.toFixed(0)} ms (${x.best.toFixed(0)})`;
    return [label, cell(a), cell(b), cell(c), `${(a.median / c.median).toFixed(2)}x`, `${(b.median / c.median).toFixed(2)}x`, ...olds.map(cell)];
  };
  log(`\n100 boards inserted into a page that has loaded its script (grid.innerHTML = boards; ${insReps} each, taking turns; median (best), ms from the insertion)`);
  log('painted = as for the cold loads below; the site form inserts its server-rendered SVG with the boards');
  log(table(['measure', 'ours: site', 'ours: blogger', 'chessboard-el.', 'site/cbe', 'blogger/cbe', ...beforeHeads], [
    insRow(`first screen painted (goal < ${GOALS.renderMs} ms)`, (p) => p.firstScreenMs),
    insRow('all 100 painted', (p) => p.allPaintedMs),
    insRow('  main-thread CPU (ThreadTime) to all painted', (p) => p.threadMs),
  ], [1, 2, 3, 4, 5, 6, 7]));
  log(`(load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs while measuring)`);
  log(`\nsizes (${sizes.method})`);
  const size = (label, x, goal = '') => (x ? [label, kB(x.min), kB(x.gzip), goal] : [label, '—', '—', 'not in sizes.json']);
  log(table(['file', 'min', 'min+gzip', 'goal / ceiling'], [
    size('berserker-board.bundle.js: the script tag (still board: lit, renderer, diagram reader)', sizes.bundle, `<= ${kB(GOALS.bundleGzip)} (issue 15); ceiling ${kB(sizes.ceilings?.bundle ?? NaN)}`),
    size('  berserker-board.bundle.live.js: loaded when a board goes live (engine inside)', sizes.bundleLive, `ceiling ${kB(sizes.ceilings?.bundleLive ?? NaN)}`),
    size('  berserker-board.viewer.js: loaded when a live board needs the viewer', sizes.viewer, `ceiling ${kB(sizes.ceilings?.viewer ?? NaN)}`),
    size('ESM build (lit and the engine imported)', sizes.esm),
    size('  its live file', sizes.esmLive),
    size('the renderer + piece set (berserker-board/render)', sizes.render),
  ], [1, 2]));
  const parts = sizes.bundleInputs?.groups ?? {};
  log(`bundle by part (minified bytes): ${Object.entries(parts).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${kB(v)}`).join(', ')}`);
  const liveParts = sizes.bundleLiveInputs?.groups ?? {};
  if (Object.keys(liveParts).length) log(`live file by part (minified bytes): ${Object.entries(liveParts).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${kB(v)}`).join(', ')}`);

  // Issue 15: the same 100 positions as the site's page, a blogger's page and chessboard-element's, cold loads.
  const cmpReps = policy.minReps >= 3 ? 5 : 2;
  log(`\ncold page loads, ${cmpReps} each, interleaved: the site's page (server-rendered SVG in each board), a blogger's (bare elements)`);
  log('and chessboard-element 1.2 (its one-file bundle; 8x8 only: the 1 in 10 Brawl boards are the 8x8 start position there, Z drawn as N)');
  log('painted = the board shows pieces: ours, the still or live picture in the shadow root, or the light-DOM SVG when actually rendered (slotted); chessboard-element, its piece SVGs');
  log(`our files, served next to /our.js: berserker-board.bundle.js, ${OUR_IMPORTED.join(', ')}`);
  if (BEFORE_DIST) log(`before: the build in ${BEFORE_DIST} (BENCH_BEFORE_DIST), its files next to /before/our.js, its pages taking their turns with the others`);
  const cmp = await comparePages(cmpReps, log);
  const ms = (x) => (x === undefined || x === null || Number.isNaN(x) ? '—' : `${x.toFixed(0)} ms`);
  const ratio = (a, b) => (a === undefined || b === undefined || !b ? undefined : a / b);
  const fmtRatio = (r) => (r === undefined ? '—' : `${r.toFixed(2)}x`);
  const num = (x) => (x === undefined ? '—' : String(x));
  const measures = [
    ['first contentful paint', (p) => p.fcpMs.median, ms],
    ['element defined (customElements.whenDefined)', (p) => p.definedMs.median, ms],
    ['first screen painted', (p) => p.firstScreenMs.median, ms],
    ['first screen painted for good (after any blank)', (p) => p.firstScreenStableMs.median, ms],
    ['all 100 painted', (p) => p.allPaintedMs.median, ms],
    ['main-thread TaskDuration to all painted', (p) => p.taskMs.median, ms],
    ['  of it ScriptDuration', (p) => p.scriptMs.median, ms],
    ['  renderer main thread CPU (ThreadTime)', (p) => p.threadMs.median, ms],
    ['JS transferred, min+gzip (every script, after settling)', (p) => p.jsGzipBytes, (b) => kB(b)],
    ['HTML of the boards (raw)', (p) => p.htmlBytes, (b) => kB(b)],
    ['boards blank while scrolling (2 frames after each 900 px step)', (p) => p.blankWhileScrolling, num],
    ['on-screen boards painted then blank (load + settling)', (p) => p.flashesMax, num],
    ['  off-screen boards painted then blank', (p) => p.flashesOffScreenMax, num],
    ['boards live at first screen painted', (p) => p.liveAtFirstScreen.median, num],
    ['boards live at all painted', (p) => p.liveAtAllPainted.median, num],
    ['boards live after settling', (p) => p.liveAfterSettling.median, num],
  ];
  const ratios = {};
  for (const form of ['site', 'blogger']) {
    ratios[form] = {
      firstScreen: ratio(cmp[form].firstScreenMs.median, cmp.cbe.firstScreenMs.median),
      firstScreenStable: ratio(cmp[form].firstScreenStableMs.median, cmp.cbe.firstScreenStableMs.median),
      allPainted: ratio(cmp[form].allPaintedMs.median, cmp.cbe.allPaintedMs.median),
      task: ratio(cmp[form].taskMs.median, cmp.cbe.taskMs.median),
      script: ratio(cmp[form].scriptMs.median, cmp.cbe.scriptMs.median),
      jsGzip: ratio(cmp[form].jsGzipBytes, cmp.cbe.jsGzipBytes),
    };
  }
  log(table(['median of the loads', 'ours: site', 'ours: blogger', 'chessboard-el.', 'site/cbe', 'blogger/cbe', 'site HTML, no script', ...beforeHeads],
    measures.map(([label, get, f]) => {
      const [a, b, c, d, ...olds] = ['site', 'blogger', 'cbe', 'static', ...BEFORE_PAGES].map((n) => get(cmp[n]));
      const r = typeof a === 'number' && f !== num;
      return [label, f(a), f(b), f(c), r ? fmtRatio(ratio(a, c)) : '', r ? fmtRatio(ratio(b, c)) : '', f(d), ...olds.map(f)];
    }), [1, 2, 3, 4, 5, 6, 7, 8]));
  log('(ratio ours/chessboard-element: below 1 means ours is faster or smaller)');
  // Which files each page asked for, when (median ms from navigation: asked for → in), and in how many loads.
  log('\nfiles requested (median ms from navigation, asked for → in; loads that asked / loads), JS min+gzip');
  const fileRows = [];
  for (const form of ['site', 'blogger', 'cbe', ...BEFORE_PAGES]) {
    for (const [path, f] of Object.entries(cmp[form].files)) {
      const js = cmp[form].jsFiles[path];
      fileRows.push([form, path, `${ms(f.startMs)} → ${ms(f.endMs)}`, `${f.loads}/${cmp[form].reps}`, js ? kB(js.gzip) : '']);
    }
  }
  log(table(['page', 'file', 'when', 'loads', 'min+gzip'], fileRows, [2, 3, 4]));
  // Per board: what the first screen waited for, and each kind's paint and live times.
  log('\nper board (median of the loads, ms from navigation, taken after the frame): first painted and gone live');
  const kindRows = [];
  for (const form of ['site', 'blogger', 'cbe', ...BEFORE_PAGES]) {
    const pb = cmp[form].perBoard;
    const lf = pb.firstScreenLastPainted;
    kindRows.push([form, `first screen (${pb.firstScreenBoards} boards)`, '', lf ? `last: #${lf.i} ${lf.kind} ${ms(lf.paintedMs)}` : '—', lf?.liveMs ? ms(lf.liveMs) : '']);
    for (const [k, v] of Object.entries(pb.byKind)) kindRows.push([form, k, String(v.n), `median ${ms(v.paintedMedianMs)}, last ${ms(v.paintedMaxMs)}`, v.live ? `${v.live} live, median ${ms(v.liveMedianMs)}` : 'none live']);
  }
  log(table(['page', 'boards', 'n', 'painted', 'live'], kindRows, [2]));
  // What issue 15 expects of the files: the site form loads no live file (no board goes live without the
  // reader); on the blogger form a board with moves needs the live file to show anything, so it is asked
  // for right after the script tag's: the boards with moves near the viewport go live at once, the far
  // ones are painted still with the end of their moves and go live when they come near (seen in the
  // scrolling run, not here); the still diagrams stay still (issue 29: they wait for the reader).
  const liveFile = `/${OUR_IMPORTED[0]}`;
  const movesBoards = specs100().map((sp, i) => (sp.moves ? i : -1)).filter((i) => i >= 0);
  const bl = cmp.blogger;
  const expect = {
    siteNoLiveBoard: cmp.site.liveAfterSettling.median === 0,
    siteNoLiveFile: !cmp.site.files[liveFile],
    bloggerLiveFileMs: bl.files[liveFile]?.startMs,
    bloggerFirstBoardPaintedMs: Math.min(...bl.perBoard.firstScreenPaintedMs.filter((x) => x != null)),
    bloggerMovesBoardsLive: bl.perBoard.byKind.moves?.live,
    bloggerMovesBoards: movesBoards.length,
    bloggerDiagramsLiveAfterSettling: (bl.liveAfterSettling.median ?? 0) - (bl.perBoard.byKind.moves?.live ?? 0),
  };
  log(`site form: boards live ${cmp.site.liveAfterSettling.median} (expected 0), live file ${expect.siteNoLiveFile ? 'not requested (as expected)' : 'REQUESTED (not expected)'}`);
  log(`blogger form: live file asked for at ${ms(expect.bloggerLiveFileMs)} (first board painted at ${ms(expect.bloggerFirstBoardPaintedMs)}); ` +
    `boards with moves live ${expect.bloggerMovesBoardsLive}/${expect.bloggerMovesBoards} (expected: those near the first screen at once, the far ones painted still); still diagrams (and Brawl start positions) gone live without a reader: ${expect.bloggerDiagramsLiveAfterSettling} (expected 0)`);

  const rulesReps = policy.minReps >= 3 ? 3 : 1;
  const rules = await rulesPages(rulesReps);
  // The older site's rules pages (BENCH_BEFORE_SITE_DIST), right after, in the same run.
  const rulesBefore = BEFORE_SITE_DIST ? await rulesPages(rulesReps, undefined, BEFORE_SITE_DIST) : null;
  if (BEFORE_SITE_DIST && !rulesBefore) log(`\nBENCH_BEFORE_SITE_DIST=${BEFORE_SITE_DIST} has no rules/index.html: the rules pages' before numbers are the stored ones`);
  const rulesThen = rulesBefore ?? BEFORE.rulesPages;
  const thenSays = rulesBefore ? `before (${BEFORE_SITE_DIST}, this run)` : 'before (stored: 977b2d3)';
  if (!rules) log(`\nrules pages: ${SITE_DIST} is not built (\`npx astro build\`, or BENCH_SITE_DIST=<an astro --outDir>), skipped`);
  else {
    log(`\nrules pages of the built site (${SITE_DIST}), cold loads, median of ${rulesReps}; TBT = long tasks after FCP, minus 50 ms each, until load + 1.5 s`);
    const cls = (x) => (x === 0 ? '0' : x.toExponential(1));
    log(table(['page', 'boards', 'live', 'FCP', 'LCP', 'TBT', 'CLS', 'JS min+gzip', thenSays],
      Object.entries(rules).map(([path, r]) => [path, String(r.boards), String(r.liveBoardsMax), ms(r.fcpMs), ms(r.lcpMs), ms(r.tbtMs), cls(r.cls), kB(r.jsGzipBytes),
        rulesThen[path] ? `${kB(rulesThen[path].jsGzipBytes)}, LCP ${ms(rulesThen[path].lcpMs)}, TBT ${ms(rulesThen[path].tbtMs)}, CLS ${cls(rulesThen[path].cls)}` : '']), [1, 2, 3, 4, 5, 6, 7]));
    const first = Object.values(rules)[0];
    if (first?.scripts) log(`scripts of ${Object.keys(rules)[0]}: ${Object.entries(first.scripts).map(([p, b]) => `${p} ${kB(b)}`).join(', ')}`);
  }

  // The 200 ms goal is read on the inserted boards, the measure it was set against (the element's own
  // bench, 260 ms before). A cold load's first screen cannot come sooner than the browser shows the same
  // HTML with no script at all (the static page), nor than a trivial page's first paint: both are shown.
  const meets15 = {};
  for (const form of ['site', 'blogger']) {
    const p = cmp[form];
    const i = ins[form];
    meets15[`${form}FirstScreenUnder200ms`] = i.firstScreenMs.median < GOALS.renderMs;
    meets15[`${form}NoBlankWhileScrolling`] = p.blankWhileScrolling === 0 && p.flashesMax === 0;
    meets15[`${form}FasterThanChessboardElement`] = p.firstScreenStableMs.median <= cmp.cbe.firstScreenStableMs.median && p.allPaintedMs.median <= cmp.cbe.allPaintedMs.median &&
      i.firstScreenMs.median <= ins.cbe.firstScreenMs.median && i.allPaintedMs.median <= ins.cbe.allPaintedMs.median;
  }
  meets15.bundleAtMost30kB = bundleGzip <= GOALS.bundleGzip;
  meets15.rulesPagesUnder40kBJs = rules ? Object.values(rules).every((r) => r.jsGzipBytes < GOALS.rulesPageJsGzip) : undefined;
  meets15.rulesPagesCls0 = rules ? Object.values(rules).every((r) => r.cls === 0) : undefined;
  const maxRulesJs = rules ? Math.max(...Object.values(rules).map((r) => r.jsGzipBytes)) : undefined;
  // Before: the older build measured in this run (BENCH_BEFORE_DIST; the rules pages, which need the old
  // site built, keep the stored numbers), else the stored numbers of the 977b2d3 run (BEFORE).
  const beforeSizes = BEFORE_DIST && existsSync(join(BEFORE_DIST, 'sizes.json')) ? JSON.parse(readFileSync(join(BEFORE_DIST, 'sizes.json'), 'utf8')) : null;
  const B = BEFORE_DIST
    ? { ...BEFORE, site: cmp['site-before'], blogger: cmp['blogger-before'], cbe: cmp.cbe, insert: { site: ins['site-before'], blogger: ins['blogger-before'] }, bundleGzip: beforeSizes?.bundle?.gzip ?? BEFORE.bundleGzip }
    : BEFORE;
  const beforeSays = BEFORE_DIST
    ? `the build in ${BEFORE_DIST}, measured in this run (rules pages: ${rulesBefore ? `${BEFORE_SITE_DIST}, this run` : 'the stored run of 2026-11-25T12:31Z, commit 977b2d3'})`
    : 'the run of 2026-11-25T12:31Z, commit 977b2d3, in bench/README.md';
  const fs = (p) => `first ${ms(p.firstScreenMs?.median ?? p.firstScreenMs)}, for good ${ms(p.firstScreenStableMs?.median ?? p.firstScreenStableMs)}`;
  const fa = (p, c) => `first ${ms(p.firstScreenStableMs?.median ?? p.firstScreenStableMs)} vs ${ms(c.firstScreenStableMs?.median ?? c.firstScreenStableMs)}, all ${ms(p.allPaintedMs?.median ?? p.allPaintedMs)} vs ${ms(c.allPaintedMs?.median ?? c.allPaintedMs)}`;
  const blank = (p) => `${p.blankWhileScrolling} blank, ${p.flashesMax} flashes`;
  log(`\ngoals of issue 15 (before: ${beforeSays}; load average now ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs)`);
  const fi = (p) => (p ? `first ${ms(p.firstScreenMs?.median ?? p.firstScreenMs)}, all ${ms(p.allPaintedMs?.median ?? p.allPaintedMs)}` : 'not measured');
  const both = (form, i = ins[form]) => `cold: ${fa(cmp[form], cmp.cbe)}; inserted: first ${ms(i.firstScreenMs.median)} vs ${ms(ins.cbe.firstScreenMs.median)}, all ${ms(i.allPaintedMs.median)} vs ${ms(ins.cbe.allPaintedMs.median)}`;
  const bothBefore = (form) => (BEFORE_DIST ? both(`${form}-before`) : fa(B[form], B.cbe));
  log(table(['goal', 'before', 'now', 'status'], [
    ['site page: first screen painted < 200 ms (boards inserted into a loaded page)', fi(B.insert.site), fi(ins.site), meets15.siteFirstScreenUnder200ms],
    ['blogger page: first screen painted < 200 ms (boards inserted into a loaded page)', fi(B.insert.blogger), fi(ins.blogger), meets15.bloggerFirstScreenUnder200ms],
    ['  cold loads, for reference: site / the same HTML with no script / blogger', `${fs(B.site)} / — / ${fs(B.blogger)}`, `${fs(cmp.site)} / ${fs(cmp.static)} / ${fs(cmp.blogger)}`, undefined],
    ['site page: no board blank while scrolling or flashing', blank(B.site), blank(cmp.site), meets15.siteNoBlankWhileScrolling],
    ['blogger page: no board blank while scrolling or flashing', blank(B.blogger), blank(cmp.blogger), meets15.bloggerNoBlankWhileScrolling],
    ['site page: faster than chessboard-element (first screen for good and all painted, cold and inserted)', bothBefore('site'), both('site'), meets15.siteFasterThanChessboardElement],
    ['blogger page: faster than chessboard-element (first screen for good and all painted, cold and inserted)', bothBefore('blogger'), both('blogger'), meets15.bloggerFasterThanChessboardElement],
    [`one-file bundle (the script tag) <= ${kB(GOALS.bundleGzip)} min+gzip`, kB(B.bundleGzip), kB(bundleGzip), meets15.bundleAtMost30kB],
    [`rules pages < ${kB(GOALS.rulesPageJsGzip)} of JS (the most of the three)`, kB(Math.max(...Object.values(rulesThen).map((r) => r.jsGzipBytes))), maxRulesJs === undefined ? '—' : kB(maxRulesJs), meets15.rulesPagesUnder40kBJs],
    ['rules pages CLS 0', `max ${Math.max(...Object.values(rulesThen).map((r) => r.cls))}`, rules ? String(Math.max(...Object.values(rules).map((r) => r.cls))) : '—', meets15.rulesPagesCls0],
  ].map(([g, b, n, ok]) => [g, b, n, ok === undefined ? '' : ok ? 'met' : 'NOT met'])));

  return {
    comparison: {
      pages: cmp,
      ratiosOursOverChessboardElement: ratios,
      expectations: expect,
      chessboardElementVersion: JSON.parse(readFileSync(join(root, 'node_modules', 'chessboard-element', 'package.json'), 'utf8')).version,
      note: 'cold loads; chessboard-element draws 8x8 only: its page has the 8x8 start position for the 10 Brawl (12x12) boards and N for Z',
    },
    rulesPages: rules,
    issue15Goals: meets15,
    before: BEFORE,
    // With BENCH_BEFORE_DIST: the older build's pages are in comparison.pages and inserted (site-before, blogger-before).
    beforeThisRun: BEFORE_DIST ? { dist: BEFORE_DIST, bundleGzip: beforeSizes?.bundle?.gzip, siteDist: BEFORE_SITE_DIST, rulesPages: rulesBefore } : null,
    render,
    inserted: ins,
    loadAverage: os.loadavg()[0],
    sizes: { ...sizes, bundleInputs: sizes.bundleInputs?.groups, bundleLiveInputs: sizes.bundleLiveInputs?.groups },
    goals: GOALS,
    meetsGoals: {
      render: render.firstScreenMedianMs < GOALS.renderMs,
      bundle: bundleGzip <= GOALS.bundleGzip,
      bundleCeiling: sizes.ceilings ? bundleGzip <= sizes.ceilings.bundle : undefined,
    },
  };
}
