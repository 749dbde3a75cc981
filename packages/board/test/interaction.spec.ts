import { expect, html } from '@open-wc/testing';
import { sendKeys, sendMouse, resetMouse } from '@web/test-runner-commands';
import { board, $, $$, cell, centre, collect, dragMove, has, key, pieceAt, pointer, tap } from './helpers.js';

describe('click and tap moves', () => {
  it('tapping a piece shows its legal targets; tapping a target moves', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play"></berserker-board>`);
    const moves = collect<{ san: string; source: string }>(el, 'move');
    await tap(el, 'g1');
    expect(cell(el, 'g1').getAttribute('aria-selected')).to.equal('true');
    expect(cell(el, 'f3').getAttribute('aria-label')).to.equal('f3, empty, move here');
    expect($$(el, '.svg .marker.move')).to.have.length(2);
    await tap(el, 'f3');
    expect(pieceAt(el, 'f3')).to.equal('f3, white knight');
    expect(moves.map((m) => m.san)).to.deep.equal(['Nf3']);
    expect(moves[0]!.source).to.equal('user');
    expect(el.turn).to.equal('black');
  });

  it('tapping the selected piece again puts it down; tapping an empty square deselects', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play"></berserker-board>`);
    await tap(el, 'e2');
    await tap(el, 'e2');
    expect($$(el, '.svg .marker')).to.have.length(0);
    await tap(el, 'e2');
    await tap(el, 'a5');
    expect($$(el, '.svg .marker')).to.have.length(0);
    expect(el.history).to.have.length(0);
  });

  it('captures are marked as captures', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play" moves="1. e4 d5"></berserker-board>`);
    await tap(el, 'e4');
    expect(cell(el, 'd5').getAttribute('aria-label')).to.equal('d5, black pawn, capture');
    await tap(el, 'd5');
    expect(el.history.at(-1)!.san).to.equal('exd5');
  });

  it('view mode does not move pieces', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess"></berserker-board>`);
    await tap(el, 'e2');
    await tap(el, 'e4');
    expect(el.history).to.have.length(0);
    expect($$(el, '.mv')).to.have.length(0);
  });

  it('player="white" lets the user move only White', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play" player="white" moves="1. e4"></berserker-board>`);
    await tap(el, 'e7');
    await tap(el, 'e5');
    expect(el.history).to.have.length(1);
    expect(el.play('e5')!.san).to.equal('e5'); // the page (e.g. a computer opponent) moves Black
    await tap(el, 'g1');
    await tap(el, 'f3');
    expect(el.history).to.have.length(3);
  });
});

describe('drag and drop (pointer events)', () => {
  it('drags a piece with synthetic mouse pointer events, showing a ghost on the way', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play"></berserker-board>`);
    const a = centre(el, 'e2');
    const b = centre(el, 'e4');
    pointer('pointerdown', a);
    pointer('pointermove', { x: a.x, y: a.y - 30 });
    await el.updateComplete;
    expect(has(el, '.ghost')).to.equal(true);
    expect(!!$(el, '.pieces [data-square="e2"]')).to.equal(false); // the piece left its square
    pointer('pointermove', b);
    pointer('pointerup', b);
    await el.updateComplete;
    expect(has(el, '.ghost')).to.equal(false);
    expect(pieceAt(el, 'e4')).to.equal('e4, white pawn');
  });

  for (const pointerType of ['touch', 'pen']) {
    it(`drags with ${pointerType} pointer events`, async () => {
      const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="play"></berserker-board>`);
      await dragMove(el, 'b1', 'c3', { pointerType, pointerId: 3 });
      expect(pieceAt(el, 'c3')).to.equal('c3, white knight');
    });
  }

  it('drags with the real mouse (sendMouse)', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play"></berserker-board>`);
    const a = centre(el, 'd2');
    const b = centre(el, 'd4');
    await sendMouse({ type: 'move', position: [Math.round(a.x), Math.round(a.y)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round(a.x), Math.round(a.y - 40)] });
    await sendMouse({ type: 'move', position: [Math.round(b.x), Math.round(b.y)] });
    await sendMouse({ type: 'up' });
    await resetMouse();
    await el.updateComplete;
    expect(el.history.map((m) => m.san)).to.deep.equal(['d4']);
  });

  it('a real mouse click-click moves too', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play"></berserker-board>`);
    for (const sq of ['g1', 'f3']) {
      const p = centre(el, sq);
      await sendMouse({ type: 'click', position: [Math.round(p.x), Math.round(p.y)] });
      await el.updateComplete;
    }
    await resetMouse();
    expect(el.history.map((m) => m.san)).to.deep.equal(['Nf3']);
  });

  it('an illegal drop puts the piece back', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play"></berserker-board>`);
    await dragMove(el, 'e2', 'e5');
    expect(pieceAt(el, 'e2')).to.equal('e2, white pawn');
    expect(el.history).to.have.length(0);
  });

  it('touch-action: none only on cells with a piece the user may move', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play"></berserker-board>`);
    const none = $$(el, '[role=gridcell]').filter((c) => getComputedStyle(c).touchAction === 'none');
    expect(none.map((c) => c.getAttribute('aria-label')!.split(',')[0]).sort()).to.deep.equal(['a2', 'b1', 'b2', 'c2', 'd2', 'e2', 'f2', 'g1', 'g2', 'h2']);
    expect(getComputedStyle($(el, '[role=grid]')!).touchAction).to.equal('auto');
  });
});

