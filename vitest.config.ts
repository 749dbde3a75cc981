// Unit and cross-package tests: `npm run test:unit` (and the first step of `npm test`).
// Slow exhaustive tests are named *.deep.test.ts and run only with vitest.deep.config.ts.
import { cpus } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests import the engine's TypeScript source (package.json's "source" export condition), never a
  // built dist that could be older than the code under test.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: [...configDefaults.exclude, '**/*.deep.test.ts', '**/node_modules/**', '**/dist/**'],
    environment: 'node',
    // One worker per CPU: Vitest's default leaves one CPU idle, and the tests are CPU-bound.
    maxWorkers: cpus().length,
    // Files share a worker (no fresh module graph per file: 75 spawns cost ~15 s). The tests leave no
    // state behind: spies and stubbed globals are restored, fake timers given back (afterEach/afterAll),
    // and the engine's shared Searcher is emptied before each file (setup-each-file.ts).
    isolate: false,
    setupFiles: ['tests/setup-each-file.ts'],
    // Limits for a test that hangs, not speed checks: under `npm test` this suite runs at a low priority
    // beside the site's build and e2e (scripts/test.mjs), where a test of 3 s can take 30.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
