/**
 * Pseudo-legal move generation: every normal move of the side to move straight from the variant's move
 * tables (movetables.ts), before the test for a royal piece left in check (Position.generateLegal).
 * Castling comes out fully checked; placements (R3, R4) come from berserker.ts.
 */
import { type Color, MoveKind, encodeMove } from './types.js';
import { F_MOVE, F_CAPTURE, F_INITIAL } from './movetables.js';
import type { RulesPosition } from './position-state.js';
import { isAttacked } from './attacks.js';
import { pushCaptureAndPlace } from './berserker.js';

/** Pseudo-legal normal moves (no placements) of the side to move into `out` from `n`; returns the new end. */
export function generatePseudo(pos: RulesPosition, out: Int32Array, n: number): number {
  const v = pos.v, b = pos.board, us = pos.turn, size = pos.size;
  const ep1 = pos.ep1, ep2 = pos.ep2;
  const capturerTurn = v.rules !== null && v.rules.capture === 'capturer-turn';
  const zCode = v.berserkerType | ((us ^ 1) << 4);
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
        if (fl & F_MOVE) n = pushMove(pos, out, n, sq, to, pawn, MoveKind.Normal);
        else if (pawn && fl & F_CAPTURE && (to === ep1 || to === ep2)) out[n++] = encodeMove(sq, to, MoveKind.EnPassant);
      } else if (c >> 4 !== us && fl & F_CAPTURE) {
        if (capturerTurn && c === zCode) n = pushCaptureAndPlace(pos, out, n, sq, to, pawn);
        else n = pushMove(pos, out, n, sq, to, pawn, MoveKind.Normal);
      }
    }
    for (let r = T.rayStart[sq]!, re = T.rayStart[sq + 1]!; r < re; r++) {
      const fl = T.rayFlags[r]!;
      if (fl & F_INITIAL && !initial) continue;
      const off = T.rayOff[r]!, len = T.rayLen[r]!, min = T.rayMin[r]!;
      for (let k = 0; k < len; k++) {
        const to = T.raySq[off + k]!, c = b[to]!;
        if (c === 0) {
          if (k >= min && fl & F_MOVE) n = pushMove(pos, out, n, sq, to, pawn, pawn && k > 0 ? MoveKind.MultiStep : MoveKind.Normal);
          continue;
        }
        if (k >= min && c >> 4 !== us && fl & F_CAPTURE) {
          if (capturerTurn && c === zCode) n = pushCaptureAndPlace(pos, out, n, sq, to, pawn);
          else n = pushMove(pos, out, n, sq, to, pawn, MoveKind.Normal);
        }
        break;
      }
    }
  }
  if (pos.castling >> (us * 2) & 3) n = pushCastles(pos, out, n, us);
  return n;
}

/** A move, or one per promotion piece when a pawn reaches the last rank. */
function pushMove(pos: RulesPosition, out: Int32Array, n: number, from: number, to: number, pawn: boolean, kind: number): number {
  if (pawn && pos.isPromotionSquare(to, pos.turn)) {
    for (const t of pos.v.promotionTypes) out[n++] = encodeMove(from, to, MoveKind.Normal, t);
    return n;
  }
  out[n++] = encodeMove(from, to, kind);
  return n;
}

function pushCastles(pos: RulesPosition, out: Int32Array, n: number, us: Color): number {
  const dist = pos.v.def.castleDistance;
  if (dist === 0) return n;
  const ksq = pos.castleKing[us]!;
  const them = (us ^ 1) as Color;
  if (ksq < 0 || isAttacked(pos, ksq, them)) return n;
  const b = pos.board, w = pos.width;
  for (let side = 0; side < 2; side++) {
    if (!((pos.castling >> (us * 2 + side)) & 1)) continue;
    const rsq = pos.castleRook[us * 2 + side]!;
    const dir = side === 0 ? 1 : -1;
    const kdest = ksq + dir * dist;
    const rank = Math.floor(ksq / w);
    if (Math.floor(kdest / w) !== rank || kdest < 0) continue;
    const rdest = kdest - dir;
    // Every square either piece crosses or lands on must be empty, apart from the two pieces themselves.
    const lo = Math.min(ksq, rsq, kdest, rdest), hi = Math.max(ksq, rsq, kdest, rdest);
    let clear = true;
    for (let s = lo; s <= hi && clear; s++) if (s !== ksq && s !== rsq && b[s] !== 0) clear = false;
    if (!clear) continue;
    let safe = true;
    for (let s = ksq + dir; safe; s += dir) {
      if (isAttacked(pos, s, them)) safe = false;
      if (s === kdest) break;
    }
    if (!safe) continue;
    // The king's destination is tested with the rook already moved (a rook may shield the king's square).
    const rook = b[rsq]!, king = b[ksq]!;
    b[rsq] = 0; b[ksq] = 0; b[rdest] = rook; b[kdest] = king;
    const ok = !isAttacked(pos, kdest, them);
    b[kdest] = 0; b[rdest] = 0; b[ksq] = king; b[rsq] = rook;
    if (ok) out[n++] = encodeMove(ksq, kdest, MoveKind.Castle);
  }
  return n;
}
