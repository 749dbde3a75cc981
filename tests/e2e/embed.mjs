#!/usr/bin/env node
/**
 * End-to-end checks of embedding the board in other people's pages, in Chromium:
 *
 *   - the pinned script: the Embed page's integrity values are the SHA-384 of the bytes the site serves
 *     for the versioned bundle, its live file and the viewer; the versioned bundle loads the versioned
 *     live file, which loads the versioned viewer; a page with the Embed page's snippet (integrity,
 *     crossorigin, the import map) shows a board and an annotated game (live file and viewer loaded,
 *     each once), and asks for no unversioned file; a wrong integrity value stops the script, a wrong
 *     one for the live file keeps the boards still (ERR_LOAD), a wrong one for the viewer stops the viewer;
 *   - Markdown: a blog post as a Markdown renderer writes it (CommonMark with smart punctuation: <p>
 *     wrappers, &amp; and curly quotes around the boards; PGN children passed through as they were
 *     typed) — every board upgrades and reads its PGN exactly, tags, quotes and & included;
 *   - twenty boards on one page: the bundle, its live file and the viewer file are each requested once,
 *     all twenty upgrade;
 *   - the iframe page (/embed/frame/) inside a host page on another origin, at 390 and 1280 px: the
 *     board fills its frame with no scrollbar, a game steps, a move is played (the board keeps its size);
 *     a mistyped parameter and a bad value are named; a transparent background shows the host through;
 *   - screenshots of the host pages (screenshots/embed-*.png).
 *
 * Called by tests/e2e/run.mjs (runEmbedChecks), or alone against an existing build:
 *   node tests/e2e/embed.mjs           (serves dist/site; build first with npm run build)
 * Env: CHROME_PATH, E2E_NO_SCREENSHOTS=1, E2E_DIST (another build directory than dist/site).
 */
