import { expect, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { board, $, $$, cell, centre, collect, dragMove, has, pieceAt, pointer, tap } from './helpers.js';

const RELEASE = '1. e3 e5'; // Black's e5 triggers: White's move 2 is Black placing White's Berserker

describe('placement chooser', () => {
  it('shows who places whose Berserker, and who controls the turn', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="play" moves=${RELEASE}></berserker-board>`);
    expect($(el, '.status')!.textContent).to.contain("White's turn: Black places White's Berserker");
    expect($$(el, '.status .dot').map((d) => d.classList.contains('black'))).to.deep.equal([false, true]);
    expect($(el, '.place')!.textContent).to.contain("Black places White's Berserker");
    expect($(el, '.place')!.textContent).to.contain('Pick the knight that becomes the Berserker');
    expect(el.controller).to.equal('black');
    expect(el.turn).to.equal('white');
    // both candidate knights are highlighted and offered as buttons
    expect($$(el, '.place button').map((b) => b.textContent)).to.deep.equal(['Knight b1', 'Knight g1']);
    expect($$(el, '.svg .highlight')).to.have.length(2);
  });

  it('picking a knight shows its placement squares; an invalid square says why (the engine names the rule)', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="play" moves=${RELEASE}></berserker-board>`);
    await tap(el, 'b1');
    expect(cell(el, 'b1').getAttribute('aria-label')).to.equal('b1, white knight, placement square, selected');
    expect($$(el, '.svg .marker.placement')).to.have.length(1); // the knight stays on b1 (R5)
    await tap(el, 'b3');
    expect($(el, '.why')!.textContent).to.equal("b3 is on White's rank 3; the Berserker goes on rank 1, the lowest with a placement square (R5)");
    expect($$(el, '.svg .marker.invalid')).to.have.length(1);
    expect(cell(el, 'b3').getAttribute('aria-label')).to.equal('b3, empty, not allowed');
    await tap(el, 'f1');
    expect($(el, '.why')!.textContent).to.equal('f1 is occupied by the white bishop (R5)');
  });

  it('hovering an invalid square explains it too', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="play" moves="1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3"></berserker-board>`);
    expect($(el, '.place')!.textContent).to.contain('Pick a starred square');
    expect(cell(el, 'f1').getAttribute('aria-label')).to.equal('f1, empty, placement square');
    pointer('pointermove', centre(el, 'g1'), { buttons: 0 });
    await el.updateComplete;
    expect($(el, '.why')!.textContent).to.equal('a knight on g1 would attack the pawn on f3 (R5)');
    pointer('pointermove', centre(el, 'f1'), { buttons: 0 });
    await el.updateComplete;
    expect($(el, '.why')!.textContent).to.equal('Point at or pick another square to see why it is not allowed.');
  });

  it('placing announces "Black places White\'s Berserker on f1" and plays Zf1', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="play" moves="1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3"></berserker-board>`);
    const moves = collect<{ san: string; controller: string; color: string }>(el, 'move');
    await tap(el, 'f1');
    expect(moves).to.have.length(1);
    expect(moves[0]).to.include({ san: 'Zf1', color: 'white', controller: 'black' });
    expect($(el, '.sr[role="status"]')!.textContent).to.equal("Black places White's Berserker on f1.");
    expect(pieceAt(el, 'f1')).to.equal('f1, white Berserker');
    expect(has(el, '.place')).to.equal(false);
  });

  it('a release: knight chosen, square chosen; Game of Pawns offers four squares for the d1 knight', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="game-of-pawns" mode="play" moves="1. e4 d5"></berserker-board>`);
    expect($$(el, '.place button').map((b) => b.textContent)).to.deep.equal(['Knight d1', 'Knight f1']);
    ($$(el, '.place button')[0] as HTMLButtonElement).click();
    await el.updateComplete;
    expect($$(el, '.svg .marker.placement').map((m) => m.parentElement!.querySelector('*') && m)).to.have.length(6);
    expect($(el, '.place [aria-pressed="true"]')!.textContent).to.equal('Knight d1');
    await tap(el, 'a1');
    expect(el.history.at(-1)!.san).to.equal('Nda1=Z');
    // both first moves triggered (C7): White's placement first, then Black's
    expect($(el, '.sr[role="status"]')!.textContent).to.equal("Black places White's Berserker on a1, the knight from d1. Black's turn: White places Black's Berserker.");
    expect(pieceAt(el, 'a1')).to.equal('a1, white Berserker');
    expect(pieceAt(el, 'd1')).to.equal('d1, empty');
  });

  it('the knight can be dragged onto its placement square', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="game-of-pawns" mode="play" moves="1. e4 d5"></berserker-board>`);
    await dragMove(el, 'f1', 'h1', { pointerType: 'touch' });
    expect(el.history.at(-1)!.san).to.equal('Nfh1=Z');
  });

  it('keyboard: Enter on a knight, arrows to a square, Enter places', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="play" moves=${RELEASE}></berserker-board>`);
    cell(el, 'g1').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await sendKeys({ press: 'ArrowLeft' }); // f1: occupied, the reason is spoken as focus moves
    await el.updateComplete;
    expect($(el, '.why')!.textContent).to.equal('f1 is occupied by the white bishop (R5)');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.history.at(-1)!.san).to.equal('Ng1=Z');
  });

  it('typed placements are accepted, and a wrong one gets the rule', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="play" moves=${RELEASE}></berserker-board>`);
    const input = $<HTMLInputElement>(el, 'input')!;
    input.focus();
    await sendKeys({ type: 'Nb3=Z' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect($(el, 'form .bad')!.textContent).to.contain("R5: the Berserker goes on the owner's rank 1");
    input.value = '';
    await sendKeys({ type: 'Nb1=Z' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.history.at(-1)!.san).to.equal('Nb1=Z');
  });

  it('player="white": on Black\'s placement turn the white player waits', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="play" player="white" moves=${RELEASE}></berserker-board>`);
    expect($(el, '.place')!.textContent).to.contain('Waiting for Black');
    await tap(el, 'b1');
    await tap(el, 'b1');
    expect(el.history).to.have.length(2);
  });

  it('release=owner-marks: the side to move marks one of the opponent\'s knights', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" rules="release=owner-marks" mode="play" moves=${RELEASE}></berserker-board>`);
    expect($(el, '.status')!.textContent).to.contain("White to mark Black's Berserker");
    expect($$(el, '.svg .marker.placement')).to.have.length(2);
    await tap(el, 'g8');
    expect(el.history.at(-1)!.kind).to.equal('mark');
    expect($(el, '.sr[role="status"]')!.textContent).to.equal("White marks Black's knight on g8 as Black's Berserker.");
  });
});

