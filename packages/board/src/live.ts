/**
 * The live board: everything a board does once the reader reaches for it (or a page script asks for
 * its game) — the engine's game, moves, placements, puzzles, the ARIA grid, drag and keyboard, the
 * error box, the live region and the viewer. The element (berserker-board.ts) loads this module on
 * demand (live-loader.ts) and hands each board's API calls to its LiveBoard; until then it shows the
 * board still (still.ts), without the engine. In the builds this is a file of its own
 * (berserker-board.live.js) that takes lit and the element's core from the script that loads it.
 *
 * The work is done by controllers, each with one job:
 *   SourceController (source.ts) — where the game comes from and when it is read again;
 *   GameController (game-controller.ts) — the game (GameState), moves and their events;
 *   Interaction (interaction.ts) — selection, moves, placement and promotion intents;
 *   DragController (drag.ts) — pointer input; FocusController (focus.ts) — the ARIA grid and its focus;
 *   SelectionController (selection.ts) — the `selected` attribute; PuzzleController (puzzle.ts);
 *   ProblemsController (problems.ts) — the error box; Announcer (announcer.ts) — the live region;
 *   MoveInput (parts.ts) — the SAN box; Drawings (parse.ts) — the author's arrows and highlights;
 *   BoardPainter (paint.ts); ViewerLoader (lazy.ts) — the viewer (viewer/: the move list, tree, menu,
 *   drawing, the move animation), loaded when a board needs it.
 * template.ts draws a game with the shared DOM-free SVG renderer under an ARIA grid. No chess rules
 * here: the engine's presentation API answers every question about the game.
 */
import { html } from 'lit';
import { ChessError, type GameStatus, type MoveInfo } from '@berserker-chess/engine';
import type { BerserkerBoard, ShownShape } from './berserker-board.js';
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
import { CHOICES, choice, type ChoiceName } from './attributes.js';
import { choiceProblem, numberProblem } from './attribute-problems.js';
import { ViewerLoader, loadViewer } from './lazy.js';
import { nameOf } from './squares.js';
import { squareAtPoint } from './keyboard.js';
import { Drawings } from './drawings.js';
import { variantOf } from './announce.js';
import { MoveInput } from './parts.js';
import { gameTemplate } from './template.js';
import { movesPlan } from './final-position.js';
import { addStyles, liveStyles } from './live-styles.js';
import { fire, type ErrorEventDetail, type MoveSource, type TakeBackRecord } from './events.js';

type Color = 'white' | 'black';

/** Inputs that rebuild the game when they change. */
const SOURCES = new Set<PropertyKey>(['variant', 'rules', 'moves', 'solution', 'mateIn', 'alternatives', 'mode']);
/** The default reply delay (ms), used while the attribute is bad. */
const REPLY_DELAY = 600;

/** What the element hands its live board. */
export interface LiveHooks {
  /** May the picture be painted (the board is near the viewport)? */
  paintable(): boolean;
  reducedMotion(): boolean;
  /** Did the page give `variant` (else a PGN without [Variant] is standard chess)? */
  variantGiven(): boolean;
}

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
}

export class LiveBoard {
  /** The move to animate after the next update (the viewer animates it). */
  #moved: MoveInfo | null = null;
  readonly #host: BerserkerBoard;
  readonly #problems: ProblemsController;
  readonly #announcer: Announcer;
  readonly #game: GameController;
  readonly #loader: ViewerLoader;
  readonly #interaction: Interaction;
  readonly #puzzle: PuzzleController;
  readonly #input: MoveInput;
  readonly #source: SourceController;
  readonly #selection: SelectionController;
  readonly #drawings: Drawings;
  readonly #painter: BoardPainter;
  readonly #focus: FocusController;
  readonly #drag: DragController;

