/**
 * A position and the moves from it: the mutable core that move generation, make/undo and perft run on.
 * Board state lives in typed arrays and moves are packed integers (types.ts), so generating and playing
 * moves allocates nothing. Variant differences come from the compiled tables (variant.ts) and a few
 * hooks: the spawn chain of Battle of the Kings, and the Berserker modifier (berserker.ts).
 *
 * This module holds the state, the legal-move filter and make/undo with their undo stack; the work
 * below them lives in modules of its own, which see a position through position-state.ts:
 * attacks.ts (attack detection), movegen.ts (pseudo-legal moves), board-change.ts (a move on the board
 * alone), position-hash.ts (the Zobrist hash), berserker.ts (placements and the Berserker flags).
 */
import {
  type Color, MoveKind, encodeMove, moveTo, moveKind, movePromo, movePlace, isPlacementKind,
} from './types.js';
import type { Variant } from './variant.js';
import { checkArgs } from './args.js';
import type { RulesPosition } from './position-state.js';
import { isAttacked, attackersOf, royalSquares, isRoyalAttacked, markPinned } from './attacks.js';
import { generatePseudo } from './movegen.js';
import { applied, applyMove, revertMove, castleRookSquares } from './board-change.js';
import { hashPiece, hashEnPassant, hashCastling, setFlags, rehash } from './position-hash.js';
import * as bz from './berserker.js';

/** Fields saved per ply for undo. */
const S_MOVE = 0, S_MOVED = 1, S_CAPTURED = 2, S_CAPSQ = 3, S_CASTLING = 4, S_EP1 = 5, S_EP2 = 6, S_EPV = 7,
  S_HALF = 8, S_FULL = 9, S_FLAGS = 10, S_HLO = 11, S_HHI = 12, S_K0 = 13, S_K1 = 14, STRIDE = 16;

export const MAX_MOVES = 2048;

/**
 * Scratch space shared by all positions rather than kept by each (a typed array costs 200 bytes or
 * more however small): move lists for the API and for rule checks, and make()'s list of touched
 * squares. Every use is over before the method that made it returns (legalMoves copies its list out,
 * rule checks only count, make() is done with the squares before any rule check), and none of those
 * methods reaches another position, so no two uses can overlap.
 */
const SCRATCH = {
  api: new Int32Array(MAX_MOVES),
  rule: new Int32Array(MAX_MOVES),
  touched: new Int16Array(6),
  touchedOld: new Int8Array(6),
};
const NO_STACK = new Int32Array(0);
/** What the constructor is given, checked (args.ts): a public constructor. */
const POSITION_PARAMS = ['variant:variant'];

/** Adds `sq` to make()'s list of touched squares (with what stands there now) unless it is there; the new length. */
function touchSquare(t: Int16Array, old: Int8Array, b: Int8Array, nt: number, sq: number): number {
  for (let i = 0; i < nt; i++) if (t[i] === sq) return nt;
  t[nt] = sq;
  old[nt] = b[sq]!;
  return nt + 1;
}

export class Position implements RulesPosition {
  readonly v: Variant;
  readonly size: number;
  readonly width: number;
  /** Piece codes by square (types.ts); 0 = empty. */
  readonly board: Int8Array;
  turn: Color = 0;
  /** Castling rights: bit colour * 2 + side (side 0 = towards the h-file, 1 = towards the a-file). */
  castling = 0;
  /** The rook square each castling right refers to (-1 none), and each side's king square for castling. */
  readonly castleRook: Int16Array;
  readonly castleKing: Int16Array;
  /** Castling rights lost when a piece leaves or lands on the square. */
  readonly castleMask: Uint8Array;
  /** En passant: squares a capturing pawn may land on (ep2 for triple steps), and the pawn that can be taken. */
  ep1 = -1;
  ep2 = -1;
  epVictim = -1;
  halfmove = 0;
  fullmove = 1;
  /** Berserker state, the FEN's seventh field: bits T t R r P p (berserker.ts). */
  flags = 0;
  hashLo = 0;
  hashHi = 0;
  /** King squares in single-king variants (-1 when absent). */
  readonly kingSq: Int16Array;

