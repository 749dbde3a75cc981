/**
 * A stage page's address: `/learn/<stage>/?ex=<exercise-id>` opens that exercise. A query, not a
 * fragment, so that the browser does not scroll away from the board to some element of that name. Like
 * the Puzzles page's links (../puzzles/address.ts, whose `shorten` this reuses), reading never throws: a
 * missing, garbled or unknown exercise becomes a message while the page opens the first exercise not
 * solved yet.
 */
import { shorten } from '../puzzles/address';
import { DEFAULT_LOCALE, localHref, type Locale } from '../../i18n/locale';
import { LEARN_WORDS } from './words';

export type ExerciseLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'exercise'; readonly id: string }
  | { readonly kind: 'bad'; readonly message: string };

/** The address of exercise `id` of `stage` in `locale` (the inverse of readExerciseLink). */
export const exerciseHref = (stage: string, id: string, locale: Locale = DEFAULT_LOCALE): string =>
  localHref(locale, `/learn/${stage}/?ex=${encodeURIComponent(id)}`);

/** Reads `location.search`; `known` holds the stage's exercise ids; a bad link's message is in `locale`. */
export function readExerciseLink(search: string, known: ReadonlySet<string>, locale: Locale = DEFAULT_LOCALE): ExerciseLink {
  const w = LEARN_WORDS[locale];
  // URLSearchParams decodes leniently: a stray % stays as it is, nothing throws.
  const id = new URLSearchParams(search).get('ex');
  if (id === null) return { kind: 'none' };
  if (id.trim() === '') return { kind: 'bad', message: w.linkNoExercise };
  if (!known.has(id)) return { kind: 'bad', message: w.linkUnknown(shorten(id)) };
  return { kind: 'exercise', id };
}
