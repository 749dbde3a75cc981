/**
 * A position as the modules under Position see it, as interfaces only. Position (position.ts) has these
 * fields and methods; attack detection, move generation, hashing and the Berserker rules work on the
 * interfaces, so they import nothing from position.ts and every import points one way, down to here.
 */
import type { Color } from './types.js';
import type { Variant } from './variant.js';

/** The state of a position: the board and everything a FEN holds, the hash, and the king squares. */
export interface PositionState {
  readonly v: Variant;
  readonly size: number;
  readonly width: number;
  /** Piece codes by square (types.ts); 0 = empty. */
  readonly board: Int8Array;
  turn: Color;
  /** Castling rights: bit colour * 2 + side (side 0 = towards the h-file, 1 = towards the a-file). */
  castling: number;
  /** The rook square each castling right refers to (-1 none), and each side's king square for castling. */
  readonly castleRook: Int16Array;
  readonly castleKing: Int16Array;
  /** Castling rights lost when a piece leaves or lands on the square. */
  readonly castleMask: Uint8Array;
  /** En passant: squares a capturing pawn may land on (ep2 for triple steps), and the pawn that can be taken. */
  ep1: number;
  ep2: number;
  epVictim: number;
  halfmove: number;
  fullmove: number;
  /** Berserker state, the FEN's seventh field: bits T t R r P p (berserker.ts). */
  flags: number;
  hashLo: number;
  hashHi: number;
  /** King squares in single-king variants (-1 when absent). */
  readonly kingSq: Int16Array;
}

/**
 * What the rules (move generation, the Berserker modifier) ask of a position besides its state: the
 * questions that take the whole position — check, a move tried on the board, whether any move is legal
 * — and the Berserker flags, which change only with the hash.
 */
export interface RulesPosition extends PositionState {
  /** A move list for rule checks made while a move is being played (see Position). */
  readonly ruleBuf: Int32Array;
  inCheck(): boolean;
  legalByTrial(m: number): boolean;
  hasLegalMove(buf?: Int32Array): boolean;
  setFlags(next: number): void;
  isPromotionSquare(to: number, color: Color): boolean;
  relativeRank(sq: number, color: Color): number;
}
