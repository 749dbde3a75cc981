import { expect, fixture, html } from '@open-wc/testing';
import { Game, pieceViews } from '@berserker-chess/engine';
import { board, $, $$, cell, pieceAt, until } from './helpers.js';
import type { BerserkerBoard } from './helpers.js';

const VARIANTS = ['chess', 'berserker', 'game-of-pawns', 'berolina', 'berserker-berolina', 'battle-of-the-kings', 'brawl', 'berserker-brawl'];

/**
 * The picture's squares: one light rect under the whole board, one dark path with one closed
 * 100x100 subpath per dark square (a1 is dark), each under the grid cell of its square, whichever way up.
 */
function squaresDrawn(el: BerserkerBoard, width: number, height: number): void {
  const light = $$<SVGRectElement>(el, '.svg .squares rect.sq.light');
  expect(light, 'one light rect').to.have.length(1);
  const lb = light[0]!.getBBox();
  expect([lb.x, lb.y, lb.width, lb.height], 'the light rect covers the board').to.deep.equal([0, 0, width * 100, height * 100]);
  const dark = $$<SVGPathElement>(el, '.svg .squares path.sq.dark');
  expect(dark, 'one dark path').to.have.length(1);
  expect($$(el, '.svg .squares > *'), 'nothing else among the squares').to.have.length(2);
  // Under the light colour: the dark path is drawn after it.
  expect(light[0]!.nextElementSibling === dark[0]).to.equal(true);
  const path = dark[0]!;
  const subpaths = path.getAttribute('d')!.match(/M[^M]*/g)!;
  const darkCount = Array.from({ length: width * height }, (_, sq) => ((sq % width) + Math.floor(sq / width)) % 2 === 0).filter(Boolean).length;
  expect(subpaths, 'one subpath per dark square').to.have.length(darkCount);
  // Every subpath is one whole square on the 100-unit grid, and no two are the same square.
  const corners = subpaths.map((d) => {
    const m = /^M(\d+) (\d+)h100v100h-100z$/.exec(d.trim());
    expect(m, d).to.not.equal(null);
    return `${m![1]},${m![2]}`;
  });
  expect(new Set(corners).size).to.equal(darkCount);
  // At the centre of each square's grid cell the dark path is filled exactly when the square is dark.
  const svg = $<SVGSVGElement>(el, '.svg svg')!;
  const toPicture = svg.getScreenCTM()!.inverse();
  const wrong: string[] = [];
  for (const c of $$(el, '[role=gridcell]')) {
    const sq = Number(c.dataset.sq);
    const r = c.getBoundingClientRect();
    const at = new DOMPoint(r.left + r.width / 2, r.top + r.height / 2).matrixTransform(toPicture);
    const isDark = ((sq % width) + Math.floor(sq / width)) % 2 === 0;
    if (path.isPointInFill(at) !== isDark) wrong.push(c.getAttribute('aria-label')!);
  }
  expect(wrong, 'squares drawn in the wrong colour').to.deep.equal([]);
}

