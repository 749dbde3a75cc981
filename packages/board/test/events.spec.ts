import { expect, html } from '@open-wc/testing';
import { board, collect, next, tap } from './helpers.js';

describe('events and the JS API', () => {
  it('move: the engine\'s MoveInfo with ply, fen and source', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="berserker" mode="play"></berserker-board>`);
    const moveEvent = next<Record<string, unknown>>(el, 'move');
    await tap(el, 'e2');
    await tap(el, 'e3');
    const d = await moveEvent;
    expect(d).to.include({ san: 'e3', from: 'e2', to: 'e3', color: 'white', controller: 'white', kind: 'normal', piece: 'P', captured: null, ply: 1, source: 'user' });
    expect(d.fen).to.equal('rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 1 -');
  });

  it('error stays on the element, never reaching window (window.onerror would see a crash)', async () => {
    const el = await board(html`<berserker-board variant="chess"></berserker-board>`);
    let atWindow = 0;
    const count = () => atWindow++;
    window.addEventListener('error', count);
    const onEl = next(el, 'error');
    el.play('Ke2');
    await onEl;
    window.removeEventListener('error', count);
    expect(atWindow).to.equal(0);
  });

  it('events bubble out of the shadow root (composed)', async () => {
    const el = await board(html`<berserker-board variant="chess"></berserker-board>`);
    const atDocument = next<{ san: string }>(document, 'move');
    el.play('d4');
    expect((await atDocument).san).to.equal('d4');
  });

  it('change on every shown position; game-over with the status', async () => {
    const el = await board(html`<berserker-board variant="chess" mode="play"></berserker-board>`);
    const changes = collect<{ ply: number }>(el, 'change');
    const over = next<{ result: string; reason: string; winner: string }>(el, 'game-over');
    for (const m of ['f3', 'e5', 'g4', 'Qh4#']) el.play(m);
    expect(await over).to.include({ result: '0-1', reason: 'checkmate', winner: 'black' });
    expect(changes.map((c) => c.ply)).to.deep.equal([1, 2, 3, 4]);
    expect(el.status!.over).to.equal(true);
    expect(el.play('a3')).to.equal(null); // the game is over
  });

  it('undo, flip, setPosition, reset, legalMoves, turn and controller', async () => {
    const el = await board(html`<berserker-board variant="berserker" moves="1. e3 e5"></berserker-board>`);
    expect(el.turn).to.equal('white');
    expect(el.controller).to.equal('black');
    expect(el.legalMoves().map((m) => m.san)).to.deep.equal(['Nb1=Z', 'Ng1=Z']);
    expect(el.undo()!.san).to.equal('e5');
    expect(el.history).to.have.length(1);
    el.flip();
    await el.updateComplete;
    expect(el.orientation).to.equal('black');
    expect(el.getAttribute('orientation')).to.equal('black'); // properties reflect to attributes
    el.reset();
    expect(el.history).to.have.length(2);
    expect(el.setPosition('4k3/8/8/8/8/8/8/4K2R w K - 0 1', '1. O-O')).to.equal(true);
    expect(el.history.map((m) => m.san)).to.deep.equal(['O-O']);
  });

  it('attributes and properties stay in step', async () => {
    const el = await board(html`<berserker-board></berserker-board>`);
    el.setAttribute('variant', 'brawl');
    await el.updateComplete;
    expect(el.variant).to.equal('brawl');
    expect(el.shadowRoot!.querySelectorAll('[role=gridcell]')).to.have.length(144);
    el.showMoves = true;
    el.coordinates = true;
    await el.updateComplete;
    expect(el.hasAttribute('show-moves')).to.equal(true);
    expect(el.hasAttribute('coordinates')).to.equal(true);
    el.moves = '1. f4';
    await el.updateComplete;
    expect(el.getAttribute('moves')).to.equal('1. f4');
    expect(el.history).to.have.length(1);
  });

  it('ohNo (rules ohNo=on): one take-back per player', async () => {
    const el = await board(html`<berserker-board variant="berserker" rules="ohNo=on" mode="play" moves="1. e4"></berserker-board>`);
    expect(el.ohNo()!.san).to.equal('e4');
    el.play('d4');
    const err = next<{ method: string; message: string }>(el, 'error');
    expect(el.ohNo()).to.equal(null);
    expect((await err).message).to.contain('already used');
  });
});
