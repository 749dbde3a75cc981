/**
 * FocusController: the ARIA grid over the board (W3C grid pattern) — its cells painted after each
 * update, one tab stop that follows the keyboard, arrow keys that move it as they point on screen,
 * Enter/Space to pick up and put down, Escape to cancel — and focus moving into the promotion dialog
 * when it opens and back to the board after.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Interaction } from './interaction.js';
import { paintGrid, type Cell } from './grid.js';
import { gridKey, screenSquare } from './screen-squares.js';

export interface FocusHooks {
  readonly interaction: Interaction;
  /** The shown board's files and ranks, or null without a game. */
  shape(): { readonly width: number; readonly height: number } | null;
  /** Black at the bottom? */
  flipped(): boolean;
  /** The element's shadow root. */
  root(): ParentNode;
}

export class FocusController implements ReactiveController {
  /** What each cell says and does: set by each render. */
  cells: ((sq: number) => Cell) | null = null;
  readonly #host: ReactiveControllerHost;
  readonly #hooks: FocusHooks;
  /** The grid's tab stop (a square index), -1 until there is one. */
  #square = -1;
  /** Move the page's focus at the next update (the keyboard acted)? */
  #move = false;
  #promotionOpen = false;

  constructor(host: ReactiveControllerHost, hooks: FocusHooks) {
    this.#host = host;
    this.#hooks = hooks;
    host.addController(this);
  }

  /** The square with the tab stop (the bottom-left one at first). */
  get square(): number {
    const shape = this.#hooks.shape();
    if (!shape) return 0;
    if (this.#square < 0 || this.#square >= shape.width * shape.height) this.#square = screenSquare(0, shape.height - 1, shape.width, shape.height, this.#hooks.flipped());
    return this.#square;
  }

  /** The pointer pressed `sq`: the tab stop goes there (without moving the page's focus). */
  pressed(sq: number): void {
    this.#square = sq;
  }

  /** The keyboard acted (a promotion was chosen, a choice cancelled): focus follows at the next update. */
  follow(): void {
    this.#move = true;
  }

  readonly onFocusIn = (e: FocusEvent): void => {
    const sq = Number((e.target as HTMLElement).dataset?.sq ?? NaN);
    if (sq >= 0 && sq !== this.#square) {
      this.#square = sq;
      this.#host.requestUpdate();
    }
  };

  readonly onKey = (e: KeyboardEvent): void => {
    const shape = this.#hooks.shape();
    if (!shape) return;
    const ia = this.#hooks.interaction;
    const sq = this.square;
    const next = gridKey(e.key, e.ctrlKey || e.metaKey, sq, shape.width, shape.height, this.#hooks.flipped());
    if (next !== null) {
      e.preventDefault();
      this.#square = next;
      this.#move = true;
      ia.hover(next);
      this.#host.requestUpdate();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.#move = true;
      ia.activate(sq);
    } else if (e.key === 'Escape') {
      ia.reset();
    }
  };

  hostUpdated(): void {
    const root = this.#hooks.root();
    const shape = this.#hooks.shape();
    const grid = root.querySelector<HTMLElement>('.grid');
    const cells = this.cells;
    if (grid && shape && cells) paintGrid(grid, shape.width, shape.height, this.#hooks.flipped(), this.square, cells);
    // Focus follows the keyboard on the grid, moves into the promotion dialog when it opens, and back after.
    const promotion = !!this.#hooks.interaction.promotions();
    if (this.#move || promotion !== this.#promotionOpen) {
      this.#move = false;
      root.querySelector<HTMLElement>(promotion ? '.promo button' : `[data-sq="${this.square}"]`)?.focus();
    }
    this.#promotionOpen = promotion;
  }
}
