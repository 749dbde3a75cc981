/**
 * <berserker-board>: the element — a thin Lit shell, the part of the board a page loads first, and its
 * public API (attributes, properties, methods, events). Until the board is live StillBoard shows it
 * (still-board.ts: the page's own picture, or a diagram drawn without the engine); LiveLink makes it
 * live (live-link.ts: the live board, live/, loaded when needed). The shell knows the live board only as
 * types.ts's LiveBoard: each getter and method below hands its call to the live board's LiveApi through
 * LiveLink, the game loaded first. No chess rules here: the engine answers every question about the game.
 */
import { html, LitElement, type PropertyValues } from 'lit';
import type { GameStatus, MoveInfo } from '@berserker-chess/engine';
import { readDiagram } from '@berserker-chess/engine/diagram';
import { MediaController, pageIsDark } from './media.js';
import { choice } from './attributes.js';
import { PROPERTIES } from './properties.js';
import { LiveLink } from './live-link.js';
import { StillBoard } from './still-board.js';
import { putPicturesBack, setPicturesAside } from './set-aside.js';
import { BoardLang } from './lang.js';
import { EN_STILL, fill } from '../messages/en-still.js';
import type { Messages } from '../messages/en.js';
import { styles } from './styles.js';
import type { BerserkerBoardEventMap, BoardMode, ErrorEventDetail, ShownShape, TakeBackRecord } from '../events.js';
import type { Given, LiveApi, LiveBoard, LiveModule } from '../types.js';

type Color = 'white' | 'black';
/** Properties whose change leaves the page's own picture inside a still board showing the inputs. */
const UNPICTURED = new Set<PropertyKey>(['label', 'theme', 'replyDelay', 'refutation', 'playUrl', 'analysisUrl', 'annotate', 'sound']);

