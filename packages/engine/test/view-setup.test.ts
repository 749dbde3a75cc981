/**
 * Positions from pieces (src/view/setup.ts): FENs built from named squares for board editors and
 * teaching diagrams, checked by the engine's FEN reader.
 */
import { describe, it, expect } from 'vitest';
import { Game, listVariants, pieceAt, pieceTargets, checkSquares, setupFen, lonePiecePosition, squareName } from '../src/index.js';
import { thrown } from './helpers.js';

describe('setupFen', () => {
  it('writes the FEN the engine writes for the pieces given', () => {
    expect(setupFen('chess', { pieces: [{ square: 'e1', letter: 'K', color: 'white' }, { square: 'e8', letter: 'k', color: 'black' }, { square: 'a2', letter: 'p', color: 'white' }] }))
      .toBe('4k3/8/8/8/8/8/P7/4K3 w - - 0 1');
    expect(setupFen('berserker', { pieces: [{ square: 'e1', letter: 'K', color: 'white' }, { square: 'e8', letter: 'K', color: 'black' }, { square: 'f3', letter: 'Z', color: 'white' }], turn: 'black', berserker: 't' }))
      .toBe('4k3/8/8/8/8/5Z2/8/4K3 b - - 0 1 t');
  });

  it('names what is wrong: a square off the board, a square given twice, a foreign letter, a field the FEN reader refuses', () => {
    const king = { square: 'e1', letter: 'K', color: 'white' } as const;
    expect(thrown(() => setupFen('chess', { pieces: [king, { square: 'i9', letter: 'k', color: 'black' }] })).code).toBe('ERR_SQUARE');
    expect(thrown(() => setupFen('chess', { pieces: [king, { square: 'e1', letter: 'k', color: 'black' }] })).message).toMatch(/e1 is given two pieces/);
    expect(thrown(() => setupFen('chess', { pieces: [king, { square: 'e8', letter: 'A', color: 'black' }] })).message).toMatch(/"A" is not a piece of Chess/);
    expect(thrown(() => setupFen('chess', { pieces: [king, { square: 'e8', letter: 'k', color: 'black' }], castling: 'K' })).code).toBe('ERR_FEN_CASTLING');
    // C8: a Berserker of a side whose opponent has not triggered.
    expect(thrown(() => setupFen('berserker', { pieces: [king, { square: 'e8', letter: 'k', color: 'black' }, { square: 'f3', letter: 'Z', color: 'white' }] })).code).toBe('ERR_FEN_BERSERKER');
  });
});

describe('lonePiecePosition', () => {
  it('for every piece of every variant: the piece alone on its square, no king in check, no king in its reach', () => {
    let checked = 0;
    for (const v of listVariants()) {
      for (const p of v.pieces) {
        const { fen, square } = lonePiecePosition(v.id, p.letter);
        const g = new Game({ variant: v.id, fen });
        expect(pieceAt(g, square), `${v.id} ${p.letter}`).toMatchObject({ letter: p.letter, color: 'white' });
        expect(checkSquares(g), `${v.id} ${p.letter}`).toEqual([]);
        const reach = new Set(pieceTargets(g, square).map((t) => t.square));
        for (const k of g.position.royals(1)) expect(reach.has(squareName(g, k)), `${v.id} ${p.letter}`).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('a pawn stands on its starting rank (so its first-move steps show), other pieces near the middle', () => {
    expect(lonePiecePosition('chess', 'P').square).toBe('d2');
    expect(lonePiecePosition('brawl', 'P').square).toBe('f3');
    expect(lonePiecePosition('chess', 'Q').square).toBe('d4');
  });
});
