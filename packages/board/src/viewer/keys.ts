/**
 * KeysController: stepping through a game — the keys on the step buttons and the move list (←/→ along
 * the line, Home/End to its ends, ↓ into the variation at a fork and ↑ out of the one shown; with no
 * fork or variation, ↓ and ↑ step like → and ←), clicks on the moves, and after each update the shown
 * move kept in view inside the list (the list scrolls, never the page) and the focus following the
 * keyboard there.
 */
import type { ReactiveController, ReactiveControllerHost } from '../live/viewer-deps.js';

export interface KeysHooks {
  /** first / prev / next / last, or a move's path. */
  goTo(to: string): void;
  /** ↓ and ↑: into the variation at a fork, out of the variation shown; false when there is none. */
  enter(): boolean;
  leave(): boolean;
  /** The element's shadow root. */
  root(): ParentNode;
}

const KEYS: Readonly<Record<string, string>> = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' };

export class KeysController implements ReactiveController {
  readonly #hooks: KeysHooks;
  /** Move the focus to the shown move at the next update (a key was pressed in the list)? */
  #follow = false;
  /** The move last scrolled into view: the list scrolls when the shown move changes, not at every update. */
  #shown: string | null = null;

  constructor(host: ReactiveControllerHost, hooks: KeysHooks) {
    this.#hooks = hooks;
    host.addController(this);
  }

  readonly key = (e: KeyboardEvent): void => {
    const h = this.#hooks;
    const to = KEYS[e.key];
    if (!to && e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    this.#follow = !!(e.target as Element).closest?.('.moves');
    if (to) h.goTo(to);
    else if (e.key === 'ArrowDown') h.enter() || h.goTo('next');
    else h.leave() || h.goTo('prev');
  };

  readonly click = (e: Event): void => {
    const path = (e.target as Element).closest?.('[data-path]')?.getAttribute('data-path');
    if (path !== null && path !== undefined) this.#hooks.goTo(path);
  };

  /** The game is loaded again (`setPgn`): the focus, if it is in the list, goes to the shown move after the update. */
  hold(): void {
    if ((this.#hooks.root() as ShadowRoot).activeElement?.closest('.moves')) this.#follow = true;
  }

  hostUpdated(): void {
    const root = this.#hooks.root();
    const list = root.querySelector<HTMLElement>('.moves');
    const current = list?.querySelector<HTMLElement>('[aria-current]');
    // At the start no move is current: the list's tab stop takes the focus.
    if (this.#follow) (current ?? list?.querySelector<HTMLElement>('[tabindex="0"]'))?.focus({ preventScroll: true });
    this.#follow = false;
    if (!list || !current) return;
    if (current.dataset.path === this.#shown) return;
    this.#shown = current.dataset.path!;
    // Keep the shown move in view inside its scrolling box, without scrolling the page. A move that is
    // out of view, or so low that its comment would be hidden, goes to a third of the way down: the
    // moves before it stay in sight above, its comment below.
    const box = list.closest<HTMLElement>('.side') ?? list;
    const b = box.getBoundingClientRect();
    const c = current.getBoundingClientRect();
    if (c.top < b.top || c.bottom > b.bottom - b.height / 5) box.scrollTop += c.top - b.top - b.height / 3;
  }
}
