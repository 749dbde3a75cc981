// Issue 29, items 2 and 3: how <berserker-board> loads on a blogger's page, side by side with its peers
// in one Chromium run, the pages taking turns (interleaved), each load cold (a fresh browser context).
//
// (a) A page of ten bare diagrams (`<berserker-board fen=…>`, a paragraph between them) against
//     chessboard-element's (`<chess-board position=…>`, its one-file bundle): the JS fetched with no
//     interaction (after all ten are painted the page is watched until nothing new is fetched for 2 s),
//     then a tap on the first board: ms from the tap to the board being live (its ARIA grid, its status
//     words; ours only: chessboard-element has nothing to load), and the JS fetched by then.
// (b) A page with one annotated game (the same PGN in both, a paragraph above and text below) against
//     @lichess-org/pgn-viewer (its one-file build and its stylesheet, as its README says): time to the
//     board painted with its pieces, time to the move list shown, cumulative layout shift, bytes of JS
//     and CSS shipped. Ours twice: with `ply="0"` (the start position, what lichess's viewer opens at)
//     and as written (our default: the game opens at its last move), each as the Embed page says to write
//     a page with a game (content/guides/embed.mdx: its game-preload lines, which fetch the live file and
//     the viewer with the script, and its game-reserve CSS, which keeps the game's place; class="game" on
//     the board); and with `ply="0"` and the script tag alone, as a page had it before. An older build
//     (BENCH_BEFORE_DIST) gets the script-tag-alone pages: its Embed page said no more.
// Both under a phone profile: a 390x844 viewport (touch, device scale factor 2), the CPU slowed 4x
// (CDP Emulation.setCPUThrottlingRate) and the network of Lighthouse's mobile runs ("slow 4G": 150 ms
// round trip, 1.6 Mbit/s down, 750 kbit/s up; CDP Network.emulateNetworkConditions). The local server
// sends every file gzipped (level 9), as a web server would, so the throttled transfer is of the bytes a
// reader's phone receives.
//
// "Board painted": ours, the shadow root's picture (.svg svg) holds a piece and has a box; lichess's, its
// cg-board holds a piece and has a box. "Move list shown": ours, a move button of [part~=moves] has a box;
// lichess's, a move of .lpv__moves has a box. Checked in each requestAnimationFrame callback, the time
// taken right after that frame's rendering (a message posted from the callback), ms from navigation.
// CLS: PerformanceObserver layout-shift entries without recent input, summed, until 1 s after the move
// list is shown and nothing more is fetched.
//
// BENCH_BOARD_DIST=<dir> measures a copy of packages/board/dist; BENCH_BEFORE_DIST=<dir> adds an older
// build (its pages `…-before` take their turns with the others), so before and after are measured in the
// same run, on the same machine.
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
export const OUR_DIST = process.env.BENCH_BOARD_DIST || join(root, 'packages', 'board', 'dist');
export const BEFORE_DIST = process.env.BENCH_BEFORE_DIST || null;
const OUR_FILES = ['berserker-board.bundle.js', 'berserker-board.bundle.live.js', 'berserker-board.viewer.js'];
const CBE = join(root, 'node_modules', 'chessboard-element', 'bundled', 'chessboard-element.bundled.js');
const LPV = join(root, 'node_modules', '@lichess-org', 'pgn-viewer');
export const lpvVersion = () => JSON.parse(readFileSync(join(LPV, 'package.json'), 'utf8')).version;

/** The phone: viewport, CPU and network (see the head comment). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  cpu: 4,
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
};

/** The ten diagrams: positions a blog post about the variants would show. */
const FENS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
  'rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
  'r3k2r/ppp2ppp/8/8/3N4/8/PPP2PPP/R3K2R w KQkq - 0 1',
  '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1',
  'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
  'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3',
  '8/8/4k3/8/2K5/8/3P4/8 w - - 0 1',
  'rnbqkb1r/pppppppp/5n2/8/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2',
  '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1',
];

/** The annotated game both viewers show: Morphy's Opera game, with clocks, arrows, NAGs and variations (the viewer tests' fixture). */
async function gamePgn() {
  const { OPERA } = await import(pathToFileURL(join(root, 'packages', 'board', 'test', 'pgns.ts')).href);
  return OPERA;
}

