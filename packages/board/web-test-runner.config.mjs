// Browser tests of <berserker-board> in real Chromium: `npx web-test-runner --config packages/board/web-test-runner.config.mjs`
// (from the repository root; `npm test` runs it with CHROME_PATH set). TypeScript goes through esbuild.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';

const here = dirname(fileURLToPath(import.meta.url));
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default {
  rootDir: join(here, '..', '..'),
  // Browser tests are *.spec.ts: the root vitest config runs packages/*/test/**/*.test.ts in Node.
  files: [join(here, 'test', '*.spec.ts')],
  // The engine from its TypeScript source (its "source" export condition), never a stale dist.
  nodeResolve: { exportConditions: ['source'] },
  // One page at a time: focus and rAF belong to the foreground page.
  concurrency: 1,
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
