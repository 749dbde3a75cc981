/**
 * <berserker-board>: the element — a thin Lit shell, and the part of the board a page loads first. Its
 * public API (attributes, properties, methods, events) is all that is visible. Until the board is live
 * it is still (still.ts): it shows the page's own picture inside it as is, or draws a bare diagram with
 * the engine's rules-free reader and the shared renderer, so a page of diagrams paints without loading
 * the engine. The live board (live.ts: the game, moves, puzzles, the grid, drag, the viewer) is loaded
 * when the reader reaches for a board (a press, focus, a key), when a still diagram has been seen (in
 * idle time), when the inputs need the engine to be shown (moves, a PGN, play and puzzle modes, a bad
 * attribute), or when a script asks for the game (`await board.updateComplete` makes a board live).
 * No chess rules here: the engine answers every question about the game.
 */
import { html, LitElement, type PropertyValues } from 'lit';
import type { GameStatus, MoveInfo } from '@berserker-chess/engine';
import { readDiagram, variantBoard } from '@berserker-chess/engine/diagram';
import { MediaController } from './media.js';
import { VisibilityController, idleAfterPainting } from './visibility.js';
import { choice, numberAttribute, plyAttribute } from './attributes.js';
import { paintBoard } from './paint.js';
import { hasOwnContent, stillPicture, stillPlan, stillTemplate, type StillInputs, type StillPlan } from './still.js';
import { liveModule, loadLive } from './live-loader.js';
import { putPicturesBack, setPicturesAside } from './set-aside.js';
import type { Given, Intent, LiveBoard, LiveModule } from './live.js';
import { styles } from './styles.js';
import { fire, type BerserkerBoardEventMap, type ErrorEventDetail, type TakeBackRecord } from './events.js';

type Color = 'white' | 'black';
export type BoardMode = 'view' | 'play' | 'puzzle';

/** An arrow (`from` → `to`) or a highlighted square (`to` absent) shown on the board, by square names. */
export interface ShownShape {
  readonly from: string;
  readonly to?: string;
  /** green, red, blue, yellow (the PGN's and the reader's), or the author's colour as written. */
  readonly color: string;
}

/** Properties whose change leaves the page's own picture inside a still board showing the inputs. */
const UNPICTURED = new Set<PropertyKey>(['label', 'theme', 'replyDelay', 'playUrl']);

