/**
 * The board editor on the Embed page (/embed/#editor), in Chromium: pieces dragged onto the board and
 * off it (mouse, and touch on a phone), Brawl's twelve-by-twelve pieces, castling and side to move, the
 * engine's verdict (two white kings, a right without its rook), a pasted FEN and PGN, mode and rule
 * options — after each, the HTML snippet, the preview element's attributes and the iframe address
 * agree — the SVG and PNG downloads, keyboard placement, axe (light and dark, desktop and phone), no
 * horizontal overflow at 390 px. A pasted annotated PGN (issue 29, item 5): the HTML snippet and the
 * iframe, each put in another site's page as copied, show the same annotated game (header, clocks,
 * comments, variation, glyph, arrows), at 1280 and 390 px; the board's look keeps the pasted game,
 * another game is written as moves.
 */
import { readFileSync } from 'node:fs';
import { readPgnChildText } from '../../packages/board/src/render/pgn-child.ts';
import { test as base, expect, expectAxeClean, frames, overflow, shot, settled } from './fixtures.mjs';
import { hostPage, hostServer } from './embed-hosts.mjs';

const test = base.extend({
  /** Other people's pages, on another origin than the site's (embed-hosts.mjs). */
  hosts: async ({}, use) => {
    const hosts = await hostServer();
    await use(hosts);
    await hosts.close();
  },
});

/** What the page shows: the snippet's element attributes, the preview's, the iframe address's, and the rest. */
function readOutputs() {
  const root = document.querySelector('[data-editor]');
  const html = root.querySelector('[data-editor-html]').textContent;
  const tag = /<berserker-board([^>]*)>/.exec(html)?.[1] ?? '';
  const unescape = (s) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&');
  const snippet = [...tag.matchAll(/ ([a-z-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], unescape(m[2] ?? '')]);
  const el = root.querySelector('[data-editor-preview] berserker-board');
  const preview = el ? el.getAttributeNames().map((n) => [n, el.getAttribute(n)]) : [];
  const src = unescape(/src="([^"]*)"/.exec(root.querySelector('[data-editor-iframe]').textContent)?.[1] ?? '');
  const verdict = root.querySelector('[data-editor-verdict]');
  const params = src ? [...new URL(src).searchParams] : [];
  return {
    html,
    snippet,
    preview,
    // The PGN child's text as written in the snippet and in the preview (read back by readOutputs' caller).
    childText: /<script type="application\/x-chess-pgn">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? null,
    previewChildText: el?.querySelector('script[type="application/x-chess-pgn"]')?.textContent ?? null,
    frame: params.filter(([k]) => k !== 'pgn').map(([k, v]) => [k, v]),
    framePgn: params.find(([k]) => k === 'pgn')?.[1] ?? null,
    frameUrl: src,
    iframe: root.querySelector('[data-editor-iframe]').textContent,
    link: root.querySelector('[data-editor-frame-link]').href,
    fen: root.querySelector('[data-editor-fen]').value,
    verdict: verdict.textContent,
    error: verdict.classList.contains('error'),
  };
}

/**
 * An element's box once the layout has stopped moving: the same in two measurements a frame apart (a
 * board redrawn at another size, a preview growing, a scroll still being laid out move what a drag aims at).
 */
async function stableBox(page, locator) {
  let box = await locator.boundingBox();
  for (;;) {
    await frames(page);
    const next = await locator.boundingBox();
    if (['x', 'y', 'width', 'height'].every((k) => next[k] === box[k])) return next;
    box = next;
  }
}

