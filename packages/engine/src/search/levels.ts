/**
 * Playing levels for the computer opponent, and `chooseMove`, the one call a board, the Play page or
 * a Web Worker needs: a game (or position) and a level in, a move out.
 */
import type { Position } from '../position.js';
import { Game } from '../game.js';
import { ChessError } from '../errors.js';
import { makeSan, makeCoordinate } from '../san.js';
import { Searcher, sharedSearcher } from './search.js';
import type { SearchInfo, SearchResult, StopSignal } from './types.js';

export const LEVEL_IDS = ['beginner', 'casual', 'club', 'strong'] as const;
export type LevelId = (typeof LEVEL_IDS)[number];

export interface Level {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Deepest iteration (plies); undefined = as deep as time allows. */
  readonly depth?: number;
  /** Time per move in milliseconds. */
  readonly movetime: number;
  /** Evaluation noise, ± centipawns per position: the lower levels misjudge on purpose. */
  readonly noise: number;
}

export const LEVELS: Readonly<Record<LevelId, Level>> = {
  beginner: { id: 'beginner', name: 'Beginner', description: 'looks two plies ahead and misjudges a lot', depth: 2, movetime: 300, noise: 60 },
  casual: { id: 'casual', name: 'Casual', description: 'looks three plies ahead and misjudges a little', depth: 3, movetime: 1000, noise: 20 },
  club: { id: 'club', name: 'Club', description: 'searches up to six plies in at most a second and a half', depth: 6, movetime: 1500, noise: 0 },
  strong: { id: 'strong', name: 'Strong', description: 'searches as deep as three seconds allow', movetime: 3000, noise: 0 },
};

export interface ChooseOptions {
  /** Aborting it stops the search at once; the best move found so far is returned. */
  readonly signal?: StopSignal;
  /** Progress after every finished iteration. */
  readonly onInfo?: (info: SearchInfo) => void;
  /** Overrides the level's time per move. */
  readonly movetime?: number;
  /** The Searcher to use (default: the shared one, whose transposition table is kept from move to move). */
  readonly searcher?: Searcher;
  /** Seed for the level's noise, for reproducible games. */
  readonly seed?: number;
}

export interface ChosenMove extends SearchResult {
  /** SAN of the chosen move (null when there is none). */
  readonly san: string | null;
  /** Coordinate notation of the chosen move (e2e4, z@f1, g1d2z). */
  readonly coordinate: string | null;
}

/**
 * The hashes of the positions of `game` a search must know for repetition: those since the last
 * irreversible move (earlier ones can never occur again), oldest first, the current one last.
 */
export function gameHashes(game: Game): number[] {
  return game.repeatablePositionHashes();
}

function resolve(target: Game | Position, level: LevelId | Level, options: ChooseOptions) {
  const lv = typeof level === 'string' ? LEVELS[level] : level;
  if (!lv) throw new ChessError('ERR_ARGS', `unknown level "${String(level)}"; valid levels: ${LEVEL_IDS.join(', ')}`);
  const pos = target instanceof Game ? target.position : target;
  const history = target instanceof Game ? gameHashes(target) : undefined;
  const limits = {
    ...(lv.depth !== undefined ? { depth: lv.depth } : {}),
    movetime: options.movetime ?? lv.movetime,
    noise: lv.noise,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onInfo ? { onInfo: options.onInfo } : {}),
    ...(history ? { history } : {}),
  };
  return { pos, limits };
}

function describe(pos: Position, r: SearchResult): ChosenMove {
  return { ...r, san: r.move === null ? null : makeSan(pos, r.move), coordinate: r.move === null ? null : makeCoordinate(pos, r.move) };
}

/**
 * The computer's move in `target` at `level`. Runs in slices and yields between them, so aborting
 * `options.signal` (from a worker's message handler, a button) stops it promptly with a legal move.
 */
export async function chooseMove(target: Game | Position, level: LevelId | Level = 'club', options: ChooseOptions = {}): Promise<ChosenMove> {
  const { pos, limits } = resolve(target, level, options);
  const searcher = options.searcher ?? sharedSearcher();
  return describe(pos, await searcher.searchAsync(pos, limits));
}

/** `chooseMove` without yielding: blocks until done (scripts, tests, the CLI). */
export function chooseMoveSync(target: Game | Position, level: LevelId | Level = 'club', options: ChooseOptions = {}): ChosenMove {
  const { pos, limits } = resolve(target, level, options);
  const searcher = options.searcher ?? sharedSearcher();
  return describe(pos, searcher.search(pos, limits));
}
