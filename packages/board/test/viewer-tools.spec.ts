/**
 * What the reader does with the viewer beyond stepping: drawing arrows and circles with the right
 * button (colours by modifier keys, as on lichess), trying moves of their own (marked, discarded with
 * one click), the menu (flip, copy FEN and PGN, download SVG and PNG, the Play page), and where the move
 * list goes (`move-list`); and the viewer's text meeting WCAG AA in both themes.
 */
import { expect, html } from '@open-wc/testing';
import { readGameTree } from '@berserker-chess/engine';
import { contrastRatio } from '../src/render/color.js';
import { board, $, $$, background, centre, fromPgn as pgnBoard, hex, pointer, tap, until } from './helpers.js';
import type { BerserkerBoard } from './helpers.js';
import { OPERA } from './pgns.js';

/** These tests' boards are 700 px wide unless they say otherwise. */
const fromPgn = (pgn: string, attrs: Record<string, string> = {}) => pgnBoard(pgn, { width: '700px', ...attrs });

/** A right-button drag from one square to another (the same square: a circle). */
async function rightDrag(el: BerserkerBoard, from: string, to: string, keys: PointerEventInit = {}): Promise<void> {
  const a = centre(el, from);
  const b = centre(el, to);
  pointer('pointerdown', a, { button: 2, buttons: 2, ...keys });
  pointer('pointermove', { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, { button: -1, buttons: 2, ...keys });
  pointer('pointermove', b, { button: -1, buttons: 2, ...keys });
  pointer('pointerup', b, { button: 2, buttons: 0, ...keys });
  await el.updateComplete;
}

const said = (el: BerserkerBoard) => $(el, '.sr')!.textContent!.trim();
const D6 = '0.0.0.0';

describe('viewer: the reader draws arrows and circles with the right button', () => {
  it('colours as on lichess: none green, Shift red, Alt blue, Shift+Alt yellow; the same again removes it', async () => {
    const el = await fromPgn(OPERA, { ply: '4' });
    const shapes = () => el.shapes;
    await rightDrag(el, 'e2', 'e4');
    expect(shapes()).to.deep.equal([{ from: 'e2', to: 'e4', color: 'green' }]);
    expect($$(el, '.svg .arrows line')).to.have.length(1);
    await rightDrag(el, 'g1', 'f3', { shiftKey: true });
    await rightDrag(el, 'b1', 'c3', { altKey: true });
    await rightDrag(el, 'd4', 'd4', { shiftKey: true, altKey: true });
    expect(shapes()).to.deep.equal([
      { from: 'e2', to: 'e4', color: 'green' },
      { from: 'g1', to: 'f3', color: 'red' },
      { from: 'b1', to: 'c3', color: 'blue' },
      { from: 'd4', color: 'yellow' },
    ]);
    expect($$(el, '.svg .highlight')).to.have.length(1);
    // Ctrl counts as Shift, Meta as Alt (chessground's convention).
    await rightDrag(el, 'a2', 'a4', { ctrlKey: true, metaKey: true });
    expect(shapes().at(-1)).to.deep.equal({ from: 'a2', to: 'a4', color: 'yellow' });
    // The same shape in the same colour goes; in another colour it is recoloured.
    await rightDrag(el, 'e2', 'e4');
    await rightDrag(el, 'd4', 'd4');
    expect(shapes()).to.deep.equal([
      { from: 'g1', to: 'f3', color: 'red' },
      { from: 'b1', to: 'c3', color: 'blue' },
      { from: 'a2', to: 'a4', color: 'yellow' },
      { from: 'd4', color: 'green' },
    ]);
  });

  it('no context menu over the board; a plain click or another move shown clears the drawing', async () => {
    const el = await fromPgn(OPERA, { ply: '4' });
    const menu = new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true });
    $(el, '.board')!.dispatchEvent(menu);
    expect(menu.defaultPrevented).to.equal(true);
    await rightDrag(el, 'e2', 'e4');
    await tap(el, 'h5');
    expect(el.shapes).to.deep.equal([]);
    await rightDrag(el, 'e2', 'e4');
    el.goTo('prev');
    await el.updateComplete;
    expect(el.shapes).to.deep.equal([]);
    // The PGN's own shapes are not the reader's: they come back with their move.
    el.goTo('0.0.0.0.0');
    await el.updateComplete;
    expect(el.shapes).to.deep.equal([{ from: 'd4', to: 'e5', color: 'green' }]);
  });
});

