/**
 * Messages between a page and the site's search worker (search-worker.ts): the Play page's computer
 * opponent (`search`, `evaluate`) and the Analysis page's engine lines and game review (`analyse`,
 * `review`). One worker, one protocol: both pages run the same engine code.
 */
import type { Analysis, GameReview } from '@berserker-chess/engine';

export type Colour = 'white' | 'black';

/** The game to search: replayed in the worker from the variant's start, or from `fen`. */
export interface GameSpec {
  readonly variant: string;
  readonly rules: string;
  /** The start position of a game started from a link; absent or '' for the variant's start. */
  readonly fen?: string;
  /** The moves so far (SAN). */
  readonly moves: readonly string[];
}

/** A node of an annotated game: the worker reads the PGN and analyses the position after the move at `path` ('' = the start). */
export interface TreeSpec {
  readonly pgn: string;
  readonly path: string;
}

export type ToWorker =
  /** Find the computer's move at `level` (a LEVEL_IDS id), in at most `movetime` ms. */
  | { readonly type: 'search'; readonly id: number; readonly game: GameSpec; readonly level: string; readonly movetime?: number }
  /** A quick, noise-free judgement of the position (for draw offers). */
  | { readonly type: 'evaluate'; readonly id: number; readonly game: GameSpec }
  /** Engine lines of a position: `lines` best lines, to `depth` (absent: until stopped or cancelled). */
  | { readonly type: 'analyse'; readonly id: number; readonly node: TreeSpec; readonly lines: number; readonly depth?: number }
  /** The whole main line of a game judged, move by move (the engine's reviewGame). */
  | { readonly type: 'review'; readonly id: number; readonly pgn: string; readonly depth?: number; readonly nodes?: number }
  /** Stop now and answer with the best move found so far. */
  | { readonly type: 'stop'; readonly id: number }
  /** Stop now; no answer wanted. */
  | { readonly type: 'cancel'; readonly id: number };

export interface Thinking {
  readonly depth: number;
  /** Centipawns from White's point of view. */
  readonly whiteScore: number;
  /** Mate in N moves for White (negative: for Black), or null. */
  readonly mateForWhite: number | null;
  readonly berserkerMate: boolean;
  readonly nodes: number;
  readonly nps: number;
  /** The expected line, SAN. */
  readonly pv: readonly string[];
  /** Who chose (the side to move, or the placer on a placement turn). */
  readonly chooser: Colour;
  /** Centipawns from the chooser's point of view. */
  readonly score: number;
  readonly mate: number | null;
}

export type FromWorker =
  /** The worker's script has loaded and it listens (sent once, first). */
  | { readonly type: 'ready' }
  | ({ readonly type: 'info'; readonly id: number } & Thinking)
  | ({ readonly type: 'result'; readonly id: number; readonly san: string | null; readonly reason: string; readonly blind: boolean } & Thinking)
  /** An `analyse` request's progress (each deeper iteration) … */
  | { readonly type: 'analysis'; readonly id: number; readonly analysis: Analysis }
  /** … and its end (the depth reached, or stopped). */
  | { readonly type: 'analysed'; readonly id: number; readonly analysis: Analysis }
  /** A `review` request's progress: `done` of `total` positions judged. */
  | { readonly type: 'review-progress'; readonly id: number; readonly done: number; readonly total: number }
  | { readonly type: 'reviewed'; readonly id: number; readonly review: GameReview }
  | { readonly type: 'error'; readonly id: number; readonly message: string };