describe('release: before a knight is picked', () => {
  it('stars every square some knight can go to, and tints and labels the knights to pick', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="game-of-pawns" mode="play" moves="1. e4 d5"></berserker-board>`);
    const squares = [...new Set(el.legalMoves().map((m) => m.to))].sort();
    expect(squares).to.deep.equal(['a1', 'b1', 'c1', 'd1', 'f1', 'g1', 'h1']);
    expect($$(el, '.svg .marker.placement')).to.have.length(squares.length);
    for (const sq of ['a1', 'g1']) expect(cell(el, sq).getAttribute('aria-label')).to.equal(`${sq}, empty, placement square`);
    expect(cell(el, 'd1').getAttribute('aria-label')).to.equal('d1, white knight, can become the Berserker, placement square');
    expect($$(el, '.svg .highlight')).to.have.length(2);
    // a1 is open to both knights: the reader is asked to pick one
    await tap(el, 'a1');
    expect(el.history).to.have.length(2);
    expect($(el, '.why')!.textContent).to.equal("First pick one of White's knights.");
    // a knight picks itself; then only its squares are starred
    await tap(el, 'f1');
    expect(cell(el, 'f1').getAttribute('aria-label')).to.equal('f1, white knight, placement square, selected');
    expect($$(el, '.svg .highlight')).to.have.length(0);
    expect($$(el, '.svg .marker.placement')).to.have.length(6);
  });

  it('a starred square only one knight can reach places that knight at once', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="play" moves="1. c3 e6 2. e3 Ba3"></berserker-board>`);
    expect($$(el, '.place button').map((b) => b.textContent)).to.deep.equal(['Knight b1', 'Knight g1']);
    expect($$(el, '.svg .marker.placement')).to.have.length(2); // e2 (the b1 knight) and g1 (the g1 knight stays)
    expect(cell(el, 'b1').getAttribute('aria-label')).to.equal('b1, white knight, can become the Berserker');
    await tap(el, 'e2');
    expect(el.history.at(-1)!.san).to.equal('Ne2=Z');
    expect($(el, '.sr[role="status"]')!.textContent).to.equal("Black places White's Berserker on e2, the knight from b1.");
  });

  it('a lone knight is preselected: no knight to pick, its squares starred, one tap places it', async () => {
    // White has only the g1 knight; Black's e5 triggers White's release (Black places it).
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1';
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="play" fen=${fen} moves=${RELEASE}></berserker-board>`);
    expect($(el, '.place')!.textContent).to.contain('Pick a starred square');
    expect($$(el, '.place button')).to.have.length(0);
    expect(cell(el, 'g1').getAttribute('aria-selected')).to.equal('true');
    expect(cell(el, 'g1').getAttribute('aria-label')).to.equal('g1, white knight, placement square, selected');
    expect($$(el, '.svg .highlight')).to.have.length(0); // nothing to pick, so no knight is tinted
    const squares = el.legalMoves().map((m) => m.to).sort();
    expect($$(el, '.svg .marker.placement')).to.have.length(squares.length);
    await tap(el, squares[0]!);
    expect(el.history.at(-1)!.kind).to.equal('release');
    expect(el.history.at(-1)!.from).to.equal('g1');
  });

  it('waiting for the other side: no stars, no tints', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="game-of-pawns" mode="play" player="white" moves="1. e4 d5"></berserker-board>`);
    expect($$(el, '.svg .marker')).to.have.length(0);
    expect($$(el, '.svg .highlight')).to.have.length(0);
  });
});

