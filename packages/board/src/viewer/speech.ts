/**
 * What a screen reader hears of a game tree's moves: each move button's name in the list
 * ("12… Nf6, good move, comment: …") and the live region's sentence when a move is shown, in the board's
 * words (`nag.<n>`, else the engine's glyph; an `[%eval]` as the engine reads it, evalText); the sentence
 * on the move is the element's describeMove.
 */
import { evalText, type EvalText } from '@berserker-chess/engine';
import { describeMove, nagGlyph, type GameTree, type GameTreeNode, type MoveInfo } from '../live/viewer-deps.js';
import type { MessageKey, Words } from '../messages/en.js';

/** Is the move a Berserker placement (or a mark, R3)? */
export const isPlacement = (m: MoveInfo): boolean => m.kind === 'release' || m.kind === 'place' || m.kind === 'mark';

/**
 * A move as a screen reader hears it in the move list: "12… Nf6, good move, comment: …". A placement
 * says what happened ("Black places White's Berserker on f1"); `speak` (the live region, when the move
 * is shown) always does, and says the Oh No! take-backs around the move.
 */
export function moveLabel(w: Words, variant: string, n: GameTreeNode, own = false, speak = false): string {
  const parts = [`${n.token.spokenLabel} ${n.san}`, ...n.nags.map((x) => w(`nag.${x}` as MessageKey) || nagGlyph(x))];
  const evaluation = n.eval === null ? null : evalText(n.eval);
  if (evaluation) parts.push(evalWords(w, evaluation));
  if (speak || isPlacement(n.move)) parts.push(describeMove(w, variant, n.move).replace(/[.!?]$/, ''));
  if (speak && n.retracted) parts.push(w('viewer.replacing', { san: n.retracted.san }));
  if (speak && n.retractedAfter) parts.push(w('viewer.then', { san: n.retractedAfter.san }));
  if (own) parts.push(w('viewer.own'));
  const comment = [...n.commentsBefore, ...n.comments].join(' ');
  if (comment) parts.push(w('viewer.comment', { text: comment }));
  return parts.join(', ');
}

/** An evaluation as a screen reader hears it: "evaluation +0.2", "White mates in 3". */
const evalWords = (w: Words, e: EvalText): string =>
  e.mate !== null ? w(e.mate > 0 ? 'eval.whiteMates' : 'eval.blackMates', { n: Math.abs(e.mate) }) : e.pawns < 0 && e.text !== '0.0' ? w('eval.minus', { value: e.text.slice(1) }) : w('eval.pawns', { value: e.text });

/** What the live region says when the reader steps to a move of a game tree (or to its start). */
export function nodeSpeech(w: Words, variant: string, n: GameTreeNode | null, tree: GameTree): string {
  if (!n) return [w('viewer.start'), ...tree.comments].join(' ');
  const said = moveLabel(w, variant, n, false, true);
  return /[.!?]$/.test(said) ? said : `${said}.`;
}