/** The editor opened, its preview element upgraded; helpers over it. */
async function openEditor(page) {
  await page.goto('/embed/#editor');
  await expect(page.locator('[data-editor-body]')).toBeVisible();
  await page.waitForFunction(() => !!document.querySelector('[data-editor-preview] berserker-board')?.shadowRoot);
  const e = {
    out: async () => {
      const o = await page.evaluate(readOutputs);
      // The PGNs as the element reads them (its PGN child's text read back, surrounding lines aside).
      const pgn = (text) => (text === null ? null : readPgnChildText(text).trim());
      return { ...o, pgn: pgn(o.childText), previewPgn: pgn(o.previewChildText), framePgn: o.framePgn?.trim() ?? null };
    },
    cell: (sq) => page.locator(`[data-editor-board] [data-square="${sq}"]`),
    piece: (sq) => e.cell(sq).getAttribute('data-piece'),
    palette: (fen) => page.locator(`[data-editor-palette] [data-fen="${fen}"]`),
    attr: (o, name) => o.snippet.find(([k]) => k === name)?.[1],
    /** Drags with the mouse from one element's centre to another element's centre (or to a point). */
    async drag(from, to) {
      // The palette and the whole board in view (a drag cannot start or end outside the viewport).
      await page.locator('[data-editor-variant]').evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
      // Aimed at a box that has stopped moving and is inside the window: the page can still shift after
      // the scroll (the palette and board redrawn for a variant), leaving a piece above the window.
      const centre = async (target) => {
        if (typeof target.boundingBox !== 'function') return target;
        for (;;) {
          const b = await stableBox(page, target);
          const { height, width } = page.viewportSize();
          if (b.y >= 0 && b.x >= 0 && b.y + b.height <= height && b.x + b.width <= width) return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
          await target.evaluate((el) => el.scrollIntoView({ block: 'nearest', behavior: 'instant' }));
        }
      };
      const a = await centre(from);
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      const b = await centre(to);
      await page.mouse.move(b.x, b.y, { steps: 8 });
      // Aimed again where the target is now: the drag itself may have moved the page under the mouse.
      const c = await centre(to);
      if (c.x !== b.x || c.y !== b.y) await page.mouse.move(c.x, c.y, { steps: 2 });
      await page.mouse.up();
    },
    /** The snippet, the preview element and the iframe address carry the same attributes. */
    async agree(what) {
      // The element reflects its properties (mode="view" …) and the site's theme switch sets `theme` on
      // every board: attributes the snippet leaves out may be there with the element's default.
      const o = await e.out();
      const shown = o.preview.filter(([k]) => o.snippet.some(([n]) => n === k));
      const extras = o.preview.filter(([k]) => !o.snippet.some(([n]) => n === k));
      const defaults = { mode: ['view'], orientation: ['white'], player: ['both'], 'move-list': ['auto'], theme: ['auto', 'light', 'dark'], refutation: ['on'], sound: ['off'] };
      const label = `${what}: the snippet, the preview and the iframe address agree`;
      expect.soft(shown, label).toEqual(o.snippet);
      expect.soft(extras.filter(([k, v]) => !defaults[k]?.includes(v)), label).toEqual([]);
      expect.soft(o.frame, label).toEqual(o.snippet);
      expect.soft(o.link, label).toBe(o.frameUrl);
      expect.soft([o.previewPgn, o.framePgn], `${label} (the PGN)`).toEqual([o.pgn, o.pgn]);
      return o;
    },
  };
  return e;
}

