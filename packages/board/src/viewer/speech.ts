/**
 * What a screen reader hears of a game tree's moves: each move button's name in the list
 * ("12… Nf6, good move, comment: …") and the live region's sentence when a move is shown. NAG words are
 * the engine's (nagText), as is an `[%eval]`'s reading (evalText); the sentence on the move is the element's describeMove.
 */
import { evalText, nagText } from '@berserker-chess/engine';
import { describeMove, type GameTree, type GameTreeNode, type MoveInfo } from '../live/viewer-deps.js';

/** Is the move a Berserker placement (or a mark, R3)? */
export const isPlacement = (m: MoveInfo): boolean => m.kind === 'release' || m.kind === 'place' || m.kind === 'mark';

/**
 * A move as a screen reader hears it in the move list: "12… Nf6, good move, comment: …". A placement
 * says what happened ("Black places White's Berserker on f1"); `speak` (the live region, when the move
 * is shown) always does, and says the Oh No! take-backs around the move.
 */
export function moveLabel(variant: string, n: GameTreeNode, own = false, speak = false): string {
  const parts = [`${n.token.spokenLabel} ${n.san}`, ...n.nags.map(nagText)];
  const evaluation = n.eval === null ? null : evalText(n.eval);
  if (evaluation) parts.push(evaluation.spoken);
  if (speak || isPlacement(n.move)) parts.push(describeMove(variant, n.move).slice(0, -1));
  if (speak && n.retracted) parts.push(`replacing ${n.retracted.san}, taken back with Oh No!`);
  if (speak && n.retractedAfter) parts.push(`then ${n.retractedAfter.san}, taken back with Oh No!`);
  if (own) parts.push('your move');
  const comment = [...n.commentsBefore, ...n.comments].join(' ');
  if (comment) parts.push(`comment: ${comment}`);
  return parts.join(', ');
}

/** What the live region says when the reader steps to a move of a game tree (or to its start). */
export function nodeSpeech(variant: string, n: GameTreeNode | null, tree: GameTree): string {
  if (!n) return ['Start position.', ...tree.comments].join(' ');
  const said = moveLabel(variant, n, false, true);
  return /[.!?]$/.test(said) ? said : `${said}.`;
}
