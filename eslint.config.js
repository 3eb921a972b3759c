/**
 * ESLint: the layering of the browser code, enforced, plus the recommended rules the code already keeps.
 *
 * Layers (README, "How the pieces fit"): the core (src/) is below everything; an island (islands/<name>/) stands on
 * the core alone; an entry (entries/) mounts islands and may only name the on-demand bundles' types (their code comes
 * through `loadAsset`, so a value import would bundle it into the first-load script); React comes through one door.
 * Imports are matched as written, folder by folder, so a relative path must be in its shortest form.
 * test/unit/lint-config.test.ts plants each forbidden import and checks that it fails.
 */
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'

/** A forbidden import: a regular expression over the import's path, and what to do instead. */
const forbid = (regex, message) => ({ regex, message })

const core = forbid(
  '^(\\.\\.?/)+(islands|entries|lazy)(/|$)',
  'The core (src/) imports no island, entry or on-demand bundle: move what both need into src/.',
)
/**
 * From a file `depth` folders below its island's root (islands/<name>/ is depth 0, islands/<name>/a/ depth 1), climbing
 * out of the island to a sibling, or to islands/ or entries/, is forbidden; its own folders (./, ../ within) are not.
 */
const otherIsland = (depth = 0) => {
  const up = '\\.\\./'.repeat(depth + 1)
  return forbid(
    `^${up}(?!\\.\\./)|^${up}\\.\\./(islands|entries)(/|$)`,
    "An island imports no other island (nor an entry): share it through a module of the core (src/); import the island's own files as ./ (or ../ within the island)",
  )
}
const lazyValue = forbid(
  '^(\\.\\./)+lazy(/|$)',
  'An entry never imports an on-demand bundle (lazy/) but its types (`import type`): load it with loadAsset.',
)
const react = forbid(
  '^(react|react-dom|preact)(/.*)?$',
  "React is imported only by the facade (src/react.ts) and the on-demand react bundle (lazy/react.ts): import it from src/react.",
)

// The patterns read a path as written: one that takes a detour (`./../x`, `../../src/../islands/x`) could slip past.
const detour = forbid(
  '^\\./\\.\\.(/|$)|.+/\\.(/|$)|(^|/)[^./][^/]*/\\.\\.(/|$)',
  'Write a relative import in its shortest form (./x, ../../src/x): the layer rules read it as written.',
)

/** The import rule for files that must keep the given layers; entries may still name lazy/ types. */
const layers = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: [...patterns, detour].map((pattern) => (pattern === lazyValue ? { ...pattern, allowTypeImports: true } : pattern)) },
  ],
})

/**
 * A strict `style-src` (README, "Security") refuses a `<style>` or a `style` attribute made at run time: CSS goes in the
 * sheets (.css files beside the code, scripts/style-sheets.ts), a value computed on the spot through CSSOM
 * (`el.style.top = …`, `el.style.setProperty(…)`), which the policy allows.
 */
const styleMessage = "No <style> or style attribute at run time (a strict CSP refuses them): put the CSS in a .css file beside the code, and write a value computed on the spot through CSSOM (el.style.top = …)."
const cspStyles = {
  'no-restricted-syntax': [
    'error',
    ...[
      "CallExpression[callee.property.name='createElement'][arguments.0.value='style']",
      "CallExpression[callee.property.name=/^setAttribute(NS)?$/][arguments.0.value='style']",
      "CallExpression[callee.property.name=/^setAttribute(NS)?$/][arguments.1.value='style']",
      "AssignmentExpression > MemberExpression.left[property.name='cssText']",
      "JSXOpeningElement[name.name='style']",
      "JSXAttribute[name.name='style'] > Literal",
    ].map((selector) => ({ selector, message: styleMessage })),
  ],
}

export default defineConfig(
  { ignores: ['dist/**', 'php-stub/plugin/**', 'php-stub/shop/stock/**', 'test/php/fixtures/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      // `a && b()` and `cond ? f() : g()` as statements are the code's style.
      '@typescript-eslint/no-unused-expressions': 'off',
      // `+input?.value!` reads a field that may be missing on purpose (NaN is then the answer).
      '@typescript-eslint/no-non-null-asserted-optional-chain': 'off',
      // A parameter or binding that is unused on purpose says so with a leading underscore.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  // A later block's options replace an earlier one's for the same rule: the most specific block comes last.
  { files: ['src/**'], rules: layers(core, react) },
  { files: ['islands/**'], rules: layers(otherIsland(), react) },
  // An island's own subfolders (islands/tracking/consent/adapters/): up to three deep.
  { files: ['islands/*/*/**'], rules: layers(otherIsland(1), react) },
  { files: ['islands/*/*/*/**'], rules: layers(otherIsland(2), react) },
  { files: ['islands/*/*/*/*/**'], rules: layers(otherIsland(3), react) },
  { files: ['entries/**'], rules: layers(lazyValue, react) },
  { files: ['lazy/**'], rules: layers(react) },
  { files: ['src/react.ts'], rules: layers(core) },
  { files: ['lazy/react.ts'], rules: layers() },
  { files: ['src/**', 'islands/**', 'entries/**', 'lazy/**'], rules: cspStyles },
)
