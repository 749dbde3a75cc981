/**
 * Attack detection: which pieces attack a square, walked backwards from the square through the
 * variant's attack tables (movetables.ts), so a test costs the few leaps and rays that reach it rather
 * than a pass over every piece. Pieces capture as their capture atoms say.
 */
import type { Color } from './types.js';
import type { AttackTables } from './movetables.js';
import type { PositionState } from './position-state.js';

/** A rider of `code` at `dist` steps along ray `j` captures only within its Betza range (only when `A.limited`). */
function inRideRange(A: AttackTables, j: number, code: number, dist: number): boolean {
  return dist >= A.rideMin[j * 32 + code]! && dist <= A.rideMax[j * 32 + code]!;
}

/** Is `sq` attacked by any piece of colour `by`? */
export function isAttacked(pos: PositionState, sq: number, by: Color): boolean {
  const A = pos.v.attacks[by], b = pos.board;
  for (let i = A.leapStart[sq]!, e = A.leapStart[sq + 1]!; i < e; i++) {
    const c = b[A.leapSrc[i]!]!;
    if (c !== 0 && (A.leapMask[i]! >>> c) & 1) return true;
  }
  const size = pos.size;
  for (let j = 0; j < A.rideDirs; j++) {
    const mask = A.rideMask[j]!;
    const start = A.rideStart[j * size + sq]!, end = A.rideStart[j * size + sq + 1]!;
    for (let k = start; k < end; k++) {
      const c = b[A.rideSq[k]!]!;
      if (c === 0) continue;
      if ((mask >>> c) & 1 && (!A.limited || inRideRange(A, j, c, k - start + 1))) return true;
      break;
    }
  }
  return false;
}

/** Squares of the pieces of colour `by` that attack `sq`. */
export function attackersOf(pos: PositionState, sq: number, by: Color): number[] {
  const A = pos.v.attacks[by], b = pos.board, size = pos.size, out: number[] = [];
  for (let i = A.leapStart[sq]!, e = A.leapStart[sq + 1]!; i < e; i++) {
    const s = A.leapSrc[i]!, c = b[s]!;
    if (c !== 0 && (A.leapMask[i]! >>> c) & 1) out.push(s);
  }
  for (let j = 0; j < A.rideDirs; j++) {
    const start = A.rideStart[j * size + sq]!, end = A.rideStart[j * size + sq + 1]!;
    for (let k = start; k < end; k++) {
      const s = A.rideSq[k]!, c = b[s]!;
      if (c === 0) continue;
      if ((A.rideMask[j]! >>> c) & 1 && (!A.limited || inRideRange(A, j, c, k - start + 1))) out.push(s);
      break;
    }
  }
  return [...new Set(out)];
}

/** Squares of the royal pieces of `color`. */
export function royalSquares(pos: PositionState, color: Color): number[] {
  const v = pos.v;
  if (v.singleRoyal) return pos.kingSq[color]! >= 0 ? [pos.kingSq[color]!] : [];
  const out: number[] = [];
  for (let sq = 0; sq < pos.size; sq++) {
    const c = pos.board[sq]!;
    if (c !== 0 && c >> 4 === color && v.royalTypes[c & 15]) out.push(sq);
  }
  return out;
}

/** Is any royal piece of `color` attacked? */
export function isRoyalAttacked(pos: PositionState, color: Color): boolean {
  const v = pos.v;
  if (v.singleRoyal) {
    const k = pos.kingSq[color]!;
    return k >= 0 && isAttacked(pos, k, (color ^ 1) as Color);
  }
  for (let sq = 0; sq < pos.size; sq++) {
    const c = pos.board[sq]!;
    if (c !== 0 && c >> 4 === color && v.royalTypes[c & 15] && isAttacked(pos, sq, (color ^ 1) as Color)) return true;
  }
  return false;
}

/**
 * Marks the pieces of `us` pinned to the king on `ksq`: `marks[sq] = stamp` for each (a fresh stamp per
 * call saves clearing the array).
 */
export function markPinned(pos: PositionState, ksq: number, us: Color, marks: Int32Array, stamp: number): void {
  const them = (us ^ 1) as Color;
  const A = pos.v.attacks[them], b = pos.board, size = pos.size;
  for (let j = 0; j < A.rideDirs; j++) {
    const mask = A.rideMask[j]!;
    const start = A.rideStart[j * size + ksq]!, end = A.rideStart[j * size + ksq + 1]!;
    let own = -1;
    for (let k = start; k < end; k++) {
      const s = A.rideSq[k]!, c = b[s]!;
      if (c === 0) continue;
      if (c >> 4 === us) {
        if (own >= 0) break;
        own = s;
        continue;
      }
      if (own >= 0 && (mask >>> c) & 1 && (!A.limited || inRideRange(A, j, c, k - start + 1))) marks[own] = stamp;
      break;
    }
  }
}
