/**
 * Where the e2e suite finds things: the repository, the build it tests (E2E_DIST, else dist/site) and
 * that build's pages — every .html file, so a page added later is visited without touching the tests.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The build directory: E2E_DIST (another build, e.g. a copy no concurrent build can overwrite), else dist/site. */
export const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist', 'site');

/** The address of a built file: x/index.html is /x/, 404.html is /404.html. */
export function pageAddress(rel) {
  const p = `/${rel.split(sep).join('/')}`;
  return p.endsWith('/index.html') ? p.slice(0, -'index.html'.length) : p;
}

/** Every page of the build, as addresses, sorted; none when there is no build yet. */
export function builtPages(dist = DIST) {
  try {
    return readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html'))
      .map(pageAddress)
      .sort();
  } catch {
    return [];
  }
}

/** The file of a page's address (the inverse of pageAddress). */
export const pageFile = (path, dist = DIST) => join(dist, path.endsWith('/') ? join(path, 'index.html') : path);
