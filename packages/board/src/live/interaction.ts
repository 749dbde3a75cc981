/**
 * Interaction: what the user is doing on the board — a selected piece, a promotion or capture-and-
 * placement waiting for a choice, the knight picked for a Berserker release, and why the last square
 * tried is not a placement square. It turns square activations (click, tap, drop, Enter) into the
 * engine's legal moves; it never decides legality itself: every target, placement square and reason
 * comes from the engine (legalMoves, pieceTargets, placementChoices, explainSquare).
 */
import { explainSquare, pieceAt, pieceTargets, type Game, type MoveInfo } from '@berserker-chess/engine';
import type { MarkerKind } from '../render/svg.js';
import type { GameState } from './state.js';
import { indexOf, nameOf } from './squares.js';
import { refusalText, type Words } from './words.js';

export interface InteractionHooks {
  readonly state: GameState;
  /** Teaching markers on (`show-moves`)? */
  showMoves(): boolean;
  /** May the user act in the shown position now (mode, player, puzzle turn, game not over)? */
  canAct(): boolean;
  /**
   * Show a placement turn's squares and reasons before the user touches the board (play and puzzle
   * modes)? A game viewer stays quiet until the reader starts a move of their own.
   */
  eager(): boolean;
  /** Plays a legal move the user chose; `animate` is false for a piece dropped where it goes. */
  commit(move: MoveInfo, animate: boolean): void;
  requestUpdate(): void;
  /** The board's words. */
  readonly t: Words;
}

export class Interaction {
  /** The picked-up piece (or the knight chosen for a release); -1 for none. */
  selected = -1;
  /** Legal moves that share the chosen from/to and differ by promotion or placement: a choice is open. */
  pending: MoveInfo[] | null = null;
  /** The square last tried that is not a placement square, and the engine's reason. */
  invalid = -1;
  reason = '';
  readonly #hooks: InteractionHooks;
  #dropping = false;

  constructor(hooks: InteractionHooks) {
    this.#hooks = hooks;
  }

