/**
 * The presentation API's board view (src/view/board.ts): pieces as names, checks, the last move, whose
 * turn it is and who decides it, the situation sentence, Game of Pawns' hidden first move (C7, C13) and
 * material. Every expectation is worked out by hand from the rules spec and the positions named.
 */
import { describe, it, expect } from 'vitest';
import {
  Game, getVariant, boardView, pieceViews, pieceAt, squareName, squareIndex, hiddenPlies, blindFirstMoveGame,
  materialCount, pieceCounts, situationText, pieceDef,
} from '../src/index.js';
import { after, bz, gop, GOP_START, thrown } from './helpers.js';

const SEED2 = '1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3';


describe('boardView', () => {
  it('the start of Berserker Chess: 32 pieces by name, White to move and deciding, no last move', () => {
    const v = boardView(bz());
    expect(v.variant).toBe('berserker');
    expect([v.width, v.height]).toEqual([8, 8]);
    expect(v.pieces).toHaveLength(32);
    expect(v.pieces[0]).toEqual({ square: 'a1', index: 0, role: 'rook', letter: 'R', name: 'rook', color: 'white', berserker: false });
    expect(v.pieces.find((p) => p.square === 'e8')).toEqual({ square: 'e8', index: 60, role: 'king', letter: 'K', name: 'king', color: 'black', berserker: false });
    expect(v.turn).toBe('white');
    expect(v.controller).toBe('white');
    expect(v.placement).toBeNull();
    expect(v.checks).toEqual([]);
    expect(v.lastMove).toBeNull();
    expect(v.situation).toBe('White to move');
    expect(v.status.over).toBe(false);
  });

  it('after 1. e3 e5 (R3): the turn counts as White\'s but Black decides, placing White\'s Berserker', () => {
    const v = boardView(after('e3 e5'));
    expect(v.turn).toBe('white');
    expect(v.controller).toBe('black');
    expect(v.placement).toEqual({ kind: 'release', owner: 'white', controller: 'black' });
    expect(v.situation).toBe("Black places White's Berserker (release, R3)");
    expect(v.lastMove).toEqual({ from: 'e7', to: 'e5', fromIndex: 52, toIndex: 36, san: 'e5' });
  });

  it('after 2. Nb1=Z the knight on b1 is White\'s Berserker (letter Z, role berserker), and the release is the last move', () => {
    const g = after('e3 e5 Nb1=Z');
    expect(pieceAt(g, 'b1')).toEqual({ square: 'b1', index: 1, role: 'berserker', letter: 'Z', name: 'Berserker', color: 'white', berserker: true });
    expect(pieceAt(g, 6)).toMatchObject({ role: 'knight', letter: 'N', berserker: false });
    expect(boardView(g).lastMove).toEqual({ from: 'b1', to: 'b1', fromIndex: 1, toIndex: 1, san: 'Nb1=Z' });
    expect(boardView(g).situation).toBe('Black to move');
  });

  it('seed game 2: Black places White\'s captured Berserker (R4); the re-placement comes from off the board', () => {
    const g = after(SEED2);
    expect(pieceViews(g).some((p) => p.berserker && p.color === 'white')).toBe(false);
    expect(boardView(g).situation).toBe("Black places White's captured Berserker (R4)");
    expect(boardView(g).controller).toBe('black');
    g.play('Zf1');
    expect(boardView(g).lastMove).toEqual({ from: null, to: 'f1', fromIndex: null, toIndex: 5, san: 'Zf1' });
  });

  it('release=owner-marks: White marks one of Black\'s knights (R3)', () => {
    const v = boardView(after('e3 e5', { rules: 'release=owner-marks' }));
    expect(v.placement).toEqual({ kind: 'mark', owner: 'black', controller: 'white' });
    expect(v.controller).toBe('white');
    expect(v.situation).toBe("White marks one of Black's knights as Black's Berserker (R3)");
  });

  it('check and checkmate: the fool\'s mate names e1 and Black\'s win', () => {
    const g = after('f3 e5 g4 Qh4#', { variant: 'chess' });
    const v = boardView(g);
    expect(v.checks).toEqual(['e1']);
    expect(v.status).toMatchObject({ over: true, reason: 'checkmate', winner: 'black' });
    expect(v.situation).toBe('Checkmate: Black wins (1 point)');
    const check = after('e4 f5 Qh5+', { variant: 'chess' });
    expect(boardView(check).checks).toEqual(['e8']);
    expect(boardView(check).situation).toBe('Black to move, in check');
  });

  it('a Berserker checkmate (R9) says so, with its 2 points', () => {
    const g = bz('6k1/8/8/8/6z1/8/6PP/N5RK b - - 0 1 T');
    g.play('Zf2#');
    expect(boardView(g).situation).toBe('Checkmate: Black wins (Berserker checkmate, 2 points)');
    expect(boardView(g).checks).toEqual(['h1']);
  });

  it('R6: a placement waiting while its owner is in check is said to wait', () => {
    // White's captured Berserker waits (P), but White is in check from the rook on e8: White moves normally.
    const g = bz('4r1k1/8/8/8/8/8/8/4K3 w - - 0 1 tP');
    expect(boardView(g).placement).toBeNull();
    expect(situationText(g)).toBe('White to move, in check; the placement waits until White is out of check (R6)');
  });
});

