/**
 * The search: iterative deepening alpha-beta (negamax with principal variation search), quiescence on
 * captures and promotions, a transposition table, move ordering, check extension and late move
 * reductions; depth, time and node limits; cancellation by AbortSignal or callback; mate scores.
 *
 * Placement turns. On a release or re-placement turn (R3, R4) the side to move owns the Berserker but
 * its opponent, the placer, chooses the square. Scores are kept from the side to move's point of view
 * as usual, but at such a node the chooser is the opponent: the node is searched from the chooser's
 * point of view (window and result negated once) and the chooser takes the maximum, which is the
 * placement worst for the owner. Placements are forced, so quiescence searches them too.
 *
 * Worker-friendly: `searchAsync` runs the same search in slices of a few milliseconds and yields to the
 * event loop between them, so a Web Worker can take a "stop" message (abort the signal) mid-search. A
 * slice that ends inside an iteration restarts that iteration in the next slice; the transposition
 * table keeps the finished work.
 */
import type { Position } from '../position.js';
import { MAX_MOVES } from '../position.js';
import type { Variant } from '../variant.js';
import { type Color, MoveKind } from '../types.js';
import { controller, dueAction } from '../berserker.js';
import { berserkerGaveCheck } from '../status.js';
import { makeCoordinate } from '../san.js';
import { type EvalTables, evalTables, evaluate } from './evaluate.js';
import { TranspositionTable, BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } from './tt.js';
import { OrderTables, scoreMoves, pickNext, victimOf, QUIET_LIMIT } from './order.js';
import { generateTactical } from './captures.js';

/** Deepest ply the search reaches (main search and quiescence together). */
export const MAX_PLY = 100;
export const INFINITE = 32000;
/**
 * A win at ply p (the loser has no move, or loses by the variant's rules) scores MATE - 2p for the
 * winner; a Berserker checkmate (R9: 2 points) scores one more, so it is preferred over a plain mate
 * of the same length but never over a shorter one.
 */
export const MATE = 31000;
/** Scores at least this far from 0 are forced wins or losses. */
export const MATE_BOUND = MATE - 2 * MAX_PLY - 2;

/** Quiescence searches check evasions only this many plies deep; after that it stands pat. */
const QUIESCENCE_CHECK_PLIES = 2;
/**
 * Captures go at most this deep. In Battle of the Kings a capture leaves a new piece behind, so
 * capture chains need not end by themselves.
 */
const QUIESCENCE_PLIES = 8;
const QUIESCENCE_PLIES_SPAWN = 2;
/** From this quiescence ply on, only captures that win material (or take an undefended piece). */
const QUIESCENCE_TRADES = 3;
/** How many nodes between checks of the clock, the signal and the callback. */
const CHECK_EVERY = 1023;
const ASPIRATION = 50;
const FUTILITY_MARGIN = 150;

export interface SearchLimits {
  /** Deepest iteration, in plies (default: no limit but MAX_PLY). */
  readonly depth?: number;
  /** Time limit in milliseconds. */
  readonly movetime?: number;
  /** Node limit. */
  readonly nodes?: number;
  /** Aborting it stops the search; the best move found so far is returned. */
  readonly signal?: StopSignal;
  /** Checked every ~1000 nodes; returning true stops the search like the signal. */
  readonly shouldStop?: () => boolean;
  /** Called after every finished iteration. */
  readonly onInfo?: (info: SearchInfo) => void;
  /**
   * Hashes of the game's earlier positions, oldest first (the current position may be the last), for
   * repetition: a draw in chess-like variants, a loss for the repeating side in Battle of the Kings.
   */
  readonly history?: readonly number[];
  /** Evaluation noise in centipawns (± this much per position), for weaker, varied play. */
  readonly noise?: number;
  /** Seed for the noise (default: a random one). */
  readonly seed?: number;
}

