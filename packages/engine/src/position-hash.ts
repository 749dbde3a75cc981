/**
 * The position's Zobrist hash (zobrist.ts's keys), kept in step by XOR as pieces, rights, the
 * en-passant square and the Berserker flags change, or computed from scratch after a setup.
 * Two 32-bit halves, hashLo and hashHi, so the hot path stays in small integers.
 */
import type { PositionState } from './position-state.js';

export function hashPiece(pos: PositionState, code: number, sq: number): void {
  const z = pos.v.zobrist.piece, i = (code * pos.size + sq) * 2;
  pos.hashLo ^= z[i]!;
  pos.hashHi ^= z[i + 1]!;
}

/** The en-passant square, when there is one. */
export function hashEnPassant(pos: PositionState): void {
  if (pos.ep1 < 0) return;
  const z = pos.v.zobrist.ep;
  pos.hashLo ^= z[pos.ep1 * 2]!;
  pos.hashHi ^= z[pos.ep1 * 2 + 1]!;
}

/** The castling rights whose bits are set in `rights`. */
export function hashCastling(pos: PositionState, rights: number): void {
  const z = pos.v.zobrist.castling;
  for (let i = 0; i < 4; i++) if ((rights >> i) & 1) { pos.hashLo ^= z[i * 2]!; pos.hashHi ^= z[i * 2 + 1]!; }
}

/** Sets the Berserker flags, keeping the hash in step. */
export function setFlags(pos: PositionState, next: number): void {
  const diff = pos.flags ^ next;
  if (diff === 0) return;
  const z = pos.v.zobrist.flags;
  for (let i = 0; i < 6; i++) if ((diff >> i) & 1) { pos.hashLo ^= z[i * 2]!; pos.hashHi ^= z[i * 2 + 1]!; }
  pos.flags = next;
}

/** Recomputes the hash from scratch (after setting up a position). */
export function rehash(pos: PositionState): void {
  pos.hashLo = 0; pos.hashHi = 0;
  for (let sq = 0; sq < pos.size; sq++) if (pos.board[sq]) hashPiece(pos, pos.board[sq]!, sq);
  if (pos.turn === 1) { pos.hashLo ^= pos.v.zobrist.turn[0]; pos.hashHi ^= pos.v.zobrist.turn[1]; }
  hashCastling(pos, pos.castling);
  hashEnPassant(pos);
  const f = pos.flags;
  pos.flags = 0;
  setFlags(pos, f);
}
