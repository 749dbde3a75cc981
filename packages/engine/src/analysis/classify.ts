/**
 * How bad a move was, as lichess judges it: by how much it lowered the mover's winning chances. A
 * centipawn loss means little when one side is far ahead (a rook less at +15 still wins) and a lot near
 * equality; winning chances weigh it by what it changes.
 */
import { MATE_CP } from './lines.js';
import { MAX_PLY } from '../search/scores.js';

/** The NAGs of a move judged bad: $6 dubious (?!), $2 mistake (?), $4 blunder (??). */
export const INACCURACY = 6, MISTAKE = 2, BLUNDER = 4;
export type MoveNag = typeof INACCURACY | typeof MISTAKE | typeof BLUNDER;

/** The least drop in winning chances (0..2) for each mark, worst first (lichess's thresholds). */
const THRESHOLDS: readonly (readonly [number, MoveNag])[] = [[0.3, BLUNDER], [0.2, MISTAKE], [0.1, INACCURACY]];

/** Scores at least this large are mates (lines.ts: ±(MATE_CP − plies), plies under MAX_PLY). */
const MATE_FLOOR = MATE_CP - MAX_PLY;

/**
 * A score's winning chances, −1 (lost) to +1 (won), for the side whose score it is: lichess's logistic
 * curve 2 / (1 + e^(−0.00368208·cp)) − 1 on centipawns; a forced mate (MATE_CP scale) is ±1.
 */
export function winningChances(cp: number): number {
  if (cp >= MATE_FLOOR) return 1;
  if (cp <= -MATE_FLOOR) return -1;
  return 2 / (1 + Math.exp(-0.00368208 * cp)) - 1;
}

export interface PlayedMove {
  /** The move played is the best move the engine found: never marked, whatever the scores say. */
  readonly best?: boolean;
  /** It was the only legal move: never marked. */
  readonly forced?: boolean;
}

/**
 * The mark of a move from its mover's scores — `before` the move (the best line's) and `after` it, both
 * from the mover's point of view, centipawns or mates as ±(MATE_CP − plies): a drop in winning chances
 * of 0.3 or more is a blunder (4, ??), 0.2 a mistake (2, ?), 0.1 an inaccuracy (6, ?!); else null.
 */
export function classifyMove(before: number, after: number, played: PlayedMove = {}): MoveNag | null {
  if (played.best || played.forced) return null;
  const loss = winningChances(before) - winningChances(after);
  for (const [least, nag] of THRESHOLDS) if (loss >= least) return nag;
  return null;
}
