/**
 * <berserker-board>: the element. It wires the parts together — GameState (the engine game and the
 * line), Interaction (intents), DragController (pointer drag), PuzzleController, MediaController —
 * and renders the board with the shared DOM-free SVG renderer, under an ARIA grid that carries focus,
 * labels and pointer input. No chess rules here: the engine answers every question about the game.
 */
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { writePgn, type GameStatus, type MoveInfo } from '@berserker-chess/engine';
import { paintBoard, paintIcons, type Picture } from './paint.js';
import { squareOrigin } from './render/svg.js';
import { paintGrid, type Cell } from './grid.js';
import { GameState, problem, type Problem } from './state.js';
import { Interaction } from './interaction.js';
import { DragController } from './drag.js';
import { PuzzleController } from './puzzle.js';
import { MediaController } from './media.js';
import { VisibilityController } from './visibility.js';
import { gridKey, screenSquare } from './keyboard.js';
import { describeMove, squareLabel, statusText } from './announce.js';
import { notation } from './notation.js';
import { pieceIcon, placementPanel, promotionChooser } from './choosers.js';
import { parseArrows, parseHighlights, type Arrow, type Highlight } from './parse.js';
import { squareIndex, squareName } from './squares.js';
import { styles } from './styles.js';
import { fire, type BerserkerBoardEventMap, type ErrorEventDetail, type MoveEventDetail } from './events.js';

type Color = 'white' | 'black';
export type BoardMode = 'view' | 'play' | 'puzzle';

/** The PGN child: a script the browser never runs or shows. */
const PGN = 'script[type="application/x-chess-pgn"]';
/** Inputs that rebuild the game when they change. */
const SOURCES = new Set<PropertyKey>(['variant', 'rules', 'moves', 'solution', 'mateIn', 'alternatives', 'mode']);
/** `selSq` when the `selected` attribute is still to be applied. */
const APPLY = -2;
const LOADED = ['variant', 'rules', 'fen', 'moves', 'pgn', 'solution', 'mate-in', 'alternatives'];
const CHOICES: Record<string, readonly string[]> = {
  mode: ['view', 'play', 'puzzle'],
  orientation: ['white', 'black'],
  theme: ['auto', 'light', 'dark'],
  player: ['both', 'white', 'black'],
};
const MARKER_WORDS: Record<string, string> = {
  move: 'move here',
  capture: 'capture',
  'move-only': 'move here',
  'capture-only': 'capture only',
  initial: 'first move only',
  castle: 'castle',
  placement: 'placement square',
  invalid: 'not allowed',
};

