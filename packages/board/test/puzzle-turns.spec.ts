import { expect, html } from '@open-wc/testing';
import { board, $, collect, next, tap, until } from './helpers.js';

// White takes Black's Berserker and then, on Black's turn, places it: the solver acts twice running (R4).
const TAKE_AND_PLACE = '4k3/8/8/4z3/8/5N2/8/4K3 w - - 0 1 T';

describe('puzzle mode: who acts comes from the rules', () => {
  it('the solver captures a Berserker and then places it; no reply is played in between', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="puzzle" reply-delay="0" fen=${TAKE_AND_PLACE} solution="Nxe5 Za8"></berserker-board>`);
    const moves = collect<{ san: string; source: string }>(el, 'move');
    await tap(el, 'f3');
    await tap(el, 'e5');
    await el.updateComplete;
    expect($(el, '.feedback')!.textContent).to.contain('Nxe5 is right!');
    const solved = next<{ mistakes: number }>(el, 'puzzle-solved');
    await tap(el, 'a8');
    expect((await solved).mistakes).to.equal(0);
    expect(moves.map((m) => `${m.san}:${m.source}`)).to.deep.equal(['Nxe5:user', 'Za8:user']);
  });

  it('a listed alternative is accepted and the line goes on', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="puzzle" reply-delay="0" fen=${TAKE_AND_PLACE} solution="Nxe5 Za8" alternatives="1: Zb8 Zc8"></berserker-board>`);
    await tap(el, 'f3');
    await tap(el, 'e5');
    await el.updateComplete;
    const solved = next<{ mistakes: number }>(el, 'puzzle-solved');
    await tap(el, 'c8');
    expect((await solved).mistakes).to.equal(0);
  });

  it('an alternative is read by the engine, so any way of writing the move counts (here coordinates)', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="puzzle" reply-delay="0" fen=${TAKE_AND_PLACE} solution="Nxe5 Za8" alternatives="1: z@c8"></berserker-board>`);
    await tap(el, 'f3');
    await tap(el, 'e5');
    await el.updateComplete;
    const solved = next<{ mistakes: number }>(el, 'puzzle-solved');
    await tap(el, 'c8');
    expect((await solved).mistakes).to.equal(0);
  });

  it('a move outside the solution and the alternatives is still wrong', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="puzzle" reply-delay="0" fen=${TAKE_AND_PLACE} solution="Nxe5 Za8" alternatives="1: Zb8"></berserker-board>`);
    await tap(el, 'f3');
    await tap(el, 'e5');
    await el.updateComplete;
    const failed = next<{ reason: string; move: string }>(el, 'puzzle-failed');
    await tap(el, 'h8');
    expect((await failed).move).to.equal('Zh8');
    await until(() => el.history.length === 1);
  });

  it('a malformed alternatives attribute is a visible error naming the attribute', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="puzzle" fen=${TAKE_AND_PLACE} solution="Nxe5 Za8" alternatives="Zb8"></berserker-board>`);
    await el.updateComplete;
    expect(el.errors.map((e) => e.attribute)).to.include('alternatives');
  });
});
