/**
 * Playwright's global set-up for the e2e suite, run once per `playwright test` before any test file is
 * loaded: builds the site (`npm run build`; skipped when no source has changed since the last build,
 * or with E2E_SKIP_BUILD=1 when the build directory has an index.html) and serves the build directory
 * (E2E_DIST, else dist/site) with tests/e2e/serve.mjs on a free port. The workers find the address in
 * E2E_BASE_URL (they inherit this process's environment); the returned function stops the server after
 * the last test.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, DIST } from './paths.mjs';
import { serve } from './serve.mjs';

/** Where the fingerprint of the sources the last build was made from is kept (beside the build). */
const STAMP = `${DIST}.sources`;

/** Files no build reads: the tests, the bench, CI's script, and the repository's own README and CONTRIBUTING (the packages' READMEs go into their tarballs). */
const NOT_READ_BY_A_BUILD = /^(tests|bench|\.ci)\/|^packages\/[^/]+\/test\/|^(README|CONTRIBUTING)\.md$/;

/**
 * A fingerprint of everything a build can read: each file git knows or would add (tracked, or new and
 * not ignored), by path and content — all but the files no build reads (NOT_READ_BY_A_BUILD). (Content,
 * not times: a build may rewrite a tracked file with the same text.) null outside a git checkout (then
 * the site is always built).
 */
export function sourcesFingerprint(root = ROOT) {
  const r = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) return null;
  const hash = createHash('sha256');
  for (const file of new Set(r.stdout.split('\0'))) {
    if (!file || NOT_READ_BY_A_BUILD.test(file)) continue;
    const path = join(root, file);
    hash.update(`${file}\0`);
    hash.update(statSync(path, { throwIfNoEntry: false })?.isFile() ? readFileSync(path) : '(none)');
  }
  return hash.digest('hex');
}

/**
 * Builds the site, unless its build directory was built from the sources as they are now (their
 * fingerprint matches the one kept at the last build) or E2E_SKIP_BUILD is set and the build directory
 * has an index.html; throws if the build fails. Answers true when it built (now, from these sources).
 */
export function buildSite() {
  const sources = process.env.E2E_DIST ? null : sourcesFingerprint();
  const built = existsSync(join(DIST, 'index.html'));
  if (process.env.E2E_SKIP_BUILD && built) {
    console.log(`build: skipped (E2E_SKIP_BUILD), serving ${DIST}`);
  } else if (sources && built && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sources) {
    console.log(`build: ${DIST} is up to date with the sources (no file changed since it was built)`);
  } else {
    rmSync(STAMP, { force: true });
    console.log('build: npm run build');
    const t0 = Date.now();
    const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: process.env });
    if (r.status !== 0) {
      console.log(`${r.stdout}\n${r.stderr}`.split('\n').slice(-40).join('\n'));
      throw new Error(`the site does not build (npm run build: exit ${r.status ?? r.signal})`);
    }
    console.log(`build: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // Kept only if no source changed while it built (else the build may mix old and new).
    if (sources && sourcesFingerprint() === sources) writeFileSync(STAMP, sources);
    return true;
  }
  return false;
}

export default async function globalSetup() {
  buildSite();
  const { url, close } = await serve(DIST);
  process.env.E2E_BASE_URL = url;
  return close;
}
