/**
 * The seed variants, rule by rule: Brawl Chess (12x12, fairy pieces, triple steps, long castling),
 * Berolina (diagonal pawns, two-square en-passant field) and Battle of the Kings (spawn chain, several
 * kings, no draws). Expected values are worked out by hand from the rules, not read from the engine.
 */
import { describe, it, expect } from 'vitest';
import { thrown, fenOf } from './helpers.js';
import { getVariant, parseFen, makeFen, ChessError } from '../src/index.js';
import { Game, type MoveInfo } from '../src/game.js';

const from = (g: Game, sq: string): MoveInfo[] => g.legalMoves().filter((m) => m.from === sq);
const targets = (g: Game, sq: string): string[] => from(g, sq).map((m) => m.to).sort();
const sans = (g: Game): string[] => g.legalMoves().map((m) => m.san);


// ================================================================================================
// Brawl Chess
// ================================================================================================

const BRAWL_START = 'dmsfcaqhfsmd/rnbjhkqcjbnr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RNBJHKQCJBNR/DMSFCAQHFSMD w KQkq - 0 1';

describe('Brawl Chess: piece moves on an empty 12x12 board', () => {
  /*
   * Counts by hand. On 12x12 a rook always has 11 + 11 = 22 squares. A bishop's four diagonals from
   * f6 (file 5, rank 5, 0-based) are min(6,6) + min(5,5) + min(6,5) + min(5,6) = 6 + 5 + 5 + 5 = 21;
   * from a6: up-right b7..g12 = 6, down-right b5..f1 = 5, so 11; from a1: the long diagonal, 11.
   * Knight: f6 8, a6 4 (b8 b4 c7 c5), a1 2 (b3 c2). Wazir W: 4 / 3 / 2. Ferz F: 4 / 2 / 1. King: 8 / 5 / 3.
   * Compounds add up since their parts never share a square:
   *   Q = R+B 43/33/33, A = Q+N 51/37/35, S = R+N+F 34/28/25, F = B+N+W 33/18/15, C = R+N 30/26/24,
   *   H = B+N 29/15/13, D = R+F 26/24/23, M = B+W 25/14/13, J = K+N 16/9/5.
   * The two kings stand on k3 and i11: on no line or leap from f6, a6 or a1.
   */
  const EXPECTED: Record<string, { f6: number; a6: number; a1: number; yes: string[]; no: string[] }> = {
    K: { f6: 8, a6: 5, a1: 3, yes: ['e5', 'g7', 'f7'], no: ['h6', 'f8'] },
    Q: { f6: 43, a6: 33, a1: 33, yes: ['f12', 'f1', 'a6', 'l6', 'l12', 'a1', 'k1', 'a11'], no: ['g8', 'h7'] },
    R: { f6: 22, a6: 22, a1: 22, yes: ['f12', 'f1', 'a6', 'l6'], no: ['g7', 'h7'] },
    B: { f6: 21, a6: 11, a1: 11, yes: ['l12', 'a1', 'k1', 'a11'], no: ['f7', 'h7'] },
    N: { f6: 8, a6: 4, a1: 2, yes: ['g8', 'h7', 'd5', 'e4'], no: ['g7', 'f7', 'h8'] },
    A: { f6: 51, a6: 37, a1: 35, yes: ['l12', 'f12', 'g8', 'h5', 'a1'], no: ['h9', 'i7'] },
    S: { f6: 34, a6: 28, a1: 25, yes: ['g7', 'e5', 'h7', 'g8', 'f12', 'l6'], no: ['h8', 'l12', 'i9'] },
    F: { f6: 33, a6: 18, a1: 15, yes: ['f7', 'e6', 'l12', 'h7', 'a1'], no: ['f8', 'h6', 'f12'] },
    C: { f6: 30, a6: 26, a1: 24, yes: ['f12', 'h7', 'l6'], no: ['g7', 'l12'] },
    H: { f6: 29, a6: 15, a1: 13, yes: ['l12', 'h7', 'g7'], no: ['f7', 'f12'] },
    D: { f6: 26, a6: 24, a1: 23, yes: ['g7', 'e5', 'f12', 'a6'], no: ['h8', 'h7'] },
    M: { f6: 25, a6: 14, a1: 13, yes: ['f7', 'g6', 'l12', 'a1'], no: ['f8', 'h7'] },
    J: { f6: 16, a6: 9, a1: 5, yes: ['g7', 'f7', 'h7', 'e8'], no: ['h8', 'f8', 'h6'] },
  };
  const EDGE_CORNER: Record<string, { a6: string[]; a1: string[] }> = {
    K: { a6: ['a7', 'b7', 'b6', 'b5', 'a5'], a1: ['a2', 'b2', 'b1'] },
    N: { a6: ['b4', 'b8', 'c5', 'c7'], a1: ['b3', 'c2'] },
    J: { a6: ['a5', 'a7', 'b4', 'b5', 'b6', 'b7', 'b8', 'c5', 'c7'], a1: ['a2', 'b1', 'b2', 'b3', 'c2'] },
  };

  /** The piece alone with the two kings; `black` puts a black piece (and Black to move) there instead. */
  function board(letter: string, sq: string, black = false): Game {
    const own = (l: string) => (black ? l.toLowerCase() : l);
    const pieces: Record<string, string> = { i11: black ? 'K' : 'k' };
    if (letter !== 'K') pieces.k3 = own('K');
    pieces[sq] = own(letter);
    return new Game({ variant: 'brawl', fen: fenOf(pieces, `${black ? 'b' : 'w'} - - 0 1`) });
  }

  for (const [letter, e] of Object.entries(EXPECTED)) {
    it(`${letter}: ${e.f6} from f6, ${e.a6} from a6, ${e.a1} from a1`, () => {
      const centre = targets(board(letter, 'f6'), 'f6');
      expect(centre).toHaveLength(e.f6);
      expect(centre).toEqual(expect.arrayContaining(e.yes.filter((s) => s !== 'f6')));
      for (const s of e.no) expect(centre).not.toContain(s);
      expect(targets(board(letter, 'a6'), 'a6')).toHaveLength(e.a6);
      expect(targets(board(letter, 'a1'), 'a1')).toHaveLength(e.a1);
      if (EDGE_CORNER[letter]) {
        expect(targets(board(letter, 'a6'), 'a6')).toEqual(EDGE_CORNER[letter]!.a6.sort());
        expect(targets(board(letter, 'a1'), 'a1')).toEqual(EDGE_CORNER[letter]!.a1.sort());
      }
    });

    it(`${letter}: a black one moves the same (f6, a6, a1)`, () => {
      expect(targets(board(letter, 'f6', true), 'f6')).toHaveLength(e.f6);
      expect(targets(board(letter, 'a6', true), 'a6')).toHaveLength(e.a6);
      expect(targets(board(letter, 'a1', true), 'a1')).toHaveLength(e.a1);
    });
  }

  it('Amazon from a1: a12, l1, l12 by riding, b3 and c2 by leaping', () => {
    const t = targets(board('A', 'a1'), 'a1');
    expect(t).toEqual(expect.arrayContaining(['a12', 'l1', 'l12', 'b3', 'c2', 'b2', 'a2', 'b1']));
    expect(t).not.toContain('b4');
  });

  it('Freemason and Missionary add the four W steps to the bishop', () => {
    expect(targets(board('M', 'f6'), 'f6')).toEqual(expect.arrayContaining(['f7', 'e6', 'g6', 'f5']));
    expect(targets(board('F', 'f6'), 'f6')).toEqual(expect.arrayContaining(['f7', 'e6', 'g6', 'f5']));
  });

  it('riders are blocked, leaps are not', () => {
    // Sailor on f6 with own pawns on f7 and g7: the rook ray north is cut, the ferz step to g7 is gone,
    // a capture on f5 ends the south ray.
    const g = new Game({ variant: 'brawl', fen: fenOf({ f6: 'D', f7: 'P', g7: 'P', f5: 'n', k3: 'K', i11: 'k' }, 'w - - 0 1') });
    const t = targets(g, 'f6');
    expect(t).not.toContain('f7');
    expect(t).not.toContain('f8');
    expect(t).not.toContain('g7');
    expect(t).toContain('f5');
    expect(t).not.toContain('f4');
    expect(t).toHaveLength(26 - 6 /* f7..f12 */ - 1 /* g7 */ - 4 /* f4..f1 */);
    // A Judge hemmed in by its own pawns all round still leaps as a knight.
    const ring: Record<string, string> = { k3: 'K', i11: 'k', f6: 'J' };
    for (const s of ['e5', 'e6', 'e7', 'f5', 'f7', 'g5', 'g6', 'g7']) ring[s] = 'P';
    const j = new Game({ variant: 'brawl', fen: fenOf(ring, 'w - - 0 1') });
    expect(targets(j, 'f6')).toEqual(['d5', 'd7', 'e4', 'e8', 'g4', 'g8', 'h5', 'h7']);
  });

  it('pawns: one step, or up to three from their start rank; never past a piece', () => {
    const g = new Game({ variant: 'brawl', fen: fenOf({ f3: 'P', a3: 'P', c4: 'P', h3: 'P', h5: 'n', j3: 'P', j6: 'n', k3: 'K', i11: 'k' }, 'w - - 0 1') });
    expect(targets(g, 'f3')).toEqual(['f4', 'f5', 'f6']);
    expect(targets(g, 'a3')).toEqual(['a4', 'a5', 'a6']);
    expect(targets(g, 'c4')).toEqual(['c5']);
    expect(targets(g, 'h3')).toEqual(['h4']);
    expect(targets(g, 'j3')).toEqual(['j4', 'j5']);
    const b = new Game({ variant: 'brawl', fen: fenOf({ f10: 'p', g9: 'N', k3: 'K', i11: 'k' }, 'b - - 0 1') });
    expect(targets(b, 'f10')).toEqual(['f7', 'f8', 'f9', 'g9'].sort());
  });
});

