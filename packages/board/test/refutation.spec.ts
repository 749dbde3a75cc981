import { expect, html } from '@open-wc/testing';
import { board, $, collect, next, pieceAt, tap, until } from './helpers.js';

// Black to play after 1. e4 e5 2. Bc4 Nc6 3. Qh5: g6 defends f7; Nf6?? allows Qxf7#.
const SCHOLAR = '1. e4 e5 2. Bc4 Nc6 3. Qh5';
// White takes Black's Berserker with the knight and then, on Black's turn, places it (R4): after that
// capture the solver acts again, so there is no answer to show.
const TAKE_AND_PLACE = '4k3/8/8/4z3/8/5N2/8/4K3 w - - 0 1 T';

interface Refutation {
  move: string;
  refutation: string;
}

describe('puzzle mode: the refutation of a wrong move', () => {
  it('plays the answer a wrong move allows (a mate in one), reports both SANs, takes both back; the puzzle is still solvable', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="puzzle" reply-delay="400" moves=${SCHOLAR} solution="g6"></berserker-board>`);
    await until(() => el.history.length === 5);
    const start = el.fen;
    const moves = collect<{ san: string; source: string }>(el, 'move');
    const failed = next<{ reason: string; move: string }>(el, 'puzzle-failed');
    const refuted = next<Refutation>(el, 'puzzle-refutation');
    await tap(el, 'g8');
    await tap(el, 'f6');
    expect(await failed).to.deep.include({ reason: 'wrong-move', move: 'Nf6' }); // at once, as without refutations
    expect(await refuted).to.deep.equal({ move: 'Nf6', refutation: 'Qxf7#' });
    expect(el.history.map((m) => m.san).slice(5)).to.deep.equal(['Nf6', 'Qxf7#']);
    await el.updateComplete;
    expect(pieceAt(el, 'f7')).to.equal('f7, white queen');
    expect($(el, '.feedback .bad')!.textContent).to.equal('Nf6 is not the solution: Qxf7# answers it.');
    expect($(el, '.sr')!.textContent).to.contain('Nf6 is not the solution: Qxf7# answers it.');
    // Both go back: the puzzle position again, Black to try again.
    await until(() => el.history.length === 5);
    await el.updateComplete;
    expect(el.fen).to.equal(start);
    expect(moves.map((m) => `${m.san}:${m.source}`)).to.deep.equal(['Nf6:user', 'Qxf7#:reply']);
    const solved = next<{ mistakes: number }>(el, 'puzzle-solved');
    await tap(el, 'g7');
    await tap(el, 'g6');
    expect((await solved).mistakes).to.equal(1);
  });

  it('no refutation when the solver acts next (a Berserker placement): the move is only taken back', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="puzzle" reply-delay="0" fen=${TAKE_AND_PLACE} solution="Ke2"></berserker-board>`);
    const moves = collect<{ san: string }>(el, 'move');
    const refutations = collect<Refutation>(el, 'puzzle-refutation');
    const failed = next<{ move: string }>(el, 'puzzle-failed');
    await tap(el, 'f3');
    await tap(el, 'e5');
    expect((await failed).move).to.equal('Nxe5');
    await until(() => el.history.length === 0);
    expect(moves.map((m) => m.san)).to.deep.equal(['Nxe5']);
    expect(refutations).to.deep.equal([]);
    // and the solver goes on
    const solved = next(el, 'puzzle-solved');
    await tap(el, 'e1');
    await tap(el, 'e2');
    await solved;
  });

  it('refutation="off": the wrong move is taken back without an answer', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="puzzle" reply-delay="0" refutation="off" moves=${SCHOLAR} solution="g6"></berserker-board>`);
    await until(() => el.history.length === 5);
    const moves = collect<{ san: string }>(el, 'move');
    const refutations = collect<Refutation>(el, 'puzzle-refutation');
    const failed = next(el, 'puzzle-failed');
    await tap(el, 'g8');
    await tap(el, 'f6');
    await failed;
    await until(() => el.history.length === 5);
    await el.updateComplete;
    expect(moves.map((m) => m.san)).to.deep.equal(['Nf6']);
    expect(refutations).to.deep.equal([]);
    expect($(el, '.feedback .bad')!.textContent).to.equal('Nf6 is not the solution. Try again.');
    expect(el.errors).to.deep.equal([]);
  });

  it('a bad refutation value is a clear attribute problem (and refutations stay on)', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="puzzle" refutation="maybe" moves=${SCHOLAR} solution="g6"></berserker-board>`);
    await el.updateComplete;
    expect(el.errors.map((e) => `${e.attribute}: ${e.message}`)).to.deep.equal(['refutation: "maybe" is not one of on, off']);
  });

  it('Show solution during a refutation takes both moves back first, then plays the solution', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="puzzle" reply-delay="100000" moves=${SCHOLAR} solution="g6"></berserker-board>`);
    await until(() => el.history.length === 5);
    const refuted = next<Refutation>(el, 'puzzle-refutation');
    await tap(el, 'g8');
    await tap(el, 'f6');
    // The answer is looked for after the reply delay: here Show solution comes first, and the answer never does.
    el.showSolution();
    await until(() => el.history.length === 6);
    await el.updateComplete;
    expect(el.history.map((m) => m.san).slice(5)).to.deep.equal(['g6']);
    expect($(el, '.feedback')!.textContent).to.contain('Solution: g6');
    expect(await Promise.race([refuted, Promise.resolve('none')])).to.equal('none');
  });

  it('Show solution while the answer is on the board takes both back', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="chess" mode="puzzle" reply-delay="0" moves=${SCHOLAR} solution="g6"></berserker-board>`);
    await until(() => el.history.length === 5);
    const refuted = next<Refutation>(el, 'puzzle-refutation');
    await tap(el, 'g8');
    await tap(el, 'f6');
    await refuted;
    // The take-back is a reply delay away (a task): Show solution now, from the event.
    expect(el.history).to.have.length(7);
    el.showSolution();
    await until(() => el.history.length === 6);
    await el.updateComplete;
    expect(el.history.map((m) => m.san).slice(5)).to.deep.equal(['g6']);
    expect(pieceAt(el, 'f7')).to.equal('f7, black pawn');
  });
});
