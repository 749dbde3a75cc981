/**
 * A game review written into its tree (what the analysis board's "Review game" keeps): each move's
 * evaluation as its [%eval], each marked move's NAG (?!, ?, ??) unless the author already judged it, and
 * the better line as a variation beside it. Pure: the tree given is not changed, and writing the same
 * review twice changes nothing more (a NAG is not added twice; a line already there is followed, not
 * copied — treeWithMove's rule).
 */
import type { GameTree } from '../view/types.js';
import { nodeAtPath } from '../view/tree.js';
import { treeWithMove } from '../view/tree-edit.js';
import { treeWithEval, treeWithNags } from '../view/tree-annotate.js';
import type { GameReview } from './review.js';

/** NAGs $1–$6: a judgement of the move itself (!, ?, !!, ??, !?, ?!), of which a move has one. */
const isMoveJudgement = (nag: number): boolean => nag >= 1 && nag <= 6;

/** The path of the move before the one at `path` ('' for a first move). */
const parentOf = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('.')));

/** `tree` with `review`'s evaluations, marks and better lines written in. */
export function treeWithReview(tree: GameTree, review: GameReview): GameTree {
  let t = tree;
  for (const e of review.evals) {
    // The start has no move to carry it; a finished game's last position is a result, not an evaluation.
    if (e.path === '' || !/\d/.test(e.text) || /^(1-0|0-1|1\/2-1\/2)$/.test(e.text)) continue;
    t = treeWithEval(t, e.path, e.text);
  }
  for (const mark of review.marks) {
    const node = nodeAtPath(t, mark.path);
    if (!node) continue;
    if (!node.nags.some(isMoveJudgement)) t = treeWithNags(t, mark.path, [mark.nag, ...node.nags]);
    let at = parentOf(mark.path);
    for (const san of mark.better) ({ tree: t, path: at } = treeWithMove(t, at, san));
  }
  return t;
}