  // The undo stack is allocated by the first make() and doubles when it needs more: a position kept
  // in memory (a PGN import holds thousands) should not carry room for plies it may never play.
  private stack = NO_STACK;
  private depth = 0;
  /** Pinned-piece marks by square (markPinned, attacks.ts), allocated on first use. */
  private pins: Int32Array | null = null;
  private stamp = 0;
  private get touched(): Int16Array { return SCRATCH.touched; }
  private get touchedOld(): Int8Array { return SCRATCH.touchedOld; }
  /** Scratch move lists for the API and for rule checks made inside make(), shared by every position (see SCRATCH). */
  private get apiBuf(): Int32Array { return SCRATCH.api; }
  get ruleBuf(): Int32Array { return SCRATCH.rule; }

  private get pinStamp(): Int32Array {
    return (this.pins ??= new Int32Array(this.size));
  }

  constructor(variant: Variant) {
    checkArgs('Position', POSITION_PARAMS, [variant]);
    this.v = variant;
    this.size = variant.geo.size;
    this.width = variant.geo.width;
    // The small arrays share one buffer: a typed array costs 200 bytes or more of its own, and a PGN
    // import keeps thousands of positions.
    const buf = new ArrayBuffer(16 + 2 * this.size);
    this.castleRook = new Int16Array(buf, 0, 4).fill(-1);
    this.castleKing = new Int16Array(buf, 8, 2).fill(-1);
    this.kingSq = new Int16Array(buf, 12, 2).fill(-1);
    this.board = new Int8Array(buf, 16, this.size);
    this.castleMask = new Uint8Array(buf, 16 + this.size, this.size);
  }

  clone(): Position {
    const p = new Position(this.v);
    p.board.set(this.board);
    p.turn = this.turn;
    p.castling = this.castling;
    p.castleRook.set(this.castleRook);
    p.castleKing.set(this.castleKing);
    p.castleMask.set(this.castleMask);
    p.ep1 = this.ep1; p.ep2 = this.ep2; p.epVictim = this.epVictim;
    p.halfmove = this.halfmove; p.fullmove = this.fullmove; p.flags = this.flags;
    p.hashLo = this.hashLo; p.hashHi = this.hashHi;
    p.kingSq.set(this.kingSq);
    return p;
  }

  // ---------------------------------------------------------------- attacks (attacks.ts)

  /** Is `sq` attacked by any piece of colour `by`? (Pieces capture as their capture atoms say.) */
  attacked(sq: number, by: Color): boolean {
    return isAttacked(this, sq, by);
  }

  /** Squares of the pieces of colour `by` that attack `sq`. */
  attackers(sq: number, by: Color): number[] {
    return attackersOf(this, sq, by);
  }

  /** Squares of the royal pieces of `color`. */
  royals(color: Color): number[] {
    return royalSquares(this, color);
  }

  /** Is any royal piece of `color` attacked? */
  royalAttacked(color: Color): boolean {
    return isRoyalAttacked(this, color);
  }

  inCheck(): boolean {
    return isRoyalAttacked(this, this.turn);
  }

  // ---------------------------------------------------------------- legal moves

