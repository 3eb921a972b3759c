/**
 * Saar's `flatsome` script (entries/flatsome.ts): `window.Flatsome` as flatsome.js gives it to the scripts that
 * depend on `flatsome-js`, for a shop where the plugin replaced flatsome.js. Run as the page runs it: imported
 * fresh, once per test.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import type { FlatsomeRegistry } from '../../src/flatsome'

interface Shim extends FlatsomeRegistry {
  behavior(name: string, definition: { attach?(c: unknown): unknown; detach?(c: unknown): unknown }): void
  detach(nameOrContext?: unknown, context?: unknown): unknown
  plugin(name: string, Plugin: new (el: Element, options: Record<string, unknown>) => Record<string, (...a: unknown[]) => unknown>, defaults?: object): void
  cookie(name: string, value?: string | false, days?: number): string | null | undefined
}

const w = window as unknown as { Flatsome?: Shim; jQuery?: unknown }

async function loadShim(): Promise<Shim> {
  vi.resetModules()
  await import('../../entries/flatsome')
  return w.Flatsome!
}

afterEach(() => {
  delete w.Flatsome
  delete w.jQuery
  document.cookie = 'flatsome_cookie_notice=; max-age=-1; path=/'
})

describe('window.Flatsome where flatsome.js is replaced', () => {
  it('keeps behaviours by name and attaches them all to the document once the DOM is ready, then to what it is given', async () => {
    // The page is still parsing: the scripts that depend on flatsome-js register their behaviours after it.
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    const flatsome = await loadShim().finally(() => delete (document as { readyState?: unknown }).readyState)
    expect(flatsome.saar).toBe(true)
    const seen: Array<[string, unknown]> = []
    flatsome.behavior('lazy-load-images', { attach: (c) => seen.push(['lazy', c]), detach: (c) => seen.push(['lazy-off', c]) })
    flatsome.behavior('wishlist', { attach: (c) => seen.push(['wishlist', c]) })
    expect(seen).toEqual([])
    document.dispatchEvent(new Event('DOMContentLoaded'))
    expect(seen).toEqual([['lazy', document], ['wishlist', document]])
    const box = document.createElement('div')
    flatsome.attach('wishlist', box)
    flatsome.attach('wishlist') // a name without a context: the document (flatsome.js passed the string itself)
    flatsome.attach('no-such-behaviour', box)
    flatsome.detach(box)
    expect(seen.slice(2)).toEqual([['wishlist', box], ['wishlist', document], ['lazy-off', box]])
  })

  it('runs every behaviour even when one throws, and says which one failed', async () => {
    const flatsome = await loadShim()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const ran: string[] = []
    flatsome.behavior('broken', { attach: () => { throw new Error('bug') } })
    flatsome.behavior('fine', { attach: () => ran.push('fine') })
    flatsome.attach(document)
    expect(ran).toEqual(['fine'])
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"broken"'), expect.any(Error))
    error.mockRestore()
  })

  it('makes jQuery plugins as flatsome.js does: one instance per element, methods by name, a clear error for a wrong one', async () => {
    w.jQuery = $
    const flatsome = await loadShim()
    const made: Element[] = []
    class Counter {
      count: number
      constructor(el: Element, options: Record<string, unknown>) {
        made.push(el)
        this.count = options.start as number
      }
      add = (n: unknown) => (this.count += n as number)
      destroy = () => undefined
    }
    flatsome.plugin('counter', Counter as never, { start: 5 })
    document.body.innerHTML = '<b></b><i></i>'
    const els = $('b, i') as unknown as { counter(...a: unknown[]): unknown }
    els.counter()
    els.counter({ start: 1 })
    expect(made).toHaveLength(2)
    expect(($('b') as unknown as { counter(...a: unknown[]): unknown }).counter('add', 2)).toBe(7)
    expect(() => els.counter('nope')).toThrow('Method nope does not exist on jQuery.counter')
    ;($('b') as unknown as { counter(...a: unknown[]): unknown }).counter('destroy')
    expect($('b').data('plugin_counter')).toBeUndefined()
  })

  it('without jQuery, plugin() says so instead of failing obscurely', async () => {
    const flatsome = await loadShim()
    expect(() => flatsome.plugin('x', class {} as never)).toThrow('Flatsome.plugin("x") needs jQuery')
  })

  it('reads, sets and removes cookies as flatsome.js (the cookie notice’s)', async () => {
    const flatsome = await loadShim()
    expect(flatsome.cookie('flatsome_cookie_notice')).toBeNull()
    flatsome.cookie('flatsome_cookie_notice', '2', 365)
    expect(flatsome.cookie('flatsome_cookie_notice')).toBe('2')
    flatsome.cookie('flatsome_cookie_notice', false)
    expect(flatsome.cookie('flatsome_cookie_notice')).toBeNull()
  })

  it('leaves flatsome.js’s own registry alone where it is on the page', async () => {
    const stock = { behaviors: {}, attach: vi.fn() } as unknown as Shim
    w.Flatsome = stock
    vi.resetModules()
    await import('../../entries/flatsome')
    expect(w.Flatsome).toBe(stock)
    expect(stock.attach).not.toHaveBeenCalled()
  })
})