export interface SearchInfo {
  /** The depth of the last finished iteration (0 when none finished). */
  readonly depth: number;
  /** Centipawns from the chooser's point of view (the placer's on a placement turn). */
  readonly score: number;
  /** Forced mate in this many moves (negative: being mated), else null. */
  readonly mate: number | null;
  /** The forced mate is a Berserker checkmate (R9: 2 points). */
  readonly berserkerMate: boolean;
  readonly nodes: number;
  /** Milliseconds since the search started. */
  readonly time: number;
  readonly nps: number;
  /** The principal variation, packed moves from the searched position. */
  readonly pv: readonly number[];
  /** Who chooses the first move: the side to move, or its opponent on a placement turn. */
  readonly chooser: Color;
}

export interface SearchResult extends SearchInfo {
  /** The chosen move (packed), null when the position has no legal move. */
  readonly move: number | null;
  /** Why the search ended. */
  readonly reason: 'depth' | 'time' | 'nodes' | 'stopped' | 'mate' | 'no-moves';
}

export interface SearcherOptions {
  /** Transposition table size in megabytes (default 16). */
  readonly hashMB?: number;
}

/** What the search needs of an AbortSignal (so any AbortSignal will do). */
export interface StopSignal {
  readonly aborted: boolean;
}

const STOP_NONE = 0, STOP_HARD = 1, STOP_PAUSE = 2;

/** Mate in moves (UCI style) for a score, or null. */
export function mateIn(score: number): number | null {
  if (Math.abs(score) < MATE_BOUND) return null;
  const plies = Math.ceil((MATE - Math.abs(score)) / 2);
  const moves = Math.ceil(plies / 2);
  return score > 0 || moves === 0 ? moves : -moves;
}

/** Is the forced win a Berserker checkmate (the odd unit of the mate score)? */
export function isBerserkerMate(score: number): boolean {
  return Math.abs(score) >= MATE_BOUND && (MATE - Math.abs(score)) % 2 === 1;
}

/** The moves of `pv` in coordinate notation (e2e4, z@f1, g1d2z), from `pos` (left unchanged). */
export function pvToCoordinates(pos: Position, pv: readonly number[]): string[] {
  const p = pos.clone(), out: string[] = [];
  for (const m of pv) {
    if (!p.legalMoves().includes(m | 0)) break;
    out.push(makeCoordinate(p, m));
    p.make(m);
  }
  return out;
}

/**
 * A reusable searcher: keeps its transposition table and history between searches of one game (and
 * clears them when the variant changes). Not re-entrant: one search at a time.
 */
export class Searcher {
  private readonly tt: TranspositionTable;
  private readonly order = new OrderTables(MAX_PLY + 2);
  private variant: Variant | null = null;
  private busy = false;

  // State of the running search.
  private pos!: Position;
  private et!: EvalTables;
  private limits: SearchLimits = {};
  private noise = 0;
  private seed = 0;
  private nodes = 0;
  private startTime = 0;
  private deadline = Infinity;
  private sliceEnd = Infinity;
  private stop = STOP_NONE;
  private stopReason: SearchResult['reason'] = 'depth';
  private hashes = new Float64Array(0);
  private base = 0;
  private readonly moveBufs: Int32Array[] = [];
  private readonly scoreBufs: Int32Array[] = [];
  private readonly pvTable = new Int32Array((MAX_PLY + 2) * (MAX_PLY + 2));
  private readonly pvLength = new Int32Array(MAX_PLY + 2);
  private readonly scratch = new Int32Array(MAX_MOVES);
  /** Per ply, the oldest index of `hashes` that can repeat (see repetitionLimit). */
  private readonly irreversible = new Int32Array(MAX_PLY + 2);
  private rootMoves: number[] = [];
  private rootChooser: Color = 0;
  private rootFlip = false;
  private nextDepth = 1;
  private maxDepth = MAX_PLY - 1;
  private lastScore = 0;
  private best: SearchResult | null = null;

  constructor(options: SearcherOptions = {}) {
    this.tt = new TranspositionTable(options.hashMB ?? 16);
  }

