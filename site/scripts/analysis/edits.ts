/**
 * The page's own edits of the game, each the engine's pure tree edit (a new tree; the old one is kept
 * by the undo stack): comments before and after a move (the game's opening comment at the start),
 * NAGs, arrows and highlights typed as PGN's `[%cal]`/`[%csl]`, promoting a line, deleting from a
 * move, playing an engine line as a variation, the review's marks. Only which NAGs go together is
 * decided here: one move mark (!, ?, !!, ??, !?, ?!) and one position mark (=, ∞, ±, …) at a time.
 */
import {
  parseShapes, treeWithComment, treeWithMove, treeWithNags, treeWithoutNode, treeWithPromotion, treeWithReview, treeWithShapes,
  type GameReview, type GameTree,
} from '@berserker-chess/engine';

/** The move marks, in the order of their buttons: $1–$6. */
export const MOVE_NAGS = [1, 2, 3, 4, 5, 6] as const;
/** The position marks: =, ∞, ±, ∓, +−, −+. */
export const POSITION_NAGS = [10, 13, 16, 17, 18, 19] as const;

/** The NAGs with `nag` switched on or off; switching one on switches off the others of its group. */
export function toggledNags(nags: readonly number[], nag: number): number[] {
  if (nags.includes(nag)) return nags.filter((n) => n !== nag);
  const group: readonly number[] = (MOVE_NAGS as readonly number[]).includes(nag) ? MOVE_NAGS : (POSITION_NAGS as readonly number[]).includes(nag) ? POSITION_NAGS : [];
  return [...nags.filter((n) => !group.includes(n)), nag].sort((a, b) => a - b);
}

export type Edit = { readonly tree: GameTree; readonly path: string };

export const withComment = (tree: GameTree, path: string, text: string, where: 'before' | 'after'): Edit => ({ tree: treeWithComment(tree, path, text, where), path });

export const withNags = (tree: GameTree, path: string, nags: readonly number[]): Edit => ({ tree: treeWithNags(tree, path, nags), path });

/**
 * Arrows and highlights typed as PGN writes them (`[%cal Ge2e4,Rd1d8] [%csl Yd4]`): the engine reads
 * them (parseShapes); anything it cannot read is refused with the text it could not read.
 */
export function withTypedShapes(tree: GameTree, path: string, text: string): Edit | { readonly problem: string } {
  const parts = parseShapes(text);
  if (parts.text !== '' || parts.commands.length > 0 || parts.clock !== null || parts.eval !== null) return { problem: [parts.text, ...parts.commands].filter(Boolean).join(' ') };
  return { tree: treeWithShapes(tree, path, parts.shapes), path };
}

export const promoted = (tree: GameTree, path: string): Edit => treeWithPromotion(tree, path);

/** The game without the move at `path` and what follows it; the move before it is shown. */
export const withoutNode = (tree: GameTree, path: string): Edit => ({ tree: treeWithoutNode(tree, path), path: path.slice(0, Math.max(0, path.lastIndexOf('.'))) });

/** An engine line (SAN from the position at `path`) played into the game as a variation (moves there already are followed). */
export function withLine(tree: GameTree, path: string, sans: readonly string[]): Edit {
  let edit: Edit = { tree, path };
  for (const san of sans) edit = treeWithMove(edit.tree, edit.path, san);
  return edit;
}

export const withReview = (tree: GameTree, path: string, review: GameReview): Edit => ({ tree: treeWithReview(tree, review), path });
