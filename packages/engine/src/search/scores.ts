/**
 * Search scores: centipawns from the side to move's point of view, with forced wins and losses (mates,
 * and the variants' other ways to lose) far outside any evaluation. Shared by every part of the search
 * and by its callers (mateIn for "mate in 3").
 */

/** Deepest ply the search reaches (main search and quiescence together). */
export const MAX_PLY = 100;
export const INFINITE = 32000;
/**
 * A win at ply p (the loser has no move, or loses by the variant's rules) scores MATE - 2p for the
 * winner; a Berserker checkmate (R9: 2 points) scores one more, so it is preferred over a plain mate
 * of the same length but never over a shorter one.
 */
export const MATE = 31000;
/** Scores at least this far from 0 are forced wins or losses. */
export const MATE_BOUND = MATE - 2 * MAX_PLY - 2;

/** Mate in moves (UCI style) for a score, or null. */
export function mateIn(score: number): number | null {
  if (Math.abs(score) < MATE_BOUND) return null;
  const plies = Math.ceil((MATE - Math.abs(score)) / 2);
  const moves = Math.ceil(plies / 2);
  return score > 0 || moves === 0 ? moves : -moves;
}

/** Is the forced win a Berserker checkmate (the odd unit of the mate score)? */
export function isBerserkerMate(score: number): boolean {
  return Math.abs(score) >= MATE_BOUND && (MATE - Math.abs(score)) % 2 === 1;
}

/** Mate scores are stored in the transposition table relative to the node, so they stay right at any ply. */
export function toTT(score: number, ply: number): number {
  if (score >= MATE_BOUND) return score + 2 * ply;
  if (score <= -MATE_BOUND) return score - 2 * ply;
  return score;
}

export function fromTT(score: number, ply: number): number {
  if (score >= MATE_BOUND) return score - 2 * ply;
  if (score <= -MATE_BOUND) return score + 2 * ply;
  return score;
}
