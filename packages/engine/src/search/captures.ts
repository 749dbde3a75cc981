/**
 * The moves quiescence searches: captures (en passant and capture-and-place included) and pawn
 * promotions to the most valuable piece, pseudo-legal, straight from the move tables. Cheaper than
 * generating every move and filtering; the caller still tests each for legality (Position.legalByTrial).
 * Only for turns without a due placement (those are generated in full).
 */
import type { Position } from '../position.js';
import { MoveKind, encodeMove } from '../types.js';
import { F_MOVE, F_CAPTURE, F_INITIAL } from '../movetables.js';
import { pushCaptureAndPlace } from '../berserker.js';

/** Writes the captures and best promotions of the side to move into `out` from 0; returns the count. */
export function generateTactical(pos: Position, out: Int32Array, bestPromotion: number): number {
  const v = pos.v, b = pos.board, us = pos.turn, size = pos.size;
  const ep1 = pos.ep1, ep2 = pos.ep2;
  const enemyZ = v.rules !== null && v.rules.capture === 'capturer-turn' ? v.berserkerType | ((us ^ 1) << 4) : -1;
  let n = 0;
  for (let sq = 0; sq < size; sq++) {
    const code = b[sq]!;
    if (code === 0 || code >> 4 !== us) continue;
    const t = code & 15;
    const T = v.moves[t * 2 + us]!;
    const pawn = v.pawnTypes[t]!;
    const initial = T.initial[sq] === 1;
    for (let i = T.leapStart[sq]!, e = T.leapStart[sq + 1]!; i < e; i++) {
      const fl = T.leapFlags[i]!;
      if (fl & F_INITIAL && !initial) continue;
      const to = T.leapTo[i]!, c = b[to]!;
      if (c === 0) {
        if (!pawn) continue;
        if (fl & F_MOVE && pos.isPromotionSquare(to, us)) out[n++] = encodeMove(sq, to, MoveKind.Normal, bestPromotion);
        else if (fl & F_CAPTURE && (to === ep1 || to === ep2)) out[n++] = encodeMove(sq, to, MoveKind.EnPassant);
      } else if (c >> 4 !== us && fl & F_CAPTURE) {
        n = push(pos, out, n, sq, to, pawn, c === enemyZ, bestPromotion);
      }
    }
    for (let r = T.rayStart[sq]!, re = T.rayStart[sq + 1]!; r < re; r++) {
      const fl = T.rayFlags[r]!;
      if (fl & F_INITIAL && !initial) continue;
      const off = T.rayOff[r]!, len = T.rayLen[r]!, min = T.rayMin[r]!;
      for (let k = 0; k < len; k++) {
        const to = T.raySq[off + k]!, c = b[to]!;
        if (c === 0) {
          if (pawn && k >= min && fl & F_MOVE && pos.isPromotionSquare(to, us)) out[n++] = encodeMove(sq, to, MoveKind.Normal, bestPromotion);
          continue;
        }
        if (k >= min && c >> 4 !== us && fl & F_CAPTURE) n = push(pos, out, n, sq, to, pawn, c === enemyZ, bestPromotion);
        break;
      }
    }
  }
  return n;
}

function push(pos: Position, out: Int32Array, n: number, from: number, to: number, pawn: boolean, berserker: boolean, promo: number): number {
  if (berserker) return pushCaptureAndPlace(pos, out, n, from, to, pawn);
  out[n++] = encodeMove(from, to, MoveKind.Normal, pawn && pos.isPromotionSquare(to, pos.turn) ? promo : 0);
  return n;
}