describe('viewer: the reader tries moves of their own', () => {
  it('a move off the line starts the reader\'s own variation, marked as theirs; one click discards it', async () => {
    const el = await fromPgn(OPERA, { ply: '4' });
    const before = el.pgn;
    await tap(el, 'b1');
    await tap(el, 'c3'); // 3. Nc3 instead of 3. d4
    expect(el.ply).to.equal(5);
    expect(el.history.map((m) => m.san).slice(-2)).to.deep.equal(['d6', 'Nc3']);
    const own = $(el, '.moves .own')!;
    expect(own.dataset.path).to.equal(`${D6}.1`);
    expect(own.getAttribute('aria-label')).to.equal('3. Nc3, your move');
    expect(own.getAttribute('aria-current')).to.equal('step');
    // The reader goes on: Black's reply is theirs too.
    await tap(el, 'g8');
    await tap(el, 'f6');
    expect($$(el, '.moves .own').map((b) => b.dataset.path)).to.deep.equal([`${D6}.1`, `${D6}.1.0`]);
    const discard = $<HTMLButtonElement>(el, '.discard')!;
    expect(discard.textContent).to.equal('Discard your moves');
    discard.click();
    await el.updateComplete;
    expect($$(el, '.moves .own')).to.have.length(0);
    expect(el.ply).to.equal(4); // where the reader's line began
    expect(el.history).to.have.length(33); // the main line again
    expect($(el, '.discard')).to.equal(null);
    expect(el.pgn).to.equal(before);
    expect(said(el)).to.contain('2… d6');
  });

  it('the game\'s own next move is stepped to, not added; a move already in a variation is that variation', async () => {
    const el = await fromPgn(OPERA, { ply: '4' });
    await tap(el, 'd2');
    await tap(el, 'd4');
    expect(el.ply).to.equal(5);
    expect($$(el, '.moves .own')).to.have.length(0);
    await tap(el, 'e5');
    await tap(el, 'd4'); // 3... exd4: the variation's first move
    expect($(el, '.moves [aria-current]')!.dataset.path).to.equal('0.0.0.0.0.1');
    expect($$(el, '.moves .own')).to.have.length(0);
    expect(readGameTree(el.pgn)).to.deep.equal(readGameTree(OPERA));
  });

  it('own moves from a variation are theirs too, and the author\'s moves after discarding keep their paths', async () => {
    const el = await fromPgn(OPERA);
    el.goTo('0.0.0.0.0.1.0.1'); // 4... g6
    await el.updateComplete;
    await tap(el, 'f1');
    await tap(el, 'e2'); // 5. Be2: a third move after 4... g6 (5. Nc3, 5. c4 are there)
    expect($(el, '.moves .own')!.dataset.path).to.equal('0.0.0.0.0.1.0.1.2');
    $<HTMLButtonElement>(el, '.discard')!.click();
    await el.updateComplete;
    expect($(el, '.moves [aria-current]')!.dataset.path).to.equal('0.0.0.0.0.1.0.1');
    expect(readGameTree(el.pgn)).to.deep.equal(readGameTree(OPERA));
  });

  it('at a placement turn the viewer stays quiet until the reader picks a knight; then its squares show and a placement is theirs', async () => {
    const el = await board(html`<berserker-board style="width:700px" variant="berserker" moves="1. e3 e5 2. Nb1=Z Nf6" ply="2"></berserker-board>`);
    expect($$(el, '.svg .marker.placement')).to.have.length(0);
    expect($$(el, '.svg .highlight')).to.have.length(0);
    expect($(el, '.why')).to.equal(null);
    await tap(el, 'g1'); // Black picks White's g1 knight to become the Berserker
    expect($$(el, '.svg .marker.placement').length).to.be.above(0);
    await tap(el, 'g1'); // the knight's own square: it stays and becomes the Berserker
    expect(el.history.map((m) => m.san).slice(0, 3)).to.deep.equal(['e3', 'e5', 'Ng1=Z']);
    expect($(el, '.moves .own')!.getAttribute('aria-label')).to.equal("2. Ng1=Z, Black places White's Berserker on g1, where the knight stands, your move");
  });

  it('a diagram (no moves), show-moves or move-list="none" stays a diagram', async () => {
    const diagram = await board(html`<berserker-board style="width:400px" variant="chess"></berserker-board>`);
    await tap(diagram, 'e2');
    await tap(diagram, 'e4');
    expect(diagram.history).to.have.length(0);
    const none = await fromPgn(OPERA, { ply: '4', 'move-list': 'none' });
    await tap(none, 'b1');
    await tap(none, 'c3');
    expect(none.ply).to.equal(4);
  });
});