  /** True while a search runs (an async one may be between slices). */
  get searching(): boolean {
    return this.busy;
  }

  /** Forgets everything learned (transposition table, history). */
  clear(): void {
    this.tt.clear();
    this.variant = null;
  }

  /** Searches `pos` (not changed) within `limits`; returns the best move found. */
  search(pos: Position, limits: SearchLimits = {}): SearchResult {
    const early = this.begin(pos, limits);
    if (early) return early;
    try {
      this.runSlice(Infinity);
      return this.finish();
    } finally {
      this.busy = false;
    }
  }

  /**
   * The same search, in slices of `sliceMs` (default 40 ms) with the event loop free between them:
   * for a Web Worker, whose "stop" message can then abort `limits.signal` mid-search.
   */
  async searchAsync(pos: Position, limits: SearchLimits & { readonly sliceMs?: number } = {}): Promise<SearchResult> {
    const early = this.begin(pos, limits);
    if (early) return early;
    const slice = limits.sliceMs ?? 40;
    try {
      while (!this.runSlice(now() + slice)) await yieldToEventLoop();
      return this.finish();
    } finally {
      this.busy = false;
    }
  }

  // ------------------------------------------------------------------ driver

  /** Sets up a search; returns a result at once when there is nothing to search. */
  private begin(pos: Position, limits: SearchLimits): SearchResult | null {
    if (this.busy) throw new Error('this Searcher is already searching; use one Searcher per concurrent search');
    this.startTime = now();
    this.nodes = 0;
    if (this.variant !== pos.v) {
      this.tt.clear();
      this.variant = pos.v;
    }
    this.tt.nextGeneration();
    this.order.reset(pos.size);
    this.pos = pos.clone();
    this.et = evalTables(pos.v);
    this.limits = limits;
    this.noise = limits.noise ?? 0;
    this.seed = limits.seed ?? Math.floor(Math.random() * 0x7fffffff);
    this.deadline = limits.movetime !== undefined ? this.startTime + Math.max(0, limits.movetime) : Infinity;
    this.maxDepth = Math.max(1, Math.min(MAX_PLY - 1, limits.depth ?? MAX_PLY - 1));
    this.stop = STOP_NONE;
    this.stopReason = 'depth';
    this.nextDepth = 1;
    this.lastScore = 0;
    this.best = null;

    // Game history for repetition; the root sits at index `base`.
    const hist = [...(limits.history ?? [])];
    if (hist.length && hist[hist.length - 1] === this.pos.hash) hist.pop();
    this.base = hist.length;
    this.hashes = new Float64Array(this.base + MAX_PLY + 2);
    this.hashes.set(hist);

    this.rootMoves = this.pos.legalMoves();
    this.rootChooser = this.rootMoves.length ? controller(this.pos, this.rootMoves[0]!) : this.pos.turn;
    this.rootFlip = this.rootChooser !== this.pos.turn;
    if (this.rootMoves.length === 0) {
      const score = this.terminal(0, this.pos.inCheck());
      return { ...this.info(0, score, []), move: null, reason: 'no-moves' };
    }
    this.busy = true;
    return null;
  }

  /** Runs iterations until the search ends (true) or the slice is used up (false). */
  private runSlice(sliceEnd: number): boolean {
    this.sliceEnd = sliceEnd;
    this.stop = STOP_NONE;
    while (this.nextDepth <= this.maxDepth) {
      const depth = this.nextDepth;
      const score = this.iterate(depth);
      if (this.stop === STOP_PAUSE) return false;
      if (this.stop === STOP_HARD) return true;
      this.lastScore = score;
      const pv = this.collectPv();
      const chooserScore = this.rootFlip ? -score : score;
      const info = this.info(depth, chooserScore, pv);
      this.best = { ...info, move: pv[0] ?? this.rootMoves[0]!, reason: 'depth' };
      this.limits.onInfo?.(info);
      this.nextDepth++;
      // A forced result no deeper than this iteration cannot be improved on.
      if (Math.abs(score) >= MATE_BOUND && MATE - Math.abs(score) <= 2 * depth) {
        this.stopReason = 'mate';
        return true;
      }
      if (this.rootMoves.length === 1 && this.limits.movetime !== undefined && this.limits.depth === undefined) {
        this.stopReason = 'depth';
        return true;
      }
      // Starting an iteration that cannot finish in time only wastes it.
      if (this.deadline !== Infinity && now() - this.startTime > 0.55 * (this.deadline - this.startTime)) {
        this.stopReason = 'time';
        return true;
      }
    }
    this.stopReason = 'depth';
    return true;
  }

