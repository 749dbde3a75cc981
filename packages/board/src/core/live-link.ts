/**
 * LiveLink: a still board going live, and its live board once it is. It loads the live code (once for
 * the page: live-loader.ts) and has the element make the board's live board from it; it keeps what woke
 * the board (done again on the live board) and the calls a page made before (made once it is live), and
 * fires `error` when a call that must answer now comes too early (ERR_NOT_READY) or the live code cannot
 * be loaded (ERR_LOAD). It knows the live board only as the interfaces of types.ts.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Intent, LiveApi, LiveBoard, LiveModule } from '../types.js';
import { liveModule, loadLive } from './live-loader.js';
import { fire } from '../events.js';

export interface LinkHooks {
  /** Makes the board's live board from the live code. */
  make(m: LiveModule): LiveBoard;
  /** Is it a page asking now (not Lit reading every property in an update)? */
  asking(): boolean;
  /**
   * What else the board waits for to go live, or null: a game's viewer, fetched beside the live file, so
   * that the live board is laid out once, by the viewer (the still board shows the game meanwhile).
   */
  before(): Promise<unknown> | null;
}

/** The element, as the link sees it: updates, and events fired on it. */
type LinkHost = ReactiveControllerHost & EventTarget;

export class LiveLink {
  /** The live board, once there. */
  board: LiveBoard | null = null;
  /** Going live: settles when the live board is there (or could not be loaded: the board stays still). */
  waking: Promise<void> | null = null;
  /** What woke the board (done again on the live board). */
  intent: Intent = null;
  /** Why the live code could not be loaded (shown in the status line), or null. */
  failed: string | null = null;
  /** Calls made before the board was live. */
  readonly #queued: Array<() => void> = [];
  readonly #host: LinkHost;
  readonly #hooks: LinkHooks;

  constructor(host: LinkHost, hooks: LinkHooks) {
    this.#host = host;
    this.#hooks = hooks;
  }

  /** The live board now: made at once when its code is loaded (by any board), else on its way (null). */
  now(): LiveBoard | null {
    if (!this.board && this.#hooks.asking()) {
      const m = liveModule();
      if (m) this.#goLive(m);
      else this.wake();
    }
    return this.board;
  }

  /** Makes the board live, loading the live code first if no board has yet. */
  wake(intent: Intent = null): void {
    if (intent) this.intent = intent;
    if (this.board || this.failed) return;
    this.waking ??= Promise.all([loadLive(), this.#hooks.before()]).then(
      ([m]) => this.#goLive(m),
      (e: unknown) => {
        // The live code could not be loaded (offline, a file not copied next to the script, a blocked
        // file): the board stays as it is and says so.
        this.failed = `the board's live code could not be loaded (${e instanceof Error ? e.message : String(e)})`;
        fire(this.#host, 'error', { attribute: null, method: 'load', message: this.failed, code: 'ERR_LOAD' });
        this.#host.requestUpdate();
      },
    );
  }

  /**
   * The live board's answers (types.ts's LiveApi), its game loaded again first if an input changed: the
   * one place the element's API reads the game from. Null before the board is live (it is on its way).
   */
  game(): LiveApi | null {
    const live = this.now();
    live?.ensure();
    return live?.api ?? null;
  }

  /**
   * A call that acts on the game: done on the live board now (its game loaded again first, unless
   * `fresh` is false), or, made before the board is live, once it is.
   */
  act(act: (api: LiveApi) => void, fresh = true): void {
    const live = this.now();
    if (!live) {
      this.#queued.push(() => this.act(act, fresh));
      return this.wake();
    }
    if (fresh) live.ensure();
    act(live.api);
  }

  /**
   * A call that must answer now: the live board's answer (its game loaded again first), or, made before
   * the board is live, `before`, with an `error` event saying so (ERR_NOT_READY).
   */
  answer<T>(method: string, before: T, ask: (api: LiveApi) => T): T {
    const game = this.game();
    if (game) return ask(game);
    this.wake();
    fire(this.#host, 'error', { attribute: null, method, message: `${method}() was called before the board was live: await board.updateComplete first`, code: 'ERR_NOT_READY' });
    return before;
  }

  /** After an update of the live board: what woke the board is done again on it (once). */
  resume(): void {
    const intent = this.intent;
    this.intent = null;
    this.board!.resume(intent);
  }

  #goLive(m: LiveModule): void {
    if (this.board) return;
    this.board = this.#hooks.make(m);
    this.#host.requestUpdate();
    for (const call of this.#queued.splice(0)) call();
  }
}
