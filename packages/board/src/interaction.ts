/**
 * Interaction: what the user is doing on the board — a selected piece, a promotion or capture-and-
 * placement waiting for a choice, the knight picked for a Berserker release, and why the last square
 * tried is not a placement square. It turns square activations (click, tap, drop, Enter) into the
 * engine's legal moves; it never decides legality itself: every target, placement square and reason
 * comes from the engine (legalMoves, movementMarkers, explainPlacement).
 */
import type { ReactiveControllerHost } from 'lit';
import { explainPlacement, movementMarkers, MoveKind, pieceLetter, type MoveInfo } from '@berserker-chess/engine';
import type { MarkerKind } from './render/svg.js';
import type { GameState } from './state.js';
import { squareIndex, squareName } from './squares.js';

export interface InteractionHost extends ReactiveControllerHost {
  readonly state: GameState;
  readonly showMoves: boolean;
  /** May the user act in the shown position now (mode, player, puzzle turn, game not over)? */
  canAct(): boolean;
  /** Plays a legal move the user chose; `animate` is false for a piece dropped where it goes. */
  commit(move: MoveInfo, animate: boolean): void;
}

const ACT = { release: MoveKind.Release, place: MoveKind.Place, mark: MoveKind.Mark } as const;

export class Interaction {
  /** The picked-up piece (or the knight chosen for a release); -1 for none. */
  selected = -1;
  /** Legal moves that share the chosen from/to and differ by promotion or placement: a choice is open. */
  pending: MoveInfo[] | null = null;
  /** The square last tried that is not a placement square, and the engine's reason. */
  invalid = -1;
  reason = '';
  private dropping = false;

  constructor(private readonly host: InteractionHost) {}

  private get width(): number {
    return this.host.state.game?.variant.geo.width ?? 8;
  }

  private name(sq: number): string {
    return squareName(sq, this.width);
  }

  index(name: string | null): number {
    const geo = this.host.state.game?.variant.geo;
    return geo ? squareIndex(name, geo) : -1;
  }

  /** Clears the selection and any open choice. */
  reset(): void {
    this.selected = -1;
    this.pending = null;
    this.invalid = -1;
    this.reason = '';
    this.host.requestUpdate();
  }

  /** The knight a release will use: the selected one, or the only candidate. */
  knight(): number {
    if (this.host.state.placement()?.kind !== 'release') return -1;
    if (this.selected >= 0) return this.selected;
    const from = new Set(this.host.state.legal().map((m) => m.from));
    return from.size === 1 ? this.index([...from][0]!) : -1;
  }

  /** Candidate knights for a release (the squares of the knights that can become the Berserker). */
  knights(): number[] {
    if (this.host.state.placement()?.kind !== 'release') return [];
    return [...new Set(this.host.state.legal().map((m) => this.index(m.from)))];
  }

  /** Can the user pick up the piece on `sq` (for touch-action and the grab cursor)? */
  movable(sq: number): boolean {
    const n = this.name(sq);
    const kind = this.host.state.placement()?.kind;
    return this.host.canAct() && kind !== 'place' && kind !== 'mark' && this.host.state.legal().some((m) => m.from === n);
  }

  /**
   * The legal moves that activating `sq` now would make. On a release before a knight is picked, a
   * starred square only one knight can reach places that knight (a knight's own square picks it).
   */
  hits(sq: number): MoveInfo[] {
    if (!this.host.canAct()) return [];
    const n = this.name(sq);
    if (this.pending) return this.pending.filter((m) => m.placement === n);
    const kind = this.host.state.placement()?.kind;
    const from = kind === 'release' ? this.knight() : this.selected;
    const hits = this.host.state.legal().filter((m) => m.to === n && (kind === 'place' || kind === 'mark' || (from >= 0 ? m.from === this.name(from) : kind === 'release')));
    return from < 0 && kind === 'release' && (hits.length > 1 || this.knights().includes(sq)) ? [] : hits;
  }

