#!/usr/bin/env node
/**
 * End-to-end checks of the board editor on the Embed page (/embed/#editor), in Chromium: pieces dragged
 * onto the board and off it (mouse, and touch on a phone), Brawl's twelve-by-twelve pieces, castling
 * and side to move, the engine's verdict (two white kings), a pasted FEN and PGN, mode and a rule
 * option — after each, the HTML snippet, the preview element's attributes and the iframe address agree —
 * the SVG and PNG downloads, keyboard placement, axe (light and dark, desktop and phone), no console
 * errors, and screenshots at 1280 and 390 px in both themes.
 *
 * Called by tests/e2e/run.mjs (runEditorChecks), or alone against an existing build:
 *   node tests/e2e/editor.mjs          (serves dist/site; build first with npm run build)
 * Env: CHROME_PATH, E2E_NO_SCREENSHOTS=1, E2E_DIST (another build directory than dist/site).
 */
import '../../scripts/check-node.mjs'; // first: a clear message when Node is too old
import { runAlone } from './serve.mjs';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** What the page shows: the snippet's element attributes, the preview's, the iframe address's, and the rest. */
function readOutputs() {
  const root = document.querySelector('[data-editor]');
  const html = root.querySelector('[data-editor-html]').textContent;
  const tag = /<berserker-board([^>]*)>/.exec(html)?.[1] ?? '';
  const unescape = (s) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&');
  const snippet = [...tag.matchAll(/ ([a-z-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], unescape(m[2] ?? '')]);
  const el = root.querySelector('[data-editor-preview] berserker-board');
  const preview = el ? el.getAttributeNames().map((n) => [n, el.getAttribute(n)]) : [];
  const iframe = root.querySelector('[data-editor-iframe]').textContent;
  const src = unescape(/src="([^"]*)"/.exec(iframe)?.[1] ?? '');
  const frame = src ? [...new URL(src).searchParams].map(([k, v]) => [k, v]) : [];
  const verdict = root.querySelector('[data-editor-verdict]');
  return {
    html,
    snippet,
    preview,
    frame,
    frameUrl: src,
    link: root.querySelector('[data-editor-frame-link]').href,
    fen: root.querySelector('[data-editor-fen]').value,
    verdict: verdict.textContent,
    error: verdict.classList.contains('error'),
    upgraded: !!el?.shadowRoot,
  };
}

