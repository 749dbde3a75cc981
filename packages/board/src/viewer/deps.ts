/**
 * Everything the viewer takes from lit, the engine and the element's core. The viewer is loaded on
 * demand (lazy.ts); in the builds it is its own file (dist/berserker-board.viewer.js) that must use the
 * very lit, engine and core the page already runs — one ChessError class, one Game, one lit — so the
 * core hands these bindings over when it loads the viewer, and the build maps this module to them.
 * Viewer modules import lit, the engine's shared parts and the core only from here; the engine's
 * viewer-only parts (tree-edit.ts, nag.ts) they import from '@berserker-chess/engine' and the viewer
 * file carries them. scripts/build.mjs checks both rules.
 */
export { html, nothing, css } from 'lit';
export type { ReactiveController, ReactiveControllerHost, TemplateResult, CSSResult } from 'lit';
export {
  ChessError,
  commentsAfter,
  gameAtPath,
  historyTokens,
  lineTo,
  mainline,
  makeRules,
  nodeAtPath,
  readGameTree,
  tokensFrom,
  writeGameTree,
  writePgn,
} from '@berserker-chess/engine';
export type { Game, GameTree, GameTreeNode, MoveInfo, Shape } from '@berserker-chess/engine';
export { describeMove } from '../announce.js';
export { lineKeys, lineList, nav, type Step } from '../notation.js';
export { drawBoard } from '../render/svg.js';
export { indexOf, nameOf } from '../squares.js';
