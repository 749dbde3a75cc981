/**
 * The element's public types: its events and their `detail` types, and the values of its `mode` and
 * `shapes` properties (published as the package's events.d.ts). `fire()` is the one place that
 * dispatches the events; it lives outside the element class so the manifest analyzer reads the events
 * from the `@fires` tags (with these types) rather than guessing one from a dispatch with a variable name.
 */
import type { GameStatus, MoveInfo } from '@berserker-chess/engine';

/** The element's `mode`. */
export type BoardMode = 'view' | 'play' | 'puzzle';

/** An arrow (`from` → `to`) or a highlighted square (`to` absent) shown on the board, by square names. */
export interface ShownShape {
  readonly from: string;
  readonly to?: string;
  /** green, red, blue, yellow (the PGN's and the reader's), or the author's colour as written. */
  readonly color: string;
}

/** Where a move came from: `user` (board or typed), `api` (play()), `reply` (a puzzle's automatic reply or shown solution). */
export type MoveSource = 'user' | 'api' | 'reply';

/** Detail of the `move` event for a move the board shows: the engine's MoveInfo plus where it came from. */
export interface ShownMoveEventDetail extends MoveInfo {
  readonly hidden: false;
  /**
   * True for Game of Pawns' first White move, reported again now that Black has chosen and both first
   * moves are shown (C7); its `hidden: true` event came when it was made. It fires just before Black's.
   */
  readonly revealed: boolean;
  /** The number of the ply this move made (1 = the first move). */
  readonly ply: number;
  /** The FEN after the move. */
  readonly fen: string;
  readonly source: MoveSource;
}

/**
 * Detail of the `move` event for a move the board keeps hidden: Game of Pawns' first White move in play
 * mode, secret until Black has chosen (C7). It says that a move was made, by whom and at which ply, and
 * nothing that tells the move (no SAN, squares or piece; `fen` is the position the board shows, the start
 * with Black to move), because every listener on the page hears it and, at one screen, Black is watching.
 * A page that keeps the game reads the move from `history` or `pgn` (they hold it); it must not show it
 * while `hiddenPlies` is above 0. The move is reported again, with `revealed: true`, once Black has chosen.
 */
export interface HiddenMoveEventDetail {
  readonly hidden: true;
  /** The number of the ply this move made (1). */
  readonly ply: number;
  /** Who moved and who decided: White. */
  readonly color: MoveInfo['color'];
  readonly controller: MoveInfo['controller'];
  /** The position the board shows (the start position, Black to move) — not the one after the move. */
  readonly fen: string;
  readonly source: MoveSource;
}

/** Detail of the `move` event: check `hidden` before reading the move. */
export type MoveEventDetail = ShownMoveEventDetail | HiddenMoveEventDetail;

/** Detail of the `change` event: the shown position. */
export interface ChangeEventDetail {
  /** The FEN of the position the board shows (while a move is hidden: the start position, Black to move). */
  readonly fen: string;
  readonly ply: number;
  /** Game of Pawns' first White move is hidden (C7): `fen` is what the board shows, not the position after it. */
  readonly hidden: boolean;
}

/** Detail of the `node-change` event: the move shown now. */
export interface NodeChangeEventDetail {
  /**
   * Its path in the game tree: child indices from the start joined by '.' (`'0.0.1'`: the first move,
   * Black's main reply, then the first variation after it); '' for the start position. Outside view mode
   * the line counts as a main line (`'0.0.0'` is its third move). `goTo(path)` shows it again.
   */
  readonly path: string;
  /** Its ply from the start (0 = the start position). */
  readonly ply: number;
  /** The move (SAN as the engine writes it), or null at the start (and while Game of Pawns' first move is hidden). */
  readonly san: string | null;
  /** The FEN of the position the board shows. */
  readonly fen: string;
}

/** Why the game tree changed (`tree-change`). */
export type TreeChangeReason = 'move' | 'shapes' | 'undo' | 'take-back' | 'discard';

/**
 * Detail of the `tree-change` event: in view mode the reader or the API changed the game tree — a move
 * added (`move`), the shown move's arrows and highlights stored (`shapes`, with `annotate`), the line's
 * last move taken out (`undo`) or taken back with R8's Oh No! (`take-back`), the reader's own moves
 * discarded (`discard`). Not fired when the page loads a game.
 */
export interface TreeChangeEventDetail {
  /** The whole game tree as PGN (what the `pgn` property reads now). */
  readonly pgn: string;
  /** The path of the move shown after the change ('' at the start), as `node-change` reports it. */
  readonly path: string;
  readonly reason: TreeChangeReason;
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

/** An R8 Oh No! take-back of the line, as the engine's Game records it. */
export interface TakeBackRecord {
  /** The ply of the action that replaced the retracted one (the line's length while none has yet). */
  readonly ply: number;
  /** The retracted action (SAN). */
  readonly retracted: string;
  /** Who took it back: the retracted action's controller. */
  readonly by: MoveInfo['controller'];
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

/**
 * Detail of the `puzzle-refutation` event: after a wrong move the board plays the opponent's best
 * answer (found by the engine's search), then takes both back.
 */
export interface PuzzleRefutationDetail {
  /** The solver's wrong move (SAN). */
  readonly move: string;
  /** The opponent's answer the board plays to it (SAN). */
  readonly refutation: string;
}

/** Every event of `<berserker-board>` with its detail. */
export interface BerserkerBoardEventMap {
  move: MoveEventDetail;
  change: ChangeEventDetail;
  'node-change': NodeChangeEventDetail;
  'tree-change': TreeChangeEventDetail;
  'game-over': GameStatus;
  error: ErrorEventDetail;
  'puzzle-solved': PuzzleSolvedDetail;
  'puzzle-failed': PuzzleFailedDetail;
  'puzzle-refutation': PuzzleRefutationDetail;
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
