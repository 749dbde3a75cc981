/**
 * Standard chess through the Game API: game status (checkmate, stalemate, repetition, 50 moves,
 * insufficient material), castling rights, en passant legality, promotion, undo and history.
 */
import { describe, it, expect } from 'vitest';
import { thrown } from './helpers.js';
import { getVariant, parseFen, ChessError } from '../src/index.js';
import { Game } from '../src/game.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

function playAll(g: Game, moves: string): void {
  for (const m of moves.split(/\s+/).filter(Boolean)) g.play(m);
}

const sans = (g: Game) => g.legalMoves().map((m) => m.san).sort();


describe('game status', () => {
  it('a new game is ongoing', () => {
    expect(new Game().status()).toEqual({ over: false, result: '*', reason: null, winner: null, points: { white: 0, black: 0 } });
  });

  it("fool's mate: checkmate, 0-1", () => {
    const g = new Game({ variant: 'chess' });
    playAll(g, 'f3 e5 g4');
    const mate = g.play('Qh4');
    expect(mate.san).toBe('Qh4#');
    expect(g.status()).toEqual({ over: true, result: '0-1', reason: 'checkmate', winner: 'black', points: { white: 0, black: 1 } });
    expect(g.legalMoves()).toEqual([]);
    expect(g.fen()).toBe('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
  });

  it("scholar's mate: checkmate, 1-0", () => {
    const g = new Game();
    playAll(g, 'e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#');
    expect(g.status()).toEqual({ over: true, result: '1-0', reason: 'checkmate', winner: 'white', points: { white: 1, black: 0 } });
  });

  it('no move can be played after the end', () => {
    const g = new Game();
    playAll(g, 'f3 e5 g4 Qh4#');
    const e = thrown(() => g.play('a3'));
    expect(e.code).toBe('ERR_GAME_OVER');
    expect(e.message).toContain('ply 5');
    expect(g.history.length).toBe(4);
  });

  it('stalemate is a draw', () => {
    const g = new Game({ fen: '7k/8/6K1/8/8/8/8/5Q2 w - - 0 1' });
    expect(g.play('Qf7').san).toBe('Qf7');
    expect(g.status()).toEqual({ over: true, result: '1/2-1/2', reason: 'stalemate', winner: null, points: { white: 0.5, black: 0.5 } });
  });

  it('threefold repetition: knights out and back twice', () => {
    const g = new Game();
    const cycle = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
    for (let i = 0; i < 7; i++) {
      g.play(cycle[i % 4]!);
      expect(g.status().over).toBe(false);
    }
    g.play('Ng8');
    expect(g.status()).toEqual({ over: true, result: '1/2-1/2', reason: 'threefold-repetition', winner: null, points: { white: 0.5, black: 0.5 } });
  });

  it('threefold repetition: positions with different castling rights are different', () => {
    const g = new Game();
    // The rooks step out and back: the same pieces as at the start, but without the kingside rights.
    playAll(g, 'Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8');
    expect(g.fen()).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qq - 12 7');
    expect(g.status().over).toBe(false);
    playAll(g, 'Nf3');
    expect(g.status().over).toBe(false);
    playAll(g, 'Nf6'); // third time with Nf3/Nf6 and rights Qq
    expect(g.status().reason).toBe('threefold-repetition');
  });

  it('threefold repetition: the same placement with the other side to move is another position', () => {
    const g = new Game({ fen: '4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1' });
    playAll(g, 'Kd1 Kd8 Ke1 Ke8'); // Ke1/Ke8, White to move: second time
    // White loses a tempo by a triangle: Ke1/Ke8 again, but with Black to move (third placement, first position).
    playAll(g, 'Kd1 Kd8 Kd2 Ke8 Ke1');
    expect(g.status().over).toBe(false);
    playAll(g, 'Kd8 Kd1 Ke8 Ke1'); // Ke1/Ke8, Black to move: second time
    expect(g.status().over).toBe(false);
    playAll(g, 'Kd8 Kd1 Ke8 Ke1'); // third time
    expect(g.status()).toMatchObject({ over: true, reason: 'threefold-repetition' });
  });

  it('50-move rule: halfmove 99 and a quiet move draws', () => {
    const g = new Game({ fen: '4k3/8/8/8/8/8/8/R3K3 w - - 99 80' });
    expect(g.status().over).toBe(false);
    g.play('Ra2');
    expect(g.fen()).toBe('4k3/8/8/8/8/8/R7/4K3 b - - 100 80');
    expect(g.status()).toEqual({ over: true, result: '1/2-1/2', reason: 'fifty-moves', winner: null, points: { white: 0.5, black: 0.5 } });
  });

  it('50-move rule: a pawn move or a capture at halfmove 99 resets the clock', () => {
    const pawn = new Game({ fen: '4k3/8/8/8/8/8/P7/R3K3 w - - 99 80' });
    pawn.play('a3');
    expect(pawn.position.halfmove).toBe(0);
    expect(pawn.status().over).toBe(false);
    const capture = new Game({ fen: '4k3/8/8/8/8/8/n7/R3K3 w - - 99 80' });
    capture.play('Rxa2');
    expect(capture.position.halfmove).toBe(0);
    // K+R v K after the capture: ongoing (a rook can mate).
    expect(capture.status().over).toBe(false);
  });

  it('50-move rule: checkmate on the hundredth half-move is checkmate', () => {
    const g = new Game({ fen: 'k7/8/1K6/8/8/8/8/7R w - - 99 80' });
    expect(g.play('Rh8').san).toBe('Rh8#');
    expect(g.status().reason).toBe('checkmate');
    expect(g.status().winner).toBe('white');
  });

  it('a FEN with halfmove 100 is drawn at once', () => {
    expect(new Game({ fen: '4k3/8/8/8/8/8/8/R3K3 w - - 100 80' }).status().reason).toBe('fifty-moves');
  });

  describe('insufficient material', () => {
    const draw = { over: true, result: '1/2-1/2', reason: 'insufficient-material', winner: null, points: { white: 0.5, black: 0.5 } };
    it.each([
      ['K v K', '4k3/8/8/8/8/8/8/4K3 w - - 0 1'],
      ['KN v K', '4k3/8/8/8/8/8/8/4KN2 w - - 0 1'],
      ['K v KN', '4kn2/8/8/8/8/8/8/4K3 w - - 0 1'],
      ['KB v K', '4k3/8/8/8/8/8/8/2B1K3 w - - 0 1'],
      ['K v KB', '2b1k3/8/8/8/8/8/8/4K3 b - - 0 1'],
      ['KB v KB, bishops on dark squares (c1, f8)', '4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1'],
      ['KB v KB, bishops on light squares (f1, c8)', '2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1'],
      ['KBB v K, bishops on the same colour (c1, e3)', '4k3/8/8/8/8/4B3/8/2B1K3 w - - 0 1'],
    ])('%s is a draw', (_name, fen) => {
      expect(new Game({ fen }).status()).toEqual(draw);
    });
    it.each([
      ['KB v KB, bishops on opposite colours (c1 dark, c8 light)', '2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1'],
      ['KNN v K', '4k3/8/8/8/8/8/8/3NKN2 w - - 0 1'],
      ['KN v KN', '4kn2/8/8/8/8/8/8/4KN2 w - - 0 1'],
      ['KB v KN', '4kn2/8/8/8/8/8/8/2B1K3 w - - 0 1'],
      ['KP v K', '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1'],
      ['KR v K', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1'],
      ['KQ v K', '4k3/8/8/8/8/8/8/3QK3 w - - 0 1'],
    ])('%s is not', (_name, fen) => {
      expect(new Game({ fen }).status().over).toBe(false);
    });
    it('reached by capturing the last piece', () => {
      const g = new Game({ fen: '4k3/8/8/8/8/8/3q4/4K3 w - - 0 1' });
      expect(sans(g)).toEqual(['Kf1', 'Kxd2']);
      g.play('Kxd2');
      expect(g.status()).toEqual(draw);
    });
  });

  it('resignation and agreement', () => {
    const g = new Game();
    g.resign('white');
    expect(g.status()).toEqual({ over: true, result: '0-1', reason: 'resignation', winner: 'black', points: { white: 0, black: 1 } });
    const h = new Game();
    h.agreeDraw();
    expect(h.status()).toEqual({ over: true, result: '1/2-1/2', reason: 'agreement', winner: null, points: { white: 0.5, black: 0.5 } });
  });
});

describe('castling', () => {
  const BOTH = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';

  it('both ways, with the resulting FEN', () => {
    const g = new Game({ fen: BOTH });
    expect(sans(g)).toContain('O-O');
    expect(sans(g)).toContain('O-O-O');
    const info = g.play('O-O');
    expect(info).toMatchObject({ kind: 'castle', piece: 'K', from: 'e1', to: 'g1', san: 'O-O' });
    expect(g.fen()).toBe('r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1');
    g.play('O-O-O');
    expect(g.fen()).toBe('2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2');
  });

  it('rights: rook captured, king moved, rook moved', () => {
    const capture = new Game({ fen: BOTH });
    capture.play('Rxa8+');
    expect(capture.fen()).toBe('R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1');
    const king = new Game({ fen: BOTH });
    king.play('Ke2');
    expect(king.fen()).toBe('r3k2r/8/8/8/8/8/4K3/R6R b kq - 1 1');
    const rook = new Game({ fen: BOTH });
    rook.play('Rh2');
    expect(rook.fen()).toBe('r3k2r/8/8/8/8/8/7R/R3K3 b Qkq - 1 1');
    rook.play('Rb8');
    expect(rook.fen()).toBe('1r2k2r/8/8/8/8/8/7R/R3K3 w Qk - 2 2');
    // The king returning does not bring rights back.
    const back = new Game({ fen: BOTH });
    playAll(back, 'Kf1 Kf8 Ke1 Ke8');
    expect(back.fen()).toBe('r3k2r/8/8/8/8/8/8/R3K2R w - - 4 3');
    expect(sans(back)).not.toContain('O-O');
  });

  it('a rook captured on its square by a bishop removes the right', () => {
    const g = new Game({ fen: 'r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1' });
    g.play('Bxh1');
    expect(g.fen()).toBe('r3k2r/8/8/8/8/8/8/R3K2b w Qkq - 0 2');
  });

  it('not out of, through or into check; a rook may pass an attacked square', () => {
    const through = new Game({ fen: '4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1' });
    expect(sans(through)).not.toContain('O-O');
    expect(sans(through)).toContain('O-O-O');
    const into = new Game({ fen: '4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1' });
    expect(sans(into)).not.toContain('O-O');
    const queenside = new Game({ fen: '3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1' });
    expect(sans(queenside)).toContain('O-O');
    expect(sans(queenside)).not.toContain('O-O-O');
    const bFile = new Game({ fen: '1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1' });
    expect(sans(bFile)).toContain('O-O-O');
    const inCheck = new Game({ fen: '4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1' });
    expect(sans(inCheck)).not.toContain('O-O');
    expect(sans(inCheck)).not.toContain('O-O-O');
  });

  it('blocked by a piece between king and rook', () => {
    const g = new Game({ fen: 'r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1' });
    expect(sans(g)).not.toContain('O-O');
    expect(sans(g)).not.toContain('O-O-O');
    expect(() => g.play('O-O')).toThrow(ChessError);
  });
});

describe('en passant', () => {
  it('is offered right after the double step and written in the FEN', () => {
    const g = new Game({ fen: 'rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2' });
    g.play('d5');
    expect(g.fen()).toBe('rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3');
    const ep = g.legalMoves().find((m) => m.san === 'exd6')!;
    expect(ep).toMatchObject({ kind: 'en-passant', from: 'e5', to: 'd6', piece: 'P', captured: 'p' });
    g.play('exd6');
    expect(g.fen()).toBe('rnbqkbnr/ppp1pppp/3P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3');
  });

  it('is gone one move later', () => {
    const g = new Game({ fen: 'rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2' });
    playAll(g, 'd5 Nf3 Nf6');
    expect(sans(g)).not.toContain('exd6');
  });

  it('not when it would expose the king (pawns pinned along the rank)', () => {
    const g = new Game({ fen: '8/2p5/8/KP5r/8/8/8/7k b - - 0 1' });
    g.play('c5');
    expect(sans(g)).not.toContain('bxc6');
    // No legal capture, so no en-passant square in the FEN.
    expect(g.fen()).toBe('8/8/8/KPp4r/8/8/8/7k w - - 0 2');
    const e = thrown(() => g.play('bxc6'));
    expect(e.code).toBe('ERR_ILLEGAL_MOVE');
  });

  it('not when the capturing pawn is pinned diagonally', () => {
    // The white pawn on e5 shields the king on b2 from the bishop on h8 (b2-c3-d4-e5-f6-g7-h8).
    const g = new Game({ fen: '7b/3p4/8/4P3/8/8/1K6/7k b - - 0 1' });
    g.play('d5');
    expect(sans(g)).not.toContain('exd6');
    expect(g.fen()).toBe('7b/8/8/3pP3/8/8/1K6/7k w - - 0 2');
  });

  it('allowed when it removes the checking pawn', () => {
    const g = new Game({ fen: '8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1' });
    expect(g.status().over).toBe(false);
    expect(sans(g)).toContain('exd3');
    g.play('exd3');
    expect(g.fen()).toBe('8/8/8/2k5/8/3p4/8/4K3 w - - 0 2');
  });

  it('the FEN square is kept when a capture is legal', () => {
    const g = new Game({ fen: '8/2p5/8/1P5r/K7/8/8/7k b - - 0 1' });
    g.play('c5');
    expect(g.fen()).toBe('8/8/8/1Pp4r/K7/8/8/7k w - c6 0 2');
    expect(sans(g)).toContain('bxc6');
  });
});

describe('promotion', () => {
  it('to each piece', () => {
    const fen = '8/4P3/8/8/8/8/8/k6K w - - 0 1';
    const moves = new Game({ fen }).legalMoves().filter((m) => m.from === 'e7');
    expect(moves.map((m) => m.promotion).sort()).toEqual(['B', 'N', 'Q', 'R']);
    expect(moves.map((m) => m.san).sort()).toEqual(['e8=B', 'e8=N', 'e8=Q', 'e8=R']);
    for (const p of ['Q', 'R', 'B', 'N']) {
      const g = new Game({ fen });
      const info = g.play(`e8=${p}`);
      expect(info).toMatchObject({ piece: 'P', promotion: p, from: 'e7', to: 'e8', captured: null });
      expect(g.fen()).toBe(`4${p}3/8/8/8/8/8/8/k6K b - - 0 1`);
    }
  });

  it('with capture, by Black, and with check', () => {
    const g = new Game({ fen: '3r4/4P3/8/8/8/8/p7/k1K5 w - - 0 1' });
    const info = g.play('exd8=N');
    expect(info).toMatchObject({ captured: 'r', promotion: 'N', san: 'exd8=N' });
    const black = g.legalMoves().filter((m) => m.from === 'a2');
    // a1 is occupied by the black king: a2 pawn cannot move (b1 capture needs a piece there).
    expect(black).toEqual([]);
    const h = new Game({ fen: '4k3/8/8/8/8/8/p7/2K5 b - - 0 1' });
    expect(h.play('a1=Q+').san).toBe('a1=Q+');
    expect(h.fen()).toBe('4k3/8/8/8/8/8/8/q1K5 w - - 0 2');
  });
});

describe('undo, hashing and history', () => {
  const LINE = 'e4 d5 exd5 Nf6 Bb5+ c6 dxc6 Qb6 cxb7+ Kd8 bxa8=Q Qxb5 Nf3 Qxb2 O-O Qxa1 Qxb8 Kd7 Qxa7+';

  it('undo restores the FEN and the hash at every ply; incremental hash equals hash from scratch', () => {
    const g = new Game();
    const v = getVariant('chess');
    const fens: string[] = [g.fen()], hashes: number[] = [g.position.hash];
    for (const san of LINE.split(' ')) {
      g.play(san);
      fens.push(g.fen());
      hashes.push(g.position.hash);
      expect(parseFen(v, g.fen()).hash).toBe(g.position.hash);
    }
    for (let i = fens.length - 1; i > 0; i--) {
      expect(g.fen()).toBe(fens[i]);
      expect(g.position.hash).toBe(hashes[i]);
      const undone = g.undo();
      expect(undone).not.toBeNull();
    }
    expect(g.fen()).toBe(START);
    expect(g.position.hash).toBe(hashes[0]);
    expect(g.undo()).toBeNull();
  });

  it('undo covers castling, en passant and promotion', () => {
    const fen = 'r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1';
    const g = new Game({ fen });
    for (const san of ['exd6', 'O-O', 'bxa8=Q', 'Rxa8', 'O-O']) {
      const before = g.fen(), hash = g.position.hash;
      g.play(san);
      g.undo();
      expect(g.fen()).toBe(before);
      expect(g.position.hash).toBe(hash);
      g.play(san);
    }
    expect(g.fen()).toBe('r5k1/8/3P4/8/8/8/8/R4RK1 b - - 1 3');
  });

  it('undo after the end reopens the game', () => {
    const g = new Game();
    playAll(g, 'f3 e5 g4 Qh4#');
    expect(g.status().over).toBe(true);
    g.undo();
    expect(g.status().over).toBe(false);
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2');
  });

  it('history records each move in full', () => {
    const g = new Game();
    playAll(g, 'e4 d5 exd5 Qxd5 Nc3');
    expect(g.history.map((h) => h.san)).toEqual(['e4', 'd5', 'exd5', 'Qxd5', 'Nc3']);
    expect(g.history[0]).toMatchObject({ san: 'e4', coordinate: 'e2e4', color: 'white', kind: 'multi-step', from: 'e2', to: 'e4', piece: 'P', captured: null, promotion: null });
    expect(g.history[2]).toMatchObject({ san: 'exd5', color: 'white', kind: 'normal', from: 'e4', to: 'd5', piece: 'P', captured: 'p' });
    expect(g.history[3]).toMatchObject({ san: 'Qxd5', color: 'black', from: 'd8', to: 'd5', piece: 'Q', captured: 'P' });
    g.undo();
    expect(g.history.map((h) => h.san)).toEqual(['e4', 'd5', 'exd5', 'Qxd5']);
  });

  it('an illegal move leaves the game unchanged and names the ply', () => {
    const g = new Game();
    playAll(g, 'e4 e5');
    const before = g.fen();
    const e = thrown(() => g.play('Ke3'));
    expect(e.code).toBe('ERR_ILLEGAL_MOVE');
    expect(e.message).toContain('ply 3');
    expect(e.message).toContain('Ke3');
    expect(g.fen()).toBe(before);
    expect(g.history.length).toBe(2);
  });

  it('atPly rebuilds the game up to a ply', () => {
    const g = new Game();
    playAll(g, 'e4 e5 Nf3 Nc6');
    expect(g.atPly(2).fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    expect(g.atPly(0).fen()).toBe(START);
  });

  it('starts from a FEN', () => {
    const g = new Game({ fen: '4k3/8/8/8/8/8/4P3/4K3 b - - 5 40' });
    expect(g.turn).toBe('black');
    expect(g.startFen).toBe('4k3/8/8/8/8/8/4P3/4K3 b - - 5 40');
  });
});

