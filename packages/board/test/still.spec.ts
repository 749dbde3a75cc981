/**
 * The still board (src/core/still-board.ts, still.ts) and going live (src/core/live-link.ts, src/live/):
 * a diagram paints without the engine; a board with a picture of its own shows it as is until the
 * reader reaches for it; going live keeps what the reader did (a press, focus) and what the page set.
 * The first test must run before any board of this page has loaded the live code.
 */
import { expect, html } from '@open-wc/testing';
import { $, $$, collect, has, pointer, until, type BerserkerBoard } from './helpers.js';
import { renderBoardSvg } from '../src/render/standalone.js';
import { liveModule } from '../src/core/live-loader.js';

const ITALIAN = 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4';
const frames = (n = 2) => new Promise<void>((r) => { const f = (k: number) => (k ? requestAnimationFrame(() => f(k - 1)) : r()); f(n); });

/** A board made from attributes (and children), attached, not awaited: it stays still unless it must go live. */
function make(attrs: Record<string, string>, children = '', far = false): BerserkerBoard {
  const el = document.createElement('berserker-board');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.style.width = '400px';
  // Far below the viewport: never seen (so a still diagram stays still), painted in idle time.
  if (far) el.style.marginTop = '400vh';
  el.innerHTML = children;
  document.body.append(el);
  return el;
}

const live = (el: BerserkerBoard) => has(el, '.grid');
/** The still board's own picture: its pieces. */
const stillPieces = (el: BerserkerBoard) => $$(el, '.board.still .svg svg g.pieces > *').length;

/** The site's form: the renderer's picture of the position (and a line of text) inside the element. */
function fallback(fen: string): string {
  const placement = fen.split(' ')[0]!.split('/');
  const pieces: Array<{ square: number; letter: string; color: 'white' | 'black' }> = [];
  placement.forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) file += Number(ch);
      else pieces.push({ square: (7 - i) * 8 + file++, letter: ch.toUpperCase(), color: ch === ch.toUpperCase() ? 'white' : 'black' });
    }
  });
  return `<div class="fb">${renderBoardSvg({ width: 8, height: 8, pieces, title: 'start' })}<p>White to move.</p></div>`;
}

afterEach(() => document.querySelectorAll('berserker-board').forEach((b) => b.remove()));

