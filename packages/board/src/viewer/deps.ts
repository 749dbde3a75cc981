/**
 * Everything the viewer takes from lit, the engine and the element's core. The viewer is loaded on
 * demand (lazy.ts); in the builds it is its own file (dist/berserker-board.viewer.js) that must use the
 * very lit, engine and core the page already runs — one ChessError class, one Game, one lit — so the
 * core hands these bindings over (DEPS) when it loads the viewer, and the build maps this module to them.
 * Viewer modules import lit, the engine's shared parts and the core only from here; the engine's
 * viewer-only parts (tree-edit.ts, nag.ts) they import from '@berserker-chess/engine', and the viewer
 * file carries them. scripts/build.mjs enforces both.
 */
import { html, nothing, css } from 'lit';
import {
  ChessError,
  commentsAfter,
  gameAtPath,
  lineTo,
  mainline,
  makeRules,
  nagGlyph,
  parsePgn,
  readGameTree,
  tokensFrom,
  writeGameTree,
  writePgn,
} from '@berserker-chess/engine';
import { describeMove } from '../announce.js';
import { drawBoard, squareOrigin } from '../render/svg.js';
import { indexOf, nameOf } from '../squares.js';
import { addStyles } from '../live-styles.js';

export type { ReactiveController, ReactiveControllerHost, TemplateResult, CSSResult } from 'lit';
export type { Game, GameTree, GameTreeNode, MoveInfo, MoveToken, Shape } from '@berserker-chess/engine';
export {
  html, nothing, css, ChessError, commentsAfter, gameAtPath, lineTo, mainline, makeRules, nagGlyph, parsePgn,
  readGameTree, tokensFrom, writeGameTree, writePgn, describeMove, drawBoard, squareOrigin, indexOf, nameOf, addStyles,
};

/** The same bindings as one object: what the core hands to the viewer file (lazy.ts). */
export const DEPS = {
  html, nothing, css, ChessError, commentsAfter, gameAtPath, lineTo, mainline, makeRules, nagGlyph, parsePgn,
  readGameTree, tokensFrom, writeGameTree, writePgn, describeMove, drawBoard, squareOrigin, indexOf, nameOf, addStyles,
};