  get #game(): Game | null {
    return this.#hooks.state.game;
  }

  #name(sq: number): string {
    return nameOf(this.#game!, sq);
  }

  /** The index of square `name` on the shown board, or -1. */
  index(name: string | null): number {
    const g = this.#game;
    return g ? indexOf(g, name) : -1;
  }

  /** Clears the selection and any open choice. */
  reset(): void {
    this.selected = -1;
    this.pending = null;
    this.#clearReason();
    this.#hooks.requestUpdate();
  }

  #clearReason(): void {
    this.invalid = -1;
    this.reason = '';
  }

  /** Picks the knight for a release (from the placement panel's buttons). */
  pickKnight(square: string): void {
    this.selected = this.index(square);
    this.#clearReason();
    this.#hooks.requestUpdate();
  }

  /** Candidate knights of a release that have somewhere to go (square indices). */
  knights(): number[] {
    const choices = this.#hooks.state.choices();
    if (choices?.kind !== 'release') return [];
    return choices.candidates.filter((c) => c.knight !== null && c.options.length > 0).map((c) => this.index(c.knight));
  }

  /** The knight a release will use: the one picked, or the only candidate (preselected). -1 for none yet. */
  knight(): number {
    if (this.#hooks.state.choices()?.kind !== 'release') return -1;
    if (this.selected >= 0) return this.selected;
    const knights = this.knights();
    return knights.length === 1 ? knights[0]! : -1;
  }

  /** Can the user pick up the piece on `sq` (for touch-action and the grab cursor)? */
  movable(sq: number): boolean {
    if (!this.#game || !this.#hooks.canAct()) return false;
    const kind = this.#hooks.state.choices()?.kind;
    if (kind === 'place' || kind === 'mark') return false;
    const n = this.#name(sq);
    return this.#hooks.state.legal().some((m) => m.from === n);
  }

  /**
   * The legal moves that activating `sq` now would make. On a release before a knight is picked, a
   * starred square only one knight can reach places that knight (a knight's own square picks it).
   */
  hits(sq: number): MoveInfo[] {
    if (!this.#game || !this.#hooks.canAct()) return [];
    const n = this.#name(sq);
    if (this.pending) return this.pending.filter((m) => m.placement === n);
    const kind = this.#hooks.state.choices()?.kind;
    const from = kind === 'release' ? this.knight() : this.selected;
    const fromName = from >= 0 ? this.#name(from) : null;
    const hits = this.#hooks.state.legal().filter((m) => m.to === n && (kind === 'place' || kind === 'mark' || (fromName ? m.from === fromName : kind === 'release')));
    return from < 0 && kind === 'release' && (hits.length > 1 || this.knights().includes(sq)) ? [] : hits;
  }

  /** The markers to draw: legal targets, teaching markers (show-moves), placement squares, the invalid square. */
  markers(): Array<{ square: number; kind: MarkerKind }> {
    const out = new Map<number, MarkerKind>();
    const g = this.#game;
    if (!g) return [];
    const { state } = this.#hooks;
    const put = (sq: number, kind: MarkerKind) => {
      if (sq >= 0 && !out.has(sq)) out.set(sq, kind);
    };
    const choices = state.choices();
    if (this.pending) {
      if (!this.promotions()) for (const m of this.pending) put(this.index(m.placement), 'placement');
    } else if (this.#hooks.canAct() && choices && (this.#hooks.eager() || this.selected >= 0 || this.invalid >= 0)) {
      // Every placement square; on a release, those of the knight picked (before that: of every knight).
      const k = this.knight();
      const knight = k >= 0 ? this.#name(k) : null;
      for (const o of choices.options) if (!knight || o.knight === knight) put(o.index, 'placement');
    } else if (this.selected >= 0) {
      if (this.#hooks.showMoves()) {
        for (const t of pieceTargets(g, this.selected)) out.set(t.index, t.kind);
      } else {
        const from = this.#name(this.selected);
        for (const m of state.legal()) if (m.from === from) put(this.index(m.to), m.kind === 'castle' ? 'castle' : m.captured ? 'capture' : 'move');
      }
    }
    if (this.invalid >= 0) out.set(this.invalid, 'invalid');
    return [...out].map(([square, kind]) => ({ square, kind }));
  }

  /** The promotion letters to choose from, when a promotion choice is open. */
  promotions(): string[] | null {
    const letters = [...new Set((this.pending ?? []).map((m) => m.promotion ?? ''))];
    return letters.length > 1 ? letters : null;
  }

  /** Click, tap or Enter on a square. */
  activate(sq: number): void {
    const g = this.#game;
    if (!g) return;
    this.#clearReason();
    const occupied = pieceAt(g, sq) !== null;
    if (!this.#hooks.canAct()) {
      // A diagram: with show-moves, a piece shows where it can go.
      this.selected = this.#hooks.showMoves() && sq !== this.selected && occupied ? sq : -1;
      return this.#hooks.requestUpdate();
    }
    const hits = this.hits(sq);
    if (hits.length) return this.choose(hits);
    const placing = !!this.#hooks.state.choices();
    if (this.movable(sq) && !this.pending) {
      this.selected = sq === this.selected ? -1 : sq;
    } else if (placing || this.pending) {
      this.#explain(sq);
    } else {
      this.selected = occupied && this.#hooks.showMoves() && sq !== this.selected ? sq : -1;
    }
    this.#hooks.requestUpdate();
  }

  /** A piece dragged from `from` and dropped on `to`. */
  drop(from: number, to: number): void {
    if (from === to) return;
    this.selected = from;
    this.#dropping = true;
    this.activate(to);
    this.#dropping = false;
  }

  /** The pointer (or the keyboard focus) is over `sq` during a placement turn: say why it is not a placement square. */
  hover(sq: number): void {
    if (sq === this.invalid || !this.#hooks.state.choices() || !this.#hooks.canAct() || !this.#hooks.eager()) return;
    if (this.hits(sq).length || this.movable(sq) || (this.pending && !this.promotions())) {
      if (this.invalid < 0) return;
      this.#clearReason();
    } else this.#explain(sq);
    this.#hooks.requestUpdate();
  }

  /** Picks one of several moves: opens the promotion or placement choice, or commits. */
  choose(moves: MoveInfo[]): void {
    this.pending = null;
    if (moves.length === 1) {
      this.selected = -1;
      this.#hooks.commit(moves[0]!, !this.#dropping);
    } else {
      this.pending = moves;
    }
    this.#hooks.requestUpdate();
  }

  /** A promotion letter was chosen in the chooser. */
  promote(letter: string): void {
    if (this.pending) this.choose(this.pending.filter((m) => (m.promotion ?? '') === letter));
  }

  /** The engine's reason why `sq` is not a placement square this turn (or a prompt to pick a knight). */
  #explain(sq: number): void {
    const g = this.#game!;
    const choices = this.#hooks.state.choices();
    this.invalid = sq;
    if (!choices) {
      // A capture that places the captured Berserker (capture=capturer-turn): only the starred squares.
      this.reason = this.#hooks.t('placement.starred');
      return;
    }
    const k = this.knight();
    let refusal;
    try {
      refusal = explainSquare(g, this.#name(sq), choices.kind === 'release' && k >= 0 ? this.#name(k) : undefined);
    } catch {
      refusal = null;
    }
    // No refusal: several knights can go there, and none is picked yet.
    const t = this.#hooks.t;
    this.reason = refusal ? refusalText(t, refusal, choices.owner) : choices.kind === 'release' ? t('placement.firstKnight', { owner: t(`${choices.owner}.of`) }) : '';
  }
}