/**
 * A chess board for Berserker Chess and its family (Chess, Game of Pawns, Berolina, Battle of the
 * Kings, Brawl on 12x12, each with or without the Berserker): diagrams, play, Berserker placements,
 * step-through notation and puzzles, usable by mouse, touch, pen, keyboard and screen reader.
 *
 * Moves can come from the `moves` attribute or from a PGN child, `<script type="application/x-chess-pgn">`
 * (its [Variant], [FEN] and [Rules] tags win over the attributes). Light-DOM content other than the
 * caption slot is not shown once the element runs, so a static fallback (e.g. the renderer's SVG)
 * can sit inside it for readers without JavaScript.
 *
 * @summary An accessible board element for Berserker Chess and its variants.
 * @tagname berserker-board
 *
 * @fires {CustomEvent<MoveEventDetail>} move - A move was played (by the user, `play()`, or a puzzle reply). `detail`: MoveEventDetail (the engine's MoveInfo with `ply`, `fen`, `source`).
 * @fires {CustomEvent<ChangeEventDetail>} change - The shown position changed (a move, undo, stepping through the moves, a new position). `detail`: `{ fen, ply }`.
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
 * @csspart move - One move in the list (the current one has aria-current="step").
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
  static override styles = styles;

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
    mateIn: { type: Number, reflect: true, attribute: 'mate-in' },
    alternatives: { reflect: true },
    replyDelay: { type: Number, attribute: 'reply-delay' },
    label: { reflect: true },
    fen: { noAccessor: true },
    ply: { type: Number, noAccessor: true },
    selected: { reflect: true, noAccessor: true },
  };

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

  /** @internal */
  readonly state = new GameState();
  /** @internal */
  readonly interaction = new Interaction(this);
  /** @internal */
  readonly drag = new DragController(this);
  /** @internal */
  readonly puzzle = new PuzzleController(this);
  private readonly media = new MediaController(this);
  private readonly visibility = new VisibilityController(this);

  private _fen = '';
  private _pgn: string | null = null;
  private _ply: number | null = null;
  /** The `selected` square's name, and the selection it last matched (APPLY: apply the name at the next update). */
  private sel: string | undefined;
  private selSq = APPLY;
  private dirty = true;
  private problems = new Map<string, Problem>();
  private focusSq = -1;
  private moveFocus = false;
  private promoOpen = false;
  private anim: MoveInfo | null = null;
  private held: MoveInfo | null = null;
  private said = '';
  private saidAt = 0;
  private inputError = '';
  private arrowList: Arrow[] = [];
  private highlightList: Highlight[] = [];
  private startBoard: { game: unknown; board: Int8Array } | null = null;
  /** The picture the last render drew; updated() paints it into the board box. */
  private picture: Picture | null = null;
  /** What each grid cell says and does, from the last render. */
  private cells: ((sq: number) => Cell) | null = null;

  // ------------------------------------------------------------------ public API

  /**
   * The start position (the `fen` attribute; default: the variant's). Reading the property gives the
   * FEN of the shown position; setting it sets a new start position, from which `moves` are played.
   */
  get fen(): string {
    this.ensure();
    return this.state.game?.fen() ?? this._fen;
  }
  set fen(value: string) {
    this._fen = value ?? '';
    this.reload();
  }

  /** The game as PGN (all moves, with the [Variant], [Rules] and [FEN] tags it needs). Setting it loads a game. */
  get pgn(): string {
    this.ensure();
    return this.state.atEnd((g) => writePgn(g)) ?? '';
  }
  set pgn(text: string) {
    this._pgn = text ?? '';
    this._ply = null;
    this.reload();
  }

  /**
   * The selected square, e.g. `g1`. With `show-moves` the moves of the piece on it are marked, so a
   * teaching diagram can open showing them; in play mode it is the piece picked up (or the knight
   * chosen for a Berserker release). Clicking another piece changes it and the attribute; clicking it
   * again, or stepping to another move, clears it.
   */
  get selected(): string | undefined {
    return this.sel;
  }
  set selected(name: string | undefined) {
    const old = this.sel;
    this.sel = name || undefined;
    this.selSq = APPLY;
    this.requestUpdate('selected', old);
  }

  /** The shown ply (0 = the start position). Set it (or the `ply` attribute) to step through the moves; default: the last. */
  get ply(): number {
    this.ensure();
    return this.state.ply;
  }
  set ply(n: number) {
    this._ply = n == null || Number.isNaN(Number(n)) ? null : Number(n);
    if (!this.dirty && this._ply !== null) this.goto(this._ply);
    else this.requestUpdate();
  }

  /** The problems with the inputs the element shows, one per attribute: `{ attribute, message, code }`. */
  get errors(): ErrorEventDetail[] {
    this.ensure();
    return [...this.problems.values()].map(({ attribute, message, code }) => ({ attribute, message, code }));
  }

  /** The moves of the line (the engine's MoveInfo), including those after the shown ply. */
  get history(): MoveInfo[] {
    this.ensure();
    return [...this.state.line];
  }

  /** The status of the shown position: `{ over, result, reason, winner, points }`, or null without a game. */
  get status(): GameStatus | null {
    this.ensure();
    return this.state.status();
  }

  /** The side to move in the shown position. */
  get turn(): Color {
    this.ensure();
    return this.state.game?.turn ?? 'white';
  }

  /** Who decides the shown turn: the side to move, or on a Berserker placement turn its opponent. */
  get controller(): Color {
    this.ensure();
    return this.state.controller();
  }

  /** The legal moves of the shown position (the engine's MoveInfo). */
  legalMoves(): MoveInfo[] {
    this.ensure();
    return [...this.state.legal()];
  }

  /**
   * Plays a move (SAN such as `Nf3`, `Nb1=Z`, `Zf1`, or coordinates such as `e2e4`) at the end of the
   * line. Returns the move, or null (with an `error` event) when it is not legal. Never throws.
   */
  play(move: string): MoveInfo | null {
    this.ensure();
    this.state.goto(this.state.line.length);
    return this.playMove(move, 'api');
  }

  /** Takes back the last move of the line. Returns it, or null at the start. */
  undo(): MoveInfo | null {
    this.ensure();
    const m = this.state.undo();
    if (m) this.changed();
    return m;
  }

  /** R8 Oh No! (rules `ohNo=on`): the last action's controller takes it back once per game. Null (and `error`) when not allowed. */
  ohNo(): MoveInfo | null {
    this.ensure();
    try {
      const m = this.state.ohNo();
      this.say(`Oh no! ${m.san} is taken back.`);
      this.changed();
      return m;
    } catch (e) {
      this.fail('ohNo', e);
      return null;
    }
  }

  /** Turns the board around. */
  flip(): void {
    this.orientation = this.orientation === 'black' ? 'white' : 'black';
  }

  /** Sets up a new position (and optionally moves from it). Returns false, showing the problem, if the input is bad. */
  setPosition(fen: string, moves = ''): boolean {
    this._fen = fen ?? '';
    this._pgn = '';
    this._ply = null;
    this.moves = moves || undefined;
    this.dirty = true;
    this.ensure();
    return !LOADED.some((a) => this.problems.has(a));
  }

  /** Reloads the game from the attributes (the start position with `moves`). */
  reset(): void {
    this.dirty = true;
    this.ensure();
  }

  /** Shows ply `n` of the line (0 = the start). */
  goto(n: number): void {
    this.ensure();
    const before = this.state.ply;
    this.state.goto(n);
    if (this.state.ply !== before) this.changed();
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
    this.goto(this.state.line.length);
  }

  /** Puzzle mode: marks the piece the solution moves next. */
  hint(): void {
    this.puzzle.hint();
  }

  /** Puzzle mode: plays the rest of the solution. */
  showSolution(): void {
    this.puzzle.show();
  }

  // ------------------------------------------------------------------ hooks for the controllers

  /** @internal May the user act on the shown position now? */
  canAct(): boolean {
    const s = this.state;
    const mode = this.choice('mode');
    if (mode === 'view' || !s.game || s.status()?.over) return false;
    if (mode === 'puzzle') return this.puzzle.solverToAct();
    const p = this.choice('player');
    return mode === 'play' && (p === 'both' || p === s.controller());
  }

  /** @internal The user chose a legal move. */
  commit(m: MoveInfo, animate: boolean): void {
    this.playMove(m.move, 'user', animate);
  }

  /** @internal A puzzle reply or a move of the shown solution. */
  reply(san: string): MoveInfo | null {
    this.state.goto(this.state.line.length);
    return this.playMove(san, 'reply');
  }

  /** @internal Takes back the solver's wrong move. */
  takeBack(): void {
    this.state.undo();
    this.interaction.reset();
    this.changed();
  }

  /** @internal Speaks `text` in the live region (after what the same task already said). */
  announce(text: string): void {
    this.say(performance.now() - this.saidAt < 50 ? `${this.said.trim()} ${text}` : text);
  }

  /** @internal Fires one of the element's events (`error` does not bubble). */
  emit<K extends keyof BerserkerBoardEventMap>(name: K, detail: BerserkerBoardEventMap[K]): void {
    fire(this, name, detail);
  }

  /** @internal */
  get boardBox(): HTMLElement | null {
    return this.renderRoot.querySelector('.board');
  }

  /** @internal */
  get ghost(): HTMLElement | null {
    return this.renderRoot.querySelector('.ghost');
  }

  /** @internal The square under a viewport point, or -1. */
  squareAt(x: number, y: number): number {
    const geo = this.state.game?.variant.geo;
    const r = this.renderRoot.querySelector('.grid')?.getBoundingClientRect();
    if (!geo || !r || x < r.left || y < r.top || x >= r.right || y >= r.bottom) return -1;
    const col = Math.floor(((x - r.left) / r.width) * geo.width);
    const row = Math.floor(((y - r.top) / r.height) * geo.height);
    return screenSquare(col, row, geo.width, geo.height, this.flipped);
  }

  // ------------------------------------------------------------------ lifecycle

  /** A custom-accessor input changed: load again before the next render. (Not requestUpdate(name): Lit would read the getter.) */
  private reload(): void {
    this.dirty = true;
    this.requestUpdate();
  }

  override requestUpdate(name?: PropertyKey, oldValue?: unknown, options?: object): void {
    if (name !== undefined && SOURCES.has(name)) this.dirty = true;
    super.requestUpdate(name, oldValue, options);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Upgraded while the page is still being parsed: a PGN child may come after; read it once it is there.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => this._pgn === null && this.querySelector(PGN) && this.reload(), { once: true });
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.anim = null;
  }

  protected override willUpdate(changed: PropertyValues): void {
    this.ensure();
    for (const name of Object.keys(CHOICES)) {
      const value = String((this as unknown as Record<string, unknown>)[name]);
      this.setProblem(name, CHOICES[name]!.includes(value) ? null : problem(name, `"${value}" is not one of ${CHOICES[name]!.join(', ')}`));
    }
    const geo = this.state.game?.variant.geo;
    const ia = this.interaction;
    if (this.selSq === APPLY && geo) {
      // The attribute (or a new game): select its square.
      const sq = squareIndex(this.sel, geo);
      this.setProblem('selected', this.sel && sq < 0 ? problem('selected', `"${this.sel}" is not a square of the ${geo.width}x${geo.height} board`) : null);
      ia.reset();
      ia.selected = sq;
    } else if (geo && ia.selected !== this.selSq) {
      // The user selected another square: reflect it.
      const old = this.sel;
      this.sel = ia.selected >= 0 ? squareName(ia.selected, geo.width) : undefined;
      this.requestUpdate('selected', old);
    }
    if (geo) this.selSq = ia.selected;
    if (geo && (changed.has('arrows') || changed.has('highlights') || this.geoKey !== `${geo.width}x${geo.height}`)) {
      this.geoKey = `${geo.width}x${geo.height}`;
      this.arrowList = this.parsed('arrows', () => parseArrows(this.arrows ?? '', geo));
      this.highlightList = this.parsed('highlights', () => parseHighlights(this.highlights ?? '', geo));
    }
  }
  private geoKey = '';

  protected override updated(): void {
    const root = this.renderRoot;
    const svgBox = root.querySelector('.svg');
    const pic = this.picture;
    const grid = root.querySelector<HTMLElement>('.grid');
    if (svgBox && pic && this.visibility.ready) paintBoard(svgBox, pic);
    paintIcons(root);
    if (grid && pic && this.cells) paintGrid(grid, pic.width, pic.height, this.flipped, this.focusSquare(), this.cells);
    // Focus follows the keyboard on the grid, moves into the promotion dialog when it opens, and back after.
    const promo = !!this.interaction.promotions();
    if (this.moveFocus || promo !== this.promoOpen) {
      this.moveFocus = false;
      root.querySelector<HTMLElement>(promo ? '.promo button' : `[data-sq="${this.focusSquare()}"]`)?.focus();
    }
    this.promoOpen = promo;
    const m = this.anim;
    this.anim = null;
    const g = this.state.game;
    if (!m || !g || this.media.reducedMotion) return;
    const piece = root.querySelector(`.pieces [data-square="${m.to}"] > g`) as SVGGElement | null;
    if (!piece?.animate) return;
    const from = this.interaction.index(m.from);
    const to = this.interaction.index(m.to);
    if (from < 0 || from === to) {
      piece.style.transformOrigin = '50px 50px';
      piece.animate([{ opacity: 0, transform: 'scale(0.4)' }, { opacity: 1, transform: 'none' }], { duration: 260, easing: 'ease-out' });
      return;
    }
    const { width: W, height: H } = g.variant.geo;
    const [x1, y1] = squareOrigin(from, W, H, this.flipped);
    const [x2, y2] = squareOrigin(to, W, H, this.flipped);
    piece.animate([{ transform: `translate(${x1 - x2}px,${y1 - y2}px)` }, { transform: 'none' }], { duration: 200, easing: 'ease-out' });
  }

  // ------------------------------------------------------------------ rendering

  protected override render(): unknown {
    const g = this.state.game;
    const errors = [...this.problems.values()];
    const dark = this.choice('theme') === 'dark' || (this.choice('theme') === 'auto' && this.media.dark);
    return html`<figure class="wrap ${dark ? 'dark' : 'light'}">
      ${errors.length
        ? html`<div class="error" part="error" role="alert">
            <strong>berserker-board:</strong>
            ${errors.map((p) => html`<div><code>${p.attribute}</code>: ${p.message}</div>`)}
          </div>`
        : nothing}
      ${g ? this.renderGame(dark) : nothing}
      <figcaption part="caption"><slot name="caption"></slot></figcaption>
      <div class="sr" role="status" aria-live="polite">${this.said}</div>
    </figure>`;
  }

  private renderGame(dark: boolean): unknown {
    const s = this.state;
    const g = s.game!;
    const v = g.variant;
    const { width: W, height: H } = v.geo;
    const ia = this.interaction;
    const mode = this.choice('mode');
    const hidden = this.secret();
    const turn = s.placement();
    const act = this.canAct();
    const board = hidden ? this.boardAtStart() : g.position.board;
    const markers = ia.markers();
    const marked = new Map(markers.map((m) => [m.square, m.kind]));
    const flip = this.flipped;
    const dragFrom = this.drag.from;
    const promo = ia.promotions();
    const mover: Color = g.turn;
    const puzzle = mode === 'puzzle' && this.puzzle.phase !== 'off' ? this.puzzle : null;

    const pic: Picture = {
      width: W,
      height: H,
      pieces: [],
      orientation: flip ? 'black' : 'white',
      coordinates: this.coordinates,
      theme: dark ? 'dark' : 'light',
      title: 'board',
      idPrefix: 'b',
      selected: ia.selected >= 0 ? ia.selected : act ? ia.knight() : -1,
      markers,
      arrows: this.arrowList,
      highlights: [...this.highlightList],
    };
    this.picture = pic;
    for (let sq = 0; sq < W * H; sq++) {
      const code = board[sq]!;
      if (code && sq !== dragFrom) pic.pieces.push({ square: sq, letter: v.pieces[(code & 15) - 1]!.letter, color: code >> 4 ? 'black' : 'white' });
    }
    const last = hidden ? undefined : g.history[g.history.length - 1];
    if (last) pic.lastMove = [ia.index(last.from ?? last.to), ia.index(last.to)];
    if (!hidden && g.position.inCheck()) pic.check = g.position.royals(g.position.turn as 0 | 1);
    const knights = ia.knights();
    const knight = ia.knight();
    // A release before the knight is picked: the knights to pick from are tinted (and say so).
    const pickable = act && knight < 0 ? knights : [];
    for (const k of pickable) pic.highlights!.push({ square: k, color: 'yellow' });
    if (puzzle?.hintSquare) pic.highlights!.push({ square: ia.index(puzzle.hintSquare), color: 'yellow' });
    const fb = puzzle?.feedback;
    if (fb?.square && s.ply === s.line.length) pic.highlights!.push({ square: ia.index(fb.square), color: fb.good ? 'green' : 'red' });

    this.cells = (sq) => {
      const kind = marked.get(sq);
      const selected = sq === pic.selected;
      return {
        label: squareLabel(v, squareName(sq, W), board[sq]!) + (pickable.includes(sq) ? ', can become the Berserker' : '') + (kind ? `, ${MARKER_WORDS[kind]}` : '') + (selected ? ', selected' : ''),
        cls: act && ia.movable(sq) ? 'mv' : kind ? 'tg' : '',
        selected,
      };
    };

    const dragged = dragFrom >= 0 ? board[dragFrom]! : 0;
    const status = statusText(g, s.status()!, turn) + (hidden ? ": White's first move stays hidden until Black has chosen" : '');
    const controller = s.controller();
    return html`
      <div class="status" part="status">
        <span class="dot ${mover}"></span>${controller !== mover ? html`<span class="dot ${controller}"></span>` : nothing}
        <span>${puzzle && puzzle.phase !== 'solved' && puzzle.phase !== 'shown' && s.ply === s.line.length ? puzzle.goal() : status}</span>
      </div>
      ${placementPanel({
        turn: hidden || mode === 'view' ? null : turn,
        capturePlacement: !!ia.pending && !promo,
        canAct: act,
        knights: knights.map((k) => squareName(k, W)),
        knight: knight >= 0 ? squareName(knight, W) : null,
        pickKnight: (k) => {
          ia.selected = ia.index(k);
          ia.invalid = -1;
          ia.reason = '';
          this.requestUpdate();
        },
      })}
      <div class="board" part="board" style="aspect-ratio:${W}/${H}" @pointerdown=${this.onPointerDown} @pointermove=${this.onPointerMove}>
        <div class="svg" aria-hidden="true"></div>
        <div
          class="grid"
          part="grid"
          role="grid"
          aria-label=${this.label || `${v.def.name} board`}
          @keydown=${this.onKey}
          @focusin=${this.onFocusIn}
        ></div>
        ${dragged
          ? html`<div class="ghost" style="width:${100 / W}%;height:${100 / H}%">${pieceIcon(v.pieces[(dragged & 15) - 1]!.letter, dragged >> 4 ? 'black' : 'white')}</div>`
          : nothing}
        ${promo ? promotionChooser(v, promo, mover, (l) => this.choosePromotion(l), () => this.cancelChoice()) : nothing}
      </div>
      ${(turn && !hidden && act) || (ia.pending && !promo)
        ? html`<div class="why" part="reason" aria-live="polite">${ia.reason || html`<span>Point at or pick another square to see why it is not allowed.</span>`}</div>`
        : nothing}
      ${puzzle
        ? html`<div class="feedback" part="feedback">
            <span class=${fb?.good ? 'good' : fb?.good === false ? 'bad' : ''}>${fb?.text ?? ''}</span>
            <button type="button" @click=${() => this.hint()} aria-disabled=${puzzle.solverToAct() ? 'false' : 'true'}>Hint</button>
            <button type="button" @click=${() => this.showSolution()} aria-disabled=${puzzle.phase === 'solved' || puzzle.phase === 'shown' ? 'true' : 'false'}>Show solution</button>
          </div>`
        : nothing}
      ${s.line.length
        ? notation({ line: s.line, ply: s.ply, startFen: g.startFen, hidden: hidden ? 1 : 0, current: () => s.ply, goto: (n) => this.goto(n) })
        : nothing}
      ${mode !== 'view'
        ? html`<form part="input" @submit=${this.onSubmit}>
            <input name="san" aria-label="Type a move in SAN" placeholder="Type a move: Nf3, Nb1=Z, Zf1" autocomplete="off" autocapitalize="off" spellcheck="false" />
            <span class="bad" role="status">${this.inputError}</span>
          </form>`
        : nothing}
    `;
  }

  // ------------------------------------------------------------------ event handlers

  // Pointer input is read on the board box by position (not from the cell hit), so it also works
  // before an off-screen board (content-visibility: auto) has been laid out, and under the chooser.
  private onPointerDown(e: PointerEvent): void {
    if ((e.target as Element).closest?.('.promo')) return;
    const sq = this.squareAt(e.clientX, e.clientY);
    if (sq < 0) return;
    this.focusSq = sq;
    this.drag.down(e, sq);
  }

  private onPointerMove(e: PointerEvent): void {
    if (this.drag.from >= 0 || !this.state.placement()) return;
    const sq = this.squareAt(e.clientX, e.clientY);
    if (sq >= 0) this.interaction.hover(sq);
  }

  private onFocusIn(e: FocusEvent): void {
    const sq = Number((e.target as HTMLElement).dataset?.sq ?? NaN);
    if (sq >= 0 && sq !== this.focusSq) {
      this.focusSq = sq;
      this.requestUpdate();
    }
  }

  private onKey(e: KeyboardEvent): void {
    const geo = this.state.game?.variant.geo;
    if (!geo) return;
    const sq = this.focusSquare();
    const next = gridKey(e.key, e.ctrlKey || e.metaKey, sq, geo.width, geo.height, this.flipped);
    if (next !== null) {
      e.preventDefault();
      this.focusSq = next;
      this.moveFocus = true;
      this.interaction.hover(next);
      this.requestUpdate();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.moveFocus = true;
      this.interaction.activate(sq);
    } else if (e.key === 'Escape') {
      this.interaction.reset();
    }
  }

  private onSubmit(e: SubmitEvent): void {
    e.preventDefault();
    const input = (e.target as HTMLFormElement).elements.namedItem('san') as HTMLInputElement;
    const text = input.value.trim();
    if (!text) return;
    this.inputError = '';
    if (!this.canAct()) this.inputError = 'You cannot move here now.';
    else if (this.playMove(text, 'user')) input.value = '';
    this.requestUpdate();
  }

  private choosePromotion(letter: string): void {
    this.moveFocus = true;
    this.interaction.promote(letter);
  }

  private cancelChoice(): void {
    this.moveFocus = true;
    this.interaction.reset();
  }

  // ------------------------------------------------------------------ internals

  /** Loads the game when an input changed since the last load. Never throws. */
  private ensure(): void {
    if (!this.dirty) return;
    this.dirty = false;
    this.interaction.reset();
    this.drag.end();
    this.held = null;
    this.inputError = '';
    const pgnText = this._pgn ?? this.querySelector(PGN)?.textContent ?? '';
    this.selSq = APPLY;
    const found = this.state.load({ variant: this.variant ?? '', rules: this.rules ?? '', fen: this._fen, moves: this.moves ?? '', pgn: pgnText });
    const mate = this.mateIn;
    if (mate !== null && mate !== undefined && !(Number.isInteger(mate) && mate > 0)) found.push(problem('mate-in', `"${this.getAttribute('mate-in') ?? mate}" is not a positive whole number`));
    const puzzle = this.choice('mode') === 'puzzle';
    if (this._ply !== null && !puzzle) this.state.goto(this._ply);
    found.push(...this.puzzle.start(this.solution ?? '', puzzle, this.alternatives ?? ''));
    if (puzzle) this.anim = this.state.line[this.state.line.length - 1] ?? null;
    for (const a of LOADED) this.setProblem(a, found.find((p) => p.attribute === a) ?? null);
    this.requestUpdate();
  }

  /** Plays a move and tells everyone; returns null (reporting why) when it is not legal. */
  private playMove(move: string | number, source: MoveEventDetail['source'], animate = true): MoveInfo | null {
    const s = this.state;
    const g = s.game;
    if (!g) return null;
    const judging = source !== 'reply' && this.puzzle.solverToAct();
    const expected = judging ? this.puzzle.expected() : -1;
    let m: MoveInfo;
    try {
      m = s.play(move);
    } catch (e) {
      if (source === 'user') this.inputError = e instanceof Error ? e.message : String(e);
      else this.fail('play', e);
      this.requestUpdate();
      return null;
    }
    this.interaction.reset();
    this.inputError = '';
    if (animate) this.anim = m;
    const v = g.variant;
    if (this.secret()) {
      // Game of Pawns (C7): White's first move stays secret until Black has chosen too.
      this.held = m;
      this.anim = null;
      this.say(`White has chosen a first move. It stays hidden until Black has chosen.`);
      return m;
    }
    const shown = this.held && g.history.length === 2 ? [this.held, m] : [m];
    this.held = null;
    let text = shown.map((x) => describeMove(v, x)).join(' ');
    if (shown.length > 1) text = `Both first moves: ${text}`;
    shown.forEach((x, i) => this.emit('move', { ...x, ply: g.history.length - shown.length + i + 1, fen: g.fen(), source }));
    this.changed(false);
    const st = s.status()!;
    if (st.over || s.placement()) text += ` ${statusText(g, st, s.placement())}.`;
    this.say(text);
    if (st.over) this.emit('game-over', st);
    if (judging) this.puzzle.judge(m, expected);
    return m;
  }

  /** The shown position changed: re-render and fire `change`. */
  private changed(reset = true): void {
    if (reset) this.interaction.reset();
    this.requestUpdate();
    this.emit('change', { fen: this.state.game?.fen() ?? '', ply: this.state.ply });
  }

  private say(text: string): void {
    this.saidAt = performance.now();
    // A trailing no-break space makes a repeated message a new one for screen readers.
    this.said = text === this.said.trim() && !this.said.endsWith('\u00a0') ? `${text}\u00a0` : text;
    this.requestUpdate();
  }

  private fail(method: string, e: unknown): void {
    const p = problem(method, e);
    this.emit('error', { attribute: null, method, message: p.message, code: p.code });
  }

  /** Records (or clears) the problem with `attribute`; a new problem fires `error`. */
  private setProblem(attribute: string, p: Problem | null): void {
    const old = this.problems.get(attribute);
    if (!p) {
      if (old) {
        this.problems.delete(attribute);
        this.requestUpdate();
      }
      return;
    }
    this.problems.set(attribute, p);
    if (old?.message !== p.message) {
      this.requestUpdate();
      this.emit('error', { attribute, message: p.message, code: p.code });
    }
  }

  private parsed<T>(attribute: string, parse: () => T[]): T[] {
    try {
      const list = parse();
      this.setProblem(attribute, null);
      return list;
    } catch (e) {
      this.setProblem(attribute, problem(attribute, e));
      return [];
    }
  }

  /** The value of an enumerated attribute, or its default when the value is not allowed. */
  private choice(name: keyof typeof CHOICES): string {
    const value = String((this as unknown as Record<string, unknown>)[name]);
    return CHOICES[name]!.includes(value) ? value : CHOICES[name]![0]!;
  }

  private get flipped(): boolean {
    return this.choice('orientation') === 'black';
  }

  /** Game of Pawns in play mode: White's first move is made and Black has not chosen yet (C7). */
  private secret(): boolean {
    const s = this.state;
    return this.choice('mode') === 'play' && !!s.game?.variant.def.simultaneousFirstMove && s.line.length === 1 && s.ply === 1;
  }

  private boardAtStart(): Int8Array {
    const g = this.state.game!;
    if (this.startBoard?.game !== g) this.startBoard = { game: g, board: g.atPly(0).position.board };
    return this.startBoard.board;
  }

  private focusSquare(): number {
    const geo = this.state.game?.variant.geo;
    if (!geo) return 0;
    if (this.focusSq < 0 || this.focusSq >= geo.width * geo.height) this.focusSq = screenSquare(0, geo.height - 1, geo.width, geo.height, this.flipped);
    return this.focusSq;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'berserker-board': BerserkerBoard;
  }
}