/**
 * A chess board for Berserker Chess and its family (Chess, Game of Pawns, Berolina, Battle of the
 * Kings, Brawl on 12x12, each with or without the Berserker): diagrams, play, Berserker placements,
 * step-through notation and puzzles, usable by mouse, touch, pen, keyboard and screen reader.
 *
 * Moves can come from the `moves` attribute or from a PGN child, `<script type="application/x-chess-pgn">`
 * (its [Variant], [FEN] and [Rules] tags win over the attributes). Light-DOM content other than the
 * caption slot is the board's static picture (e.g. the renderer's SVG, or `renderGameHtml` from
 * `berserker-board/render`): readers without JavaScript see it, and the element shows it as is until the
 * reader reaches for the board (a press, focus, a key), then draws the live board in its place.
 *
 * Until it is live the board is still (see the module comment): `await board.updateComplete` before
 * reading or changing the game from a script.
 *
 * In view mode a game is an annotated-game viewer: comments, variations to any depth, NAGs as glyphs,
 * `[%cal]`/`[%csl]` arrows and highlights, `[%clk]` clocks beside the players, the header, Oh No!
 * take-backs struck through, a game picker for a PGN of several games; the reader steps with the keys
 * (←/→, Home/End, ↓ into a variation, ↑ out of it), draws arrows and circles with the right mouse
 * button, and may try moves of their own (marked as theirs, discarded with one click).
 *
 * @summary An accessible board element for Berserker Chess and its variants.
 * @tagname berserker-board
 *
 * @fires {CustomEvent<MoveEventDetail>} move - A move was played (by the user, `play()`, or a puzzle reply). `detail`: MoveEventDetail — the engine's MoveInfo with `ply`, `fen`, `source`, `hidden: false` and `revealed`; or, for Game of Pawns' first White move in play mode (hidden until Black has chosen, C7), `{ hidden: true, ply, color, controller, fen, source }` without the move (read it from `history` to keep the game; do not show it while `hiddenPlies` > 0). When Black has chosen, White's move fires again with `revealed: true`, then Black's.
 * @fires {CustomEvent<ChangeEventDetail>} change - The shown position changed (a move, undo, stepping through the moves, a new position). `detail`: `{ fen, ply, hidden }` (`fen` is what the board shows: while a move is hidden, the start position with Black to move).
 * @fires {CustomEvent<NodeChangeEventDetail>} node-change - The shown move changed (with every `change`). `detail`: `{ path, ply, san, fen }` — `path` is the move's place in the game tree (`'0.0.1'`, '' at the start; `goTo(path)` shows it again), `san` null at the start.
 * @fires {CustomEvent<TreeChangeEventDetail>} tree-change - View mode: the reader or the API (`play()`, `undo()`, `ohNo()`) changed the game tree — a move added, the shown move's arrows and highlights (`annotate`), the line's last move taken back (`undo`, or Oh No! as `take-back`), the reader's own moves discarded; not when the page loads a game. `detail`: `{ pgn, path, reason }` — the tree as PGN, the shown move's path, and `reason`: `move`, `shapes`, `undo`, `take-back` or `discard`.
 * @fires {CustomEvent<GameStatus>} game-over - The game ended. `detail`: the engine's GameStatus `{ over, result, reason, winner, points }`.
 * @fires {CustomEvent<ErrorEventDetail>} error - An attribute is bad (the element also shows it) or a method call failed. `detail`: ErrorEventDetail `{ attribute, method?, message, code }`. Like an image's `error`, it does not bubble: listen on the element.
 * @fires {CustomEvent<PuzzleSolvedDetail>} puzzle-solved - Puzzle mode: the solution was found. `detail`: `{ mistakes, moves }`.
 * @fires {CustomEvent<PuzzleFailedDetail>} puzzle-failed - Puzzle mode: a wrong move (`reason: 'wrong-move'`, the move is taken back) or the solution was shown (`reason: 'solution-shown'`). `detail`: `{ reason, move, mistakes }`.
 * @fires {CustomEvent<PuzzleRefutationDetail>} puzzle-refutation - Puzzle mode: after a wrong move (and its `puzzle-failed`), the board plays the opponent's best answer, found by the engine's search, then takes both back (not with `refutation="off"`, nor when the solver acts next or the game is over). `detail`: `{ move, refutation }` — the wrong move's SAN and the answer's.
 *
 * @slot caption - A caption under the board.
 *
 * @csspart status - The line saying who is to move and who controls the turn.
 * @csspart board - The board box (SVG picture plus the interactive grid).
 * @csspart grid - The ARIA grid over the board.
 * @csspart chooser - The promotion dialog and the placement panel (also `promotion` / `placement`).
 * @csspart promotion - The promotion dialog.
 * @csspart placement - The placement panel under the board (who places whose Berserker, which knight or square to pick).
 * @csspart reason - Under the board on a placement turn: why the square last tried is not a placement square.
 * @csspart feedback - Puzzle feedback with the hint and solution buttons.
 * @csspart nav - The first/previous/next/last buttons.
 * @csspart moves - The move list.
 * @csspart move - One move in the list (the current one has aria-current="step"; the reader's own moves have class `own`).
 * @csspart header - Beside the moves: the players and the game's Event, Site, Date and Round.
 * @csspart player - A player's bar above or below the board: name and clock (`[%clk]` of the shown move).
 * @csspart picker - The game picker of a PGN of several games.
 * @csspart menu - The menu's panel (attribute `menu`).
 * @csspart input - The form with the SAN text input.
 * @csspart error - The error box naming the bad attribute and the problem.
 * @csspart caption - The caption (holds the `caption` slot).
 *
 * @cssprop --berserker-board-light-square - Light square colour (default: the theme's).
 * @cssprop --berserker-board-dark-square - Dark square colour (default: the theme's).
 * @cssprop --berserker-board-background - Background of the element's controls.
 * @cssprop --berserker-board-color - Text colour of the element's controls.
 * @cssprop --berserker-board-focus - Colour of the keyboard focus ring on squares.
 * @cssprop --berserker-board-error-background - Background of the error box.
 * @cssprop --berserker-board-moves-height - The height of a game's move list under the board (below 600px, or `move-list="bottom"`; it scrolls inside): with it set, nothing under the game moves when the list arrives. Default: as tall as the moves, up to min(28em, 60vh).
 */
export class BerserkerBoard extends LitElement {
  /** @internal */
  static override styles = styles;
  /** @internal Lit's reactive properties (properties.ts): the public ones are documented where they are declared. */
  static override properties = PROPERTIES;

