/**
 * The Analysis page's address. A link opens a game or a position:
 *
 * - `/analysis/#variant=<id>&fen=<FEN>&rules=<options>` — a position (each part optional: the variant's
 *   start, its default rules);
 * - `/analysis/#pgn=<PGN>` — a game (URL-encoded);
 * - either with `&path=<tree path>` — the move to show (`0.0.1`: the game tree's path, as the element's
 *   `node-change` reports it).
 *
 * Reading never throws: a link is typed, pasted, cut short or mangled by a chat program. What only the
 * address can get wrong (a malformed escape, an unknown key, a value too long) is said here; whether the
 * variant, FEN, rules or PGN are good is the engine's business (open.ts). Any other fragment (a heading's
 * `#engine`) is no link at all. Links are written by ../shared/analysis-link.ts (Play, Puzzles, the
 * editor and this page's export use it).
 */
import type { Locale } from '../../i18n/locale';
import { pageLocale } from '../../i18n/page-locale';
import { analysisWords } from './words';

export type AnalysisLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'position'; readonly variant: string; readonly fen: string; readonly rules: string; readonly path: string }
  | { readonly kind: 'pgn'; readonly pgn: string; readonly path: string }
  /** A link that cannot be followed; `message` says why (a sentence's end, for the load words' linkProblem). */
  | { readonly kind: 'bad'; readonly message: string };

const KEYS = ['variant', 'fen', 'rules', 'pgn', 'path'] as const;
type Key = (typeof KEYS)[number];
/** Longer values are refused unread. */
export const MAX_VALUE: Readonly<Record<Key, number>> = { variant: 60, fen: 500, rules: 500, pgn: 200_000, path: 2_000 };

/** A tree path: '' (the start) or numbers joined by dots. */
export const PATH_SHAPE = /^(?:\d{1,4}(?:\.\d{1,4})*)?$/;

function decode(raw: string, plusIsSpace: boolean): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? raw.replace(/\+/g, ' ') : raw);
  } catch {
    return null;
  }
}

/** Reads `location.hash` (with or without its `#`); a bad link's message is in `locale` (the page's). */
export function readAnalysisLink(hash: string, locale: Locale = pageLocale()): AnalysisLink {
  const w = analysisWords(locale).load;
  const NAMES = w.linkParts;
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text === '') return { kind: 'none' };
  const parts = text.split('&').filter((p) => p !== '');
  const named = parts.map((p) => {
    const eq = p.indexOf('=');
    return eq < 0 ? [p, ''] : [p.slice(0, eq), p.slice(eq + 1)];
  });
  // A link names at least one of the game's keys; anything else is a fragment of the page.
  if (!named.some(([k]) => k === 'variant' || k === 'fen' || k === 'rules' || k === 'pgn')) return { kind: 'none' };
  const values: Partial<Record<Key, string>> = {};
  for (const [key, raw] of named) {
    if (!(KEYS as readonly string[]).includes(key!)) return { kind: 'bad', message: w.unknownKey(shorten(key!)) };
    const k = key as Key;
    // A FEN or a rules text has no '+'; in a PGN it is a check.
    const value = decode(raw!, k === 'fen' || k === 'rules' || k === 'variant');
    if (value === null) return { kind: 'bad', message: w.garbled(NAMES[k]) };
    const n = [...value].length;
    if (n > MAX_VALUE[k]) return { kind: 'bad', message: w.tooLong(NAMES[k], n) };
    values[k] = value.trim();
  }
  const path = values.path ?? '';
  if (!PATH_SHAPE.test(path)) return { kind: 'bad', message: w.badPath(shorten(path)) };
  if (values.pgn !== undefined) {
    if (values.pgn === '') return { kind: 'bad', message: w.empty(NAMES.pgn) };
    return { kind: 'pgn', pgn: values.pgn, path };
  }
  for (const k of ['variant', 'fen'] as const) if (values[k] === '') return { kind: 'bad', message: w.empty(NAMES[k]) };
  return { kind: 'position', variant: values.variant ?? '', fen: values.fen ?? '', rules: values.rules ?? '', path };
}

/** `text`, cut to 40 characters with an ellipsis (a message never repeats a whole bad value). */
export function shorten(text: string, max = 40): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}