describe('viewer: the menu', () => {
  let clicked: HTMLAnchorElement[] = [];
  const click = HTMLAnchorElement.prototype.click;
  const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
  let copied: string[] = [];
  beforeEach(() => {
    clicked = [];
    copied = [];
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this);
    };
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void copied.push(t) } });
  });
  afterEach(() => {
    HTMLAnchorElement.prototype.click = click;
    delete (navigator as unknown as Record<string, unknown>).clipboard;
    if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
  });

  const open = async (el: BerserkerBoard) => {
    $<HTMLButtonElement>(el, '.menu > button')!.click();
    await el.updateComplete;
  };
  const item = (el: BerserkerBoard, name: string) => $$<HTMLButtonElement>(el, '.pop button').find((b) => b.textContent === name)!;

  it('a disclosure: the button says whether it is open; Escape closes it and the focus goes back', async () => {
    const el = await fromPgn(OPERA, { menu: '' });
    const button = $<HTMLButtonElement>(el, '.menu > button')!;
    expect(button.textContent).to.equal('Menu');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    await open(el);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect($$(el, '.pop button, .pop a').map((b) => b.textContent)).to.deep.equal(['Flip the board', 'Copy FEN', 'Copy PGN', 'Download SVG', 'Download PNG', 'Play from here (opens in a new tab)', 'Analyse (opens in a new tab)']);
    expect(el.shadowRoot!.activeElement).to.equal(item(el, 'Flip the board'));
    el.shadowRoot!.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await el.updateComplete;
    expect($(el, '.pop')).to.equal(null);
    expect(el.shadowRoot!.activeElement).to.equal(button);
    // Without the attribute, no menu.
    expect($(await fromPgn(OPERA), '.menu')).to.equal(null);
  });

  it('flip the board; copy the FEN and the PGN (said in the live region)', async () => {
    const el = await fromPgn(OPERA, { menu: '', ply: '4' });
    await open(el);
    item(el, 'Flip the board').click();
    await el.updateComplete;
    expect(el.orientation).to.equal('black');
    await open(el);
    item(el, 'Copy FEN').click();
    await until(() => copied.length === 1);
    expect(copied[0]).to.equal(el.fen);
    await until(() => said(el) === 'FEN copied.');
    await open(el);
    item(el, 'Copy PGN').click();
    await until(() => copied.length === 2);
    expect(copied[1]).to.equal(el.pgn);
  });

  it('a refused clipboard is said, not thrown', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => { throw new Error('denied'); } } });
    const el = await fromPgn(OPERA, { menu: '' });
    await open(el);
    item(el, 'Copy FEN').click();
    await until(() => said(el).startsWith('FEN could not be copied'));
  });

  it('download the position as SVG (the renderer\'s) and as PNG', async () => {
    const el = await fromPgn(OPERA, { menu: '', ply: '4' });
    await open(el);
    item(el, 'Download SVG').click();
    expect(clicked.map((a) => a.download)).to.deep.equal(['position.svg']);
    const svg = await (await fetch(clicked[0]!.href)).text();
    expect(svg.startsWith('<svg')).to.equal(true);
    expect(svg).to.contain('<title>Position after 2… d6</title>');
    expect(svg).to.contain('data-square="d6"');
    await open(el);
    item(el, 'Download PNG').click();
    await until(() => clicked.length === 2);
    expect(clicked[1]!.download).to.equal('position.png');
    const png = new Uint8Array(await (await fetch(clicked[1]!.href)).arrayBuffer());
    expect([...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).to.equal('PNG');
    const bitmap = await createImageBitmap(new Blob([png], { type: 'image/png' }));
    expect([bitmap.width, bitmap.height]).to.deep.equal([800, 800]);
  });

  it('open the shown position on the Play page (play-url, with variant, rules and FEN)', async () => {
    const el = await board(html`<berserker-board style="width:700px" menu variant="berserker" rules="ohNo=on" moves="1. e3 e5" play-url="https://example.org/play/"></berserker-board>`);
    await open(el);
    const a = $<HTMLAnchorElement>(el, '.pop a')!;
    const url = new URL(a.href);
    expect(url.origin + url.pathname).to.equal('https://example.org/play/');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({ variant: 'berserker', rules: 'ohNo=on', fen: el.fen });
    expect(a.target).to.equal('_blank');
    // The default is the site's /play/.
    const plain = await fromPgn(OPERA, { menu: '', ply: '2' });
    await open(plain);
    const href = new URL($<HTMLAnchorElement>(plain, '.pop a')!.href);
    expect(href.pathname).to.equal('/play/');
    expect(Object.fromEntries(href.searchParams)).to.deep.equal({ variant: 'chess', fen: plain.fen });
  });
});