describe('keyboard (ARIA grid)', () => {
  it('one tab stop; arrows, Home/End and PageUp/PageDown move the focus', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play"></berserker-board>`);
    expect($$(el, '[role=gridcell][tabindex="0"]')).to.have.length(1);
    cell(el, 'a1').focus();
    const focused = () => el.shadowRoot!.activeElement!.getAttribute('aria-label')!.split(',')[0];
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(focused()).to.equal('a2');
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(focused()).to.equal('b2');
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(focused()).to.equal('h2');
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(focused()).to.equal('a2');
    await sendKeys({ press: 'PageUp' });
    await el.updateComplete;
    expect(focused()).to.equal('a8');
    await sendKeys({ press: 'PageDown' });
    await el.updateComplete;
    expect(focused()).to.equal('a1');
    expect($$(el, '[role=gridcell][tabindex="0"]')).to.have.length(1);
  });

  it('arrows follow the screen when Black is at the bottom', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" orientation="black"></berserker-board>`);
    cell(el, 'h8').focus();
    await key(el, 'ArrowUp');
    expect(el.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal('h7, black pawn');
    await key(el, 'ArrowRight');
    expect(el.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal('g7, black pawn');
  });

  it('Enter picks up and puts down: a whole move by keyboard', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play"></berserker-board>`);
    cell(el, 'e2').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(cell(el, 'e2').getAttribute('aria-label')).to.equal('e2, white pawn, selected');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal('e4, empty, move here');
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.history.map((m) => m.san)).to.deep.equal(['e4']);
    expect(el.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal('e4, white pawn');
    expect($(el, '.sr')!.textContent).to.contain('White: pawn e2 to e4.');
  });

  it('Escape drops the selection', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play"></berserker-board>`);
    cell(el, 'b1').focus();
    await key(el, 'Enter');
    expect($$(el, '.svg .marker')).to.have.length(2);
    await key(el, 'Escape');
    expect($$(el, '.svg .marker')).to.have.length(0);
  });

  it('a typed SAN move is played; a bad one is explained next to the input', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="play"></berserker-board>`);
    const input = $<HTMLInputElement>(el, 'input')!;
    input.focus();
    await sendKeys({ type: 'Nf3' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.history.map((m) => m.san)).to.deep.equal(['Nf3']);
    expect(input.value).to.equal('');
    await sendKeys({ type: 'Qh4' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.history).to.have.length(1);
    expect($(el, 'form .bad')!.textContent).to.contain('"Qh4" is not legal for Black');
  });
});

describe('promotion', () => {
  const fen = '8/P6k/8/8/8/8/8/K7 w - - 0 1';

  it('a pawn reaching the last rank opens the chooser; choosing a piece promotes', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play" fen=${fen}></berserker-board>`);
    await tap(el, 'a7');
    await tap(el, 'a8');
    const buttons = $$(el, '.promo button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Queen', 'Rook', 'Bishop', 'Knight', 'Cancel']);
    expect(el.shadowRoot!.activeElement === buttons[0]).to.equal(true, 'focus moves into the chooser');
    buttons[3]!.click();
    await el.updateComplete;
    expect(has(el, '.promo')).to.equal(false);
    expect(el.history[0]!.san).to.equal('a8=N');
    expect(pieceAt(el, 'a8')).to.equal('a8, white knight');
  });

  it('Escape cancels the chooser and keeps the pawn', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play" fen=${fen}></berserker-board>`);
    await dragMove(el, 'a7', 'a8');
    expect(has(el, '.promo')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(has(el, '.promo')).to.equal(false);
    expect(el.history).to.have.length(0);
  });

  it('Brawl offers its twelve promotion pieces', async () => {
    const el = await board(html`<berserker-board style="width:480px" variant="brawl" mode="play" fen="12/P10k/12/12/12/12/12/12/12/12/12/K11 w - - 0 1"></berserker-board>`);
    await tap(el, 'a11');
    await tap(el, 'a12');
    expect($$(el, '.promo button')).to.have.length(13);
    $$(el, '.promo button').find((b) => b.getAttribute('aria-label') === 'Amazon')!.click();
    await el.updateComplete;
    expect(el.history[0]!.san).to.equal('a12=A');
  });
});

