// Issue 15, item 3: <berserker-board> against chessboard-element, side by side in one Chromium run.
//
// Pages of the same 100 positions (4 per row, 1200 px wide, viewport 1280x900), each loaded cold
// (a fresh page, nothing cached, every script fetched from a local server):
//   site     : what the site sends (site/components/Diagram.astro): each <berserker-board> holds the
//              build-time SVG (site/lib/diagram.ts prepareDiagram → renderBoardSvg) and its text
//              fallback in its light DOM; the one-file bundle loads as a module script.
//   blogger  : bare <berserker-board fen=… > elements, nothing inside; the one-file bundle.
//   cbe      : chessboard-element 1.2's own one-file bundle (bundled/chessboard-element.bundled.js:
//              lit + the element + its SVG pieces, minified) with <chess-board position="fen">.
//              chessboard-element draws 8x8 standard chess only: its page shows, for each board, the
//              8x8 position with Berserker pieces (Z/z) drawn as knights, and for the 12x12 Brawl
//              boards (1 in 10) the 8x8 standard start position; ours draw the 12x12 boards.
//   static   : the site's page with no script at all: the floor, what the browser alone takes to parse
//              and show those pictures (a cold first screen cannot come sooner on this machine).
// And the same boards inserted into each page after it has loaded (insertPages), the way the element's
// own first bench measured its 260 ms "first screen" that issue 15 set the 200 ms goal against.
//
// "Painted" (the same test for every page, run in the page): the board's box is nonzero and the board
// shows at least one piece — ours: its shadow root's picture (.svg svg) holds a piece (g.pieces > *)
// and has a nonzero box, or, before that, the light-DOM server-rendered SVG holds a piece and is
// actually rendered (nonzero box, checkVisibility: once the shadow root is attached the light DOM is
// not rendered, so a hidden fallback does not count); chessboard-element: its shadow root holds a
// piece drawing ([part~=piece] svg/img) and its [part=board] box is nonzero. For a board off screen the
// picture's box is not read (checkVisibility instead: rendered, not hidden): reading a box inside a
// `content-visibility: auto` subtree makes the browser lay out what it skips until the board comes near,
// work the bench would add and no reader's browser does. Whether the skipped boards show when the reader
// gets there is the blank-while-scrolling check's to say.
// "First screen painted": every board intersecting the first viewport painted, checked in each
// requestAnimationFrame callback from the top of the document; the time is taken right after that
// frame's rendering work (a message posted from the callback). "All painted": all 100 in one frame.
// "For good": the last time the first screen went from not painted to painted (a fallback hidden by
// the upgrade before the live picture is drawn makes it later than the first time).
// Main-thread CPU: CDP Performance.getMetrics TaskDuration / ScriptDuration / ThreadTime, from before
// the navigation to the frame where all 100 are painted (plus two frames).
// JS bytes: every script response of the page (the bench's own inline helpers excluded), each
// gzipped here at level 9 (the local server does not compress); the bundles are minified.
// Blank while scrolling: after the first screen is painted, scroll down one viewport (900 px) at a
// time; two frames after each step, every board intersecting the viewport must be painted. A board
// found blank is counted once. Flashes: an on-screen board painted in one frame and blank in a later
// one (during the load and the settling after it, before any scroll).
// Settling: after all 100 are painted (and the CPU counters read), the page is watched until nothing
// new is fetched and no board goes live for 1 s (at most 10 s): our element loads its live file for
// the boards with moves, which go live as they come near, so the JS bytes, the files requested and the
// boards gone live (a live board's shadow root has its `.grid`) are taken after it. Per board, the frame it was first
// painted and the frame it went live are kept (performance.now() of the frame), for where time goes.
// Our element is served as the page would: /our.js is dist/berserker-board.bundle.js and the files it
// imports by relative URL (berserker-board.bundle.live.js, berserker-board.viewer.js) sit next to it.
// BENCH_BOARD_DIST=<dir> takes them from another build (a copy of packages/board/dist), so a rebuild
// of the package during a run does not change what is measured.
// BENCH_BEFORE_DIST=<dir> adds an older build of the element to the same run (issue 15's "before": a
// packages/board/dist built at commit 977b2d3): its site and blogger pages (`site-before`,
// `blogger-before`) load /before/our.js, with its imported files next to it, and take their turns with
// the others, so before and after are measured on the same machine, in the same browser, interleaved.
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
export const CBE_BUNDLE = join(root, 'node_modules', 'chessboard-element', 'bundled', 'chessboard-element.bundled.js');
/** The element's build the pages load (BENCH_BOARD_DIST, or packages/board/dist). */
export const OUR_DIST = process.env.BENCH_BOARD_DIST || join(root, 'packages', 'board', 'dist');
/** The script tag's file, and the files it imports next to itself (loaded when a board goes live, a viewer is needed). */
const OUR_BUNDLE = 'berserker-board.bundle.js';
export const OUR_IMPORTED = ['berserker-board.bundle.live.js', 'berserker-board.viewer.js'];
/** An older build measured in the same run (BENCH_BEFORE_DIST), or null. */
export const BEFORE_DIST = process.env.BENCH_BEFORE_DIST || null;
/** The pages of the older build, when there is one (the site's and the blogger's, with `-before`). */
export const BEFORE_PAGES = BEFORE_DIST ? ['site-before', 'blogger-before'] : [];