/** The PGN child: a script the browser never runs or shows. */
const PGN = 'script[type="application/x-chess-pgn"]';

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
    // Not reflected: a bad value (NaN) written back would replace the text the error message quotes.
    mateIn: { type: Number, converter: numberAttribute, attribute: 'mate-in' },
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

  // Private state comes first: setting a property (in the constructor too) calls requestUpdate(), which reads it.
  /** The live board, once there. */
  #live: LiveBoard | null = null;
  /** Going live: settles when the live board is there (or could not be loaded: the board stays still). */
  #waking: Promise<void> | null = null;
  /** What woke the board (done again on the live board), and calls that wait for it. */
  #intent: Intent = null;
  #queued: Array<() => void> = [];
  /** What the page set before the board was live. */
  readonly #given: Given = { fen: null, pgn: null, ply: null, selected: null };
  /** Constructed (so a `variant` set from now on is the page's). */
  #made = false;
  #variantGiven = false;
  /** An input changed after the first update: the page's own content inside no longer pictures the inputs. */
  #changed = false;
  /** What the still board shows (null: live, or going live). */
  #plan: StillPlan | null = null;
  /** The pointer that pressed the still board is still down (a drag may go on once live). */
  #pressed = false;
  /** Inside Lit's update. */
  #updating = false;
  /** Its live code asked for, to update when it is here. */
  #fetching = false;
  /** Why the live code could not be loaded (shown in the status line), or null. */
  #failed: string | null = null;
  readonly #media = new MediaController(this);
  readonly #visibility = new VisibilityController(this, () => this.#seen());

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
  // Before the board is live, reading the game makes it go live and answers what the still board knows;
  // a call that acts on the game waits for it (or, when it must answer now, fires `error` with code
  // ERR_NOT_READY). `await board.updateComplete` makes the board live.

  /**
   * The start position (the `fen` attribute; default: the variant's). Reading the property gives the
   * FEN of the shown position (while Game of Pawns' first move is hidden: the start position with Black
   * to move, as the board shows it); setting it sets a new start position, from which `moves` are played.
   */
  get fen(): string {
    const live = this.#sync();
    return live ? live.fen : this.#given.fen || (readDiagram(this.variant)?.fen ?? '');
  }
  set fen(value: string) {
    if (this.#live) this.#live.setFen(value);
    else this.#give(() => (this.#given.fen = value ?? ''));
  }

  /**
   * The game as PGN (all moves, with the [Variant], [Rules] and [FEN] tags it needs, and R8's Oh No!
   * take-backs as comments; a game read from PGN keeps its tags, comments, NAGs and variations while
   * its moves are unchanged). Setting it loads a game.
   */
  get pgn(): string {
    return this.#sync()?.pgn ?? '';
  }
  set pgn(text: string) {
    if (this.#live) this.#live.setPgn(text);
    else
      this.#give(() => {
        this.#given.pgn = text ?? '';
        this.#given.ply = null;
      });
  }

  /**
   * The selected square, e.g. `g1`. With `show-moves` the moves of the piece on it are marked, so a
   * teaching diagram can open showing them; in play mode it is the piece picked up (or the knight
   * chosen for a Berserker release). Clicking another piece changes it and the attribute; clicking it
   * again, or stepping to another move, clears it.
   */
  get selected(): string | undefined {
    return this.#live ? this.#live.selected : (this.#given.selected ?? undefined);
  }
  set selected(name: string | undefined) {
    if (this.#live) this.#live.setSelected(name);
    else this.#give(() => (this.#given.selected = name));
  }

  /**
   * The shown ply of the line (0 = the start position). Set it (or the `ply` attribute) to step through
   * the moves: a number, or `last` (the default) for the end of the line.
   */
  get ply(): number {
    return this.#sync()?.ply ?? 0;
  }
  set ply(n: number | 'last') {
    if (this.#live) this.#live.setPly(n);
    else this.#give(() => (this.#given.ply = n));
  }

  /**
   * The arrows and highlighted squares shown now, `{ from, to?, color }` (`to` absent for a square): the
   * shown move's (`[%cal]`, `[%csl]` of its comment), the author's (`arrows`, `highlights`) and the
   * reader's (drawn with the right mouse button). A new array on every read.
   */
  get shapes(): ShownShape[] {
    return this.#sync()?.shapes ?? [];
  }

  /** The problems with the inputs the element shows, one per attribute: `{ attribute, message, code }`. */
  get errors(): ErrorEventDetail[] {
    return this.#sync()?.errors ?? [];
  }

  /**
   * The moves of the line (the engine's MoveInfo), including those after the shown ply — and a hidden
   * one (see `hiddenPlies`): the record of the game, to keep, not to show.
   */
  get history(): MoveInfo[] {
    return this.#sync()?.history ?? [];
  }

  /**
   * How many leading moves of the line the board keeps hidden now: 1 in play mode while Black chooses
   * Game of Pawns' first move without seeing White's (C7), else 0. `history`, `pgn` and `takeBacks` still
   * hold the move, so a page can save the game; a page that shows moves must not show these.
   */
  get hiddenPlies(): number {
    return this.#sync()?.hiddenPlies ?? 0;
  }

  /**
   * R8's Oh No! take-backs of the line, oldest first: `{ ply, retracted, by }` — `retracted` is the SAN of
   * the action taken back, `by` who took it back, `ply` the ply of the action that replaced it (the
   * line's length while none has). The engine's record: undoing the moves before a take-back drops it;
   * it is written to `pgn` (`{Oh no! Nf3}`) and read back from PGN. A new array on every read.
   */
  get takeBacks(): TakeBackRecord[] {
    return this.#sync()?.takeBacks ?? [];
  }

  /** The status of the shown position: `{ over, result, reason, winner, points }`, or null without a game. */
  get status(): GameStatus | null {
    return this.#sync()?.status ?? null;
  }

  /** The side to move in the shown position. */
  get turn(): Color {
    return this.#sync()?.turn ?? this.#stillTurn();
  }

  /** Who decides the shown turn: the side to move, or on a Berserker placement turn its opponent. */
  get controller(): Color {
    return this.#sync()?.controller ?? this.#stillTurn();
  }

  /** The legal moves of the shown position (the engine's MoveInfo). */
  legalMoves(): MoveInfo[] {
    return this.#sync()?.legalMoves() ?? [];
  }

  /**
   * Plays a move (SAN such as `Nf3`, `Nb1=Z`, `Zf1`, or coordinates such as `e2e4`) at the end of the
   * line. Returns the move, or null (with an `error` event) when it is not legal. Never throws.
   */
  play(move: string): MoveInfo | null {
    const live = this.#sync();
    return live ? live.play(move) : this.#notReady('play', null);
  }

  /** Takes back the last move of the line. Returns it, or null at the start. */
  undo(): MoveInfo | null {
    const live = this.#sync();
    return live ? live.undo() : this.#notReady('undo', null);
  }

  /**
   * R8: may the last action of the line be taken back with `ohNo()` now (rules `ohNo=on`, an action to take
   * back, its controller's one take-back unused, the game not over)? The engine decides.
   */
  canOhNo(): boolean {
    return this.#sync()?.canOhNo() ?? false;
  }

  /** R8 Oh No! (rules `ohNo=on`): the last action's controller takes it back once per game. Null (and `error`) when not allowed. */
  ohNo(): MoveInfo | null {
    const live = this.#sync();
    return live ? live.ohNo() : this.#notReady('ohNo', null);
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
    const live = this.#sync();
    if (live) {
      live.setPosition(fen);
      this.moves = moves || undefined;
      return !live.failed();
    }
    this.#give(() => Object.assign(this.#given, { fen: fen ?? '', pgn: '', ply: null }));
    this.moves = moves || undefined;
    this.#wake();
    return readDiagram(this.variant, fen) !== null;
  }

  /** Reloads the game from the attributes (the start position with `moves`). */
  reset(): void {
    this.#onLive((live) => live.reset());
  }

  /** Shows ply `n` of the line (0 = the start). */
  goto(n: number): void {
    this.#onLive((live) => live.goto(n));
  }

  /** Steps to the start, one move back, one move forward, or to the end of the line. */
  first(): void {
    this.goto(0);
  }
  prev(): void {
    this.#onLive((live) => live.goto(live.ply - 1));
  }
  next(): void {
    this.#onLive((live) => live.goto(live.ply + 1));
  }
  last(): void {
    this.#onLive((live) => live.goto(live.history.length));
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
    const live = this.#sync();
    return live ? live.goTo(to) : this.#notReady('goTo', false);
  }

  /** Puzzle mode: marks the piece the solution moves next. */
  hint(): void {
    this.#onLive((live) => live.hint());
  }

  /** Puzzle mode: plays the rest of the solution. */
  showSolution(): void {
    this.#onLive((live) => live.showSolution());
  }

  // ------------------------------------------------------------------ lifecycle

  /** @internal */
  override requestUpdate(name?: PropertyKey, oldValue?: unknown, options?: object): void {
    if (name !== undefined) {
      // The page chose a variant (the default's own assignment comes while the element is being made).
      if (name === 'variant' && this.#made) this.#variantGiven = true;
      // A change of what the picture shows (not of its name or colours, nor a value set again) means the
      // page's own picture inside no longer shows the inputs.
      if (this.hasUpdated && !UNPICTURED.has(name) && !Object.is(this[name as keyof this], oldValue)) this.#changed = true;
      this.#live?.changed(name);
    }
    super.requestUpdate(name, oldValue, options);
  }

  constructor() {
    super();
    this.#made = true;
    // The reader reaches for a still board: it goes live. The pointer coming over it loads the live code
    // and the viewer ahead, so that a press finds them there.
    this.addEventListener('pointerenter', () => void (this.#live || loadLive().then((m) => m.preloadViewer(), () => undefined)));
    this.addEventListener('pointerdown', (e) => {
      if (this.#live) return;
      const box = this.#stillPicture()?.getBoundingClientRect();
      this.#pressed = true;
      addEventListener('pointerup', () => (this.#pressed = false), { once: true, capture: true });
      const at = box?.width && box.height ? { x: (e.clientX - box.left) / box.width, y: (e.clientY - box.top) / box.height } : { x: -1, y: -1 };
      this.#wake({ kind: 'pointer', event: e, at, down: true });
    });
    // Focus that comes with a press (a click focuses the still board) leaves the press to be done again.
    this.addEventListener('focusin', () => this.#live || this.#intent || this.#wake({ kind: 'focus' }));
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
    if (!this.hasUpdated && !this.#visibility.ready) setPicturesAside(this);
    if (this.#live) return this.#live.willUpdate();
    const inputs = this.#stillInputs();
    // A board of moves not near the viewport shows the end of its moves still once the live code is here.
    this.#plan = stillPlan(inputs, !this.#changed && hasOwnContent(this)) ?? (this.#visibility.seen ? null : (liveModule()?.movesPlan(inputs) ?? null));
    // A board that needs its live code to show anything goes live once it is near the viewport, or when
    // its turn to be painted comes in idle time (so a page of boards paints its first screen before the
    // live code arrives, and the boards in order). Its live code is fetched meanwhile.
    if (!this.#plan) {
      if (this.#visibility.seen || this.#visibility.ready) this.#wake();
      else if (!this.#fetching) {
        this.#fetching = true;
        loadLive().then(() => this.requestUpdate(), () => undefined);
      }
    }
  }

  /** @internal Updated, and the board live (`await board.updateComplete` makes it live) with its viewer if one is loading. */
  protected override async getUpdateComplete(): Promise<boolean> {
    this.#wake();
    await super.getUpdateComplete();
    await this.#waking;
    await this.#live?.pending;
    return super.getUpdateComplete();
  }

  /** @internal */
  protected override render(): unknown {
    const dark = this.#dark();
    const plan = this.#plan;
    // The page's own content, as the page lays it out (no wrapper of ours around it).
    if (!this.#live && plan?.kind === 'content') return stillTemplate(plan, this.#label(), this.#failed);
    const live = this.#live?.render(dark);
    return html`<figure class="wrap ${dark ? 'dark' : 'light'}">
      ${live ? live.body : plan ? stillTemplate(plan, this.#label(), this.#failed) : this.#waitingBox()}
      <figcaption part="caption"><slot name="caption"></slot></figcaption>
      ${live?.end ?? ''}
    </figure>`;
  }

  /** @internal */
  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (this.#visibility.ready) putPicturesBack(this);
    const live = this.#live;
    if (live) {
      const intent = this.#intent;
      this.#intent = null;
      if (intent?.kind === 'pointer') this.#keepUnderPointer(intent);
      live.resume(intent);
      return;
    }
    const plan = this.#plan;
    const box = this.renderRoot.querySelector('.svg');
    if (plan?.kind === 'diagram' && box && this.#visibility.ready) paintBoard(box, stillPicture(plan, this.#stillInputs(), this.#dark()));
  }

  // ------------------------------------------------------------------ internals

  /** Is the board drawn in the dark theme (chosen, or `auto` on a dark page)? */
  #dark(): boolean {
    const theme = choice('theme', this.theme);
    return theme === 'dark' || (theme === 'auto' && this.#media.dark);
  }

  /**
   * A press made the board live: where the live board's parts above the board differ from the still
   * board's (on a placement turn its panel comes above the board), the page scrolls by as much, so the
   * square pressed stays under the pointer (a drag goes on where it began).
   */
  #keepUnderPointer(intent: Extract<Intent, { kind: 'pointer' }>): void {
    const box = this.renderRoot.querySelector('.grid')?.getBoundingClientRect();
    const dy = box && intent.at.y >= 0 ? box.top + intent.at.y * box.height - intent.event.clientY : 0;
    // At once, before the frame is drawn: a page's `scroll-behavior: smooth` would show the board jump and slide back.
    if (Math.abs(dy) >= 1) scrollBy({ top: dy, behavior: 'instant' });
  }

  /** The live board now: made at once when its code is loaded (by any board), else on its way (null). */
  #sync(): LiveBoard | null {
    // Lit reads every reactive property (fen, ply) in its first update: that is not a page asking.
    if (!this.#live && !this.#updating) {
      const m = liveModule();
      if (m) this.#goLive(m);
      else this.#wake();
    }
    return this.#live;
  }

  /** Makes the board live, loading the live code first if no board has yet. */
  #wake(intent: Intent = null): void {
    if (intent) this.#intent = intent;
    if (this.#live || this.#failed) return;
    this.#waking ??= loadLive().then(
      (m) => this.#goLive(m),
      (e: unknown) => {
        // The live code could not be loaded (offline, a file not copied next to the script, a blocked
        // file): the board stays as it is and says so.
        this.#failed = `the board's live code could not be loaded (${e instanceof Error ? e.message : String(e)})`;
        fire(this, 'error', { attribute: null, method: 'load', message: this.#failed, code: 'ERR_LOAD' });
        this.requestUpdate();
      },
    );
  }

  #goLive(m: LiveModule): void {
    if (this.#live) return;
    this.#live = new m.LiveBoard(
      this,
      { paintable: () => this.#visibility.ready, reducedMotion: () => this.#media.reducedMotion, variantGiven: () => this.#variantGiven },
      this.#given,
    );
    this.#plan = null;
    if (this.#intent?.kind === 'pointer') this.#intent = { ...this.#intent, down: this.#pressed };
    this.requestUpdate();
    for (const call of this.#queued.splice(0)) call();
  }

  /** A call that acts on the game: done on the live board now, or (made before the board is live) once it is. */
  #onLive(act: (live: LiveBoard) => void): void {
    const live = this.#sync();
    if (live) act(live);
    else {
      this.#queued.push(() => this.#onLive(act));
      this.#wake();
    }
  }

  /** A call that must answer now, made before the board is live: `error` says so. */
  #notReady<T>(method: string, answer: T): T {
    this.#wake();
    fire(this, 'error', { attribute: null, method, message: `${method}() was called before the board was live: await board.updateComplete first`, code: 'ERR_NOT_READY' });
    return answer;
  }

  /** The page set an input of the game before the board was live. */
  #give(set: () => void): void {
    set();
    if (this.hasUpdated) this.#changed = true;
    this.requestUpdate();
  }

  /**
   * The board came near the viewport: a still diagram goes live in idle time (its status words, grid and
   * checks come with it); a board that needs its live code to show anything goes live now.
   */
  #seen(): void {
    if (this.#live) return;
    // A board of moves goes live at once: its step buttons and move list come with the live board.
    if (!this.#plan || (this.#plan.kind === 'diagram' && this.#plan.end)) this.#wake();
    else if (this.#plan.kind === 'diagram') idleAfterPainting(() => this.#wake());
  }

  #stillInputs(): StillInputs {
    return {
      variant: this.variant,
      rules: this.rules,
      fen: this.#given.fen,
      moves: this.moves,
      mode: this.mode,
      orientation: this.orientation,
      theme: this.theme,
      player: this.player,
      moveList: this.moveList,
      showMoves: this.showMoves,
      coordinates: this.coordinates,
      menu: this.menu,
      arrows: this.arrows,
      highlights: this.highlights,
      label: this.label,
      game: this.#given.pgn !== null || this.#given.ply !== null || !!this.#given.selected || !!this.querySelector(PGN) || this.solution !== undefined,
    };
  }

  /** The picture the still board shows: its own diagram, or the first picture of the page's content. */
  #stillPicture(): Element | null {
    return this.#plan?.kind === 'diagram' ? this.renderRoot.querySelector('.svg svg') : this.#plan?.kind === 'content' ? this.querySelector('svg') : null;
  }

  #stillTurn(): Color {
    return this.#plan?.kind === 'diagram' ? this.#plan.diagram.turn : 'white';
  }

  /** The board's accessible name, as the live board gives it. */
  #label(): string {
    return this.label || `${variantBoard(this.variant)?.name ?? 'Chess'} board`;
  }

  /** Going live with nothing to show yet: the board's square, kept for it (and why, if loading failed). */
  #waitingBox(): unknown {
    const d = variantBoard(this.variant);
    return html`<div class="status" part="status">${this.#failed ?? ''}</div><div class="board" part="board" .style=${`aspect-ratio:${d?.width ?? 8}/${d?.height ?? 8}`}></div>`;
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
