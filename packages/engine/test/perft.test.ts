/**
 * Perft tables for every variant, each number with its source, and Brawl Chess's start position
 * confirmed by an independent move generator written here from the piece definitions alone.
 */
import { describe, it, expect } from 'vitest';
import { fenOf } from './helpers.js';
import { getVariant, parseFen, makeFen, perft, perftDivide } from '../src/index.js';
import { makeCoordinate } from '../src/san.js';
import type { Position } from '../src/position.js';

interface PerftCase {
  readonly name: string;
  readonly variant: string;
  readonly fen: string;
  /** counts[i] is perft(depth i + 1). */
  readonly counts: readonly number[];
}

const CHESS_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const CASES: readonly PerftCase[] = [
  // Source: chessprogramming wiki, "Perft Results", Initial Position.
  { name: 'chess start', variant: 'chess', fen: CHESS_START, counts: [20, 400, 8902, 197281] },
  // Source: chessprogramming wiki, "Perft Results", Position 2 (Kiwipete, by Peter McKenzie).
  {
    name: 'Kiwipete', variant: 'chess',
    fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    counts: [48, 2039, 97862],
  },
  // Source: chessprogramming wiki, "Perft Results", Position 3.
  { name: 'position 3', variant: 'chess', fen: '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', counts: [14, 191, 2812, 43238, 674624] },
  // Source: chessprogramming wiki, "Perft Results", Position 4.
  {
    name: 'position 4', variant: 'chess',
    fen: 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
    counts: [6, 264, 9467, 422333],
  },
  // Source: chessprogramming wiki, "Perft Results", Position 4 mirrored (same numbers as position 4).
  {
    name: 'position 4 mirrored', variant: 'chess',
    fen: 'r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1',
    counts: [6, 264, 9467],
  },
  // Source: chessprogramming wiki, "Perft Results", Position 5 (from a TalkChess discussion).
  { name: 'position 5', variant: 'chess', fen: 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', counts: [44, 1486, 62379] },
  // Source: chessprogramming wiki, "Perft Results", Position 6 (Steven Edwards' alternative perft position).
  {
    name: 'position 6', variant: 'chess',
    fen: 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
    counts: [46, 2079, 89890],
  },
  // Source: Fairy-Stockfish perft for variant berolina (quoted in issue 4).
  { name: 'Berolina start', variant: 'berolina', fen: CHESS_START, counts: [30, 900, 28328, 882717] },
  // Source: Fairy-Stockfish perft for variant berolina (quoted in issue 4); only depth 3 is published.
  {
    name: 'Berolina c5d6', variant: 'berolina',
    fen: 'rnbqkbnr/pppp1ppp/8/2p5/5P2/8/PPP1PPPP/RNBQKBNR w KQkq c5d6 2 2',
    counts: [NaN, NaN, 46643],
  },
  // Source: the Battle of the Kings reference implementation on the Dagaz server, confirmed by a second
  // implementation (quoted in issue 4).
  { name: 'Battle of the Kings start', variant: 'battle-of-the-kings', fen: '8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1', counts: [16, 256, 5062, 100102] },
  // Source: as above (Dagaz reference implementation).
  { name: 'Battle of the Kings rooks', variant: 'battle-of-the-kings', fen: 'r3k2r/8/8/8/8/8/8/R3K2R b - - 0 1', counts: [24, 482, 13698] },
];

describe('perft tables', () => {
  for (const c of CASES) {
    c.counts.forEach((expected, i) => {
      if (Number.isNaN(expected)) return;
      const depth = i + 1;
      it(`${c.name} (${c.variant}) depth ${depth} = ${expected}`, () => {
        const pos = parseFen(getVariant(c.variant), c.fen);
        expect(perft(pos, depth)).toBe(expected);
      }, 60_000);
    });
  }

  it('perft leaves the position unchanged', () => {
    for (const c of CASES) {
      const pos = parseFen(getVariant(c.variant), c.fen);
      const before = makeFen(pos), hash = pos.hash;
      perft(pos, 2);
      expect(makeFen(pos)).toBe(before);
      expect(pos.hash).toBe(hash);
    }
  });

  it('perft depth 0 is 1', () => {
    expect(perft(parseFen(getVariant('chess'), CHESS_START), 0)).toBe(1);
  });

  it('perftDivide sums to perft', () => {
    for (const c of CASES) {
      const pos = parseFen(getVariant(c.variant), c.fen);
      const rows = perftDivide(pos, 2);
      expect(rows.reduce((s, r) => s + r.nodes, 0)).toBe(perft(pos, 2));
      expect(rows.length).toBe(perft(pos, 1));
    }
  });
});

// ------------------------------------------------------------------------------------------------
// An independent Brawl Chess move generator: a plain 12x12 mailbox written from the piece definitions
// of the seed and the reconstruction in issue 4, sharing no code with the engine. Slow on purpose:
// every move copies the board; legality is tested by brute force (is the mover's king attacked?).
// ------------------------------------------------------------------------------------------------

type Vec = readonly [number, number];
const ORTH: readonly Vec[] = [[1, 0], [-1, 0], [0, 1], [0, -1]];
const DIAG: readonly Vec[] = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
const KNIGHT_V: readonly Vec[] = [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]];

