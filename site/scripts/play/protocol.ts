/** Messages between the Play page and its search worker. */
import type { Colour } from './types';

/** The game to search: replayed in the worker from the variant's start, or from `fen`. */
export interface GameSpec {
  readonly variant: string;
  readonly rules: string;
  /** The start position of a game started from a link; absent or '' for the variant's start. */
  readonly fen?: string;
  /** The moves so far (SAN). */
  readonly moves: readonly string[];
}

export type ToWorker =
  /** Find the computer's move at `level` (a LEVEL_IDS id), in at most `movetime` ms. */
  | { readonly type: 'search'; readonly id: number; readonly game: GameSpec; readonly level: string; readonly movetime?: number }
  /** A quick, noise-free judgement of the position (for draw offers). */
  | { readonly type: 'evaluate'; readonly id: number; readonly game: GameSpec }
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
  | { readonly type: 'error'; readonly id: number; readonly message: string };
