/**
 * Game outcome: checkmate (and R9's Berserker checkmate), stalemate, repetition, the 50-move rule and
 * insufficient material, each as the variant's outcome rules say.
 */
import type { Color } from './types.js';
import type { Position } from './position.js';
import { PLACE_WAITS } from './berserker.js';

export type Result = '1-0' | '0-1' | '1/2-1/2' | '*';
export type Reason =
  | 'checkmate' | 'berserker-checkmate' | 'stalemate' | 'no-moves' | 'threefold-repetition' | 'repetition'
  | 'fifty-moves' | 'insufficient-material' | 'resignation' | 'agreement' | 'time-forfeit';

export interface GameStatus {
  readonly over: boolean;
  readonly result: Result;
  readonly reason: Reason | null;
  readonly winner: 'white' | 'black' | null;
  /** R9: checkmate 1, Berserker checkmate 2, draw ½ each. */
  readonly points: { readonly white: number; readonly black: number };
}

export const ONGOING: GameStatus = { over: false, result: '*', reason: null, winner: null, points: { white: 0, black: 0 } };

export function win(winner: Color, reason: Reason, points = 1): GameStatus {
  return {
    over: true, result: winner === 0 ? '1-0' : '0-1', reason, winner: winner === 0 ? 'white' : 'black',
    points: winner === 0 ? { white: points, black: 0 } : { white: 0, black: points },
  };
}

export function draw(reason: Reason): GameStatus {
  return { over: true, result: '1/2-1/2', reason, winner: null, points: { white: 0.5, black: 0.5 } };
}

/**
 * The status of `pos`, given the hashes of every earlier position of the game (oldest first, the
 * current one last) for repetition.
 */
export function positionStatus(pos: Position, hashes: readonly number[]): GameStatus {
  const current = hashes[hashes.length - 1];
  let seen = 0;
  if (current !== undefined) for (const h of hashes) if (h === current) seen++;
  return statusOf(pos, seen);
}

/**
 * The status of `pos`, which has occurred `occurrences` times in the game (C12: board, side to move,
 * castling, en passant and the Berserker field equal). Repetition and the 50-move rule end the game
 * at once, without a claim; a position without legal moves is judged first (mate on the hundredth
 * half-move is mate).
 */
export function statusOf(pos: Position, occurrences: number): GameStatus {
  const rules = pos.v.def.outcome;
  const us = pos.turn, them = (us ^ 1) as Color;
  if (!pos.hasLegalMove()) {
    const check = pos.inCheck();
    if (rules.noMoves === 'loss') return win(them, check ? 'checkmate' : 'stalemate');
    if (!check) return draw('stalemate');
    return berserkerGaveCheck(pos, them) ? win(them, 'berserker-checkmate', 2) : win(them, 'checkmate');
  }
  if (rules.repetition === 'mover-loses' && occurrences >= 2) return win(us, 'repetition');
  if (rules.repetition === 'threefold' && occurrences >= 3) return draw('threefold-repetition');
  if (rules.fiftyMove && pos.halfmove >= 100) return draw('fifty-moves');
  if (rules.insufficientMaterial && insufficientMaterial(pos)) return draw('insufficient-material');
  return ONGOING;
}

/** R9: is the Berserker of `side` one of the pieces giving check to the other side's king? */
export function berserkerGaveCheck(pos: Position, side: Color): boolean {
  const z = pos.v.berserkerType;
  if (!z) return false;
  for (const k of pos.royals((side ^ 1) as Color)) {
    if (pos.attackers(k, side).some((sq) => pos.board[sq] === (z | (side << 4)))) return true;
  }
  return false;
}

/**
 * Neither side can ever mate: kings alone, plus at most one knight, bishop or Berserker in all,
 * or only bishops, all on squares of one colour. Fairy pieces and pawns always count as enough.
 */
export function insufficientMaterial(pos: Position): boolean {
  const v = pos.v, w = v.geo.width;
  // A captured Berserker waiting off the board (P/p) will come back: it counts like a knight.
  let minors = 0, bishopColors = 0, knights = 0;
  for (const c of [0, 1] as const) if (pos.flags & PLACE_WAITS(c)) { minors++; knights++; }
  for (let sq = 0; sq < pos.size; sq++) {
    const c = pos.board[sq]!;
    if (c === 0) continue;
    const p = v.pieces[(c & 15) - 1]!;
    if (p.royal) continue;
    if (!p.minor) return false;
    minors++;
    if (p.colorBound) bishopColors |= 1 << ((sq % w + Math.floor(sq / w)) & 1);
    else knights++;
  }
  if (minors <= 1) return true;
  return knights === 0 && bishopColors !== 3;
}
