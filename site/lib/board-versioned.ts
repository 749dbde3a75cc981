/**
 * The element under names that never change content: /berserker-board-<version>-<hash>.js, the live
 * file it loads, /berserker-board-<version>-<hash>.live.js, the viewer and the refutation search
 * that one loads, /berserker-board-<version>-<hash>.viewer.js and …refute.js, and the language files
 * the bundle loads, /berserker-board-<version>-<hash>.lang-<code>.js, beside the always-latest
 * /berserker-board.js, /berserker-board.bundle.live.js, /berserker-board.viewer.js,
 * /berserker-board.bundle.refute.js and /berserker-board.lang-<code>.js (site/lib/board-bundle.ts).
 *
 * The version is the board package's; the hash (of all the files together) changes with any byte of
 * any of them, so a page that pins the name with a Subresource Integrity hash keeps working for as long
 * as the site serves that name, even when the code changes without a version bump. The bundle imports
 * its live file as `./berserker-board.bundle.live.js` (and names the viewer, `./berserker-board.viewer.js`,
 * to fetch it beside the live file for a game) and each language's table as
 * `./berserker-board.lang-<code>.js`, and the live file imports its viewer as
 * `./berserker-board.viewer.js` and its refutation search as `./berserker-board.bundle.refute.js`; the
 * versioned files are the same bytes with those specifiers renamed to the versioned names, so they
 * always match, and the script tag's integrity hash covers the names of the others: pinning the script
 * tag pins the names of all of them.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLE_STUB, LANG_CODES, LIVE_STUB, REFUTE_STUB, VIEWER_STUB, langFileName, langStub, readBundle, readLang, readLive, readRefute, readViewer, type LangCode } from './board-bundle';

/** The specifier the bundle loads its live file with (packages/board/src/core/live-loader.ts, scripts/build.mjs). */
export const LIVE_SPECIFIER = './berserker-board.bundle.live.js';
/**
 * The specifier the live file loads its viewer with (packages/board/src/live/viewer-loader.ts), and the
 * bundle fetches it with beside the live file (src/core/files.ts, scripts/build.mjs).
 */
export const VIEWER_SPECIFIER = './berserker-board.viewer.js';
/** The specifier the live file loads its refutation search with (packages/board/src/live/board.ts, scripts/build.mjs). */
export const REFUTE_SPECIFIER = './berserker-board.bundle.refute.js';
/** The specifier the bundle loads a language's table with (packages/board/src/core/lang.ts, scripts/build.mjs). */
export const langSpecifier = (code: string): string => `./${langFileName(code)}`;

export interface ServedFile {
  /** The file name, served at the site's root. */
  name: string;
  text: string;
  /** The Subresource Integrity value of the served bytes (UTF-8): `sha384-…`. */
  integrity: string;
}

export interface VersionedFiles {
  /** `<version>-<hash>`: what the names carry. */
  tag: string;
  /** The script tag's file. */
  bundle: ServedFile;
  /** The live board, loaded by the bundle when a board goes live. */
  live: ServedFile;
  /** The annotated-game viewer, loaded by the live file. */
  viewer: ServedFile;
  /** The search that answers a wrong puzzle move, loaded by the live file. */
  refute: ServedFile;
  /** Each language's table, loaded by the bundle for a board in that language. */
  langs: Record<LangCode, ServedFile>;
}

export const integrityOf = (text: string): string => `sha384-${createHash('sha384').update(text, 'utf8').digest('base64')}`;

const QUOTES = ['"', "'", '`'];

/**
 * `text` with its one import of `specifier` (in any quotes) renamed to `./<name>`. Unless `check` is
 * false (the site's stubs), a text that does not name `specifier` exactly once throws: a build that
 * changed how the file is loaded must change this too.
 */
