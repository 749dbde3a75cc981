/**
 * The state of a running search, shared by its three parts: the driver (search.ts: iterative
 * deepening, limits, results), the node search (alphabeta.ts) and quiescence (quiesce.ts). It holds the
 * position being searched, the tables kept between searches (transposition table, killers and
 * history), the per-ply buffers, the node count and the stop flag, and the small questions every node
 * asks: has a limit been reached, is this a draw by rule, what is the score of a position without moves.
 *
 * Its fields are read and written directly by the three parts: this is the hot path, and a plain object
 * of typed arrays keeps it free of allocation and indirection.
 */
import type { Position } from '../position.js';
import { MAX_MOVES } from '../position.js';
import type { Color } from '../types.js';
import { berserkerGaveCheck } from '../status.js';
import { FIRST_MOVES_TOGETHER, PLACE_WAITS, RELEASE_WAITS } from '../berserker.js';
import { type EvalTables, evaluate } from './evaluate.js';
import { TranspositionTable } from './tt.js';
import { OrderTables } from './order.js';
import { MAX_PLY, INFINITE, MATE, MATE_BOUND } from './scores.js';
import type { SearchLimits, SearchResult } from './types.js';
import { now } from './clock.js';

/** Why the tree walk is unwinding: not at all, the search is over, or the driver's time slice is used up. */
export const STOP_NONE = 0, STOP_HARD = 1, STOP_PAUSE = 2;
/** How many nodes between checks of the clock, the signal and the callback (a mask: 1024 nodes). */
export const CHECK_EVERY = 1023;
/** evalAt's mark for a node whose static evaluation was not taken. */
export const NO_EVAL = -0x7fffffff;
/** Berserker flags under which nobody may pass: a release or re-placement waits, or first moves are announced together. */
const NO_PASS_FLAGS = RELEASE_WAITS(0) | RELEASE_WAITS(1) | PLACE_WAITS(0) | PLACE_WAITS(1) | FIRST_MOVES_TOGETHER;

export class SearchState {
  readonly tt: TranspositionTable;
  readonly order = new OrderTables(MAX_PLY + 2);

  pos!: Position;
  et!: EvalTables;
  limits: SearchLimits = {};
  noise = 0;
  seed = 0;
  nodes = 0;
  startTime = 0;
  deadline = Infinity;
  /** When the current slice of an async search ends (Infinity for a blocking search). */
  sliceEnd = Infinity;
  stop = STOP_NONE;
  stopReason: SearchResult['reason'] = 'depth';
  /** Limits and slices never cut the first iteration short, so there is always a searched move. */
  firstIterationDone = false;
  /** Hashes of the game's positions and then of the search path; the root sits at index `base`. */
  hashes = new Float64Array(0);
  base = 0;
  readonly moveBufs: Int32Array[] = [];
  readonly scoreBufs: Int32Array[] = [];
  readonly quietBufs: Int32Array[] = [];
  readonly pvTable = new Int32Array((MAX_PLY + 2) * (MAX_PLY + 2));
  readonly pvLength = new Int32Array(MAX_PLY + 2);
  readonly scratch = new Int32Array(MAX_MOVES);
  /** Per ply, the oldest index of `hashes` that can repeat (see repetitionLimit). */
  readonly irreversible = new Int32Array(MAX_PLY + 2);
  /**
   * May quiet moves be left out (null move, late move pruning)? Not where a side without moves loses
   * (Battle of the Kings): the win there comes from quiet moves that take the last squares, which no
   * check marks out, and passing is never safe.
   */
  quietPruning = true;
  /** Per ply, the move being searched there (0 for a null move): the next ply's counter-move key. */
  readonly moveAt = new Int32Array(MAX_PLY + 2);
  /** Per ply, 1 when the node was reached by a null move (no second one in a row). */
  readonly nullAt = new Uint8Array(MAX_PLY + 2);
  /**
   * Per ply, the static evaluation of the node for its side to move, or NO_EVAL where none was taken (in
   * check, a placement turn, a PV node): two plies apart it says whether the side is improving.
   */
  readonly evalAt = new Int32Array(MAX_PLY + 2);
  /**
   * Multi-PV: the root moves the line being searched leaves out (the first moves of the lines already
   * found in this iteration), `rootExcludedCount` of them; 0 for the first line and a single-PV search.
   */
  readonly rootExcluded = new Int32Array(MAX_MOVES);
  rootExcludedCount = 0;

  constructor(hashMB: number) {
    this.tt = new TranspositionTable(hashMB);
  }

  /** Sets `stop` (and answers true) when the signal or the callback asks the search to stop. */
  stopAsked(): boolean {
    const l = this.limits;
    if (!(l.signal?.aborted || l.shouldStop?.())) return false;
    this.stop = STOP_HARD;
    this.stopReason = 'stopped';
    return true;
  }

  /** Sets `stop` when the signal, the callback, the clock, the node limit or the slice says so. */
  checkLimits(): void {
    if (this.stopAsked()) return;
    const l = this.limits;
    if (!this.firstIterationDone) return;
    const t = now();
    if (t >= this.deadline) { this.stop = STOP_HARD; this.stopReason = 'time'; return; }
    if (l.nodes !== undefined && this.nodes >= l.nodes) { this.stop = STOP_HARD; this.stopReason = 'nodes'; return; }
    if (t >= this.sliceEnd) this.stop = STOP_PAUSE;
  }