test('drag pieces on, across and off; the engine\'s verdict; castling and side to move', async ({ page }) => {
  const e = await openEditor(page);
  let o = await e.agree('on opening');
  expect([e.attr(o, 'variant'), o.error], 'opens on Berserker Chess, valid').toEqual(['berserker', false]);
  expect(o.verdict).toMatch(/^Valid position/);

  await page.locator('[data-editor-clear]').click();
  await e.drag(e.palette('K'), e.cell('e1'));
  await e.drag(e.palette('k'), e.cell('e8'));
  await e.drag(e.palette('Q'), e.cell('d4'));
  o = await e.agree('after dragging pieces on');
  expect(await e.piece('d4'), 'a dragged piece lands on its square').toBe('Q');
  expect(o.fen).toMatch(/^4k3\/8\/8\/8\/3Q4\/8\/8\/4K3 w/);
  expect(o.error, `the verdict follows (valid): ${o.verdict}`).toBe(false);
  await e.drag(e.cell('d4'), e.cell('h7'));
  expect([await e.piece('h7'), await e.piece('d4')], 'a piece dragged across the board moves').toEqual(['Q', '']);
  await e.drag(e.cell('h7'), { x: 5, y: 5 });
  o = await e.agree('after dragging a piece off');
  expect(await e.piece('h7'), 'a piece dragged off the board is gone').toBe('');
  expect(o.fen).toMatch(/^4k3\/8\/8\/8\/8\/8\/8\/4K3 w/);

  // Two white kings: the engine's message.
  await e.drag(e.palette('K'), e.cell('a4'));
  o = await e.agree('with two white kings');
  expect(o.error, 'two white kings give the engine\'s error').toBe(true);
  expect(o.verdict).toMatch(/White has 2 kings/);
  expect(await page.locator('[data-editor-board]').getAttribute('aria-invalid'), 'the board says it is invalid').toBe('true');
  await e.drag(e.cell('a4'), { x: 5, y: 5 });
  expect((await e.out()).error, 'the verdict clears when the position is fixed').toBe(false);

  // Castling and side to move (Chess's start position).
  await page.locator('[data-editor-variant]').selectOption('chess');
  await page.locator('[data-editor-castling] input[value="K"]').uncheck();
  await page.locator('[name="turn"][value="black"]').check();
  o = await e.agree('after castling and side to move');
  expect([o.fen, e.attr(o, 'fen')], 'castling and side to move reach the FEN').toEqual(Array(2).fill('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b Qkq - 0 1'));
  // By keyboard: Space toggles a right and the box keeps the focus (the outputs change around it).
  await page.locator('[data-editor-castling] input[value="q"]').focus();
  await page.keyboard.press(' ');
  const kept = await page.evaluate(() => ({ focus: document.activeElement?.getAttribute('value'), fen: document.querySelector('[data-editor-fen]').value }));
  expect(kept.focus, 'a castling box toggled by keyboard keeps the focus').toBe('q');
  expect(kept.fen).toMatch(/ b Qk - 0 1$/);
  await page.keyboard.press(' ');
  await e.drag(e.cell('h1'), { x: 5, y: 5 });
  await page.locator('[data-editor-castling] input[value="K"]').check();
  o = await e.out();
  expect(o.error, 'a castling right without its rook is the engine\'s error').toBe(true);
  expect(o.verdict).toMatch(/castling/);
});

