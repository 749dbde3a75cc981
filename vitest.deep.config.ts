// Deep (slow, exhaustive) tests: `npm run test:deep`. Not part of `npm test`.
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.deep.test.ts'],
    exclude: [...configDefaults.exclude, '**/node_modules/**', '**/dist/**'],
    environment: 'node',
    testTimeout: 30 * 60_000,
    hookTimeout: 30 * 60_000,
    // Deep suites are CPU-bound; running them one file at a time keeps timings meaningful.
    fileParallelism: false,
  },
});
