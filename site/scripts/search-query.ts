/**
 * The search page's address: `/search/?q=<words>`. URLSearchParams already reads a malformed escape
 * (`?q=100%`) as the literal text; what is left to guard is size and invisible characters: a pasted
 * megabyte or a run of control characters is cut to a query Pagefind can answer at once, and the page
 * says so.
 */

import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import searchWords from '../i18n/words/search';

/** Longer queries are cut: no real search is this long, and the status line repeats the query. */
export const MAX_QUERY = 200;

export interface SearchQuery {
  readonly q: string;
  /** Why the query differs from the address's, for the reader; null when it does not. */
  readonly note: string | null;
}

/** Reads `location.search`; the note is in `locale`. */
export function readSearchQuery(search: string, locale: Locale = DEFAULT_LOCALE): SearchQuery {
  const raw = new URLSearchParams(search).get('q') ?? '';
  // Control characters (a stray %00 or %0A) are never part of a search; they become spaces.
  const clean = raw.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  const chars = [...clean];
  if (chars.length <= MAX_QUERY) return { q: clean, note: null };
  return { q: chars.slice(0, MAX_QUERY).join(''), note: searchWords[locale].cut(chars.length, MAX_QUERY) };
}
