import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { board, $, $$, collect, pieceAt } from './helpers.js';
import type { BerserkerBoard } from './helpers.js';

const SEED = '1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3 5. Zf1 fxe2 6. Qxe2';
const current = (el: BerserkerBoard) => $(el, '.moves [aria-current="step"]')?.textContent ?? null;

describe('step-through notation', () => {
  it('moves attribute: shows the last position, the move list marks the current move', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" moves=${SEED}></berserker-board>`);
    expect(el.ply).to.equal(11);
    expect($$(el, '.moves li')).to.have.length(11);
    expect(current(el)).to.equal('6.Qxe2');
    expect(pieceAt(el, 'e2')).to.equal('e2, white queen');
  });

  it('first/prev/next/last buttons step through and fire change', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" moves=${SEED}></berserker-board>`);
    const changes = collect<{ ply: number; fen: string }>(el, 'change');
    const [first, prev, next, last] = $$<HTMLButtonElement>(el, '.nav button');
    first!.click();
    await el.updateComplete;
    expect(el.ply).to.equal(0);
    expect(current(el)).to.equal(null);
    expect(first!.getAttribute('aria-disabled')).to.equal('true');
    next!.click();
    next!.click();
    await el.updateComplete;
    expect(current(el)).to.equal('e5');
    expect(pieceAt(el, 'e5')).to.equal('e5, black pawn');
    last!.click();
    prev!.click();
    await el.updateComplete;
    expect(el.ply).to.equal(10);
    expect(pieceAt(el, 'f1')).to.equal('f1, white Berserker');
    expect(changes.map((c) => c.ply)).to.deep.equal([0, 1, 2, 11, 10]);
  });

  it('arrow keys, Home and End on the buttons and the move list', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" moves=${SEED}></berserker-board>`);
    $<HTMLButtonElement>(el, '.nav button')!.focus();
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(el.ply).to.equal(3);
    expect(current(el)).to.equal('2.Ng1=Z');
    $<HTMLButtonElement>(el, '.moves button')!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(el.ply).to.equal(2);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(el.ply).to.equal(11);
  });

  it('ArrowUp steps one move back and ArrowDown one forward, in the move list and on the buttons', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" moves=${SEED}></berserker-board>`);
    const changes = collect<{ ply: number }>(el, 'change');
    $$<HTMLButtonElement>(el, '.moves button')[5]!.focus();
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(el.ply).to.equal(10);
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(el.ply).to.equal(9);
    expect(current(el)).to.equal('5.Zf1');
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(el.ply).to.equal(10);
    $<HTMLButtonElement>(el, '.nav button')!.focus();
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(el.ply).to.equal(9);
    expect(changes.map((c) => c.ply)).to.deep.equal([10, 9, 10, 9]);
  });

  it('a line that starts with Black to move is numbered from the FEN: 12… e5 13. Nf3 Nc6', async () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12';
    const el = await board(html`<berserker-board style="width:400px" variant="chess" fen=${fen} moves="12... e5 13. Nf3 Nc6 14. Bb5"></berserker-board>`);
    expect($$(el, '.moves .num').map((n) => n.textContent)).to.deep.equal(['12…', '13.', '14.']);
    expect($$(el, '.moves button').map((b) => b.textContent)).to.deep.equal(['12…e5', '13.Nf3', 'Nc6', '14.Bb5']);
    expect($$(el, '.moves button').map((b) => b.getAttribute('aria-label'))).to.deep.equal(['12… e5', '13. Nf3', '13… Nc6', '14. Bb5']);
  });

  it('clicking a move in the list jumps there', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" moves=${SEED}></berserker-board>`);
    const moves = $$<HTMLButtonElement>(el, '.moves button');
    moves[6]!.click(); // 4. Zf3
    await el.updateComplete;
    expect(el.ply).to.equal(7);
    expect(pieceAt(el, 'f3')).to.equal('f3, white Berserker');
    expect(moves[6]!.getAttribute('aria-label')).to.equal('4. Zf3');
    expect(moves[7]!.getAttribute('aria-label')).to.equal('4… exf3');
  });

  it('the ply attribute chooses the position shown first', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" moves="1. e3 e5 2. Nb1=Z Nf6" ply="2"></berserker-board>`);
    expect(el.ply).to.equal(2);
    expect(el.fen).to.equal('rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2 tR');
    el.ply = 3;
    await el.updateComplete;
    expect(pieceAt(el, 'b1')).to.equal('b1, white Berserker');
  });

  it('a PGN child script gives the game, with its [Variant] and [FEN] tags', async () => {
    const el = await fixture<BerserkerBoard>(html`<berserker-board style="width:400px">
      <script type="application/x-chess-pgn">
[Variant "Berserker"]
[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]

1. e3 e5 {trigger} 2. Nb1=Z Nf6 *
      </script>
      <span slot="caption">The seed's release example</span>
    </berserker-board>`);
    await el.updateComplete;
    expect(el.history.map((m) => m.san)).to.deep.equal(['e3', 'e5', 'Nb1=Z', 'Nf6']);
    expect(pieceAt(el, 'b1')).to.equal('b1, white Berserker');
    // the caption slot is shown; the script text is not
    const slot = $<HTMLSlotElement>(el, 'slot[name=caption]')!;
    expect(slot.assignedElements()[0]!.textContent).to.equal("The seed's release example");
    expect(el.getBoundingClientRect().height).to.be.above(380);
  });

  it('moves in the line after the shown ply survive stepping; a different move replaces them (play mode)', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="play" moves="1. e4 e5 2. Nf3 Nc6"></berserker-board>`);
    el.goto(2);
    el.goto(4);
    expect(el.history).to.have.length(4);
    el.goto(2);
    await el.updateComplete;
    expect(el.play('Bc4')).to.not.equal(null); // play() plays at the end of the line
    expect(el.history.map((m) => m.san)).to.deep.equal(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4']);
  });

  it('pgn property: a game read from PGN is written back with its comments, NAGs and variations', async () => {
    const text = '[Variant "Berserker"]\n\n1. e3 e5 { the trigger } 2. Nb1=Z $1 ( 2. Ng1=Z d5 ) 2... Nf6 *';
    const el = await board(html`<berserker-board mode="play" .pgn=${text}></berserker-board>`);
    expect(el.history.map((m) => m.san)).to.deep.equal(['e3', 'e5', 'Nb1=Z', 'Nf6']);
    el.first();
    el.last();
    expect(el.pgn).to.match(/e5 \{ ?the trigger ?\}/);
    expect(el.pgn).to.match(/\( ?2\. Ng1=Z d5 ?\)/);
    expect(el.pgn).to.contain('Nb1=Z $1');
    // Another line is a new game: written from the moves (the old notes belong to the old line).
    el.undo();
    el.play('Nc6');
    expect(el.pgn).to.contain('1. e3 e5 2. Nb1=Z Nc6');
    expect(el.pgn).to.not.contain('trigger');
  });

  it('pgn property: reads the whole game, writes a game', async () => {
    const el = await board(html`<berserker-board variant="berserker" moves="1. e3 e5 2. Nb1=Z Nf6" ply="1"></berserker-board>`);
    expect(el.pgn).to.contain('[Variant "Berserker"]');
    expect(el.pgn).to.contain('1. e3 e5 2. Nb1=Z Nf6');
    expect(el.ply).to.equal(1); // reading pgn does not move the shown ply
    el.pgn = '[Variant "Brawl"]\n\n1. f4 *';
    await el.updateComplete;
    expect($$(el, '[role=gridcell]')).to.have.length(144);
    expect(el.history.map((m) => m.san)).to.deep.equal(['f4']);
  });
});