/** Brawl pieces (upper-case letters): sliding directions and single leaps. */
const BRAWL_DEFS: Record<string, { slides: readonly Vec[]; leaps: readonly Vec[] }> = {
  K: { slides: [], leaps: [...ORTH, ...DIAG] },
  Q: { slides: [...ORTH, ...DIAG], leaps: [] },
  R: { slides: ORTH, leaps: [] },
  B: { slides: DIAG, leaps: [] },
  N: { slides: [], leaps: KNIGHT_V },
  A: { slides: [...ORTH, ...DIAG], leaps: KNIGHT_V }, // Amazon QN
  S: { slides: ORTH, leaps: [...KNIGHT_V, ...DIAG] }, // Ship RNF
  F: { slides: DIAG, leaps: [...KNIGHT_V, ...ORTH] }, // Freemason BNW
  C: { slides: ORTH, leaps: KNIGHT_V }, // Chancellor RN
  H: { slides: DIAG, leaps: KNIGHT_V }, // Archbishop BN
  D: { slides: ORTH, leaps: DIAG }, // Sailor RF
  M: { slides: DIAG, leaps: ORTH }, // Missionary BW
  J: { slides: [], leaps: [...ORTH, ...DIAG, ...KNIGHT_V] }, // Judge KN
};
const BRAWL_PROMOTIONS = ['Q', 'A', 'S', 'F', 'C', 'H', 'D', 'M', 'J', 'R', 'B', 'N'];
const SIZE = 12;
const FILES = 'abcdefghijkl';

interface BState {
  readonly board: readonly (string | null)[]; // index file + 12 * rank
  readonly white: boolean;
  readonly rights: string; // subset of 'KQkq'
  readonly epSquares: readonly number[]; // squares skipped by the last pawn multi-step
  readonly epVictim: number; // that pawn, or -1
}

interface BMove {
  readonly from: number;
  readonly to: number;
  readonly promo?: string;
  readonly ep?: boolean;
  readonly castle?: boolean;
  readonly skipped?: readonly number[];
}

const fileOf = (s: number) => s % SIZE;
const rankOf = (s: number) => Math.floor(s / SIZE);
const at = (f: number, r: number) => (f >= 0 && f < SIZE && r >= 0 && r < SIZE ? f + SIZE * r : -1);
const isWhitePiece = (p: string) => p === p.toUpperCase();
const sqName = (s: number) => FILES[fileOf(s)]! + String(rankOf(s) + 1);
const moveName = (m: BMove) => sqName(m.from) + sqName(m.to) + (m.promo ? m.promo.toLowerCase() : '');

/** Independent FEN reader: board, side, castling (KQkq only); the en-passant field must be '-'. */
function readBrawlFen(fen: string): BState {
  const [placement, side, castling, ep] = fen.split(' ');
  if (ep !== '-') throw new Error('test generator: start from positions without en passant');
  const board: (string | null)[] = new Array(SIZE * SIZE).fill(null);
  placement!.split('/').forEach((row, i) => {
    const r = SIZE - 1 - i;
    let f = 0;
    for (const tok of row.match(/\d+|[a-zA-Z]/g)!) {
      if (/\d/.test(tok)) f += Number(tok);
      else board[at(f++, r)] = tok;
    }
    if (f !== SIZE) throw new Error(`bad row ${row}`);
  });
  return { board, white: side === 'w', rights: castling === '-' ? '' : castling!, epSquares: [], epVictim: -1 };
}

function attackedBy(board: readonly (string | null)[], target: number, byWhite: boolean): boolean {
  const tf = fileOf(target), tr = rankOf(target);
  for (let s = 0; s < SIZE * SIZE; s++) {
    const p = board[s];
    if (!p || isWhitePiece(p) !== byWhite) continue;
    const f = fileOf(s), r = rankOf(s), up = p.toUpperCase();
    if (up === 'P') {
      const dir = byWhite ? 1 : -1;
      if (tr === r + dir && Math.abs(tf - f) === 1) return true;
      continue;
    }
    const def = BRAWL_DEFS[up]!;
    for (const [dx, dy] of def.leaps) if (f + dx === tf && r + dy === tr) return true;
    for (const [dx, dy] of def.slides) {
      for (let k = 1; ; k++) {
        const t = at(f + dx * k, r + dy * k);
        if (t < 0) break;
        if (t === target) return true;
        if (board[t]) break;
      }
    }
  }
  return false;
}