  private finish(): SearchResult {
    if (this.best) return { ...this.best, nodes: this.nodes, time: now() - this.startTime, nps: this.nps(), reason: this.stopReason };
    // Stopped before the first iteration finished: the best-ordered legal move.
    const m = this.firstOrderedMove();
    return { ...this.info(0, 0, [m]), move: m, reason: this.stopReason };
  }

  private firstOrderedMove(): number {
    const buf = this.moveBuf(0), scores = this.scoreBuf(0), n = this.rootMoves.length;
    for (let i = 0; i < n; i++) buf[i] = this.rootMoves[i]!;
    const e = this.tt.probe(this.pos.hashLo, this.pos.hashHi);
    const ttMove = e >= 0 ? this.tt.move[e]! : 0;
    scoreMoves(this.pos, this.et, buf, scores, n, ttMove, 0, this.order);
    return pickNext(buf, scores, 0, n);
  }

  private info(depth: number, score: number, pv: number[]): SearchInfo {
    return {
      depth, score, mate: mateIn(score), berserkerMate: score >= MATE_BOUND && isBerserkerMate(score),
      nodes: this.nodes, time: now() - this.startTime, nps: this.nps(), pv, chooser: this.rootChooser,
    };
  }

  private nps(): number {
    const ms = now() - this.startTime;
    return ms > 0 ? Math.round((this.nodes * 1000) / ms) : 0;
  }

