/**
 * What a move does to the board: pieces moved, taken, spawned (Battle of the Kings) and placed (the
 * Berserker), and the king squares — nothing else. Position.make adds the clocks, rights, hash and
 * undo record around it; Position.legalByTrial plays a move with it alone and takes it back.
 */
import { type Color, MoveKind } from './types.js';
import type { PositionState } from './position-state.js';

/**
 * What the last applyMove took off the board and from where, for its caller to read at once. One
 * record for all positions, like Position's scratch lists: no caller applies a second move in between.
 */
export const applied = { captured: 0, capSq: -1 };

/** Rook squares (from, to) of a castling move of `us` whose king goes from `from` to `to`. */
export function castleRookSquares(pos: PositionState, from: number, to: number, us: Color): [number, number] {
  const side = to > from ? 0 : 1;
  return [pos.castleRook[us * 2 + side]!, to - (side === 0 ? 1 : -1)];
}

/** Changes the board (and king squares) for move `m` of `us`; returns the moving piece's code. */
export function applyMove(pos: PositionState, m: number, us: Color): number {
  const b = pos.board, v = pos.v;
  const from = m & 255, to = (m >>> 8) & 255, kind = (m >>> 20) & 15, promo = (m >>> 16) & 15, place = (m >>> 24) - 1;
  let moved = 0, captured = 0;
  applied.capSq = to;
  switch (kind) {
    case MoveKind.Place:
      b[to] = v.berserkerType | (us << 4);
      break;
    case MoveKind.Release:
      moved = b[from]!;
      b[from] = 0;
      b[to] = v.berserkerType | (us << 4);
      break;
    case MoveKind.Mark:
      moved = b[from]!;
      b[from] = v.berserkerType | ((us ^ 1) << 4);
      break;
    case MoveKind.Castle: {
      moved = b[from]!;
      const [rf, rt] = castleRookSquares(pos, from, to, us);
      const rook = b[rf]!;
      b[rf] = 0; b[from] = 0; b[rt] = rook; b[to] = moved;
      pos.kingSq[us] = to;
      break;
    }
    case MoveKind.EnPassant:
      moved = b[from]!;
      applied.capSq = pos.epVictim;
      captured = b[pos.epVictim]!;
      b[pos.epVictim] = 0;
      b[to] = moved;
      b[from] = v.spawnOf ? spawned(pos, moved, us) : 0;
      break;
    default: {
      moved = b[from]!;
      captured = b[to]!;
      b[to] = promo ? promo | (us << 4) : moved;
      b[from] = v.spawnOf ? spawned(pos, moved, us) : 0;
      if (v.singleRoyal && v.royalTypes[moved & 15]) pos.kingSq[us] = to;
    }
  }
  if (place >= 0) b[place] = v.berserkerType | ((us ^ 1) << 4);
  applied.captured = captured;
  return moved;
}

/** Battle of the Kings: the piece a move of `moved` leaves behind on its square (0 = none). */
function spawned(pos: PositionState, moved: number, us: Color): number {
  const t = pos.v.spawnOf![moved & 15]!;
  return t ? t | (us << 4) : 0;
}

/** Takes back applyMove's change to the board; the caller restores the king squares. */
export function revertMove(pos: PositionState, m: number, us: Color, moved: number, captured: number, capSq: number): void {
  const b = pos.board;
  const from = m & 255, to = (m >>> 8) & 255, kind = (m >>> 20) & 15, place = (m >>> 24) - 1;
  if (place >= 0) b[place] = 0;
  switch (kind) {
    case MoveKind.Place: b[to] = 0; break;
    case MoveKind.Release: b[to] = 0; b[from] = moved; break;
    case MoveKind.Mark: b[from] = moved; break;
    case MoveKind.Castle: {
      const [rf, rt] = castleRookSquares(pos, from, to, us);
      const rook = b[rt]!;
      b[to] = 0; b[rt] = 0; b[rf] = rook; b[from] = moved;
      break;
    }
    case MoveKind.EnPassant: b[from] = moved; b[to] = 0; b[capSq] = captured; break;
    default: b[from] = moved; b[to] = captured;
  }
}
