/**
 * FEN read and write: round trips on every board size, and every class of malformed input, field by
 * field, rejected with a ChessError whose code names the class and whose message names the field.
 */
import { describe, it, expect } from 'vitest';
import { getVariant, parseFen, makeFen, ChessError, type ErrorCode } from '../src/index.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const BRAWL_START = 'dmsfcaqhfsmd/rnbjhkqcjbnr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RNBJHKQCJBNR/DMSFCAQHFSMD w KQkq - 0 1';

const roundTrip = (variant: string, fen: string) => makeFen(parseFen(getVariant(variant), fen));

/** Parses and returns the ChessError thrown; fails the test if the FEN is accepted or the error is of another kind. */
function fenError(fen: unknown, variant = 'chess'): ChessError {
  let caught: unknown;
  try {
    parseFen(getVariant(variant), fen as string);
  } catch (e) {
    caught = e;
  }
  if (caught === undefined) throw new Error(`FEN was accepted but should be rejected: ${String(fen)}`);
  expect(caught).toBeInstanceOf(ChessError);
  return caught as ChessError;
}

function expectFenError(fen: unknown, code: ErrorCode, field: string, variant = 'chess'): ChessError {
  const e = fenError(fen, variant);
  expect(e.code).toBe(code);
  expect(e.message).toContain(`FEN ${field}`);
  expect(e.where).toBe(`FEN ${field}`);
  // The message says more than the field: a readable reason follows.
  expect(e.message.length).toBeGreaterThan(`FEN ${field}: `.length + 5);
  return e;
}

