// Unit and cross-package tests: `npm run test:unit` (and the first step of `npm test`).
// Slow exhaustive tests are named *.deep.test.ts and run only with vitest.deep.config.ts.
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: [...configDefaults.exclude, '**/*.deep.test.ts', '**/node_modules/**', '**/dist/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
