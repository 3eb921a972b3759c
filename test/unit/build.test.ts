/**
 * The build's rules, on real builds of small entries: feature scripts take React, stores and the shared core from
 * the runtime; stateless helpers are bundled; the runtime exposes one `window.saar`.
 */
import { describe, expect, it } from 'vitest'
import path from 'node:path'
import vm from 'node:vm'
import { buildScript, runtimeGlobals, sharedCoreModules } from '../../scripts/build'

const root = path.resolve(import.meta.dirname, '../..')

describe('build', () => {
  it('shares exactly the modules src/index.ts re-exports', async () => {
    const shared = [...(await sharedCoreModules())].map((m) => path.relative(root, m)).sort()
    expect(shared).toContain('src/stores/cart')
    expect(shared).toContain('src/ajax')
    expect(shared).not.toContain('src/messages')
  })

  it('maps feature imports of the shared core and React to window.saar, bundling the rest', async () => {
    const theme = await buildScript('theme', path.join(root, 'entries/theme.ts'), 'feature')
    // The IIFE's arguments are the runtime's globals, and nothing else from outside.
    const args = theme.code.trim().match(/\}\)\(([^()]*)\);?$/)?.[1]?.split(',') ?? []
    expect(args).toContain('saar.core')
    expect(args.every((a) => a.startsWith('saar.') || a === '{}')).toBe(true)
    expect(theme.code).not.toMatch(/^var /)
    // The Estonian text it uses is bundled; strings of other features are not.
    expect(theme.code).toContain('Näita parooli')
    expect(theme.code).not.toContain('Palun vali hinnang')
    expect(Object.values(runtimeGlobals).every((g) => g.startsWith('saar.'))).toBe(true)
  })

  it('builds a runtime that defines window.saar once and keeps the first copy', async () => {
    const runtime = await buildScript('runtime', path.join(root, 'entries/runtime.ts'), 'runtime')
    const window: Record<string, unknown> = {}
    const context = vm.createContext({ window, globalThis: window, document: {}, console })
    vm.runInContext(runtime.code, context)
    const first = window.saar as { core: { settings: unknown }; React: { useState: unknown }; nanostores: { map: unknown } }
    expect(typeof first.core.settings).toBe('function')
    expect(typeof first.React.useState).toBe('function')
    expect(typeof first.nanostores.map).toBe('function')
    vm.runInContext(runtime.code, context)
    expect(window.saar).toBe(first)
  })
})
