/**
 * The compressed size of each of the element's files as the site serves them: gzip at level 9,
 * 1 kB = 1000 bytes — the measure of packages/board/scripts/build.mjs (dist/sizes.json) and of the bench
 * (bench/sections/embed-load.mjs checks that a page of diagrams fetches exactly the script's). Computed
 * from the very bytes served when the site is built, so the Embed page's numbers are those of the files
 * a reader's browser fetches: never written by hand, never out of date.
 */
import { gzipSync } from 'node:zlib';
import { BUNDLE_STUB, LANG_CODES, LIVE_STUB, REFUTE_STUB, VIEWER_STUB, langStub, readBundle, readLang, readLive, readRefute, readViewer, type LangCode } from './board-bundle';

/** The script tag's file, the live file it loads, the viewer, the puzzle's refutation search, a language's table (`lang-de`). */
export type BoardFile = 'script' | 'live' | 'viewer' | 'refute' | `lang-${LangCode}`;

const READ: Record<BoardFile, () => string> = {
  script: () => readBundle() ?? BUNDLE_STUB,
  live: () => readLive() ?? LIVE_STUB,
  viewer: () => readViewer() ?? VIEWER_STUB,
  refute: () => readRefute() ?? REFUTE_STUB,
  ...(Object.fromEntries(LANG_CODES.map((code) => [`lang-${code}`, () => readLang(code) ?? langStub(code)])) as Record<`lang-${LangCode}`, () => string>),
};

/** The file's size as sent compressed, in bytes. */
export const servedSize = (file: BoardFile): number => gzipSync(Buffer.from(READ[file](), 'utf8'), { level: 9 }).length;

/** `20.6 kB`. */
export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
