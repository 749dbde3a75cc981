/**
 * The presentation API: what a board, a page or a puzzle needs to show a game, as plain data
 * (see types.ts). Everything above the engine reads games through these functions.
 */
export type * from './types.js';
export * from './board.js';
export * from './teaching.js';
export * from './movetext.js';
export * from './outcome.js';
export * from './variants.js';
export * from './tree.js';
export * from './tree-edit.js';
export * from './tree-annotate.js';
export * from './tree-shapes.js';
export * from './nag.js';
export * from './eval-text.js';
export * from './pgn-prefix.js';
export * from './setup.js';
export * from './editor.js';
export * from './diagram.js';
