// The few lines of a failed suite's output that say what failed, repeated in `npm test`'s summary.
//
// Why: CI keeps only the tail of a run's output. A suite's own report of which test failed and why is
// printed minutes before the summary (Playwright's and web-test-runner's details come first, the board
// suite's in the middle of the side-by-side phase), so a red run whose tail reads only "FAIL board: exit
// code 1" cannot be diagnosed. The digest is the failing tests' names and their first error lines, in
// the order they came, without colour codes or repeats.

/** Lines that name a failing test or its error, in the formats of the runners `npm test` calls. */
const FAILURE_LINE = [
  /❌/, // web-test-runner: " ❌ describe > test"
  /^\s*\d+\) \S.*›/, // Playwright: "  1) tests/e2e/x.spec.mjs:12:1 › title ───"
  /^\s*(FAIL|×|✗)\s+\S/, // vitest: " FAIL  path > name", " × name"
  /error TS\d+:/, // tsc
  /^\s*\w*(Error|Exception)\b[:[]/, // "Error: …", "AssertionError: …", "TimeoutError: …"
  /^\s*Expected\b|^\s*Received\b/, // expect()'s two values
  /^\s*at \S*.*\.(spec|test)\.[cm]?[jt]s:\d+:\d+\)?$/, // where in a test file it failed
];

const ANSI = /\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007]*\u0007/g;

/**
 * The digest of one suite's output: at most `max` lines, each trimmed and cut to `width` characters.
 * Empty when nothing in the output looks like a failure (a crash, a timeout: the reason says it).
 */
export function failureDigest(output, { max = 10, width = 200 } = {}) {
  const seen = new Set();
  const lines = [];
  for (const raw of output.replace(ANSI, '').split(/\r?\n|\r/)) {
    const line = raw.trim().replace(/[─═]{3,}.*$/, '').trim();
    if (!line || seen.has(line) || !FAILURE_LINE.some((re) => re.test(raw))) continue;
    seen.add(line);
    lines.push(line.length > width ? `${line.slice(0, width - 1)}…` : line);
    if (lines.length === max) break;
  }
  return lines;
}