describe('Brawl Chess: castling on rank 2, three squares', () => {
  const OPEN = 'dmsfcaqhfsmd/r4k5r/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/R4K5R/DMSFCAQHFSMD w KQkq - 0 1';

  it('both ways for White: king three squares over, rook on the square it crossed', () => {
    const g = new Game({ variant: 'brawl', fen: OPEN });
    expect(sans(g)).toContain('O-O');
    expect(sans(g)).toContain('O-O-O');
    const short = new Game({ variant: 'brawl', fen: OPEN });
    expect(short.play('O-O')).toMatchObject({ kind: 'castle', piece: 'K', from: 'f2', to: 'i2' });
    expect(short.fen()).toBe('dmsfcaqhfsmd/r4k5r/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/R6RK3/DMSFCAQHFSMD b kq - 1 1');
    const long = new Game({ variant: 'brawl', fen: OPEN });
    expect(long.play('O-O-O')).toMatchObject({ kind: 'castle', piece: 'K', from: 'f2', to: 'c2' });
    expect(long.fen()).toBe('dmsfcaqhfsmd/r4k5r/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/2KR7R/DMSFCAQHFSMD b kq - 1 1');
  });

  it('both ways for Black', () => {
    const g = new Game({ variant: 'brawl', fen: OPEN.replace(' w ', ' b ') });
    expect(sans(g)).toEqual(expect.arrayContaining(['O-O', 'O-O-O']));
    g.play('O-O');
    expect(g.fen()).toBe('dmsfcaqhfsmd/r6rk3/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/R4K5R/DMSFCAQHFSMD w KQ - 1 2');
    const h = new Game({ variant: 'brawl', fen: OPEN.replace(' w ', ' b ') });
    h.play('O-O-O');
    expect(h.fen()).toBe('dmsfcaqhfsmd/2kr7r/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/R4K5R/DMSFCAQHFSMD w KQ - 1 2');
  });

  it('read as 0-0, 0-0-0 and as king coordinates', () => {
    const g = new Game({ variant: 'brawl', fen: OPEN });
    expect(g.play('0-0').san).toBe('O-O');
    const h = new Game({ variant: 'brawl', fen: OPEN });
    expect(h.play('f2c2').san).toBe('O-O-O');
    const k = new Game({ variant: 'brawl', fen: OPEN });
    expect(k.play('f2i2').san).toBe('O-O');
  });

  it('not from the start position, and not while any square between king and rook is occupied', () => {
    const start = new Game({ variant: 'brawl' });
    expect(start.fen()).toBe(BRAWL_START);
    expect(sans(start)).not.toContain('O-O');
    expect(sans(start)).not.toContain('O-O-O');
    // A knight on k2 (crossed only by the rook) stops O-O; one on b2 stops O-O-O.
    const k2 = new Game({ variant: 'brawl', fen: OPEN.replace('R4K5R/', 'R4K4NR/') });
    expect(sans(k2)).not.toContain('O-O');
    expect(sans(k2)).toContain('O-O-O');
    const b2 = new Game({ variant: 'brawl', fen: OPEN.replace('R4K5R/', 'RN3K5R/') });
    expect(sans(b2)).toContain('O-O');
    expect(sans(b2)).not.toContain('O-O-O');
  });

  describe('not out of, through or into check', () => {
    // Black king on b12; a black rook on rank 10 attacks one square of rank 2 down its file.
    const withRookOn = (file: string) => new Game({ variant: 'brawl', fen: fenOf({ b12: 'k', [`${file}10`]: 'r', f2: 'K', a2: 'R', l2: 'R' }, 'w KQ - 0 1') });
    it.each([
      ['f', false, false, 'king in check'],
      ['g', false, true, 'g2 crossed by the king'],
      ['h', false, true, 'h2 crossed by the king (the rook lands there)'],
      ['i', false, true, 'i2 the king lands on'],
      ['j', true, true, 'j2 crossed by the rook only'],
      ['k', true, true, 'k2 crossed by the rook only'],
      ['e', true, false, 'e2 crossed by the king'],
      ['d', true, false, 'd2 crossed by the king (the rook lands there)'],
      ['c', true, false, 'c2 the king lands on'],
      ['b', true, true, 'b2 crossed by the rook only'],
    ])('attacked %s-file: O-O %s, O-O-O %s (%s)', (file, short, long) => {
      const s = sans(withRookOn(file));
      expect(s.some((x) => x.startsWith('O-O') && !x.startsWith('O-O-O'))).toBe(short);
      expect(s.some((x) => x.startsWith('O-O-O'))).toBe(long);
    });
  });

  it('rights: lost when the king or a rook moves, or a rook is captured', () => {
    const king = new Game({ variant: 'brawl', fen: OPEN });
    king.play('Kg2');
    expect(king.fen().split(' ')[2]).toBe('kq');
    const rook = new Game({ variant: 'brawl', fen: OPEN });
    rook.play('Rk2');
    expect(rook.fen().split(' ')[2]).toBe('Qkq');
    const captured = new Game({ variant: 'brawl', fen: fenOf({ b12: 'k', f2: 'K', a2: 'R', l2: 'R', l5: 'c' }, 'b KQ - 0 1') });
    captured.play('Cxl2');
    expect(captured.fen().split(' ')[2]).toBe('Q');
  });
});