export async function runEditorChecks({ browser, base, check, root = join(here, '..', '..'), screenshots = !process.env.E2E_NO_SCREENSHOTS }) {
  const axeSource = readFileSync(join(root, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  const shotDir = join(root, 'screenshots');
  if (screenshots) mkdirSync(shotDir, { recursive: true });
  const errors = [];
  const watch = (page) => {
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  };
  const axe = async (page, label) => {
    await page.evaluate(axeSource);
    const result = await page.evaluate(async () => {
      // eslint-disable-next-line no-undef
      const r = await axe.run(document.querySelector('[data-editor]'), { resultTypes: ['violations'] });
      return r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    });
    check(`editor: axe ${label}`, result.length === 0, result.join('; '));
  };
  const open = async (page) => {
    await page.goto(`${base}/embed/#editor`, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-editor-body]:not([hidden])', { timeout: 10_000 });
    await page.waitForFunction(() => !!document.querySelector('[data-editor-preview] berserker-board')?.shadowRoot, null, { timeout: 10_000 });
  };

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light', acceptDownloads: true });
  const page = await ctx.newPage();
  watch(page);
  await open(page);
  const out = () => page.evaluate(readOutputs);
  const cell = (sq) => page.locator(`[data-editor-board] [data-square="${sq}"]`);
  const paletteButton = (fen) => page.locator(`[data-editor-palette] [data-fen="${fen}"]`);
  /** Drags with the mouse from one element's centre to another element's centre (or to a point). */
  const drag = async (from, to) => {
    // The palette and the whole board in view (a drag cannot start or end outside the viewport).
    await page.locator('[data-editor-variant]').evaluate((e) => e.scrollIntoView({ block: 'start', behavior: 'instant' }));
    const a = await from.boundingBox();
    const b = typeof to.boundingBox === 'function' ? await to.boundingBox() : { x: to.x, y: to.y, width: 0, height: 0 };
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
    await page.mouse.up();
  };
  /** The snippet, the preview element and the iframe address carry the same attributes. */
  const agree = async (what) => {
    // The preview is replaced synchronously with the outputs; the element may still be upgrading.
    // The element reflects its properties (mode="view" …) and the site's theme switch sets `theme` on
    // every board: attributes the snippet leaves out may be there with the element's default.
    const o = await out();
    const shown = o.preview.filter(([k]) => o.snippet.some(([n]) => n === k));
    const extras = o.preview.filter(([k]) => !o.snippet.some(([n]) => n === k));
    const defaults = { mode: ['view'], orientation: ['white'], player: ['both'], 'move-list': ['auto'], theme: ['auto', 'light', 'dark'] };
    const same =
      JSON.stringify(o.snippet) === JSON.stringify(shown) &&
      extras.every(([k, v]) => defaults[k]?.includes(v)) &&
      JSON.stringify(o.snippet) === JSON.stringify(o.frame) &&
      o.link === o.frameUrl;
    check(`editor: ${what}: the snippet, the preview and the iframe address agree`, same, JSON.stringify({ snippet: o.snippet, preview: o.preview, frame: o.frame }));
    return o;
  };
  const attr = (o, name) => o.snippet.find(([k]) => k === name)?.[1];

  let o = await agree('on opening');
  check('editor: opens on Berserker Chess, valid', attr(o, 'variant') === 'berserker' && !o.error && /^Valid position/.test(o.verdict), o.verdict);

  // Drag a piece from the palette onto the board, then off it.
  await page.locator('[data-editor-clear]').click();
  await drag(paletteButton('K'), cell('e1'));
  await drag(paletteButton('k'), cell('e8'));
  await drag(paletteButton('Q'), cell('d4'));
  o = await agree('after dragging pieces on');
  check('editor: a dragged piece lands on its square', (await cell('d4').getAttribute('data-piece')) === 'Q' && o.fen.startsWith('4k3/8/8/8/3Q4/8/8/4K3 w'), o.fen);
  check('editor: the verdict follows (valid)', !o.error, o.verdict);
  await drag(cell('d4'), cell('h7'));
  o = await out();
  check('editor: a piece dragged across the board moves', (await cell('h7').getAttribute('data-piece')) === 'Q' && (await cell('d4').getAttribute('data-piece')) === '', o.fen);
  await drag(cell('h7'), { x: 5, y: 5 });
  o = await agree('after dragging a piece off');
  check('editor: a piece dragged off the board is gone', (await cell('h7').getAttribute('data-piece')) === '' && o.fen.startsWith('4k3/8/8/8/8/8/8/4K3 w'), o.fen);

  // Two white kings: the engine's message.
  await drag(paletteButton('K'), cell('a4'));
  o = await agree('with two white kings');
  check('editor: two white kings give the engine\'s error', o.error && /White has 2 kings/.test(o.verdict), o.verdict);
  check('editor: the board says it is invalid', (await page.locator('[data-editor-board]').getAttribute('aria-invalid')) === 'true');
  await drag(cell('a4'), { x: 5, y: 5 });
  o = await out();
  check('editor: the verdict clears when the position is fixed', !o.error, o.verdict);

  // Castling and side to move (Chess's start position).
  await page.locator('[data-editor-variant]').selectOption('chess');
  await page.locator('[data-editor-castling] input[value="K"]').uncheck();
  await page.locator('[name="turn"][value="black"]').check();
  o = await agree('after castling and side to move');
  check('editor: castling and side to move reach the FEN', o.fen === 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b Qkq - 0 1' && attr(o, 'fen') === o.fen, o.fen);
  // By keyboard: Space toggles a right and the box keeps the focus (the outputs change around it).
  await page.locator('[data-editor-castling] input[value="q"]').focus();
  await page.keyboard.press(' ');
  const kept = await page.evaluate(() => ({ focus: document.activeElement?.getAttribute('value'), fen: document.querySelector('[data-editor-fen]').value }));
  check('editor: a castling box toggled by keyboard keeps the focus', kept.focus === 'q' && kept.fen.endsWith(' b Qk - 0 1'), JSON.stringify(kept));
  await page.keyboard.press(' ');
  await drag(cell('h1'), { x: 5, y: 5 });
  await page.locator('[data-editor-castling] input[value="K"]').check();
  o = await out();
  check('editor: a castling right without its rook is the engine\'s error', o.error && /castling/.test(o.verdict), o.verdict);
  await page.locator('[data-editor-start]').click();

  // Brawl: the palette is the variant's, twelve-by-twelve pieces included.
  await page.locator('[data-editor-variant]').selectOption('brawl');
  const fens = await page.locator('[data-editor-palette] [data-fen]').evaluateAll((bs) => bs.map((b) => b.dataset.fen).join(''));
  check('editor: Brawl\'s palette has all its pieces, both colours', fens === 'PNBRQKASFCHDMJpnbrqkasfchdmj', fens);
  const amazon = await paletteButton('A').getAttribute('aria-label');
  check('editor: palette pieces are named', amazon === 'white amazon', amazon);
  await drag(paletteButton('A'), cell('f6'));
  o = await agree('after placing an amazon on Brawl\'s board');
  check('editor: a twelve-by-twelve piece placed', (await cell('f6').getAttribute('data-piece')) === 'A' && o.fen.split(' ')[0].split('/')[6] === '5A6' && attr(o, 'variant') === 'brawl', o.fen);
  check('editor: the board is 12 by 12', (await page.locator('[data-editor-board] [data-square]').count()) === 144);

  // Paste a FEN, then a PGN, then a broken one.
  const paste = async (text) => {
    await page.locator('[data-editor-paste]').fill(text);
    await page.locator('[data-editor-load]').click();
    return page.locator('[data-editor-paste-status]').textContent();
  };
  let said = await paste('6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t');
  o = await agree('after pasting a FEN');
  check('editor: a pasted FEN is read (in the variant that takes it)', o.fen === '6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t' && attr(o, 'variant') === 'berserker' && (await cell('g5').getAttribute('data-piece')) === 'Z', `${said} ${o.fen}`);
  said = await paste('[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 e5 2. Nb1=Z Nf6 *');
  o = await agree('after pasting a PGN');
  check('editor: a pasted PGN sets variant, rules, start and moves', attr(o, 'moves') === '1. e3 e5 2. Nb1=Z Nf6' && attr(o, 'rules') === 'ohNo=on' && attr(o, 'fen') === undefined, `${said} ${o.html}`);
  check('editor: the moves field shows the PGN\'s moves', (await page.locator('[name="moves"]').inputValue()) === '1. e3 e5 2. Nb1=Z Nf6');
  said = await paste('1. e4 e5 2. Ke3 *');
  check('editor: a bad PGN is named, nothing changes', /Ke3/.test(said) && (await page.locator('[data-editor-paste-status]').getAttribute('class')).includes('error') && attr(await out(), 'moves') === '1. e3 e5 2. Nb1=Z Nf6', said);

  // Mode and a rule option: the snippet, the preview and the iframe agree.
  await page.locator('[name="mode"]').selectOption('play');
  // trigger=cross: e5 no longer triggers, so the game's 2. Nb1=Z is not legal — the verdict says so.
  await page.locator('[name="rule-trigger"]').selectOption('cross');
  o = await agree('after trigger=cross');
  check('editor: a rule option that makes a move illegal: the engine\'s message', o.error && /^moves: .*Nb1=Z/.test(o.verdict) && attr(o, 'rules') === 'trigger=cross; ohNo=on', o.verdict);
  await page.locator('[name="rule-trigger"]').selectOption('center');
  await page.locator('[name="rule-capture"]').selectOption('capturer-turn');
  await page.locator('[name="menu"]').check();
  o = await agree('after mode, rule option and menu');
  check('editor: mode and rules reach the snippet', !o.error && attr(o, 'mode') === 'play' && attr(o, 'rules') === 'capture=capturer-turn; ohNo=on' && attr(o, 'menu') === '' && o.html.startsWith('<script type="module" src="'), o.html);
  check('editor: the iframe address carries them too', /[?&]mode=play(&|$)/.test(o.frameUrl) && /rules=capture%3Dcapturer-turn%3B\+ohNo%3Don/.test(o.frameUrl) && new URL(o.frameUrl).pathname === '/embed/frame/', o.frameUrl);
  await page.waitForFunction(() => document.querySelector('[data-editor-preview] berserker-board')?.history?.length === 4, null, { timeout: 8000 }).catch(() => {});
  const previewMoves = await page.locator('[data-editor-preview] berserker-board').evaluate((b) => ({ n: b.history?.length, rules: b.getAttribute('rules'), mode: b.mode }));
  check('editor: the preview plays the snippet\'s game', previewMoves.n === 4 && previewMoves.mode === 'play', JSON.stringify(previewMoves));

  // Downloads.
  const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.locator('[data-editor-svg]').click()]);
  const svgText = readFileSync(await svgDownload.path(), 'utf8');
  check('editor: Download SVG gives the renderer\'s picture', svgDownload.suggestedFilename() === 'berserker-position.svg' && /^<svg[^>]*width="800" height="800"/.test(svgText) && svgText.includes('</svg>'), svgText.slice(0, 120));
  const [pngDownload] = await Promise.all([page.waitForEvent('download'), page.locator('[data-editor-png]').click()]);
  const png = readFileSync(await pngDownload.path());
  check('editor: Download PNG gives a PNG of 800x800', pngDownload.suggestedFilename() === 'berserker-position.png' && png.subarray(1, 4).toString() === 'PNG' && png.readUInt32BE(16) === 800 && png.readUInt32BE(20) === 800, `${pngDownload.suggestedFilename()} ${png.length} bytes`);

  // Keyboard: pick a palette piece, walk to a square, Enter; Delete empties; Enter lifts and moves.
  await page.locator('[data-editor-clear]').click();
  await paletteButton('N').focus();
  await page.keyboard.press('Enter');
  check('editor: Enter on a palette piece picks it', (await paletteButton('N').getAttribute('aria-pressed')) === 'true');
  await page.locator('[data-editor-board] [tabindex="0"]').focus();
  const first = await page.evaluate(() => document.activeElement?.dataset.square);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const target = await page.evaluate(() => document.activeElement?.dataset.square);
  await page.keyboard.press('Enter');
  const placed = await cell(target).getAttribute('data-piece');
  const label = await cell(target).getAttribute('aria-label');
  check('editor: arrows and Enter put the picked piece down', first === 'a8' && target === 'b7' && placed === 'N' && label === 'b7, white knight', `${first} → ${target}: ${placed} "${label}"`);
  const live = await page.locator('[data-editor-live]').textContent();
  check('editor: the placement is announced', /white knight on b7/.test(live), live);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter'); // lift b7
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter'); // put it on b6
  check('editor: Enter lifts a piece and Enter puts it down elsewhere', (await cell('b6').getAttribute('data-piece')) === 'N' && (await cell('b7').getAttribute('data-piece')) === '');
  await page.keyboard.press('Delete');
  check('editor: Delete empties a square', (await cell('b6').getAttribute('data-piece')) === '');
  o = await agree('after keyboard editing');

  await page.locator('[data-editor-start]').click();
  await axe(page, 'light, 1280 px');
  await page.emulateMedia({ colorScheme: 'dark' });
  await axe(page, 'dark, 1280 px');
  if (screenshots) {
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      // Boards draw their picture near the viewport; a screenshot of the whole editor needs all of it.
      await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
      await page.locator('[data-editor]').screenshot({ path: join(shotDir, `editor-desktop-${scheme}.png`) });
    }
  }
  await ctx.close();

  // A phone: touch drags, no overflow, axe.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'light' });
  const p = await phone.newPage();
  watch(p);
  await open(p);
  const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  check('editor: no horizontal overflow at 390 px', overflow <= 1, `${overflow}px`);
  const cdp = await phone.newCDPSession(p);
  const touchDrag = async (from, to) => {
    await from.scrollIntoViewIfNeeded();
    const a = await from.boundingBox();
    const b = typeof to.boundingBox === 'function' ? await to.boundingBox() : { x: to.x, y: to.y, width: 0, height: 0 };
    const pt = (x, y) => [{ x: Math.round(x), y: Math.round(y) }];
    const [ax, ay, bx, by] = [a.x + a.width / 2, a.y + a.height / 2, b.x + b.width / 2, b.y + b.height / 2];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: pt(ax, ay) });
    for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: pt(ax + ((bx - ax) * i) / 8, ay + ((by - ay) * i) / 8) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  const pcell = (sq) => p.locator(`[data-editor-board] [data-square="${sq}"]`);
  await p.locator('[data-editor-board]').scrollIntoViewIfNeeded();
  await touchDrag(p.locator('[data-editor-palette] [data-fen="Z"]'), pcell('d5'));
  check('editor: touch: a Berserker dragged onto the board', (await pcell('d5').getAttribute('data-piece')) === 'Z');
  const pv = await p.evaluate(readOutputs);
  check('editor: touch: the verdict names the seventh field (no trigger yet)', pv.error && /Berserker/.test(pv.verdict), pv.verdict);
  await touchDrag(pcell('d5'), pcell('d3'));
  check('editor: touch: moved across the board', (await pcell('d3').getAttribute('data-piece')) === 'Z' && (await pcell('d5').getAttribute('data-piece')) === '');
  const boardBox = await p.locator('[data-editor-board]').boundingBox();
  await touchDrag(pcell('d3'), { x: boardBox.x + boardBox.width / 2, y: Math.max(boardBox.y - 60, 5) });
  check('editor: touch: dragged off the board', (await pcell('d3').getAttribute('data-piece')) === '');
  await p.locator('[data-editor-start]').click();
  await axe(p, 'light, 390 px');
  if (screenshots) {
    for (const scheme of ['light', 'dark']) {
      await p.emulateMedia({ colorScheme: scheme });
      await p.evaluate(() => dispatchEvent(new Event('beforeprint')));
      await p.locator('[data-editor]').screenshot({ path: join(shotDir, `editor-phone-${scheme}.png`) });
    }
  }
  await p.emulateMedia({ colorScheme: 'dark' });
  await axe(p, 'dark, 390 px');
  await phone.close();

  check('editor: no console errors', errors.length === 0, errors.slice(0, 5).join(' | '));
}

// Alone: serve the built site and run these checks.
await runAlone(import.meta.url, runEditorChecks);