describe('release=owner-marks: one click marks a knight (a mark is from = to)', () => {
  const MARK = html`<berserker-board style="width:400px" variant="berserker" rules="release=owner-marks" mode="play" moves=${RELEASE}></berserker-board>`;

  it('a real mouse click on a starred knight marks it', async () => {
    const el = await board(MARK);
    expect(cell(el, 'g8').getAttribute('aria-label')).to.equal('g8, black knight, placement square');
    expect(cell(el, 'g8').className).to.equal('tg'); // a target, not a piece to pick up
    const p = centre(el, 'g8');
    await sendMouse({ type: 'click', position: [Math.round(p.x), Math.round(p.y)] });
    await resetMouse();
    await el.updateComplete;
    expect(el.history.map((m) => m.san)).to.deep.equal(['e3', 'e5', 'Ng8=Z']);
    expect(pieceAt(el, 'g8')).to.equal('g8, black Berserker');
  });

  it('one touch tap, or one Enter, marks too', async () => {
    const el = await board(MARK);
    await tap(el, 'b8', { pointerType: 'touch' });
    expect(el.history.at(-1)!.san).to.equal('Nb8=Z');
    const kb = await board(html`<berserker-board style="width:400px" variant="berserker" rules="release=owner-marks" mode="play" moves="1. e4"></berserker-board>`);
    cell(kb, 'g1').focus();
    await sendKeys({ press: 'Enter' });
    await kb.updateComplete;
    expect(kb.history.at(-1)!.san).to.equal('Ng1=Z');
    expect($(kb, '.sr[role="status"]')!.textContent).to.equal("Black marks White's knight on g1 as White's Berserker.");
  });

  it('after the captured Berserker went back first (H3), the mark is still one click', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" rules="release=owner-marks" mode="play" fen="4k3/8/8/4z3/8/5N2/8/4K1N1 w - - 0 1 t" moves="1. Nxe5 Zh8 2. Ke2"></berserker-board>`);
    expect($(el, '.status')!.textContent).to.contain("Black to mark White's Berserker");
    await tap(el, 'e5');
    expect(el.history.at(-1)!.san).to.equal('Ne5=Z');
  });
});

