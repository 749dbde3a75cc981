/**
 * <berserker-board>: the element — a thin Lit shell. Its public API (attributes, properties, methods,
 * events) is all that is visible; the work is done by controllers, each with one job:
 *   SourceController (source.ts) — where the game comes from and when it is read again;
 *   GameController (game-controller.ts) — the game (GameState), moves and their events;
 *   Interaction (interaction.ts) — selection, moves, placement and promotion intents;
 *   DragController (drag.ts) — pointer input; FocusController (focus.ts) — the ARIA grid and its focus;
 *   SelectionController (selection.ts) — the `selected` attribute; PuzzleController (puzzle.ts);
 *   ProblemsController (problems.ts) — the error box; Announcer (announcer.ts) — the live region;
 *   MoveInput (parts.ts) — the SAN box; Drawings (parse.ts) — the author's arrows and highlights;
 *   BoardPainter (paint.ts), MediaController, VisibilityController; ViewerLoader (lazy.ts) — the viewer
 *   (viewer/: the move list, tree, menu, drawing, the move animation), loaded when a board needs it.
 * template.ts draws a game with the shared DOM-free SVG renderer under an ARIA grid. No chess rules
 * here: the engine's presentation API answers every question about the game.
 */
import { html, LitElement, nothing } from 'lit';
import type { GameStatus, MoveInfo } from '@berserker-chess/engine';
import { BoardPainter } from './paint.js';
import { GameController } from './game-controller.js';
import { SourceController } from './source.js';
import { Interaction } from './interaction.js';
import { DragController } from './drag.js';
import { FocusController } from './focus.js';
import { SelectionController } from './selection.js';
import { PuzzleController } from './puzzle.js';
import { ProblemsController } from './problems.js';
import { Announcer } from './announcer.js';
import { MediaController } from './media.js';
import { VisibilityController } from './visibility.js';
import { CHOICES, choice, choiceProblem, numberAttribute, numberProblem, plyAttribute, type ChoiceName } from './attributes.js';
import { ViewerLoader } from './lazy.js';
import { ChessError } from '@berserker-chess/engine';
import { nameOf } from './squares.js';
import { squareAtPoint } from './keyboard.js';
import { Drawings } from './parse.js';
import { MoveInput } from './parts.js';
import { gameTemplate } from './template.js';
import { styles } from './styles.js';
import { fire, type BerserkerBoardEventMap, type ErrorEventDetail, type MoveSource, type TakeBackRecord } from './events.js';

type Color = 'white' | 'black';
export type BoardMode = 'view' | 'play' | 'puzzle';

/** An arrow (`from` → `to`) or a highlighted square (`to` absent) shown on the board, by square names. */
export interface ShownShape {
  readonly from: string;
  readonly to?: string;
  /** green, red, blue, yellow (the PGN's and the reader's), or the author's colour as written. */
  readonly color: string;
}

/** Inputs that rebuild the game when they change. */
const SOURCES = new Set<PropertyKey>(['variant', 'rules', 'moves', 'solution', 'mateIn', 'alternatives', 'mode']);
/** The default reply delay (ms), used while the attribute is bad. */
const REPLY_DELAY = 600;

/**
 * A chess board for Berserker Chess and its family (Chess, Game of Pawns, Berolina, Battle of the
 * Kings, Brawl on 12x12, each with or without the Berserker): diagrams, play, Berserker placements,
 * step-through notation and puzzles, usable by mouse, touch, pen, keyboard and screen reader.
 *
 * Moves can come from the `moves` attribute or from a PGN child, `<script type="application/x-chess-pgn">`
 * (its [Variant], [FEN] and [Rules] tags win over the attributes). Light-DOM content other than the
 * caption slot is not shown once the element runs, so a static fallback (e.g. the renderer's SVG, or
 * `renderGameHtml` from `berserker-board/render`) can sit inside it for readers without JavaScript.
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
 * @fires {CustomEvent<GameStatus>} game-over - The game ended. `detail`: the engine's GameStatus `{ over, result, reason, winner, points }`.
 * @fires {CustomEvent<ErrorEventDetail>} error - An attribute is bad (the element also shows it) or a method call failed. `detail`: ErrorEventDetail `{ attribute, method?, message, code }`. Like an image's `error`, it does not bubble: listen on the element.
 * @fires {CustomEvent<PuzzleSolvedDetail>} puzzle-solved - Puzzle mode: the solution was found. `detail`: `{ mistakes, moves }`.
 * @fires {CustomEvent<PuzzleFailedDetail>} puzzle-failed - Puzzle mode: a wrong move (`reason: 'wrong-move'`, the move is taken back) or the solution was shown (`reason: 'solution-shown'`). `detail`: `{ reason, move, mistakes }`.
 *
 * @slot caption - A caption under the board.
 *
 * @csspart status - The line saying who is to move and who controls the turn.
 * @csspart board - The board box (SVG picture plus the interactive grid).
 * @csspart grid - The ARIA grid over the board.
 * @csspart chooser - The promotion dialog and the placement panel (also `promotion` / `placement`).
 * @csspart promotion - The promotion dialog.
 * @csspart placement - The placement panel (who places whose Berserker, which knight or square to pick).
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
 */
