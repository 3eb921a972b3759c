/**
 * The build's rules, on real builds of small entries: feature scripts take stores and the shared core from the
 * runtime, and React from the on-demand react bundle; stateless helpers are bundled; the runtime exposes one
 * `window.saar` and carries no React; a feature script that imports React, or any script that imports a React name
 * the react bundle does not share, fails the build.
 */
import { describe, expect, it } from 'vitest'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import vm from 'node:vm'
import { buildScript, checkSharedNames, runtimeGlobals, sharedCoreModules, sharedNames } from '../../scripts/build'
import { buildStyleSheets } from '../../scripts/style-sheets'

const root = path.resolve(import.meta.dirname, '../..')

describe('build', () => {
  it('shares exactly the modules src/index.ts re-exports', async () => {
    const shared = [...(await sharedCoreModules())].map((m) => path.relative(root, m)).sort()
    expect(shared).toContain('src/stores/cart')
    expect(shared).toContain('src/ajax')
    expect(shared).not.toContain('src/messages')
  })

  it('maps feature imports of the shared core to window.saar, bundling the rest', async () => {
    const theme = await buildScript('theme', path.join(root, 'entries/theme.ts'), 'feature')
    // The IIFE's arguments are the runtime's globals, and nothing else from outside.
    const args = theme.code.trim().match(/\}\)\(([^()]*)\);?$/)?.[1]?.split(',') ?? []
    expect(args).toContain('saar.core')
    expect(args.every((a) => a.startsWith('saar.') || a === '{}')).toBe(true)
    expect(theme.code).not.toMatch(/^var /)
    // The Estonian text it uses is bundled; strings of other features (and of its own on-demand parts) are not.
    expect(theme.code).toContain('Suurenda kogust')
    expect(theme.code).not.toContain('Palun vali hinnang')
    expect(theme.code).not.toContain('Näita parooli')
    expect(Object.values(runtimeGlobals).every((g) => g.startsWith('saar.'))).toBe(true)
  })

  it("starts the first-load scripts that set a page up with V8's compile hint, their source maps a line lower; not the smallest triggers, nor an on-demand bundle", async () => {
    const [theme, search, menus] = await Promise.all([
      buildScript('theme', path.join(root, 'entries/theme.ts'), 'feature'),
      buildScript('search', path.join(root, 'entries/search.ts'), 'feature'),
      buildScript('menus', path.join(root, 'lazy/menus.ts'), 'lazy'),
    ])
    expect(theme.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    // The hint's line maps to nothing; the code's mappings begin on the next.
    const mappings = (JSON.parse(theme.map) as { mappings: string }).mappings
    expect([mappings[0], mappings[1]]).toEqual([';', mappings[1] === ';' ? 'a segment' : mappings[1]])
    expect(theme.code.split('\n')).toHaveLength(mappings.split(';').length)
    expect(search.code).not.toContain('allFunctionsCalledOnLoad')
    expect(menus.code).not.toContain('allFunctionsCalledOnLoad')
  })

  it('builds a runtime that defines window.saar once and keeps the first copy, without React until the react bundle runs', async () => {
    const [runtime, react] = await Promise.all([
      buildScript('runtime', path.join(root, 'entries/runtime.ts'), 'runtime', ['0123456789', 'stars']),
      buildScript('react', path.join(root, 'lazy/react.ts'), 'react'),
    ])
    const window: Record<string, unknown> = vm.createContext({ document: {}, console })
    window.window = window
    vm.runInContext(runtime.code, window)
    type Saar = { core: { settings: unknown }; React?: { useState: unknown }; ReactDOMClient?: { createRoot: unknown }; nanostores: { map: unknown } }
    const first = window.saar as Saar
    expect(typeof first.core.settings).toBe('function')
    expect(typeof first.nanostores.map).toBe('function')
    expect(first.React).toBeUndefined()
    expect(runtime.code).not.toMatch(/__preactattr_|\$\$typeof|useState/)
    // The release of the on-demand files it was built with, and which of them need React, are baked in.
    expect(runtime.code).toMatch(/\[`0123456789`,`stars`\]/)
    vm.runInContext(runtime.code, window)
    expect(window.saar).toBe(first)

    vm.runInContext(react.code, window)
    expect(typeof first.React?.useState).toBe('function')
    expect(typeof first.ReactDOMClient?.createRoot).toBe('function')
    const shared = first.React
    vm.runInContext(react.code, window)
    expect(first.React).toBe(shared)
  })

  it('fails a feature script that imports React, naming the file and what to do', async () => {
    await expect(buildScript('island', path.join(import.meta.dirname, 'build-fixtures/react-island.tsx'), 'feature')).rejects.toThrow(
      /build-fixtures\/react-island\.tsx imports React .*loads with the page.*on-demand bundle in lazy\//,
    )
  })

  it('builds a React island as an on-demand bundle that reads React from window.saar and says it needs it', async () => {
    const island = await buildScript('island', path.join(import.meta.dirname, 'build-fixtures/react-island.tsx'), 'lazy')
    expect(island.usesReact).toBe(true)
    expect(island.code).toMatch(/\}\)\([^()]*saar\.React[^()]*\);?\s*$/)
    expect(island.code).not.toMatch(/__preactattr_|\$\$typeof/)
    expect([...(island.imported.get('react') ?? [])]).toEqual(['useState'])
    const plain = await buildScript('zoom', path.join(root, 'lazy/zoom.ts'), 'lazy')
    expect(plain.usesReact).toBe(false)
  })

  it('fails a script that imports a React name the react bundle does not share, naming it', async () => {
    const [runtime, react, island, unshared] = await Promise.all([
      buildScript('runtime', path.join(root, 'entries/runtime.ts'), 'runtime'),
      buildScript('react', path.join(root, 'lazy/react.ts'), 'react'),
      buildScript('island', path.join(import.meta.dirname, 'build-fixtures/react-island.tsx'), 'lazy'),
      buildScript('unshared', path.join(import.meta.dirname, 'build-fixtures/unshared-react.tsx'), 'lazy'),
    ])
    const shared = sharedNames(runtime, react)
    expect(shared.get('react')).toContain('useState')
    expect(shared.get('react/jsx-runtime')).toContain('jsx')
    expect(shared.get('nanostores')).toEqual(new Set(['atom', 'map']))
    expect(() => checkSharedNames([runtime, react, island], shared)).not.toThrow()
    expect(() => checkSharedNames([island, unshared], shared)).toThrow(/unshared imports "useReducer" from 'react'/)
    // Without the react bundle nothing of React is shared.
    expect(() => checkSharedNames([island], sharedNames(runtime, undefined))).toThrow(/island imports "useState" from 'react'/)
  })

  it('builds an island that imports React through the facade (src/react.ts) to read it from window.saar, every name of it shared', async () => {
    const [runtime, react, island] = await Promise.all([
      buildScript('runtime', path.join(root, 'entries/runtime.ts'), 'runtime'),
      buildScript('react', path.join(root, 'lazy/react.ts'), 'react'),
      buildScript('facade', path.join(import.meta.dirname, 'build-fixtures/facade-island.tsx'), 'lazy'),
    ])
    expect(island.usesReact).toBe(true)
    // React's hooks from saar.React, createRoot from saar.ReactDOMClient: no copy of preact in the island.
    expect(island.code).toMatch(/\}\)\([^()]*saar\.React[^()]*\);?\s*$/)
    expect(island.code).toMatch(/saar\.ReactDOMClient/)
    expect(island.code).not.toMatch(/__preactattr_|\$\$typeof|__hooks/)
    expect([...(island.imported.get('react-dom/client') ?? [])]).toEqual(['createRoot'])
    // The facade imports every name the react bundle shares, and no other: the build's own check agrees.
    expect(island.imported.get('react')).toEqual(sharedNames(runtime, react).get('react'))
    expect(() => checkSharedNames([island], sharedNames(runtime, react))).not.toThrow()
  })
})