describe('show-moves (teaching markers)', () => {
  it('in a diagram, clicking any piece shows its marker kinds from the engine', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" show-moves></berserker-board>`);
    await tap(el, 'e2');
    const kinds = $$(el, '.svg .marker').map((m) => m.getAttribute('class'));
    expect(kinds.sort()).to.deep.equal(['marker capture-only', 'marker capture-only', 'marker initial', 'marker move-only']);
    expect(cell(el, 'e4').getAttribute('aria-label')).to.equal('e4, empty, first move only');
    await tap(el, 'g8'); // a black piece too
    expect($$(el, '.svg .marker')).to.have.length(2);
    expect(el.history).to.have.length(0);
  });

  it('castling squares are marked', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" show-moves fen="r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"></berserker-board>`);
    await tap(el, 'e1');
    expect($$(el, '.svg .marker.castle')).to.have.length(2);
  });
});

describe('selected (a pre-selected square)', () => {
  it('selected="g1" with show-moves opens showing the knight\'s moves', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" show-moves selected="g1"></berserker-board>`);
    expect(el.selected).to.equal('g1');
    expect(cell(el, 'g1').getAttribute('aria-selected')).to.equal('true');
    expect(cell(el, 'g1').getAttribute('aria-label')).to.equal('g1, white knight, selected');
    expect($$(el, '.svg .selected')).to.have.length(1);
    expect($$(el, '.svg .marker.move')).to.have.length(2);
    expect(cell(el, 'f3').getAttribute('aria-label')).to.equal('f3, empty, move here');
  });

  it('reflects: clicking another piece selects it, clicking it again clears the attribute', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" show-moves selected="g1"></berserker-board>`);
    await tap(el, 'e7');
    expect(el.getAttribute('selected')).to.equal('e7');
    expect(el.selected).to.equal('e7');
    expect($$(el, '.svg .marker.initial')).to.have.length(1);
    await tap(el, 'e7');
    expect(el.hasAttribute('selected')).to.equal(false);
    expect(el.selected).to.equal(undefined);
    expect($$(el, '.svg .marker')).to.have.length(0);
  });

  it('the property and the attribute set it after the start too; a square off the board is an error', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" show-moves></berserker-board>`);
    el.selected = 'b1';
    await el.updateComplete;
    expect(el.getAttribute('selected')).to.equal('b1');
    expect($$(el, '.svg .marker.move')).to.have.length(2);
    el.setAttribute('selected', 'e2');
    await el.updateComplete;
    expect(cell(el, 'e2').getAttribute('aria-selected')).to.equal('true');
    expect($$(el, '.svg .marker.initial')).to.have.length(1);
    el.setAttribute('selected', 'i9');
    await el.updateComplete;
    expect($(el, '.error')!.textContent).to.contain('"i9" is not a square of the 8x8 board');
    expect(el.errors.map((e) => e.attribute)).to.deep.equal(['selected']);
    expect($$(el, '.svg .marker')).to.have.length(0);
    el.selected = 'a2';
    await el.updateComplete;
    expect(has(el, '.error')).to.equal(false);
  });

  it('12x12: selected="k11" picks the Brawl piece there', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="brawl" show-moves selected="k11"></berserker-board>`);
    expect(cell(el, 'k11').getAttribute('aria-selected')).to.equal('true');
    expect($$(el, '.svg .marker')).to.have.length(2);
  });

  it('stepping to another move clears it', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" show-moves selected="e4" moves="1. e4 e5"></berserker-board>`);
    expect($$(el, '.svg .marker.move-only')).to.have.length(0); // e4 is blocked by e5
    expect(cell(el, 'e4').getAttribute('aria-selected')).to.equal('true');
    el.prev();
    await el.updateComplete;
    await el.updateComplete;
    expect(el.hasAttribute('selected')).to.equal(false);
  });

  it('in play mode it is the piece picked up', async () => {
    const play = await board(html`<berserker-board style="width:400px" variant="chess" mode="play" selected="g1"></berserker-board>`);
    expect($$(play, '.svg .marker.move')).to.have.length(2);
    await tap(play, 'f3');
    expect(play.history.map((m) => m.san)).to.deep.equal(['Nf3']);
    expect(play.hasAttribute('selected')).to.equal(false);
  });
});
