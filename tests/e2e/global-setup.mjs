/**
 * Playwright's global set-up for the e2e suite, run once per `playwright test` before any test file is
 * loaded: builds the site (`npm run build`; skipped with E2E_SKIP_BUILD=1 when the build directory has
 * an index.html) and serves the build directory (E2E_DIST, else dist/site) with tests/e2e/serve.mjs on
 * a free port. The workers find the address in E2E_BASE_URL (they inherit this process's environment);
 * the returned function stops the server after the last test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, DIST } from './paths.mjs';
import { serve } from './serve.mjs';

/** Builds the site unless E2E_SKIP_BUILD is set and the build directory has an index.html; throws if it fails. */
export function buildSite() {
  if (process.env.E2E_SKIP_BUILD && existsSync(join(DIST, 'index.html'))) {
    console.log(`build: skipped (E2E_SKIP_BUILD), serving ${DIST}`);
  } else {
    console.log('build: npm run build');
    const t0 = Date.now();
    const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: process.env });
    if (r.status !== 0) {
      console.log(`${r.stdout}\n${r.stderr}`.split('\n').slice(-40).join('\n'));
      throw new Error(`the site does not build (npm run build: exit ${r.status ?? r.signal})`);
    }
    console.log(`build: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
}

export default async function globalSetup() {
  buildSite();
  const { url, close } = await serve(DIST);
  process.env.E2E_BASE_URL = url;
  return close;
}
