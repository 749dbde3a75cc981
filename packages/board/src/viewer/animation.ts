/**
 * MoveAnimation: after an update that played a move, slides the piece from where it came (a placed
 * Berserker grows in where it lands instead). Off when the user prefers reduced motion. The live board keeps
 * the move to animate (`queued`) until the viewer is there to animate it, so a puzzle's setting move,
 * played as the board loads, still slides in.
 */
import { squareOrigin, type MoveInfo, type ReactiveController, type ReactiveControllerHost } from '../live/viewer-deps.js';

export interface AnimationHooks {
  /** The move to animate after this update (taken: it is animated once), or null. */
  queued(): MoveInfo | null;
  reducedMotion(): boolean;
  root(): ParentNode;
  /** The shown board's files and ranks, or null without a game. */
  shape(): { readonly width: number; readonly height: number } | null;
  flipped(): boolean;
  /** The index of square `name`, or -1. */
  index(name: string | null): number;
}

export class MoveAnimation implements ReactiveController {
  readonly #hooks: AnimationHooks;

  constructor(host: ReactiveControllerHost, hooks: AnimationHooks) {
    this.#hooks = hooks;
    host.addController(this);
  }

  hostUpdated(): void {
    const m = this.#hooks.queued();
    const shape = this.#hooks.shape();
    if (!m || !shape || this.#hooks.reducedMotion()) return;
    const piece = this.#hooks.root().querySelector(`.pieces [data-square="${m.to}"] > g`) as SVGGElement | null;
    if (!piece?.animate) return;
    const from = this.#hooks.index(m.from);
    const to = this.#hooks.index(m.to);
    if (from < 0 || from === to) {
      piece.style.transformOrigin = '50px 50px';
      piece.animate([{ opacity: 0, transform: 'scale(0.4)' }, { opacity: 1, transform: 'none' }], { duration: 260, easing: 'ease-out' });
      return;
    }
    const flip = this.#hooks.flipped();
    const [x1, y1] = squareOrigin(from, shape.width, shape.height, flip);
    const [x2, y2] = squareOrigin(to, shape.width, shape.height, flip);
    piece.animate([{ transform: `translate(${x1 - x2}px,${y1 - y2}px)` }, { transform: 'none' }], { duration: 200, easing: 'ease-out' });
  }
}
