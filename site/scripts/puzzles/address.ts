/**
 * The Puzzles page's address: `/puzzles/#puzzle=<id>` opens a puzzle. A link is typed, pasted, cut short
 * or mangled by a chat program, so reading it never throws: a malformed escape (`#puzzle=100%`), an
 * empty name or an unknown puzzle becomes a message the page shows while it falls back to the usual
 * first puzzle. Any other fragment (`#puzzle-of-the-day`, a heading) is not a puzzle link at all.
 */

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
export function readPuzzleLink(hash: string, known: ReadonlySet<string>): PuzzleLink {
  if (!hash.startsWith(PREFIX)) return { kind: 'none' };
  const raw = hash.slice(PREFIX.length);
  if (raw.trim() === '') return { kind: 'bad', message: 'The link names no puzzle.' };
  const id = safeDecode(raw);
  if (id === null) return { kind: 'bad', message: `The link’s puzzle name “${shorten(raw)}” is garbled (a stray % sign?).` };
  if (!known.has(id)) return { kind: 'bad', message: `There is no puzzle “${shorten(id)}” (the link may be old or mistyped).` };
  return { kind: 'puzzle', id };
}