describe('Brawl Chess: triple step and en passant', () => {
  // White pawn e3; black pawns on d5 (takes on e4) and f6 (takes on e5).
  const FEN = fenOf({ f12: 'k', f1: 'K', e3: 'P', d5: 'p', f6: 'p' }, 'w - - 0 1');

  it('the triple step opens en passant onto either skipped square', () => {
    const g = new Game({ variant: 'brawl', fen: FEN });
    expect(from(g, 'e3').map((m) => [m.to, m.kind])).toEqual(expect.arrayContaining([['e4', 'normal'], ['e5', 'multi-step'], ['e6', 'multi-step']]));
    g.play('e6');
    expect(g.fen()).toBe(fenOf({ f12: 'k', f1: 'K', e6: 'P', d5: 'p', f6: 'p' }, 'b - e4 0 1'));
    const ep = g.legalMoves().filter((m) => m.kind === 'en-passant');
    expect(ep.map((m) => `${m.from}${m.to}`).sort()).toEqual(['d5e4', 'f6e5']);
    for (const m of ep) expect(m.captured).toBe('P');
  });

  it('en passant onto the first skipped square removes the pawn', () => {
    const g = new Game({ variant: 'brawl', fen: FEN });
    g.play('e6');
    expect(g.play('dxe4').kind).toBe('en-passant');
    expect(g.fen()).toBe(fenOf({ f12: 'k', f1: 'K', e4: 'p', f6: 'p' }, 'w - - 0 2'));
  });

  it('en passant onto the second skipped square removes the pawn', () => {
    const g = new Game({ variant: 'brawl', fen: FEN });
    g.play('e6');
    expect(g.play('fxe5').kind).toBe('en-passant');
    expect(g.fen()).toBe(fenOf({ f12: 'k', f1: 'K', e5: 'p', d5: 'p' }, 'w - - 0 2'));
  });

  it('after a double step: en passant on the skipped square; the pawn beside it takes normally', () => {
    const g = new Game({ variant: 'brawl', fen: FEN });
    g.play('e5');
    expect(g.fen().split(' ')[3]).toBe('e4');
    const caps = g.legalMoves().filter((m) => m.captured === 'P');
    expect(caps.map((m) => [m.san, m.kind]).sort()).toEqual([['dxe4', 'en-passant'], ['fxe5', 'normal']]);
  });

  it('only on the very next move', () => {
    const g = new Game({ variant: 'brawl', fen: FEN });
    for (const m of ['e6', 'Kf11', 'Kf2']) g.play(m);
    expect(g.legalMoves().some((m) => m.kind === 'en-passant')).toBe(false);
  });

  it('Black triple-steps too, and White takes on either skipped square', () => {
    const g = new Game({ variant: 'brawl', fen: fenOf({ f12: 'k', f1: 'K', g10: 'p', f7: 'P', h8: 'P' }, 'b - - 0 1') });
    expect(targets(g, 'g10')).toEqual(['g7', 'g8', 'g9']);
    g.play('g7');
    expect(g.fen().split(' ')[3]).toBe('g9');
    const ep = g.legalMoves().filter((m) => m.kind === 'en-passant').map((m) => `${m.from}${m.to}`).sort();
    expect(ep).toEqual(['f7g8', 'h8g9']);
    g.play('hxg9');
    expect(g.fen()).toBe(fenOf({ f12: 'k', f1: 'K', g9: 'P', f7: 'P' }, 'b - - 0 2'));
  });

  it('the en-passant state survives a FEN round trip', () => {
    const g = new Game({ variant: 'brawl', fen: FEN });
    g.play('e6');
    const again = new Game({ variant: 'brawl', fen: g.fen() });
    expect(again.legalMoves().map((m) => m.san).sort()).toEqual(g.legalMoves().map((m) => m.san).sort());
  });
});

