/**
 * Small decisions of the Play page, kept pure for the tests: how far a take-back goes, whether the
 * computer accepts a draw, and the words for scores and results.
 */
import { cap, type Colour, type Ending } from './types';

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

/** A score from White's point of view, as people write it: `+0.35`, `-1.20`, `White mates in 3`. */
export function formatScore(whiteScore: number, mateForWhite: number | null, berserkerMate = false): string {
  if (mateForWhite !== null && mateForWhite !== 0) {
    const who = mateForWhite > 0 ? 'White' : 'Black';
    return `${who} mates in ${Math.abs(mateForWhite)}${berserkerMate ? ' (Berserker checkmate)' : ''}`;
  }
  const pawns = whiteScore / 100;
  return `${pawns > 0 ? '+' : pawns < 0 ? '−' : ''}${Math.abs(pawns).toFixed(2)}`;
}

/** The engine's status reasons and the page's own endings, in words. */
const REASONS: Record<string, string> = {
  checkmate: 'checkmate',
  'berserker-checkmate': 'Berserker checkmate',
  stalemate: 'stalemate',
  'no-moves': 'no legal move',
  'threefold-repetition': 'threefold repetition',
  repetition: 'repetition (the side that repeats loses)',
  'fifty-moves': 'the fifty-move rule',
  'insufficient-material': 'insufficient material',
  resignation: 'resignation',
  agreement: 'agreement',
  'time-forfeit': 'time (flag fall)',
};

export interface ResultView {
  readonly result: string;
  readonly reason: string | null;
  readonly winner: Colour | null;
  readonly points: { readonly white: number; readonly black: number };
}

/** The points of an ending the board does not know (R9: 1 for a win, ½ each for a draw). */
export function endingPoints(e: Ending): ResultView {
  return {
    result: e.result,
    reason: e.reason,
    winner: e.winner,
    points: e.winner === 'white' ? { white: 1, black: 0 } : e.winner === 'black' ? { white: 0, black: 1 } : { white: 0.5, black: 0.5 },
  };
}

const pts = (n: number): string => (n === 0.5 ? '½' : String(n));
const pointWord = (n: number): string => `${pts(n)} point${n === 1 || n === 0.5 ? '' : 's'}`;

/**
 * "Black wins by Berserker checkmate: 2 points to Black (R9). Score 0–2." With `you` (the human's colour
 * against the computer) the sentence starts with "You win" / "The computer wins".
 */
export function describeResult(r: ResultView, you: Colour | null = null): string {
  const why = REASONS[r.reason ?? ''] ?? (r.reason ?? '').replace(/-/g, ' ');
  const score = `Score ${pts(r.points.white)}–${pts(r.points.black)}`;
  if (!r.winner) return `${you ? 'Draw' : 'Draw'} by ${why}: ½ point each. ${score}.`;
  const who = you ? (r.winner === you ? 'You win' : 'The computer wins') : `${cap(r.winner)} wins`;
  const p = r.points[r.winner];
  const r9 = r.reason === 'berserker-checkmate' ? ' (R9: the Berserker gave the mate)' : '';
  return `${who} by ${why}: ${pointWord(p)} to ${cap(r.winner)}${r9}. ${score}.`;
}