describe('FEN round trips', () => {
  const CASES: Array<[string, string]> = [
    ['chess', START],
    ['chess', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'],
    ['chess', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'],
    ['chess', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1'],
    ['chess', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8'],
    ['chess', 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10'],
    // A playable en-passant square is kept.
    ['chess', 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3'],
    ['chess', 'rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b Qk d3 0 3'],
    ['chess', '4k3/8/8/8/8/8/8/4K3 b - - 99 123'],
    ['berolina', START],
    // Berolina: a black pawn on c5 that skipped d6, a white pawn on d5 ready to take it (straight onto d6).
    ['berolina', 'rnbqkbnr/pppp1ppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR w KQkq c5d6 0 3'],
    // Berolina: a white pawn on c4 that skipped d3, a black pawn on d4 ready to take it.
    ['berolina', 'rnbqkbnr/ppp1pppp/8/8/2Pp4/8/PPPP1PPP/RNBQKBNR b KQkq d3c4 0 3'],
    ['battle-of-the-kings', '8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1'],
    ['battle-of-the-kings', '8/pppppppp/8/8/4P3/8/PPPPNPPP/8 b - - 0 1'],
    ['battle-of-the-kings', 'kk6/8/8/8/8/8/8/KKQ5 w - - 0 1'],
    ['brawl', BRAWL_START],
    ['brawl', 'k11/12/12/12/12/12/12/12/12/12/12/10QK w - - 0 1'],
    ['brawl', '12/5k6/12/1A10/12/10s1/12/12/12/12/R4K5R/12 b Q - 17 40'],
  ];
  for (const [variant, fen] of CASES) {
    it(`${variant}: ${fen}`, () => {
      expect(roundTrip(variant, fen)).toBe(fen);
      // And the hash is a function of the position: parsing twice gives the same hash.
      const v = getVariant(variant);
      expect(parseFen(v, fen).hash).toBe(parseFen(v, roundTrip(variant, fen)).hash);
    });
  }

  it('accepts a four-field FEN and writes the clocks as 0 1', () => {
    expect(roundTrip('chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -')).toBe(START);
  });

  it('tolerates surrounding and repeated whitespace', () => {
    expect(roundTrip('chess', `  ${START.replace(/ /g, '   ')}  `)).toBe(START);
  });

  it('writes castling rights in canonical KQkq order', () => {
    expect(roundTrip('chess', 'r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1')).toBe('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(roundTrip('chess', 'r3k2r/8/8/8/8/8/8/R3K2R w kQ - 0 1')).toBe('r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1');
  });

  it('drops an en-passant square no pawn can use (the position is the same)', () => {
    const v = getVariant('chess');
    const withEp = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';
    const without = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    expect(makeFen(parseFen(v, withEp))).toBe(without);
    expect(parseFen(v, withEp).hash).toBe(parseFen(v, without).hash);
  });

  it('12x12: multi-digit empty runs are read and written (12, 11, 10)', () => {
    const v = getVariant('brawl');
    const fen = '12/k11/12/12/4P7/12/12/12/12/12/10KQ/12 w - - 0 1';
    const pos = parseFen(v, fen);
    expect(makeFen(pos)).toBe(fen);
    // a11 is square 10 * 12 + 0, k2 is 1 * 12 + 10, e8 is 7 * 12 + 4.
    expect(pos.board[10 * 12]).not.toBe(0);
    expect(pos.board[12 + 10]).not.toBe(0);
    expect(pos.board[12 + 11]).not.toBe(0);
    expect(pos.board[7 * 12 + 4]).not.toBe(0);
    expect(pos.board.filter((c) => c !== 0).length).toBe(4);
  });

  it('12x12: a Brawl triple step writes its en-passant square and reads it back', () => {
    const v = getVariant('brawl');
    // White pawn e3 -> e6 past black pawns on d5 and f6 (they may take on e4 and on e5).
    const pos = parseFen(v, '5k6/12/12/12/12/12/5p6/3p8/12/4P7/12/5K6 w - - 0 1');
    const move = pos.legalMoves().find((m) => (m & 255) === 2 * 12 + 4 && ((m >>> 8) & 255) === 5 * 12 + 4)!;
    expect(move).toBeDefined();
    pos.make(move);
    const fen = makeFen(pos);
    expect(fen).toBe('5k6/12/12/12/12/12/4Pp6/3p8/12/12/12/5K6 b - e4 0 1');
    const back = parseFen(v, fen);
    expect(makeFen(back)).toBe(fen);
    expect(back.hash).toBe(pos.hash);
    expect(back.legalMoves().sort()).toEqual(pos.legalMoves().sort());
  });
});

describe('FEN errors, field by field', () => {
  it('a non-string is a ChessError ERR_ARGS (a wrong type, issue 28), not a TypeError', () => {
    for (const bad of [42, null, undefined, {}]) {
      const e = fenError(bad);
      expect(e.code).toBe('ERR_ARGS');
    }
  });

  describe('field count (ERR_FEN_FIELDS)', () => {
    it.each([
      ['empty', ''],
      ['blank', '   '],
      ['board only', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'],
      ['three fields', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq'],
      ['seven fields', START + ' 7'],
      ['eight fields', START + ' - -'],
    ])('%s', (_name, fen) => {
      expectFenError(fen, 'ERR_FEN_FIELDS', 'fields');
    });

    it('Brawl (no Berserker) also refuses a seventh field', () => {
      expectFenError(BRAWL_START + ' -', 'ERR_FEN_FIELDS', 'fields', 'brawl');
    });
  });

  describe('board (ERR_FEN_BOARD)', () => {
    it.each([
      ['seven ranks', 'rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
      ['nine ranks', 'rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
      ['an empty rank', 'rnbqkbnr/pppppppp//8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
      ['rank too long by a digit run', 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
      ['rank too long: a piece after a full rank', 'rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
      ['rank too long: a piece after 8 empty squares', 'rnbqkbnr/pppppppp/8p/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
      ['rank too long: two kings past the end', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRKk w KQkq - 0 1'],
      ['rank too long: 4P4', 'rnbqkbnr/pppppppp/4P4/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
      ['rank too short', 'rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
      ['rank too short by a digit run', 'rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
      ['an empty run of 0', 'rnbqkbnr/pppp0pppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
      ['a zero-padded run (08)', 'rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
      ['unknown piece letter x', 'rnbqkbnr/pppppppp/8/8/3x4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
      ['a fairy letter in chess (A)', 'rnbqkbnr/pppppppp/8/8/3A4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
      ['a punctuation character', 'rnbqkbnr/pppppppp/8/8/3.4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
      ['white pawn on the first rank', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w Qkq - 0 1'],
      ['white pawn on the last rank', 'Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1'],
      ['black pawn on the first rank', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNp w Qkq - 0 1'],
      ['black pawn on the last rank', 'rnbqkbnp/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1'],
    ])('%s', (_name, fen) => {
      expectFenError(fen, 'ERR_FEN_BOARD', 'board');
    });

    it('names the unknown letter', () => {
      expect(expectFenError('rnbqkbnr/pppppppp/8/8/3x4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'ERR_FEN_BOARD', 'board').message).toContain('"x"');
    });

    it.each([
      ['12x12: 11 ranks', '12/12/12/12/12/12/12/12/12/12/5K5k w - - 0 1'],
      ['12x12: a run of 13', '13/5k6/12/12/12/12/12/12/12/12/12/5K6 w - - 0 1'],
      ['12x12: a rank of 13 squares ending in a run', '5k7/12/12/12/12/12/12/12/12/12/12/5K6 w - - 0 1'],
      ['12x12: a rank of 13 squares ending in a piece', '5k6K/12/12/12/12/12/12/12/12/12/12/12 w - - 0 1'],
      ['12x12: an 8x8 FEN', START],
    ])('%s (brawl)', (_name, fen) => {
      expectFenError(fen, 'ERR_FEN_BOARD', 'board', 'brawl');
    });

    it('a 12-square run on an 8x8 board', () => {
      expectFenError('rnbqkbnr/pppppppp/12/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'ERR_FEN_BOARD', 'board');
    });

    it('Brawl: pawns on the first or last rank', () => {
      expectFenError('5k6/12/12/12/12/12/12/12/12/12/12/P4K6 w - - 0 1', 'ERR_FEN_BOARD', 'board', 'brawl');
      expectFenError('5k5p/12/12/12/12/12/12/12/12/12/12/5K6 w - - 0 1', 'ERR_FEN_BOARD', 'board', 'brawl');
    });
  });

  describe('side to move (ERR_FEN_TURN)', () => {
    it.each(['x', 'W', 'B', 'white', '-', '0'])('"%s"', (turn) => {
      expectFenError(`rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR ${turn} KQkq - 0 1`, 'ERR_FEN_TURN', 'side to move');
    });
  });

  describe('castling (ERR_FEN_CASTLING)', () => {
    it.each([
      ['a bad character', START.replace('KQkq', 'KQkx')],
      ['digits', START.replace('KQkq', '12')],
      ['a right without its rook', '4k3/8/8/8/8/8/8/4K3 w K - 0 1'],
      ['a black right without its rook', 'r3k3/8/8/8/8/8/8/4K3 w k - 0 1'],
      ['a white right whose rook has gone', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1'],
      ['a repeated letter', START.replace('KQkq', 'KKQkq')],
      ['a repeated black letter', START.replace('KQkq', 'KQkqq')],
      ['a dash mixed in', START.replace('KQkq', 'KQ-')],
    ])('%s', (_name, fen) => {
      expectFenError(fen, 'ERR_FEN_CASTLING', 'castling');
    });

    it('Battle of the Kings has no castling', () => {
      expectFenError('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'ERR_FEN_CASTLING', 'castling', 'battle-of-the-kings');
    });
  });

  describe('en passant (ERR_FEN_EP)', () => {
    it.each([
      ['not a square', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e 0 1'],
      ['rank 9', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e9 0 1'],
      ['file z', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq z3 0 1'],
      ['off the 8x8 board (j3)', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq j3 0 1'],
      ['upper case', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq E3 0 1'],
      ['three squares', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3e4e5 0 1'],
      ['no pawn beyond it', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1'],
      ['the square itself occupied', 'rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1'],
      ['an enemy pawn beyond it', 'rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'],
      ['the wrong rank for the side to move', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1'],
      ['a rank no double step can skip', '4k3/8/8/8/4p3/8/8/4K3 w - e5 0 1'],
    ])('%s', (_name, fen) => {
      expectFenError(fen, 'ERR_FEN_EP', 'en passant');
    });

    it('Berolina: the two-square form must name an empty skipped square and the pawn', () => {
      // No black pawn on c5 (nor d6).
      expectFenError('rnbqkbnr/pppp1ppp/8/3P4/8/8/PPP1PPPP/RNBQKBNR w KQkq c5d6 0 3', 'ERR_FEN_EP', 'en passant', 'berolina');
      // Both squares empty.
      expectFenError('rnbqkbnr/pppp1ppp/8/8/8/8/PPP1PPPP/RNBQKBNR w KQkq c5d6 0 3', 'ERR_FEN_EP', 'en passant', 'berolina');
      // The pawn named is White's, but White is to move.
      expectFenError('rnbqkbnr/pppp1ppp/8/2P5/8/8/PPP1PPPP/RNBQKBNR w KQkq c5d6 0 3', 'ERR_FEN_EP', 'en passant', 'berolina');
    });
  });

  describe('clocks (ERR_FEN_HALFMOVE, ERR_FEN_FULLMOVE)', () => {
    it.each(['-1', 'x', '1.5', '+3', '1e2', '--'])('halfmove "%s"', (h) => {
      expectFenError(`rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ${h} 1`, 'ERR_FEN_HALFMOVE', 'halfmove clock');
    });
    it.each(['0', '-3', 'a', '2.0', '+1', '-'])('fullmove "%s"', (f) => {
      expectFenError(`rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 ${f}`, 'ERR_FEN_FULLMOVE', 'fullmove number');
    });
  });

  describe('kings (ERR_FEN_KINGS)', () => {
    it.each([
      ['no white king', '4k3/8/8/8/8/8/8/8 w - - 0 1'],
      ['no black king', '8/8/8/8/8/8/8/4K3 w - - 0 1'],
      ['no kings at all', '8/8/8/8/8/8/8/8 w - - 0 1'],
      ['two white kings', '4k3/8/8/8/8/8/8/K3K3 w - - 0 1'],
      ['two black kings', 'k3k3/8/8/8/8/8/8/4K3 w - - 0 1'],
    ])('%s', (_name, fen) => {
      expectFenError(fen, 'ERR_FEN_KINGS', 'board');
    });

    it('Brawl needs exactly one king per side too; Battle of the Kings takes any number', () => {
      expectFenError('12/12/12/12/12/12/12/12/12/12/12/5K6 w - - 0 1', 'ERR_FEN_KINGS', 'board', 'brawl');
      expect(roundTrip('battle-of-the-kings', '8/8/8/8/8/8/8/KK6 w - - 0 1')).toBe('8/8/8/8/8/8/8/KK6 w - - 0 1');
    });
  });

  describe('side not to move in check (ERR_FEN_CHECK)', () => {
    it('black in check with White to move', () => {
      expectFenError('4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1', 'ERR_FEN_CHECK', 'side to move');
    });
    it('white in check with Black to move', () => {
      expectFenError('4k3/8/8/8/8/3n4/8/4K3 b - - 0 1', 'ERR_FEN_CHECK', 'side to move');
    });
    it('the side to move may be in check', () => {
      expect(roundTrip('chess', '4k3/4Q3/8/8/8/8/8/4K3 b - - 0 1')).toBe('4k3/4Q3/8/8/8/8/8/4K3 b - - 0 1');
    });
    it('Brawl: an Amazon giving check by its knight leap', () => {
      expectFenError('12/5k6/12/4A7/12/12/12/12/12/12/5K6/12 w - - 0 1', 'ERR_FEN_CHECK', 'side to move', 'brawl');
    });
    it('Battle of the Kings: any king of the side not to move', () => {
      expectFenError('k6k/8/8/8/8/8/8/K6R w - - 0 1', 'ERR_FEN_CHECK', 'side to move', 'battle-of-the-kings');
    });
  });
});
