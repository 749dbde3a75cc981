/**
 * The types the element's three built files share: type-only, no code. The shell (core/: the script
 * tag's file, the still board) loads the live board (live/) through LiveModule and drives it through
 * LiveBoard; the live board loads the viewer (viewer/) through ViewerModule and hands it a ViewerHost.
 * Neither the live board nor the viewer sees the element's class: they get a BoardHost (the element's
 * inputs, a Lit host, a DOM element), and the viewer the few calls of the public API it makes.
 *
 * It imports types only, and only from below the three files (lit, the engine, the renderer, and the
 * element's public types in events.ts, which import nothing of the element), so every module of the
 * element may import it and no import goes round in a circle through it.
 */
import type { nothing, ReactiveControllerHost, TemplateResult } from 'lit';
import type { BoardView, Game, GameStatus, GameTree, MoveInfo, PgnGame } from '@berserker-chess/engine';
import type { DiagramView } from '@berserker-chess/engine/diagram';
import type { BoardPicture } from './render/svg.js';
import type { BoardMode, ErrorEventDetail, ShownShape, TakeBackRecord, TreeChangeReason } from './events.js';
import type { Messages, Words } from './messages/en.js';

export type { BoardMode, ShownShape, TreeChangeReason };
export type Color = 'white' | 'black';

// ------------------------------------------------------------------ pictures (still, live and viewer draw alike)

/** The board the squares are on: the engine names squares by its size (the still board reads it without a game). */
export interface BoardSize {
  readonly width: number;
  readonly height: number;
}

/** An arrow between two squares (indices); no colour: the renderer's. */
export interface Arrow {
  from: number;
  to: number;
  color?: string;
}

/** A tinted square (index). */
export interface Highlight {
  square: number;
  color: string;
}

/** A picture the element draws (core/paint.ts): its title and id prefix are given (see the renderer's drawBoard). */
export type Picture = BoardPicture & { title: string; idPrefix: string };

// ------------------------------------------------------------------ the element as the live board sees it

/** The element's inputs: its reactive properties as the page set them (bad values too: the live board reports them). */
export interface BoardInputs {
  readonly variant: string;
  readonly rules?: string;
  readonly moves?: string;
  readonly mode: BoardMode;
  readonly orientation: Color;
  readonly showMoves: boolean;
  readonly coordinates: boolean;
  readonly theme: 'auto' | 'light' | 'dark';
  readonly arrows?: string;
  readonly highlights?: string;
  readonly player: 'both' | Color;
  readonly solution?: string;
  readonly mateIn: number | null;
  readonly alternatives?: string;
  readonly replyDelay: number;
  readonly refutation: 'on' | 'off';
  readonly label?: string;
  readonly moveList: 'auto' | 'right' | 'bottom' | 'none';
  readonly menu: boolean;
  readonly playUrl?: string;
  readonly analysisUrl?: string;
  readonly annotate: boolean;
  readonly sound: 'on' | 'off';
  /** The page's own words over the board's language's (`messages`). */
  readonly messages?: Partial<Messages> | null;
}

/**
 * The element as its live board and the viewer see it: its inputs, a Lit host (controllers, updates, the
 * shadow root) and a DOM element (events are fired on it; its attributes and PGN child are read).
 */
export interface BoardHost extends BoardInputs, ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** Lit's: an update, with property `name` changed from `oldValue`. */
  requestUpdate(name?: PropertyKey, oldValue?: unknown): void;
}

/** The calls of the element's public API the viewer makes (its keys and its menu act as a page script would). */
export interface BoardCalls {
  readonly fen: string;
  readonly pgn: string;
  readonly errors: ErrorEventDetail[];
  goTo(to: string): boolean;
  flip(): void;
}

// ------------------------------------------------------------------ the still board

/** The inputs the still board reads (the element's properties). */
export interface StillInputs {
  readonly variant?: string;
  readonly rules?: string;
  readonly fen: string | null;
  readonly moves?: string;
  readonly mode: string;
  readonly orientation: string;
  readonly theme: string;
  readonly player: string;
  readonly moveList: string;
  readonly refutation: string;
  readonly showMoves: boolean;
  readonly coordinates: boolean;
  readonly menu: boolean;
  readonly arrows?: string;
  readonly highlights?: string;
  readonly label?: string;
  /** Was a PGN, a ply or a selected square given (attribute, property or PGN child)? */
  readonly game: boolean;
  /** The PGN text (the `pgn` property, else the PGN child's), '' without one. */
  readonly pgn: string;
  /** The ply the page asked for (`ply`), null when it did not. */
  readonly ply: number | 'last' | null;
  /** Did the page give `variant` (else a PGN without [Variant] is standard chess)? */
  readonly variantGiven: boolean;
}

/** The end of a board's moves, as the live code reads it (live/final-position.ts). */
export interface MovesEnd {
  readonly diagram: DiagramView;
  readonly lastMove: readonly [number, number] | null;
  readonly check: readonly number[];
}

/** Where a game viewer's move list goes (`move-list`, `auto` for anything else). */
export type ListPlace = 'auto' | 'right' | 'bottom' | 'none';