  /** Legal moves into `out` from index `start`; returns the end index. */
  generateLegal(out: Int32Array, start = 0): number {
    if (this.v.rules) {
      const act = bz.dueAction(this);
      if (act !== 0) {
        const n = bz.generatePlacements(this, act, out, start);
        if (n > start) return n;
      }
    }
    const end = generatePseudo(this, out, start);
    const us = this.turn;
    let n = start;
    if (this.v.singleRoyal && this.kingSq[us]! >= 0) {
      const ksq = this.kingSq[us]!;
      const them = (us ^ 1) as Color;
      const check = isAttacked(this, ksq, them);
      if (!check) markPinned(this, ksq, us, this.pinStamp, ++this.stamp);
      const stamp = this.stamp;
      for (let i = start; i < end; i++) {
        const m = out[i]!;
        const from = m & 255;
        let ok: boolean;
        if (from === ksq && !isPlacementKind(moveKind(m))) {
          // A king capture that also places a Berserker (capturer-turn) must see the placed piece too.
          ok = moveKind(m) === MoveKind.Castle || ((m >>> 24) === 0 ? this.kingStepSafe(ksq, moveTo(m), them) : this.legalByTrial(m));
        } else if (check || this.pinStamp[from] === stamp || (m >>> 20) > MoveKind.MultiStep) {
          // In check, pinned, en passant, or a capture-and-place (capturer-turn): test by playing it.
          ok = this.legalByTrial(m);
        } else ok = true;
        if (ok) out[n++] = m;
      }
    } else {
      for (let i = start; i < end; i++) if (this.legalByTrial(out[i]!)) out[n++] = out[i]!;
    }
    return n;
  }

  /** Legal moves as a fresh array. */
  legalMoves(): number[] {
    const n = this.generateLegal(this.apiBuf, 0);
    return Array.from(this.apiBuf.subarray(0, n));
  }

  hasLegalMove(buf: Int32Array = this.ruleBuf): boolean {
    return this.generateLegal(buf, 0) > 0;
  }

  private kingStepSafe(ksq: number, to: number, them: Color): boolean {
    const b = this.board, k = b[ksq]!;
    b[ksq] = 0;
    const ok = !isAttacked(this, to, them);
    b[ksq] = k;
    return ok;
  }

  /** Plays the move on the board alone, asks whether the mover's royals are safe, and takes it back. */
  legalByTrial(m: number): boolean {
    const us = this.turn;
    const k0 = this.kingSq[0]!, k1 = this.kingSq[1]!;
    const moved = applyMove(this, m, us);
    const captured = applied.captured, capSq = applied.capSq;
    const ok = !isRoyalAttacked(this, us);
    revertMove(this, m, us, moved, captured, capSq);
    this.kingSq[0] = k0; this.kingSq[1] = k1;
    return ok;
  }

  /** Pseudo-legal normal moves (no placements) of the side to move; castling comes out fully checked. */
  generatePseudo(out: Int32Array, n: number): number {
    return generatePseudo(this, out, n);
  }

  /** True when a move to `to` by a pawn of `color` promotes. */
  isPromotionSquare(to: number, color: Color): boolean {
    return color === 0 ? to >= this.size - this.width : to < this.width;
  }

  /** Rook squares (from, to) of a castling move of `us` whose king goes from `from` to `to`. */
  castleRookSquares(from: number, to: number, us: Color): [number, number] {
    return castleRookSquares(this, from, to, us);
  }

  // ---------------------------------------------------------------- make / undo

  /** Sets the Berserker flags, keeping the hash in step. */
  setFlags(next: number): void {
    setFlags(this, next);
  }

  /**
   * Saves what undo() restores (the move `m`, castling, en passant, clocks, flags, hash, kings) in a new
   * frame of the stack, growing it when full; the frame's offset. make() and makeNull() both start here.
   */
  private pushState(m: number): number {
    const d = this.depth * STRIDE;
    if (d + STRIDE > this.stack.length) {
      const grown = new Int32Array(Math.max(STRIDE * 8, this.stack.length * 2));
      grown.set(this.stack);
      this.stack = grown;
    }
    const s = this.stack;
    s[d + S_MOVE] = m; s[d + S_CASTLING] = this.castling; s[d + S_EP1] = this.ep1; s[d + S_EP2] = this.ep2;
    s[d + S_EPV] = this.epVictim; s[d + S_HALF] = this.halfmove; s[d + S_FULL] = this.fullmove; s[d + S_FLAGS] = this.flags;
    s[d + S_HLO] = this.hashLo; s[d + S_HHI] = this.hashHi; s[d + S_K0] = this.kingSq[0]!; s[d + S_K1] = this.kingSq[1]!;
    this.depth++;
    return d;
  }

