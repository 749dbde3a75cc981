/**
 * Loads the live board's code (live/index.ts) once for every board on the page. In the builds it is a file of
 * its own next to the element's (berserker-board.live.js, scripts/build.mjs), which takes lit and the
 * element's core modules from the script that loads it: core-share.ts is filled in by the build with
 * those modules, handed over on a global before the import, so a page runs one lit and one core.
 */
import type { LiveModule } from '../types.js';
import { CORE_SHARE } from './core-share.js';
import { VIEWER_FILE } from './files.js';

/** The key the core hands its modules over with (scripts/build.mjs reads them from it in the live file). */
export const CORE_KEY = Symbol.for('berserker-board.core');

let loaded: LiveModule | null = null;
let loading: Promise<LiveModule> | null = null;

/** The live code, if it is loaded. */
export const liveModule = (): LiveModule | null => loaded;

/**
 * The live code, loaded once. A failed load stays failed for the page (a browser does not fetch a
 * module again once its import failed).
 */
export function loadLive(): Promise<LiveModule> {
  if (CORE_SHARE) (globalThis as Record<symbol, unknown>)[CORE_KEY] = CORE_SHARE;
  return (loading ??= import('../live/index.js').then((m) => (loaded = m)));
}

let viewer: Promise<unknown> | null = null;

/**
 * A board that shows a game needs the viewer as well as the live code: the viewer file is fetched now,
 * beside the live file (a module preload: fetched and parsed, run only when the live file imports it,
 * after handing it what it shares), and the live file, once here, imports it at once rather than after
 * its board's first update. Without a viewer file of its own (source form, the ESM build) the second
 * part alone. Settles when the viewer is here (or could not be loaded).
 */
export function requestViewer(): Promise<unknown> {
  if (!viewer) {
    if (VIEWER_FILE) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: VIEWER_FILE }));
    viewer = loadLive().then((m) => m.preloadViewer(), () => undefined);
  }
  return viewer;
}
