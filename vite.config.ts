/**
 * Test configuration (the shipped scripts are built by scripts/build.ts, one Vite build per script).
 *
 * Projects:
 * - unit: pure logic, the stand-in shop's server and the plugin's PHP, in Node;
 * - core: the shared core (settings, ajax, events, wiring, loader) in jsdom;
 * - dom-jsdom / dom-happy: the same DOM tests under two DOM implementations, islands on preact/compat as shipped;
 * - react19: the DOM tests again with real React 19, proving the islands are written against React's API;
 * - browser: headless Chromium (Debian's package) against the stand-in shop.
 */
import { defineConfig } from 'vitest/config'

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]

const domTests = ['test/dom/**/*.test.{ts,tsx}']

// Time limits for a busy two-core machine: a shop test that renders and parses a dozen pages, or runs php for each
// plugin file, takes well under a second alone but several seconds beside the rest of the suite (vitest's 5 s
// default timed tests out under load). A limit only matters when something hangs.
const patient = { testTimeout: 30000, hookTimeout: 60000 }

export default defineConfig({
  test: {
    // vitest's default is one worker per core less one: a single worker on a two-core machine. The Node and DOM
    // tests run first on three workers; then the browser files, two at a time (they mostly wait on Chromium and the
    // stand-in), on a machine no longer busy with the rest.
    maxWorkers: 3,
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      { test: { name: 'unit', environment: 'node', include: ['test/unit/**/*.test.ts', 'test/shop/**/*.test.ts', 'test/php/**/*.test.ts'], ...patient } },
      {
        resolve: { alias: preactAliases },
        test: { name: 'core', environment: 'jsdom', include: ['test/core/**/*.test.{ts,tsx}'], setupFiles: ['test/dom/setup.ts'], ...patient },
      },
      {
        resolve: { alias: preactAliases },
        test: { name: 'dom-jsdom', environment: 'jsdom', include: domTests, setupFiles: ['test/dom/setup.ts'], ...patient },
      },
      {
        resolve: { alias: preactAliases },
        test: { name: 'dom-happy', environment: 'happy-dom', include: domTests, setupFiles: ['test/dom/setup.ts'], ...patient },
      },
      {
        test: { name: 'react19', environment: 'jsdom', include: domTests, setupFiles: ['test/dom/setup.ts'], ...patient },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          // A test that runs axe-core three times took over 30 s beside a loaded machine's other work (load 30 on two
          // cores); each step still polls for its state, so the limit only ends a test that hangs.
          testTimeout: 120000,
          hookTimeout: 60000,
          // Two files side by side (one Chromium each, a fresh context per test, a cart per visitor cookie). Tests poll
          // for every state they expect; on a busy two-core machine a state may take seconds to show, so a poll gives
          // it 10 s (a passing poll returns as soon as the state is there; only a failure waits that long).
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          expect: { poll: { timeout: 10000 } },
        },
      },
    ],
  },
})
