/**
 * The header's first-load part (the theme script): Flatsome's page loader lets the page go at once; the header's code
 * comes at the first scroll and not when idle (nothing is fetched before), at once on a page opened scrolled or with
 * the page loader (which that code removes 1000 ms after it runs: test/dom/header.test.ts), once, and a failed load
 * leaves the page as printed and is tried again at the next scroll.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serverMarkup } from './helpers'

const loadAsset = vi.fn((_name: string) => Promise.resolve(() => {}))
const idle: Array<() => void> = []
const frames: Array<() => void> = []
vi.mock('../../src/loader', () => ({ loadAsset: (name: string) => loadAsset(name) }))
vi.mock('../../src/idle', () => ({ whenIdle: (fn: () => void) => void idle.push(fn), afterFirstFrame: (fn: () => void) => void frames.push(fn) }))

const { loadHeader } = await import('../../islands/header/load')
const { scrollToNotices } = await import('../../src/scroll')
const PAGE_LOADER = '<div class="page-loader fixed fill z-top-3"><div class="page-loader-spin"><div class="loading-spin"></div></div></div>'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  document.documentElement.className = 'loading-site no-js'
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true })
  serverMarkup('<div id="wrapper"><header id="header"></header></div>')
})
afterEach(async () => {
  dispatchEvent(new Event('scroll')) // the test's trigger, if it is still waiting, goes (it listens until a load succeeds)
  await vi.advanceTimersByTimeAsync(0)
  loadAsset.mockClear()
  idle.length = 0
  frames.length = 0
  document.documentElement.className = ''
  vi.useRealTimers()
})

describe('page loader', () => {
  it('lets the page go at once (the theme’s CSS fades it) and has the header’s code, which removes it, fetched at once', () => {
    serverMarkup(`<div id="wrapper">${PAGE_LOADER}<header id="header"></header></div>`)
    loadHeader()
    expect(document.documentElement.className).toBe('no-js')
    expect(loadAsset.mock.calls).toEqual([['header']])
    // The theme script itself leaves the loader to that code.
    vi.advanceTimersByTime(5000)
    expect(document.querySelector('.page-loader')).not.toBeNull()
  })

  it('is nothing to wait for on a page without one', () => {
    loadHeader()
    expect(document.documentElement.className).toBe('no-js')
    expect(loadAsset).not.toHaveBeenCalled()
  })
})

describe('the header’s code', () => {
  it('is not fetched when the browser is idle, nor by time passing, before any scroll', () => {
    loadHeader()
    idle.forEach((fn) => fn())
    vi.advanceTimersByTime(10_000)
    expect(loadAsset).not.toHaveBeenCalled()
  })

  it('comes at the first scroll, and is asked for no more once it has come', async () => {
    loadHeader()
    dispatchEvent(new Event('scroll'))
    expect(loadAsset.mock.calls).toEqual([['header']])
    await vi.advanceTimersByTimeAsync(0)
    dispatchEvent(new Event('scroll'))
    dispatchEvent(new Event('scroll'))
    expect(loadAsset.mock.calls).toEqual([['header']])
  })

  it("is not brought by the theme's own scroll to a notice short of where the header sticks; past it, or the shopper's next scroll, it is", async () => {
    const page = window as unknown as { scrollY: number }
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      page.scrollY = y
    }) as typeof window.scrollTo)
    serverMarkup('<div id="wrapper"><header id="header"></header><div class="woocommerce-message" role="alert">Lisatud.</div></div>')
    const header = document.getElementById('header')!
    vi.spyOn(header, 'offsetHeight', 'get').mockReturnValue(120)
    const notice = document.querySelector('.woocommerce-message')!
    const at = (top: number) => vi.spyOn(notice, 'getBoundingClientRect').mockReturnValue({ top: top - scrollY } as DOMRect)
    loadHeader()
    // "Added to cart" over the checkout's form: 100 px above it is 100 px down, the header (120 px) sticks past 220.
    at(200)
    await scrollToNotices(notice, 0)
    dispatchEvent(new Event('scroll'))
    expect(loadAsset).not.toHaveBeenCalled()
    // The shopper scrolls on: their scroll brings it.
    page.scrollY = 130
    dispatchEvent(new Event('scroll'))
    expect(loadAsset.mock.calls).toEqual([['header']])

    loadAsset.mockClear()
    page.scrollY = 0
    loadHeader()
    // A notice far down: where the scroll stops the header sticks, so its code comes.
    at(900)
    await scrollToNotices(notice, 0)
    dispatchEvent(new Event('scroll'))
    expect(loadAsset.mock.calls).toEqual([['header']])
    vi.restoreAllMocks()
  })

  it('comes on a page opened scrolled once its first frame is drawn, without asking for the position before', () => {
    let asked = 0
    Object.defineProperty(window, 'scrollY', { get: () => (asked++, 640), configurable: true })
    loadHeader()
    // Asked while the page is set up, the position would make the browser lay it all out inside the script.
    expect([asked, loadAsset.mock.calls]).toEqual([0, []])
    frames.forEach((fn) => fn())
    expect(loadAsset.mock.calls).toEqual([['header']])
  })

  it('is not fetched after the first frame on a page opened at the top', () => {
    loadHeader()
    frames.forEach((fn) => fn())
    expect(loadAsset).not.toHaveBeenCalled()
  })

  it('that fails to load leaves the page as printed, with no error thrown, and is asked for again at the next scroll', async () => {
    loadAsset.mockImplementationOnce(() => Promise.reject(new Error('offline')))
    loadHeader()
    dispatchEvent(new Event('scroll'))
    await vi.advanceTimersByTimeAsync(0)
    expect(document.getElementById('header')!.outerHTML).toBe('<header id="header"></header>')
    dispatchEvent(new Event('scroll'))
    expect(loadAsset.mock.calls).toEqual([['header'], ['header']])
  })
})
