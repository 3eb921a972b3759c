/**
 * The header's first-load part (the theme script): Flatsome's page loader lets the page go at once and leaves it
 * 1000 ms later; the header's code comes at the first scroll or when idle, at once on a page opened scrolled, once,
 * and a failed load leaves the page as printed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serverMarkup } from './helpers'

const loadAsset = vi.fn((_name: string) => Promise.resolve(() => {}))
const idle: Array<() => void> = []
vi.mock('../../src/loader', () => ({ loadAsset: (name: string) => loadAsset(name) }))
vi.mock('../../src/idle', () => ({ whenIdle: (fn: () => void) => void idle.push(fn) }))

const { loadHeader } = await import('../../islands/header/load')
/** Spec §9: the page loader removed after 1000 ms. */
const PAGE_LOADER_MS = 1000

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  document.documentElement.className = 'loading-site no-js'
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true })
  serverMarkup('<div id="wrapper"><div class="page-loader fixed fill z-top-3"><div class="page-loader-spin"><div class="loading-spin"></div></div></div><header id="header"></header></div>')
})
afterEach(() => {
  dispatchEvent(new Event('scroll')) // the test's trigger, if it is still waiting, goes (it listens once)
  loadAsset.mockClear()
  idle.length = 0
  document.documentElement.className = ''
})

describe('page loader', () => {
  it('lets the page go at once (the theme’s CSS fades it) and is gone 1000 ms later', () => {
    loadHeader()
    expect(document.documentElement.className).toBe('no-js')
    vi.advanceTimersByTime(PAGE_LOADER_MS - 1)
    expect(document.querySelector('.page-loader')).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(document.querySelector('.page-loader')).toBeNull()
  })

  it('is nothing to wait for on a page without one', () => {
    serverMarkup('<header id="header"></header>')
    loadHeader()
    expect(() => vi.advanceTimersByTime(PAGE_LOADER_MS)).not.toThrow()
  })
})

describe('the header’s code', () => {
  it('comes when the browser is idle', () => {
    loadHeader()
    expect(loadAsset).not.toHaveBeenCalled()
    idle.forEach((fn) => fn())
    expect(loadAsset.mock.calls).toEqual([['header']])
  })

  it('comes at the first scroll, before idle, and is asked for no more by later scrolls', () => {
    loadHeader()
    dispatchEvent(new Event('scroll'))
    dispatchEvent(new Event('scroll'))
    expect(loadAsset.mock.calls).toEqual([['header']])
  })

  it('comes at once on a page opened scrolled', () => {
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true, writable: true })
    loadHeader()
    expect(loadAsset.mock.calls).toEqual([['header']])
  })

  it('that fails to load leaves the page as printed, with no error thrown, and is asked for again at the next trigger', async () => {
    loadAsset.mockImplementationOnce(() => Promise.reject(new Error('offline')))
    loadHeader()
    dispatchEvent(new Event('scroll'))
    await vi.advanceTimersByTimeAsync(0)
    idle.forEach((fn) => fn())
    expect(loadAsset.mock.calls).toEqual([['header'], ['header']])
  })
})