  /** The move list of `ply` (its scores are scoreBufs[ply]), allocated the first time a search gets there. */
  moveBuf(ply: number): Int32Array {
    let b = this.moveBufs[ply];
    if (!b) {
      b = new Int32Array(MAX_MOVES);
      this.moveBufs[ply] = b;
      this.scoreBufs[ply] = new Int32Array(MAX_MOVES);
    }
    return b;
  }

  /** The quiet moves tried at `ply` (for the history malus of the ones that did not cut off). */
  quietBuf(ply: number): Int32Array {
    let b = this.quietBufs[ply];
    if (!b) {
      b = new Int32Array(MAX_MOVES);
      this.quietBufs[ply] = b;
    }
    return b;
  }

  scoreBuf(ply: number): Int32Array {
    this.moveBuf(ply);
    return this.scoreBufs[ply]!;
  }

  /** The score of a position without legal moves, for its side to move. */
  terminal(ply: number, inCheck: boolean): number {
    const pos = this.pos;
    if (inCheck) {
      const berserker = berserkerGaveCheck(pos, (pos.turn ^ 1) as Color);
      return -(MATE - 2 * ply) - (berserker ? 1 : 0);
    }
    return pos.v.def.outcome.noMoves === 'loss' ? -(MATE - 2 * ply) : 0;
  }

  /** The static evaluation, kept inside the mate bounds. */
  evaluate(alpha = -INFINITE, beta = INFINITE): number {
    const s = evaluate(this.pos, this.et, this.noise, this.seed, alpha, beta);
    return s >= MATE_BOUND ? MATE_BOUND - 1 : s <= -MATE_BOUND ? -MATE_BOUND + 1 : s;
  }

  /**
   * A repetition or the 50-move rule at this node: the score for the side to move, or NaN when the
   * game goes on. Battle of the Kings: a move that repeats any earlier position loses for its mover.
   */
  ruleEnding(ply: number): number {
    const pos = this.pos, idx = this.base + ply, outcome = pos.v.def.outcome;
    const h = pos.hash;
    this.hashes[idx] = h;
    const limit = this.repetitionLimit(ply);
    for (let j = idx - 2; j >= limit; j -= 2) {
      if (this.hashes[j] !== h) continue;
      if (outcome.repetition === 'threefold') return 0;
      return pos.hasLegalMove(this.scratch) ? MATE - 2 * ply : this.terminal(ply, pos.inCheck());
    }
    if (outcome.fiftyMove && pos.halfmove >= 100) return pos.hasLegalMove(this.scratch) ? 0 : this.terminal(ply, pos.inCheck());
    return NaN;
  }

  /**
   * The oldest index of `hashes` the position at `ply` can repeat. Pawn moves and captures cannot be
   * undone, so normally the 50-move clock says how far back to look. Capturing the immortal Berserker
   * can be undone (it comes back), so with the Berserker rules the game history is searched in full and
   * only the search path is cut at irreversible moves.
   */
  private repetitionLimit(ply: number): number {
    const pos = this.pos, idx = this.base + ply;
    if (!pos.v.rules) {
      this.irreversible[ply] = Math.max(0, idx - pos.halfmove);
    } else if (pos.halfmove === 0 && (pos.lastMoveCaptured() & 15) !== pos.v.berserkerType) {
      this.irreversible[ply] = idx;
    } else {
      this.irreversible[ply] = ply > 0 ? this.irreversible[ply - 1]! : 0;
    }
    return this.irreversible[ply]!;
  }

  /**
   * May quiet moves go unsearched here (late move pruning)? Not in a variant without quiet-move pruning,
   * and with the Berserker rules not while a release or re-placement waits or first moves are announced
   * together: the decision after the move is not an ordinary one.
   */
  latePruningAllowed(): boolean {
    const pos = this.pos;
    return this.quietPruning && !(pos.v.rules && (pos.flags & NO_PASS_FLAGS) !== 0);
  }

  /**
   * May the side to move pass for null-move pruning? Only with a piece besides pawns and royals (zugzwang
   * is for pawn endings), and with the Berserker rules only when no release or re-placement waits and
   * Game of Pawns' first moves are over: passing would change whose decision comes next.
   */
  nullMoveAllowed(): boolean {
    if (!this.latePruningAllowed()) return false;
    const pos = this.pos, v = pos.v;
    const b = pos.board, us = pos.turn;
    for (let sq = 0; sq < pos.size; sq++) {
      const c = b[sq]!;
      if (c !== 0 && c >> 4 === us && !v.pawnTypes[c & 15] && !v.royalTypes[c & 15]) return true;
    }
    return false;
  }

  /** Removes the excluded root moves from the first `n` of `moves`; returns how many are left. */
  withoutExcludedRootMoves(moves: Int32Array, n: number): number {
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      let excluded = false;
      for (let k = 0; k < this.rootExcludedCount; k++) if (this.rootExcluded[k] === m) { excluded = true; break; }
      if (!excluded) moves[kept++] = m;
    }
    return kept;
  }

  /** Triangular PV table: row `ply` holds the line from that ply, pvLength[ply] moves long. */
  updatePv(ply: number, m: number): void {
    const row = ply * (MAX_PLY + 2), next = row + MAX_PLY + 2, len = this.pvLength[ply + 1]!;
    this.pvTable[row] = m;
    for (let k = 0; k < len; k++) this.pvTable[row + 1 + k] = this.pvTable[next + k]!;
    this.pvLength[ply] = len + 1;
  }

  /** The principal variation from the root. */
  collectPv(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.pvLength[0]!; i++) out.push(this.pvTable[i]!);
    return out;
  }
}
