/**
 * The e2e suite's last line, as the repository's other runners end: "e2e: <N> passed, <N> failed"
 * (tests; a test that timed out or was interrupted counts as failed, a skipped one is named if any),
 * and how many checks (expectations) the tests made.
 * The `list` reporter beside it prints each test and, at the end, every failure in full.
 */
export default class SummaryReporter {
  passed = 0;
  failed = 0;
  skipped = 0;
  checks = 0;

  onStepEnd(test, result, step) {
    if (step.category === 'expect') this.checks++;
  }

  onTestEnd(test, result) {
    // Only a test's final result counts (there are no retries, but a result per attempt is reported).
    if (result.retry < test.retries && result.status !== 'passed') return;
    if (result.status === 'passed') this.passed++;
    else if (result.status === 'skipped') this.skipped++;
    else this.failed++;
  }

  onEnd(result) {
    const skipped = this.skipped ? `, ${this.skipped} skipped` : '';
    const why = result.status === 'passed' || this.failed ? '' : ` (run ${result.status})`;
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed${skipped}${why} (${this.checks} checks)`);
  }

  printsToStdio() {
    return false;
  }
}