test('Brawl\'s pieces, a pasted FEN and PGN, mode and rule options reach snippet, preview and iframe', async ({ page }) => {
  const e = await openEditor(page);
  // Brawl: the palette is the variant's, twelve-by-twelve pieces included.
  await page.locator('[data-editor-variant]').selectOption('brawl');
  const fens = await page.locator('[data-editor-palette] [data-fen]').evaluateAll((bs) => bs.map((b) => b.dataset.fen).join(''));
  expect(fens, 'Brawl\'s palette has all its pieces, both colours').toBe('PNBRQKASFCHDMJpnbrqkasfchdmj');
  expect(await e.palette('A').getAttribute('aria-label'), 'palette pieces are named').toBe('white amazon');
  // The board redrawn at twelve by twelve before a square of it is aimed at.
  await expect(page.locator('[data-editor-board] [data-square]'), 'the board is 12 by 12').toHaveCount(144);
  await e.drag(e.palette('A'), e.cell('f6'));
  let o = await e.agree('after placing an amazon on Brawl\'s board');
  expect([await e.piece('f6'), o.fen.split(' ')[0].split('/')[6], e.attr(o, 'variant')], 'a twelve-by-twelve piece placed').toEqual(['A', '5A6', 'brawl']);

  // Paste a FEN, then a PGN, then a broken one.
  const paste = async (text) => {
    await page.locator('[data-editor-paste]').fill(text);
    await page.locator('[data-editor-load]').click();
    return page.locator('[data-editor-paste-status]').textContent();
  };
  await paste('6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t');
  o = await e.agree('after pasting a FEN');
  expect([o.fen, e.attr(o, 'variant'), await e.piece('g5')], 'a pasted FEN is read (in the variant that takes it)').toEqual(['6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t', 'berserker', 'Z']);
  await paste('[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n1. e3 e5 2. Nb1=Z Nf6 *');
  o = await e.agree('after pasting a PGN');
  expect([e.attr(o, 'moves'), e.attr(o, 'rules'), e.attr(o, 'fen')], 'a pasted PGN sets variant, rules, start and moves').toEqual(['1. e3 e5 2. Nb1=Z Nf6', 'ohNo=on', undefined]);
  expect(await page.locator('[name="moves"]').inputValue(), 'the moves field shows the PGN\'s moves').toBe('1. e3 e5 2. Nb1=Z Nf6');
  const said = await paste('1. e4 e5 2. Ke3 *');
  expect(said, 'a bad PGN is named').toMatch(/Ke3/);
  expect(await page.locator('[data-editor-paste-status]').getAttribute('class')).toContain('error');
  expect(e.attr(await e.out(), 'moves'), 'nothing changes').toBe('1. e3 e5 2. Nb1=Z Nf6');

  // Mode and a rule option: the snippet, the preview and the iframe agree.
  await page.locator('[name="mode"]').selectOption('play');
  // trigger=cross: e5 no longer triggers, so the game's 2. Nb1=Z is not legal — the verdict says so.
  await page.locator('[name="rule-trigger"]').selectOption('cross');
  o = await e.agree('after trigger=cross');
  expect(o.error, 'a rule option that makes a move illegal: the engine\'s message').toBe(true);
  expect(o.verdict).toMatch(/^moves: .*Nb1=Z/);
  expect(e.attr(o, 'rules')).toBe('trigger=cross; ohNo=on');
  await page.locator('[name="rule-trigger"]').selectOption('center');
  await page.locator('[name="rule-capture"]').selectOption('capturer-turn');
  await page.locator('[name="menu"]').check();
  o = await e.agree('after mode, rule option and menu');
  expect([o.error, e.attr(o, 'mode'), e.attr(o, 'rules'), e.attr(o, 'menu')], 'mode and rules reach the snippet').toEqual([false, 'play', 'capture=capturer-turn; ohNo=on', '']);
  expect(o.html).toMatch(/^<script type="module" src="/);
  expect(o.frameUrl, 'the iframe address carries them too').toMatch(/[?&]mode=play(&|$)/);
  expect(o.frameUrl).toMatch(/rules=capture%3Dcapturer-turn%3B\+ohNo%3Don/);
  expect(new URL(o.frameUrl).pathname).toBe('/embed/frame/');
  await expect.poll(() => page.locator('[data-editor-preview] berserker-board').evaluate((b) => ({ n: b.history?.length, mode: b.mode })), 'the preview plays the snippet\'s game').toEqual({ n: 4, mode: 'play' });
});

test('downloads (SVG, PNG), keyboard editing, axe in both themes', async ({ page }) => {
  const e = await openEditor(page);
  const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.locator('[data-editor-svg]').click()]);
  const svg = readFileSync(await svgDownload.path(), 'utf8');
  expect(svgDownload.suggestedFilename(), 'Download SVG gives the renderer\'s picture').toBe('berserker-position.svg');
  expect(svg).toMatch(/^<svg[^>]*width="800" height="800"/);
  expect(svg).toContain('</svg>');
  const [pngDownload] = await Promise.all([page.waitForEvent('download'), page.locator('[data-editor-png]').click()]);
  const png = readFileSync(await pngDownload.path());
  expect([pngDownload.suggestedFilename(), png.subarray(1, 4).toString(), png.readUInt32BE(16), png.readUInt32BE(20)], 'Download PNG gives a PNG of 800x800').toEqual(['berserker-position.png', 'PNG', 800, 800]);

  // Keyboard: pick a palette piece, walk to a square, Enter; Delete empties; Enter lifts and moves.
  await page.locator('[data-editor-clear]').click();
  await e.palette('N').focus();
  await page.keyboard.press('Enter');
  expect(await e.palette('N').getAttribute('aria-pressed'), 'Enter on a palette piece picks it').toBe('true');
  await page.locator('[data-editor-board] [tabindex="0"]').focus();
  const first = await page.evaluate(() => document.activeElement?.dataset.square);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const target = await page.evaluate(() => document.activeElement?.dataset.square);
  await page.keyboard.press('Enter');
  expect([first, target, await e.piece(target), await e.cell(target).getAttribute('aria-label')], 'arrows and Enter put the picked piece down').toEqual(['a8', 'b7', 'N', 'b7, white knight']);
  await expect(page.locator('[data-editor-live]'), 'the placement is announced').toContainText('white knight on b7');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter'); // lift b7
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter'); // put it on b6
  expect([await e.piece('b6'), await e.piece('b7')], 'Enter lifts a piece and Enter puts it down elsewhere').toEqual(['N', '']);
  await page.keyboard.press('Delete');
  expect(await e.piece('b6'), 'Delete empties a square').toBe('');
  await e.agree('after keyboard editing');

  await page.locator('[data-editor-start]').click();
  await expectAxeClean(page, 'editor light, 1280 px', '[data-editor]');
  await page.emulateMedia({ colorScheme: 'dark' });
  await settled(page);
  await expectAxeClean(page, 'editor dark, 1280 px', '[data-editor]');
  for (const scheme of ['light', 'dark']) {
    if (!process.env.E2E_SCREENSHOTS) break;
    await page.emulateMedia({ colorScheme: scheme });
    // Boards draw their picture near the viewport; a picture of the whole editor needs all of it.
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    await shot(page.locator('[data-editor]'), `editor-desktop-${scheme}`);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('touch drags onto, across and off the board; no overflow; axe', async ({ page, context }) => {
    const e = await openEditor(page);
    expect(await overflow(page), 'no horizontal overflow at 390 px').toBeLessThanOrEqual(1);
    const cdp = await context.newCDPSession(page);
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
    await page.locator('[data-editor-board]').scrollIntoViewIfNeeded();
    await touchDrag(e.palette('Z'), e.cell('d5'));
    expect(await e.piece('d5'), 'touch: a Berserker dragged onto the board').toBe('Z');
    const o = await e.out();
    expect(o.error, 'touch: the verdict names the seventh field (no trigger yet)').toBe(true);
    expect(o.verdict).toMatch(/Berserker/);
    await touchDrag(e.cell('d5'), e.cell('d3'));
    expect([await e.piece('d3'), await e.piece('d5')], 'touch: moved across the board').toEqual(['Z', '']);
    const boardBox = await page.locator('[data-editor-board]').boundingBox();
    await touchDrag(e.cell('d3'), { x: boardBox.x + boardBox.width / 2, y: Math.max(boardBox.y - 60, 5) });
    expect(await e.piece('d3'), 'touch: dragged off the board').toBe('');
    await page.locator('[data-editor-start]').click();
    await expectAxeClean(page, 'editor light, 390 px', '[data-editor]');
    await page.emulateMedia({ colorScheme: 'dark' });
    await settled(page);
    await expectAxeClean(page, 'editor dark, 390 px', '[data-editor]');
    for (const scheme of ['light', 'dark']) {
      if (!process.env.E2E_SCREENSHOTS) break;
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
      await shot(page.locator('[data-editor]'), `editor-phone-${scheme}`);
    }
  });
});

