/**
 * The search driver: iterative deepening with aspiration windows around the node search (alphabeta.ts,
 * with quiescence.ts below it); depth, time and node limits; cancellation by AbortSignal or callback;
 * a progress report after every iteration and the result. The tree's own state, shared with the node
 * search and quiescence, is a SearchState (state.ts); scores and mate scores are in scores.ts.
 *
 * Worker-friendly: `searchAsync` runs the same search in slices of a few milliseconds and yields to the
 * event loop between them, so a Web Worker can take a "stop" message (abort the signal) mid-search. A
 * slice that ends inside an iteration restarts that iteration (that line of it, with several lines) in
 * the next slice, a longer one when the slice before ended in the same line; the transposition table
 * keeps the finished work.
 *
 * Multi-PV (`limits.multiPv`, for analysis): each iteration searches its lines one after another, line k
 * without the root moves of lines 1..k-1, each with its own aspiration window; a slice that ends inside
 * a line resumes at that line. With one line the search is exactly the single-PV one.
 */
import type { Position } from '../position.js';
import { checkArgs } from '../args.js';
import { ChessError } from '../errors.js';
import type { Variant } from '../variant.js';
import type { Color } from '../types.js';
import { controller } from '../berserker.js';
import { makeCoordinate } from '../san.js';
import { evalTables } from './evaluate.js';
import { scoreMoves, pickNext } from './order.js';
import { MAX_PLY, INFINITE, MATE, MATE_BOUND, mateIn, isBerserkerMate } from './scores.js';
import { SearchState, STOP_NONE, STOP_HARD, STOP_PAUSE } from './state.js';
import { alphaBeta } from './alphabeta.js';
import { now, yieldToEventLoop } from './clock.js';
import type { SearchLimits, SearchInfo, SearchLine, SearchResult, SearcherOptions } from './types.js';

/** Half-width of the aspiration window around the previous iteration's score, in centipawns. */
const ASPIRATION = 50;
/** An async search's slice grows to at most 2^this times `sliceMs` while slices keep ending inside one line. */
const MAX_SLICE_DOUBLINGS = 4;

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

const SEARCHER_PARAMS = ['options?:obj'];
const HASH_PARAMS = ['options.hashMB?:num'];
const MULTI_PV_PARAMS = ['limits.multiPv?:int'];

/** A line of the running iteration: its score from the side to move's view, and its moves. */
interface FoundLine {
  readonly score: number;
  readonly pv: number[];
}

/**
 * A reusable searcher: keeps its transposition table and history between searches of one game (and
 * clears them when the variant changes). Not re-entrant: one search at a time.
 */
export class Searcher {
  /** The tree's state and the tables kept between searches. */
  private readonly s: SearchState;
  private variant: Variant | null = null;
  private busy = false;

  // The iterations of the running search.
  private rootMoves: number[] = [];
  private rootChooser: Color = 0;
  private rootFlip = false;
  private nextDepth = 1;
  private maxDepth = MAX_PLY - 1;
  /** How many lines each iteration searches (multi-PV). */
  private lineCount = 1;
  /** Per line, its score in the last finished iteration (side to move's view): its aspiration window's centre. */
  private lastScores: number[] = [0];
  /** The lines of the running iteration found so far, in the order searched. */
  private found: FoundLine[] = [];
  private best: SearchResult | null = null;
  /** Slices in a row that ended inside a line (an async search's pauses since a line was last finished). */
  private pausesInLine = 0;

  constructor(options: SearcherOptions = {}) {
    checkArgs('Searcher', SEARCHER_PARAMS, [options]);
    checkArgs('Searcher', HASH_PARAMS, [options.hashMB]);
    this.s = new SearchState(options.hashMB ?? 16);
  }

  /** True while a search runs (an async one may be between slices). */
  get searching(): boolean {
    return this.busy;
  }

