/**
 * `analyse`: the engine's view of a game's current position for an analysis board — its best lines
 * (multi-PV), each with its evaluation from White's point of view, reported after every iteration and
 * at the end. It runs the search in slices (searchAsync), so a Web Worker or a page stays responsive
 * and a stop (the signal) takes effect within a slice.
 */
import type { Game } from '../game.js';
import type { Position } from '../position.js';
import { ChessError } from '../errors.js';
import { checkArgs } from '../args.js';
import { OPTION_KINDS } from './options.js';
import type { ColorName } from '../types.js';
import { sharedSearcher, type Searcher } from '../search/search.js';
import { gameHashes } from '../search/levels.js';
import type { SearchInfo, SearchLimits, StopSignal } from '../search/types.js';
import { analysisLine, colorName, type AnalysisLine } from './lines.js';

export interface AnalyseOptions {
  /** How many lines (multi-PV), default 1; more than the legal moves gives one per legal move. */
  readonly lines?: number;
  /** Deepest iteration, in plies. */
  readonly depth?: number;
  /** Time limit in milliseconds. */
  readonly movetime?: number;
  /** Node limit. */
  readonly nodes?: number;
  /** Aborting it stops the analysis; the promise resolves with the last finished iteration. */
  readonly signal?: StopSignal;
  /** Called after every finished iteration (`done` false). */
  readonly onInfo?: (analysis: Analysis) => void;
  /** The Searcher to use (default: the shared one, or a fresh one while it is busy). */
  readonly searcher?: Searcher;
}

export interface Analysis {
  /** The depth of the last finished iteration (0 when none finished, or the game is over). */
  readonly depth: number;
  readonly nodes: number;
  readonly nps: number;
  /** Milliseconds since the analysis started. */
  readonly time: number;
  /** Who decides the move: the side to move, or its opponent on a placement turn (R3, R4). */
  readonly chooser: ColorName;
  /** The lines, best first for the chooser; empty when the position has no legal move. */
  readonly lines: AnalysisLine[];
  /** True for the final result, false for a report while the search goes on. */
  readonly done: boolean;
}

const OPTION_PARAMS = [
  'options.lines?:int', 'options.depth?:num', 'options.movetime?:num', 'options.nodes?:num',
  'options.signal?:signal', 'options.onInfo?:fn', 'options.searcher?:searcher',
];

/** Checks analyse's options (the object itself is checked by the api/ wrapper). */
function checkOptions(o: AnalyseOptions): void {
  checkArgs('analyse', OPTION_PARAMS, [o.lines, o.depth, o.movetime, o.nodes, o.signal, o.onInfo, o.searcher], OPTION_KINDS);
  if (o.lines !== undefined && o.lines < 1) throw new ChessError('ERR_ARGS', `analyse: options.lines must be 1 or more, not ${o.lines}`, 'options.lines');
}

/** A search report as an Analysis of `pos`. */
function toAnalysis(pos: Position, info: SearchInfo, done: boolean): Analysis {
  return {
    depth: info.depth, nodes: info.nodes, nps: info.nps, time: info.time, chooser: colorName(info.chooser),
    lines: info.lines.map((l) => analysisLine(pos, l, info.chooser)), done,
  };
}

/**
 * Analyses the current position of `game` (which may go on being played: the position is copied). With
 * none of depth, movetime and nodes it runs until `signal` is aborted (or a forced result is found, or
 * the search's deepest ply). The game's history counts for repetition, as in chooseMove.
 */
export async function analyse(game: Game, options: AnalyseOptions = {}): Promise<Analysis> {
  checkOptions(options);
  const pos = game.position.clone();
  if (!pos.hasLegalMove()) {
    return { depth: 0, nodes: 0, nps: 0, time: 0, chooser: game.controller, lines: [], done: true };
  }
  const { onInfo } = options;
  const limits: SearchLimits = {
    multiPv: options.lines ?? 1,
    history: gameHashes(game),
    ...(options.depth !== undefined ? { depth: options.depth } : {}),
    ...(options.movetime !== undefined ? { movetime: options.movetime } : {}),
    ...(options.nodes !== undefined ? { nodes: options.nodes } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(onInfo ? { onInfo: (info: SearchInfo) => onInfo(toAnalysis(pos, info, false)) } : {}),
  };
  const searcher = options.searcher ?? sharedSearcher();
  return toAnalysis(pos, await searcher.searchAsync(pos, limits), true);
}