describe('capture=capturer-turn: capture and placement are one move', () => {
  it('after the capture the capturer picks the placement square among the starred ones', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" rules="capture=capturer-turn" mode="play" moves="1. e3 e5 2. Ng1=Z d5 3. Zf3 Nc6 4. Zxe5 Ng8=Z 5. Be2"></berserker-board>`);
    await tap(el, 'c6');
    await tap(el, 'e5');
    expect(el.history).to.have.length(9); // not played yet: where does White's Berserker go?
    expect($(el, '.place')!.textContent).to.contain('Place the captured Berserker');
    expect($$(el, '.svg .marker.placement')).to.have.length(2);
    expect(cell(el, 'f1').getAttribute('aria-label')).to.equal('f1, empty, placement square');
    await tap(el, 'h4');
    expect($(el, '.why')!.textContent).to.equal('Choose one of the starred squares for the Berserker.');
    await tap(el, 'f1');
    expect(el.history.at(-1)!.san).to.equal('Nxe5/Zf1');
    expect($(el, '.sr[role="status"]')!.textContent).to.equal("Black: knight c6 takes Berserker on e5, and places White's Berserker on f1.");
    expect(pieceAt(el, 'f1')).to.equal('f1, white Berserker');
  });
});

describe('Game of Pawns: simultaneous first moves (C7)', () => {
  it("hides White's first move until Black has chosen, then announces both", async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="game-of-pawns" mode="play"></berserker-board>`);
    const moves = collect<{ san?: string; hidden: boolean }>(el, 'move');
    await tap(el, 'e2');
    await tap(el, 'e4');
    // the board still shows the start position; the move list shows "?"
    expect(pieceAt(el, 'e2')).to.equal('e2, white pawn');
    expect(pieceAt(el, 'e4')).to.equal('e4, empty');
    expect($(el, '.moves')!.textContent!.trim()).to.equal('1.?');
    expect($(el, '.status')!.textContent).to.contain("White's first move stays hidden until Black has chosen");
    expect($(el, '.sr[role="status"]')!.textContent).to.contain('It stays hidden');
    // the page hears that White moved, not which move (events.spec.ts checks the detail)
    expect(moves.map((m) => [m.hidden, m.san])).to.deep.equal([[true, undefined]]);
    await tap(el, 'd7');
    await tap(el, 'd5');
    expect(moves.slice(1).map((m) => [m.hidden, m.san])).to.deep.equal([[false, 'e4'], [false, 'd5']]);
    expect(pieceAt(el, 'e4')).to.equal('e4, white pawn');
    expect($(el, '.sr[role="status"]')!.textContent).to.contain('Both first moves: White: pawn e2 to e4. Black: pawn d7 to d5.');
    expect($(el, '.sr[role="status"]')!.textContent).to.contain("Black places White's Berserker");
  });

  it('diagrams (view mode) show both first moves as usual', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="game-of-pawns" moves="1. e4"></berserker-board>`);
    expect(pieceAt(el, 'e4')).to.equal('e4, white pawn');
  });
});

describe('layout', () => {
  it('no empty gap between the board, the placement panel, the reason line and the step buttons', async () => {
    const el = await board(html`<berserker-board style="width:600px" variant="berserker" mode="play" moves=${RELEASE}></berserker-board>`);
    const box = (sel: string) => $(el, sel)!.getBoundingClientRect();
    const gap = parseFloat(getComputedStyle($(el, 'figure')!).rowGap);
    // The panel under the board (so the board does not move when it comes), then the reason line.
    expect(Math.round(box('.place').top - box('.board').bottom)).to.equal(gap);
    expect(Math.round(box('.why').top - box('.place').bottom)).to.equal(gap);
    expect(Math.round(box('.nav').top - box('.why').bottom)).to.equal(gap);
    expect(Math.round(box('.why').height)).to.equal(Math.round(parseFloat(getComputedStyle($(el, '.why')!).lineHeight))); // one line of text, no more
    el.play('Ng1=Z'); // no placement turn now, no reason line
    await el.updateComplete;
    expect(has(el, '.why')).to.equal(false);
    expect(Math.round(box('.nav').top - box('.board').bottom)).to.equal(gap);
  });
});