/**
 * An annotated game as a club's site exports it: a header (with a quote, an ampersand and a <), a game
 * comment, clocks, a comment with a quote, an ampersand and a <, a NAG, arrows and a highlight, a
 * variation, an evaluation (issue 29, item 5).
 */
const ANNOTATED = `[Event "Club \\"open\\" & <cup>"]
[Site "Tom & Jerry's"]
[White "Ann"]
[Black "Bob"]
[Variant "Berserker"]

{ A short game. } 1. e3 { [%clk 0:05:00] } e5 { Bold "e5" & <sharp> [%clk 0:04:58] }
2. Nb1=Z $1 { [%cal Ge3e4,Rd1h5] [%csl Gb1] } (2. Ng1=Z { the other knight }) Nf6 { [%eval 0.3] [%clk 0:04:50] } *`;

/** What a reader sees of the game a board shows: header, player bars with clocks, comments, variations, glyphs, arrows. */
function seenGame(el) {
  const r = el.shadowRoot;
  const texts = (sel) => [...r.querySelectorAll(sel)].map((n) => n.textContent.replace(/\s+/g, ' ').trim());
  return {
    header: texts('[part~="header"]').join(' '),
    players: texts('[part~="player"]'),
    comments: texts('.cm'),
    variations: texts('.moves .var'),
    glyphs: texts('.moves button .g'),
    arrows: r.querySelectorAll('.svg .arrows line').length,
    highlights: r.querySelectorAll('.svg .highlight').length,
    error: r.querySelector('[part~="error"]')?.textContent.trim() ?? null,
  };
}

