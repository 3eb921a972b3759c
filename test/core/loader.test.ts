/**
 * The on-demand loader in jsdom (which does not run external scripts): the request it makes, once, and what it
 * resolves with; where it finds a file (the settings' `assets`, else the file the build baked in, next to the
 * runtime's own URL) and what it loads first. The browser test loads real on-demand bundles. Stand-in values and
 * names are cast (`as never`): the registry's types are checked in test/types/contracts.ts.
 */
import { describe, expect, it, vi } from 'vitest'
import { loadAsset, loadScript, provide, type BakedAssets } from '../../src/loader'
import { printSettings } from '../dom/helpers'

/** Finishes the script the loader injected: runs `onRun`, then fires load (or error). */
function finishScript(src: string, outcome: 'load' | 'error', onRun?: () => void) {
  const script = Array.from(document.head.querySelectorAll('script')).find((s) => s.src.endsWith(src))
  if (!script) throw new Error(`no script for ${src}`)
  onRun?.()
  script.dispatchEvent(new Event(outcome))
}

/** The src of every script the loader injected so far, in order. */
const injected = () => Array.from(document.head.querySelectorAll('script[src]'), (s) => (s as HTMLScriptElement).src)

/** Waits until the loader has injected `src` (it awaits what the asset needs first). */
const requested = (src: string) => vi.waitFor(() => expect(injected().some((u) => u.endsWith(src))).toBe(true))

const DIST = `${location.origin}/wp-content/plugins/saar/dist/`

/**
 * A loader as the runtime built with `baked` on-demand files runs it: loaded from `runtimeSrc` (none: inlined or a
 * module, where the runtime cannot tell its own URL).
 */
async function builtLoader(baked: BakedAssets, runtimeSrc?: string) {
  const runtime = document.createElement('script')
  if (runtimeSrc) runtime.src = runtimeSrc
  Object.defineProperty(document, 'currentScript', { value: runtimeSrc ? runtime : null, configurable: true })
  ;(globalThis as { __SAAR_ASSETS__?: unknown }).__SAAR_ASSETS__ = baked
  vi.resetModules()
  try {
    return await import('../../src/loader')
  } finally {
    delete (document as { currentScript?: unknown }).currentScript
    delete (globalThis as { __SAAR_ASSETS__?: unknown }).__SAAR_ASSETS__
  }
}

describe('on-demand files the build baked into the runtime', () => {
  // Release 1; the stars and the live search need React.
  const baked: BakedAssets = ['1', 'stars', 'live-search']

  it('are found next to the runtime’s own URL when the settings name none (Saar enqueued by hand)', async () => {
    const loader = await builtLoader(baked, `${DIST}runtime.1.js`)
    const zoom = loader.loadAsset('zoom')
    await requested('zoom.1.js')
    expect(injected()).toEqual([`${DIST}zoom.1.js`])
    finishScript('zoom.1.js', 'load', () => loader.provide('zoom', 'zoomed' as never))
    await expect(zoom).resolves.toBe('zoomed')
  })

  it('load what an island needs first, once however many islands ask: React before the live search and the stars', async () => {
    const loader = await builtLoader(baked, `${DIST}runtime.1.js`)
    const search = loader.loadAsset('live-search')
    const stars = loader.loadAsset('stars')
    await requested('react.1.js')
    // Nothing of an island is requested before React has run.
    await new Promise((r) => setTimeout(r, 20))
    expect(injected()).toEqual([`${DIST}react.1.js`])
    finishScript('react.1.js', 'load', () => loader.provide('react', {} as never))
    await requested('live-search.1.js')
    await requested('stars.1.js')
    finishScript('live-search.1.js', 'load', () => loader.provide('live-search', 'search' as never))
    finishScript('stars.1.js', 'load', () => loader.provide('stars', 'stars' as never))
    await expect(Promise.all([search, stars])).resolves.toEqual(['search', 'stars'])
    expect(injected()).toEqual([`${DIST}react.1.js`, `${DIST}live-search.1.js`, `${DIST}stars.1.js`])
    // React is there now: a later island requests only itself.
    await loader.loadAsset('react')
    expect(injected().filter((u) => u.endsWith('react.1.js'))).toHaveLength(1)
  })

  it('reject the island with a clear Error when what it needs fails to load, and request nothing more', async () => {
    const loader = await builtLoader(baked, `${DIST}runtime.1.js`)
    const stars = loader.loadAsset('stars')
    await requested('react.1.js')
    finishScript('react.1.js', 'error')
    await expect(stars).rejects.toThrow(`Could not load ${DIST}react.1.js`)
    expect(injected().some((u) => u.endsWith('stars.1.js'))).toBe(false)
  })

  it('give way to the settings’ `assets` (the plugin’s URLs, a CDN of the shop)', async () => {
    printSettings({ assets: { zoom: '/cdn/saar/zoom.9.js' } })
    const loader = await builtLoader(baked, `${DIST}runtime.1.js`)
    void loader.loadAsset('zoom')
    await requested('/cdn/saar/zoom.9.js')
    expect(injected()).toEqual([`${location.origin}/cdn/saar/zoom.9.js`])
  })

  it('with neither a setting nor a runtime URL to go by, reject and say once in the console which setting is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const loader = await builtLoader(baked) // the runtime was inlined: no URL of its own
    await expect(loader.loadAsset('stars')).rejects.toThrow('No URL for "stars"')
    await expect(loader.loadAsset('stars')).rejects.toThrow('No URL')
    await expect(loader.loadAsset('nowhere' as never)).rejects.toThrow('No URL for "nowhere"')
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/^\[saar\] .*"stars".*set `assets\.stars` in the settings/),
      expect.stringMatching(/^\[saar\] .*"nowhere".*set `assets\.nowhere` in the settings/),
    ])
    expect(injected()).toEqual([])
  })
})

