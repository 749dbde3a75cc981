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

describe("Game of Pawns' hidden first move (C7): events and properties in play mode", () => {
  const START_BLACK = '3nkn2/pppppppp/8/8/8/8/PPPPPPPP/3NKN2 b - - 0 1 -';

  it('fires move (hidden: true, nothing that tells the move) and change with the shown position', async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="game-of-pawns" mode="play"></berserker-board>`);
    const moves = collect<Record<string, unknown>>(el, 'move');
    const changes = collect<Record<string, unknown>>(el, 'change');
    await tap(el, 'e2');
    await tap(el, 'e4');
    expect(moves).to.have.length(1);
    // Exactly these keys: no san, from, to, piece, captured or packed move reaches a listener.
    expect(Object.keys(moves[0]!).sort()).to.deep.equal(['color', 'controller', 'fen', 'hidden', 'ply', 'source']);
    expect(moves[0]).to.deep.equal({ hidden: true, ply: 1, color: 'white', controller: 'white', fen: START_BLACK, source: 'user' });
    expect(changes).to.deep.equal([{ fen: START_BLACK, ply: 1, hidden: true }]);
    // The record holds the move (to save it); the shown-position properties do not give it away.
    expect(el.hiddenPlies).to.equal(1);
    expect(el.history.map((m) => m.san)).to.deep.equal(['e4']);
    expect(el.fen).to.equal(START_BLACK);
    expect(el.turn).to.equal('black');
  });

  it("reports White's move again (revealed) and then Black's when Black has chosen", async () => {
    const el = await board(html`<berserker-board style="width:400px" variant="game-of-pawns" mode="play"></berserker-board>`);
    expect(el.play('e4')!.san).to.equal('e4');
    const moves = collect<Record<string, unknown>>(el, 'move');
    const changes = collect<Record<string, unknown>>(el, 'change');
    await tap(el, 'd7');
    await tap(el, 'd5');
    expect(moves.map((m) => [m.san, m.ply, m.hidden, m.revealed, m.source])).to.deep.equal([
      ['e4', 1, false, true, 'api'],
      ['d5', 2, false, false, 'user'],
    ]);
    expect(moves[0]!.fen).to.equal('3nkn2/pppppppp/8/8/4P3/8/PPPP1PPP/3NKN2 b - - 0 1 T');
    expect(moves[1]!.fen).to.equal(el.fen);
    expect(changes).to.deep.equal([{ fen: el.fen, ply: 2, hidden: false }]);
    expect(el.hiddenPlies).to.equal(0);
  });

  it('play() fires the hidden event too (source api); undoing it ends the secret', async () => {
    const el = await board(html`<berserker-board variant="game-of-pawns" mode="play"></berserker-board>`);
    const moves = next<Record<string, unknown>>(el, 'move');
    el.play('d4');
    expect(await moves).to.deep.equal({ hidden: true, ply: 1, color: 'white', controller: 'white', fen: START_BLACK, source: 'api' });
    const change = next<Record<string, unknown>>(el, 'change');
    el.undo();
    expect(await change).to.deep.include({ ply: 0, hidden: false });
    expect(el.hiddenPlies).to.equal(0);
  });

  it('nothing is hidden outside play mode or in other variants', async () => {
    const diagram = await board(html`<berserker-board variant="game-of-pawns" moves="1. e4"></berserker-board>`);
    expect(diagram.hiddenPlies).to.equal(0);
    const chess = await board(html`<berserker-board variant="chess" mode="play"></berserker-board>`);
    const moves = next<Record<string, unknown>>(chess, 'move');
    chess.play('e4');
    expect(await moves).to.include({ san: 'e4', hidden: false, revealed: false });
    expect(chess.hiddenPlies).to.equal(0);
  });
});

describe('takeBacks and canOhNo(): the engine\'s R8 record, read-only', () => {
  it('lists each take-back as { ply, retracted, by }, follows undo like the engine, and is a copy', async () => {
    const el = await board(html`<berserker-board variant="berserker" rules="ohNo=on" mode="play" moves="1. e3 e6"></berserker-board>`);
    expect(el.takeBacks).to.deep.equal([]);
    expect(el.canOhNo()).to.equal(true);
    el.play('Nf3');
    el.ohNo();
    // Pending: no action has replaced Nf3 yet, so the record stands at the line's length.
    expect(el.takeBacks).to.deep.equal([{ ply: 2, retracted: 'Nf3', by: 'white' }]);
    el.play('Nc3');
    expect(el.takeBacks).to.deep.equal([{ ply: 2, retracted: 'Nf3', by: 'white' }]);
    expect(el.canOhNo()).to.equal(false); // White's last action, White's take-back used
    el.play('Nf6');
    expect(el.canOhNo()).to.equal(true); // Black's is unused
    el.takeBacks.pop();
    expect(el.takeBacks).to.have.length(1);
    el.undo(); // Nf6
    el.undo(); // Nc3: the record stays with the position after 2 plies
    expect(el.takeBacks).to.deep.equal([{ ply: 2, retracted: 'Nf3', by: 'white' }]);
    el.undo(); // e6: the position the take-back was made in is gone, and so is the record
    expect(el.takeBacks).to.deep.equal([]);
  });

  it('survives stepping through the moves and the PGN round trip', async () => {
    const el = await board(html`<berserker-board variant="berserker" rules="ohNo=on" mode="play" moves="1. e3 e6 2. Nf3"></berserker-board>`);
    el.ohNo();
    el.play('Nc3');
    el.first();
    expect(el.takeBacks).to.deep.equal([{ ply: 2, retracted: 'Nf3', by: 'white' }]);
    const back = await board(html`<berserker-board mode="play" .pgn=${el.pgn}></berserker-board>`);
    expect(back.takeBacks).to.deep.equal([{ ply: 2, retracted: 'Nf3', by: 'white' }]);
    expect(back.canOhNo()).to.equal(false);
  });

  it('without R8 there is no take-back to use', async () => {
    const el = await board(html`<berserker-board variant="berserker" mode="play" moves="1. e3"></berserker-board>`);
    expect(el.canOhNo()).to.equal(false);
    expect(el.takeBacks).to.deep.equal([]);
  });
});
