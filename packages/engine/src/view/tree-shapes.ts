/**
 * A move's arrows and highlighted squares in a game tree (view/tree.ts), as an analysis board stores
 * the reader's drawing: treeWithShapes, one of the annotation edits (tree-annotate.ts has the others),
 * in a module of its own because the element's viewer carries it. The tree given is not changed, what
 * did not change is shared, and the result is equal to what reading its written PGN gives.
 */
import { ChessError } from '../errors.js';
import { parseSquare } from '../geometry.js';
import { getVariant } from '../variants.js';
import { withNode } from './tree-splice.js';
import type { GameTree, Shape } from './types.js';

/**
 * The tree with the arrows and highlighted squares of the move at `path` ('' the opening's) set to
 * `shapes` — written as `[%cal]`/`[%csl]`, arrows first, as reading gives them back. Each shape is
 * `{ from, to?, color }` on the game's board, colour green, red, yellow or blue (ERR_ARGS otherwise, and
 * for a path with no move).
 */
export function treeWithShapes(tree: GameTree, path: string, shapes: readonly Shape[]): GameTree {
  const geo = getVariant(tree.variant).geo;
  const on = (square: unknown): boolean => typeof square === 'string' && parseSquare(geo, square) >= 0;
  const bad = shapes.find((s) => !s || !on(s.from) || (s.to !== undefined && !on(s.to)) || !/^(green|red|yellow|blue)$/.test(s.color));
  if (bad !== undefined) throw new ChessError('ERR_ARGS', `not a shape of this board: ${JSON.stringify(bad)?.slice(0, 60)} (squares such as e4; green, red, yellow or blue)`, 'shapes');
  // Plain `{ from, to?, color }`, arrows first: what reading the written commands gives.
  const clean: Shape[] = [...shapes.filter((s) => s.to !== undefined), ...shapes.filter((s) => s.to === undefined)].map(({ from, to, color }) => (to === undefined ? { from, color } : { from, to, color }));
  const same = (old: readonly Shape[]): boolean => old.length === clean.length && old.every((s, i) => s.from === clean[i]!.from && s.to === clean[i]!.to && s.color === clean[i]!.color);
  return path === '' ? (same(tree.shapes) ? tree : { ...tree, shapes: clean }) : withNode(tree, path, (n) => (same(n.shapes) ? n : { ...n, shapes: clean }));
}