export class BerserkerBoard extends LitElement {
  /** @internal */
  static override styles = styles;

  /** @internal Lit's reactive properties: the public ones are documented where they are declared. */
  static override properties = {
    variant: { reflect: true },
    rules: { reflect: true },
    moves: { reflect: true },
    mode: { reflect: true },
    orientation: { reflect: true },
    showMoves: { type: Boolean, reflect: true, attribute: 'show-moves' },
    coordinates: { type: Boolean, reflect: true },
    theme: { reflect: true },
    arrows: { reflect: true },
    highlights: { reflect: true },
    player: { reflect: true },
    solution: { reflect: true },
    mateIn: { type: Number, converter: numberAttribute, reflect: true, attribute: 'mate-in' },
    alternatives: { reflect: true },
    replyDelay: { type: Number, converter: numberAttribute, attribute: 'reply-delay' },
    label: { reflect: true },
    moveList: { reflect: true, attribute: 'move-list' },
    menu: { type: Boolean, reflect: true },
    playUrl: { attribute: 'play-url' },
    fen: { noAccessor: true },
    ply: { converter: plyAttribute, noAccessor: true },
    selected: { reflect: true, noAccessor: true },
  };

  // The controllers come before the properties: setting a property (in the constructor too) calls
  // requestUpdate(), which uses them.
  /** The move to animate after the next update (the viewer animates it). */
  #moved: MoveInfo | null = null;
  readonly #problems = new ProblemsController(this);
  readonly #announcer = new Announcer(this);
  readonly #game: GameController = new GameController(this, {
    announcer: this.#announcer,
    playing: () => this.#mode === 'play',
    loaded: () => this.#loader.viewer?.upgrade(),
    resetInteraction: () => {
      this.#interaction.reset();
      this.#loader.viewer?.clear();
    },
    animate: (m) => (this.#moved = m),
  });
  readonly #loader: ViewerLoader = new ViewerLoader({
    host: this,
    game: this.#game,
    announcer: this.#announcer,
    mode: () => this.#mode,
    flipped: () => this.#flipped,
    painter: () => this.#painter,
    source: () => this.#source,
    squareAt: (x, y) => this.#squareAt(x, y),
    queued: () => {
      const m = this.#moved;
      this.#moved = null;
      return m;
    },
    reducedMotion: () => this.#media.reducedMotion,
  });
  readonly #interaction: Interaction = new Interaction({
    state: this.#game.state,
    showMoves: () => this.showMoves,
    canAct: () => this.#canAct(),
    eager: () => this.#mode !== 'view',
    commit: (m, animate) => void this.#playMove(m.move, 'user', animate),
    requestUpdate: () => this.requestUpdate(),
  });
  readonly #puzzle: PuzzleController = new PuzzleController(this, {
    state: this.#game.state,
    replyDelay: () => (numberProblem('reply-delay', this.replyDelay, null) ? REPLY_DELAY : this.replyDelay),
    mateIn: () => (numberProblem('mate-in', this.mateIn, null) ? null : this.mateIn),
    reply: (san) => {
      this.#game.state.goto(this.#game.state.line.length);
      return this.#playMove(san, 'reply');
    },
    takeBack: () => void this.#game.undo(),
    announce: (text) => this.#announcer.add(text),
    emit: (name, detail) => fire(this, name, detail),
  });
  readonly #input: MoveInput = new MoveInput({
    canAct: () => this.#canAct(),
    play: (text) => !!this.#playMove(text, 'user'),
    requestUpdate: () => this.requestUpdate(),
  });
  readonly #source: SourceController = new SourceController(this, {
    game: this.#game,
    puzzle: this.#puzzle,
    problems: this.#problems,
    inputs: () => this,
    puzzleMode: () => this.#mode === 'puzzle',
    beforeLoad: () => {
      this.#interaction.reset();
      this.#drag.end();
      this.#input.clear();
      this.#selection.reload();
    },
    animate: (m) => (this.#moved = m),
  });
  readonly #selection = new SelectionController(this, { interaction: this.#interaction, problems: this.#problems, game: () => this.#game.state.game });
  readonly #drawings = new Drawings(this.#problems);
  readonly #painter = new BoardPainter(this, () => this.renderRoot, () => this.#visibility.ready);
  readonly #focus = new FocusController(this, {
    interaction: this.#interaction,
    shape: () => this.#game.state.view(),
    flipped: () => this.#flipped,
    root: () => this.renderRoot,
  });
  readonly #drag: DragController = new DragController(this, {
    interaction: this.#interaction,
    squareAt: (x, y) => this.#squareAt(x, y),
    boardBox: () => this.renderRoot.querySelector('.board'),
    ghost: () => this.renderRoot.querySelector('.ghost'),
    pressed: (sq) => this.#focus.pressed(sq),
    placing: () => !!this.#game.state.view()?.placement,
  });
  readonly #media = new MediaController(this);
  readonly #visibility = new VisibilityController(this);

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
  /** `auto` (follows prefers-color-scheme), `light` or `dark`. */
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
  /** Accessible name of the board (default: the variant's name and "board"). */
  label?: string;
  /**
   * Where the move list goes: `auto` (in view mode right of the board when the element is at least
   * 600px wide, below it when narrower; in play and puzzle modes below), `right`, `bottom`, or `none`
   * (no list; the step buttons stay).
   */
  moveList: 'auto' | 'right' | 'bottom' | 'none' = 'auto';
  /** Show the menu: flip the board, copy the FEN or the PGN, download the position as SVG or PNG, open it on the Play page. */
  menu = false;
  /** The Play page the menu's "Play from here" opens (with `?variant=…&rules=…&fen=…`); default `/play/`. */
  playUrl?: string;

  // ------------------------------------------------------------------ public API

  /**
   * The start position (the `fen` attribute; default: the variant's). Reading the property gives the
   * FEN of the shown position (while Game of Pawns' first move is hidden: the start position with Black
   * to move, as the board shows it); setting it sets a new start position, from which `moves` are played.
   */
  get fen(): string {
    this.#source.ensure();
    return this.#game.state.game ? this.#game.shownFen() : this.#source.fen;
  }
  set fen(value: string) {
    this.#source.setFen(value);
  }

  /**
   * The game as PGN (all moves, with the [Variant], [Rules] and [FEN] tags it needs, and R8's Oh No!
   * take-backs as comments; a game read from PGN keeps its tags, comments, NAGs and variations while
   * its moves are unchanged). Setting it loads a game.
   */
  get pgn(): string {
    this.#source.ensure();
    return this.#game.state.pgn();
  }
  set pgn(text: string) {
    this.#source.setPgn(text);
  }

  /**
   * The selected square, e.g. `g1`. With `show-moves` the moves of the piece on it are marked, so a
   * teaching diagram can open showing them; in play mode it is the piece picked up (or the knight
   * chosen for a Berserker release). Clicking another piece changes it and the attribute; clicking it
   * again, or stepping to another move, clears it.
   */
  get selected(): string | undefined {
    return this.#selection.name;
  }
  set selected(name: string | undefined) {
    this.#selection.set(name);
  }

  /**
   * The shown ply of the line (0 = the start position). Set it (or the `ply` attribute) to step through
   * the moves: a number, or `last` (the default) for the end of the line.
   */
  get ply(): number {
    this.#source.ensure();
    return this.#game.state.ply;
  }
  set ply(n: number | 'last') {
    this.#source.setPly(n);
  }

  /**
   * The arrows and highlighted squares shown now, `{ from, to?, color }` (`to` absent for a square): the
   * shown move's (`[%cal]`, `[%csl]` of its comment), the author's (`arrows`, `highlights`) and the
   * reader's (drawn with the right mouse button). A new array on every read.
   */
  get shapes(): ShownShape[] {
    this.#source.ensure();
    const g = this.#game.state.game;
    const { arrows, highlights } = this.#drawings;
    return g
      ? [
          ...(this.#loader.viewer?.shapeList() ?? []),
          ...arrows.map((a) => ({ from: nameOf(g, a.from), to: nameOf(g, a.to), color: a.color ?? 'green' })),
          ...highlights.map((h) => ({ from: nameOf(g, h.square), color: h.color })),
        ]
      : [];
  }



  /** The problems with the inputs the element shows, one per attribute: `{ attribute, message, code }`. */
  get errors(): ErrorEventDetail[] {
    this.#source.ensure();
    return this.#problems.list;
  }

  /**
   * The moves of the line (the engine's MoveInfo), including those after the shown ply — and a hidden
   * one (see `hiddenPlies`): the record of the game, to keep, not to show.
   */
  get history(): MoveInfo[] {
    this.#source.ensure();
    return [...this.#game.state.line];
  }

  /**
   * How many leading moves of the line the board keeps hidden now: 1 in play mode while Black chooses
   * Game of Pawns' first move without seeing White's (C7), else 0. `history`, `pgn` and `takeBacks` still
   * hold the move, so a page can save the game; a page that shows moves must not show these.
   */
  get hiddenPlies(): number {
    this.#source.ensure();
    return this.#game.hidden();
  }

  /**
   * R8's Oh No! take-backs of the line, oldest first: `{ ply, retracted, by }` — `retracted` is the SAN of
   * the action taken back, `by` who took it back, `ply` the ply of the action that replaced it (the
   * line's length while none has). The engine's record: undoing the moves before a take-back drops it;
   * it is written to `pgn` (`{Oh no! Nf3}`) and read back from PGN. A new array on every read.
   */
  get takeBacks(): TakeBackRecord[] {
    this.#source.ensure();
    return this.#game.state.takeBacks();
  }

  /** The status of the shown position: `{ over, result, reason, winner, points }`, or null without a game. */
  get status(): GameStatus | null {
    this.#source.ensure();
    return this.#game.state.view()?.status ?? null;
  }

  /** The side to move in the shown position. */
  get turn(): Color {
    this.#source.ensure();
    return this.#game.state.view()?.turn ?? 'white';
  }

  /** Who decides the shown turn: the side to move, or on a Berserker placement turn its opponent. */
  get controller(): Color {
    this.#source.ensure();
    return this.#game.state.view()?.controller ?? 'white';
  }

  /** The legal moves of the shown position (the engine's MoveInfo). */
  legalMoves(): MoveInfo[] {
    this.#source.ensure();
    return [...this.#game.state.legal()];
  }

  /**
   * Plays a move (SAN such as `Nf3`, `Nb1=Z`, `Zf1`, or coordinates such as `e2e4`) at the end of the
   * line. Returns the move, or null (with an `error` event) when it is not legal. Never throws.
   */
  play(move: string): MoveInfo | null {
    this.#source.ensure();
    this.#game.state.goto(this.#game.state.line.length);
    return this.#playMove(move, 'api');
  }

  /** Takes back the last move of the line. Returns it, or null at the start. */
  undo(): MoveInfo | null {
    this.#source.ensure();
    return this.#game.undo();
  }

  /**
   * R8: may the last action of the line be taken back with `ohNo()` now (rules `ohNo=on`, an action to take
   * back, its controller's one take-back unused, the game not over)? The engine decides.
   */
  canOhNo(): boolean {
    this.#source.ensure();
    return this.#game.state.canOhNo();
  }

  /** R8 Oh No! (rules `ohNo=on`): the last action's controller takes it back once per game. Null (and `error`) when not allowed. */
  ohNo(): MoveInfo | null {
    this.#source.ensure();
    try {
      return this.#game.ohNo();
    } catch (e) {
      this.#problems.fail('ohNo', e);
      return null;
    }
  }

  /** Turns the board around. */
  flip(): void {
    this.orientation = this.orientation === 'black' ? 'white' : 'black';
  }

  /** Sets up a new position (and optionally moves from it). Returns false, showing the problem, if the input is bad. */
  setPosition(fen: string, moves = ''): boolean {
    this.#source.setPosition(fen);
    this.moves = moves || undefined;
    this.#source.ensure();
    return !this.#source.failed();
  }

  /** Reloads the game from the attributes (the start position with `moves`). */
  reset(): void {
    this.#source.invalidate();
    this.#source.ensure();
  }

  /** Shows ply `n` of the line (0 = the start). */
  goto(n: number): void {
    this.#source.ensure();
    this.#game.goto(n);
  }

  /** Steps to the start, one move back, one move forward, or to the end of the line. */
  first(): void {
    this.goto(0);
  }
  prev(): void {
    this.goto(this.ply - 1);
  }
  next(): void {
    this.goto(this.ply + 1);
  }
  last(): void {
    this.goto(this.history.length);
  }

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
    this.#source.ensure();
    // A path is the viewer's to follow (it is loaded with any game that has moves).
    const ok = !!this.#loader.viewer?.goTo(String(to));
    if (!ok) this.#problems.fail('goTo', new ChessError('ERR_ARGS', `no move at "${String(to).slice(0, 40)}"`, 'path'));
    return ok;
  }



  /** Puzzle mode: marks the piece the solution moves next. */
  hint(): void {
    this.#puzzle.hint();
  }

  /** Puzzle mode: plays the rest of the solution. */
  showSolution(): void {
    this.#puzzle.show();
  }

  // ------------------------------------------------------------------ lifecycle

  /** @internal */
  override requestUpdate(name?: PropertyKey, oldValue?: unknown, options?: object): void {
    // An input of the game changed: load again. (fen, pgn and ply tell the source from their own setters:
    // requestUpdate('fen') would make Lit read the getter, which loads.)
    if (name !== undefined && SOURCES.has(name)) this.#source.invalidate();
    // The page chose a variant (the default's own assignment comes while the element is being made).
    if (name === 'variant' && this.#made) this.#source.variantGiven = true;
    super.requestUpdate(name, oldValue, options);
  }

  /** Constructed (so a `variant` set from now on is the page's). */
  #made = false;
  constructor() {
    super();
    this.#made = true;
  }

  /** @internal */
  protected override willUpdate(): void {
    this.#source.ensure();
    for (const name of Object.keys(CHOICES) as ChoiceName[]) this.#problems.set(name, choiceProblem(name, this[name === 'move-list' ? 'moveList' : name]));
    this.#problems.set('reply-delay', numberProblem('reply-delay', this.replyDelay, this.getAttribute('reply-delay')));
    const g = this.#game.state.game;
    if (g) this.#drawings.update(g, this.arrows ?? '', this.highlights ?? '');
    // The viewer: for a game to step through (or a PGN it may read further), a board to play on, a menu
    // (a bare diagram loads it when the pointer comes over it).
    if (g && (this.#mode !== 'view' || this.#game.state.line.length || this.#game.games.length || this.#problems.has('pgn') || this.menu)) this.#loader.want();
  }

  /** @internal Updated, and the viewer there when it was being loaded (it changes the layout). */
  protected override async getUpdateComplete(): Promise<boolean> {
    await super.getUpdateComplete();
    await this.#loader.pending;
    return super.getUpdateComplete();
  }

  /** @internal */
  protected override render(): unknown {
    const theme = choice('theme', this.theme);
    const dark = theme === 'dark' || (theme === 'auto' && this.#media.dark);
    return html`<figure class="wrap ${dark ? 'dark' : 'light'}">
      ${this.#problems.template()}
      ${this.#game.state.game
        ? gameTemplate({
            game: this.#game,
            interaction: this.#interaction,
            puzzle: this.#puzzle,
            drag: this.#drag,
            painter: this.#painter,
            focus: this.#focus,
            drawings: this.#drawings,
            viewer: this.#loader.viewer,
            want: () => this.#loader.want(),
            input: this.#input,
            mode: this.#mode,
            canAct: this.#canAct(),
            flipped: this.#flipped,
            coordinates: this.coordinates,
            dark,
            label: this.label,
            hint: () => this.hint(),
            showSolution: () => this.showSolution(),
          })
        : nothing}
      <figcaption part="caption"><slot name="caption"></slot></figcaption>
      ${this.#announcer.template()}
    </figure>`;
  }

  // ------------------------------------------------------------------ internals

  /** Plays a move and tells everyone (judging it in a puzzle); returns null (reporting why) when it is not legal. */
  #playMove(move: string | number, source: MoveSource, animate = true): MoveInfo | null {
    if (!this.#game.state.game) return null;
    const judge = source === 'reply' ? null : this.#puzzle.judgeNext();
    const m = this.#game.play(move, source, animate);
    if (m instanceof Error) {
      if (source === 'user') this.#input.refuse(m.message);
      else this.#problems.fail('play', m);
      return null;
    }
    this.#input.clear();
    judge?.(m);
    return m;
  }

  /** May the user act on the shown position now? */
  #canAct(): boolean {
    const s = this.#game.state;
    const view = s.view();
    const mode = this.#mode;
    if (!view || view.status.over) return false;
    // View mode: the reader may try moves of their own in a game with a move list (not in a diagram).
    if (mode === 'view') return !!s.tree && !!s.line.length && !this.showMoves && this.moveList !== 'none';
    if (mode === 'puzzle') return this.#puzzle.solverToAct();
    const player = choice('player', this.player);
    return player === 'both' || player === view.controller;
  }

  get #mode(): BoardMode {
    return choice('mode', this.mode);
  }

  get #flipped(): boolean {
    return choice('orientation', this.orientation) === 'black';
  }

  /** The square under a viewport point, or -1. */
  #squareAt(x: number, y: number): number {
    const shape = this.#game.state.view();
    const rect = this.renderRoot.querySelector('.grid')?.getBoundingClientRect();
    return shape && rect ? squareAtPoint(rect, x, y, shape.width, shape.height, this.#flipped) : -1;
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
