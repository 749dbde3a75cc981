/**
 * Small decisions of the Play page, kept pure for the tests: how far a take-back goes, whether the
 * computer accepts a draw, and a search's score in pawns. (Results and their points are the engine's:
 * endStatus; their words are words.ts.)
 */
import type { Colour } from './types';

/**
 * How many actions "Take back" undoes against the computer: back to (and including) the human's last
 * decision — the computer's replies after it go too. `controllers` are the deciders of the moves so far,
 * oldest first. 0 when the human has decided nothing yet.
 */
export function pliesToTakeBack(controllers: readonly Colour[], human: Colour): number {
  for (let i = controllers.length - 1; i >= 0; i--) if (controllers[i] === human) return controllers.length - i;
  return 0;
}

/**
 * The computer accepts a draw offer when it judges the position about equal or worse for itself: a score
 * (centipawns, from its own point of view) of at most half a pawn, or a forced mate against it. It
 * declines when it sees a forced mate for itself.
 */
export const DRAW_MARGIN = 50;
export function computerAcceptsDraw(score: number, mate: number | null): boolean {
  if (mate !== null && mate !== 0) return mate < 0;
  return score <= DRAW_MARGIN;
}

/** A score from White's point of view in pawns, as people write it: `+0.35`, `−1.20`, `0.00` (a mate is said in words: words.ts). */
export function pawnsText(whiteScore: number): string {
  const pawns = whiteScore / 100;
  return `${pawns > 0 ? '+' : pawns < 0 ? '−' : ''}${Math.abs(pawns).toFixed(2)}`;
}