import '../../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { runAlone } from './serve.mjs';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The test's own pages (blog posts and host pages: other people's sites) come from a server of their
 * own, another origin than the site's, and are never written into the build.
 */
function hostServer() {
  const pages = new Map();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    const html = pages.get(path);
    res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(html ?? 'not found');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        /** Serves `html` at `path`; returns its address. */
        add: (path, html) => (pages.set(path, html), `http://127.0.0.1:${server.address().port}${path}`),
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * A blog post in Markdown, as bloggers write it, and below it what Astro's Markdown renderer (CommonMark
 * with smart punctuation, as most blog engines) makes of it. A <script> line after a blank line starts
 * a raw HTML block that runs to </script>, blank lines included, so the PGN reaches the page as typed;
 * the text around it gets curly quotes and &amp;.
 */
export const MARKDOWN_SOURCE = `# Club night: "Tom & Jerry" -- the rematch

It's the game everyone's talking about... Here's move one: <berserker-board moves="1. e3 e5" label="Tom's opening & reply"></berserker-board> -- and the rest:

<berserker-board coordinates label="Tom & Jerry, round 2">

<script type="application/x-chess-pgn">
[Event "Club night: Tom & Jerry"]
[Site "O'Neil's pub"]
[White "Tom"]
[Black "Jerry"]
[Variant "Berserker"]

1. e3 e5 2. Ng1=Z {Tom's "Berserker" -- bold...} 2... d5 3. Be2 e4 *
</script>

</berserker-board>

A short one, written without blank lines:

<berserker-board>
<script type="application/x-chess-pgn">
[White "A & B"]
[Variant "Berserker"]
1. e3 e5 2. Nb1=Z {"quoted" & fine} 2... Nf6 *
</script>
</berserker-board>

That's all, folks!
`;

export const MARKDOWN_HTML = `<h1 id="club-night-tom--jerry--the-rematch">Club night: “Tom &amp; Jerry” – the rematch</h1>
<p>It’s the game everyone’s talking about… Here’s move one: <berserker-board moves="1. e3 e5" label="Tom's opening & reply"></berserker-board> – and the rest:</p>
<berserker-board coordinates label="Tom & Jerry, round 2">
<script type="application/x-chess-pgn">
[Event "Club night: Tom & Jerry"]
[Site "O'Neil's pub"]
[White "Tom"]
[Black "Jerry"]
[Variant "Berserker"]

1. e3 e5 2. Ng1=Z {Tom's "Berserker" -- bold...} 2... d5 3. Be2 e4 *
</script>
</berserker-board>
<p>A short one, written without blank lines:</p>
<berserker-board>
<script type="application/x-chess-pgn">
[White "A & B"]
[Variant "Berserker"]
1. e3 e5 2. Nb1=Z {"quoted" & fine} 2... Nf6 *
</script>
</berserker-board>
<p>That’s all, folks!</p>
`;

/**
 * The mistake the Embed page warns of: no blank line after <berserker-board>, so the HTML block ends at
 * the PGN's own blank line and the renderer makes the moves a numbered list (inside the script's text).
 */
export const MARKDOWN_MISTAKE_HTML = `<berserker-board coordinates>
<script type="application/x-chess-pgn">
[Event "Club & Co"]
<ol>
<li>e3 e5 2. Ng1=Z 2… Nf6 *
</script>
</li>
</ol>
</berserker-board>
`;

const page = (head, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Embed test</title>${head}</head><body>${body}</body></html>`;

export async function runEmbedChecks({ browser, base, check, root = join(here, '..', '..'), screenshots = !process.env.E2E_NO_SCREENSHOTS }) {
  const shotDir = join(root, 'screenshots');
  if (screenshots) mkdirSync(shotDir, { recursive: true });
  const shots = [];
  const hosts = await hostServer();
  try {
    return await checks();
  } finally {
    await hosts.close();
  }

  async function checks() {
  /** A page that records requests and errors. */
  const open = async (ctx) => {
    const p = await ctx.newPage();
    const requests = [];
    const errors = [];
    p.on('request', (r) => requests.push(r.url()));
    // CSP messages are tests/e2e/csp.mjs's to judge; everything else is a failure here.
    p.on('console', (m) => m.type() === 'error' && !/Content Security Policy/.test(m.text()) && errors.push(m.text()));
    p.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
    return { p, requests, errors, count: (path) => requests.filter((u) => new URL(u).pathname === path).length };
  };
  const upgraded = (p) => p.locator('berserker-board').evaluateAll((els) => els.map((el) => !!el.shadowRoot?.querySelector('[part~="board"]')));
  const waitUpgraded = (p, n) => p.waitForFunction((k) => {
    const els = [...document.querySelectorAll('berserker-board')];
    return els.length === k && els.every((el) => el.shadowRoot?.querySelector('[part~="board"]'));
  }, n, { timeout: 10_000 }).then(() => true, () => false);
  const waitList = (p, n) => p.waitForFunction((k) => [...document.querySelectorAll('berserker-board')].filter((el) => el.shadowRoot?.querySelector('[part~="moves"]')).length >= k, n, { timeout: 10_000 }).then(() => true, () => false);

  // ---------------------------------------------------------------- the pinned script and its integrity
  {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { p } = await open(ctx);
    await p.goto(`${base}/embed/`, { waitUntil: 'networkidle' });
    const pinned = await p.locator('[data-pinned-script]').evaluate((el) => ({ ...el.dataset, code: el.querySelector('pre')?.textContent ?? '', map: el.querySelectorAll('pre')[1]?.textContent ?? '' }));
    const tag = /^\/berserker-board-(\d+\.\d+\.\d+[\w.-]*)-([0-9a-f]{10})\.js$/.exec(pinned.bundle ?? '');
    check('embed: the pinned bundle is named by version and content hash', !!tag, pinned.bundle);
    check('embed: the pinned live file and viewer have the same name', pinned.live === pinned.bundle?.replace(/\.js$/, '.live.js') && pinned.viewer === pinned.bundle?.replace(/\.js$/, '.viewer.js'), `${pinned.live} ${pinned.viewer}`);
    check(
      "embed: the Embed page's snippet has the absolute address, integrity and crossorigin",
      pinned.code.includes(`src="${base}${pinned.bundle}"`) && pinned.code.includes(`integrity="${pinned.bundleIntegrity}"`) && pinned.code.includes('crossorigin="anonymous"'),
      pinned.code,
    );
    check(
      "embed: the Embed page's import map pins the live file's and the viewer's integrity",
      pinned.map.includes(`"${base}${pinned.live}": "${pinned.liveIntegrity}"`) && pinned.map.includes(`"${base}${pinned.viewer}": "${pinned.viewerIntegrity}"`),
      pinned.map,
    );
    const get = async (path) => Buffer.from(await (await fetch(base + path)).arrayBuffer());
    const bundle = await get(pinned.bundle);
    const live = await get(pinned.live);
    const viewer = await get(pinned.viewer);
    check('embed: the published integrity is the served bundle\'s SHA-384', sri(bundle) === pinned.bundleIntegrity, `${sri(bundle)} vs ${pinned.bundleIntegrity}`);
    check('embed: the published live file integrity is the served live file\'s SHA-384', sri(live) === pinned.liveIntegrity, `${sri(live)} vs ${pinned.liveIntegrity}`);
    check('embed: the published viewer integrity is the served viewer\'s SHA-384', sri(viewer) === pinned.viewerIntegrity, `${sri(viewer)} vs ${pinned.viewerIntegrity}`);
    const text = bundle.toString('utf8');
    const liveText = live.toString('utf8');
    check('embed: the versioned bundle imports the versioned live file, not the latest one', text.includes(`"./${pinned.live.slice(1)}"`) && !text.includes('"./berserker-board.bundle.live.js"'));
    check('embed: the versioned live file imports the versioned viewer, not the latest one', liveText.includes(`"./${pinned.viewer.slice(1)}"`) && !liveText.includes('"./berserker-board.viewer.js"'));
    const latestLive = (await get('/berserker-board.bundle.live.js')).toString('utf8');
    check('embed: the versioned live file is the latest one with its viewer renamed (this build)', latestLive.replace('"./berserker-board.viewer.js"', `"./${pinned.viewer.slice(1)}"`) === liveText);
    const latestViewer = await get('/berserker-board.viewer.js');
    check('embed: the versioned viewer is the same file as the latest one (this build)', latestViewer.equals(viewer));
    await ctx.close();

    const boards = `<p>A game:</p><berserker-board coordinates><script type="application/x-chess-pgn">[Variant "Berserker"]\n\n1. e3 e5 2. Ng1=Z {The knight becomes a Berserker.} 2... d5 *</script></berserker-board><berserker-board fen="6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t"></berserker-board>`;
    const importMap = (viewerIntegrity, liveIntegrity = pinned.liveIntegrity) => `<script type="importmap">${JSON.stringify({ integrity: { [base + pinned.live]: liveIntegrity, [base + pinned.viewer]: viewerIntegrity } })}</script>`;
    const script = (integrity) => `<script type="module" src="${base}${pinned.bundle}" integrity="${integrity}" crossorigin="anonymous"></script>`;
    const flip = (v) => v.replace(/sha384-(.)/, (_, c) => `sha384-${c === 'A' ? 'B' : 'A'}`);
    const host = hosts.add('/pinned.html', page(importMap(pinned.viewerIntegrity) + script(pinned.bundleIntegrity), boards));
    const hostBad = hosts.add('/pinned-bad.html', page(script(flip(pinned.bundleIntegrity)), boards));
    const hostBadViewer = hosts.add('/pinned-bad-viewer.html', page(importMap(flip(pinned.viewerIntegrity)) + script(pinned.bundleIntegrity), boards));
    const hostBadLive = hosts.add('/pinned-bad-live.html', page(importMap(pinned.viewerIntegrity, flip(pinned.liveIntegrity)) + script(pinned.bundleIntegrity), boards));
    const ctx2 = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const good = await open(ctx2);
    await good.p.goto(host, { waitUntil: 'networkidle' });
    check('pinned (another site): both boards upgrade', await waitUpgraded(good.p, 2));
    check('pinned: the PGN board loads the viewer (its move list shows)', await waitList(good.p, 1));
    check('pinned: the bundle, its live file and the viewer are each loaded once', good.count(pinned.bundle) === 1 && good.count(pinned.live) === 1 && good.count(pinned.viewer) === 1, `${good.count(pinned.bundle)}, ${good.count(pinned.live)}, ${good.count(pinned.viewer)}`);
    check('pinned: no unversioned file is asked for', ['/berserker-board.js', '/berserker-board.bundle.live.js', '/berserker-board.viewer.js'].every((f) => good.count(f) === 0), good.requests.join(' '));
    check('pinned: no error', good.errors.length === 0, good.errors.join(' | '));
    if (screenshots) {
      await good.p.screenshot({ path: join(shotDir, 'embed-pinned.png') });
      shots.push('embed-pinned.png');
    }
    await good.p.goto(hostBad, { waitUntil: 'networkidle' });
    const defined = await good.p.evaluate(() => !!customElements.get('berserker-board'));
    check('pinned: a wrong integrity value keeps the script from running', !defined && (await upgraded(good.p)).every((u) => !u));
    await good.p.goto(hostBadViewer, { waitUntil: 'networkidle' });
    const list = await waitUpgraded(good.p, 2).then(() => good.p.waitForTimeout(300)).then(() => good.p.locator('berserker-board').first().evaluate((el) => !!el.shadowRoot.querySelector('[part~="moves"]')));
    check('pinned: a wrong viewer integrity in the import map keeps the viewer out (the board still shows)', !list && (await upgraded(good.p)).every(Boolean));
    // A wrong live file: the script runs and draws the still boards, but no board goes live; the PGN
    // board (which goes live at once) reports ERR_LOAD.
    // `error` does not bubble, but a capturing listener on the window sees it.
    await good.p.addInitScript(() => {
      window.__loadErrors = [];
      addEventListener('error', (e) => e.detail?.code && window.__loadErrors.push(e.detail.code), true);
    });
    await good.p.goto(hostBadLive, { waitUntil: 'networkidle' });
    const stillOnly = await good.p.waitForFunction(() => window.__loadErrors.includes('ERR_LOAD'), null, { timeout: 10_000 }).then(() => true, () => false);
    const liveBoards = await good.p.locator('berserker-board').evaluateAll((els) => els.map((el) => !!el.shadowRoot?.querySelector('[part~="grid"]')));
    const still = await good.p.locator('berserker-board').nth(1).evaluate((el) => !!el.shadowRoot?.querySelector('svg'));
    check('pinned: a wrong live file integrity in the import map keeps the live file out (ERR_LOAD; the diagram still shows, no board live)', stillOnly && still && liveBoards.every((l) => !l), `ERR_LOAD ${stillOnly}, diagram ${still}, live ${liveBoards.join(' ')}`);
    await ctx2.close();
  }

  // ---------------------------------------------------------------- a Markdown-rendered blog post
  {
    const ctx = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const url = hosts.add('/markdown.html', page(`<script type="module" src="${base}/berserker-board.js"></script>`, MARKDOWN_HTML));
    const { p, errors } = await open(ctx);
    await p.goto(url, { waitUntil: 'networkidle' });
    check('markdown: all three boards upgrade (one inside a <p>)', await waitUpgraded(p, 3));
    check('markdown: the PGN boards show their move lists', await waitList(p, 2));
    const read = await p.locator('berserker-board').evaluateAll((els) =>
      els.map((el) => ({
        error: el.shadowRoot.querySelector('[part~="error"]')?.textContent?.trim() ?? null,
        plies: el.history.length,
        pgn: el.pgn,
        label: el.getAttribute('label'),
      })),
    );
    check('markdown: no board shows an error', read.every((b) => !b.error), read.map((b) => b.error).join(' | '));
    check('markdown: the inline board keeps its attributes as typed (& and \')', read[0]?.plies === 2 && read[0]?.label === "Tom's opening & reply", JSON.stringify(read[0]));
    const [, game, short] = read;
    check(
      'markdown: the PGN after blank lines is read exactly: tags with & and \', the comment\'s straight quotes and dots',
      game?.plies === 6 &&
        game.pgn.includes('[Event "Club night: Tom & Jerry"]') &&
        game.pgn.includes('[Site "O\'Neil\'s pub"]') &&
        game.pgn.includes('Tom\'s "Berserker" -- bold...'),
      game?.pgn,
    );
    check('markdown: the PGN without blank lines is read exactly', short?.plies === 4 && short.pgn.includes('[White "A & B"]') && short.pgn.includes('"quoted" & fine'), short?.pgn);
    check('markdown: no console error', errors.length === 0, errors.join(' | '));
    await p.goto(hosts.add('/markdown-mistake.html', page(`<script type="module" src="${base}/berserker-board.js"></script>`, MARKDOWN_MISTAKE_HTML)), { waitUntil: 'networkidle' });
    await waitUpgraded(p, 1);
    const mistake = await p.locator('berserker-board').evaluate((el) => el.shadowRoot.querySelector('[part~="error"]')?.textContent?.trim() ?? '');
    check('markdown: a PGN the renderer broke (no blank line before the script) gets a message naming pgn and the line', /pgn: line 3, column 1/.test(mistake), mistake);
    if (screenshots) {
      await p.screenshot({ path: join(shotDir, 'embed-markdown.png'), fullPage: true });
      shots.push('embed-markdown.png');
    }
    await ctx.close();
  }

  // ---------------------------------------------------------------- twenty boards, one engine
  {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const boards = Array.from({ length: 20 }, (_, i) =>
      i % 4 === 0
        ? `<berserker-board moves="1. e3 e5 2. Nb1=Z Nf6"></berserker-board>`
        : i % 4 === 1
          ? `<berserker-board mode="play"></berserker-board>`
          : i % 4 === 2
            ? `<berserker-board variant="brawl" show-moves></berserker-board>`
            : `<berserker-board><script type="application/x-chess-pgn">1. d4 d5 {A comment} 2. c4 *</script></berserker-board>`,
    ).join('\n');
    const url = hosts.add('/twenty.html', page(`<script type="module" src="${base}/berserker-board.js"></script><style>berserker-board{width:300px;display:inline-block;margin:4px}</style>`, boards));
    const { p, errors, count } = await open(ctx);
    await p.goto(url, { waitUntil: 'networkidle' });
    check('twenty boards: all twenty upgrade', await waitUpgraded(p, 20));
    // Every board with moves or a PGN (ten) gets the viewer's step buttons; play boards load it too.
    check('twenty boards: the ten with moves show the viewer\'s step buttons', await p.waitForFunction(() => [...document.querySelectorAll('berserker-board')].filter((el) => el.shadowRoot?.querySelector('[part~="nav"]')).length === 10, null, { timeout: 10_000 }).then(() => true, () => false));
    await p.mouse.move(10, 10);
    await p.waitForLoadState('networkidle');
    check('twenty boards: the bundle is requested once', count('/berserker-board.js') === 1, `${count('/berserker-board.js')}`);
    check('twenty boards: the live file is requested once', count('/berserker-board.bundle.live.js') === 1, `${count('/berserker-board.bundle.live.js')}`);
    check('twenty boards: the viewer file is requested once', count('/berserker-board.viewer.js') === 1, `${count('/berserker-board.viewer.js')}`);
    check('twenty boards: no error', errors.length === 0, errors.join(' | '));
    await ctx.close();
  }

  // ---------------------------------------------------------------- the iframe page
  const pgn = '[Event "Embed test"]\n[Variant "Berserker"]\n\n1. e3 e5 2. Ng1=Z {The g1 knight becomes White\'s Berserker.} 2... d5 3. Be2 e4 4. Zf3 exf3 5. Zf1 fxe2 6. Qxe2 *';
  const q = (params) => new URLSearchParams(params).toString();
  const framePath = (params) => `${base}/embed/frame/?${q(params)}`;
  /** Looks inside the frame showing `path`: its size, scrollbars, the board and what is wrong. */
  const inspect = (frame) =>
    frame.evaluate(() => {
      const html = document.documentElement;
      const el = document.querySelector('berserker-board');
      const r = el?.getBoundingClientRect();
      const b = el?.shadowRoot?.querySelector('[part~="board"]')?.getBoundingClientRect();
      const problems = document.querySelector('[data-frame-problems]');
      return {
        width: html.clientWidth,
        height: html.clientHeight,
        scroll: [html.scrollWidth, html.scrollHeight, document.body.scrollWidth, document.body.scrollHeight],
        el: r ? [r.left, r.top, r.width, r.height] : null,
        board: b ? [b.width, b.height] : null,
        error: el?.shadowRoot?.querySelector('[part~="error"]')?.textContent?.trim() ?? null,
        problems: problems && !problems.hidden ? problems.textContent : null,
        background: getComputedStyle(html).backgroundColor,
        ply: el?.ply,
        plies: el?.history.length,
      };
    });
  const fits = (s) =>
    !!s.el && !!s.board &&
    Math.max(...s.scroll.slice(0, 1), s.scroll[2]) <= s.width && Math.max(s.scroll[1], s.scroll[3]) <= s.height &&
    s.el[0] >= 0 && s.el[1] >= 0 && s.el[0] + s.el[2] <= s.width + 0.5 && s.el[1] + s.el[3] <= s.height + 0.5 &&
    Math.abs(s.board[0] - s.board[1]) < 1 &&
    // Fills: as wide as the frame, or as tall (within a step button's height).
    (s.el[2] >= s.width - 2 || s.el[3] >= s.height - 48);

  for (const [label, viewport, frameW, frameH] of [
    ['phone', { width: 390, height: 844 }, '100%', 640],
    ['desktop', { width: 1280, height: 900 }, '960', 560],
  ]) {
    const ctx = await browser.newContext({ viewport, hasTouch: label === 'phone', isMobile: label === 'phone' });
    const frame = (src, title, h = frameH) => `<iframe src="${src.replace(/&/g, '&amp;')}" title="${title}" width="${frameW}" height="${h}" loading="lazy" style="border:1px solid #999;display:block;box-sizing:border-box"></iframe>`;
    const body = `<style>body{font:16px/1.5 Georgia,serif;max-width:1000px;margin:0 auto;padding:8px}</style>
      <h1>My chess blog</h1><p>A game, then a board to try it on:</p>
      ${frame(framePath({ pgn, coordinates: '' }), 'The game, step by step')}
      <p>Your turn:</p>
      ${frame(framePath({ mode: 'play' }), 'A board to play on')}
      <p>That’s all.</p>`;
    const host = hosts.add(`/host-${label}.html`, page('', body));
    const { p, errors } = await open(ctx);
    await p.goto(host, { waitUntil: 'networkidle' });
    const frames = () => p.frames().filter((f) => f.url().includes('/embed/frame/'));
    await p.locator('iframe').nth(1).scrollIntoViewIfNeeded();
    await p.waitForFunction(() => document.querySelectorAll('iframe').length === 2);
    await p.waitForTimeout(200);
    check(`frame ${label}: both frames load (another origin)`, frames().length === 2, `${frames().length}`);
    const [gameFrame, playFrame] = frames();
    if (!gameFrame || !playFrame) {
      await ctx.close();
      continue;
    }
    await gameFrame.waitForFunction(() => document.querySelector('berserker-board')?.shadowRoot?.querySelector('[part~="moves"]'), null, { timeout: 10_000 }).catch(() => undefined);
    await p.locator('iframe').first().scrollIntoViewIfNeeded();
    await p.waitForTimeout(300);
    const game = await inspect(gameFrame);
    check(`frame ${label}: the game fills its frame, no scrollbar, square board`, fits(game), JSON.stringify(game));
    check(`frame ${label}: the game shows no error and no problem`, !game.error && !game.problems, `${game.error} ${game.problems}`);
    check(`frame ${label}: the game opens at its last move`, game.ply === 11, `${game.ply}`);
    if (screenshots) {
      await p.screenshot({ path: join(shotDir, `embed-frame-${label}.png`), fullPage: true });
      shots.push(`embed-frame-${label}.png`);
    }
    // Step: click the first move in the list.
    await gameFrame.locator('berserker-board').locator('[part~="move"]').first().click();
    const stepped = await inspect(gameFrame);
    check(`frame ${label}: a click on the move list steps the game`, stepped.ply === 1 && fits(stepped), JSON.stringify(stepped));

    await p.locator('iframe').nth(1).scrollIntoViewIfNeeded();
    await playFrame.waitForFunction(() => document.querySelector('berserker-board')?.shadowRoot?.querySelector('[part~="board"]'), null, { timeout: 10_000 }).catch(() => undefined);
    await p.waitForTimeout(300);
    const before = await inspect(playFrame);
    check(`frame ${label}: the board to play on fills its frame, no scrollbar`, fits(before), JSON.stringify(before));
    // Moves by clicking squares (the grid's cells: a1 = 0 … h8 = 63): e2-e3, then e7-e5, which gives
    // White a Berserker placement turn (a panel above the board).
    const cell = (i) => playFrame.locator('berserker-board').locator(`[role="gridcell"][data-sq="${i}"]`);
    const play = async (from, to, plies) => {
      await cell(from).click();
      await cell(to).click();
      await playFrame.waitForFunction((n) => document.querySelector('berserker-board')?.history.length === n, plies, { timeout: 5000 }).catch(() => undefined);
      await p.waitForTimeout(300);
      return inspect(playFrame);
    };
    const after = await play(12, 20, 1);
    check(`frame ${label}: a move is played by clicking squares`, after.plies === 1, JSON.stringify(after));
    check(`frame ${label}: after the first move (the move list appears) the board keeps its size`, fits(after) && Math.abs(after.board[0] - before.board[0]) < 1, `${JSON.stringify(before.board)} → ${JSON.stringify(after.board)}`);
    // A placement turn's panel may not fit a short frame beside a full board: the board shrinks, and
    // what still does not fit scrolls, down only; after the placement the frame fits again.
    const placing = await play(52, 36, 2);
    const panel = await playFrame.locator('berserker-board').locator('[part~="placement"]').isVisible();
    check(`frame ${label}: on a placement turn the panel shows, nothing is cut off sideways`, placing.plies === 2 && panel && placing.scroll[0] <= placing.width && placing.scroll[2] <= placing.width && Math.abs(placing.board[0] - placing.board[1]) < 1, JSON.stringify(placing));
    if (screenshots) {
      await p.screenshot({ path: join(shotDir, `embed-frame-${label}-placement.png`), fullPage: true });
      shots.push(`embed-frame-${label}-placement.png`);
    }
    // The placement (Black puts White's Berserker on b1's knight), by the element's API.
    await playFrame.locator('berserker-board').evaluate((el) => el.play('Nb1=Z'));
    await playFrame.waitForFunction(() => document.querySelector('berserker-board')?.history.length === 3, null, { timeout: 5000 }).catch(() => undefined);
    await p.waitForTimeout(300);
    const placed = await inspect(playFrame);
    check(`frame ${label}: after the placement the board fills its frame again, no scrollbar`, placed.plies === 3 && fits(placed), JSON.stringify(placed));
    check(`frame ${label}: no error`, errors.length === 0, errors.join(' | '));
    if (screenshots) {
      await p.screenshot({ path: join(shotDir, `embed-frame-${label}-played.png`), fullPage: true });
      shots.push(`embed-frame-${label}-played.png`);
    }
    await ctx.close();
  }

  // Mistakes in the address, and a transparent frame.
  {
    const ctx = await browser.newContext({ viewport: { width: 480, height: 520 } });
    const { p } = await open(ctx);
    await p.goto(`${base}/embed/frame/?fenn=8/8/8/8/8/8/8/K6k+w+-+-+0+1&mode=dance`, { waitUntil: 'networkidle' });
    await p.waitForFunction(() => document.querySelector('berserker-board')?.shadowRoot?.querySelector('[part~="error"]'), null, { timeout: 10_000 }).catch(() => undefined);
    const bad = await inspect(p.mainFrame());
    check('frame: a mistyped parameter is named, with the one meant', bad.problems?.includes('Unknown parameter "fenn": did you mean "fen"?'), `${bad.problems}`);
    check('frame: a bad value is named by the element', /mode/.test(bad.error ?? '') && /dance/.test(bad.error ?? ''), `${bad.error}`);
    check('frame: with the messages the page still fits the frame', fits(bad) || (bad.scroll[1] <= bad.height && bad.scroll[0] <= bad.width), JSON.stringify(bad));
    await p.goto(`${base}/embed/frame/?background=transparent`, { waitUntil: 'networkidle' });
    const clear = await inspect(p.mainFrame());
    check('frame: background=transparent lets the host page show through', clear.background === 'rgba(0, 0, 0, 0)' && !clear.problems, clear.background);
    await ctx.close();
  }
  return shots;
  }
}

// Alone: serve the built site and run these checks.
await runAlone(import.meta.url, runEmbedChecks, { needs: 'embed/frame/index.html' });