describe('on-demand loader', () => {
  it('injects a file once however often it is asked for, and resolves with what it provides', async () => {
    printSettings({ assets: { glightbox: '/dist/glightbox.123.js' } })
    const first = loadAsset('glightbox') as unknown as Promise<{ open(): string }>
    const second = loadAsset('glightbox')
    await Promise.resolve()
    expect(document.head.querySelectorAll('script[src$="glightbox.123.js"]')).toHaveLength(1)
    finishScript('glightbox.123.js', 'load', () => provide('glightbox', { open: () => 'opened' } as never))
    expect((await first).open()).toBe('opened')
    expect(await second).toBe(await first)
    // Already provided: no new request.
    await loadAsset('glightbox')
    expect(document.head.querySelectorAll('script[src$="glightbox.123.js"]')).toHaveLength(1)
  })

  it('sets the hash the settings give (the checkout) on the file it injects, so a file whose bytes changed fails like a missing one', async () => {
    printSettings({ assets: { stars: '/dist/stars.9.js', zoom: '/dist/zoom.9.js' }, integrity: { stars: 'sha384-c3RhcnM=' } })
    const stars = loadAsset('stars')
    await requested('stars.9.js')
    const script = document.head.querySelector<HTMLScriptElement>('script[src$="stars.9.js"]')!
    expect(script.getAttribute('integrity')).toBe('sha384-c3RhcnM=')
    expect(script.getAttribute('crossorigin')).toBe('anonymous')
    finishScript('stars.9.js', 'error') // what the browser does when the bytes do not match
    await expect(stars).rejects.toThrow('Could not load /dist/stars.9.js')
    void loadAsset('zoom').catch(() => {})
    await requested('zoom.9.js')
    const unchecked = document.head.querySelector<HTMLScriptElement>('script[src$="zoom.9.js"]')!
    expect([unchecked.getAttribute('integrity'), unchecked.getAttribute('crossorigin')]).toEqual([null, null])
  })

  it('rejects when the file fails to load, and tries again next time', async () => {
    const failing = loadScript('/dist/swiper.1.js')
    finishScript('swiper.1.js', 'error')
    await expect(failing).rejects.toThrow('Could not load /dist/swiper.1.js')
    const retry = loadScript('/dist/swiper.1.js')
    finishScript('swiper.1.js', 'load')
    await expect(retry).resolves.toBeUndefined()
  })

  it('rejects when the file loads but never provides its name, instead of waiting forever', async () => {
    printSettings({ assets: { stars: '/dist/stars.old.js' } })
    const asking = loadAsset('stars')
    const again = loadAsset('stars')
    await Promise.resolve()
    finishScript('stars.old.js', 'load', () => provide('something-else' as never, 1 as never))
    await expect(asking).rejects.toThrow('/dist/stars.old.js did not provide "stars"')
    await expect(again).rejects.toThrow('did not provide')
  })

  it('accepts a provide made in a microtask right after the load event', async () => {
    printSettings({ assets: { comments: '/dist/comments.1.js' } })
    const asking = loadAsset('comments')
    await Promise.resolve()
    finishScript('comments.1.js', 'load')
    queueMicrotask(() => provide('comments', 'mounted' as never))
    await expect(asking).resolves.toBe('mounted')
  })

  it('rejects an asset the settings do not name', async () => {
    printSettings({ assets: {} })
    await expect(loadAsset('zxcvbn-missing' as never)).rejects.toThrow('No URL')
  })

  it('refuses an on-demand file that is no http(s) address or lives on another origin, and injects nothing', async () => {
    printSettings({ assets: { a: 'javascript:alert(1)//x.js', b: 'https://evil.example/dist/glightbox.js', c: '//evil.example/x.js', d: 'data:text/javascript,alert(1)' } })
    for (const name of ['a', 'b', 'c', 'd']) await expect(loadAsset(name as never)).rejects.toThrow('Refused to load')
    expect(document.querySelectorAll('script[src*="evil"], script[src^="javascript"], script[src^="data"]')).toHaveLength(0)
  })

  it('loads on-demand files from the origin the runtime itself came from (the shop’s CDN), and from nowhere else', async () => {
    const runtime = document.createElement('script')
    runtime.src = 'https://cdn.example/wp-content/plugins/saar/dist/runtime.1.js'
    Object.defineProperty(document, 'currentScript', { value: runtime, configurable: true })
    vi.resetModules()
    const fresh = await import('../../src/loader')
    delete (document as { currentScript?: unknown }).currentScript
    const fromCdn = fresh.loadScript('https://cdn.example/wp-content/plugins/saar/dist/swiper.2.js')
    finishScript('swiper.2.js', 'load')
    await expect(fromCdn).resolves.toBeUndefined()
    await expect(fresh.loadScript('https://other.example/swiper.2.js')).rejects.toThrow('Refused to load')
  })

  it('is never asked for a file the page did not need', () => {
    const append = vi.spyOn(document.head, 'appendChild')
    printSettings({ assets: { zxcvbn: '/dist/zxcvbn.js' } })
    expect(append).toHaveBeenCalledTimes(1) // only the settings element
  })
})
