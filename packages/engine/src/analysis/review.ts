/**
 * The review of a whole game: every position of a tree's main line evaluated by the search, and each
 * move judged by how much it lowered its chooser's winning chances (classify.ts) against the best line
 * of the position before it. Pure data: the tree is not changed; writing the marks and evaluations into
 * it is the caller's (tree-edit.ts).
 *
 * Deterministic: a node-limited search gives the same result only from the same tables, so the review
 * clears its Searcher first and searches each position in one piece (a sliced search restarts an
 * iteration wherever the clock ends a slice). It yields to the event loop between positions, where the
 * signal is read: a stop takes effect after the position being searched.
 */
import type { Game } from '../game.js';
import { checkArgs } from '../args.js';
import { OPTION_KINDS } from './options.js';
import type { ColorName } from '../types.js';
import { Searcher } from '../search/search.js';
import { gameHashes } from '../search/levels.js';
import { yieldToEventLoop } from '../search/clock.js';
import type { SearchLimits, StopSignal } from '../search/types.js';
import type { GameTree } from '../view/types.js';
import { mainline, gameAtPath } from '../view/tree.js';
import { analysisLine, MATE_CP, type AnalysisLine } from './lines.js';
import { classifyMove, winningChances, type MoveNag } from './classify.js';

/** Nodes searched per position when neither `nodes` nor `depth` is given. */
export const REVIEW_NODES = 150000;
/** Most plies of a mark's better line. */
const BETTER_PLIES = 8;

export interface ReviewOptions {
  /** Nodes per position (default REVIEW_NODES, 150000, unless `depth` is given). */
  readonly nodes?: number;
  /** Deepest iteration per position, in plies. */
  readonly depth?: number;
  /** Aborting it ends the review after the position being searched; the review so far is returned. */
  readonly signal?: StopSignal;
  /** Called after each position: `done` of `total` (the main line's moves + 1) evaluated. */
  readonly onProgress?: (done: number, total: number) => void;
  /** The Searcher to use (cleared first); default a new one. */
  readonly searcher?: Searcher;
}

/** The evaluation of one position of the main line. */
export interface ReviewEval {
  /** 0 for the start, n after the main line's n-th move. */
  readonly ply: number;
  /** The path of the node after which the position stands ('' for the start). */
  readonly path: string;
  /**
   * Centipawns from White's point of view, a forced mate ±(MATE_CP − plies) as in AnalysisLine; a
   * finished game (no legal move, or a draw by rule) is +MATE_CP won by White, −MATE_CP by Black, 0 drawn.
   */
  readonly whiteScore: number;
  /** Forced mate from White's point of view (+N White mates in N, −N Black), else null (also at the end). */
  readonly mate: number | null;
  /** As AnalysisLine.text ('+0.4', '#-2'); a finished game shows its result ('1-0', '0-1', '1/2-1/2'). */
  readonly text: string;
}

/** A move judged an inaccuracy, a mistake or a blunder. */
export interface ReviewMark {
  /** The move's ply (1 for the first move). */
  readonly ply: number;
  /** The path of the move's node. */
  readonly path: string;
  readonly san: string;
  /** 6 inaccuracy (?!), 2 mistake (?), 4 blunder (??). */
  readonly nag: MoveNag;
  /** The drop in the chooser's winning chances (0..2). */
  readonly loss: number;
  /** The best line from the position before the move, in SAN, best move first, at most 8 plies. */
  readonly better: string[];
  /** Who chose the move (on a placement turn, the opponent of the side whose turn it is). */
  readonly chooser: ColorName;
}

export interface GameReview {
  /** One per main-line position evaluated, ply 0 first. */
  readonly evals: ReviewEval[];
  /** The marked moves, in the order played. */
  readonly marks: ReviewMark[];
  /** False when the signal stopped the review before every position was evaluated. */
  readonly complete: boolean;
}

const OPTION_PARAMS = ['options.nodes?:num', 'options.depth?:num', 'options.signal?:signal', 'options.onProgress?:fn', 'options.searcher?:searcher'];

/** A position of the main line as searched: its evaluation, its best line, how many legal moves it has. */
interface Reviewed {
  readonly eval: ReviewEval;
  readonly best: AnalysisLine | null;
  readonly legalCount: number;
}

/** Evaluates the position of `game` (after the node at `path`). */
function review(game: Game, ply: number, path: string, searcher: Searcher, limits: SearchLimits): Reviewed {
  const pos = game.position, status = game.status(), legalCount = pos.legalMoves().length;
  if (status.over || legalCount === 0) {
    const whiteScore = status.winner === 'white' ? MATE_CP : status.winner === 'black' ? -MATE_CP : 0;
    return { eval: { ply, path, whiteScore, mate: null, text: status.result }, best: null, legalCount };
  }
  const r = searcher.search(pos, { ...limits, history: gameHashes(game) });
  const best = analysisLine(pos, r.lines[0]!, r.chooser);
  return { eval: { ply, path, whiteScore: best.whiteScore, mate: best.mate, text: best.text }, best, legalCount };
}

/**
 * Reviews the main line of `tree`: evaluates every position (the start and after each move), then marks
 * each move whose chooser's winning chances dropped by 0.1 or more from the best line before it — not
 * the engine's own best move, nor a move that was the only legal one.
 */
export async function reviewGame(tree: GameTree, options: ReviewOptions = {}): Promise<GameReview> {
  checkArgs('reviewGame', OPTION_PARAMS, [options.nodes, options.depth, options.signal, options.onProgress, options.searcher], OPTION_KINDS);
  const moves = mainline(tree), total = moves.length + 1;
  const limits: SearchLimits = {
    ...(options.depth !== undefined ? { depth: options.depth } : {}),
    ...(options.nodes !== undefined || options.depth === undefined ? { nodes: options.nodes ?? REVIEW_NODES } : {}),
  };
  const searcher = options.searcher ?? new Searcher();
  searcher.clear();
  const done: Reviewed[] = [];
  for (let i = 0; i < total; i++) {
    if (options.signal?.aborted) break;
    const path = i === 0 ? '' : moves[i - 1]!.path;
    done.push(review(gameAtPath(tree, path), i, path, searcher, limits));
    options.onProgress?.(i + 1, total);
    // Between positions: a worker's "stop" message, a page's clicks.
    await yieldToEventLoop();
  }
  const marks: ReviewMark[] = [];
  for (let i = 1; i < done.length; i++) {
    const node = moves[i - 1]!, before = done[i - 1]!, after = done[i]!;
    const chooser = node.move.controller, sign = chooser === 'white' ? 1 : -1;
    const from = sign * before.eval.whiteScore, to = sign * after.eval.whiteScore;
    const nag = classifyMove(from, to, { best: before.best?.moves[0] === node.move.coordinate, forced: before.legalCount === 1 });
    if (nag === null) continue;
    marks.push({
      ply: node.ply, path: node.path, san: node.san, nag, loss: winningChances(from) - winningChances(to),
      better: before.best ? before.best.san.slice(0, BETTER_PLIES) : [], chooser,
    });
  }
  return { evals: done.map((d) => d.eval), marks, complete: done.length === total };
}
