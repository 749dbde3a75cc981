/**
 * The Puzzles page's address: `/puzzles/#puzzle=<id>` opens a puzzle; `#variant=<id>`, `#theme=<id>` (or
 * both, joined by `&`) open the puzzles of a variant or a theme — the links the variant pages give;
 * `#set=<id>,<id>,…` opens a set of puzzles someone made to share (a teacher's list). A link is typed,
 * pasted, cut short or mangled by a chat program, so reading it never throws: a malformed escape
 * (`#puzzle=100%`), an empty name or an unknown puzzle becomes a message the page shows while it falls
 * back to the usual first puzzle. Any other fragment (`#puzzle-of-the-day`, a heading) is no link at all.
 * The messages are in the page's language (`locale`, English unless asked).
 */
import type { Locale } from '../../i18n/locale';
import { PUZZLE_WORDS } from './words';

export type PuzzleLink =
  /** No puzzle link: the page picks the puzzle itself. */
  | { readonly kind: 'none' }
  | { readonly kind: 'puzzle'; readonly id: string }
  /** A puzzle link that cannot be followed; `message` says why, for the reader (one sentence). */
  | { readonly kind: 'bad'; readonly message: string };

const PREFIX = '#puzzle=';
/** How much of a bad value a message repeats: a 1 MB fragment must not become a 1 MB message. */
export const SHOWN_CHARS = 40;

/** `text`, cut to `max` characters with an ellipsis. */
export function shorten(text: string, max = SHOWN_CHARS): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/** decodeURIComponent that answers null instead of throwing URIError on a malformed escape. */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The href that opens puzzle `id` (the inverse of readPuzzleLink). */
export const puzzleHash = (id: string): string => `${PREFIX}${encodeURIComponent(id)}`;

/**
 * Reads `location.hash`. `known` holds the ids of the puzzles the page has; a link to any other id is
 * reported, not followed.
 */
export function readPuzzleLink(hash: string, known: ReadonlySet<string>, locale: Locale = 'en'): PuzzleLink {
  const w = PUZZLE_WORDS[locale].link;
  if (!hash.startsWith(PREFIX)) return { kind: 'none' };
  const raw = hash.slice(PREFIX.length);
  if (raw.trim() === '') return { kind: 'bad', message: w.noPuzzle };
  const id = safeDecode(raw);
  if (id === null) return { kind: 'bad', message: w.garbledPuzzle(shorten(raw)) };
  if (!known.has(id)) return { kind: 'bad', message: w.unknownPuzzle(shorten(id)) };
  return { kind: 'puzzle', id };
}

/** A link to the puzzles of a variant or a theme, or both (`#variant=berolina&theme=mate`). */
export type FilterLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'filter'; readonly variant: string; readonly theme: string }
  | { readonly kind: 'bad'; readonly message: string };

const FILTER_KEYS = ['variant', 'theme'] as const;

/** The href that opens the puzzles of `variant` and/or `theme` (the inverse of readFilterLink). */
export function filterHash(f: { readonly variant?: string; readonly theme?: string }): string {
  const parts = FILTER_KEYS.filter((k) => f[k]).map((k) => `${k}=${encodeURIComponent(f[k]!)}`);
  return `#${parts.join('&')}`;
}

/**
 * Reads `location.hash` as a filter link: `#variant=<id>`, `#theme=<id>` or both joined by `&`. `known`
 * holds the variants and themes the page's puzzles have; anything else is reported, not followed. A
 * fragment that starts with neither key (a puzzle link, a heading) is no filter link.
 */
export function readFilterLink(hash: string, known: { readonly variants: ReadonlySet<string>; readonly themes: ReadonlySet<string> }, locale: Locale = 'en'): FilterLink {
  const w = PUZZLE_WORDS[locale].link;
  if (!FILTER_KEYS.some((k) => hash.startsWith(`#${k}=`))) return { kind: 'none' };
  const out = { variant: '', theme: '' };
  for (const part of hash.slice(1).split('&')) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    if (!FILTER_KEYS.includes(key as (typeof FILTER_KEYS)[number])) return { kind: 'bad', message: w.badKey(shorten(key)) };
    const raw = eq < 0 ? '' : part.slice(eq + 1);
    const value = safeDecode(raw);
    if (value === null) return { kind: 'bad', message: w.garbledFilter(key, shorten(raw)) };
    if (value.trim() === '') return { kind: 'bad', message: w.noFilter(key) };
    const set = key === 'variant' ? known.variants : known.themes;
    if (!set.has(value)) return { kind: 'bad', message: w.unknownFilter(key, shorten(value)) };
    out[key as 'variant' | 'theme'] = value;
  }
  return { kind: 'filter', ...out };
}

/** A link to a set of puzzles (a teacher's list): `#set=<id>,<id>,…`, solved in that order. */
export type SetLink =
  | { readonly kind: 'none' }
  /** `missing`: the ids the page does not have (the set goes on without them). */
  | { readonly kind: 'set'; readonly ids: readonly string[]; readonly missing: readonly string[] }
  | { readonly kind: 'bad'; readonly message: string };

const SET_PREFIX = '#set=';

/** The href that opens the set `ids` (the inverse of readSetLink). */
export const setHash = (ids: readonly string[]): string => `${SET_PREFIX}${ids.map(encodeURIComponent).join(',')}`;

/**
 * Reads `location.hash` as a set link. Ids the page does not have are left out and named (an old link
 * still opens the rest); a set with none the page has, or a garbled one, is reported, not followed.
 * Repeated ids count once.
 */
export function readSetLink(hash: string, known: ReadonlySet<string>, locale: Locale = 'en'): SetLink {
  const w = PUZZLE_WORDS[locale].link;
  if (!hash.startsWith(SET_PREFIX)) return { kind: 'none' };
  const parts = hash.slice(SET_PREFIX.length).split(',').filter((x) => x.trim() !== '');
  if (parts.length === 0) return { kind: 'bad', message: w.noSetPuzzles };
  const ids: string[] = [];
  const missing: string[] = [];
  // A Set, not includes(): a pasted link may name a million puzzles, and the page must not hang on it.
  const seen = new Set<string>();
  for (const raw of parts) {
    const id = safeDecode(raw);
    if (id === null) return { kind: 'bad', message: w.garbledSet(shorten(raw)) };
    if (seen.has(id)) continue;
    seen.add(id);
    (known.has(id) ? ids : missing).push(id);
  }
  if (ids.length === 0) return { kind: 'bad', message: w.setGone(shorten(missing.join(', '))) };
  return { kind: 'set', ids, missing };
}