  /** Forgets everything learned (transposition table, history). */
  clear(): void {
    this.s.tt.clear();
    this.s.order.clear();
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
      // A restarted line is searched again from what the table kept; when that is still more than a slice
      // can do (a multi-PV line often needs more than the first), it would restart for ever: each slice in
      // a row that ends inside the same line is twice as long as the one before (up to 16 times sliceMs).
      while (!this.runSlice(now() + slice * 2 ** Math.min(this.pausesInLine, MAX_SLICE_DOUBLINGS))) {
        this.pausesInLine++;
        await yieldToEventLoop();
      }
      return this.finish();
    } finally {
      this.busy = false;
    }
  }

  /** Sets up a search; returns a result at once when there is nothing to search. */
  private begin(pos: Position, limits: SearchLimits): SearchResult | null {
    if (this.busy) throw new Error('this Searcher is already searching; use one Searcher per concurrent search');
    checkArgs('search', MULTI_PV_PARAMS, [limits.multiPv]);
    if (limits.multiPv !== undefined && limits.multiPv < 1) {
      throw new ChessError('ERR_ARGS', `search: limits.multiPv must be 1 or more, not ${limits.multiPv}`, 'limits.multiPv');
    }
    const s = this.s;
    s.startTime = now();
    s.nodes = 0;
    if (this.variant !== pos.v) {
      s.tt.clear();
      this.variant = pos.v;
    }
    s.tt.nextGeneration();
    s.order.reset(pos.size);
    s.pos = pos.clone();
    s.et = evalTables(pos.v);
    s.quietPruning = pos.v.def.outcome.noMoves !== 'loss';
    s.limits = limits;
    s.noise = limits.noise ?? 0;
    s.seed = limits.seed ?? Math.floor(Math.random() * 0x7fffffff);
    s.deadline = limits.movetime !== undefined ? s.startTime + Math.max(0, limits.movetime) : Infinity;
    this.maxDepth = Math.max(1, Math.min(MAX_PLY - 1, limits.depth ?? MAX_PLY - 1));
    s.stop = STOP_NONE;
    s.stopReason = 'depth';
    this.nextDepth = 1;
    this.best = null;
    this.found = [];
    this.pausesInLine = 0;
    s.rootExcludedCount = 0;
    s.firstIterationDone = false;

    // Game history for repetition; the root sits at index `base`.
    const hist = [...(limits.history ?? [])];
    if (hist.length && hist[hist.length - 1] === s.pos.hash) hist.pop();
    s.base = hist.length;
    s.hashes = new Float64Array(s.base + MAX_PLY + 2);
    s.hashes.set(hist);

    this.rootMoves = s.pos.legalMoves();
    this.rootChooser = this.rootMoves.length ? controller(s.pos, this.rootMoves[0]!) : s.pos.turn;
    this.rootFlip = this.rootChooser !== s.pos.turn;
    if (this.rootMoves.length === 0) {
      const score = s.terminal(0, s.pos.inCheck());
      return { ...this.info(0, this.line(score, []), []), move: null, reason: 'no-moves' };
    }
    this.lineCount = Math.min(limits.multiPv ?? 1, this.rootMoves.length);
    this.lastScores = new Array<number>(this.lineCount).fill(0);
    this.busy = true;
    return null;
  }

  /** Runs iterations until the search ends (true) or the slice is used up (false). */
  private runSlice(sliceEnd: number): boolean {
    const s = this.s;
    s.sliceEnd = sliceEnd;
    s.stop = STOP_NONE;
    while (this.nextDepth <= this.maxDepth) {
      const depth = this.nextDepth;
      // The iteration's lines one after another; a slice that ended inside one resumes at it.
      while (this.found.length < this.lineCount) {
        const k = this.found.length;
        s.rootExcludedCount = k;
        for (let i = 0; i < k; i++) s.rootExcluded[i] = this.found[i]!.pv[0] ?? 0;
        const score = this.iterate(depth, this.lastScores[k]!);
        s.rootExcludedCount = 0;
        if (s.stop === STOP_PAUSE) return false;
        if (s.stop === STOP_HARD) return true;
        this.found.push({ score, pv: s.collectPv() });
        this.pausesInLine = 0;
      }
      const found = this.found;
      this.found = [];
      // Best first for the chooser (stable: equal scores keep the order they were found in).
      const sign = this.rootFlip ? -1 : 1;
      found.sort((a, b) => sign * (b.score - a.score));
      this.lastScores = found.map((l) => l.score);
      const lines = found.map((l) => this.line(sign * l.score, l.pv));
      const info = this.info(depth, lines[0]!, lines);
      this.best = { ...info, move: found[0]!.pv[0] ?? this.rootMoves[0]!, reason: 'depth' };
      s.firstIterationDone = true;
      s.limits.onInfo?.(info);
      this.nextDepth++;
      // A stop asked for while the iteration's report was read starts no other iteration (a cheap one
      // could otherwise finish before the next check of the signal, 1,024 nodes on).
      if (s.stopAsked()) return true;
      // A forced result no deeper than this iteration cannot be improved on (with several lines, only
      // once every line has one: the later lines may still be open).
      if (found.every((l) => Math.abs(l.score) >= MATE_BOUND && MATE - Math.abs(l.score) <= 2 * depth)) {
        s.stopReason = 'mate';
        return true;
      }
      if (this.rootMoves.length === 1 && s.limits.movetime !== undefined && s.limits.depth === undefined) {
        s.stopReason = 'depth';
        return true;
      }
      // Starting an iteration that cannot finish in time only wastes it.
      if (s.deadline !== Infinity && now() - s.startTime > 0.55 * (s.deadline - s.startTime)) {
        s.stopReason = 'time';
        return true;
      }
    }
    s.stopReason = 'depth';
    return true;
  }

  /**
   * One iteration (of one line) at `depth`, with an aspiration window around `prev`, the line's score in
   * the iteration before. Score from the side to move's view.
   */
  private iterate(depth: number, prev: number): number {
    let alpha = -INFINITE, beta = INFINITE;
    if (depth >= 4 && Math.abs(prev) < MATE_BOUND) {
      alpha = prev - ASPIRATION;
      beta = prev + ASPIRATION;
    }
    for (;;) {
      const score = alphaBeta(this.s, depth, alpha, beta, 0, true);
      if (this.s.stop !== STOP_NONE) return 0;
      if (score <= alpha && alpha > -INFINITE) { alpha = -INFINITE; continue; }
      if (score >= beta && beta < INFINITE) { beta = INFINITE; continue; }
      return score;
    }
  }

  private finish(): SearchResult {
    const s = this.s;
    if (this.best) return { ...this.best, nodes: s.nodes, time: now() - s.startTime, nps: this.nps(), reason: s.stopReason };
    // Stopped before the first iteration finished: the best-ordered legal move.
    const m = this.firstOrderedMove();
    const line = this.line(0, [m]);
    return { ...this.info(0, line, [line]), move: m, reason: s.stopReason };
  }

  private firstOrderedMove(): number {
    const s = this.s;
    const buf = s.moveBuf(0), scores = s.scoreBuf(0), n = this.rootMoves.length;
    for (let i = 0; i < n; i++) buf[i] = this.rootMoves[i]!;
    const e = s.tt.probe(s.pos.hashLo, s.pos.hashHi);
    const ttMove = e >= 0 ? s.tt.move[e]! : 0;
    scoreMoves(s.pos, s.et, buf, scores, n, ttMove, 0, s.order);
    return pickNext(buf, scores, 0, n);
  }

  /** A line with `score` from the chooser's view. */
  private line(score: number, pv: number[]): SearchLine {
    return { pv, score, mate: mateIn(score), berserkerMate: score >= MATE_BOUND && isBerserkerMate(score) };
  }

  /** A report: the best line's score (the chooser's view), mate and moves at its top, and every line. */
  private info(depth: number, best: SearchLine, lines: SearchLine[]): SearchInfo {
    const { score, mate, berserkerMate, pv } = best;
    return { depth, score, mate, berserkerMate, nodes: this.s.nodes, time: now() - this.s.startTime, nps: this.nps(), pv, chooser: this.rootChooser, lines };
  }

  private nps(): number {
    const ms = now() - this.s.startTime;
    return ms > 0 ? Math.round((this.s.nodes * 1000) / ms) : 0;
  }
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
