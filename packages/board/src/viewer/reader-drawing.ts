/**
 * ReaderDrawing: the reader's own arrows and circles, drawn by dragging with the right mouse button
 * (a circle when the drag ends where it began), coloured as on lichess by the modifier keys: none green,
 * Shift (or Ctrl) red, Alt (or Meta) blue, Shift+Alt yellow. Drawing the same shape again in the same
 * colour removes it; in another colour recolours it. A plain click on the board, or another position
 * shown, clears them. With `annotate` a shape drawn at a move goes into the game instead (`keep`: the
 * move's shapes, toggled the same way), where a click or another move shown leaves it. The context menu stays closed over the board while drawing is possible.
 */
import type { ReactiveController, ReactiveControllerHost } from '../live/viewer-deps.js';

export type Brush = 'green' | 'red' | 'blue' | 'yellow';

/** A drawn shape on square indices (`to` absent for a circle). */
export interface Drawn {
  readonly from: number;
  readonly to?: number;
  readonly color: Brush;
}

const BRUSHES: readonly Brush[] = ['green', 'red', 'blue', 'yellow'];

/** The brush of a pointer event's modifier keys (chessground's convention). */
export const brushOf = (e: MouseEvent): Brush => BRUSHES[(e.shiftKey || e.ctrlKey ? 1 : 0) + (e.altKey || e.metaKey ? 2 : 0)]!;

export class ReaderDrawing implements ReactiveController {
  /** The reader's shapes on the shown position. */
  shapes: Drawn[] = [];
  /** The shape being drawn (shown as the pointer moves), or null. */
  current: Drawn | null = null;
  readonly #host: ReactiveControllerHost;
  readonly #squareAt: (x: number, y: number) => number;
  /** Keeps a finished shape somewhere else (true: kept there, so not among the reader's). */
  readonly #keep: (shape: Drawn) => boolean;

  constructor(host: ReactiveControllerHost, squareAt: (x: number, y: number) => number, keep: (shape: Drawn) => boolean) {
    this.#host = host;
    this.#squareAt = squareAt;
    this.#keep = keep;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.#stop();
  }

  /** Forgets the reader's shapes (another position is shown). */
  clear(): void {
    if (this.shapes.length || this.current) {
      this.shapes = [];
      this.current = null;
      this.#host.requestUpdate();
    }
  }

  /** pointerdown on the board: a right button starts a shape (true: handled); a plain left click clears the shapes. */
  down(e: PointerEvent): boolean {
    if (e.button === 0 && e.pointerType === 'mouse') this.clear();
    if (e.button !== 2) return false;
    const sq = this.#squareAt(e.clientX, e.clientY);
    if (sq < 0) return true;
    e.preventDefault();
    this.current = { from: sq, color: brushOf(e) };
    addEventListener('pointermove', this.#move);
    addEventListener('pointerup', this.#up);
    addEventListener('pointercancel', this.#cancel);
    this.#host.requestUpdate();
    return true;
  }

  readonly #move = (e: PointerEvent): void => {
    const c = this.current;
    const sq = this.#squareAt(e.clientX, e.clientY);
    if (!c || sq < 0 || sq === (c.to ?? c.from)) return;
    this.current = sq === c.from ? { from: c.from, color: c.color } : { ...c, to: sq };
    this.#host.requestUpdate();
  };

  readonly #up = (e: PointerEvent): void => {
    this.#move(e);
    const c = this.current;
    this.#stop();
    if (!c) return;
    if (this.#keep(c)) return this.#host.requestUpdate();
    const i = this.shapes.findIndex((s) => s.from === c.from && s.to === c.to);
    const same = i >= 0 && this.shapes[i]!.color === c.color;
    if (i >= 0) this.shapes.splice(i, 1);
    if (!same) this.shapes.push(c);
    this.#host.requestUpdate();
  };

  readonly #cancel = (): void => {
    this.#stop();
    this.#host.requestUpdate();
  };

  #stop(): void {
    this.current = null;
    removeEventListener('pointermove', this.#move);
    removeEventListener('pointerup', this.#up);
    removeEventListener('pointercancel', this.#cancel);
  }
}
