/**
 * Where the <berserker-board> element comes from: the board package's self-contained bundle
 * (packages/board/dist/berserker-board.bundle.js, built by `npm run build --workspace berserker-board`).
 * The site serves it as /berserker-board.js. While the bundle does not exist yet the site still builds:
 * the script is a stub, and every diagram shows its static fallback.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Astro runs from the repository root (npm start / npm run build); page code is bundled, so
// import.meta.url would point into the build output rather than here.
const root = process.cwd();
export const BUNDLE_PATH = join(root, 'packages/board/dist/berserker-board.bundle.js');
export const MANIFEST_PATH = join(root, 'packages/board/custom-elements.json');

export function readBundle(): string | null {
  return existsSync(BUNDLE_PATH) ? readFileSync(BUNDLE_PATH, 'utf8') : null;
}

export const BUNDLE_STUB =
  '// <berserker-board> is not built yet (packages/board/dist/berserker-board.bundle.js is missing):\n' +
  '// diagrams show their static pictures until it is.\n' +
  'export {};\n';
