/**
 * How a game ended, in words and points (R9): the endings the board cannot see (resignation, a draw
 * agreed, a flag fall) as a GameStatus, and the sentences the board, the Play page and the puzzles show.
 */
import type { ColorName } from '../types.js';
import { ChessError } from '../errors.js';
import { type GameStatus, type Reason, win, draw } from '../status.js';

const REASON_TEXT: Readonly<Record<Reason, string>> = {
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

/** Short titles for a status line: "Checkmate: Black wins (…)". */
const HEADLINE: Readonly<Record<Reason, string>> = {
  checkmate: 'Checkmate',
  'berserker-checkmate': 'Checkmate',
  stalemate: 'Stalemate',
  'no-moves': 'No legal move',
  'threefold-repetition': 'Threefold repetition',
  repetition: 'Repetition',
  'fifty-moves': 'Fifty-move rule',
  'insufficient-material': 'Insufficient material',
  resignation: 'Resignation',
  agreement: 'Draw agreed',
  'time-forfeit': 'Time forfeit',
};

const title = (c: ColorName): string => (c === 'white' ? 'White' : 'Black');

/** A number of points as people write it: `1`, `2`, `½`. */
export const pointsText = (n: number): string => (n === 0.5 ? '½' : String(n));
const pointWord = (n: number): string => `${pointsText(n)} point${n === 1 || n === 0.5 ? '' : 's'}`;

/** The reason in words, to follow "wins by" or "draw by": "Berserker checkmate", "the fifty-move rule". */
export function reasonText(reason: Reason): string {
  const text = REASON_TEXT[reason];
  if (text === undefined) throw new ChessError('ERR_ARGS', `"${String(reason)}" is not a game-end reason; valid reasons: ${Object.keys(REASON_TEXT).join(', ')}`, 'reason');
  return text;
}

/**
 * The status of an ending the position does not show: a resignation (`winner` is the side that did not
 * resign), a draw by agreement (`winner` null), or a flag fall (the side whose time did not run out
 * wins; `winner` null when that side could not have mated, a draw). Points as R9 says: 1 for a win,
 * ½ each for a draw.
 */
export function endStatus(reason: 'resignation' | 'agreement' | 'time-forfeit', winner: ColorName | null): GameStatus {
  if (winner !== null && winner !== 'white' && winner !== 'black') {
    throw new ChessError('ERR_ARGS', `"${String(winner)}" is not white, black or null`, 'winner');
  }
  switch (reason) {
    case 'resignation':
      if (winner === null) throw new ChessError('ERR_ARGS', 'a resignation needs a winner (the side that did not resign)', 'winner');
      return win(winner === 'white' ? 0 : 1, 'resignation');
    case 'agreement':
      if (winner !== null) throw new ChessError('ERR_ARGS', 'a draw by agreement has no winner', 'winner');
      return draw('agreement');
    case 'time-forfeit':
      return winner === null ? draw('time-forfeit') : win(winner === 'white' ? 0 : 1, 'time-forfeit');
    default:
      throw new ChessError('ERR_ARGS', `"${String(reason)}" is not resignation, agreement or time-forfeit`, 'reason');
  }
}

/**
 * A short status line for a finished game: "Checkmate: Black wins (Berserker checkmate, 2 points)",
 * "Checkmate: White wins (1 point)", "Stalemate: draw (½ point each)". '' while the game goes on.
 */
export function outcomeHeadline(status: GameStatus): string {
  if (!status.over || status.reason === null) return '';
  const head = HEADLINE[status.reason] ?? reasonText(status.reason);
  if (!status.winner) return `${head}: draw (½ point each)`;
  const p = status.points[status.winner];
  const extra = status.reason === 'berserker-checkmate' ? 'Berserker checkmate, ' : '';
  return `${head}: ${title(status.winner)} wins (${extra}${pointWord(p)})`;
}

export interface DescribeOutcomeOptions {
  /** The colour of the person reading (against a computer, say): the sentence then starts "You win" or "<opponent> wins". */
  readonly you?: ColorName | null;
  /** Who the other side is when `you` is set; default "Your opponent" (the Play page says "The computer"). */
  readonly opponent?: string;
}

/**
 * The result in one or two sentences, with R9's points and the score: "Black wins by Berserker
 * checkmate: 2 points to Black (R9). Score 0–2." / "Draw by threefold repetition: ½ point each. Score ½–½."
 * / "You win by resignation: 1 point to White. Score 1–0." For a game not over: "The game is not over."
 */
export function describeOutcome(status: GameStatus, options: DescribeOutcomeOptions = {}): string {
  if (!status.over || status.reason === null) return 'The game is not over.';
  const why = reasonText(status.reason);
  const score = `Score ${pointsText(status.points.white)}–${pointsText(status.points.black)}`;
  if (!status.winner) return `Draw by ${why}: ½ point each. ${score}.`;
  const you = options.you ?? null;
  const who = you ? (status.winner === you ? 'You win' : `${options.opponent ?? 'Your opponent'} wins`) : `${title(status.winner)} wins`;
  const r9 = status.reason === 'berserker-checkmate' ? ' (R9)' : '';
  return `${who} by ${why}: ${pointWord(status.points[status.winner])} to ${title(status.winner)}${r9}. ${score}.`;
}
