/**
 * The one check for every URL the element takes from an attribute or builds a link from (`play-url`),
 * for the static renderer and for tools that write boards (issue 28): only `http:`, `https:` and
 * relative URLs. Anything else is refused — `javascript:`, `data:`, `vbscript:` in any case, and any
 * text a browser would read differently from how it looks: whitespace or control characters anywhere
 * (a browser strips or skips them, so `java\tscript:` is `javascript:`), invisible format characters,
 * backslashes and character references (`&#58;`, `&colon;`). Engine-free and DOM-free.
 */

/** What a refused URL is told, by reason (the element's error box puts the attribute in front). */
export const URL_WORDS = {
  refused: (shown: string, why: string) => `${shown} is not allowed as a link: ${why}`,
  notText: 'a link must be text',
  hidden: 'it has spaces, control or invisible characters (percent-encode them, e.g. %20)',
  reference: 'it has a character reference (&#…; or &name;): write the character, or percent-encode it',
  backslash: 'it has a backslash: write / instead',
  scheme: (scheme: string) => `${scheme}: links are refused; only http:, https: and relative links`,
  unreadable: 'it is not a URL',
} as const;

/** C0 and C1 controls, every kind of space, zero-width and bidi format characters, the BOM. */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u2066-\u206f\u3000\ufeff]/u;
/** A numeric reference (its `;` may be left out) or a named one (`&colon;`). */
const REFERENCE = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*;)/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** A base that is no one's page, to resolve relative links against when checking. */
const BASE = 'https://base.invalid/dir/';

/** Why `url` may not be a link (a phrase, from URL_WORDS), or null when it is http:, https: or relative. */
export function urlProblem(url: unknown): string | null {
  if (typeof url !== 'string') return URL_WORDS.notText;
  if (HIDDEN.test(url)) return URL_WORDS.hidden;
  if (url.includes('\\')) return URL_WORDS.backslash;
  if (REFERENCE.test(url)) return URL_WORDS.reference;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return URL_WORDS.scheme(scheme.slice(0, 20));
  // A colon before the first / ? # with no scheme (`:x`, `1a:b`) is not a relative path a reader meant.
  if (scheme === undefined && /^[^/?#]*:/.test(url)) return URL_WORDS.scheme(url.slice(0, url.indexOf(':')).slice(0, 20));
  let resolved: URL;
  try {
    resolved = new URL(url, BASE);
  } catch {
    return URL_WORDS.unreadable;
  }
  return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? null : URL_WORDS.scheme(resolved.protocol.slice(0, -1));
}

/** `url` when it is safe to link to (http:, https: or relative), else null: draw no link. */
export const safeUrl = (url: unknown): string | null => (urlProblem(url) === null ? (url as string) : null);