describe('Brawl Chess: promotion and outcomes', () => {
  const LETTERS = ['A', 'B', 'C', 'D', 'F', 'H', 'J', 'M', 'N', 'Q', 'R', 'S'];

  it('a pawn promotes on rank 12 to any of the twelve non-royal pieces of the setup', () => {
    const g = new Game({ variant: 'brawl', fen: fenOf({ i10: 'k', f1: 'K', b11: 'P' }, 'w - - 0 1') });
    const promos = from(g, 'b11');
    expect(promos.map((m) => m.promotion).sort()).toEqual(LETTERS);
    expect(promos.every((m) => m.to === 'b12')).toBe(true);
    g.play('b12=S');
    expect(g.fen()).toBe(fenOf({ i10: 'k', f1: 'K', b12: 'S' }, 'b - - 0 1'));
  });

  it('by capture, and for Black on rank 1', () => {
    const g = new Game({ variant: 'brawl', fen: fenOf({ i10: 'k', l5: 'K', b11: 'P', a12: 'd', c12: 'j' }, 'w - - 0 1') });
    expect(from(g, 'b11')).toHaveLength(36);
    const b = new Game({ variant: 'brawl', fen: fenOf({ i10: 'k', l5: 'K', c2: 'p' }, 'b - - 0 1') });
    expect(from(b, 'c2').map((m) => m.promotion).sort()).toEqual(LETTERS);
    b.play('c1=J');
    expect(b.fen()).toBe(fenOf({ i10: 'k', l5: 'K', c1: 'j' }, 'w - - 0 2'));
  });

  it('stalemate is a draw', () => {
    // Black king a12 alone; the white queen on c11 covers a11 and b11 (rank) and b12 (diagonal), not a12.
    const g = new Game({ variant: 'brawl', fen: fenOf({ a12: 'k', c11: 'Q', l1: 'K' }, 'b - - 0 1') });
    expect(g.status()).toMatchObject({ over: true, result: '1/2-1/2', reason: 'stalemate' });
  });

  it('checkmate with an Amazon alone', () => {
    // The Amazon on b10 checks a12 by its knight leap and covers a11, b11 and b12 as a queen.
    const g = new Game({ variant: 'brawl', fen: fenOf({ a12: 'k', b10: 'A', l1: 'K' }, 'b - - 0 1') });
    expect(g.status()).toMatchObject({ over: true, result: '1-0', reason: 'checkmate', winner: 'white' });
  });

  it('50-move rule and insufficient material (bare kings) as in chess; fairy pieces are enough to mate', () => {
    const g = new Game({ variant: 'brawl', fen: fenOf({ a12: 'k', l1: 'K', e5: 'M' }, 'w - - 99 80') });
    g.play('Mf5');
    expect(g.status().reason).toBe('fifty-moves');
    expect(new Game({ variant: 'brawl', fen: fenOf({ a12: 'k', l1: 'K' }, 'w - - 0 1') }).status().reason).toBe('insufficient-material');
    expect(new Game({ variant: 'brawl', fen: fenOf({ a12: 'k', l1: 'K', e5: 'J' }, 'w - - 0 1') }).status().over).toBe(false);
  });

  it('threefold repetition is a draw', () => {
    const g = new Game({ variant: 'brawl' });
    for (let i = 0; i < 2; i++) for (const m of ['Nc4', 'Nc9', 'Nb2', 'Nb11']) g.play(m);
    expect(g.status()).toMatchObject({ over: true, reason: 'threefold-repetition' });
  });

  it('unknown letters: a Berserker or other variant letters are not Brawl pieces', () => {
    expect(() => parseFen(getVariant('brawl'), fenOf({ a12: 'k', l1: 'K', e5: 'Z' }, 'w - - 0 1'))).toThrow(ChessError);
  });
});

