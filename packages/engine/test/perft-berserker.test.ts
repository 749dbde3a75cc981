/**
 * Perft of the Berserker family (spec R10 placements count as plies; C7 for Game of Pawns), each number
 * confirmed by two independent counting methods: make/undo with bulk counting, and rebuilding every
 * child position from its FEN (which also proves the extended FEN carries the whole state, all but
 * Game of Pawns' announced-together first moves, which C13 ties to a game begun from the start).
 * The numbers are our own: nobody has published Berserker perft before.
 */
import { describe, it, expect } from 'vitest';
import { getVariant, parseFen, makeFen, perft, type Variant, type Position } from '../src/index.js';
import { FIRST_MOVES_TOGETHER } from '../src/berserker.js';

/** Counts leaves by writing each child to FEN and reading it back: no make/undo state is shared. */
function perftByFen(v: Variant, fen: string, depth: number): number {
  return countByFen(v, parseFen(v, fen), depth);
}

function countByFen(v: Variant, pos: Position, depth: number): number {
  const moves = pos.legalMoves();
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) {
    pos.make(m);
    // C13: between Game of Pawns' two first moves, "announced together" belongs to a game begun from
    // the start position and is not in the FEN (a game begun from that FEN alternates as usual), so
    // that one position is followed on the same object; every other one is rebuilt from its FEN.
    total += pos.flags & FIRST_MOVES_TOGETHER ? countByFen(v, pos, depth - 1) : countByFen(v, parseFen(v, makeFen(pos)), depth - 1);
    pos.undo();
  }
  return total;
}

const TABLE: Array<{ variant: string; rules?: string; counts: number[] }> = [
  // 1. e4/d4/… (the 8 double steps reach rank 4) trigger, so Black's ply 2 is White choosing b8 or g8
  // to stay as Black's Berserker: depth 2 = 12 × 20 + 8 × 2 = 256 (checked by hand).
  { variant: 'berserker', counts: [20, 256, 3724, 54281] },
  // C7: White's trigger waits for Black's first move. Depth 3: after each of the 8 triggering Black replies
  // White's move 2 is a release with 12 choices (6 rank-1 squares for each knight), by hand 20 × 8 × 12 = 1920 of them.
  { variant: 'game-of-pawns', counts: [20, 400, 6764, 104786] },
  // trigger=cross: no first move reaches relative rank 5, so the first three plies are plain chess.
  { variant: 'berserker', rules: 'trigger=cross', counts: [20, 400, 8902] },
  // owner-marks: after 1. e4 Black marks one of White's two knights (2 choices), as with opponent-places.
  { variant: 'berserker', rules: 'release=owner-marks', counts: [20, 256, 3692, 53081] },
  { variant: 'berserker', rules: 'capture=capturer-turn; threat=owner', counts: [20, 256, 3724] },
  { variant: 'berserker-berolina', counts: [30, 564, 11182] },
];

describe('Berserker perft, two methods', () => {
  for (const { variant, rules, counts } of TABLE) {
    const v = getVariant(variant, rules);
    counts.forEach((expected, i) => {
      const depth = i + 1;
      it(`${variant}${rules ? ` (${rules})` : ''} depth ${depth}`, () => {
        const bulk = perft(parseFen(v, v.def.startFen), depth);
        const byFen = perftByFen(v, v.def.startFen, depth);
        expect(byFen).toBe(bulk);
        if (expected) expect(bulk).toBe(expected);
      });
    });
  }
});
