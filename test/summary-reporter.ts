/**
 * Ends a test run with one plain line, `Tests: N passed, N failed, N skipped`, that CI reads as the run's count.
 */
import type { Reporter, TestModule } from 'vitest/node'

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0 }
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') count.passed++
        else if (state === 'failed') count.failed++
        else count.skipped++
      }
      // A file that failed to load has no tests: it counts as a failure.
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) count.failed++
    }
    console.log(`\nTests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`)
  }
}