function pseudoMoves(st: BState): BMove[] {
  const out: BMove[] = [];
  const { board, white } = st;
  const own = (p: string | null | undefined) => !!p && isWhitePiece(p) === white;
  const enemy = (p: string | null | undefined) => !!p && isWhitePiece(p) !== white;
  for (let s = 0; s < SIZE * SIZE; s++) {
    const p = board[s];
    if (!p || !own(p)) continue;
    const f = fileOf(s), r = rankOf(s), up = p.toUpperCase();
    if (up === 'P') {
      const dir = white ? 1 : -1, startRank = white ? 2 : SIZE - 3, lastRank = white ? SIZE - 1 : 0;
      const push = (to: number, extra: Partial<BMove> = {}) => {
        if (rankOf(to) === lastRank) for (const promo of BRAWL_PROMOTIONS) out.push({ from: s, to, promo, ...extra });
        else out.push({ from: s, to, ...extra });
      };
      // Steps: 1, or 2 or 3 from the start rank, every square on the way empty.
      const maxSteps = r === startRank ? 3 : 1;
      const skipped: number[] = [];
      for (let k = 1; k <= maxSteps; k++) {
        const t = at(f, r + dir * k);
        if (t < 0 || board[t]) break;
        push(t, k > 1 ? { skipped: [...skipped] } : {});
        skipped.push(t);
      }
      for (const dx of [-1, 1]) {
        const t = at(f + dx, r + dir);
        if (t < 0) continue;
        if (enemy(board[t])) push(t);
        else if (!board[t] && st.epSquares.includes(t) && st.epVictim >= 0) push(t, { ep: true });
      }
      continue;
    }
    const def = BRAWL_DEFS[up]!;
    for (const [dx, dy] of def.leaps) {
      const t = at(f + dx, r + dy);
      if (t >= 0 && !own(board[t])) out.push({ from: s, to: t });
    }
    for (const [dx, dy] of def.slides) {
      for (let k = 1; ; k++) {
        const t = at(f + dx * k, r + dy * k);
        if (t < 0 || own(board[t])) break;
        out.push({ from: s, to: t });
        if (board[t]) break;
      }
    }
  }
  // Castling on rank 2 (rank 11 for Black): king f -> i with rook l -> h, or king f -> c with rook a -> d.
  const rank = white ? 1 : SIZE - 2;
  const king = at(5, rank);
  if (board[king] === (white ? 'K' : 'k') && !attackedBy(board, king, !white)) {
    for (const [right, rookFile, dir] of [[white ? 'K' : 'k', 11, 1], [white ? 'Q' : 'q', 0, -1]] as const) {
      if (!st.rights.includes(right) || board[at(rookFile, rank)] !== (white ? 'R' : 'r')) continue;
      let empty = true;
      for (let f = Math.min(5, rookFile) + 1; f < Math.max(5, rookFile); f++) if (board[at(f, rank)]) empty = false;
      if (!empty) continue;
      // The king may not pass through an attacked square (its destination is tested like any move).
      if (attackedBy(board, at(5 + dir, rank), !white) || attackedBy(board, at(5 + 2 * dir, rank), !white)) continue;
      out.push({ from: king, to: at(5 + 3 * dir, rank), castle: true });
    }
  }
  return out;
}

function applyMove(st: BState, m: BMove): BState {
  const board = [...st.board];
  const p = board[m.from]!;
  board[m.from] = null;
  if (m.castle) {
    const rank = rankOf(m.from), kingside = m.to > m.from;
    const rookFrom = at(kingside ? 11 : 0, rank), rookTo = at(kingside ? 7 : 3, rank);
    board[rookTo] = board[rookFrom]!;
    board[rookFrom] = null;
  }
  if (m.ep) board[st.epVictim] = null;
  board[m.to] = m.promo ? (st.white ? m.promo : m.promo.toLowerCase()) : p;
  let rights = st.rights;
  const lose = (sq: number, letters: string) => {
    if (m.from === sq || m.to === sq) rights = rights.replace(new RegExp(`[${letters}]`, 'g'), '');
  };
  lose(at(5, 1), 'KQ'); lose(at(11, 1), 'K'); lose(at(0, 1), 'Q');
  lose(at(5, SIZE - 2), 'kq'); lose(at(11, SIZE - 2), 'k'); lose(at(0, SIZE - 2), 'q');
  return {
    board, white: !st.white, rights,
    epSquares: m.skipped ?? [], epVictim: m.skipped ? m.to : -1,
  };
}

