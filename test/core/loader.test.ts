/**
 * The on-demand loader in jsdom (which does not run external scripts): the request it makes, once, and what it
 * resolves with. The browser test loads a real on-demand bundle.
 */
import { describe, expect, it, vi } from 'vitest'
import { loadAsset, loadScript, provide } from '../../src/loader'
import { printSettings } from '../dom/helpers'

/** Finishes the script the loader injected: runs `onRun`, then fires load (or error). */
function finishScript(src: string, outcome: 'load' | 'error', onRun?: () => void) {
  const script = Array.from(document.head.querySelectorAll('script')).find((s) => s.src.endsWith(src))
  if (!script) throw new Error(`no script for ${src}`)
  onRun?.()
  script.dispatchEvent(new Event(outcome))
}

describe('on-demand loader', () => {
  it('injects a file once however often it is asked for, and resolves with what it provides', async () => {
    printSettings({ assets: { glightbox: '/dist/glightbox.123.js' } })
    const first = loadAsset<{ open(): string }>('glightbox')
    const second = loadAsset<{ open(): string }>('glightbox')
    await Promise.resolve()
    expect(document.head.querySelectorAll('script[src$="glightbox.123.js"]')).toHaveLength(1)
    finishScript('glightbox.123.js', 'load', () => provide('glightbox', { open: () => 'opened' }))
    expect((await first).open()).toBe('opened')
    expect(await second).toBe(await first)
    // Already provided: no new request.
    await loadAsset('glightbox')
    expect(document.head.querySelectorAll('script[src$="glightbox.123.js"]')).toHaveLength(1)
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
    finishScript('stars.old.js', 'load', () => provide('something-else', 1))
    await expect(asking).rejects.toThrow('/dist/stars.old.js did not provide "stars"')
    await expect(again).rejects.toThrow('did not provide')
  })

  it('accepts a provide made in a microtask right after the load event', async () => {
    printSettings({ assets: { comments: '/dist/comments.1.js' } })
    const asking = loadAsset<string>('comments')
    await Promise.resolve()
    finishScript('comments.1.js', 'load')
    queueMicrotask(() => provide('comments', 'mounted'))
    await expect(asking).resolves.toBe('mounted')
  })

  it('rejects an asset the settings do not name', async () => {
    printSettings({ assets: {} })
    await expect(loadAsset('zxcvbn-missing')).rejects.toThrow('No URL')
  })

  it('refuses an on-demand file that is no http(s) address or lives on another origin, and injects nothing', async () => {
    printSettings({ assets: { a: 'javascript:alert(1)//x.js', b: 'https://evil.example/dist/glightbox.js', c: '//evil.example/x.js', d: 'data:text/javascript,alert(1)' } })
    for (const name of ['a', 'b', 'c', 'd']) await expect(loadAsset(name)).rejects.toThrow('Refused to load')
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
