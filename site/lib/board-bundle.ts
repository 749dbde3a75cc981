/**
 * Where the <berserker-board> element comes from: the board package's self-contained bundle
 * (packages/board/dist/berserker-board.bundle.js, built by `npm run build --workspace berserker-board`).
 * The site serves it as /berserker-board.js. While the bundle does not exist yet the site still builds:
 * the script is a stub, and every diagram shows its static fallback.
 *
 * The bundle is the still board only (what a page of diagrams needs). When a board goes live it imports
 * the live board from a file next to itself, packages/board/dist/berserker-board.bundle.live.js, which in
 * turn imports the annotated-game viewer (step buttons, move list, variations, comments, arrows) from
 * packages/board/dist/berserker-board.viewer.js. Wherever the site serves the bundle it serves those two
 * beside it under the same directory (/berserker-board.bundle.live.js, /berserker-board.viewer.js), with
 * the refutation search the live file loads on a wrong puzzle move (/berserker-board.bundle.refute.js)
 * and the language files the bundle loads for a board in German, Spanish, French, Italian or Dutch
 * (/berserker-board.lang-<code>.js).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Astro runs from the repository root (npm start / npm run build); page code is bundled, so
// import.meta.url would point into the build output rather than here.
const root = process.cwd();
export const BUNDLE_PATH = join(root, 'packages/board/dist/berserker-board.bundle.js');
export const MANIFEST_PATH = join(root, 'packages/board/custom-elements.json');

export const LIVE_PATH = join(root, 'packages/board/dist/berserker-board.bundle.live.js');
export const VIEWER_PATH = join(root, 'packages/board/dist/berserker-board.viewer.js');

export function readBundle(): string | null {
  return existsSync(BUNDLE_PATH) ? readFileSync(BUNDLE_PATH, 'utf8') : null;
}

/** The live file the bundle loads from its own directory (`./berserker-board.bundle.live.js`). */
export function readLive(): string | null {
  return existsSync(LIVE_PATH) ? readFileSync(LIVE_PATH, 'utf8') : null;
}

/** The viewer file the live file loads from its own directory (`./berserker-board.viewer.js`). */
export function readViewer(): string | null {
  return existsSync(VIEWER_PATH) ? readFileSync(VIEWER_PATH, 'utf8') : null;
}

export const BUNDLE_STUB =
  '// <berserker-board> is not built yet (packages/board/dist/berserker-board.bundle.js is missing):\n' +
  '// diagrams show their static pictures until it is.\n' +
  'export {};\n';

/**
 * Served when the live file is not built: its import fails, which the element expects (src/live-loader.ts):
 * the boards stay still, say that their live code could not be loaded, and fire `error` (ERR_LOAD).
 */
export const LIVE_STUB =
  '// The <berserker-board> live file is not built yet (packages/board/dist/berserker-board.bundle.live.js is missing).\n' +
  "throw new Error('berserker-board.bundle.live.js is not built');\n";

/**
 * Served when the viewer is not built: its import fails, which the element expects (src/lazy.ts): the
 * boards show their position without step buttons and move list.
 */
export const VIEWER_STUB =
  '// The <berserker-board> viewer is not built yet (packages/board/dist/berserker-board.viewer.js is missing).\n' +
  "throw new Error('berserker-board.viewer.js is not built');\n";

export const REFUTE_PATH = join(root, 'packages/board/dist/berserker-board.bundle.refute.js');

/** The refutation file the live file loads from its own directory on a wrong puzzle move (`./berserker-board.bundle.refute.js`). */
export function readRefute(): string | null {
  return existsSync(REFUTE_PATH) ? readFileSync(REFUTE_PATH, 'utf8') : null;
}

/** Served when the refutation file is not built: its import fails, and a wrong puzzle move is only taken back. */
export const REFUTE_STUB =
  '// The <berserker-board> refutation file is not built yet (packages/board/dist/berserker-board.bundle.refute.js is missing).\n' +
  "throw new Error('berserker-board.bundle.refute.js is not built');\n";

/**
 * The languages with a table of their own (packages/board/src/lang/, src/core/lang.ts): each is a file
 * beside the bundle, berserker-board.lang-<code>.js, which the bundle imports from its own directory when
 * a board's language needs it (English is built in). A language added to the element is added here too:
 * site/lib/board-versioned.ts refuses a bundle that names a language file this list does not.
 */
export const LANG_CODES = ['de', 'es', 'fr', 'it', 'nl'] as const;
export type LangCode = (typeof LANG_CODES)[number];

/** A language's file name, as the bundle imports it and the site serves it: `berserker-board.lang-de.js`. */
export const langFileName = (code: string): string => `berserker-board.lang-${code}.js`;

export const langPath = (code: string): string => join(root, 'packages/board/dist', langFileName(code));

/** A language's table (`./berserker-board.lang-<code>.js`), loaded by the bundle for a board in that language. */
export function readLang(code: string): string | null {
  const path = langPath(code);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

/**
 * Served when a language's file is not built: its import fails, which the element expects
 * (src/core/lang.ts): a board in that language speaks English.
 */
export const langStub = (code: string): string =>
  `// The <berserker-board> ${code} language file is not built yet (packages/board/dist/${langFileName(code)} is missing).\n` +
  // i18n-ignore: a stub file's build error, for developers (a file of code, not a reader's words)
  `throw new Error('${langFileName(code)} is not built');\n`;
