/**
 * DragController: drag and drop with pointer events, so mouse, touch and pen all work the same way.
 *
 * Pressing a piece the user may move picks it up (its targets show at once); moving more than a few
 * pixels starts a drag with a ghost piece under the pointer; releasing over a square drops it there.
 * A press without movement is a tap: tapping the selected piece again puts it down. Only cells with a
 * movable piece get `touch-action: none` (see styles), so touch scrolling works everywhere else.
 * Pointer moves are batched with requestAnimationFrame and touch only the ghost's transform.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Interaction } from './interaction.js';

export interface DragHooks {
  readonly interaction: Interaction;
  /** The square under a viewport point, or -1. */
  squareAt(x: number, y: number): number;
  /** The board box (the ghost is positioned inside it) and the ghost element. */
  boardBox(): HTMLElement | null;
  ghost(): HTMLElement | null;
  /** The pointer pressed square `sq` (the grid's tab stop goes there). */
  pressed(sq: number): void;
  /** Is the shown turn a placement turn (where hovering a square explains it)? */
  placing(): boolean;
}

/** Pixels the pointer must travel before a press becomes a drag. */
const SLOP = 4;

export class DragController implements ReactiveController {
  /** The square the dragged piece came from, while a drag is in progress; -1 otherwise. */
  from = -1;
  #press: { id: number; sq: number; wasSelected: boolean; x: number; y: number } | null = null;
  #at = { x: 0, y: 0 };
  #frame = 0;
  readonly #host: ReactiveControllerHost;
  readonly #hooks: DragHooks;

  constructor(host: ReactiveControllerHost, hooks: DragHooks) {
    this.#host = host;
    this.#hooks = hooks;
    host.addController(this);
  }

  hostUpdated(): void {
    if (this.from >= 0) this.#place();
  }

  hostDisconnected(): void {
    this.end();
  }

  // Pointer input is read on the board box by position (not from the cell hit), so it also works
  // before an off-screen board (content-visibility: auto) has been laid out, and under the chooser.

  /** pointerdown on the board box. */
  readonly onPointerDown = (e: PointerEvent): void => {
    if ((e.target as Element | null)?.closest?.('.promo')) return;
    const sq = this.#hooks.squareAt(e.clientX, e.clientY);
    if (sq < 0) return;
    this.#hooks.pressed(sq);
    this.#down(e, sq);
  };

  /** pointermove over the board box: on a placement turn, the square under the pointer is explained. */
  readonly onPointerMove = (e: PointerEvent): void => {
    if (this.from >= 0 || !this.#hooks.placing()) return;
    const sq = this.#hooks.squareAt(e.clientX, e.clientY);
    if (sq >= 0) this.#hooks.interaction.hover(sq);
  };

  /** A pointerdown on square `sq` of the board. */
  #down(e: PointerEvent, sq: number): void {
    const ia = this.#hooks.interaction;
    if (e.button > 0 || this.#press) return;
    if (!ia.movable(sq) || ia.pending) {
      ia.activate(sq);
      return;
    }
    e.preventDefault();
    this.#press = { id: e.pointerId, sq, wasSelected: ia.selected === sq, x: e.clientX, y: e.clientY };
    this.#at = { x: e.clientX, y: e.clientY };
    ia.selected = sq;
    ia.invalid = -1;
    ia.reason = '';
    addEventListener('pointermove', this.#move);
    addEventListener('pointerup', this.#up);
    addEventListener('pointercancel', this.#cancel);
    this.#host.requestUpdate();
  }

  readonly #move = (e: PointerEvent): void => {
    const p = this.#press;
    if (!p || e.pointerId !== p.id) return;
    this.#at = { x: e.clientX, y: e.clientY };
    if (this.from < 0) {
      if (Math.hypot(e.clientX - p.x, e.clientY - p.y) < SLOP) return;
      this.from = p.sq;
      this.#host.requestUpdate();
    }
    const over = this.#hooks.squareAt(e.clientX, e.clientY);
    if (over >= 0) this.#hooks.interaction.hover(over);
    this.#frame ||= requestAnimationFrame(() => {
      this.#frame = 0;
      this.#place();
    });
  };

  readonly #up = (e: PointerEvent): void => {
    const p = this.#press;
    if (!p || e.pointerId !== p.id) return;
    const from = this.from;
    this.end();
    const ia = this.#hooks.interaction;
    if (from >= 0) {
      const to = this.#hooks.squareAt(e.clientX, e.clientY);
      if (to >= 0) ia.drop(from, to);
    } else if (p.wasSelected) {
      ia.activate(p.sq);
    }
  };

  readonly #cancel = (e: PointerEvent): void => {
    if (this.#press && e.pointerId === this.#press.id) this.end();
  };

  /** Ends the press or drag (the piece goes back if it was not dropped). */
  end(): void {
    removeEventListener('pointermove', this.#move);
    removeEventListener('pointerup', this.#up);
    removeEventListener('pointercancel', this.#cancel);
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#press = null;
    if (this.from >= 0) {
      this.from = -1;
      this.#host.requestUpdate();
    }
  }

  /** Puts the ghost piece's centre under the pointer. */
  #place(): void {
    const boardBox = this.#hooks.boardBox();
    const ghost = this.#hooks.ghost();
    if (!boardBox || !ghost) return;
    const r = boardBox.getBoundingClientRect();
    ghost.style.transform = `translate(${this.#at.x - r.left - ghost.offsetWidth / 2}px,${this.#at.y - r.top - ghost.offsetHeight / 2}px)`;
  }
}