/**
 * A game's frame (core/game-frame.ts): the layout the viewer gives a game in view mode, drawn before the
 * viewer is here — where the move list goes, and whether the players' bars come above and below the board.
 */
export interface GameFrame {
  readonly list: ListPlace;
  readonly players: boolean;
}

/**
 * What the still board shows: the page's own content; a diagram of a FEN; or a game to step through (moves
 * or a PGN, view mode) in its frame, its board drawn at once — the start position when the game opens
 * there (`ply="0"`), the end of its moves once the live code is here (`end`, a board far from the
 * viewport), else the board's squares alone until the live board shows the position — and the step
 * buttons and the move list's place kept for them. A game goes live as soon as the board comes near.
 */
export type StillPlan =
  | { readonly kind: 'content' }
  | { readonly kind: 'diagram'; readonly diagram: DiagramView; readonly arrows: Arrow[]; readonly highlights: Highlight[] }
  | {
      readonly kind: 'game';
      readonly frame: GameFrame;
      /** The position drawn (its board's size, its side to move), or with `empty` the board it is on. */
      readonly diagram: DiagramView;
      /** The squares alone: the position the game opens at needs the engine (the end of its moves, a ply). */
      readonly empty: boolean;
      readonly arrows: Arrow[];
      readonly highlights: Highlight[];
      readonly end?: MovesEnd;
    };

// ------------------------------------------------------------------ the shell and the live board

/**
 * What the reader did to the still board that woke it: done again on the live board. A press carries
 * where it was on the still picture, as fractions of its box (`at`), since the live board may sit a line
 * lower than the page's own picture did.
 */
export type Intent =
  | { readonly kind: 'pointer'; readonly event: PointerEvent; readonly at: { readonly x: number; readonly y: number }; readonly down: boolean }
  | { readonly kind: 'focus' }
  | null;

/** What a page gave the element before the board was live (the `fen`, `pgn`, `ply` and `selected` properties). */
export interface Given {
  fen: string | null;
  pgn: string | null;
  ply: number | 'last' | null;
  selected: string | undefined | null;
  /** The path `setPgn` asked to show (null: none). */
  path: string | null;
}

/** What the shell knows that the live board asks. */
export interface LiveHooks {
  /** May the picture be painted (the board is near the viewport)? */
  paintable(): boolean;
  reducedMotion(): boolean;
  /** Did the page give `variant` (else a PGN without [Variant] is standard chess)? */
  variantGiven(): boolean;
  /** The table of the board's language, null for English (core/lang.ts). */
  table(): Messages | null;
}

/**
 * The public API's live side (live/api.ts, each operation once): what the element's getters and methods
 * answer once the board is live. The element has the game loaded again (LiveBoard.ensure) before it reads
 * or acts on the game; the setters of the inputs, hint() and showSolution() come here as they are.
 */
export interface LiveApi {
  readonly fen: string;
  readonly pgn: string;
  readonly ply: number;
  /** The shown move's path ('' at the start). */
  readonly path: string;
  readonly selected: string | undefined;
  readonly shapes: ShownShape[];
  readonly errors: ErrorEventDetail[];
  readonly history: MoveInfo[];
  readonly hiddenPlies: number;
  readonly takeBacks: TakeBackRecord[];
  readonly status: GameStatus | null;
  readonly turn: Color;
  readonly controller: Color;
  legalMoves(): MoveInfo[];
  play(move: string): MoveInfo | null;
  undo(): MoveInfo | null;
  canOhNo(): boolean;
  ohNo(): MoveInfo | null;
  /** Shows ply `n` of the line. */
  goto(n: number): void;
  /** Shows the move at a path of the game tree (false, with `error`, when there is none). */
  goTo(path: string): boolean;
  hint(): void;
  showSolution(): void;
  /** Loads the game from the inputs again. */
  reset(): void;
  /** `setPosition()`: a new start position (the element sets `moves` itself, then asks `failed()`). */
  setPosition(fen: string): void;
  /** Is something wrong with an input of the game (as last loaded)? */
  failed(): boolean;
  setFen(fen: string): void;
  /** Loads a PGN; with `path`, shows that move once loaded. */
  setPgn(text: string, path?: string): void;
  setPly(n: number | 'last'): void;
  setSelected(name: string | undefined): void;
}

/** A board's live board, as the shell drives it. */
export interface LiveBoard {
  readonly api: LiveApi;
  /** Loads the game again if an input changed since the last load: the shell calls it before reading the game. */
  ensure(): void;
  /** A reactive property changed. */
  changed(name: PropertyKey): void;
  /** Before each update: the game loaded, the attributes checked, the viewer asked for when it is wanted. */
  willUpdate(): void;
  /** Settles when the viewer, if it is being loaded, is there (it changes the layout). */
  readonly pending: Promise<void> | undefined;
  /** The figure's content: the error box and the game (`body`), and the live region (`end`, last). */
  render(dark: boolean): { body: unknown; end: unknown };
  /** Does again on the live board what woke it (after its first live update). */
  resume(intent: Intent): void;
}