function renameImport(text: string, specifier: string, name: string, what: string, check: boolean): string {
  const quoted = (q: string) => `${q}${specifier}${q}`;
  const count = QUOTES.reduce((n, q) => n + text.split(quoted(q)).length - 1, 0);
  if (check && count !== 1) {
    throw new Error(`site/lib/board-versioned.ts: ${what} should import "${specifier}" exactly once, but names it ${count} times; cannot point the versioned file at its versioned sibling`);
  }
  return QUOTES.reduce((t, q) => t.replace(quoted(q), `${q}./${name}${q}`), text);
}

/**
 * A bundle that names a language file the site does not know (a language added to the element but not
 * to LANG_CODES) throws: its versioned bundle would ask for a file the site does not serve.
 */
function checkLangs(bundle: string): void {
  const named = new Set([...bundle.matchAll(/["'`]\.\/berserker-board\.lang-([^"'`]+)\.js["'`]/g)].map((m) => m[1]!));
  const unknown = [...named].filter((code) => !(LANG_CODES as readonly string[]).includes(code));
  if (unknown.length) {
    throw new Error(`site/lib/board-versioned.ts: the bundle imports ${unknown.map((c) => `"${langSpecifier(c)}"`).join(', ')}, a language the site does not serve; add it to LANG_CODES (site/lib/board-bundle.ts)`);
  }
}

/**
 * The versioned files for a bundle, its live file, the viewer, the refutation search and the language
 * files (by code: all of LANG_CODES). `built` is false for the site's stubs (nothing built yet), which
 * import nothing; real files must name each file they load exactly once (the bundle its live file, the
 * viewer and each language file, the live file the viewer and the refutation search), else this throws.
 */
export function versionFiles(bundle: string, live: string, viewer: string, refute: string, langs: Record<LangCode, string>, version: string, built = true): VersionedFiles {
  const hash = createHash('sha256');
  for (const text of [bundle, live, viewer, refute]) hash.update(text, 'utf8').update('\0');
  for (const code of LANG_CODES) hash.update(code).update('\0').update(langs[code], 'utf8').update('\0');
  const tag = `${version}-${hash.digest('hex').slice(0, 10)}`;
  const names = { bundle: `berserker-board-${tag}.js`, live: `berserker-board-${tag}.live.js`, viewer: `berserker-board-${tag}.viewer.js`, refute: `berserker-board-${tag}.refute.js` };
  const langName = (code: string) => `berserker-board-${tag}.lang-${code}.js`;
  if (built) checkLangs(bundle);
  let bundleText = renameImport(renameImport(bundle, LIVE_SPECIFIER, names.live, 'the bundle', built), VIEWER_SPECIFIER, names.viewer, 'the bundle', built);
  for (const code of LANG_CODES) bundleText = renameImport(bundleText, langSpecifier(code), langName(code), 'the bundle', built);
  const liveText = renameImport(renameImport(live, VIEWER_SPECIFIER, names.viewer, 'the live file', built), REFUTE_SPECIFIER, names.refute, 'the live file', built);
  const served = (name: string, text: string): ServedFile => ({ name, text, integrity: integrityOf(text) });
  const langFiles = Object.fromEntries(LANG_CODES.map((code) => [code, served(langName(code), langs[code])])) as Record<LangCode, ServedFile>;
  return { tag, bundle: served(names.bundle, bundleText), live: served(names.live, liveText), viewer: served(names.viewer, viewer), refute: served(names.refute, refute), langs: langFiles };
}

let cached: VersionedFiles | null = null;

/** The site's versioned files (from the board package's dist, or its stubs while that is not built). */
export function versionedFiles(): VersionedFiles {
  if (cached) return cached;
  const version = (JSON.parse(readFileSync(join(process.cwd(), 'packages/board/package.json'), 'utf8')) as { version: string }).version;
  const bundle = readBundle();
  const live = readLive();
  const langs = Object.fromEntries(LANG_CODES.map((code) => [code, readLang(code) ?? langStub(code)])) as Record<LangCode, string>;
  cached = versionFiles(bundle ?? BUNDLE_STUB, live ?? LIVE_STUB, readViewer() ?? VIEWER_STUB, readRefute() ?? REFUTE_STUB, langs, version, bundle !== null && live !== null);
  return cached;
}