describe('rendering', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: the start position, one grid cell per square, the squares drawn light and dark`, async () => {
      const el = await board(html`<berserker-board style="width:360px" variant=${variant} coordinates></berserker-board>`);
      const g = new Game({ variant });
      const { width, height } = g.variant.geo;
      expect($$(el, '[role=gridcell]')).to.have.length(width * height);
      expect($$(el, '[role=row]')).to.have.length(height);
      squaresDrawn(el, width, height);
      const pieces = pieceViews(g).length;
      expect($$(el, '.svg .pieces > g')).to.have.length(pieces);
      // every piece's cell is labelled with its colour and name
      const labels = $$(el, '[role=gridcell]').map((c) => c.getAttribute('aria-label')!);
      expect(labels.filter((l) => !l.endsWith('empty'))).to.have.length(pieces);
      // the board fills the element's width and keeps the board's aspect
      const r = $(el, '.svg svg')!.getBoundingClientRect();
      expect(r.width).to.be.closeTo(360, 1);
      expect(r.height).to.be.closeTo((360 * height) / width, 1);
      expect($$(el, '.coords text')).to.have.length(width + height);
    });
  }

  it('12x12 with the Berserker: labels, the Z with its marks, Black at the bottom', async () => {
    const el = await board(html`<berserker-board style="width:480px" variant="berserker-brawl" orientation="black" .fen=${'12/12/12/5k6/12/12/12/12/12/12/2Z9/5K6 w - - 0 1 t'}></berserker-board>`);
    expect(pieceAt(el, 'c2')).to.equal('c2, white Berserker');
    expect(pieceAt(el, 'l12')).to.equal('l12, empty');
    expect(!!$(el, '.svg .piece.berserker')).to.equal(true);
    // Black below: the top-left cell is l1 (square 11)
    expect($$(el, '[role=gridcell]')[0]!.dataset.sq).to.equal('11');
    expect($(el, '[role=grid]')!.getAttribute('aria-label')).to.equal('Berserker Brawl Chess board');
    squaresDrawn(el, 12, 12);
  });

  it('with Black at the bottom the dark squares turn with the board (h8 and a1 dark in the corners)', async () => {
    for (const orientation of ['white', 'black']) {
      const el = await board(html`<berserker-board style="width:320px" orientation=${orientation}></berserker-board>`);
      squaresDrawn(el, 8, 8);
      // a1 (dark) bottom left for White, top right for Black; b1 (light) beside it, towards the middle.
      const path = $<SVGPathElement>(el, '.svg .squares path.sq.dark')!;
      const [a1, b1] = orientation === 'white' ? [[50, 750], [150, 750]] : [[750, 50], [650, 50]];
      expect(path.isPointInFill(new DOMPoint(a1![0], a1![1])), `${orientation}: a1`).to.equal(true);
      expect(path.isPointInFill(new DOMPoint(b1![0], b1![1])), `${orientation}: b1`).to.equal(false);
      el.remove();
    }
  });

  it('fairy pieces of Brawl are labelled by name', async () => {
    const el = await board(html`<berserker-board style="width:480px" variant="brawl"></berserker-board>`);
    expect(pieceAt(el, 'a1')).to.equal('a1, white sailor');
    expect(pieceAt(el, 'f1')).to.equal('f1, white amazon');
    expect(pieceAt(el, 'c12')).to.equal('c12, black ship');
  });

  it('draws arrows, highlights, the last move and check from attributes and the game', async () => {
    const el = await board(html`<berserker-board variant="chess" arrows="e2e4 g1f3:blue" highlights="e4:red d5" moves="1. e4 f5 2. Qh5+"></berserker-board>`);
    expect($$(el, '.svg .arrow')).to.have.length(2);
    expect($$(el, '.svg .highlight')).to.have.length(2);
    expect($$(el, '.svg .last-move')).to.have.length(2);
    expect($$(el, '.svg .check')).to.have.length(1);
    expect(el.shadowRoot!.textContent).to.contain('Black to move, in check');
  });

  it('light and dark themes, and theme="auto" follows the colour scheme', async () => {
    const light = await board(html`<berserker-board theme="light"></berserker-board>`);
    const dark = await board(html`<berserker-board theme="dark"></berserker-board>`);
    expect($(light, '.wrap')!.classList.contains('light')).to.be.true;
    expect($(dark, '.wrap')!.classList.contains('dark')).to.be.true;
    const fill = (el: typeof light) => getComputedStyle($(el, '.sq.light')!).fill;
    expect(fill(light)).to.not.equal(fill(dark));
  });

  it('CSS custom properties restyle the squares', async () => {
    const el = await board(html`<berserker-board style="--berserker-board-light-square:#ff0000"></berserker-board>`);
    expect(getComputedStyle($(el, '.sq.light')!).fill).to.equal('rgb(255, 0, 0)');
  });

  it('shares the DOM-free renderer: the board SVG equals renderBoardSvg of the same picture', async () => {
    const { renderBoardSvg } = await import('../src/render/standalone.js');
    const el = await board(html`<berserker-board variant="chess" theme="light"></berserker-board>`);
    const g = new Game({ variant: 'chess' });
    const pieces = pieceViews(g).map((p) => ({ square: p.index, letter: p.letter, color: p.color }));
    const svg = renderBoardSvg({ width: 8, height: 8, pieces, theme: 'light', title: 'board', idPrefix: 'b', markers: [], arrows: [], highlights: [], selected: -1, orientation: 'white', coordinates: false });
    const tmp = document.createElement('div');
    tmp.innerHTML = svg;
    expect($(el, '.svg')!.innerHTML.replace(/<!--[^>]*-->/g, '')).to.equal(tmp.innerHTML);
  });

  it('the Berserker is drawn with its halo and sash in every variant that has it', async () => {
    const el = await board(html`<berserker-board variant="berserker" moves="1. e3 e5 2. Nb1=Z"></berserker-board>`);
    expect(pieceAt(el, 'b1')).to.equal('b1, white Berserker');
    const z = cell(el, 'b1') && $(el, '.svg [data-square="b1"] .piece');
    expect(z!.getAttribute('class')).to.contain('berserker');
  });

  it('a page of many boards: those near the viewport paint first, the rest soon after in idle time', async () => {
    const page = await fixture<HTMLElement>(html`<div>${Array.from({ length: 24 }, () => html`<berserker-board style="width:300px"></berserker-board>`)}</div>`);
    const boards = [...page.querySelectorAll<BerserkerBoard>('berserker-board')];
    const paintedCount = () => boards.filter((b) => b.shadowRoot!.querySelector('.pieces')).length;
    await Promise.all(boards.map((b) => b.updateComplete));
    // every board has its labelled grid from the first render
    expect(boards.every((b) => b.shadowRoot!.querySelectorAll('[role=gridcell]').length === 64)).to.equal(true);
    await until(() => paintedCount() > 0);
    expect(!!boards[0]!.shadowRoot!.querySelector('.pieces')).to.equal(true);
    await until(() => paintedCount() === boards.length, 8000);
  });

  it('before printing, every waiting board paints at once', async () => {
    const page = await fixture<HTMLElement>(html`<div>${Array.from({ length: 24 }, () => html`<berserker-board style="width:300px"></berserker-board>`)}</div>`);
    const boards = [...page.querySelectorAll<BerserkerBoard>('berserker-board')];
    dispatchEvent(new Event('beforeprint'));
    await Promise.all(boards.map((b) => b.updateComplete));
    expect(boards.filter((b) => b.shadowRoot!.querySelector('.pieces')).length).to.equal(24);
  });
});
