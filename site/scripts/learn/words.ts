/** The Learn pages' sentences: pure functions of the exercise and the attempt, so tests can read them. */
import type { Stars } from './progress';

const moves = (n: number) => (n === 1 ? '1 move' : `${n} moves`);

/** "★★★ in 1 move · ★★ in 2 moves · ★ in up to 3 moves" — how the stars are earned. */
export function starsRule(stars: readonly [number, number], maxMoves: number): string {
  const parts = [`★★★ in ${moves(stars[0])}`];
  if (stars[1] > stars[0]) parts.push(`★★ in ${moves(stars[1])}`);
  if (maxMoves > stars[1]) parts.push(`★ in up to ${moves(maxMoves)}`);
  return parts.join(' · ');
}

/** "Moves used: 1 of 3." Placements you decide count as moves. */
export function movesUsed(actions: number, maxMoves: number): string {
  return `Moves used: ${actions} of ${maxMoves}.`;
}

/** The result line of a solved exercise. */
export function solvedText(stars: Stars, actions: number, best: number): string {
  const earned = `${'★'.repeat(stars)}${'☆'.repeat(3 - stars)} ${stars === 1 ? '1 star' : `${stars} stars`}`;
  const more = stars < 3 ? ` Three stars take ${moves(best)}: press Retry to try for them.` : '';
  return `Solved in ${moves(actions)}: ${earned}.${more}`;
}

/** What the learner is asked to do now, given who decides and what kind of turn it is. */
export function yourTurnText(placement: { readonly kind: string } | null, ohNoWaiting: boolean): string {
  if (ohNoWaiting) return 'Your last action was a mistake: press Oh no! to take it back.';
  if (!placement) return 'Your move.';
  return placement.kind === 'place' ? 'Your decision: put the captured Berserker back on the board.' : 'Your decision: place the released Berserker.';
}