  /** Plays a legal move (it is not checked here; see legalMoves). */
  make(m: number): void {
    const d = this.pushState(m);
    const s = this.stack;
    const us = this.turn;

    // Remember what stands on every square the move touches, to update the hash from the difference.
    const from = m & 255, to = (m >>> 8) & 255, kind = (m >>> 20) & 15, place = (m >>> 24) - 1;
    const t = this.touched, old = this.touchedOld, b = this.board;
    // (No closure here: make() is the hottest function there is.)
    let nt = touchSquare(t, old, b, 0, from);
    nt = touchSquare(t, old, b, nt, to);
    if (kind === MoveKind.EnPassant) nt = touchSquare(t, old, b, nt, this.epVictim);
    if (kind === MoveKind.Castle) { const [rf, rt] = castleRookSquares(this, from, to, us); nt = touchSquare(t, old, b, nt, rf); nt = touchSquare(t, old, b, nt, rt); }
    if (place >= 0) nt = touchSquare(t, old, b, nt, place);

    const moved = applyMove(this, m, us);
    const captured = applied.captured;
    s[d + S_MOVED] = moved; s[d + S_CAPTURED] = captured; s[d + S_CAPSQ] = applied.capSq;
    for (let i = 0; i < nt; i++) {
      const sq = t[i]!, before = old[i]!, after = b[sq]!;
      if (before === after) continue;
      if (before) hashPiece(this, before, sq);
      if (after) hashPiece(this, after, sq);
    }

    const rights = this.castling & ~(this.castleMask[from]! | this.castleMask[to]!);
    if (rights !== this.castling) { hashCastling(this, this.castling ^ rights); this.castling = rights; }

    hashEnPassant(this);
    this.ep1 = this.ep2 = this.epVictim = -1;
    const pawnMove = moved !== 0 && this.v.pawnTypes[moved & 15] && !isPlacementKind(kind);
    if (kind === MoveKind.MultiStep) this.openEnPassant(from, to);

    this.halfmove = pawnMove || captured !== 0 ? 0 : this.halfmove + 1;
    if (us === 1) this.fullmove++;
    this.turn = (us ^ 1) as Color;
    this.hashLo ^= this.v.zobrist.turn[0];
    this.hashHi ^= this.v.zobrist.turn[1];

    if (this.v.rules) bz.afterMove(this, m, us, captured);
    if (this.ep1 >= 0) this.keepEnPassantOnlyIfPlayable();
  }

  /** Sets the en-passant squares a multi-square pawn step skipped, when an enemy pawn could land there. */
  private openEnPassant(from: number, to: number): void {
    const w = this.width;
    const df = (to % w) - (from % w), dr = Math.floor(to / w) - Math.floor(from / w);
    const steps = Math.max(Math.abs(df), Math.abs(dr));
    const unit = Math.sign(dr) * w + Math.sign(df);
    this.ep1 = from + unit;
    this.ep2 = steps > 2 ? from + 2 * unit : -1;
    this.epVictim = to;
    hashEnPassant(this);
  }

  /**
   * En passant counts as part of the position only while a legal en-passant capture exists
   * (FIDE's repetition rule; never on a Berserker placement turn), so equal positions hash equally.
   */
  private keepEnPassantOnlyIfPlayable(): void {
    if (!this.enPassantPlayable()) {
      hashEnPassant(this);
      this.ep1 = this.ep2 = this.epVictim = -1;
    }
  }

  enPassantPlayable(): boolean {
    if (this.ep1 < 0) return false;
    if (this.v.rules && bz.dueAction(this) !== 0) return false;
    const us = this.turn, b = this.board, v = this.v;
    for (const target of [this.ep1, this.ep2]) {
      if (target < 0) continue;
      const A = v.attacks[us];
      for (let i = A.leapStart[target]!, e = A.leapStart[target + 1]!; i < e; i++) {
        const src = A.leapSrc[i]!, c = b[src]!;
        if (c === 0 || !((A.leapMask[i]! >>> c) & 1) || !v.pawnTypes[c & 15]) continue;
        if (this.legalByTrial(encodeMove(src, target, MoveKind.EnPassant))) return true;
      }
    }
    return false;
  }

