/**
 * The lint configuration (eslint.config.js) holds the layers: each forbidden import, planted in a file of the layer
 * it breaks, fails with the import rule; the imports the layers allow pass. Files are linted as text under paths that
 * do not exist, so nothing is planted in the tree.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import path from 'node:path'
import { ESLint } from 'eslint'

const root = path.resolve(import.meta.dirname, '../..')
const RULE = '@typescript-eslint/no-restricted-imports'
let eslint: ESLint

beforeAll(async () => {
  // The planted imports go unused: that rule is not what is tested here.
  eslint = new ESLint({ cwd: root, overrideConfig: { rules: { '@typescript-eslint/no-unused-vars': 'off' } } })
  // The first run loads the configuration and the parser (seconds on a busy machine): here, not in a test's time.
  await eslint.lintText('', { filePath: path.join(root, 'src/planted.ts') })
})

/** The rules that fail for `code` in the file at `file` (relative to the repository). */
async function failures(file: string, code: string): Promise<Array<string | null>> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.map((message) => message.ruleId)
}

describe('forbidden imports fail', () => {
  it.each([
    ['the core imports an island', 'src/planted.ts', "import { movedIndex } from '../islands/tabs/tabs'"],
    ['the core (a subfolder) imports an island', 'src/stores/planted.ts', "import { countIn } from '../../islands/cart/logic'"],
    ['the core imports an entry', 'src/planted.ts', "import '../entries/theme'"],
    ['the core imports an on-demand bundle', 'src/planted.ts', "import { SaarReact } from '../lazy/react'"],
    ['the core re-exports an island', 'src/planted.ts', "export { movedIndex } from '../islands/tabs/tabs'"],
    ['an island imports another island', 'islands/quick-view/planted.ts', "import { mountVariationForm } from '../variations/variation-form'"],
    ['an island imports another island by a longer path', 'islands/quick-view/planted.ts', "import { mountTabs } from '../../islands/tabs/tabs'"],
    ['an island imports an entry', 'islands/tabs/planted.ts', "import '../../entries/product'"],
    ['an island\'s subfolder imports another island', 'islands/tracking/consent/planted.ts', "import { countIn } from '../../cart/logic'"],
    ['an island\'s subfolder imports an entry', 'islands/tracking/consent/adapters/planted.ts', "import '../../../../entries/cart'"],
    ['an entry imports an on-demand bundle', 'entries/planted.ts', "import { mountStars } from '../lazy/stars'"],
    ['an entry imports an on-demand bundle for its effects', 'entries/planted.ts', "import '../lazy/zoom'"],
    ['an island imports react', 'islands/tabs/planted.tsx', "import { useState } from 'react'"],
    ['an island imports react-dom', 'islands/tabs/planted.tsx', "import { createRoot } from 'react-dom/client'"],
    ['an island imports preact', 'islands/tabs/planted.tsx', "import { useState } from 'preact/hooks'"],
    ['an entry imports react', 'entries/planted.ts', "import { createElement } from 'react'"],
    ['an on-demand bundle imports react', 'lazy/planted.tsx', "import { useReducer } from 'react'"],
    ['the core imports preact', 'src/planted.ts', "import { h } from 'preact'"],
    ['an island takes a detour to another island', 'islands/quick-view/planted.ts', "import { mountTabs } from './../tabs/tabs'"],
    ['an island takes a detour through the core', 'islands/quick-view/planted.ts', "import { mountTabs } from '../../src/../islands/tabs/tabs'"],
    ['the core takes a detour', 'src/planted.ts', "import { settings } from './stores/../settings'"],
  ])('%s', async (_what, file, code) => {
    expect(await failures(file, code)).toEqual([RULE])
  })
})

describe('styles a strict CSP refuses fail', () => {
  it.each([
    ['a <style> made at run time', 'islands/tabs/planted.ts', "document.head.append(document.createElement('style'))"],
    ['a style attribute set', 'islands/tabs/planted.ts', "document.body.setAttribute('style', 'color:red')"],
    ['static styles as cssText', 'lazy/planted.ts', "document.body.style.cssText = 'color:red'"],
    ['a <style> in JSX', 'islands/tabs/planted.tsx', "export const A = () => <style>{'a{}'}</style>"],
    ['a style attribute as a string in JSX', 'islands/tabs/planted.tsx', 'export const A = () => <p style="color:red" />'],
  ])('%s', async (_what, file, code) => {
    expect(await failures(file, code)).toEqual(['no-restricted-syntax'])
  })

  it('a value computed on the spot, through CSSOM, passes', async () => {
    expect(await failures('islands/tabs/planted.ts', "const el = document.body\nel.style.top = `${innerHeight}px`\nel.style.setProperty('z-index', '3')")).toEqual([])
    expect(await failures('test/dom/planted.test.ts', "document.head.append(document.createElement('style'))")).toEqual([])
  })
})

describe('allowed imports pass', () => {
  it.each([
    ['an island imports the core', 'islands/tabs/planted.ts', "import { t } from '../../src/i18n'"],
    ['an island imports its own files', 'islands/tabs/planted.ts', "import { mountTabs } from './tabs'"],
    ['an island\'s subfolder imports the island\'s own files', 'islands/tracking/consent/adapters/planted.ts', "import type { Choice } from '../types'\nimport { startBus } from '../../bus'"],
    ['an island\'s subfolder imports the core', 'islands/tracking/consent/planted.ts', "import { $consent } from '../../../src/stores/consent'"],
    ['the core imports the core', 'src/stores/planted.ts', "import { settings } from '../settings'"],
    ['an entry imports an island', 'entries/planted.ts', "import { mountTabs } from '../islands/tabs/tabs'"],
    ['an entry imports an on-demand bundle’s types', 'entries/planted.ts', "import type { AddToCartBundle } from '../lazy/add-to-cart'"],
    ['an entry imports on-demand types inline', 'entries/planted.ts', "import { type AddToCartBundle } from '../lazy/add-to-cart'"],
    ['an on-demand bundle imports an island', 'lazy/planted.ts', "import { mountTabs } from '../islands/tabs/tabs'"],
    ['the react bundle imports react', 'lazy/react.ts', "import { useState } from 'react'\nimport { createRoot } from 'react-dom/client'"],
    ['the facade imports react', 'src/react.ts', "import { useState } from 'react'"],
    ['a test renders with react', 'test/dom/planted.test.tsx', "import { useState } from 'react'\nimport { mountTabs } from '../../islands/tabs/tabs'"],
  ])('%s', async (_what, file, code) => {
    expect(await failures(file, code)).toEqual([])
  })
})
