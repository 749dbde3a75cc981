import { expect, html } from '@open-wc/testing';
import { board, $, $$, collect, has, next, pieceAt, tap, until } from './helpers.js';

const MATE2 = 'r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 1'; // 1. Qd8+ Bxd8 2. Re8#

describe('puzzle mode', () => {
  it('shows the goal; a right move gets the automatic reply; the last right move solves', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="puzzle" mate-in="2" reply-delay="0" fen=${MATE2} solution="Qd8+ Bxd8 Re8#"></berserker-board>`);
    expect($(el, '.status')!.textContent).to.contain('White to play and mate in 2');
    const moves = collect<{ san: string; source: string }>(el, 'move');
    await tap(el, 'd5');
    await tap(el, 'd8');
    expect($(el, '.feedback')!.textContent).to.contain('Qd8+ is right!');
    await until(() => moves.length === 2);
    await el.updateComplete;
    expect(moves.map((m) => `${m.san}:${m.source}`)).to.deep.equal(['Qd8+:user', 'Bxd8:reply']);
    const solved = next<{ mistakes: number }>(el, 'puzzle-solved');
    await tap(el, 'e1');
    await tap(el, 'e8');
    expect((await solved).mistakes).to.equal(0);
    expect($(el, '.feedback .good')!.textContent).to.contain('Solved!');
    expect(el.status!.reason).to.equal('checkmate');
    // solved: the board no longer takes moves
    expect($$(el, '.mv')).to.have.length(0);
  });

  it('a wrong move is shown, reported with puzzle-failed, and taken back', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="puzzle" reply-delay="10" fen=${MATE2} solution="Qd8+ Bxd8 Re8#"></berserker-board>`);
    const failed = next<{ reason: string; move: string; mistakes: number }>(el, 'puzzle-failed');
    await tap(el, 'd5');
    await tap(el, 'd6');
    expect(await failed).to.deep.equal({ reason: 'wrong-move', move: 'Qd6', mistakes: 1 });
    expect($(el, '.feedback .bad')!.textContent).to.equal('Qd6 is not the solution. Try again.');
    expect($$(el, '.svg .highlight')).to.have.length(1); // the square turns red
    expect(pieceAt(el, 'd6')).to.equal('d6, white queen');
    await until(() => el.history.length === 0);
    await el.updateComplete;
    expect(pieceAt(el, 'd5')).to.equal('d5, white queen');
    expect(el.history).to.have.length(0);
    // and the solver can go on
    await tap(el, 'd5');
    await tap(el, 'd8');
    expect(el.history.map((m) => m.san)).to.deep.equal(['Qd8+']);
  });

  it('after the moves of an annotated PGN child (as the board editor writes a pasted game): the puzzle starts at its end', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="puzzle" mate-in="1" solution="Qxf7#"><script type="application/x-chess-pgn">
[White "Ann"]

1. e4 { [%clk 0:05:00] } e5 2. Qh5 $2 (2. Nf3) Nc6 3. Bc4 Nf6 { "Oops" & worse } *
</script></berserker-board>`);
    await until(() => el.history.length === 6);
    expect($(el, '.status')!.textContent).to.contain('White to play and mate in 1');
    const solved = next<{ mistakes: number }>(el, 'puzzle-solved');
    await tap(el, 'h5');
    await tap(el, 'f7');
    expect((await solved).mistakes).to.equal(0);
    expect(el.status!.reason).to.equal('checkmate');
  });

  it('mate in N: any mating move counts, not only the one in the solution', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="puzzle" mate-in="1" fen="6k1/5ppp/8/8/8/8/5PPP/RR4K1 w - - 0 1" solution="Ra8#"></berserker-board>`);
    const solved = next(el, 'puzzle-solved');
    await tap(el, 'b1');
    await tap(el, 'b8');
    await solved;
    expect(el.history[0]!.san).to.equal('Rb8#');
  });

  it('hint marks the piece to move; show solution plays the rest and reports', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="puzzle" reply-delay="0" fen=${MATE2} solution="Qd8+ Bxd8 Re8#"></berserker-board>`);
    $$<HTMLButtonElement>(el, '.feedback button')[0]!.click(); // Hint
    await el.updateComplete;
    expect($$(el, '.svg .highlight')).to.have.length(1);
    expect($(el, '.svg .highlight')!.getAttribute('x')).to.equal('300'); // the d5 queen's square
    expect($(el, '.sr')!.textContent).to.equal('Hint: the queen on d5.');
    const failed = next<{ reason: string }>(el, 'puzzle-failed');
    el.showSolution();
    expect((await failed).reason).to.equal('solution-shown');
    await until(() => el.history.length === 3);
    await el.updateComplete;
    expect(el.history.map((m) => m.san)).to.deep.equal(['Qd8+', 'Bxd8', 'Re8#']);
    expect($(el, '.feedback')!.textContent).to.contain('Solution: Qd8+ Bxd8 Re8#');
  });

  it('the opponent\'s first move comes from moves and is the last move shown; the solver is the side to act', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="puzzle" reply-delay="0" moves="1. e3 e5" solution="Nb1=Z"></berserker-board>`);
    expect($$(el, '.svg .last-move')).to.have.length(2);
    expect($(el, '.status')!.textContent).to.contain('Black to play');
    // the solver controls White's placement turn
    const solved = next(el, 'puzzle-solved');
    await tap(el, 'b1');
    await tap(el, 'b1');
    await solved;
  });

  it('a Berserker checkmate puzzle scores 2 points', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="puzzle" mate-in="1" fen="6rk/6pp/8/6Z1/8/8/8/6K1 w - - 0 1 t" solution="Zf7#"></berserker-board>`);
    const over = next<{ reason: string; points: { white: number } }>(el, 'game-over');
    await tap(el, 'g5');
    await tap(el, 'f7');
    const st = await over;
    expect(st.reason).to.equal('berserker-checkmate');
    expect(st.points.white).to.equal(2);
    expect($(el, '.status')!.textContent).to.contain('Berserker checkmate: White wins, 2 points (1-0)');
  });

  it('a solution with an illegal move is a visible error on the solution attribute', async () => {
    const el = await board(html`<berserker-board variant="chess" mode="puzzle" fen=${MATE2} solution="Qd8+ Kxd8"></berserker-board>`);
    expect(has(el, '.error')).to.equal(true);
    expect($(el, '.error code')!.textContent).to.equal('solution');
  });
});