  // Private state comes first: setting a property (in the constructor too) calls requestUpdate(), which reads it.
  /** Going live, and the live board once there. */
  readonly #link: LiveLink = new LiveLink(this, { make: (m) => this.#makeLive(m), asking: () => !this.#updating, before: () => (this.#lang.check(this), Promise.all([this.#still.before(), this.#lang.ready])) });
  /** The board's language (`lang`, else the page's) and its table once loaded. */
  readonly #lang = new BoardLang(() => this.requestUpdate());
  /** What the page set before the board was live. */
  readonly #given: Given = { fen: null, pgn: null, ply: null, selected: null, path: null };
  /** Constructed (so a `variant` set from now on is the page's). */
  #made = false;
  #variantGiven = false;
  #updating = false; // inside Lit's update
  #drawnDark = false; // the last render's theme: painting takes it (asking the page again restyles the new DOM)
  readonly #media = new MediaController(this);
  /** The board before it is live. */
  readonly #still = new StillBoard(this, this.#link, this.#given, { variantGiven: () => this.#variantGiven, words: (key, params) =>
    fill(this.messages?.[key as keyof Messages] ?? (this.#lang.table ?? EN_STILL)[key as keyof typeof EN_STILL] ?? '', params) });

  /** Variant id: chess, berserker, game-of-pawns, berolina, berserker-berolina, battle-of-the-kings, brawl, berserker-brawl. */
  variant = 'berserker';
  /** Berserker rule options, e.g. `trigger=cross; threat=owner; ohNo=on` (see the rules page). */
  rules?: string;
  /** Moves from the start position, in SAN (move numbers, comments and results are allowed): `1. e3 e5 2. Nb1=Z Nf6`. */
  moves?: string;
  /** `view` (a diagram; stepping through moves), `play` (moves on the board), `puzzle`. */
  mode: BoardMode = 'view';
  /** The side at the bottom: `white` or `black`. */
  orientation: Color = 'white';
  /** Teaching markers: clicking any piece shows where it can go (move, capture, move only, capture only, first move, castling, placement). */
  showMoves = false;
  /** Draw file letters and rank numbers. */
  coordinates = false;
  /** `auto` (follows the page: dark only where its `color-scheme` allows dark, and the system prefers it), `light` or `dark`. */
  theme: 'auto' | 'light' | 'dark' = 'auto';
  /** Arrows, e.g. `e2e4 g1f3:red` (colours: #rgb, #rrggbb, red, green, blue, yellow, orange, purple). */
  arrows?: string;
  /** Tinted squares, e.g. `e4:red d5` (default colour yellow). */
  highlights?: string;
  /** Play mode: which side(s) the user may move: `both`, `white` or `black` (the controller of a placement turn counts). */
  player: 'both' | Color = 'both';
  /** Puzzle mode: the solution line from the puzzle position, solver's moves and replies alternating (SAN). */
  solution?: string;
  /** Puzzle mode: the puzzle is a mate in N (any mating move is accepted). */
  mateIn: number | null = null;
  /**
   * Puzzle mode: other right answers, by index in the solution (0 = the solver's first move):
   * `2: Zb1 Zc1; 4: Qxe5`. The line goes on as written after any of them.
   */
  alternatives?: string;
  /** Puzzle mode: milliseconds before an automatic reply, and before a wrong move is taken back. */
  replyDelay = 600;
  /** Puzzle mode: `on` (after a wrong move the opponent's best answer is played, then both are taken back) or `off` (the wrong move is only taken back). */
  refutation: 'on' | 'off' = 'on';
  /** Accessible name of the board (default: the variant's name and "board"). */
  label?: string;
  /**
   * Where the move list goes: `auto` (in view mode right of the board when the element is at least 600px
   * wide, below it when narrower; in play and puzzle modes below), `right` (right of the board when the
   * element is at least 480px wide, below it when narrower), `bottom`, or `none` (no list; the step buttons stay).
   */
  moveList: 'auto' | 'right' | 'bottom' | 'none' = 'auto';
  /** Show the menu: flip the board, copy the FEN or the PGN, download the position as SVG or PNG, open it on the Play page. */
  menu = false;
  /** The Play page the menu's "Play from here" opens (with `?variant=…&rules=…&fen=…`); default `/play/`. */
  playUrl?: string;
  /** The analysis page the menu's "Analyse" opens (`#pgn=…&path=…`, or `#variant=…&fen=…&rules=…` without moves); default: `play-url`'s sibling (`/play/` → `/analysis/`); empty: no Analyse item. */
  analysisUrl?: string;
  /** The page's own words over those of the board's language: any keys of the message table (`Messages`; README, "Languages"), e.g. `{ 'puzzle.hintButton': 'Clue' }`. */
  messages: Partial<Messages> | null = null;
  /** The board's language (reflected, as every element's): `de`, `fr`, `es`, `it`, `nl`, `en`; without it, the nearest `lang` in the page; else English. */
  override get lang(): string { return super.lang; }
  override set lang(value: string) { super.lang = value; this.requestUpdate(); }
  /** View mode: the reader annotates the game — their moves are the game's own (not marked, no "Discard your moves"), their arrows and circles at a move its `[%cal]`/`[%csl]`; each change fires `tree-change`. */
  annotate = false;
  /** `on`: a short sound for each move the board shows being made (move, capture, check, placement) and for the game's end, after the reader's first key or press; `off` (the default): silent. */
  sound: 'on' | 'off' = 'off';

  // ------------------------------------------------------------------ public API
  // Before the board is live, reading the game makes it go live and answers what the still board knows;
  // a call that acts on the game waits for it (or, when it must answer now, fires `error` with code
  // ERR_NOT_READY). `await board.updateComplete` makes the board live.

  /**
   * The start position (the `fen` attribute; default: the variant's). Reading the property gives the
   * FEN of the shown position (while Game of Pawns' first move is hidden: the start position with Black
   * to move, as the board shows it); setting it sets a new start position, from which `moves` are played.
   */
  get fen(): string {
    return this.#link.game()?.fen ?? (this.#given.fen || (readDiagram(this.variant)?.fen ?? ''));
  }
  set fen(value: string) {
    this.#set((api) => api.setFen(value), { fen: value ?? '' });
  }

  /**
   * The game as PGN (all moves, with the [Variant], [Rules] and [FEN] tags it needs, and R8's Oh No!
   * take-backs as comments; a game read from PGN keeps its tags, comments, NAGs and variations while
   * its moves are unchanged). Setting it loads a game.
   */
  get pgn(): string {
    return this.#link.game()?.pgn ?? '';
  }
  set pgn(text: string) {
    this.setPgn(text);
  }

  /**
   * Loads a game (as setting `pgn` does) and, once loaded, shows the move at `path` (`''` the start; left
   * out, the end of the main line, as `pgn` does) — at once, without animation, the keyboard focus kept in
   * the element. A path with no move fires `error` (method `setPgn`); the game stays loaded.
   */
  setPgn(text: string, path?: string): void {
    this.#set((api) => api.setPgn(text, path), { pgn: text ?? '', ply: null, path: path ?? null });
  }

  /** The shown move's path in the game tree (`''` at the start), as `node-change` reports it. */
  get path(): string {
    return this.#link.game()?.path ?? '';
  }

  /**
   * The selected square, e.g. `g1`. With `show-moves` the moves of the piece on it are marked, so a
   * teaching diagram can open showing them; in play mode it is the piece picked up (or the knight
   * chosen for a Berserker release). Clicking another piece changes it and the attribute; clicking it
   * again, or stepping to another move, clears it.
   */
  get selected(): string | undefined {
    const live = this.#link.board;
    return live ? live.api.selected : (this.#given.selected ?? undefined);
  }
  set selected(name: string | undefined) {
    this.#set((api) => api.setSelected(name), { selected: name });
  }

  /**
   * The shown ply of the line (0 = the start position). Set it (or the `ply` attribute) to step through
   * the moves: a number, or `last` (the default) for the end of the line.
   */
  get ply(): number {
    return this.#link.game()?.ply ?? 0;
  }
  set ply(n: number | 'last') {
    this.#set((api) => api.setPly(n), { ply: n });
  }

  /**
   * The arrows and highlighted squares shown now, `{ from, to?, color }` (`to` absent for a square): the
   * shown move's (`[%cal]`, `[%csl]` of its comment), the author's (`arrows`, `highlights`) and the
   * reader's (drawn with the right mouse button). A new array on every read.
   */
  get shapes(): ShownShape[] {
    return this.#link.game()?.shapes ?? [];
  }

  /** The problems with the inputs the element shows, one per attribute: `{ attribute, message, code }`. */
  get errors(): ErrorEventDetail[] {
    return this.#link.game()?.errors ?? [];
  }

  /**
   * The moves of the line (the engine's MoveInfo), including those after the shown ply — and a hidden
   * one (see `hiddenPlies`): the record of the game, to keep, not to show.
   */
  get history(): MoveInfo[] {
    return this.#link.game()?.history ?? [];
  }

  /**
   * How many leading moves of the line the board keeps hidden now: 1 in play mode while Black chooses
   * Game of Pawns' first move without seeing White's (C7), else 0. `history`, `pgn` and `takeBacks` still
   * hold the move, so a page can save the game; a page that shows moves must not show these.
   */
  get hiddenPlies(): number {
    return this.#link.game()?.hiddenPlies ?? 0;
  }

  /**
   * R8's Oh No! take-backs of the line, oldest first: `{ ply, retracted, by }` — `retracted` is the SAN of
   * the action taken back, `by` who took it back, `ply` the ply of the action that replaced it (the
   * line's length while none has). The engine's record: undoing the moves before a take-back drops it;
   * it is written to `pgn` (`{Oh no! Nf3}`) and read back from PGN. A new array on every read.
   */
  get takeBacks(): TakeBackRecord[] {
    return this.#link.game()?.takeBacks ?? [];
  }

  /** The status of the shown position: `{ over, result, reason, winner, points }`, or null without a game. */
  get status(): GameStatus | null {
    return this.#link.game()?.status ?? null;
  }

  /** The side to move in the shown position. */
  get turn(): Color {
    return this.#link.game()?.turn ?? this.#still.turn();
  }

  /** Who decides the shown turn: the side to move, or on a Berserker placement turn its opponent. */
  get controller(): Color {
    return this.#link.game()?.controller ?? this.#still.turn();
  }

  /** The legal moves of the shown position (the engine's MoveInfo). */
  legalMoves(): MoveInfo[] {
    return this.#link.game()?.legalMoves() ?? [];
  }

  /**
   * Plays a move (SAN such as `Nf3`, `Nb1=Z`, `Zf1`, or coordinates such as `e2e4`) at the end of the
   * line. Returns the move, or null (with an `error` event) when it is not legal. Never throws.
   */
  play(move: string): MoveInfo | null {
    return this.#link.answer('play', null, (api) => api.play(move));
  }

  /** Takes back the last move of the line. Returns it, or null at the start. */
  undo(): MoveInfo | null {
    return this.#link.answer('undo', null, (api) => api.undo());
  }

  /**
   * R8: may the last action of the line be taken back with `ohNo()` now (rules `ohNo=on`, an action to take
   * back, its controller's one take-back unused, the game not over)? The engine decides.
   */
  canOhNo(): boolean {
    return this.#link.game()?.canOhNo() ?? false;
  }

  /** R8 Oh No! (rules `ohNo=on`): the last action's controller takes it back once per game. Null (and `error`) when not allowed. */
  ohNo(): MoveInfo | null {
    return this.#link.answer('ohNo', null, (api) => api.ohNo());
  }

  /** Turns the board around. */
  flip(): void {
    this.orientation = this.orientation === 'black' ? 'white' : 'black';
  }

  /**
   * Sets up a new position (and optionally moves from it). Returns false, showing the problem, if the
   * input is bad. (Before the board is live it answers from the FEN's shape; the `error` event reports
   * what only the engine finds.)
   */
  setPosition(fen: string, moves = ''): boolean {
    const live = this.#link.now();
    this.#set((api) => api.setPosition(fen), { fen: fen ?? '', pgn: '', ply: null });
    this.moves = moves || undefined;
    if (live) return !this.#link.game()!.failed();
    this.#link.wake();
    return readDiagram(this.variant, fen) !== null;
  }

  /** Reloads the game from the attributes (the start position with `moves`). */
  reset(): void {
    this.#link.act((api) => api.reset(), false);
  }

  /** Shows ply `n` of the line (0 = the start). */
  goto(n: number): void {
    this.#link.act((api) => api.goto(n));
  }

  /** Steps to the start, one move back, one move forward, or to the end of the line. */
  first(): void { this.goto(0); }
  prev(): void { this.#link.act((api) => api.goto(api.ply - 1)); }
  next(): void { this.#link.act((api) => api.goto(api.ply + 1)); }
  last(): void { this.#link.act((api) => api.goto(api.history.length)); }

  /**
   * Shows `first` (the start), `prev`, `next`, `last` (the end of the line shown), or the move at a path
   * of the game tree (`'0.0.1'`, as `node-change` reports it): a move in a variation makes that variation
   * the line. Returns false (with an `error` event naming goTo) when there is no such move.
   */
  goTo(to: 'first' | 'prev' | 'next' | 'last' | string): boolean {
    if (['first', 'prev', 'next', 'last'].includes(to)) {
      this[to as 'first']();
      return true;
    }
    return this.#link.answer('goTo', false, (api) => api.goTo(to));
  }

  /** Puzzle mode: marks the piece the solution moves next. */
  hint(): void {
    this.#link.act((api) => api.hint(), false);
  }

  /** Puzzle mode: plays the rest of the solution. */
  showSolution(): void {
    this.#link.act((api) => api.showSolution(), false);
  }

  // ------------------------------------------------------------------ lifecycle

  /** @internal */
  override requestUpdate(name?: PropertyKey, oldValue?: unknown, options?: object): void {
    if (name !== undefined) {
      // The page chose a variant (the default's own assignment comes while the element is being made).
      if (name === 'variant' && this.#made) this.#variantGiven = true;
      // A change of what the picture shows (not its name or colours, nor a value set again): the page's own picture is out of date.
      if (this.hasUpdated && !UNPICTURED.has(name) && !Object.is(this[name as keyof this], oldValue)) this.#still.changed = true;
      this.#link.board?.changed(name);
    }
    super.requestUpdate(name, oldValue, options);
  }

  constructor() {
    super();
    this.#made = true;
  }

  /** @internal */
  protected override performUpdate(): void {
    this.#updating = true;
    try {
      super.performUpdate();
    } finally {
      this.#updating = false;
    }
  }

  /** @internal */
  protected override willUpdate(): void {
    // A board far from the viewport keeps the page's own picture inside it aside until it is painted.
    if (!this.hasUpdated && !this.#still.visibility.ready) setPicturesAside(this);
    this.#lang.check(this);
    const live = this.#link.board;
    if (live) live.willUpdate();
    else this.#still.willUpdate();
  }

  /** @internal Updated, and the board live (`await board.updateComplete` makes it live) with its viewer if one is loading. */
  protected override async getUpdateComplete(): Promise<boolean> {
    this.#link.wake();
    await super.getUpdateComplete();
    await this.#link.waking;
    await this.#link.board?.pending;
    return super.getUpdateComplete();
  }

  /** @internal */
  protected override render(): unknown {
    const dark = (this.#drawnDark = this.#dark());
    const still = this.#still;
    const live = this.#link.board?.render(dark);
    // The page's own content, as the page lays it out (no wrapper of ours around it).
    if (!live && still.plan?.kind === 'content') return still.template();
    return html`<figure class="wrap ${dark ? 'dark' : 'light'}">
      ${live ? live.body : still.template()}
      <figcaption part="caption"><slot name="caption"></slot></figcaption>
      ${live?.end ?? ''}
    </figure>`;
  }

  /** @internal */
  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (this.#still.visibility.ready) putPicturesBack(this);
    if (this.#link.board) this.#link.resume();
    else this.#still.paint(this.#drawnDark);
  }

  // ------------------------------------------------------------------ internals

  /** Sets an input of the game: on the live board, or (before it is live) in what the page gave. */
  #set(live: (api: LiveApi) => void, given: Partial<Given>): void {
    const board = this.#link.board;
    if (board) return live(board.api);
    Object.assign(this.#given, given);
    if (this.hasUpdated) this.#still.changed = true;
    this.requestUpdate();
  }

  /** The live board, made from the live code (once), with what the page gave before. */
  #makeLive(m: LiveModule): LiveBoard {
    const live = m.createLiveBoard(this, { paintable: () => this.#still.visibility.ready, reducedMotion: () => this.#media.reducedMotion, variantGiven: () => this.#variantGiven, table: () => this.#lang.table }, this.#given);
    this.#still.wentLive();
    return live;
  }

  /** Is the board drawn in the dark theme (chosen, or `auto` on a dark page)? */
  #dark(): boolean {
    const theme = choice('theme', this.theme);
    return theme === 'dark' || (theme === 'auto' && pageIsDark(this, this.#media.dark));
  }
}

/**
 * The element's events, typed: `board.addEventListener('move', (e) => e.detail.san)` gets a
 * `CustomEvent<MoveEventDetail>` (these overloads come before HTMLElement's, so `change` and `error`
 * get the element's detail types rather than a plain Event and ErrorEvent). Type-only: no code.
 */
export interface BerserkerBoard {
  addEventListener<K extends keyof BerserkerBoardEventMap>(type: K, listener: (this: BerserkerBoard, ev: CustomEvent<BerserkerBoardEventMap[K]>) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: BerserkerBoard, ev: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof BerserkerBoardEventMap>(type: K, listener: (this: BerserkerBoard, ev: CustomEvent<BerserkerBoardEventMap[K]>) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: BerserkerBoard, ev: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'berserker-board': BerserkerBoard;
  }
}
