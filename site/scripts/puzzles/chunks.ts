/**
 * The Puzzles page's puzzle bodies, fetched a chunk at a time when a puzzle of the chunk is opened, each
 * chunk once (catalogue.ts makes them). A chunk that cannot be fetched is said, never thrown at the reader:
 * `open` rejects with a message the page shows, and the next try fetches again.
 */
import type { OpenPuzzle, PuzzleBody, PuzzleEntry } from './types';

/** Where chunk `n` is served. */
export const chunkPath = (n: number): string => `/puzzles/data/${n}.json`;

export interface Bodies {
  /** The whole puzzle of `entry` (its chunk fetched first if it is not in yet). */
  open(entry: PuzzleEntry): Promise<OpenPuzzle>;
}

export function bodies(fetchJson: (path: string) => Promise<unknown> = async (path) => {
  const r = await fetch(path);
  if (!r.ok) throw new Error(`${path}: ${r.status} ${r.statusText}`);
  return r.json();
}): Bodies {
  const chunks = new Map<number, Promise<Map<string, PuzzleBody>>>();
  const chunk = (n: number) => {
    let got = chunks.get(n);
    if (!got) {
      got = fetchJson(chunkPath(n)).then((list) => new Map((list as PuzzleBody[]).map((b) => [b.id, b])));
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
        throw new Error(`The puzzle “${entry.id}” could not be fetched (${(e as Error).message}). Check the connection and try again.`);
      }
      if (!body) throw new Error(`The puzzle “${entry.id}” is not in its chunk (${chunkPath(entry.chunk)}): the page is older than the puzzles. Reload it.`);
      return { ...entry, ...body };
    },
  };
}
