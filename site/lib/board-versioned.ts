/**
 * The element under a name that never changes content: /berserker-board-<version>-<hash>.js and the
 * viewer file it loads, /berserker-board-<version>-<hash>.viewer.js, beside the always-latest
 * /berserker-board.js and /berserker-board.viewer.js (site/lib/board-bundle.ts).
 *
 * The version is the board package's; the hash (of the bundle and the viewer together) changes with
 * any byte of either, so a page that pins the name with a Subresource Integrity hash keeps working for
 * as long as the site serves that name, even when the code changes without a version bump. The bundle
 * imports its viewer as `./berserker-board.viewer.js`; the versioned bundle is the same bytes with that
 * one specifier renamed to its versioned viewer, so the pair always matches and the bundle's integrity
 * hash covers the viewer's name.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLE_STUB, VIEWER_STUB, readBundle, readViewer } from './board-bundle';

/** The specifier the bundle loads its viewer with (packages/board/src/lazy.ts, scripts/build.mjs). */
export const VIEWER_SPECIFIER = './berserker-board.viewer.js';

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
  bundle: ServedFile;
  viewer: ServedFile;
}

export const integrityOf = (text: string): string => `sha384-${createHash('sha384').update(text, 'utf8').digest('base64')}`;

/**
 * The versioned pair for a bundle and its viewer. `built` is false for the site's stubs (nothing built
 * yet), which import no viewer; a real bundle must import its viewer exactly once by VIEWER_SPECIFIER,
 * else this throws (a build that changed how the viewer is loaded must change this too).
 */
export function versionFiles(bundle: string, viewer: string, version: string, built = true): VersionedFiles {
  const hash = createHash('sha256').update(bundle, 'utf8').update('\0').update(viewer, 'utf8').digest('hex').slice(0, 10);
  const tag = `${version}-${hash}`;
  const viewerName = `berserker-board-${tag}.viewer.js`;
  const quoted = (q: string) => `${q}${VIEWER_SPECIFIER}${q}`;
  const count = ['"', "'", '`'].reduce((n, q) => n + bundle.split(quoted(q)).length - 1, 0);
  if (built && count !== 1) {
    throw new Error(`site/lib/board-versioned.ts: the bundle should import "${VIEWER_SPECIFIER}" exactly once, but names it ${count} times; cannot point a versioned bundle at its viewer`);
  }
  const text = ['"', "'", '`'].reduce((t, q) => t.replace(quoted(q), `${q}./${viewerName}${q}`), bundle);
  return {
    tag,
    bundle: { name: `berserker-board-${tag}.js`, text, integrity: integrityOf(text) },
    viewer: { name: viewerName, text: viewer, integrity: integrityOf(viewer) },
  };
}

let cached: VersionedFiles | null = null;

/** The site's versioned pair (from the board package's dist, or its stubs while that is not built). */
export function versionedFiles(): VersionedFiles {
  if (cached) return cached;
  const version = (JSON.parse(readFileSync(join(process.cwd(), 'packages/board/package.json'), 'utf8')) as { version: string }).version;
  const bundle = readBundle();
  cached = versionFiles(bundle ?? BUNDLE_STUB, readViewer() ?? VIEWER_STUB, version, bundle !== null);
  return cached;
}