/**
 * The board (in a page or an iframe) shows the annotated game: its header, players and clocks,
 * the comments as written (quote, ampersand and < as text, no command), the variation, the NAG as a
 * glyph; and at 2. Nb1=Z, its arrows and highlight.
 */
async function expectAnnotatedGame(board, where) {
  // A board with moves goes live once it has been seen.
  await board.scrollIntoViewIfNeeded();
  await expect(board.locator('[part~="moves"] .var'), `${where}: the move list shows the variation`).toBeAttached();
  const seen = await board.evaluate(seenGame);
  expect.soft(seen.error, `${where}: no error`).toBe(null);
  expect.soft(seen.header, `${where}: the header`).toContain('Ann – Bob');
  expect.soft(seen.header, `${where}: the event, quote, ampersand and < as written`).toContain('Club "open" & <cup>');
  expect.soft(seen.header).toContain("Tom & Jerry's");
  expect.soft(seen.comments, `${where}: the comments as written, commands left out`).toEqual(expect.arrayContaining(['A short game.', 'Bold "e5" & <sharp>', 'the other knight']));
  expect.soft(seen.comments.join(' '), `${where}: no command shown as text`).not.toMatch(/%c(al|sl|lk)/);
  expect.soft(seen.variations, `${where}: the variation`).toEqual([expect.stringMatching(/^2\. ?Ng1=Z ?the other knight$/)]);
  expect.soft(seen.glyphs, `${where}: the NAG as its glyph`).toEqual(['!']);
  // 2. Nb1=Z: the arrows and the highlight of its comment, the clocks of that moment.
  await board.locator('[part~="moves"] button[part~="move"]', { hasText: 'Nb1=Z' }).click();
  await expect.poll(() => board.evaluate((el) => el.shadowRoot.querySelectorAll('.svg .arrows line').length), `${where}: 2. Nb1=Z shows its two arrows`).toBe(2);
  const at = await board.evaluate(seenGame);
  expect.soft(at.highlights, `${where}: and its highlight`).toBeGreaterThanOrEqual(1);
  expect.soft(at.players.join(' | '), `${where}: the players and their clocks at 2. Nb1=Z`).toMatch(/Ann.*5:00.*\|.*Bob.*4:58|Bob.*4:58.*\|.*Ann.*5:00/);
  return seen;
}