/** The live module (live/index.ts) as the shell loads it. */
export interface LiveModule {
  createLiveBoard(host: BoardHost & BoardCalls, hooks: LiveHooks, given: Given): LiveBoard;
  /**
   * Loads the viewer ahead (a game will want it, or the pointer came over a still board); settles when it
   * is here or could not be loaded.
   */
  preloadViewer(): Promise<unknown>;
  /** The end of a board's `moves` (view mode, no PGN or ply), or null; in the live code, which it needs. */
  movesEnd(inputs: StillInputs): MovesEnd | null;
}

// ------------------------------------------------------------------ the live board and the viewer

/** Reads the games of a PGN text, with its first syntax error (a reader may keep the games before it). */
export type PgnReader = (text: string) => { games: PgnGame[]; error: unknown };

/** View mode's game tree (the viewer's TreeLine), which the line follows: moves and take-backs go into it. */
export interface TreeSource {
  /** The path of the shown move in the tree ('' at the start). */
  readonly path: string;
  /** Plays a move after the shown one (`own`: the reader's, which one click discards). */
  play(move: string | number, own: boolean): MoveInfo;
  /** Takes the line's last move out of the tree. */
  undo(): MoveInfo | null;
  /** R8 Oh No! on the line's last action (the engine's ChessError when not allowed). */
  ohNo(): MoveInfo;
  pgn(): string;
  /** What the live region says of the shown move. */
  speech(t: Words): string;
  /** Shows the move at `path` (a move of another line makes that line the line); false when there is none. */
  goto(path: string): boolean;
}

/** The game behind the board as the viewer reads and steps it (live/state.ts's GameState). */
export interface ViewerState {
  /** View mode's tree, once the viewer has made one. */
  tree: TreeSource | null;
  /** The path `setPgn` asked for, shown once the game is a tree (null: none). */
  wanted: string | null;
  /** The game at the shown ply, and at the end of the line. */
  readonly game: Game | null;
  readonly record: Game | null;
  readonly line: readonly MoveInfo[];
  readonly ply: number;
  readonly path: string;
  view(): BoardView | null;
  pgn(): string;
  /** The tree the line was read from, while the line is still its main line. */
  readTree(): GameTree | null;
  /** The line is now `game` (standing at its end). */
  follow(game: Game): void;
  goto(n: number): void;
}

/** The game and its events as the viewer uses them (live/game-controller.ts's GameController). */
export interface ViewerGame {
  readonly state: ViewerState;
  /** How PGN text is read (the viewer's reads as far as it can). */
  read?: PgnReader;
  /** The tags of each game of the PGN read (the game picker's list). */
  readonly games: ReadonlyArray<ReadonlyArray<readonly [string, string]>>;
  /** Runs a step that moves the shown position, with the events and words that follow. */
  step<T>(fn: () => T, force?: boolean): T;
  goto(n: number): void;
  /** Leading plies of the line hidden now (Game of Pawns' first move, play mode). */
  hidden(): number;
}

/** What the viewer reads and calls on the live board. */
export interface ViewerHost {
  readonly host: BoardHost & BoardCalls;
  /** The board's words (messages/en.ts). */
  readonly t: Words;
  readonly game: ViewerGame;
  readonly announcer: { say(text: string): void };
  mode(): BoardMode;
  flipped(): boolean;
  /** The picture the board shows now. */
  painter(): { readonly picture: Picture | null };
  /** Which game of a PGN of several is shown (pick another), and reading it again. */
  source(): { readonly game: number; pick(index: number): void; invalidate(): void };
  /** The square under a viewport point, or -1. */
  squareAt(x: number, y: number): number;
  /** The move to animate after this update (taken), or null. */
  queued(): MoveInfo | null;
  reducedMotion(): boolean;
  /** What the engine set aside reading the game (shapes off the board: GameTree.problems), for the error box. */
  readProblems(messages: readonly string[]): void;
}

/** The parts of the board column the live board draws; the viewer lays them out. */
export interface Parts {
  readonly status: TemplateResult;
  readonly placement: TemplateResult | typeof nothing;
  readonly board: TemplateResult;
  /** The reason line and the puzzle feedback. */
  readonly below: TemplateResult;
  readonly input: TemplateResult | typeof nothing;
}

/** The loaded viewer, as the live board uses it. */
export interface Viewer {
  /** In view mode, makes the loaded game a tree (the shown ply stays). */
  upgrade(): void;
  /** The arrows and tints of the shown move and of the reader's drawing. */
  shapes(): { arrows: Arrow[]; highlights: Highlight[] };
  /** The same by square name, for the `shapes` property. */
  shapeList(): ShownShape[];
  /** Shows the move at a path (the tree's; outside view mode the line's, '0.0.0'); false when there is none. */
  goTo(path: string): boolean;
  /** pointerdown on the board: a right button starts a drawing (true: handled). */
  down(e: PointerEvent): boolean;
  /** Another position is shown: the reader's drawing goes. */
  clear(): void;
  layout(parts: Parts): TemplateResult;
}

/** The viewer module (viewer/index.ts) as the live board loads it. */
export interface ViewerModule {
  createViewer(host: ViewerHost): Viewer;
}
