/**
 * MoveInfo says what a move does in words a page can use without reading SAN: check or mate, and the
 * side a castling move goes to (the element's spoken move descriptions use these).
 */
import { describe, it, expect } from 'vitest';
import { Game } from '../src/index.js';

describe('MoveInfo.check and MoveInfo.castle', () => {
  it('a quiet move, a check and a mate', () => {
    const g = new Game({ variant: 'chess' });
    expect(g.play('f3').check).toBeNull();
    g.play('e5');
    g.play('g4');
    expect(g.play('Qh4').check).toBe('checkmate');
    const c = new Game({ variant: 'chess', fen: '4k3/8/8/8/8/8/8/R3K3 w - - 0 1' });
    expect(c.play('Ra8').check).toBe('check');
  });

  it('castling toward the h-file is kingside, toward the a-file queenside; other moves are neither', () => {
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    expect(new Game({ variant: 'chess', fen }).play('O-O').castle).toBe('kingside');
    expect(new Game({ variant: 'chess', fen }).play('O-O-O').castle).toBe('queenside');
    expect(new Game({ variant: 'chess', fen }).play('Kf1').castle).toBeNull();
  });

  it('a Berserker placement that gives check says so (C6)', () => {
    // threat=none: Black places White's released knight anywhere on White's rank 1; from c1 it checks d3.
    const g = new Game({ variant: 'berserker', rules: 'threat=none', fen: '8/8/8/8/8/3k4/8/1N2K3 w - - 0 1 tR' });
    const moves = g.legalMoves();
    expect(moves.find((m) => m.to === 'c1')!.check).toBe('check');
    expect(moves.find((m) => m.to === 'b1')!.check).toBeNull();
  });
});
