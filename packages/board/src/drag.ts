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

export interface DragHost extends ReactiveControllerHost {
  readonly interaction: Interaction;
  /** The square under a viewport point, or -1. */
  squareAt(x: number, y: number): number;
  /** The board box (the ghost is positioned inside it) and the ghost element. */
  readonly boardBox: HTMLElement | null;
  readonly ghost: HTMLElement | null;
}

/** Pixels the pointer must travel before a press becomes a drag. */
const SLOP = 4;

export class DragController implements ReactiveController {
  /** The square the dragged piece came from, while a drag is in progress; -1 otherwise. */
  from = -1;
  private press: { id: number; sq: number; wasSelected: boolean; x: number; y: number } | null = null;
  private at = { x: 0, y: 0 };
  private frame = 0;

  constructor(private readonly host: DragHost) {
    host.addController(this);
  }

  hostUpdated(): void {
    if (this.from >= 0) this.place();
  }

  hostDisconnected(): void {
    this.end();
  }

  /** A pointerdown on square `sq` of the board. */
  down(e: PointerEvent, sq: number): void {
    const ia = this.host.interaction;
    if (e.button > 0 || this.press) return;
    if (!ia.movable(sq) || ia.pending) {
      ia.activate(sq);
      return;
    }
    e.preventDefault();
    this.press = { id: e.pointerId, sq, wasSelected: ia.selected === sq, x: e.clientX, y: e.clientY };
    this.at = { x: e.clientX, y: e.clientY };
    ia.selected = sq;
    ia.invalid = -1;
    ia.reason = '';
    addEventListener('pointermove', this.move);
    addEventListener('pointerup', this.up);
    addEventListener('pointercancel', this.cancel);
    this.host.requestUpdate();
  }

  private readonly move = (e: PointerEvent): void => {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return;
    this.at = { x: e.clientX, y: e.clientY };
    if (this.from < 0) {
      if (Math.hypot(e.clientX - p.x, e.clientY - p.y) < SLOP) return;
      this.from = p.sq;
      this.host.requestUpdate();
    }
    const over = this.host.squareAt(e.clientX, e.clientY);
    if (over >= 0) this.host.interaction.hover(over);
    this.frame ||= requestAnimationFrame(() => {
      this.frame = 0;
      this.place();
    });
  };

  private readonly up = (e: PointerEvent): void => {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return;
    const from = this.from;
    this.end();
    const ia = this.host.interaction;
    if (from >= 0) {
      const to = this.host.squareAt(e.clientX, e.clientY);
      if (to >= 0) ia.drop(from, to);
    } else if (p.wasSelected) {
      ia.activate(p.sq);
    }
  };

  private readonly cancel = (e: PointerEvent): void => {
    if (this.press && e.pointerId === this.press.id) this.end();
  };

  /** Ends the press or drag (the piece goes back if it was not dropped). */
  end(): void {
    removeEventListener('pointermove', this.move);
    removeEventListener('pointerup', this.up);
    removeEventListener('pointercancel', this.cancel);
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.press = null;
    if (this.from >= 0) {
      this.from = -1;
      this.host.requestUpdate();
    }
  }

  /** Puts the ghost piece's centre under the pointer. */
  private place(): void {
    const { boardBox, ghost } = this.host;
    if (!boardBox || !ghost) return;
    const r = boardBox.getBoundingClientRect();
    ghost.style.transform = `translate(${this.at.x - r.left - ghost.offsetWidth / 2}px,${this.at.y - r.top - ghost.offsetHeight / 2}px)`;
  }
}
