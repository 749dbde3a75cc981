// Browser tests of <berserker-board> in real Chromium: `npx web-test-runner --config packages/board/web-test-runner.config.mjs`
// (from the repository root; `npm test` runs it with CHROME_PATH set). TypeScript goes through esbuild.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';

const here = dirname(fileURLToPath(import.meta.url));
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * A test may hold back the answers to the files in HOLDABLE until it lets them go, to see what a page
 * shows while they are on their way (test/game-loading.spec.ts: a game's board before its live code and
 * its viewer have loaded): `fetch('/__hold?path=<end of a path>')` holds the requests for it,
 * `fetch('/__release?path=…')` answers them (and stops holding it), `fetch('/__release')` every one.
 * Those files are never cached (Chromium's memory cache would hand a page the copy an earlier test file's
 * page loaded, without asking the server).
 */
const HOLDABLE = ['/src/live/index.ts', '/src/viewer/index.ts'];
const held = new Map();
const holdFiles = async (ctx, next) => {
  if (ctx.path === '/__hold') {
    held.set(ctx.query.path, []);
    ctx.body = 'held';
    return;
  }
  if (ctx.path === '/__release') {
    for (const [path, waiting] of [...held]) {
      if (ctx.query.path && ctx.query.path !== path) continue;
      held.delete(path);
      waiting.forEach((go) => go());
    }
    ctx.body = 'released';
    return;
  }
  if (HOLDABLE.some((p) => ctx.path.endsWith(p))) {
    // The test runner's own middleware sets a year's caching on the way out, after this one: overruled here.
    const setHeader = ctx.res.setHeader.bind(ctx.res);
    ctx.res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? 'no-store' : value);
  }
  const waiting = [...held].find(([path]) => ctx.path.endsWith(path))?.[1];
  if (waiting) await new Promise((go) => waiting.push(go));
  return next();
};

export default {
  rootDir: join(here, '..', '..'),
  // Browser tests are *.spec.ts: the root vitest config runs packages/*/test/**/*.test.ts in Node.
  files: [join(here, 'test', '*.spec.ts')],
  // The engine from its TypeScript source (its "source" export condition), never a stale dist.
  nodeResolve: { exportConditions: ['source'] },
  // One page at a time: focus and rAF belong to the foreground page.
  concurrency: 1,
  middleware: [holdFiles],
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: join(here, 'tsconfig.json') })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
      },
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 180000,
};
