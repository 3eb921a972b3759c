/**
 * Ends a test run with one plain line, `Tests: N passed, N failed, N skipped`, that CI reads as the run's count.
 * Every way a run fails counts: a failed test, a file that failed outside its tests, an unhandled error.
 */
import type { Reporter, SerializedError, TestModule } from 'vitest/node'

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError> = []): void {
    const count = { passed: 0, failed: 0, skipped: 0 }
    for (const module of modules) {
      let failed = 0
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') count.passed++
        else if (state === 'failed') failed++
        else count.skipped++
      }
      // A file that failed outside its tests counts as a failure: it did not load (no tests), or a hook before its
      // tests threw (they are left skipped, and the line said "0 failed" for a failed run).
      count.failed += module.state() === 'failed' ? Math.max(failed, 1) : failed
    }
    // An error thrown outside any test (a timer or listener left running) fails the run, as vitest's exit code says.
    count.failed += unhandledErrors.length
    console.log(`\nTests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`)
  }
}