const TEXT = '<p>Text after the board: a blogger writes on about the position, and a reader who has started reading it should not see it move.</p>'.repeat(6);
const LEAD = '<h1>An annotated game</h1><p>The game below is Morphy\'s Opera game, Paris 1858.</p>';

/**
 * A block of HTML the Embed page gives for a page with a game (content/guides/embed.mdx), marked with a
 * `{/* name … *}` comment before it: the CSS that reserves a game's place (`game-reserve`), the lines that
 * fetch the live file and the viewer with the script (`game-preload`). Read from the page, so the bench
 * measures a page written as the Embed page says.
 */
function embedBlock(name) {
  const mdx = readFileSync(join(root, 'content', 'guides', 'embed.mdx'), 'utf8');
  const m = new RegExp(`\\{/\\* ${name}[^}]*\\}\\s*\`\`\`html\\s*([\\s\\S]*?)\`\`\``).exec(mdx);
  if (!m) throw new Error(`content/guides/embed.mdx has no ${name} block: the bench measures the page as the Embed page says to write it`);
  return m[1].trim();
}

/** The pages' bodies and scripts. */
export async function buildPages() {
  const pgn = await gamePgn();
  const reserve = embedBlock('game-reserve');
  // The preload lines name the site's files; here ours sit under /our/.
  const preload = embedBlock('game-preload').replace(/href="\//g, 'href="/our/');
  const diagrams = (tag, attr, script) => ({
    head: `<script type="module" src="${script}"></script><style>${tag}{display:block;max-width:360px}</style>`,
    body: `<h1>Ten diagrams</h1>${FENS.map((f, i) => `<p>Diagram ${i + 1}.</p><${tag} ${attr}="${tag === 'chess-board' ? f.split(' ')[0] : f}"></${tag}>`).join('')}`,
    tag,
  });
  // A page with a game: as the Embed page says to write it (`documented`: its preload lines and CSS), or
  // the script tag alone (what a page had before the Embed page said more).
  const ours = (script, ply, documented) => ({
    head: `${documented ? preload : ''}<script type="module" src="${script}"></script>${documented ? reserve : ''}`,
    body: `${LEAD}<berserker-board class="game"${ply === undefined ? '' : ` ply="${ply}"`}><script type="application/x-chess-pgn">\n${pgn}</script></berserker-board>${TEXT}`,
    tag: 'berserker-board',
  });
  const pages = {
    'diagrams-ours': diagrams('berserker-board', 'fen', '/our/berserker-board.bundle.js'),
    'diagrams-cbe': diagrams('chess-board', 'position', '/cbe.js'),
    'game-ours-ply0': ours('/our/berserker-board.bundle.js', 0, true),
    'game-ours': ours('/our/berserker-board.bundle.js', undefined, true),
    'game-ours-script': ours('/our/berserker-board.bundle.js', 0, false),
    'game-lpv': {
      head: '<link rel="stylesheet" href="/lpv/lichess-pgn-viewer.css">',
      body: `${LEAD}<div id="game"></div>${TEXT}<script type="module">import LichessPgnViewer from '/lpv/lichess-pgn-viewer.min.js';\nLichessPgnViewer(document.getElementById('game'), { pgn: ${JSON.stringify(pgn).replace(/</g, '\\u003c')} });</script>`,
      tag: 'lpv',
    },
  };
  if (BEFORE_DIST) {
    pages['diagrams-before'] = diagrams('berserker-board', 'fen', '/before/berserker-board.bundle.js');
    pages['game-before-ply0'] = ours('/before/berserker-board.bundle.js', 0, false);
    pages['game-before'] = ours('/before/berserker-board.bundle.js', undefined, false);
  }
  return pages;
}

/** Runs first in every page: the frame loop recording when the board and the move list are shown, and the layout shifts. */
const HELPERS = `<script>
(() => {
  const st = window.__state = { board: undefined, moves: undefined, cls: 0, shifts: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) { st.cls += e.value; st.shifts.push([Math.round(e.startTime), e.value]); } }).observe({ type: 'layout-shift', buffered: true });
  const box = (el) => { const r = el && el.getBoundingClientRect(); return !!r && r.width > 0 && r.height > 0; };
  // Shown: on screen, it has a box; off screen, it is rendered (no box is read inside a board that
  // content-visibility: auto lets the browser skip, work no reader's browser does).
  const shown = (el) => { if (!el) return false; const r = el.getBoundingClientRect(); return r.bottom >= 0 && r.top < innerHeight ? r.width > 0 && r.height > 0 : el.checkVisibility(); };
  // Ours: each shadow root's picture with a piece; chessboard-element: its piece drawings; lichess's: its board with a piece.
  window.__board = () => {
    const ours = document.querySelectorAll('berserker-board');
    if (ours.length) return [...ours].every((b) => { const svg = b.shadowRoot && b.shadowRoot.querySelector('.svg svg'); return shown(svg) && !!svg.querySelector('g.pieces > *'); });
    const cbe = document.querySelectorAll('chess-board');
    if (cbe.length) return [...cbe].every((b) => shown(b) && !!(b.shadowRoot && b.shadowRoot.querySelector('[part~="piece"] svg, [part~="piece"] img')));
    const cg = document.querySelector('cg-board');
    return box(cg) && !!cg.querySelector('piece');
  };
  window.__moves = () => {
    const ours = document.querySelector('berserker-board');
    if (ours) return box(ours.shadowRoot && ours.shadowRoot.querySelector('[part~="moves"] [part~="move"]'));
    return box(document.querySelector('.lpv__moves .move'));
  };
  window.__live = (b) => !!(b.shadowRoot && b.shadowRoot.querySelector('.grid'));
  const afterFrame = (f) => { const ch = new MessageChannel(); ch.port1.onmessage = () => f(performance.now()); ch.port2.postMessage(0); };
  const tick = () => {
    if (st.board === undefined && window.__board()) { st.board = null; afterFrame((t) => { st.board = t; }); }
    if (st.moves === undefined && window.__moves()) { st.moves = null; afterFrame((t) => { st.moves = t; }); }
    if (st.board === undefined || st.moves === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();
</script>`;

const gz = (buf) => gzipSync(buf, { level: 9 });

/** Serves the pages and the files, every response gzipped (level 9) as a web server would send it. */
export async function startServer(pages) {
  const { createServer } = await import('node:http');
  const files = { '/cbe.js': readFileSync(CBE), '/lpv/lichess-pgn-viewer.min.js': readFileSync(join(LPV, 'dist', 'lichess-pgn-viewer.min.js')), '/lpv/lichess-pgn-viewer.css': readFileSync(join(LPV, 'dist', 'lichess-pgn-viewer.css')) };
  for (const [prefix, dir] of [['/our/', OUR_DIST], ...(BEFORE_DIST ? [['/before/', BEFORE_DIST]] : [])]) {
    for (const f of OUR_FILES) if (existsSync(join(dir, f))) files[`${prefix}${f}`] = readFileSync(join(dir, f));
  }
  const zipped = Object.fromEntries(Object.entries(files).map(([p, b]) => [p, gz(b)]));
  const type = (p) => (p.endsWith('.css') ? 'text/css' : p.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8');
  const send = (res, path, body) => res.writeHead(200, { 'content-type': type(path), 'content-encoding': 'gzip', 'cache-control': 'no-store' }).end(body);
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (zipped[path]) return send(res, path, zipped[path]);
    if (path === '/blank.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>blank</title>');
    const p = pages[path.slice(1).replace(/\.html$/, '')];
    if (!p) return res.writeHead(404).end('not found');
    const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${path}</title>${HELPERS}${p.head}<body style="margin:8px;font:16px/1.5 Georgia,serif">${p.body}</body></html>`;
    send(res, '/page.html', gz(Buffer.from(html)));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)), files, zipped };
}

/**
 * A fresh context with the phone profile (or a plain desktop window with `phone` false), its CDP session,
 * and the responses it receives.
 */
async function openPage(browser, phone) {
  const context = await browser.newContext(phone
    ? { viewport: PHONE.viewport, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true }
    : { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto('about:blank');
  if (phone) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
    await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  }
  const responses = [];
  page.on('response', (r) => responses.push(r));
  return { context, page, cdp, responses };
}

/** The JS and CSS the page received: per path its gzipped size (what was sent), summed by kind. */
function shipped(responses, zipped) {
  const files = {};
  let js = 0, css = 0;
  for (const r of responses) {
    const path = new URL(r.url()).pathname;
    const z = zipped[path];
    if (!z || files[path]) continue;
    files[path] = z.length;
    if (path.endsWith('.css')) css += z.length;
    else js += z.length;
  }
  return { js, css, files };
}

/** Waits until the page has fetched nothing new for `quietMs` (at most `maxMs`). */
async function settle(page, quietMs, maxMs) {
  await page.evaluate(async ([quiet, max]) => {
    const n = () => performance.getEntriesByType('resource').length;
    let last = n(), since = performance.now();
    const end = performance.now() + max;
    while (performance.now() - since < quiet && performance.now() < end) {
      await new Promise((r) => setTimeout(r, 100));
      if (n() !== last) { last = n(); since = performance.now(); }
    }
  }, [quietMs, maxMs]);
}

/** The files the page asked for, ms from navigation: asked for → in. */
const fileTimes = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })));

/** One cold load of a game page under the phone profile. */
export async function loadGame(browser, url, name, zipped) {
  const { context, page, responses } = await openPage(browser, true);
  try {
    await page.goto(`${url}/${name}.html`, { waitUntil: 'commit' });
    await page.waitForFunction(() => typeof window.__state?.board === 'number' && typeof window.__state?.moves === 'number', null, { timeout: 60000, polling: 100 });
    await settle(page, 1000, 10000);
    const st = await page.evaluate(() => window.__state);
    return { board: st.board, moves: st.moves, cls: st.cls, shifts: st.shifts, ...shipped(responses, zipped), times: await fileTimes(page) };
  } finally {
    await context.close();
  }
}

/** One cold load of a page of ten diagrams under the phone profile: JS with no interaction, then a tap on the first board. */
export async function loadDiagrams(browser, url, name, zipped) {
  const { context, page, responses } = await openPage(browser, true);
  try {
    await page.goto(`${url}/${name}.html`, { waitUntil: 'commit' });
    await page.waitForFunction(() => typeof window.__state?.board === 'number', null, { timeout: 60000, polling: 100 });
    const painted = await page.evaluate(() => window.__state.board);
    await settle(page, 2000, 15000);
    const idle = shipped(responses, zipped);
    const idleTimes = await fileTimes(page);
    let tap = null;
    if (name !== 'diagrams-cbe') {
      // A tap on the first board (on its e2 pawn): the board goes live (its ARIA grid, status words, drawing).
      const first = page.locator('berserker-board').first();
      await first.scrollIntoViewIfNeeded();
      const box = await first.evaluate((b) => { const r = b.shadowRoot.querySelector('.board').getBoundingClientRect(); return { x: r.left, y: r.top, w: r.width, h: r.height }; });
      const t0 = await page.evaluate(() => performance.now());
      await page.touchscreen.tap(box.x + box.w * (4.5 / 8), box.y + box.h * (6.5 / 8));
      await page.waitForFunction(() => window.__live(document.querySelector('berserker-board')), null, { timeout: 30000, polling: 'raf' });
      const t1 = await page.evaluate(() => performance.now());
      await settle(page, 1000, 10000);
      tap = { ms: t1 - t0, ...shipped(responses, zipped) };
    }
    return { painted, idleJs: idle.js, idleFiles: idle.files, idleTimes, tap };
  } finally {
    await context.close();
  }
}

/** Launches Chromium and serves the pages; `fn(browser, url, server)`; closes both after. */
export async function withBrowser(fn) {
  const { chromium } = await import('playwright-core');
  const pages = await buildPages();
  const server = await startServer(pages);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell', args: ARGS });
  try {
    return await fn(browser, server.url, server, pages);
  } finally {
    await browser.close();
    await server.close();
  }
}
