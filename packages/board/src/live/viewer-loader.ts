/**
 * ViewerLoader: the annotated-game viewer (viewer/: the game as a tree with its variations and
 * comments, the players and clocks, the header, the game picker, the menu, the reader's drawing and own
 * moves) is loaded when a board needs it — a board with moves or a PGN, a board in play or puzzle mode,
 * a board with a menu, or any board the pointer comes over (to draw on it). The step buttons, the move
 * list and the move animation come with it: until then, and where it cannot be loaded, a board shows
 * its position (the `ply` asked for), plays and solves puzzles, without them.
 *
 * In the builds the viewer is its own file next to the element's (scripts/build.mjs): the live file hands
 * it the lit, engine and element bindings it shares (viewer-deps.ts) through a global before importing
 * it. The viewer sees the live board only as types.ts's ViewerHost; the live board the viewer as Viewer.
 */
import type { Viewer, ViewerHost, ViewerModule } from '../types.js';
import { DEPS } from './viewer-deps.js';

/** The key the shared bindings are handed over with (see viewer-deps.ts). */
export const DEPS_KEY = Symbol.for('berserker-board.viewer-deps');

let loading: Promise<ViewerModule> | null = null;
let loaded: ViewerModule | null = null;

/** The viewer module, imported once for every board on the page. */
export function loadViewer(): Promise<ViewerModule> {
  (globalThis as Record<symbol, unknown>)[DEPS_KEY] = DEPS;
  return (loading ??= import('../viewer/index.js').then((m) => (loaded = m)));
}

export class ViewerLoader {
  /** The viewer, once loaded. */
  viewer: Viewer | null = null;
  /** Loading the viewer: settles when it is there (or could not be loaded: the board stays a line). */
  pending?: Promise<void>;
  /** The viewer could not be loaded. */
  failed = false;

  constructor(readonly host: ViewerHost) {}

  /** Is the viewer wanted and on its way? */
  get coming(): boolean {
    return !!this.pending && !this.viewer && !this.failed;
  }

  /**
   * Loads the viewer (once). Already loaded (a game's board went live once its viewer had come, or
   * another board loaded it), it is made now, in this update: the board's first live picture is laid out
   * by it, not drawn once without it and again with it.
   */
  want(): void {
    if (this.pending) return;
    if (loaded) {
      this.#make(loaded);
      this.pending = Promise.resolve();
      return;
    }
    this.pending = loadViewer().then(
      (m) => {
        this.#make(m);
        this.host.host.requestUpdate();
      },
      () => {
        // The board stays a line: its frame goes (nothing will fill it).
        this.failed = true;
        this.host.host.requestUpdate();
      },
    );
  }

  #make(m: ViewerModule): void {
    this.viewer = m.createViewer(this.host);
    this.viewer.upgrade();
  }
}