for (const [label, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  test.describe(`an annotated PGN (${label})`, () => {
    test.use({ viewport, isMobile: label === 'phone', hasTouch: label === 'phone' });

    test(`pasted, it reaches the HTML and the iframe whole: each, loaded in a page, shows the annotated game (${label})`, async ({ page, hosts }) => {
      const e = await openEditor(page);
      await page.locator('[data-editor-paste]').fill(ANNOTATED);
      await page.locator('[data-editor-load]').click();
      await expect(page.locator('[data-editor-paste-status]')).toHaveText('PGN read: Berserker Chess, 4 moves.');
      await expect(page.locator('[data-editor-pgn-note]'), 'the editor says the snippets keep the whole game').toContainText('carry the whole pasted game');
      const o = await e.agree('after pasting an annotated PGN');
      expect(o.pgn, 'the HTML carries the PGN as a PGN child').toMatch(/^\[Event "Club \\"open\\" & <cup>"\]\n/);
      for (const part of ['{ A short game. }', '[%clk 0:05:00]', '{ Bold "e5" & <sharp> [%clk 0:04:58] }', '$1', '[%cal Ge3e4,Rd1h5]', '[%csl Gb1]', '(2. Ng1=Z', '[%eval 0.3]']) expect.soft(o.pgn, part).toContain(part);
      expect(e.attr(o, 'moves'), 'no `moves` beside the PGN').toBeUndefined();
      expect(o.frameUrl, 'the iframe address carries it URL-encoded').toMatch(/[?&]pgn=%5BEvent\+%22Club\+%5C%22open%5C%22\+%26\+%3Ccup%3E%22%5D%0A/);
      expect(await overflow(page), 'no horizontal overflow with the game pasted').toBeLessThanOrEqual(1);
      await expectAnnotatedGame(page.locator('[data-editor-preview] berserker-board'), 'the preview');
      await page.locator('[data-editor-paste]').scrollIntoViewIfNeeded();
      await shot(page, `editor-annotated-${label}`);
      await page.locator('[data-editor-preview]').scrollIntoViewIfNeeded();
      await shot(page, `editor-annotated-${label}-preview`);

      // The HTML, as copied, in another site's page: the board shows the game, and the page after it is whole.
      await page.goto(hosts.add(`/post-${label}.html`, hostPage('', `<h1>Club night</h1><p>The game:</p>\n${o.html}\n<p id="after">That was the game.</p>`)));
      await expect(page.locator('#after'), 'the page after the board is not swallowed by the PGN').toHaveText('That was the game.');
      await expectAnnotatedGame(page.locator('berserker-board'), 'the HTML snippet');

      // The iframe, as copied, in another site's page.
      const { iframe } = o;
      await page.goto(hosts.add(`/framed-${label}.html`, hostPage('', `<h1>Club night</h1>\n${iframe}\n<p>That was the game.</p>`)));
      const framed = page.frameLocator('iframe').locator('berserker-board');
      await expectAnnotatedGame(framed, 'the iframe snippet');
      await shot(page, `frame-annotated-${label}-hosted`, { fullPage: true });

      // The frame page from the editor's link, alone.
      await page.goto(o.frameUrl);
      await expectAnnotatedGame(page.locator('berserker-board'), 'the frame page');
      expect(await page.locator('[data-frame-problems]').isHidden(), 'the frame page names no problem with its address').toBe(true);
      await shot(page, `frame-annotated-${label}`);
    });
  });
}

test('edits after an annotated paste: the look keeps the game, another game has the moves alone', async ({ page }) => {
  const e = await openEditor(page);
  await page.locator('[data-editor-paste]').fill(ANNOTATED);
  await page.locator('[data-editor-load]').click();
  await page.locator('[name="orientation"]').selectOption('black');
  await page.locator('[data-editor-flip]').click();
  await page.locator('[name="menu"]').check();
  let o = await e.agree('after the look changed');
  expect(o.pgn, 'orientation and menu keep the pasted game').toContain('{ Bold "e5" & <sharp> [%clk 0:04:58] }');
  // Another last move: a new game, written as moves.
  const moves = page.locator('[name="moves"]');
  await moves.fill('1. e3 e5 2. Nb1=Z Nc6');
  o = await e.agree('after the moves were edited');
  expect([o.pgn, o.framePgn, e.attr(o, 'moves')], 'the edited game is the moves alone').toEqual([null, null, '1. e3 e5 2. Nb1=Z Nc6']);
  await expect(page.locator('[data-editor-pgn-note]')).toContainText('has changed since it was pasted');
  // The moves put back: the pasted game again.
  await moves.fill('1. e3 e5 2. Nb1=Z Nf6');
  o = await e.agree('after the moves were put back');
  expect(o.pgn, 'the same game again carries its PGN').toContain('(2. Ng1=Z { the other knight })');
  await expect(page.locator('[data-editor-pgn-note]')).toContainText('carry the whole pasted game');
  // A changed board is another game too.
  await page.locator('[data-editor-start]').click();
  o = await e.agree('after the start position');
  expect([o.pgn, e.attr(o, 'moves')]).toEqual([null, undefined]);
});