function legalBrawlMoves(st: BState): BMove[] {
  return pseudoMoves(st).filter((m) => {
    const next = applyMove(st, m);
    const king = next.board.indexOf(st.white ? 'K' : 'k');
    return king >= 0 && !attackedBy(next.board, king, !st.white);
  });
}

function slowPerft(st: BState, depth: number): number {
  const moves = legalBrawlMoves(st);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += slowPerft(applyMove(st, m), depth - 1);
  return n;
}

/** Second method: the engine, but every child rebuilt from its FEN (make -> makeFen -> parseFen -> recurse). */
function perftViaFen(pos: Position, depth: number): number {
  const moves = pos.legalMoves();
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    pos.make(m);
    const child = parseFen(pos.v, makeFen(pos));
    pos.undo();
    n += perftViaFen(child, depth - 1);
  }
  return n;
}

const BRAWL_START = 'dmsfcaqhfsmd/rnbjhkqcjbnr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RNBJHKQCJBNR/DMSFCAQHFSMD w KQkq - 0 1';


const BRAWL_EXTRA: ReadonlyArray<{ fen: string; depth: number }> = [
  {
    // Castling both ways (a black missionary on a3 eyes b2, a square only the rook crosses), a white pawn
    // that can triple-step past black pawns waiting to take en passant on either skipped square, a black
    // pawn that can triple-step past white pawns, and a white pawn promoting by moving or capturing.
    fen: fenOf({
      f2: 'K', a2: 'R', l2: 'R', e3: 'P', h3: 'P', b11: 'P', f7: 'P', h8: 'P',
      f11: 'k', a11: 'r', l11: 'r', d5: 'p', f6: 'p', g10: 'p', a12: 'd', c12: 'j', a3: 'm',
    }, 'w KQkq - 0 1'),
    depth: 3,
  },
  {
    // Black to move: black castling (O-O barred by the amazon's diagonal), promotions by move and
    // capture, fairy pieces giving checks.
    fen: fenOf({
      f2: 'K', a2: 'R', l2: 'R', c3: 'P', d3: 'P', k9: 'A', j6: 'S', k1: 'N',
      f11: 'k', a11: 'r', l11: 'r', c10: 'p', d10: 'p', j2: 'p', h2: 'f', b1: 'c',
    }, 'b KQkq - 0 1'),
    depth: 2,
  },
];

describe('Brawl Chess perft of the start position, confirmed two independent ways', () => {
  // Engine numbers: 48 / 2,304 / 124,405. Confirmed by (a) the independent mailbox generator above and
  // (b) the engine with every child rebuilt from its FEN.
  const EXPECTED = [48, 2304, 124405];
  const start = () => parseFen(getVariant('brawl'), BRAWL_START);

  EXPECTED.forEach((n, i) => {
    const depth = i + 1;
    it(`engine perft depth ${depth} = ${n}`, () => {
      expect(perft(start(), depth)).toBe(n);
    });
    it(`independent generator depth ${depth} = ${n}`, () => {
      expect(slowPerft(readBrawlFen(BRAWL_START), depth)).toBe(n);
    }, 120_000);
    it(`engine rebuilt from FEN at every node, depth ${depth} = ${n}`, () => {
      expect(perftViaFen(start(), depth)).toBe(n);
    }, 120_000);
  });

  it('root moves agree one by one with the independent generator (divide at depth 2)', () => {
    const pos = start();
    const engine = new Map(perftDivide(pos, 2).map(({ move, nodes }) => [makeCoordinate(pos, move), nodes]));
    const st = readBrawlFen(BRAWL_START);
    const mine = new Map(legalBrawlMoves(st).map((m) => [moveName(m), slowPerft(applyMove(st, m), 1)]));
    expect(Object.fromEntries([...engine].sort())).toEqual(Object.fromEntries([...mine].sort()));
  });

  BRAWL_EXTRA.forEach(({ fen, depth }, k) => {
    it(`extra position ${k + 1}: engine and independent generator agree to depth ${depth}`, () => {
      const pos = parseFen(getVariant('brawl'), fen);
      const st = readBrawlFen(fen);
      const engineRoot = pos.legalMoves().map((m) => makeCoordinate(pos, m)).sort();
      expect(engineRoot).toEqual(legalBrawlMoves(st).map(moveName).sort());
      for (let d = 1; d <= depth; d++) expect(perft(pos, d)).toBe(slowPerft(st, d));
    }, 120_000);
  });
});