describe('the still board', () => {
  it('paints a bare diagram before any live code is loaded; a call that must answer now says ERR_NOT_READY', async () => {
    expect(liveModule()).to.equal(null);
    const el = make({ variant: 'chess' });
    const errors = collect<{ code: string; method: string }>(el, 'error');
    // A longer wait than the others: the first test of a file meets a page that may still be coming to the
    // foreground (seen once in a full run: its timers and observers slowed for a moment).
    await until(() => stillPieces(el) === 32, 8000);
    expect(live(el)).to.equal(false);
    expect(el.play('e4')).to.equal(null);
    expect(errors.map((e) => [e.method, e.code])).to.deep.equal([['play', 'ERR_NOT_READY']]);
    // What it knows without the engine it says; the rest it answers once live.
    expect(el.fen).to.equal('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    await el.updateComplete;
    expect(live(el)).to.equal(true);
    expect(el.play('e4')?.san).to.equal('e4');
    expect(el.history.length).to.equal(1);
  });

  it('draws the same picture as the live board (arrows, tints, coordinates, orientation, 12x12, the Berserker)', async () => {
    const cases: Array<Record<string, string>> = [
      { variant: 'chess', fen: ITALIAN, arrows: 'e2e4 g1f3:red', highlights: 'e4 d5:blue', coordinates: '' },
      { variant: 'berserker', fen: 'r3k2r/ppp2ppp/8/8/3Z4/8/PPP2PPP/R3K2R w KQkq - 0 1 t', orientation: 'black', coordinates: '' },
      { variant: 'berserker-brawl' },
    ];
    for (const attrs of cases) {
      const el = make(attrs, '', true);
      await until(() => stillPieces(el) > 0);
      await frames();
      expect(live(el)).to.equal(false);
      const still = $(el, '.svg')!.innerHTML;
      expect(still, JSON.stringify(attrs)).to.contain('<g class="pieces">');
      await el.updateComplete;
      expect($(el, '.svg')!.innerHTML, JSON.stringify(attrs)).to.equal(still);
      el.remove();
    }
  });

  it('shows a picture of its own as is, and stays still (no live code) until the reader reaches for it', async () => {
    const el = make({ moves: '1. e4 e5', mode: 'play', variant: 'chess' }, fallback('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'));
    await frames();
    await new Promise((r) => setTimeout(r, 300));
    const fb = el.querySelector('.fb svg')!;
    expect(fb.checkVisibility()).to.equal(true);
    expect(fb.getBoundingClientRect().width).to.be.above(300);
    expect(live(el)).to.equal(false);
    // A press on d2 of the page's picture, then the live board: the press goes on there (d2 picked up).
    const r = fb.getBoundingClientRect();
    pointer('pointerdown', { x: r.left + (3.5 / 8) * r.width, y: r.top + (6.5 / 8) * r.height });
    await until(() => live(el));
    await el.updateComplete;
    expect(fb.checkVisibility()).to.equal(false);
    // The pointer is released on d4 of the live board: the press (on d2) became a drag, and d4 is played.
    const grid = $(el, '.grid')!.getBoundingClientRect();
    pointer('pointermove', { x: grid.left + (3.5 / 8) * grid.width, y: grid.top + (5.5 / 8) * grid.height });
    pointer('pointermove', { x: grid.left + (3.5 / 8) * grid.width, y: grid.top + (4.5 / 8) * grid.height });
    pointer('pointerup', { x: grid.left + (3.5 / 8) * grid.width, y: grid.top + (4.5 / 8) * grid.height });
    await el.updateComplete;
    expect(el.history.map((m) => m.san)).to.deep.equal(['e4', 'e5', 'd4']);
  });

  it('pressed on a placement turn, the live board shows its panel under the board: the board stays under the pointer', async () => {
    const spacer = (h: number) => Object.assign(document.createElement('div'), { className: 'spacer', style: `height:${h}px` });
    document.body.append(spacer(700));
    // After 1. e3 e5 Black places White's Berserker: the live board puts its placement panel under itself.
    const el = make({ variant: 'berserker', mode: 'play', moves: '1. e3 e5' }, fallback('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2'));
    document.body.append(spacer(2000));
    // A page that scrolls smoothly (as our site does): the board must still not be seen to move.
    document.documentElement.style.scrollBehavior = 'smooth';
    try {
      // The press needs the still shell drawn (it is what takes the press); on a busy machine the first
      // update can come after two frames.
      await until(() => !!el.shadowRoot?.querySelector('.still'));
      await frames();
      const fb = el.querySelector('.fb svg')!;
      scrollTo({ top: fb.getBoundingClientRect().top + scrollY - 150, behavior: 'instant' });
      await frames();
      expect(live(el)).to.equal(false);
      const r = fb.getBoundingClientRect();
      // A press on the b1 knight of the page's picture.
      const at = { x: r.left + (1.5 / 8) * r.width, y: r.top + (7.5 / 8) * r.height };
      pointer('pointerdown', at);
      pointer('pointerup', at);
      await until(() => live(el));
      await el.updateComplete;
      expect(has(el, '[part~="placement"]')).to.equal(true);
      const grid = $(el, '.grid')!.getBoundingClientRect();
      expect(Math.abs(grid.top - r.top), `board top ${grid.top} after, ${r.top} before`).to.be.below(1.5);
      expect(Math.abs(grid.left - r.left)).to.be.below(1.5);
      expect($(el, '[part~="placement"]')!.getBoundingClientRect().top, 'the panel is under the board').to.be.at.least(grid.bottom);
    } finally {
      document.querySelectorAll('.spacer').forEach((s) => s.remove());
      document.documentElement.style.scrollBehavior = '';
      scrollTo({ top: 0, behavior: 'instant' });
    }
  });

  it('text alone inside the element is not a picture: the board draws itself', async () => {
    const el = make({ variant: 'chess' }, '<p>Loading the diagram…</p>', true);
    await until(() => stillPieces(el) === 32);
  });

  it('goes live on focus, with focus in its grid', async () => {
    const el = make({ variant: 'chess', mode: 'play' }, fallback('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'));
    await frames();
    expect(live(el)).to.equal(false);
    const wrapper = $(el, '.still')!;
    expect(wrapper.getAttribute('tabindex')).to.equal('0');
    wrapper.focus();
    await until(() => live(el));
    await el.updateComplete;
    await until(() => el.shadowRoot!.activeElement?.getAttribute('role') === 'gridcell');
  });

  it('keeps focus in the grid when the viewer comes and lays the board out anew', async () => {
    const el = make({ variant: 'chess', moves: '1. e4 e5' }, fallback('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'));
    await frames();
    $(el, '.still')!.focus();
    await until(() => has(el, '[part~="nav"]'));
    await el.updateComplete;
    // The new layout's focus restored (a frame or two later on a busy machine), not a guess at when.
    await until(() => el.shadowRoot!.activeElement?.getAttribute('role') === 'gridcell');
  });

  it('the caption shows while the board is still, as before the element ran; a new name or theme keeps the picture', async () => {
    const el = make({ variant: 'chess', moves: '1. e4' }, `${fallback('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')}<p slot="caption" class="cap">A caption.</p>`);
    await frames();
    const cap = el.querySelector('.cap')!;
    expect(cap.getBoundingClientRect().height).to.be.above(0);
    el.setAttribute('theme', 'dark');
    el.setAttribute('label', 'Another name');
    el.setAttribute('moves', '1. e4');
    await new Promise((r) => setTimeout(r, 200));
    expect(live(el)).to.equal(false);
    expect(el.querySelector('.fb svg')!.checkVisibility()).to.equal(true);
  });

  it('a picture of its own that no longer matches the inputs is not shown: the new inputs are', async () => {
    const el = make({ variant: 'chess' }, fallback('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'));
    await frames();
    el.setAttribute('fen', '4k3/8/8/8/8/8/8/4K3 w - - 0 1');
    await until(() => stillPieces(el) === 2 || (live(el) && $$(el, '.svg svg g.pieces > *').length === 2));
    expect(el.querySelector('.fb svg')!.checkVisibility()).to.equal(false);
  });

  it('goes live at once when it must: a bad attribute is reported without waiting for the reader', async () => {
    const el = make({ variant: 'chess', orientation: 'sideways' });
    const errors = collect<{ attribute: string }>(el, 'error');
    await until(() => has(el, '.error'));
    expect(errors.map((e) => e.attribute)).to.include('orientation');
  });

  it('a FEN only the engine can judge is drawn as far as the still board reads it, and named once the board goes live', async () => {
    const fen = make({ variant: 'chess', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra fields here' });
    const errors = collect<{ attribute: string }>(fen, 'error');
    await until(() => stillPieces(fen) === 32);
    $(fen, '.board.still')!.focus();
    await until(() => has(fen, '.error'));
    expect(errors.map((e) => e.attribute)).to.deep.equal(['fen']);
  });

  it('a still diagram stays still once it has been seen; the reader reaching for it (focus) makes it live, with its status words', async () => {
    const el = make({ variant: 'chess', fen: ITALIAN });
    await until(() => stillPieces(el) === 32);
    for (let i = 0; i < 10; i++) await new Promise<void>((r) => requestIdleCallback(() => r(), { timeout: 200 }));
    expect(live(el)).to.equal(false);
    $(el, '.board.still')!.focus();
    await until(() => live(el));
    expect($(el, '.status')!.textContent!.trim()).to.equal('White to move');
  });

  it('what the page set before the board was live is kept: fen, pgn, ply and queued calls', async () => {
    const el = make({ variant: 'chess' });
    await frames();
    el.setAttribute('moves', '1. e4 e5 2. Nf3');
    el.goto(1);
    await el.updateComplete;
    expect(el.history.length).to.equal(3);
    expect(el.ply).to.equal(1);
    const g = make({ variant: 'chess' });
    g.pgn = '[Variant "Standard"]\n\n1. d4 d5 2. c4 *';
    g.ply = 2;
    await g.updateComplete;
    expect([g.history.length, g.ply]).to.deep.equal([3, 2]);
  });
});

// A board made with the html helper goes live (fixture awaits updateComplete): the API works at once.
describe('updateComplete', () => {
  it('makes a board live', async () => {
    const { fixture } = await import('@open-wc/testing');
    const el = await fixture<BerserkerBoard>(html`<berserker-board variant="chess"></berserker-board>`);
    expect(live(el)).to.equal(true);
    expect(el.legalMoves().length).to.equal(20);
  });
});
