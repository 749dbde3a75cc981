/** What a search takes and gives back: limits, progress reports and the result. */
import type { Color } from '../types.js';

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
  /**
   * How many lines to search (multi-PV, default 1; at most the number of legal moves): each iteration
   * searches line k without the first moves of lines 1..k-1, as Stockfish does. More lines cost more
   * nodes and play no better; for analysis.
   */
  readonly multiPv?: number;
}

/** One line of a (multi-PV) search. */
export interface SearchLine {
  /** The line, packed moves from the searched position. */
  readonly pv: readonly number[];
  /** Centipawns from the chooser's point of view. */
  readonly score: number;
  /** Forced mate in this many moves for the chooser (negative: the chooser is mated), else null. */
  readonly mate: number | null;
  /** The forced mate is a Berserker checkmate (R9: 2 points). */
  readonly berserkerMate: boolean;
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
  /**
   * Every line searched, best first (`limits.multiPv` of them, or as many as there are legal moves);
   * the first is `pv`, `score`, `mate` and `berserkerMate`. Empty when the position has no legal move.
   */
  readonly lines: readonly SearchLine[];
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