/** The 100 diagrams of bench/sections/board.mjs page100(), as specs. */
export function specs100() {
  const fens = [
    ['chess', 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4'],
    ['berserker', 'rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tR'],
    ['berserker', 'r3k2r/ppp2ppp/8/8/3Z4/8/PPP2PPP/R3K2R w KQkq - 0 1 t'],
    ['game-of-pawns', '3nkn2/pppppppp/8/8/8/8/PPPPPPPP/3NKN2 w - - 0 1'],
    ['berolina', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
    ['battle-of-the-kings', '8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1'],
  ];
  const out = [];
  for (let i = 0; i < 100; i++) {
    if (i % 10 === 9) out.push({ variant: 'berserker-brawl' });
    else if (i % 10 === 4) out.push({ variant: 'berserker', moves: '1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3 5. Zf1' });
    else {
      const [variant, fen] = fens[i % fens.length];
      out.push({ variant, fen, ...(i % 3 === 0 ? { arrows: 'e2e4 g1f3' } : {}) });
    }
  }
  return out;
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const attr = (name, v) => (v === undefined || v === '' ? '' : ` ${name}="${esc(v)}"`);
const GRID = '<div id="grid" style="display:grid;grid-template-columns:repeat(4,1fr);gap:8px;width:1200px">';
const START8 = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';

/** A blogger's boards: bare `<berserker-board>` elements with the specs' attributes, nothing inside. */
export function bareBoards(specs = specs100()) {
  return specs.map((s) => `<berserker-board${attr('variant', s.variant)}${attr('fen', s.fen)}${attr('moves', s.moves)}${attr('arrows', s.arrows)} coordinates></berserker-board>`);
}

/** The 100 bare boards in the pages' grid (4 per row, 1200 px wide). */
export const bareGrid = () => `${GRID}${bareBoards().join('')}</div>`;

/** The three pages' bodies (without the bench helpers). `prepareDiagram` is site/lib/diagram.ts's. */
export async function buildPages() {
  const { prepareDiagram, PIECE_SPRITE } = await import(pathToFileURL(join(root, 'site', 'lib', 'diagram.ts')).href);
  const { renderPieceSprite } = await import(pathToFileURL(join(root, 'packages', 'board', 'src', 'render', 'index.ts')).href);
  const specs = specs100();
  const prepared = specs.map((s, i) => prepareDiagram({ ...s, label: `bench ${i}` }));
  // The site's markup (Diagram.astro): attributes for the live element, the SVG and text as fallback.
  const site = prepared.map((d, i) => {
    const s = specs[i];
    return `<berserker-board${attr('variant', d.variant)}${attr('rules', d.rules)}${attr('fen', d.fen)}${attr('moves', d.moves)}${attr('arrows', s.arrows)} coordinates${attr('data-final-fen', d.finalFen)}>` +
      `<div class="bb-fallback"><div class="bb-fallback-board">${d.svg}</div><div class="bb-fallback-text">` +
      `${d.moves ? `<p class="bb-moves">${esc(d.moves)}</p>` : ''}<p class="bb-situation">${esc(d.situation)}</p></div></div></berserker-board>`;
  });
  const blogger = bareBoards(specs);
  const cbe = prepared.map((d, i) => {
    const board = d.finalFen.split(' ')[0];
    const eight = board.split('/').length === 8 && specs[i].variant !== 'berserker-brawl';
    const pos = eight ? board.replace(/z/g, 'n').replace(/Z/g, 'N').replace(/[^prnbqkPRNBQK1-8/]/g, '1') : START8;
    return `<chess-board position="${pos}"></chess-board>`;
  });
  // The site's stylesheet rules that matter for a board (site/styles/diagrams.css), and the piece sprite the
  // pictures refer to (site/layouts/Base.astro puts it first in the body of every page with boards).
  const siteCss = '<style>berserker-board{display:block}.bb-fallback{display:block}.berserker-board-svg{display:block;height:auto}' +
    '.bb-fallback-board{overflow:hidden;line-height:0;content-visibility:auto;aspect-ratio:1}.bb-fallback-text{font-size:.9rem;margin:.5rem 0 0}.bb-fallback-text p{margin:0 0 .25rem}' +
    '.berserker-board-sprite{position:absolute;width:0;height:0;overflow:hidden}</style>';
  // head: what the page holds before the boards (styles, the sprite); boards: the grid's content.
  const page = (head, boards, script, tag) => ({ body: `${head}${GRID}${boards.join('')}</div>`, head, boards: boards.join(''), script, tag });
  const sitePage = (script) => page(`${siteCss}${renderPieceSprite(PIECE_SPRITE)}`, site, script, 'berserker-board');
  const bloggerPage = (script) => page('<style>berserker-board{display:block}</style>', blogger, script, 'berserker-board');
  return {
    site: sitePage('/our.js'),
    // The site's page without any script: what the browser alone takes to show those pictures.
    static: sitePage(null),
    blogger: bloggerPage('/our.js'),
    cbe: page('<style>chess-board{display:block}</style>', cbe, '/cbe.js', 'chess-board'),
    // The same two pages with the older build (BENCH_BEFORE_DIST).
    ...(BEFORE_DIST ? { 'site-before': sitePage('/before/our.js'), 'blogger-before': bloggerPage('/before/our.js') } : {}),
  };
}

/** Runs first in the page (inline, before any board): the frame loop that records the paint times. */
const HELPERS = `<script>
(() => {
  // An element is shown: on screen, it has a box (a layout read); off screen, it is rendered (a style
  // read: no box is read inside a board off screen, which would make the browser lay out what
  // content-visibility: auto lets it skip until the board comes near, work no reader's browser does).
  const vis = (el, on) => { if (!on) return el.checkVisibility(); const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  window.__painted = (b, on = true) => {
    const r = b.getBoundingClientRect();
    if (!(r.width > 0 && r.height > 0)) return false;
    const sr = b.shadowRoot;
    if (b.localName === 'chess-board') {
      const board = sr && sr.querySelector('[part~="board"]');
      return !!board && vis(board, on) && !!sr.querySelector('[part~="piece"] svg, [part~="piece"] img');
    }
    const live = sr && sr.querySelector('.svg svg');
    if (live && live.querySelector('g.pieces > *') && vis(live, on)) return true;
    const fb = b.querySelector('svg');
    return !!fb && !!fb.querySelector('g.pieces > *') && vis(fb, on) && fb.checkVisibility();
  };
  // Live: our board's shadow root holds the live board's grid (a still board has none).
  window.__isLive = (b) => !!(b.localName === 'berserker-board' && b.shadowRoot && b.shadowRoot.querySelector('.grid'));
  // A board of zero height inside the viewport counts as on screen (and blank).
  window.__onScreen = (b) => { const r = b.getBoundingClientRect(); return r.bottom >= 0 && r.top < innerHeight; };
  window.__frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  // first: the first frame showing the first screen painted; stable: the frame from which it stays
  // painted (later than first when boards of the first screen went blank again, e.g. a fallback hidden
  // before the live picture is drawn); flashes: on-screen boards seen painted, then blank.
  // liveAtFirst / liveAtAll: boards live at those frames; paintedAt / liveAt / onFirst: per board (by
  // index), the frame it was first painted and went live, and whether it is on the first screen.
  // The loop goes on after all are painted (for flashes and going live while settling) until __stop.
  const st = window.__state = { first: undefined, stable: undefined, all: undefined, flashes: 0, flashesOffScreen: 0, frames: 0,
    liveAtFirst: undefined, liveAtAll: undefined, paintedAt: [], liveAt: [], onFirst: [], defined: undefined };
  for (const tag of ['berserker-board', 'chess-board']) customElements.whenDefined(tag).then(() => { st.defined = performance.now(); });
  const everPainted = new Set();
  const flashed = new Set();
  let wasOk = false, seenFirst = false;
  window.__stop = false;
  const afterFrame = (f) => { const ch = new MessageChannel(); ch.port1.onmessage = () => f(performance.now()); ch.port2.postMessage(0); };
  const tick = () => {
    if (window.__stop) return;
    const boards = document.querySelectorAll('#grid > *');
    st.frames++;
    const last = boards[boards.length - 1];
    // The first screen is complete once the parser has put a board below the viewport (or all 100 in).
    if (boards.length === 100 || (last && last.getBoundingClientRect().top >= innerHeight)) {
      let allOk = boards.length === 100, screenOk = true, live = 0;
      const newlyPainted = [], newlyLive = [];
      boards.forEach((b, i) => {
        const on = __onScreen(b);
        const p = __painted(b, on);
        if (!seenFirst) st.onFirst[i] = on;
        if (__isLive(b)) { live++; if (st.liveAt[i] === undefined) { st.liveAt[i] = null; newlyLive.push(i); } }
        if (p) { everPainted.add(b); if (st.paintedAt[i] === undefined) { st.paintedAt[i] = null; newlyPainted.push(i); } }
        else {
          allOk = false;
          if (everPainted.has(b) && !flashed.has(b)) { flashed.add(b); if (on) st.flashes++; else st.flashesOffScreen++; }
          if (on) screenOk = false;
        }
      });
      // The time is taken after the frame's own style, layout and paint work: a message posted from
      // the requestAnimationFrame callback runs once that frame's rendering steps are done.
      if (screenOk && !seenFirst) { seenFirst = true; st.liveAtFirst = live; afterFrame((t) => { st.first = t; }); }
      if (screenOk && !wasOk) afterFrame((t) => { st.stable = t; });
      wasOk = screenOk;
      // Per board, the time is taken after the frame's rendering as well.
      if (newlyPainted.length || newlyLive.length) afterFrame((t) => { for (const i of newlyPainted) st.paintedAt[i] = t; for (const i of newlyLive) st.liveAt[i] = t; });
      if (allOk && everPainted.size === 100 && st.liveAtAll === undefined) { st.liveAtAll = live; afterFrame((t) => { st.all = t; }); }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();
</script>`;

const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** The script responses' bodies, summed (raw and gzipped here), and per path `{ raw, gzip }`. */
async function scriptBytes(responses) {
  let raw = 0, gzip = 0;
  const files = {};
  for (const r of responses) {
    const body = await r.body().catch(() => Buffer.alloc(0));
    const g = gz(body);
    raw += body.length;
    gzip += g;
    files[new URL(r.url()).pathname] = { raw: body.length, gzip: g };
  }
  return { raw, gzip, files };
}

export async function startServer(pages) {
  const { createServer } = await import('node:http');
  // Read once, at the start: the run measures one build. Our imported files sit next to /our.js, where
  // the bundle's relative import() looks for them.
  const files = { '/our.js': readFileSync(join(OUR_DIST, OUR_BUNDLE)), '/cbe.js': readFileSync(CBE_BUNDLE) };
  for (const f of OUR_IMPORTED) if (existsSync(join(OUR_DIST, f))) files[`/${f}`] = readFileSync(join(OUR_DIST, f));
  if (BEFORE_DIST) {
    files['/before/our.js'] = readFileSync(join(BEFORE_DIST, OUR_BUNDLE));
    for (const f of OUR_IMPORTED) if (existsSync(join(BEFORE_DIST, f))) files[`/before/${f}`] = readFileSync(join(BEFORE_DIST, f));
  }
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const name = path.slice(1).replace(/\.html$/, '');
    if (files[path]) return res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(files[path]);
    if (name === 'blank') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>blank</title>');
    // /<page>-insert.html: the page without its boards (the script loaded, the grid empty), for insertPages.
    const insert = name.endsWith('-insert');
    const p = pages[insert ? name.slice(0, -'-insert'.length) : name];
    if (!p) return res.writeHead(404).end('not found');
    const html = `<!doctype html><meta charset="utf-8"><title>${name}</title>${HELPERS}${p.script ? `<script type="module" src="${p.script}"></script>` : ''}<body style="margin:8px">${insert ? `${p.head}${GRID}</div>` : p.body}</body>`;
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' }).end(html);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

async function metrics(cdp) {
  const m = (await cdp.send('Performance.getMetrics')).metrics;
  const get = (n) => (m.find((x) => x.name === n)?.value ?? 0) * 1000;
  return { task: get('TaskDuration'), script: get('ScriptDuration'), thread: get('ThreadTime') };
}

/** One cold load of a page: paint times, CPU, JS bytes; with `scroll`, the blank-while-scrolling check instead. */
export async function loadOnce(browser, url, name, { scroll = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${url}/blank.html`);
    await cdp.send('Performance.enable');
    const scripts = [];
    page.on('response', (r) => { if (r.request().resourceType() === 'script') scripts.push(r); });
    const m0 = await metrics(cdp);
    await page.goto(`${url}/${name}.html`, { waitUntil: 'commit' });
    if (scroll) {
      await page.waitForFunction(() => window.__state?.first !== undefined, null, { timeout: 60000 });
      const res = await page.evaluate(async () => {
        const blank = new Set();
        let steps = 0;
        while (scrollY + innerHeight < document.documentElement.scrollHeight - 1 && steps < 200) {
          steps++;
          scrollTo(0, scrollY + innerHeight);
          await __frames();
          for (const b of document.querySelectorAll('#grid > *')) if (__onScreen(b) && !__painted(b)) blank.add(b);
        }
        return { blank: blank.size, steps };
      });
      return res;
    }
    await page.waitForFunction(() => window.__state?.all !== undefined, null, { timeout: 60000, polling: 50 });
    await page.evaluate(() => __frames());
    const m1 = await metrics(cdp);
    // Settle: until no new file and no board gone live for 1 s (at most 10 s).
    await page.evaluate(async () => {
      const sig = () => `${performance.getEntriesByType('resource').length}/${[...document.querySelectorAll('#grid > *')].filter(__isLive).length}`;
      let last = sig(), since = performance.now();
      const end = performance.now() + 10000;
      while (performance.now() - since < 1000 && performance.now() < end) {
        await new Promise((r) => setTimeout(r, 100));
        const now = sig();
        if (now !== last) { last = now; since = performance.now(); }
      }
      await __frames();
      window.__stop = true;
    });
    const st = await page.evaluate(() => ({
      ...window.__state,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      liveAfter: [...document.querySelectorAll('#grid > *')].filter(__isLive).length,
      // The files the page asked for (our bench page itself excluded), when asked for and when in.
      files: performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
    }));
    const d = (k) => (m1[k] >= m0[k] ? m1[k] - m0[k] : m1[k]);
    const { raw: jsRaw, gzip: jsGzip, files: js } = await scriptBytes(scripts);
    return {
      fcp: st.fcp, first: st.first, stable: st.stable, all: st.all, defined: st.defined, flashes: st.flashes, flashesOffScreen: st.flashesOffScreen,
      taskMs: d('task'), scriptMs: d('script'), threadMs: d('thread'), jsRaw, jsGzip, js,
      liveAtFirst: st.liveAtFirst, liveAtAll: st.liveAtAll, liveAfter: st.liveAfter, files: st.files,
      paintedAt: st.paintedAt, liveAt: st.liveAt, onFirst: st.onFirst,
    };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const med = (xs) => { const v = xs.filter((x) => typeof x === 'number'); return v.length ? median(v) : undefined; };

/** The files the loads asked for: per path, in how many loads, and the median time asked for and in (ms from navigation). */
function fileSummary(rs) {
  const by = {};
  for (const r of rs) for (const f of r.files) (by[f.path] ??= []).push(f);
  return Object.fromEntries(Object.entries(by).map(([path, fs]) => [path, { loads: fs.length, startMs: med(fs.map((f) => f.start)), endMs: med(fs.map((f) => f.end)) }]));
}

/**
 * Per board, over the loads: the median frame it was first painted and went live (ms from navigation),
 * and for the first screen the board painted last (what the first screen waited for) with its time.
 */
function perBoard(rs) {
  const specs = specs100();
  const kind = (i) => (specs[i].moves ? 'moves' : specs[i].variant === 'berserker-brawl' ? 'brawl 12x12' : 'diagram');
  const boards = specs.map((_, i) => ({ i, kind: kind(i), paintedMs: med(rs.map((r) => r.paintedAt[i])), liveMs: med(rs.map((r) => r.liveAt[i])), firstScreen: !!rs[0].onFirst[i] }));
  const first = boards.filter((b) => b.firstScreen);
  const lastFirst = first.reduce((a, b) => ((b.paintedMs ?? Infinity) > (a?.paintedMs ?? -Infinity) ? b : a), undefined);
  const byKind = {};
  for (const b of boards) {
    const k = (byKind[b.kind] ??= { n: 0, painted: [], live: [] });
    k.n++; k.painted.push(b.paintedMs); if (b.liveMs !== undefined) k.live.push(b.liveMs);
  }
  return {
    firstScreenBoards: first.length,
    firstScreenLastPainted: lastFirst && { i: lastFirst.i, kind: lastFirst.kind, paintedMs: lastFirst.paintedMs, liveMs: lastFirst.liveMs },
    firstScreenPaintedMs: first.map((b) => b.paintedMs),
    byKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, { n: v.n, paintedMedianMs: med(v.painted), paintedMaxMs: Math.max(...v.painted.filter((x) => x !== undefined)), live: v.live.length, liveMedianMs: med(v.live) }])),
  };
}

/**
 * The boards of a page inserted into the page once its script has run (the element defined, the page
 * settled), as a page does that adds boards after loading (a single-page app, a blog's live preview):
 * `grid.innerHTML = boards`, then, frame by frame, the same "painted" test as the cold loads. Times are
 * taken after the frame's rendering, from the insertion. Each page is kept open: its first insertion
 * warms it, then the pages take turns (site, blogger, cbe, site, …), the grid emptied and two frames
 * left before each insertion. ThreadTime: the renderer main thread's CPU from the insertion to all painted.
 */
async function insertSession(browser, url, name) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${url}/${name}-insert.html`);
  await page.evaluate(async (tag) => {
    await customElements.whenDefined(tag);
    window.__stop = true; // the cold loads' frame loop is not wanted here
    await __frames();
  }, name === 'cbe' ? 'chess-board' : 'berserker-board');
  const boards = (await page.evaluate(() => fetch(location.href.replace('-insert', '')).then((r) => r.text())))
    .split('<div id="grid"')[1].replace(/^[^>]*>/, '').replace(/<\/div><\/body>$/, '');
  const measure = async () => {
    const c0 = await metrics(cdp);
    const r = await page.evaluate(async (markup) => {
      const grid = document.getElementById('grid');
      grid.innerHTML = '';
      await __frames();
      const t0 = performance.now();
      grid.innerHTML = markup;
      return new Promise((resolve) => {
        let first;
        const afterFrame = (f) => { const ch = new MessageChannel(); ch.port1.onmessage = () => f(performance.now() - t0); ch.port2.postMessage(0); };
        const tick = () => {
          let screen = true, all = true;
          for (const b of grid.children) { const on = __onScreen(b); if (!__painted(b, on)) { all = false; if (on) screen = false; } }
          const firstNow = screen && first === undefined;
          if (firstNow) first = null;
          if (firstNow || all) afterFrame((t) => { if (firstNow) first = t; if (all) resolve({ first, all: t }); });
          if (!all) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
    }, boards);
    const c1 = await metrics(cdp);
    return { ...r, threadMs: c1.thread - c0.thread };
  };
  return { measure, close: () => context.close() };
}

/** Runs `fn(browser, url, pages)` with the pages served and Chromium launched; closes both after. */
async function withPages(fn) {
  const { chromium } = await import('playwright-core');
  const pages = await buildPages();
  const server = await startServer(pages);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ARGS });
  try {
    return await fn(browser, server.url, pages);
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Insertions of each page's boards, `reps` each, in one browser: median and best, ms from the insertion. */
export async function insertPages(reps) {
  const names = ['site', 'blogger', 'cbe', ...BEFORE_PAGES];
  const runs = Object.fromEntries(names.map((n) => [n, []]));
  await withPages(async (browser, url) => {
    const sessions = {};
    for (const n of names) {
      sessions[n] = await insertSession(browser, url, n);
      await sessions[n].measure(); // warms the page: not counted
    }
    for (let i = 0; i < reps; i++) for (const n of names) runs[n].push(await sessions[n].measure());
  });
  const out = {};
  for (const n of names) {
    const rs = runs[n];
    const stat = (k) => { const xs = rs.map((r) => r[k]); return { median: median(xs), best: Math.min(...xs) }; };
    out[n] = { firstScreenMs: stat('first'), allPaintedMs: stat('all'), threadMs: stat('threadMs'), reps: rs.length, samples: rs };
  }
  return out;
}

/** Loads each page `reps` times, interleaved (site, blogger, cbe, site, …), then one scrolling run each. */
export async function comparePages(reps, log) {
  const names = ['site', 'blogger', 'cbe', 'static', ...BEFORE_PAGES];
  const runs = Object.fromEntries(names.map((n) => [n, []]));
  const scroll = {};
  const pages = await withPages(async (browser, url, pages) => {
    for (const n of names) await loadOnce(browser, url, n); // warm the browser and the server, not counted
    for (let i = 0; i < reps; i++) for (const n of names) runs[n].push(await loadOnce(browser, url, n));
    for (const n of names) {
      const rs = [];
      for (let i = 0; i < 2; i++) rs.push(await loadOnce(browser, url, n, { scroll: true }));
      scroll[n] = { blankBoards: Math.max(...rs.map((r) => r.blank)), steps: rs[0].steps, runs: rs.length };
    }
    return pages;
  });
  const out = {};
  for (const n of names) {
    const rs = runs[n];
    const pick = (k) => { const xs = rs.map((r) => r[k]).filter((x) => typeof x === 'number'); return xs.length ? { median: median(xs), best: Math.min(...xs) } : { median: undefined, best: undefined }; };
    out[n] = {
      fcpMs: pick('fcp'), firstScreenMs: pick('first'), firstScreenStableMs: pick('stable'), allPaintedMs: pick('all'), definedMs: pick('defined'),
      taskMs: pick('taskMs'), scriptMs: pick('scriptMs'), threadMs: pick('threadMs'),
      flashesMax: Math.max(...rs.map((r) => r.flashes)), flashesOffScreenMax: Math.max(...rs.map((r) => r.flashesOffScreen)),
      // JS: the most any load fetched (the live file and the viewer come for the boards with moves, maybe not on every load).
      jsBytes: Math.max(...rs.map((r) => r.jsRaw)), jsGzipBytes: Math.max(...rs.map((r) => r.jsGzip)), jsFiles: rs.reduce((a, r) => ({ ...a, ...r.js }), {}),
      liveAtFirstScreen: pick('liveAtFirst'), liveAtAllPainted: pick('liveAtAll'), liveAfterSettling: pick('liveAfter'),
      files: fileSummary(rs),
      perBoard: perBoard(rs),
      blankWhileScrolling: scroll[n].blankBoards, scrollSteps: scroll[n].steps,
      htmlBytes: Buffer.byteLength(pages[n].body), reps: rs.length,
      samples: rs.map(({ first, stable, all, defined, taskMs, scriptMs, flashes, liveAtFirst, liveAtAll, liveAfter }) => ({ first, stable, all, defined, taskMs, scriptMs, flashes, liveAtFirst, liveAtAll, liveAfter })),
    };
  }
  return out;
}

/** The built site the rules pages are read from: BENCH_SITE_DIST (an `astro build --outDir`), or dist/site. */
export const SITE_DIST = process.env.BENCH_SITE_DIST || join(root, 'dist', 'site');
/** An older build of the site whose rules pages are measured in the same run (BENCH_BEFORE_SITE_DIST), or null. */
export const BEFORE_SITE_DIST = process.env.BENCH_BEFORE_SITE_DIST || null;

/** The rules pages of a built site (SITE_DIST): LCP, TBT, CLS and JS, each loaded cold `reps` times. */
export async function rulesPages(reps, paths = ['/rules/', '/rulings/', '/notation/'], dist = SITE_DIST) {
  if (!existsSync(join(dist, 'rules', 'index.html'))) return null;
  const { chromium } = await import('playwright-core');
  const { serve } = await import(join(root, 'packages', 'board', 'scripts', 'serve.mjs'));
  const server = await serve(dist);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ARGS });
  const out = {};
  try {
    for (const path of paths) {
      const samples = [];
      for (let i = 0; i < reps + 1; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript(() => {
          const s = (window.__vitals = { lcp: 0, cls: 0, longTasks: [], fcp: undefined });
          new PerformanceObserver((l) => { for (const e of l.getEntries()) s.lcp = e.renderTime || e.loadTime || e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) s.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
          new PerformanceObserver((l) => { for (const e of l.getEntries()) s.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
          new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') s.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
        });
        const page = await context.newPage();
        const scripts = [];
        page.on('response', (r) => { if (r.request().resourceType() === 'script') scripts.push(r); });
        await page.goto(server.url + path, { waitUntil: 'load' });
        await page.waitForTimeout(1500); // quiet time for late long tasks and shifts
        const v = await page.evaluate(() => {
          const s = window.__vitals;
          const fcp = s.fcp ?? 0;
          const tbt = s.longTasks.filter(([t]) => t >= fcp).reduce((a, [, d]) => a + Math.max(0, d - 50), 0);
          const inline = [...document.querySelectorAll('script:not([src])')]
            .filter((e) => !e.type || /^(module|text\/javascript|application\/javascript)$/.test(e.type)).map((e) => e.textContent);
          const boards = [...document.querySelectorAll('berserker-board')];
          return { lcp: s.lcp, cls: s.cls, tbt, fcp, inline, boards: boards.length, live: boards.filter((b) => b.shadowRoot?.querySelector('.grid')).length };
        });
        const sb = await scriptBytes(scripts);
        let { raw: jsRaw, gzip: jsGzip } = sb;
        const files = Object.fromEntries(Object.entries(sb.files).map(([path, f]) => [path, f.gzip]));
        for (const t of v.inline) { jsRaw += Buffer.byteLength(t); jsGzip += gz(Buffer.from(t)); }
        await context.close();
        if (i > 0) samples.push({ lcp: v.lcp, cls: v.cls, tbt: v.tbt, fcp: v.fcp, jsRaw, jsGzip, boards: v.boards, live: v.live, scriptFiles: scripts.length, files });
      }
      out[path] = {
        lcpMs: median(samples.map((s) => s.lcp)), tbtMs: median(samples.map((s) => s.tbt)), cls: Math.max(...samples.map((s) => s.cls)),
        fcpMs: median(samples.map((s) => s.fcp)), jsBytes: samples[0].jsRaw, jsGzipBytes: samples[0].jsGzip,
        scriptFiles: samples[0].scriptFiles, scripts: samples[0].files, boards: samples[0].boards, liveBoardsMax: Math.max(...samples.map((s) => s.live)), reps: samples.length,
      };
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return out;
}