  undo(): void {
    if (this.depth === 0) throw new Error('undo with no move made');
    this.depth--;
    const d = this.depth * STRIDE, s = this.stack;
    const m = s[d + S_MOVE]! >>> 0;
    const us = (this.turn ^ 1) as Color;
    revertMove(this, m, us, s[d + S_MOVED]!, s[d + S_CAPTURED]!, s[d + S_CAPSQ]!);
    this.turn = us;
    this.castling = s[d + S_CASTLING]!; this.ep1 = s[d + S_EP1]!; this.ep2 = s[d + S_EP2]!; this.epVictim = s[d + S_EPV]!;
    this.halfmove = s[d + S_HALF]!; this.fullmove = s[d + S_FULL]!; this.flags = s[d + S_FLAGS]!;
    this.hashLo = s[d + S_HLO]!; this.hashHi = s[d + S_HHI]!;
    this.kingSq[0] = s[d + S_K0]!; this.kingSq[1] = s[d + S_K1]!;
  }

  /**
   * The search's null move: the side to move passes (no piece moves, en passant lapses), for null-move
   * pruning. Not a move of any variant: legal move lists never hold it, and the search takes it only
   * where no placement is due. It resets the 50-move clock, so no repetition is sought across it.
   * Undone with undoNull().
   */
  makeNull(): void {
    const d = this.pushState(0), s = this.stack;
    s[d + S_MOVED] = 0; s[d + S_CAPTURED] = 0; s[d + S_CAPSQ] = -1;
    hashEnPassant(this);
    this.ep1 = this.ep2 = this.epVictim = -1;
    this.halfmove = 0;
    if (this.turn === 1) this.fullmove++;
    this.turn = (this.turn ^ 1) as Color;
    this.hashLo ^= this.v.zobrist.turn[0];
    this.hashHi ^= this.v.zobrist.turn[1];
  }

  /** Takes back makeNull(). */
  undoNull(): void {
    this.depth--;
    const d = this.depth * STRIDE, s = this.stack;
    this.turn = (this.turn ^ 1) as Color;
    this.ep1 = s[d + S_EP1]!; this.ep2 = s[d + S_EP2]!; this.epVictim = s[d + S_EPV]!;
    this.halfmove = s[d + S_HALF]!; this.fullmove = s[d + S_FULL]!;
    this.hashLo = s[d + S_HLO]!; this.hashHi = s[d + S_HHI]!;
  }

  /** Number of moves made on this object that undo() can take back. */
  get plies(): number {
    return this.depth;
  }

  /** The captured piece code of the last move made (0 if none). */
  lastMoveCaptured(): number {
    return this.depth === 0 ? 0 : this.stack[(this.depth - 1) * STRIDE + S_CAPTURED]!;
  }

  // ---------------------------------------------------------------- setting up

  /** A 53-bit number identifying the position (pieces, turn, castling, en passant, Berserker state). */
  get hash(): number {
    return (this.hashHi & 0x1fffff) * 4294967296 + (this.hashLo >>> 0);
  }

  /** Recomputes the hash from scratch (after setting up a position). */
  rehash(): void {
    rehash(this);
  }

  /** Finds the king squares again (after setting up a position). */
  locateKings(): void {
    this.kingSq[0] = this.kingSq[1] = -1;
    if (!this.v.singleRoyal) return;
    for (let sq = 0; sq < this.size; sq++) {
      const c = this.board[sq]!;
      if (c && this.v.royalTypes[c & 15]) this.kingSq[c >> 4] = sq;
    }
  }

  /** Relative rank (0-based) of `sq` for `color`. */
  relativeRank(sq: number, color: Color): number {
    const r = Math.floor(sq / this.width);
    return color === 0 ? r : this.v.geo.height - 1 - r;
  }

  /** Promotion piece type of a move, for callers that hold only the integer. */
  static promotion(m: number): number {
    return movePromo(m);
  }
  static place(m: number): number {
    return movePlace(m);
  }
}
