/**
 * Everything the viewer takes from lit, the engine and the live board: the live file's side of the door
 * to the viewer. The viewer is loaded on demand (viewer-loader.ts); in the builds it is its own file
 * (dist/berserker-board.viewer.js) that must use the very lit, engine and element code the page already
 * runs — one ChessError class, one Game, one lit — so the live file hands these bindings over (DEPS)
 * when it loads the viewer, and the build maps this module to them in the viewer file. Viewer modules
 * import lit, the engine's shared parts and the element's code only from here (types they may import
 * from ../types.ts, which is no code); the engine's viewer-only parts (tree-edit.ts, nag.ts) they import
 * from '@berserker-chess/engine', and the viewer file carries them (their imports of the rest of the engine
 * are handed over here too: getVariant and parseSquare for tree-shapes.ts). scripts/build.mjs enforces both.
 */
import { html, nothing, css } from 'lit';
import {
  ChessError,
  commentsAfter,
  gameAtPath,
  getVariant,
  lineTo,
  mainline,
  makeRules,
  nagGlyph,
  parsePgn,
  parseSquare,
  readGameTree,
  tokensFrom,
  writeGameTree,
  writePgn,
} from '@berserker-chess/engine';
import { describeMove } from './words.js';
import { drawBoard, squareOrigin } from '../render/svg.js';
import { safeUrl } from '../render/url.js';
import { indexOf, nameOf } from './squares.js';
import { addStyles } from './styles.js';
import { fire } from '../events.js';

export type { ReactiveController, ReactiveControllerHost, TemplateResult, CSSResult } from 'lit';
export type { Game, GameTree, GameTreeNode, MoveInfo, MoveToken, Shape } from '@berserker-chess/engine';
export {
  html, nothing, css, ChessError, commentsAfter, gameAtPath, getVariant, lineTo, mainline, makeRules, nagGlyph, parsePgn, parseSquare,
  readGameTree, tokensFrom, writeGameTree, writePgn, describeMove, drawBoard, squareOrigin, indexOf, nameOf, addStyles, safeUrl, fire,
};

/** The type of DEPS, written out: the engine's checked functions are constants whose inferred types would name its modules. */
export interface ViewerDeps {
  readonly html: typeof html;
  readonly nothing: typeof nothing;
  readonly css: typeof css;
  readonly ChessError: typeof ChessError;
  readonly commentsAfter: typeof commentsAfter;
  readonly gameAtPath: typeof gameAtPath;
  readonly getVariant: typeof getVariant;
  readonly lineTo: typeof lineTo;
  readonly mainline: typeof mainline;
  readonly makeRules: typeof makeRules;
  readonly nagGlyph: typeof nagGlyph;
  readonly parsePgn: typeof parsePgn;
  readonly parseSquare: typeof parseSquare;
  readonly readGameTree: typeof readGameTree;
  readonly tokensFrom: typeof tokensFrom;
  readonly writeGameTree: typeof writeGameTree;
  readonly writePgn: typeof writePgn;
  readonly describeMove: typeof describeMove;
  readonly drawBoard: typeof drawBoard;
  readonly squareOrigin: typeof squareOrigin;
  readonly indexOf: typeof indexOf;
  readonly nameOf: typeof nameOf;
  readonly addStyles: typeof addStyles;
  readonly safeUrl: typeof safeUrl;
  readonly fire: typeof fire;
}

/** The same bindings as one object: what the live file hands to the viewer file (viewer-loader.ts). */
export const DEPS: ViewerDeps = {
  html, nothing, css, ChessError, commentsAfter, gameAtPath, getVariant, lineTo, mainline, makeRules, nagGlyph, parsePgn, parseSquare,
  readGameTree, tokensFrom, writeGameTree, writePgn, describeMove, drawBoard, squareOrigin, indexOf, nameOf, addStyles, safeUrl, fire,
};