  /** The markers to draw: legal targets, teaching markers (show-moves), placement squares, the invalid square. */
  markers(): Array<{ square: number; kind: MarkerKind }> {
    const out = new Map<number, MarkerKind>();
    const { state } = this.host;
    const g = state.game;
    if (!g) return [];
    const put = (name: string | null, kind: MarkerKind) => {
      const sq = this.index(name);
      if (sq >= 0 && !out.has(sq)) out.set(sq, kind);
    };
    const kind = state.placement()?.kind;
    if (this.pending) {
      if (!this.promotions()) for (const m of this.pending) put(m.placement, 'placement');
    } else if (this.host.canAct() && kind) {
      // Every placement square; on a release, those of the knight picked (before that: of every knight).
      const k = this.knight();
      for (const m of state.legal()) if (k < 0 || m.from === this.name(k)) put(m.to, 'placement');
    } else if (this.selected >= 0) {
      if (this.host.showMoves) {
        for (const m of movementMarkers(g.position, this.selected)) out.set(m.square, m.kind);
      } else {
        const from = this.name(this.selected);
        for (const m of state.legal()) if (m.from === from) put(m.to, m.kind === 'castle' ? 'castle' : m.captured ? 'capture' : 'move');
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
    const { state } = this.host;
    const g = state.game;
    if (!g) return;
    this.invalid = -1;
    this.reason = '';
    if (!this.host.canAct()) {
      // A diagram: with show-moves, a piece shows where it can go.
      this.selected = this.host.showMoves && sq !== this.selected && g.position.board[sq] ? sq : -1;
      return this.host.requestUpdate();
    }
    const hits = this.hits(sq);
    if (hits.length) return this.choose(hits);
    const kind = state.placement()?.kind;
    if (this.movable(sq) && !this.pending) {
      this.selected = sq === this.selected ? -1 : sq;
    } else if (kind || this.pending) {
      this.explain(sq);
    } else {
      this.selected = g.position.board[sq] && this.host.showMoves && sq !== this.selected ? sq : -1;
    }
    this.host.requestUpdate();
  }

  /** A piece dragged from `from` and dropped on `to`. */
  drop(from: number, to: number): void {
    if (from === to) return;
    this.selected = from;
    this.dropping = true;
    this.activate(to);
    this.dropping = false;
  }

  /** The pointer is over `sq` during a placement turn: say why it is not a placement square. */
  hover(sq: number): void {
    if (sq === this.invalid || !this.host.state.placement() || !this.host.canAct()) return;
    if (this.hits(sq).length || this.movable(sq) || (this.pending && !this.promotions())) {
      if (this.invalid < 0) return;
      this.invalid = -1;
      this.reason = '';
    } else this.explain(sq);
    this.host.requestUpdate();
  }

  /** Picks one of several moves: opens the promotion or placement choice, or commits. */
  choose(moves: MoveInfo[]): void {
    this.pending = null;
    if (moves.length === 1) {
      this.selected = -1;
      this.host.commit(moves[0]!, !this.dropping);
    } else {
      this.pending = moves;
    }
    this.host.requestUpdate();
  }

  /** A promotion letter was chosen in the chooser. */
  promote(letter: string): void {
    if (this.pending) this.choose(this.pending.filter((m) => (m.promotion ?? '') === letter));
  }

  /** The engine's reason why `sq` is not a placement square this turn (or a prompt to pick a knight). */
  private explain(sq: number): void {
    const g = this.host.state.game!;
    const turn = this.host.state.placement();
    this.invalid = sq;
    if (!turn) {
      this.reason = 'Choose one of the starred squares for the Berserker.';
      return;
    }
    const code = g.position.board[sq]!;
    const knight = this.knight();
    const letter = turn.kind === 'place' ? 'Z' : knight < 0 && code ? pieceLetter(g.variant, code).toUpperCase() : 'N';
    this.reason =
      turn.kind === 'release' && knight < 0 && letter === 'N'
        ? `First pick one of ${turn.owner === 'white' ? 'White' : 'Black'}'s knights.`
        : explainPlacement(g.position, ACT[turn.kind], knight, sq, letter) ?? '';
  }
}
