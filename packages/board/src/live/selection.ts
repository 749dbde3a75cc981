/**
 * SelectionController: keeps the `selected` attribute and the board's selection in step. The
 * attribute (or property) selects its square when it is set and whenever a new game is loaded; the
 * user's selection (a click on a piece, a knight picked) is reflected back to the attribute. A name
 * that is not a square of the board is a problem with `selected`.
 */
import type { ReactiveController } from 'lit';
import type { Game } from '@berserker-chess/engine';
import type { Interaction } from './interaction.js';
import { indexOf, nameOf } from './squares.js';
import { problem, shorten, type ProblemsController } from './problems.js';
import { variantOf } from './words.js';
import type { BoardHost } from '../types.js';

export interface SelectionHooks {
  readonly interaction: Interaction;
  readonly problems: ProblemsController;
  game(): Game | null;
}

export class SelectionController implements ReactiveController {
  readonly #host: BoardHost;
  readonly #hooks: SelectionHooks;
  #name: string | undefined;
  /** Apply `#name` at the next update (the attribute changed, or a new game)? */
  #apply = true;
  /** The selection `#name` last matched. */
  #square = -1;

  constructor(host: BoardHost, hooks: SelectionHooks) {
    this.#host = host;
    this.#hooks = hooks;
    host.addController(this);
  }

  get name(): string | undefined {
    return this.#name;
  }

  /** The attribute or property was set. */
  set(name: string | undefined): void {
    const old = this.#name;
    this.#name = name || undefined;
    this.#apply = true;
    this.#host.requestUpdate('selected', old);
  }

  /** A new game: select the attribute's square again. */
  reload(): void {
    this.#apply = true;
  }

  hostUpdate(): void {
    const g = this.#hooks.game();
    if (!g) return;
    const ia = this.#hooks.interaction;
    if (this.#apply) {
      this.#apply = false;
      const sq = indexOf(g, this.#name);
      const { width, height } = variantOf(g.variant.id);
      this.#hooks.problems.set('selected', this.#name && sq < 0 ? problem('selected', `"${shorten(this.#name)}" is not a square of the ${width}x${height} board`) : null);
      ia.reset();
      ia.selected = sq;
    } else if (ia.selected !== this.#square) {
      // The user selected another square: reflect it.
      const old = this.#name;
      this.#name = ia.selected >= 0 ? nameOf(g, ia.selected) : undefined;
      this.#host.requestUpdate('selected', old);
    }
    this.#square = ia.selected;
  }
}