describe('style sheets', () => {
  /** A throw-away repository with these CSS files (path → text). */
  const repo = (files: Record<string, string>): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'saar-sheets-'))
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), text)
    }
    return dir
  }

  it('collects every .css of src/ and islands/ into the shared sheet, minified, src/ first, then by path', async () => {
    const dir = repo({
      'islands/search/live-search.css': '.b { color: red; }',
      'islands/cart/panel.css': '/* why */\n.a {\n  color: blue;\n}',
      'src/overlay.css': ':root { --z: 1; }',
      'entries/ignored.css': '.ignored { color: red }',
    })
    try {
      expect(await buildStyleSheets(dir, [])).toEqual({ shared: ':root{--z:1}\n.a{color:#00f}\n.b{color:red}', own: {} })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("gives an on-demand bundle its own sheet from lazy/<bundle>.css, packages' CSS imported, and fails a stray one", async () => {
    const { shared, own } = await buildStyleSheets(root, ['address-combobox', 'chat-launcher', 'consent-banner', 'consent-choices', 'glightbox', 'media', 'notification-popup', 'sliders', 'swiper', 'widget-loader', 'zoom'])
    expect(shared).toContain('.stars a:focus-visible{')
    expect(shared).not.toMatch(/\.swiper\{|\.glightbox-container\{/) // the libraries' CSS is not in every page's sheet
    expect(Object.keys(own).sort()).toEqual(['address-combobox', 'chat-launcher', 'consent-banner', 'consent-choices', 'glightbox', 'media', 'notification-popup', 'sliders', 'swiper', 'widget-loader'])
    expect(own.swiper).toMatch(/\.swiper-wrapper\{/)
    expect(own.swiper).toContain('.saar-swiper .swiper-pagination-bullet')
    expect(own.glightbox).toMatch(/\.glightbox-container\{/)
    expect(`${own.swiper}${own.glightbox}`).not.toContain('@import')
    await expect(buildStyleSheets(root, ['chat-launcher', 'consent-banner', 'consent-choices', 'media', 'notification-popup', 'sliders', 'swiper', 'widget-loader'])).rejects.toThrow(/lazy\/(address-combobox|glightbox)\.css is named after no on-demand bundle/)
  })

  it('bakes the own sheet’s file name into its bundle, which links it instead of making a <style>', async () => {
    const swiper = await buildScript('swiper', path.join(root, 'lazy/swiper.ts'), 'lazy', undefined, 'swiper.0123456789.css')
    expect(swiper.code).toContain('swiper.0123456789.css')
    expect(swiper.code).toMatch(/createElement\(`link`\)/)
    expect(swiper.code).not.toMatch(/createElement\(`style`\)/)
  })
})
