/**
 * The live file (dist/berserker-board.live.js, .bundle.live.js): what the element's shell loads when a
 * board goes live (core/live-loader.ts, which types the module as types.ts's LiveModule). In the builds
 * it takes lit and the shell's modules it uses from the script that loads it (scripts/build.mjs), and
 * loads the viewer (viewer/) when a board needs it.
 */
import { createLiveBoard } from './board.js';
import { loadViewer } from './viewer-loader.js';
import { movesEnd } from './final-position.js';

export { createLiveBoard, movesEnd };

/**
 * Loads the viewer ahead: a still board shows a game (it will want the viewer as soon as it is live), or
 * the pointer came over a still board (a press on it may want the viewer).
 */
export function preloadViewer(): Promise<unknown> {
  return loadViewer().catch(() => undefined);
}
