/**
 * A stage page's address: `/learn/<stage>/#<exercise-id>` opens that exercise. Like the Puzzles page's
 * links (see ../puzzles/address.ts, whose helpers this reuses), reading never throws: a garbled or unknown
 * exercise becomes a message while the page opens the first exercise not solved yet.
 */
import { safeDecode, shorten } from '../puzzles/address';

export type ExerciseLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'exercise'; readonly id: string }
  | { readonly kind: 'bad'; readonly message: string };

/** Reads `location.hash`; `known` holds the stage's exercise ids. */
export function readExerciseLink(hash: string, known: ReadonlySet<string>): ExerciseLink {
  if (!hash || hash === '#') return { kind: 'none' };
  const id = safeDecode(hash.slice(1));
  if (id === null) return { kind: 'bad', message: `The link’s exercise name “${shorten(hash.slice(1))}” is garbled (a stray % sign?).` };
  if (!known.has(id)) return { kind: 'bad', message: `This stage has no exercise “${shorten(id)}”.` };
  return { kind: 'exercise', id };
}