  private collectPv(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.pvLength[0]!; i++) out.push(this.pvTable[i]!);
    return out;
  }

  /** One iteration at `depth`, with an aspiration window around the last score. Score from the side to move's view. */
  private iterate(depth: number): number {
    let alpha = -INFINITE, beta = INFINITE;
    const prev = this.lastScore;
    if (depth >= 4 && Math.abs(prev) < MATE_BOUND) {
      alpha = prev - ASPIRATION;
      beta = prev + ASPIRATION;
    }
    for (;;) {
      const score = this.node(depth, alpha, beta, 0, true);
      if (this.stop !== STOP_NONE) return 0;
      if (score <= alpha && alpha > -INFINITE) { alpha = -INFINITE; continue; }
      if (score >= beta && beta < INFINITE) { beta = INFINITE; continue; }
      return score;
    }
  }

  private checkLimits(): void {
    const l = this.limits;
    if (l.signal?.aborted || l.shouldStop?.()) { this.stop = STOP_HARD; this.stopReason = 'stopped'; return; }
    // Limits and slices never cut the first iteration short, so there is always a searched move.
    if (this.best === null) return;
    const t = now();
    if (t >= this.deadline) { this.stop = STOP_HARD; this.stopReason = 'time'; return; }
    if (l.nodes !== undefined && this.nodes >= l.nodes) { this.stop = STOP_HARD; this.stopReason = 'nodes'; return; }
    if (t >= this.sliceEnd) this.stop = STOP_PAUSE;
  }

  private moveBuf(ply: number): Int32Array {
    let b = this.moveBufs[ply];
    if (!b) {
      b = new Int32Array(MAX_MOVES);
      this.moveBufs[ply] = b;
      this.scoreBufs[ply] = new Int32Array(MAX_MOVES);
    }
    return b;
  }

  private scoreBuf(ply: number): Int32Array {
    this.moveBuf(ply);
    return this.scoreBufs[ply]!;
  }

  // ------------------------------------------------------------------ scores

  /** The score of a position without legal moves, for its side to move. */
  private terminal(ply: number, inCheck: boolean): number {
    const pos = this.pos;
    if (inCheck) {
      const berserker = berserkerGaveCheck(pos, (pos.turn ^ 1) as Color);
      return -(MATE - 2 * ply) - (berserker ? 1 : 0);
    }
    return pos.v.def.outcome.noMoves === 'loss' ? -(MATE - 2 * ply) : 0;
  }

  private evaluate(alpha = -INFINITE, beta = INFINITE): number {
    const s = evaluate(this.pos, this.et, this.noise, this.seed, alpha, beta);
    return s >= MATE_BOUND ? MATE_BOUND - 1 : s <= -MATE_BOUND ? -MATE_BOUND + 1 : s;
  }

  /**
   * A repetition or the 50-move rule at this node: the score for the side to move, or NaN when the
   * game goes on. Battle of the Kings: a move that repeats any earlier position loses for its mover.
   */
  private ruleEnding(ply: number): number {
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

  // ------------------------------------------------------------------ the tree

  /** Alpha-beta at `depth`; the result is from the side to move's point of view. */
  private node(depth: number, alpha: number, beta: number, ply: number, pvNode: boolean): number {
    const pos = this.pos;
    this.pvLength[ply] = 0;
    if (ply > 0) {
      const ended = this.ruleEnding(ply);
      if (ended === ended) return ended;
    } else {
      this.hashes[this.base] = pos.hash;
      this.irreversible[0] = pos.v.rules ? 0 : Math.max(0, this.base - pos.halfmove);
    }
    if (depth <= 0) return this.quiesce(alpha, beta, ply, 0);
    if ((++this.nodes & CHECK_EVERY) === 0) this.checkLimits();
    if (this.stop !== STOP_NONE) return 0;
    if (ply >= MAX_PLY - 1) return this.evaluate();

    if (ply > 0) {
      // Mate distance: nothing here beats a mate on the next ply or loses worse than one now.
      alpha = Math.max(alpha, -(MATE - 2 * ply) - 1);
      beta = Math.min(beta, MATE - 2 * (ply + 1) + 1);
      if (alpha >= beta) return alpha;
    }

    const alpha0 = alpha, beta0 = beta;
    const tt = this.tt, lo = pos.hashLo, hi = pos.hashHi;
    const e = tt.probe(lo, hi);
    let ttMove = 0;
    if (e >= 0) {
      ttMove = tt.move[e]!;
      if (!pvNode && tt.depth[e]! >= depth && tt.current(e)) {
        const s = fromTT(tt.score[e]!, ply), bound = tt.bound(e);
        if (bound === BOUND_EXACT || (bound === BOUND_LOWER && s >= beta) || (bound === BOUND_UPPER && s <= alpha)) return s;
      }
    }

    const moves = this.moveBuf(ply), scores = this.scoreBufs[ply]!;
    const n = pos.generateLegal(moves, 0);
    const inCheck = pos.inCheck();
    if (n === 0) return this.terminal(ply, inCheck);

    // A placement turn: the opponent of the side to move chooses; search from the chooser's view.
    const us = pos.turn;
    const flip = controller(pos, moves[0]!) !== us;
    if (flip) { const a = alpha; alpha = -beta; beta = -a; }
    const chooser = flip ? ((us ^ 1) as Color) : us;
    if (inCheck) depth++;

    // Reverse futility: far above beta near the leaves, assume a quiet move keeps it there. Futility:
    // far below alpha one ply from the leaves, only captures and promotions can help.
    let futile = false;
    if (!pvNode && !inCheck && !flip && depth <= 2 && Math.abs(beta) < MATE_BOUND && Math.abs(alpha) < MATE_BOUND) {
      const stat = this.evaluate(alpha - FUTILITY_MARGIN, beta + 120 * depth);
      if (stat - 120 * depth >= beta) return stat;
      futile = depth === 1 && stat + FUTILITY_MARGIN <= alpha;
    }

    scoreMoves(pos, this.et, moves, scores, n, ttMove, ply, this.order);
    let best = -INFINITE, bestMove = 0;
    for (let i = 0; i < n; i++) {
      const m = pickNext(moves, scores, i, n);
      const quiet = scores[i]! < QUIET_LIMIT && ((m >>> 20) & 15) < MoveKind.Release;
      if (futile && quiet && i > 0 && victimOf(pos, m) === 0 && ((m >>> 16) & 15) === 0) continue;
      pos.make(m);
      let v: number;
      if (i === 0) v = this.child(flip, depth - 1, alpha, beta, ply, pvNode);
      else {
        let r = 0;
        if (depth >= 3 && i >= 3 && quiet && !inCheck) r = depth >= 6 && i >= 8 ? 2 : 1;
        v = this.child(flip, depth - 1 - r, alpha, alpha + 1, ply, false);
        if (v > alpha && r > 0) v = this.child(flip, depth - 1, alpha, alpha + 1, ply, false);
        if (v > alpha && v < beta && pvNode) v = this.child(flip, depth - 1, alpha, beta, ply, true);
      }
      pos.undo();
      if (this.stop !== STOP_NONE) return 0;
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          if (pvNode) this.updatePv(ply, m);
          if (v >= beta) {
            if (quiet) this.order.cutoff(chooser, m, ply, depth);
            break;
          }
        }
      }
    }
    const score = flip ? -best : best;
    const bound = score <= alpha0 ? BOUND_UPPER : score >= beta0 ? BOUND_LOWER : BOUND_EXACT;
    tt.store(lo, hi, depth, bound, toTT(score, ply), bestMove);
    return score;
  }

  /** Searches the position after a move, returning its value for the node's chooser. */
  private child(flip: boolean, depth: number, alpha: number, beta: number, ply: number, pvNode: boolean): number {
    // The side to move changes every ply. Normally the chooser changes with it (negate); after a
    // placement the chooser (the placer) is the new side to move (no negation).
    return flip ? this.node(depth, alpha, beta, ply + 1, pvNode) : -this.node(depth, -beta, -alpha, ply + 1, pvNode);
  }

  /** Triangular PV table: row `ply` holds the line from that ply, pvLength[ply] moves long. */
  private updatePv(ply: number, m: number): void {
    const row = ply * (MAX_PLY + 2), next = row + MAX_PLY + 2, len = this.pvLength[ply + 1]!;
    this.pvTable[row] = m;
    for (let k = 0; k < len; k++) this.pvTable[row + 1 + k] = this.pvTable[next + k]!;
    this.pvLength[ply] = len + 1;
  }

  /**
   * Quiescence: captures and promotions until the position is quiet; check evasions for a few plies;
   * placement turns in full (they are forced, and the placer chooses).
   */
  private quiesce(alpha: number, beta: number, ply: number, qply: number): number {
    const pos = this.pos;
    this.pvLength[ply] = 0;
    if ((++this.nodes & CHECK_EVERY) === 0) this.checkLimits();
    if (this.stop !== STOP_NONE) return 0;
    if (ply >= MAX_PLY - 1) return this.evaluate();
    const moves = this.moveBuf(ply), scores = this.scoreBufs[ply]!;
    const act = pos.v.rules ? dueAction(pos) : 0;
    const inCheck = pos.inCheck();

    if (act !== 0 || inCheck) {
      const n = pos.generateLegal(moves, 0);
      if (n === 0) return this.terminal(ply, inCheck);
      if (act === 0 && qply >= QUIESCENCE_CHECK_PLIES) return this.evaluate();
      const flip = controller(pos, moves[0]!) !== pos.turn;
      if (flip) { const a = alpha; alpha = -beta; beta = -a; }
      scoreMoves(pos, this.et, moves, scores, n, 0, ply, this.order);
      let best = -INFINITE;
      for (let i = 0; i < n; i++) {
        const m = pickNext(moves, scores, i, n);
        pos.make(m);
        const v = flip ? this.quiesce(alpha, beta, ply + 1, qply + 1) : -this.quiesce(-beta, -alpha, ply + 1, qply + 1);
        pos.undo();
        if (this.stop !== STOP_NONE) return 0;
        if (v > best) {
          best = v;
          if (v > alpha) {
            alpha = v;
            if (v >= beta) break;
          }
        }
      }
      return flip ? -best : best;
    }

    const stand = this.evaluate(alpha, beta);
    if (stand >= beta || qply >= (pos.v.spawnOf ? QUIESCENCE_PLIES_SPAWN : QUIESCENCE_PLIES)) return stand;
    if (stand > alpha) alpha = stand;
    const t = this.et, b = pos.board, zType = pos.v.berserkerType;
    const end = generateTactical(pos, moves, t.bestPromotion);
    let n = 0;
    for (let i = 0; i < end; i++) {
      const m = moves[i]!;
      const victim = victimOf(pos, m), promo = (m >>> 16) & 15;
      if (victim === 0 && promo === 0) continue;
      const vt = victim & 15;
      if (victim !== 0) {
        // Capturing the immortal Berserker gains only a tempo: worth a look at the first level only.
        if (vt === zType && qply > 0) continue;
        // Delta pruning: even winning the piece cannot lift the score to alpha.
        if (promo === 0 && stand + t.gain[vt]! + 150 <= alpha) continue;
        // A capture that risks more than it wins on a defended square is left out; deeper down, so is
        // an even trade (long chains of them are what make quiescence explode on big boards).
        const attacker = b[m & 255]! & 15;
        const margin = qply < QUIESCENCE_TRADES ? 50 : -1;
        if (promo === 0 && t.risk[attacker]! > t.gain[vt]! + margin && pos.attacked((m >>> 8) & 255, (pos.turn ^ 1) as Color)) continue;
      }
      if (promo !== 0 && promo !== t.bestPromotion) continue;
      moves[n] = m;
      scores[n] = (victim ? t.gain[vt]! * 16 - (t.risk[b[m & 255]! & 15]! >> 4) : 0) + (promo ? t.value[promo]! : 0);
      n++;
    }
    let best = stand;
    for (let i = 0; i < n; i++) {
      const m = pickNext(moves, scores, i, n);
      if (!pos.legalByTrial(m)) continue;
      pos.make(m);
      const v = -this.quiesce(-beta, -alpha, ply + 1, qply + 1);
      pos.undo();
      if (this.stop !== STOP_NONE) return 0;
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          if (v >= beta) break;
        }
      }
    }
    return best;
  }
}

