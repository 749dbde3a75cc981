/**
 * Move ordering: the transposition-table move first, then captures by MVV-LVA (most valuable victim,
 * least valuable attacker) and promotions, then the killer moves of the ply, then the counter move (the
 * quiet move that last refuted the opponent's previous move), then the rest by history, and last the
 * captures that lose material (a piece worth more than its victim taking on a defended square).
 * Scores go into a parallel Int32Array; `pickNext` selects lazily, so a cut-off early sorts little.
 */
import type { Position } from '../position.js';
import { type Color, MoveKind } from '../types.js';
import type { EvalTables } from './evaluate.js';

const TT_MOVE = 1 << 30;
const CAPTURE = 1 << 28;
const PROMOTION = 1 << 27;
const KILLER = 1 << 26;
/** A capture that loses material (it risks more than it takes, onto a defended square): after the quiet moves. */
const BAD_CAPTURE = -(1 << 20);
/** The move that last refuted the opponent's previous move: after the killers, before the history. */
const COUNTER = KILLER - 1;
/** History scores stay within ±this (quiet moves are ordered by them, below the killers). */
const HISTORY_MAX = 1 << 14;

/** Killer moves, two per ply, and the history table (by colour, from, to). */
export class OrderTables {
  readonly killers: Int32Array;
  history: Int32Array;
  /** By the previous move's from and to squares: the quiet move that last cut off after it. */
  counter: Int32Array;
  private size = 0;

  constructor(maxPly: number) {
    this.killers = new Int32Array(maxPly * 2);
    this.history = new Int32Array(0);
    this.counter = new Int32Array(0);
  }

  /** Forgets killers and history: the next search starts as the first one did. */
  clear(): void {
    this.killers.fill(0);
    this.history.fill(0);
    this.counter.fill(0);
  }

  /** Clears killers and ages history for a new search on a board of `size` squares. */
  reset(size: number): void {
    this.killers.fill(0);
    if (size !== this.size) {
      this.size = size;
      this.history = new Int32Array(2 * size * size);
      this.counter = new Int32Array(size * size);
    } else {
      for (let i = 0; i < this.history.length; i++) this.history[i] = this.history[i]! >> 1;
    }
  }

  historyIndex(color: number, m: number): number {
    return (color * this.size + (m & 255)) * this.size + ((m >>> 8) & 255);
  }

  /**
   * A quiet move caused a cut-off at `ply`: remember it as a killer, raise its history, and lower the
   * history of the quiet moves tried before it (`tried[0..count)`) that did not.
   */
  cutoff(color: number, m: number, ply: number, depth: number, tried: Int32Array, count: number, prev: number): void {
    const k = ply * 2;
    if (prev !== 0) this.counter[this.counterIndex(prev)] = m;
    if (this.killers[k] !== m) {
      this.killers[k + 1] = this.killers[k]!;
      this.killers[k] = m;
    }
    const bonus = Math.min(depth * depth, 400);
    this.adjust(this.historyIndex(color, m), bonus);
    for (let j = 0; j < count; j++) this.adjust(this.historyIndex(color, tried[j]!), -bonus);
  }

  /** The counter-move slot of the previous move `prev`. */
  counterIndex(prev: number): number {
    return (prev & 255) * this.size + ((prev >>> 8) & 255);
  }

  /** History with gravity: entries stay within ±HISTORY_MAX, a bonus counting less the nearer the bound. */
  private adjust(i: number, bonus: number): void {
    const h = this.history[i]!;
    this.history[i] = h + bonus - Math.trunc((h * Math.abs(bonus)) / HISTORY_MAX);
  }
}

/** The victim of a move (piece code), 0 for a non-capture. */
export function victimOf(pos: Position, m: number): number {
  const kind = (m >>> 20) & 15;
  if (kind === MoveKind.EnPassant) return pos.board[pos.epVictim]!;
  if (kind > MoveKind.MultiStep) return 0;
  return pos.board[(m >>> 8) & 255]!;
}

/** A capture's rank among captures (piece types): the most valuable victim first, then the least valuable attacker. */
export function mvvLva(t: EvalTables, attacker: number, victim: number): number {
  return t.gain[victim]! * 16 - (t.risk[attacker]! >> 4);
}

/**
 * Whether a capture by `attacker` of `victim` (piece types) onto `to` risks more than it wins, by more
 * than `margin`, on a square the opponent of the side to move defends: a one-exchange test.
 */
export function risksMore(pos: Position, t: EvalTables, attacker: number, victim: number, to: number, margin: number): boolean {
  return t.risk[attacker]! > t.gain[victim]! + margin && pos.attacked(to, (pos.turn ^ 1) as Color);
}

/** True for captures and promotions (the moves quiescence searches). */
export function isTactical(pos: Position, m: number): boolean {
  return victimOf(pos, m) !== 0 || ((m >>> 16) & 15) !== 0;
}

/** Scores moves[0..n) into `scores`. */
export function scoreMoves(
  pos: Position, t: EvalTables, moves: Int32Array, scores: Int32Array, n: number, ttMove: number, ply: number, order: OrderTables,
  prev = 0,
): void {
  const b = pos.board, k1 = order.killers[ply * 2]!, k2 = order.killers[ply * 2 + 1]!, us = pos.turn, zType = pos.v.berserkerType;
  const cm = prev !== 0 ? order.counter[order.counterIndex(prev)]! : 0;
  const demote = t.demoteLosingCaptures;
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    if (m === ttMove) { scores[i] = TT_MOVE; continue; }
    const kind = (m >>> 20) & 15;
    let s: number;
    if (kind >= MoveKind.Release) s = order.history[order.historyIndex(us, m)]!;
    else {
      const victim = victimOf(pos, m), promo = (m >>> 16) & 15;
      if (victim !== 0) {
        const attacker = b[m & 255]! & 15, vt = victim & 15;
        // Not a capture of the Berserker: taking it gains a tempo by the table but forces its owner's
        // re-placement turn. Only in the variants where it measured well (EvalTables.demoteLosingCaptures).
        const losing = demote && promo === 0 && vt !== zType && risksMore(pos, t, attacker, vt, (m >>> 8) & 255, 50);
        s = (losing ? BAD_CAPTURE : CAPTURE) + mvvLva(t, attacker, vt) + (promo ? t.value[promo]! : 0);
      }
      else if (promo) s = PROMOTION + t.value[promo]!;
      else if (m === k1) s = KILLER + 1;
      else if (m === k2) s = KILLER;
      else if (m === cm) s = COUNTER;
      else s = order.history[order.historyIndex(us, m)]!;
    }
    scores[i] = s;
  }
}

/** Moves the best-scored move of moves[i..n) to index i and returns it. */
export function pickNext(moves: Int32Array, scores: Int32Array, i: number, n: number): number {
  let best = i, bs = scores[i]!;
  for (let j = i + 1; j < n; j++) if (scores[j]! > bs) { bs = scores[j]!; best = j; }
  if (best !== i) {
    const m = moves[best]!; moves[best] = moves[i]!; moves[i] = m;
    const s = scores[best]!; scores[best] = scores[i]!; scores[i] = s;
  }
  return moves[i]!;
}

/** The killer-or-better threshold: moves scored at least this are not reduced. */
export const QUIET_LIMIT = KILLER;
