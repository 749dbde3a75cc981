/**
 * ViewerLoader: the annotated-game viewer (viewer/: the game as a tree with its variations and
 * comments, the players and clocks, the header, the game picker, the menu, the reader's drawing and own
 * moves) is loaded when a board needs it — a board with moves or a PGN, a board in play or puzzle mode,
 * a board with a menu, or any board the pointer comes over (to draw on it). Until then, and if it cannot
 * be loaded, the board works as a line: the same moves, stepped through with the same buttons.
 *
 * In the builds the viewer is its own file next to the element's (scripts/build.mjs): the core hands it
 * the lit, engine and core bindings it shares (viewer/deps.ts) through a global before importing it.
 */
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import type { GameController } from './game-controller.js';
import type { Announcer } from './announcer.js';
import type { Picture } from './paint.js';
import type { Arrow, Highlight } from './parse.js';
import * as deps from './viewer/deps.js';

/** The parts of the board column the core draws; the viewer lays them out. */
export interface Parts {
  readonly status: TemplateResult;
  readonly placement: TemplateResult | typeof import('lit').nothing;
  readonly board: TemplateResult;
  /** The reason line and the puzzle feedback. */
  readonly below: TemplateResult;
  readonly input: TemplateResult | typeof import('lit').nothing;
}

/** What the viewer reads and calls on the element. */
export interface ViewerHost {
  readonly host: ReactiveControllerHost & HTMLElement;
  readonly game: GameController;
  readonly announcer: Announcer;
  mode(): 'view' | 'play' | 'puzzle';
  moveList(): 'auto' | 'right' | 'bottom' | 'none';
  menu(): boolean;
  flipped(): boolean;
  flip(): void;
  /** The shown position's FEN, the game's PGN, the Play page's address for the shown position. */
  fen(): string;
  pgn(): string;
  playHref(): string;
  /** The picture the board shows now. */
  picture(): Picture | null;
  /** The square under a viewport point, or -1. */
  squareAt(x: number, y: number): number;
  /** Which game of a PGN of several is shown; show another. */
  gameIndex(): number;
  pick(index: number): void;
  goTo(to: string): void;
  root(): ShadowRoot | HTMLElement;
}

/** The loaded viewer, as the core uses it. */
export interface Viewer {
  /** In view mode, makes the loaded game a tree (the shown ply stays). */
  upgrade(): void;
  /** The arrows and tints of the shown move and of the reader's drawing. */
  shapes(): { arrows: Arrow[]; highlights: Highlight[] };
  /** The same by square name, for the `shapes` property. */
  shapeList(): Array<{ from: string; to?: string; color: string }>;
  /** pointerdown on the board: a right button starts a drawing (true: handled). */
  down(e: PointerEvent): boolean;
  /** Another position is shown: the reader's drawing goes. */
  clear(): void;
  layout(parts: Parts): TemplateResult;
}

export interface ViewerModule {
  createViewer(host: ViewerHost): Viewer;
}

/** The key the core hands the shared bindings over with (see viewer/deps.ts). */
export const DEPS_KEY = Symbol.for('berserker-board.viewer-deps');

let loading: Promise<ViewerModule> | null = null;

/** The viewer module, imported once for every board on the page. */
function load(): Promise<ViewerModule> {
  (globalThis as Record<symbol, unknown>)[DEPS_KEY] = deps;
  return (loading ??= import('./viewer/index.js'));
}

export class ViewerLoader implements ReactiveController {
  /** The viewer, once loaded. */
  viewer: Viewer | null = null;
  /** While loading: settles when the viewer is there (or could not be loaded). */
  pending: Promise<void> | null = null;
  #failed = false;
  readonly #host: ViewerHost;

  constructor(host: ViewerHost) {
    this.#host = host;
  }

  /** Loads the viewer (once). */
  want(): void {
    if (this.viewer || this.pending || this.#failed) return;
    this.pending = load().then(
      (m) => {
        this.viewer = m.createViewer(this.#host);
        this.viewer.upgrade();
        this.#host.host.requestUpdate();
      },
      () => {
        this.#failed = true; // no viewer file: the board stays a line
      },
    );
    void this.pending.then(() => (this.pending = null));
  }
}
