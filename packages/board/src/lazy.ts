/**
 * ViewerLoader: the annotated-game viewer (viewer/: the game as a tree with its variations and
 * comments, the players and clocks, the header, the game picker, the menu, the reader's drawing and own
 * moves) is loaded when a board needs it — a board with moves or a PGN, a board in play or puzzle mode,
 * a board with a menu, or any board the pointer comes over (to draw on it). The step buttons, the move
 * list and the move animation come with it: until then, and where it cannot be loaded, a board shows
 * its position (the `ply` asked for), plays and solves puzzles, without them.
 *
 * In the builds the viewer is its own file next to the element's (scripts/build.mjs): the core hands it
 * the lit, engine and core bindings it shares (viewer/deps.ts) through a global before importing it.
 */
import type { TemplateResult } from 'lit';
import type { MoveInfo } from '@berserker-chess/engine';
import type { BerserkerBoard, ShownShape } from './berserker-board.js';
import type { GameController } from './game-controller.js';
import type { Announcer } from './announcer.js';
import type { BoardPainter } from './paint.js';
import type { SourceController } from './source.js';
import type { Arrow, Highlight } from './parse.js';
import { DEPS } from './viewer/deps.js';

/** The parts of the board column the core draws; the viewer lays them out. */
export interface Parts {
  readonly status: TemplateResult;
  readonly placement: TemplateResult | typeof import('lit').nothing;
  readonly board: TemplateResult;
  /** The reason line and the puzzle feedback. */
  readonly below: TemplateResult;
  readonly input: TemplateResult | typeof import('lit').nothing;
}

/** What the viewer reads and calls on the element (its public API, and these). */
export interface ViewerHost {
  readonly host: BerserkerBoard;
  readonly game: GameController;
  readonly announcer: Announcer;
  mode(): 'view' | 'play' | 'puzzle';
  flipped(): boolean;
  /** The painter (the picture the board shows now) and the source (which game of a PGN of several is shown; read it again). */
  painter(): BoardPainter;
  source(): SourceController;
  /** The square under a viewport point, or -1. */
  squareAt(x: number, y: number): number;
  /** The move to animate after this update (taken), or null. */
  queued(): MoveInfo | null;
  reducedMotion(): boolean;
}

/** The loaded viewer, as the core uses it. */
export interface Viewer {
  /** In view mode, makes the loaded game a tree (the shown ply stays). */
  upgrade(): void;
  /** The arrows and tints of the shown move and of the reader's drawing. */
  shapes(): { arrows: Arrow[]; highlights: Highlight[] };
  /** The same by square name, for the `shapes` property. */
  shapeList(): ShownShape[];
  /** Shows the move at a path (the tree's; outside view mode the line's, '0.0.0'); false when there is none. */
  goTo(path: string): boolean;
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
export function loadViewer(): Promise<ViewerModule> {
  (globalThis as Record<symbol, unknown>)[DEPS_KEY] = DEPS;
  return (loading ??= import('./viewer/index.js'));
}

export class ViewerLoader {
  /** The viewer, once loaded. */
  viewer: Viewer | null = null;
  /** Loading the viewer: settles when it is there (or could not be loaded: the board stays a line). */
  pending?: Promise<void>;

  constructor(readonly host: ViewerHost) {}

  /** Loads the viewer (once). */
  want(): void {
    this.pending ??= loadViewer().then(
      (m) => {
        this.viewer = m.createViewer(this.host);
        this.viewer.upgrade();
        this.host.host.requestUpdate();
      },
      () => undefined,
    );
  }
}
