/**
 * Why an attempt failed, as data the page words in its language (words.ts `failed`): the puzzles
 * package's verdict says it in an English sentence only. The checks and their order are the verdict's
 * (packages/puzzles/src/learn-goals.ts `verdict`), read with its own `holds`, so both always agree;
 * tests/learn-site.test.ts compares the English words with the verdict's sentence.
 */
import type { GameStatus } from '@berserker-chess/engine';
import { holds, type Attempt } from '@berserker-chess/puzzles/learn-goals';
import type { Exercise, GoalPredicate } from '@berserker-chess/puzzles/learn-format';

export type Failure =
  /** Something the exercise forbids happened. */
  | { readonly kind: 'avoided'; readonly predicate: GoalPredicate }
  /** The game ended without the goal. */
  | { readonly kind: 'over'; readonly status: GameStatus }
  /** The learner has no move left and the goal is not reached. */
  | { readonly kind: 'moves'; readonly actions: number };

/** Why the failed attempt `a` failed (the verdict said `failed`). */
export function failureOf(ex: Pick<Exercise, 'avoid'>, a: Attempt): Failure {
  const avoided = ex.avoid?.find((p) => holds(p, a));
  if (avoided) return { kind: 'avoided', predicate: avoided };
  const status = a.game.status();
  if (status.over) return { kind: 'over', status };
  return { kind: 'moves', actions: a.actions };
}
