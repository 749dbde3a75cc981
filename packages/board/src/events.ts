/**
 * The element's events and their `detail` types. `fire()` is the one place that dispatches them; it
 * lives outside the element class so the manifest analyzer reads the events from the `@fires` tags
 * (with these types) rather than guessing one from a dispatch with a variable name.
 */
import type { GameStatus, MoveInfo } from '@berserker-chess/engine';

/** Detail of the `move` event: the engine's MoveInfo plus where it came from. */
export interface MoveEventDetail extends MoveInfo {
  /** The number of the ply this move made (1 = the first move). */
  readonly ply: number;
  /** The FEN after the move. */
  readonly fen: string;
  /** `user` (board or typed), `api` (play()), `reply` (a puzzle's automatic reply or shown solution). */
  readonly source: 'user' | 'api' | 'reply';
}

/** Detail of the `change` event: the shown position. */
export interface ChangeEventDetail {
  readonly fen: string;
  readonly ply: number;
}

/** Detail of the `error` event. */
export interface ErrorEventDetail {
  /** The attribute at fault (`fen`, `moves`, `variant`, …, `pgn` for the PGN child), or null for a method call. */
  readonly attribute: string | null;
  /** The method that failed (`play`, `ohNo`), if any. */
  readonly method?: string;
  readonly message: string;
  /** The engine's error code, e.g. ERR_FEN_BOARD, ERR_ILLEGAL_MOVE, ERR_VARIANT. */
  readonly code: string;
}

/** Detail of the `puzzle-solved` event. */
export interface PuzzleSolvedDetail {
  /** Wrong moves tried before the solution was found. */
  readonly mistakes: number;
  /** The solution line (SAN). */
  readonly moves: readonly string[];
}

/** Detail of the `puzzle-failed` event. */
export interface PuzzleFailedDetail {
  readonly reason: 'wrong-move' | 'solution-shown';
  /** The wrong move (SAN), or null when the solution was shown. */
  readonly move: string | null;
  readonly mistakes: number;
}

/** Every event of `<berserker-board>` with its detail. */
export interface BerserkerBoardEventMap {
  move: MoveEventDetail;
  change: ChangeEventDetail;
  'game-over': GameStatus;
  error: ErrorEventDetail;
  'puzzle-solved': PuzzleSolvedDetail;
  'puzzle-failed': PuzzleFailedDetail;
}

/**
 * Dispatches event `name` on `el`. Every event bubbles and is composed except `error`: like an image's
 * error event it stays on the element, so it never reaches window (where window.onerror and error
 * trackers would take it for a crash).
 */
export function fire<K extends keyof BerserkerBoardEventMap>(el: EventTarget, name: K, detail: BerserkerBoardEventMap[K]): void {
  const bubbles = name !== 'error';
  el.dispatchEvent(new CustomEvent(name, { detail, bubbles, composed: bubbles }));
}