  constructor(host: BerserkerBoard, hooks: LiveHooks, given: Given) {
    this.#host = host;
    this.#problems = new ProblemsController(host);
    this.#announcer = new Announcer(host);
    this.#game = new GameController(host, {
      announcer: this.#announcer,
      playing: () => this.#mode === 'play',
      loaded: () => this.#loader.viewer?.upgrade(),
      resetInteraction: () => {
        this.#interaction.reset();
        this.#loader.viewer?.clear();
      },
      animate: (m) => (this.#moved = m),
    });
    this.#loader = new ViewerLoader({
      host,
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
      reducedMotion: () => hooks.reducedMotion(),
    });
    this.#interaction = new Interaction({
      state: this.#game.state,
      showMoves: () => host.showMoves,
      canAct: () => this.#canAct(),
      eager: () => this.#mode !== 'view',
      commit: (m, animate) => void this.#playMove(m.move, 'user', animate),
      requestUpdate: () => host.requestUpdate(),
    });
    this.#puzzle = new PuzzleController(host, {
      state: this.#game.state,
      replyDelay: () => (numberProblem('reply-delay', host.replyDelay, null) ? REPLY_DELAY : host.replyDelay),
      mateIn: () => (numberProblem('mate-in', host.mateIn, null) ? null : host.mateIn),
      reply: (san) => {
        this.#game.state.goto(this.#game.state.line.length);
        return this.#playMove(san, 'reply');
      },
      takeBack: () => void this.#game.undo(),
      announce: (text) => this.#announcer.add(text),
      emit: (name, detail) => fire(host, name, detail),
    });
    this.#input = new MoveInput({
      canAct: () => this.#canAct(),
      play: (text) => !!this.#playMove(text, 'user'),
      requestUpdate: () => host.requestUpdate(),
    });
    this.#source = new SourceController(host, {
      game: this.#game,
      puzzle: this.#puzzle,
      problems: this.#problems,
      inputs: () => host,
      puzzleMode: () => this.#mode === 'puzzle',
      beforeLoad: () => {
        this.#interaction.reset();
        this.#drag.end();
        this.#input.clear();
        this.#selection.reload();
      },
      animate: (m) => (this.#moved = m),
    });
    this.#source.variantGiven = hooks.variantGiven();
    this.#selection = new SelectionController(host, { interaction: this.#interaction, problems: this.#problems, game: () => this.#game.state.game });
    this.#drawings = new Drawings(this.#problems);
    this.#painter = new BoardPainter(host, () => host.renderRoot, () => hooks.paintable());
    this.#focus = new FocusController(host, {
      interaction: this.#interaction,
      shape: () => this.#game.state.view(),
      flipped: () => this.#flipped,
      root: () => host.renderRoot,
    });
    this.#drag = new DragController(host, {
      interaction: this.#interaction,
      squareAt: (x, y) => this.#squareAt(x, y),
      boardBox: () => host.renderRoot.querySelector('.board'),
      ghost: () => host.renderRoot.querySelector('.ghost'),
      pressed: (sq) => this.#focus.pressed(sq),
      placing: () => !!this.#game.state.view()?.placement,
    });
    // What the page set before the board was live, in the order a page sets them.
    if (given.fen !== null) this.#source.setFen(given.fen);
    if (given.pgn !== null) this.#source.setPgn(given.pgn);
    if (given.ply !== null) this.#source.setPly(given.ply);
    if (given.selected !== null) this.#selection.set(given.selected);
  }

  // ------------------------------------------------------------------ the element's API (see berserker-board.ts)

  get fen(): string {
    this.#source.ensure();
    return this.#game.state.game ? this.#game.shownFen() : this.#source.fen;
  }
  setFen(value: string): void {
    this.#source.setFen(value);
  }

  get pgn(): string {
    this.#source.ensure();
    return this.#game.state.pgn();
  }
  setPgn(text: string): void {
    this.#source.setPgn(text);
  }

  get selected(): string | undefined {
    return this.#selection.name;
  }
  setSelected(name: string | undefined): void {
    this.#selection.set(name);
  }

  get ply(): number {
    this.#source.ensure();
    return this.#game.state.ply;
  }
  setPly(n: number | 'last'): void {
    this.#source.setPly(n);
  }

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

  get errors(): ErrorEventDetail[] {
    this.#source.ensure();
    return this.#problems.list;
  }

  get history(): MoveInfo[] {
    this.#source.ensure();
    return [...this.#game.state.line];
  }

  get hiddenPlies(): number {
    this.#source.ensure();
    return this.#game.hidden();
  }

  get takeBacks(): TakeBackRecord[] {
    this.#source.ensure();
    return this.#game.state.takeBacks();
  }

  get status(): GameStatus | null {
    this.#source.ensure();
    return this.#game.state.view()?.status ?? null;
  }

  get turn(): Color {
    this.#source.ensure();
    return this.#game.state.view()?.turn ?? 'white';
  }

  get controller(): Color {
    this.#source.ensure();
    return this.#game.state.view()?.controller ?? 'white';
  }

  legalMoves(): MoveInfo[] {
    this.#source.ensure();
    return [...this.#game.state.legal()];
  }

  play(move: string): MoveInfo | null {
    this.#source.ensure();
    this.#game.state.goto(this.#game.state.line.length);
    return this.#playMove(move, 'api');
  }

  undo(): MoveInfo | null {
    this.#source.ensure();
    return this.#game.undo();
  }

  canOhNo(): boolean {
    this.#source.ensure();
    return this.#game.state.canOhNo();
  }

  ohNo(): MoveInfo | null {
    this.#source.ensure();
    try {
      return this.#game.ohNo();
    } catch (e) {
      this.#problems.fail('ohNo', e);
      return null;
    }
  }

  /** `setPosition()`: the element sets `moves` itself, then asks whether the input was good. */
  setPosition(fen: string): void {
    this.#source.setPosition(fen);
  }
  failed(): boolean {
    this.#source.ensure();
    return this.#source.failed();
  }

  reset(): void {
    this.#source.invalidate();
    this.#source.ensure();
  }

  goto(n: number): void {
    this.#source.ensure();
    this.#game.goto(n);
  }

  goTo(to: string): boolean {
    this.#source.ensure();
    // A path is the viewer's to follow (it is loaded with any game that has moves).
    const ok = !!this.#loader.viewer?.goTo(String(to));
    if (!ok) this.#problems.fail('goTo', new ChessError('ERR_ARGS', `no move at "${String(to).slice(0, 40)}"`, 'path'));
    return ok;
  }

  hint(): void {
    this.#puzzle.hint();
  }

  showSolution(): void {
    this.#puzzle.show();
  }

  /** A method called on the board failed: the `error` event names it. */
  fail(method: string, e: unknown): void {
    this.#problems.fail(method, e);
  }

  // ------------------------------------------------------------------ the element's lifecycle

  /** A reactive property changed. */
  changed(name: PropertyKey): void {
    // An input of the game changed: load again. (fen, pgn and ply tell the source from their own setters.)
    if (SOURCES.has(name)) this.#source.invalidate();
    if (name === 'variant') this.#source.variantGiven = true;
  }

  willUpdate(): void {
    const host = this.#host;
    this.#source.ensure();
    for (const name of Object.keys(CHOICES) as ChoiceName[]) this.#problems.set(name, choiceProblem(name, host[name === 'move-list' ? 'moveList' : name]));
    this.#problems.set('reply-delay', numberProblem('reply-delay', host.replyDelay, host.getAttribute('reply-delay')));
    const g = this.#game.state.game;
    if (g) this.#drawings.update(variantOf(g.variant.id), host.arrows ?? '', host.highlights ?? '');
    // The viewer: for a game to step through (or a PGN it may read further), a board to play on, a menu
    // (a bare diagram loads it when the pointer comes over it).
    if (g && (this.#mode !== 'view' || this.#game.state.line.length || this.#game.games.length || this.#problems.has('pgn') || host.menu)) this.#loader.want();
  }

  /** Settles when the viewer, if it is being loaded, is there (it changes the layout). */
  get pending(): Promise<void> | undefined {
    return this.#loader.pending;
  }

  /** The figure's content: the error box, the game, and (last) the live region. */
  render(dark: boolean): { body: unknown; end: unknown } {
    const host = this.#host;
    addStyles(host.renderRoot as ShadowRoot, liveStyles);
    return {
      body: html`${this.#problems.template()}${this.#game.state.game
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
            coordinates: host.coordinates,
            dark,
            label: host.label,
            hint: () => this.hint(),
            showSolution: () => this.showSolution(),
          })
        : ''}`,
      end: this.#announcer.template(),
    };
  }

  /**
   * Does again on the live board what woke it (after its first live update): a press goes on as a
   * press (a drag, if the button is still down) or a tap on its square; focus goes to the grid.
   */
  resume(intent: Intent): void {
    if (!intent) return;
    if (intent.kind === 'focus') {
      this.#focus.follow();
      this.#host.requestUpdate();
      // The viewer, when it comes, lays the board out anew: focus stays in the grid unless it went elsewhere.
      void this.#loader.pending?.then(() => this.#host.updateComplete).then(() => {
        const active = document.activeElement;
        if (!active || active === document.body || active === this.#host) {
          this.#focus.follow();
          this.#host.requestUpdate();
        }
      });
      return;
    }
    const e = intent.event;
    const box = this.#host.renderRoot.querySelector('.grid')?.getBoundingClientRect();
    if (e.button > 0 || !box) return;
    // The press, moved to the same place on the live picture.
    const clientX = box.left + intent.at.x * box.width;
    const clientY = box.top + intent.at.y * box.height;
    if (intent.down) this.#drag.onPointerDown(new PointerEvent('pointerdown', { clientX, clientY, pointerId: e.pointerId, pointerType: e.pointerType, isPrimary: e.isPrimary, button: e.button, buttons: e.buttons }));
    else {
      const sq = this.#squareAt(clientX, clientY);
      if (sq >= 0) {
        this.#focus.pressed(sq);
        this.#interaction.activate(sq);
      }
    }
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
    if (mode === 'view') return !!s.tree && !!s.line.length && !this.#host.showMoves && this.#host.moveList !== 'none';
    if (mode === 'puzzle') return this.#puzzle.solverToAct();
    const player = choice('player', this.#host.player);
    return player === 'both' || player === view.controller;
  }

  get #mode(): 'view' | 'play' | 'puzzle' {
    return choice('mode', this.#host.mode);
  }

  get #flipped(): boolean {
    return choice('orientation', this.#host.orientation) === 'black';
  }

  /** The square under a viewport point, or -1. */
  #squareAt(x: number, y: number): number {
    const shape = this.#game.state.view();
    const rect = this.#host.renderRoot.querySelector('.grid')?.getBoundingClientRect();
    return shape && rect ? squareAtPoint(rect, x, y, shape.width, shape.height, this.#flipped) : -1;
  }
}

/** Loads the viewer ahead (the pointer came over a still board: a press on it will want the viewer). */
export function preloadViewer(): void {
  loadViewer().catch(() => undefined);
}

export { movesPlan };

/** The live module as the element loads it. */
export interface LiveModule {
  LiveBoard: typeof LiveBoard;
  preloadViewer: typeof preloadViewer;
  movesPlan: typeof movesPlan;
}
