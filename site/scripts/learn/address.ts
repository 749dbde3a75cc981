/**
 * A stage page's address: `/learn/<stage>/?ex=<exercise-id>` opens that exercise. A query, not a
 * fragment, so that the browser does not scroll away from the board to some element of that name. Like
 * the Puzzles page's links (../puzzles/address.ts, whose `shorten` this reuses), reading never throws: a
 * missing, garbled or unknown exercise becomes a message while the page opens the first exercise not
 * solved yet.
 */
import { shorten } from '../puzzles/address';

export type ExerciseLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'exercise'; readonly id: string }
  | { readonly kind: 'bad'; readonly message: string };

/** The address of exercise `id` of `stage` (the inverse of readExerciseLink). */
export const exerciseHref = (stage: string, id: string): string => `/learn/${stage}/?ex=${encodeURIComponent(id)}`;

/** Reads `location.search`; `known` holds the stage's exercise ids. */
export function readExerciseLink(search: string, known: ReadonlySet<string>): ExerciseLink {
  // URLSearchParams decodes leniently: a stray % stays as it is, nothing throws.
  const id = new URLSearchParams(search).get('ex');
  if (id === null) return { kind: 'none' };
  if (id.trim() === '') return { kind: 'bad', message: 'The link names no exercise.' };
  if (!known.has(id)) return { kind: 'bad', message: `This stage has no exercise “${shorten(id)}”.` };
  return { kind: 'exercise', id };
}