describe('viewer: where the move list goes (move-list)', () => {
  const rect = (el: BerserkerBoard, sel: string) => $(el, sel)!.getBoundingClientRect();
  const beside = (el: BerserkerBoard) => rect(el, '.side').left >= rect(el, '.board').right;
  const below = (el: BerserkerBoard) => rect(el, '.side').top >= rect(el, '.board').bottom;

  it('auto: beside the board when the element is wide enough, below when narrow', async () => {
    const wide = await fromPgn(OPERA, { width: '900px' });
    expect(beside(wide)).to.equal(true);
    // As tall as the board column: the list scrolls inside it.
    expect(rect(wide, '.side').height).to.be.at.most(rect(wide, '.main').height + 1);
    const narrow = await fromPgn(OPERA, { width: '420px' });
    expect(below(narrow)).to.equal(true);
  });

  it('right, bottom and none as asked; play mode keeps the list below', async () => {
    expect(beside(await fromPgn(OPERA, { width: '500px', 'move-list': 'right' }))).to.equal(true);
    expect(below(await fromPgn(OPERA, { width: '900px', 'move-list': 'bottom' }))).to.equal(true);
    const none = await fromPgn(OPERA, { width: '900px', 'move-list': 'none' });
    expect($(none, '.side')).to.equal(null);
    expect($$(none, '.nav button')).to.have.length(4);
    expect(below(await fromPgn(OPERA, { width: '900px', mode: 'play' }))).to.equal(true);
  });

  /**
   * A game in a box `px` wide (the element fills it: no width of its own), in a window wider than the
   * box — a phone, a phone-sized iframe, a narrow column on a wide screen: the box decides, not the screen.
   */
  const inBox = async (px: number, attrs: Record<string, string> = {}) => {
    const el = await fromPgn(OPERA, { width: '', ...attrs });
    el.parentElement!.style.width = `${px}px`;
    await el.updateComplete;
    return el;
  };
  /** The list is below a board as wide as the box, and spans the box too. */
  const stacked = (el: BerserkerBoard) => {
    const b = rect(el, '.board');
    const s = rect(el, '.side');
    return { below: below(el), board: Math.round(b.width), list: Math.round(s.width), left: Math.round(s.left - b.left) };
  };

  for (const px of [390, 320]) {
    it(`in a ${px}px box (a phone, a phone-sized iframe) the list is below a board as wide as the box, whatever move-list asks`, async () => {
      expect(innerWidth, 'the window is wider than the box').to.be.above(px + 100);
      for (const list of ['auto', 'right', 'bottom']) {
        const el = await inBox(px, { 'move-list': list });
        expect(rect(el, '.wrap').width, 'the element fills its box').to.be.closeTo(px, 0.5);
        expect(stacked(el), `move-list="${list}"`).to.deep.equal({ below: true, board: px, list: px, left: 0 });
      }
    });
  }

  it('in a wide box the list is beside the board; a box between 480 and 600px puts it beside only when move-list="right" asks', async () => {
    const wide = await inBox(760);
    expect(beside(wide)).to.equal(true);
    expect(rect(wide, '.board').width, 'the board keeps most of the box').to.be.above(760 * 0.55);
    expect(stacked(await inBox(520))).to.deep.equal({ below: true, board: 520, list: 520, left: 0 });
    const right = await inBox(520, { 'move-list': 'right' });
    expect(beside(right)).to.equal(true);
    // The same element follows its box when the box changes (a window turned, a sidebar opened).
    right.parentElement!.style.width = '390px';
    expect(stacked(right)).to.deep.equal({ below: true, board: 390, list: 390, left: 0 });
  });

  it('a bad value is named in the error box; the list goes where auto puts it', async () => {
    const el = await fromPgn(OPERA, { width: '900px', 'move-list': 'left' });
    expect(el.errors.map((e) => [e.attribute, e.message])).to.deep.equal([['move-list', '"left" is not one of auto, right, bottom, none']]);
    expect(beside(el)).to.equal(true);
  });
});
describe('viewer: WCAG AA', () => {
  const SEED = '[White "Ann"]\n[Black "Ben"]\n[Variant "Berserker"]\n[Rules "ohNo=on"]\n\n{ Opening words. } 1. e3 { [%clk 0:01:00] } e5 $2 { Trigger. [%clk 0:00:59] } 2. Ng1=Z $1 d5 $5 3. Be2 $6 e4 $4 { Oh no! Nc6 } *';
  for (const theme of ['light', 'dark']) {
    it(`every text of the viewer has 4.5:1 contrast (${theme} theme)`, async () => {
      const el = await fromPgn(`${SEED}\n\n[White "X"]\n\n1. d4 *`, { theme, menu: '', ply: '2', width: '800px' });
      await tap(el, 'd2');
      await tap(el, 'd4'); // an own move
      $<HTMLButtonElement>(el, '.menu > button')!.click();
      await el.updateComplete;
      const texts = $$(el, '.head strong, .head span, p.cm, .moves .cm, .moves button, .num, .g, .tb, .res, .player .name, .clock, .pick, select, .pop button, .pop a, .discard, .count')
        .filter((e) => e.textContent!.trim());
      expect(texts.length).to.be.above(15);
      for (const t of texts) {
        const fg = hex(getComputedStyle(t).color)!;
        const bg = background(t);
        expect(contrastRatio(fg, bg), `${t.className || t.tagName} "${t.textContent!.trim().slice(0, 30)}": ${fg} on ${bg}`).to.be.at.least(4.5);
      }
    });
  }
});