describe('squares by name and index', () => {
  it('names and indexes on 8x8 and 12x12 boards (rank * width + file, a1 = 0)', () => {
    const chess = getVariant('chess'), brawl = getVariant('brawl');
    expect(squareName(chess, 28)).toBe('e4');
    expect(squareIndex(chess, 'e4')).toBe(28);
    expect(squareName(brawl, 143)).toBe('l12');
    expect(squareIndex(brawl, 'l12')).toBe(143);
    expect(squareIndex(new Game({ variant: 'brawl' }), 'a2')).toBe(12);
    expect(squareIndex(bz().position, 'h8')).toBe(63);
  });

  it('a square that is not on the board is a ChessError ERR_SQUARE naming the text', () => {
    const chess = getVariant('chess');
    for (const bad of ['i1', 'a9', 'e', 'E4', '']) {
      const e = thrown(() => squareIndex(chess, bad));
      expect(e.code).toBe('ERR_SQUARE');
      expect(e.message).toContain(`"${bad}"`);
    }
    expect(thrown(() => squareName(chess, 64)).code).toBe('ERR_SQUARE');
    expect(thrown(() => squareName(chess, -1)).code).toBe('ERR_SQUARE');
    expect(thrown(() => pieceAt(bz(), 'z9')).code).toBe('ERR_SQUARE');
  });

  it('pieceAt an empty square is null', () => {
    expect(pieceAt(bz(), 'e4')).toBeNull();
  });

  it('pieceDef gives a piece\'s definition by letter; a letter the variant lacks is a ChessError', () => {
    expect(pieceDef(bz(), 'z')).toMatchObject({ letter: 'Z', name: 'Berserker', betza: 'N', value: 3 });
    expect(pieceDef(getVariant('brawl'), 'A')).toMatchObject({ name: 'Amazon', value: 12 });
    expect(pieceDef(bz().position, 'K').royal).toBe(true);
    expect(thrown(() => pieceDef(getVariant('chess'), 'Z')).code).toBe('ERR_ARGS');
  });
});

describe('Game of Pawns: the first moves are announced together (C7, C13)', () => {
  it('while Black chooses its first move, White\'s first move is hidden and the blind game is the start with Black to move', () => {
    const g = gop();
    expect(hiddenPlies(g)).toBe(0);
    g.play('e4');
    expect(hiddenPlies(g)).toBe(1);
    const blind = blindFirstMoveGame(g)!;
    expect(blind.fen()).toBe('3nkn2/pppppppp/8/8/8/8/PPPPPPPP/3NKN2 b - - 0 1 -');
    expect(blind.history).toHaveLength(0);
    // Black's 16 pawn moves and four knight moves, none of them depending on White's e4.
    expect(blind.legalMoves()).toHaveLength(20);
    g.play('d5');
    expect(hiddenPlies(g)).toBe(0);
    expect(blindFirstMoveGame(g)).toBeNull();
  });

  it('C13: not from another position, and never in other variants', () => {
    const fromFen = gop('3nkn2/pppppppp/8/8/8/8/PPPPPPPP/3NK1N1 w - - 0 1');
    fromFen.play('e4');
    expect(hiddenPlies(fromFen)).toBe(0);
    expect(blindFirstMoveGame(fromFen)).toBeNull();
    const chess = after('e4');
    expect(hiddenPlies(chess)).toBe(0);
    expect(blindFirstMoveGame(chess)).toBeNull();
    const start = gop(GOP_START);
    start.play('e3');
    expect(hiddenPlies(start)).toBe(1);
  });
});

describe('material', () => {
  it('counts pieces by value with the Berserker as a knight, on the board or waiting to come back (R4)', () => {
    // 8 pawns + 2 knights (3) + 2 bishops (3.25) + 2 rooks (5) + queen (9) = 39.5
    expect(materialCount(bz(), 'white')).toBe(39.5);
    const g = after(SEED2);
    expect(materialCount(g, 'white')).toBe(39.5);
    expect(materialCount(g, 'black')).toBe(39.5);
    g.play('Zf1');
    g.play('fxe2');
    expect(materialCount(g, 'white')).toBe(36.25);
    expect(pieceCounts(g, 'white')).toEqual({ P: 8, N: 1, Z: 1, B: 1, R: 2, Q: 1, K: 1 });
  });
});
