/**
 * Strict readers (issue 17): what the FEN and SAN readers used to accept and should name as wrong —
 * castling rights without king and rook on their home squares, a capture mark on a non-capture, stray
 * letters and digits, marks in the wrong place — while the tolerance players rely on stays.
 */
import { describe, it, expect } from 'vitest';
import { getVariant, parseFen, makeFen } from '../src/index.js';
import { Game } from '../src/game.js';
import { parseMove, makeSan } from '../src/san.js';
import { fenError, playError, after } from './helpers.js';

const CHESS_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const BRAWL_OPEN = 'dmsfcaqhfsmd/r4k5r/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/R4K5R/DMSFCAQHFSMD w KQkq - 0 1';

describe('castling rights need the king and the rook on their home squares', () => {
  it.each([
    ['chess', '4k3/8/8/8/4K2R/8/8/8 w K - 0 1', /e4.*e1/],
    ['berserker', '4k3/8/8/8/4K2R/8/8/8 w K - 0 1', /e4.*e1/],
    ['berolina', '4k3/8/8/8/4K2R/8/8/8 w K - 0 1', /e4.*e1/],
    ['chess', '4k3/8/8/8/8/8/8/5K1R w K - 0 1', /f1.*e1/],
    ['chess', '4k3/8/8/8/8/8/8/4K1R1 w K - 0 1', /g1.*h1/],
    ['chess', '1r2k3/8/8/8/8/8/8/4K3 w q - 0 1', /b8.*a8/],
    ['chess', '4k3/8/8/8/8/8/8/4K1R1 w G - 0 1', /g1.*h1/],
    ['brawl', BRAWL_OPEN.replace('R4K5R', 'R5K4R'), /g2.*f2/],
    ['brawl', BRAWL_OPEN.replace('R4K5R', 'R4K4R1'), /k2.*l2/],
  ])('%s: %s', (variant, fen, message) => {
    const err = fenError(fen, undefined, variant);
    expect(err.code).toBe('ERR_FEN_CASTLING');
    expect(err.where).toBe('FEN castling');
    expect(err.message).toMatch(message);
  });

  it('Game of Pawns starts without rooks, so no castling right is ever possible (even for promoted rooks)', () => {
    const err = fenError('3nkn2/pppppppp/8/8/8/8/PPPPPPPP/R2NKN1R w KQ - 0 1', undefined, 'game-of-pawns');
    expect(err.code).toBe('ERR_FEN_CASTLING');
    expect(err.message).toMatch(/Game of Pawns.*no white rook/);
  });

  it('home squares are read: KQkq, rook-file letters for the same rooks, and Brawl\'s rank 2', () => {
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    expect(makeFen(parseFen(getVariant('chess'), fen))).toBe(fen);
    expect(makeFen(parseFen(getVariant('chess'), 'r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1'))).toBe(fen);
    expect(makeFen(parseFen(getVariant('brawl'), BRAWL_OPEN))).toBe(BRAWL_OPEN);
    expect(makeFen(parseFen(getVariant('berserker'), CHESS_START + ' -'))).toBe(CHESS_START + ' -');
  });
});

describe('SAN: a capture mark on a move that captures nothing is an error', () => {
  it.each([
    ['Nxf3', /f3 is empty.*Nf3/],
    ['Ng1xf3', /f3 is empty.*Nf3/],
    ['N:f3', /f3 is empty.*Nf3/],
    ['exe3', /e3 is empty.*e3/],
    ['e2xe4', /e4 is empty.*e4/],
  ])('%s', (text, message) => {
    const err = playError(new Game(), text);
    expect(err.code).toBe('ERR_SAN');
    expect(err.message).toMatch(message);
  });

  it('placements never capture (C9): Zxg1, Nxb1=Z', () => {
    const place = after('1. e3 e5 2. Ng1=Z d5 3. Be2 e4 4. Zf3 exf3');
    expect(playError(place, 'Zxf1').message).toMatch(/placement never captures.*Zf1/);
    const release = after('e3 e5');
    expect(playError(release, 'Nxb1=Z').message).toMatch(/release never captures/);
  });
});

describe('SAN: stray letters and digits are errors that say what is wrong', () => {
  const PLACE = 'rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPPPPPP/RNBQKB1R w KQkq - 0 2 tP';

  it.each([
    [CHESS_START, '2xe4', /file.*rank/],
    [CHESS_START, '2e4', /file.*rank/],
    [CHESS_START, 'P2e4', /file.*rank/],
    [CHESS_START, 'Nf3=Q', /only a pawn promotes.*"Q"/],
    [CHESS_START, 'Nf3Q', /only a pawn promotes.*"Q"/],
    [PLACE, 'Zg1B', /only a pawn promotes.*"B" after g1/],
    [PLACE, 'Zg1=Q', /only a pawn promotes.*"Q" after g1/],
    ['8/4P3/8/8/8/8/8/k6K w - - 0 1', 'e8=Z', /never promotes to the Berserker/],
    [CHESS_START, 'e4+#', /check mark.*once/],
    [CHESS_START, 'Nf3!!?+', /check mark.*once/],
  ])('%s: %s', (fen, text, message) => {
    const variant = fen === PLACE ? 'berserker' : 'chess';
    const p = parseFen(getVariant(variant), fen);
    let err: unknown = null;
    try { parseMove(p, text); } catch (e) { err = e; }
    expect(err, `${text} should be rejected`).toMatchObject({ code: 'ERR_SAN' });
    expect((err as Error).message).toContain(text);
    expect((err as Error).message).toMatch(message);
  });

  it('a promotion letter off the last rank says where pawns promote', () => {
    const err = playError(new Game(), 'e4=Q');
    expect(err.code).toBe('ERR_ILLEGAL_MOVE');
    expect(err.message).toMatch(/last rank/);
  });
});

describe('SAN: the tolerance players rely on stays', () => {
  it.each([
    ['3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1', 'e8Q', 'e8=Q+'],
    ['r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', '0-0', 'O-O'],
    ['r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3', 'Ne5', 'Nxe5'],
    ['r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3', 'Bb5+!', 'Bb5'],
    ['r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3', 'Bb5!?', 'Bb5'],
    ['rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3', 'exd6 e.p.', 'exd6'],
    ['rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3', 'exd6+ e.p.', 'exd6'],
    ['5k2/8/8/8/8/8/8/4K2R w K - 0 1', 'O-O', 'O-O+'],
  ])('%s: %s reads as %s', (fen, text, san) => {
    const p = parseFen(getVariant('chess'), fen);
    expect(makeSan(p, parseMove(p, text))).toBe(san);
  });

  it('a release written Nb1Z (no =), and the check mark left off a placement that checks', () => {
    expect(after('e3 e5').play('Nb1Z').san).toBe('Nb1=Z');
    // Every empty square of ranks 1-3 attacks a black piece; on the fallback g1 checks the king on h3.
    const g = new Game({ variant: 'berserker', fen: '8/8/8/4p3/2p5/1pp3pk/PPPPPPRP/4K3 w - - 0 1 tP' });
    expect(g.play('Zg1').san).toBe('Zg1+');
  });
});
