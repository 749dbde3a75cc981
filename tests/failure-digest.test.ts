/**
 * The failure digest that `npm test`'s summary prints under a failed suite (scripts/failure-digest.mjs):
 * CI keeps only the tail of a run, so the summary must name the failing test and its error. The inputs
 * are the runners' real output for one failing test (colour codes included where the runner used them).
 */
import { describe, expect, it } from 'vitest';
import { failureDigest } from '../scripts/failure-digest.mjs';

const ESC = '\u001b';
const WEB_TEST_RUNNER = `
Running 1 test files...

${ESC}[2K${ESC}[1A${ESC}[2K${ESC}[Gpackages/board/test/zz-fail.spec.ts:

 ❌ digest sample > fails on purpose
      AssertionError: expected [ 1, 2 ] to deeply equal [ 1, 3 ]
      + expected - actual

       [
         1
      -  2
      +  3
       ]

      at n4.<anonymous> (packages/board/test/zz-fail.spec.ts:3:56)

Chrome: |██████████████████████████████| 1/1 test files | 0 passed, 1 failed

Finished running tests in 2.6s with 1 failed tests.
`;
const VITEST = `
 ${ESC}[31m❯${ESC}[39m tests/zz-fail.test.ts ${ESC}[2m(${ESC}[22m${ESC}[2m1 test${ESC}[22m${ESC}[2m | ${ESC}[22m${ESC}[31m1 failed${ESC}[39m${ESC}[2m)${ESC}[22m
${ESC}[31m     ${ESC}[31m×${ESC}[31m fails on purpose${ESC}[39m${ESC}[32m 11${ESC}[2mms${ESC}[22m${ESC}[39m

${ESC}[41m${ESC}[1m FAIL ${ESC}[22m${ESC}[49m tests/zz-fail.test.ts${ESC}[2m > ${ESC}[22mdigest sample${ESC}[2m > ${ESC}[22mfails on purpose
${ESC}[31m${ESC}[1mAssertionError${ESC}[22m: expected [ 1, 2 ] to deeply equal [ 1, 3 ]${ESC}[39m

${ESC}[32m- Expected${ESC}[39m
${ESC}[31m+ Received${ESC}[39m
`;
const PLAYWRIGHT = `
Running 2 tests using 2 workers

  ✓  2 tests/e2e/zz-pass.spec.mjs:2:1 › passes (1.0s)
  ✘  1 tests/e2e/zz-fail.spec.mjs:2:1 › fails on purpose (1.2s)


  1) tests/e2e/zz-fail.spec.mjs:2:1 › fails on purpose ─────────────────────────────────────────────

    Error: a named check

    expect(received).toEqual(expected) // deep equality

      2 | test('fails on purpose', async ({ page }) => {
    > 4 |   expect([1, 2], 'a named check').toEqual([1, 3]);
        at /work/main/tests/e2e/zz-fail.spec.mjs:4:35

    attachment #1: screenshot (image/png) ──────────────────────────────────────────────────────────
    test-results/zz-fail-fails-on-purpose/test-failed-1.png

    Error Context: test-results/zz-fail-fails-on-purpose/error-context.md

  1 failed
    tests/e2e/zz-fail.spec.mjs:2:1 › fails on purpose ──────────────────────────────────────────────
  1 passed (3.1s)
`;

describe('failureDigest', () => {
  it('names web-test-runner\'s failing test, its error and where', () => {
    expect(failureDigest(WEB_TEST_RUNNER)).toEqual([
      '❌ digest sample > fails on purpose',
      'AssertionError: expected [ 1, 2 ] to deeply equal [ 1, 3 ]',
      'at n4.<anonymous> (packages/board/test/zz-fail.spec.ts:3:56)',
    ]);
  });

  it('reads vitest\'s coloured output without its colour codes', () => {
    expect(failureDigest(VITEST)).toEqual([
      '× fails on purpose 11ms',
      'FAIL  tests/zz-fail.test.ts > digest sample > fails on purpose',
      'AssertionError: expected [ 1, 2 ] to deeply equal [ 1, 3 ]',
    ]);
  });

  it('names Playwright\'s failing test once, its message and the line, not the passing ones', () => {
    expect(failureDigest(PLAYWRIGHT)).toEqual([
      '1) tests/e2e/zz-fail.spec.mjs:2:1 › fails on purpose',
      'Error: a named check',
      'at /work/main/tests/e2e/zz-fail.spec.mjs:4:35',
    ]);
  });

  it('names tsc\'s errors', () => {
    const tsc = "packages/engine/src/fen.ts(12,7): error TS2322: Type 'string' is not assignable to type 'number'.\n";
    expect(failureDigest(tsc)).toEqual(["packages/engine/src/fen.ts(12,7): error TS2322: Type 'string' is not assignable to type 'number'."]);
  });

  it('keeps the digest short: at most `max` lines, each at most `width` characters', () => {
    const many = Array.from({ length: 30 }, (_, i) => ` ❌ test ${i} ${'x'.repeat(300)}`).join('\n');
    const digest = failureDigest(many, { max: 4, width: 50 });
    expect(digest).toHaveLength(4);
    expect(digest.every((line) => line.length === 50 && line.endsWith('…'))).toBe(true);
    expect(digest[3]).toMatch(/^❌ test 3 x/);
  });

  it('is empty for output with nothing that looks like a failure (a crash or a timeout says why itself)', () => {
    expect(failureDigest('Running tests...\nChrome: | 0/17 test files | 0 passed, 0 failed\n')).toEqual([]);
  });
});
