/**
 * The Puzzles page's puzzle bodies, fetched a chunk at a time when a puzzle of the chunk is opened, each
 * chunk once (catalogue.ts makes them). A chunk that cannot be fetched is said, never thrown at the reader:
 * `open` rejects with a message the page shows, and the next try fetches again.
 */
import type { OpenPuzzle, PuzzleBody, PuzzleEntry } from './types';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale';
import { PUZZLE_WORDS } from './words';

/** Where chunk `n` is served: a German page's puzzles (German explanations) under /de/. */
export const chunkPath = (n: number, locale: Locale = DEFAULT_LOCALE): string =>
  `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/puzzles/data/${n}.json`;

export interface Bodies {
  /** The whole puzzle of `entry` (its chunk fetched first if it is not in yet). */
  open(entry: PuzzleEntry): Promise<OpenPuzzle>;
}

export function bodies(fetchJson: (path: string) => Promise<unknown> = async (path) => {
  const r = await fetch(path);
  if (!r.ok) throw new Error(`${path}: ${r.status} ${r.statusText}`);
  return r.json();
}, locale: Locale = DEFAULT_LOCALE): Bodies {
  const w = PUZZLE_WORDS[locale];
  const chunks = new Map<number, Promise<Map<string, PuzzleBody>>>();
  const chunk = (n: number) => {
    let got = chunks.get(n);
    if (!got) {
      got = fetchJson(chunkPath(n, locale)).then((list) => new Map((list as PuzzleBody[]).map((b) => [b.id, b])));
      // A failed fetch is forgotten, so that the next try fetches again.
      got.catch(() => chunks.delete(n));
      chunks.set(n, got);
    }
    return got;
  };
  return {
    async open(entry) {
      let body: PuzzleBody | undefined;
      try {
        body = (await chunk(entry.chunk)).get(entry.id);
      } catch (e) {
        throw new Error(w.fetchFailed(entry.id, (e as Error).message));
      }
      if (!body) throw new Error(w.notInChunk(entry.id, chunkPath(entry.chunk, locale)));
      return { ...entry, ...body };
    },
  };
}