// ================================================================================================
// Berolina
// ================================================================================================

describe('Berolina', () => {
  const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  const bero = (fen = START) => new Game({ variant: 'berolina', fen });

  it('pawns move diagonally forward, one square or two from the start, and never straight', () => {
    const g = bero();
    expect(targets(g, 'e2')).toEqual(['c4', 'd3', 'f3', 'g4']);
    expect(targets(g, 'a2')).toEqual(['b3', 'c4']);
    expect(targets(g, 'b2')).toEqual(['a3', 'c3', 'd4']);
    expect(targets(g, 'h2')).toEqual(['f4', 'g3']);
    expect(g.legalMoves()).toHaveLength(30);
    const e2c4 = from(g, 'e2').find((m) => m.to === 'c4')!;
    expect(e2c4.kind).toBe('multi-step');
  });

  it('pawns capture straight forward, not diagonally', () => {
    const g = bero('4k3/8/8/3nrn2/4P3/8/8/4K3 w - - 0 1');
    const moves = from(g, 'e4');
    expect(moves.map((m) => [m.to, m.captured])).toEqual([['e5', 'r']]);
    g.play(moves[0]!.move);
    expect(g.fen()).toBe('4k3/8/8/3nPn2/8/8/8/4K3 b - - 0 1');
    // With nothing in front it cannot move straight.
    expect(targets(bero('4k3/8/8/3n1n2/4P3/8/8/4K3 w - - 0 1'), 'e4')).toEqual([]);
  });

  it('the double step is blocked by a piece on the square passed or on the target', () => {
    // Own knight on f3: neither f3 nor g4.
    expect(targets(bero('rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 1 1'), 'e2')).toEqual(['c4', 'd3']);
    // Enemy knight on g4: the pawn can go to f3 but not take on g4.
    expect(targets(bero('rnbqkb1r/pppppppp/8/8/6n1/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'), 'e2')).toEqual(['c4', 'd3', 'f3']);
  });

  it('en passant: a straight capture onto the square a double-stepping pawn skipped', () => {
    const g = bero('rnbqkbnr/pppppppp/8/3P4/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1');
    g.play('e7c5');
    // Fairy-Stockfish form: skipped square and pawn, in board order (c5 before d6).
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR w KQkq c5d6 0 2');
    const ep = g.legalMoves().filter((m) => m.kind === 'en-passant');
    expect(ep).toHaveLength(1);
    expect(ep[0]).toMatchObject({ from: 'd5', to: 'd6', captured: 'p', san: 'dxd6' });
    g.play('dxd6');
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/3P4/8/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 2');
  });

  it('a diagonal move onto the skipped square is an ordinary move, not a capture', () => {
    const g = bero('rnbqkbnr/pppppppp/8/3PP3/8/8/PPP2PPP/RNBQKBNR b KQkq - 0 1');
    g.play('e7c5');
    const toD6 = g.legalMoves().filter((m) => m.to === 'd6');
    expect(toD6.map((m) => [m.from, m.kind, m.captured]).sort()).toEqual([['d5', 'en-passant', 'p'], ['e5', 'normal', null]]);
    g.play(toD6.find((m) => m.from === 'e5')!.move);
    expect(g.fen()).toBe('rnbqkbnr/pppp1ppp/3P4/2pP4/8/8/PPP2PPP/RNBQKBNR b KQkq - 0 2');
  });

  it('White double step: the field reads d3c4 (skipped square first in board order) and is read back', () => {
    const g = bero('rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    g.play('e2c4');
    const fen = g.fen();
    expect(fen).toBe('rnbqkbnr/ppp1pppp/8/8/2Pp4/8/PPPP1PPP/RNBQKBNR b KQkq d3c4 0 1');
    const back = bero(fen);
    expect(back.fen()).toBe(fen);
    expect(back.position.hash).toBe(g.position.hash);
    const ep = back.legalMoves().filter((m) => m.kind === 'en-passant');
    expect(ep.map((m) => [m.from, m.to, m.captured])).toEqual([['d4', 'd3', 'P']]);
    back.play(ep[0]!.move);
    expect(back.fen()).toBe('rnbqkbnr/ppp1pppp/8/8/8/3p4/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  });

  it('no en-passant field when no pawn can take', () => {
    const g = bero();
    g.play('e2c4');
    expect(g.fen()).toBe('rnbqkbnr/pppppppp/8/8/2P5/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  });

  it('the published Fairy-Stockfish position reads its c5d6 field', () => {
    // Black pawn on c5 skipped d6; no white pawn stands on d5, so no capture: written back as -.
    const v = getVariant('berolina');
    const p = parseFen(v, 'rnbqkbnr/pppp1ppp/8/2p5/5P2/8/PPP1PPPP/RNBQKBNR w KQkq c5d6 2 2');
    expect(makeFen(p)).toBe('rnbqkbnr/pppp1ppp/8/2p5/5P2/8/PPP1PPPP/RNBQKBNR w KQkq - 2 2');
  });

  it('promotion: diagonally onto an empty square, or straight by capture, to Q R B N', () => {
    // Pawn e7, black rook e8: capture straight on e8, or move to d8 / f8 (the white king is off the e-file).
    const g = bero('4r2k/4P3/8/8/8/8/8/K7 w - - 0 1');
    const moves = from(g, 'e7');
    expect(moves.map((m) => `${m.to}${m.promotion}`).sort()).toEqual(
      ['d8B', 'd8N', 'd8Q', 'd8R', 'e8B', 'e8N', 'e8Q', 'e8R', 'f8B', 'f8N', 'f8Q', 'f8R'],
    );
    expect(moves.filter((m) => m.to === 'e8').every((m) => m.captured === 'r')).toBe(true);
  });
});

// ================================================================================================
// Battle of the Kings
// ================================================================================================

describe('Battle of the Kings', () => {
  const botk = (fen?: string) => new Game({ variant: 'battle-of-the-kings', ...(fen ? { fen } : {}) });

  it('starts with pawns only: 16 moves', () => {
    const g = botk();
    expect(g.fen()).toBe('8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1');
    expect(g.legalMoves()).toHaveLength(16);
  });

  it('the spawn chain P -> N -> B -> R -> Q -> K on the square left, and kings leave nothing', () => {
    const g = botk();
    const steps: Array<[string, string]> = [
      ['e2e4', '8/pppppppp/8/8/4P3/8/PPPPNPPP/8 b - - 0 1'],
      ['e7e5', '8/ppppnppp/8/4p3/4P3/8/PPPPNPPP/8 w - - 0 2'],
      ['e2c3', '8/ppppnppp/8/4p3/4P3/2N5/PPPPBPPP/8 b - - 1 2'],
      ['e7c6', '8/ppppbppp/2n5/4p3/4P3/2N5/PPPPBPPP/8 w - - 2 3'],
      ['e2d3', '8/ppppbppp/2n5/4p3/4P3/2NB4/PPPPRPPP/8 b - - 3 3'],
      ['e7d6', '8/pppprppp/2nb4/4p3/4P3/2NB4/PPPPRPPP/8 w - - 4 4'],
      ['e2e1', '8/pppprppp/2nb4/4p3/4P3/2NB4/PPPPQPPP/4R3 b - - 5 4'],
      ['e7e8', '4r3/ppppqppp/2nb4/4p3/4P3/2NB4/PPPPQPPP/4R3 w - - 6 5'],
      ['e2f3', '4r3/ppppqppp/2nb4/4p3/4P3/2NB1Q2/PPPPKPPP/4R3 b - - 7 5'],
      ['e7f6', '4r3/ppppkppp/2nb1q2/4p3/4P3/2NB1Q2/PPPPKPPP/4R3 w - - 8 6'],
      ['e2d1', '4r3/ppppkppp/2nb1q2/4p3/4P3/2NB1Q2/PPPP1PPP/3KR3 b - - 9 6'],
    ];
    for (const [move, fen] of steps) {
      g.play(move);
      expect(g.fen(), move).toBe(fen);
    }
  });

  it('captures spawn too', () => {
    const g = botk('8/p7/8/3p4/8/4N3/8/8 w - - 0 1');
    const info = g.play('Nxd5');
    expect(info.captured).toBe('p');
    expect(g.fen()).toBe('8/p7/8/3N4/8/4B3/8/8 b - - 0 1');
  });

  it('en passant spawns on the capturing pawn\'s square', () => {
    const g = botk('8/p7/8/8/3p4/8/4P3/8 w - - 0 1');
    g.play('e4');
    expect(g.fen()).toBe('8/p7/8/8/3pP3/8/4N3/8 b - e3 0 1');
    expect(g.play('dxe3').kind).toBe('en-passant');
    expect(g.fen()).toBe('8/p7/8/8/3n4/4p3/4N3/8 w - - 0 2');
  });

  it('the FEN written after a double step reads back, with the spawned knight on the start square', () => {
    const g = botk('8/p7/8/8/5p2/8/6P1/8 w - - 0 1');
    g.play('g4');
    expect(g.fen()).toBe('8/p7/8/8/5pP1/8/6N1/8 b - g3 0 1');
    const back = botk(g.fen());
    expect(back.fen()).toBe(g.fen());
    expect(back.position.hash).toBe(g.position.hash);
    expect(back.legalMoves().map((m) => m.san).sort()).toEqual(g.legalMoves().map((m) => m.san).sort());
  });

  it('a promoting pawn leaves a knight; promotion to N, B, R or Q only', () => {
    const g = botk('3r4/p3P3/8/8/8/8/8/8 w - - 0 1');
    expect(from(g, 'e7').map((m) => `${m.to}${m.promotion}`).sort()).toEqual(['d8B', 'd8N', 'd8Q', 'd8R', 'e8B', 'e8N', 'e8Q', 'e8R']);
    g.play('e8=Q');
    expect(g.fen()).toBe('3rQ3/p3N3/8/8/8/8/8/8 b - - 0 1');
    const h = botk('3r4/p3P3/8/8/8/8/8/8 w - - 0 1');
    h.play('exd8=R');
    expect(h.fen()).toBe('3R4/p3N3/8/8/8/8/8/8 b - - 0 1');
  });

  it('a queen under attack cannot move: the king it leaves would be born in check', () => {
    // The black knight on c3 attacks d1; the queen cannot take it.
    const g = botk('8/7p/8/8/8/2n5/7P/3Q4 w - - 0 1');
    expect(from(g, 'd1')).toEqual([]);
    expect(g.legalMoves().map((m) => m.san).sort()).toEqual(['h3', 'h4']);
    // Not attacked: the queen moves and a king appears on d1.
    const free = botk('8/7p/8/8/8/8/7P/3Q4 w - - 0 1');
    free.play('Qd4');
    expect(free.fen()).toBe('8/7p/8/8/3Q4/8/7P/3K4 b - - 1 1');
  });

  it('every king of the mover must be safe afterwards; checking one king is check', () => {
    // Kings a2 and a1: the rook on a8 attacks a2; stepping aside would expose a1. No move saves both: lost.
    const g = botk('r7/8/8/8/8/8/K6P/K7 w - - 0 1');
    expect(g.legalMoves()).toEqual([]);
    expect(g.status()).toMatchObject({ over: true, result: '0-1', reason: 'checkmate', winner: 'black' });
    // With a rook able to take the attacker, that is the only legal move (and it leaves a queen on h8).
    const h = botk('r6R/8/8/8/8/8/K7/K7 w - - 0 1');
    expect(h.legalMoves().map((m) => m.san)).toEqual(['Rxa8']);
    h.play('Rxa8');
    expect(h.fen()).toBe('R6Q/8/8/8/8/8/K7/K7 b - - 0 1');
  });

  it('no castling', () => {
    const g = botk('r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1');
    expect(sans(g).some((s) => s.startsWith('O-O'))).toBe(false);
    expect(targets(g, 'e1')).not.toContain('g1');
    expect(targets(g, 'e1')).not.toContain('c1');
    expect(thrown(() => g.play('O-O')).code).toBe('ERR_ILLEGAL_MOVE');
  });

  it('a side with no legal move loses: stalemate is a win for the side that gave it', () => {
    // White's knight move leaves Black's only pawn blocked.
    const g = botk('8/8/8/8/8/p7/P7/7N w - - 0 1');
    expect(g.status().over).toBe(false);
    g.play('Ng3');
    expect(g.fen()).toBe('8/8/8/8/8/p5N1/P7/7B b - - 1 1');
    expect(g.status()).toEqual({ over: true, result: '1-0', reason: 'stalemate', winner: 'white', points: { white: 1, black: 0 } });
  });

  it('a side with no pieces left has no move and loses', () => {
    const g = botk('8/8/8/3p4/8/4N3/8/8 w - - 0 1');
    g.play('Nxd5');
    expect(g.fen()).toBe('8/8/8/3N4/8/4B3/8/8 b - - 0 1');
    expect(g.status()).toMatchObject({ over: true, result: '1-0', winner: 'white' });
  });

  it('a move that recreates an earlier position loses for its mover', () => {
    const g = botk('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
    for (const m of ['Ke2', 'Ke7', 'Ke1']) {
      g.play(m);
      expect(g.status().over).toBe(false);
    }
    g.play('Ke8'); // Black recreates the start position (White to move)
    expect(g.status()).toEqual({ over: true, result: '1-0', reason: 'repetition', winner: 'white', points: { white: 1, black: 0 } });

    const h = botk('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
    for (const m of ['Ke2', 'Ke7', 'Kd2', 'Ke8']) h.play(m);
    expect(h.status().over).toBe(false);
    h.play('Ke2'); // White recreates the position after its first move (Black to move)
    expect(h.status()).toMatchObject({ over: true, result: '0-1', reason: 'repetition', winner: 'black' });
  });

  it('no 50-move draw and no insufficient-material draw', () => {
    const g = botk('4k3/8/8/8/8/8/8/4K3 w - - 150 100');
    expect(g.status().over).toBe(false);
    g.play('Kd2');
    expect(g.status().over).toBe(false);
    expect(g.fen()).toBe('4k3/8/8/8/8/8/3K4/8 b - - 151 100');
  });
});