/** Mate scores are stored relative to the node, so they stay right at any ply. */
function toTT(score: number, ply: number): number {
  if (score >= MATE_BOUND) return score + 2 * ply;
  if (score <= -MATE_BOUND) return score - 2 * ply;
  return score;
}

function fromTT(score: number, ply: number): number {
  if (score >= MATE_BOUND) return score - 2 * ply;
  if (score <= -MATE_BOUND) return score + 2 * ply;
  return score;
}

/** The host APIs used here exist in browsers, workers and Node; the engine compiles without DOM or Node types. */
const host = globalThis as unknown as { performance?: { now(): number }; setTimeout(callback: () => void, ms: number): unknown };
const now = (): number => (host.performance ? host.performance.now() : Date.now());

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => host.setTimeout(resolve, 0));
}

let shared: Searcher | null = null;

/**
 * The program's shared Searcher (its transposition table is reused from move to move), or a fresh
 * one while the shared one is busy with another search.
 */
export function sharedSearcher(): Searcher {
  shared ??= new Searcher();
  return shared.searching ? new Searcher() : shared;
}

/** Searches `pos` within `limits` (with the shared Searcher). */
export function search(pos: Position, limits: SearchLimits = {}): SearchResult {
  return sharedSearcher().search(pos, limits);
}
