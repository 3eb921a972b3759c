/**
 * Flatsome's sticky header and back-to-top on its markup (the stand-in's top bar and back-to-top parts, Flatsome's
 * header shell): the states a shopper sees while scrolling in both modes, the space kept, the event other scripts
 * hear, the sticky height for CSS and scripts, scrolls ignored under a lock, the cart after an add, the stand-down
 * beside flatsome.js; back-to-top by keyboard; the page loader. A DOM has no layout: each element's height is what
 * Flatsome's CSS would give it (the top bar 30 px and hidden when stuck, the main row 90 px, 70 px when stuck).
 */
import $ from 'jquery'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { printSettings, serverMarkup } from './helpers'
import { backToTop, topBar } from '../../php-stub/shop/parts/sticky-header'
import { HIDE_ON_SCROLL_QUIET_MS, HIDING, mountStickyHeader, STICKY_HEIGHT_PROPERTY } from '../../islands/header/sticky-header'
import { mountBackToTop } from '../../islands/header/back-to-top'
import { layerStack } from '../../src/layer-stack'
import { emit } from '../../src/events'
import { NOTICE_SCROLL_OFFSET, scrollTargetFor } from '../../src/scroll'

const TOP = 30
const MAIN = 90
const STUCK_MAIN = 70

/** Flatsome's header: `#header` > `.header-wrapper` with the top bar (hides when stuck) and the main row with the cart dropdown. */
const headerMarkup = (classes = 'header has-sticky sticky-jump') =>
  `<header id="header" class="${classes}"><div class="header-wrapper">${topBar().value}<div id="masthead" class="header-main"><ul class="nav"><li class="cart-item has-icon has-dropdown"><a href="/ostukorv/" class="header-cart-link">Ostukorv</a><ul class="nav-dropdown"></ul></li></ul></div></div></header><main id="main"><p>Sisu</p></main><footer>${backToTop().value}</footer>`

const header = () => document.getElementById('header')!
const wrapper = () => document.querySelector<HTMLElement>('.header-wrapper')!
const stuck = () => wrapper().classList.contains('stuck')
const hiding = () => header().classList.contains(HIDING)

/** The heights Flatsome's CSS gives: rows, the wrapper (their sum) and `#header` (its inline height, else the wrapper's). */
function layout(heights: { top?: number; main?: number; stuckMain?: number } = {}): void {
  const { top = TOP, main = MAIN, stuckMain = STUCK_MAIN } = heights
  const sizes = (el: Element): number => {
    const isStuck = !!el.closest('.stuck')
    if (el.matches('.header-top')) return isStuck ? 0 : top
    if (el.matches('.header-main')) return isStuck ? stuckMain : main
    if (el.matches('.header-wrapper')) return [...el.children].reduce((sum, row) => sum + sizes(row), 0)
    if (el.matches('#header')) return parseFloat((el as HTMLElement).style.height) || sizes(el.querySelector('.header-wrapper')!)
    if (el.matches('#wpadminbar')) return 32
    return 0
  }
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return { height: sizes(this), width: 1280, top: 0, left: 0, right: 1280, bottom: sizes(this), x: 0, y: 0, toJSON: () => ({}) } as DOMRect
  })
}

/** The window scrolled to `y`, as the browser reports it: `scrollY`, a `scroll` event, the next frame. */
function scrollToY(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true })
  dispatchEvent(new Event('scroll'))
  vi.advanceTimersToNextFrame()
}

const stops: Array<() => void> = []
const mount = (classes?: string) => {
  serverMarkup(headerMarkup(classes))
  stops.push(mountStickyHeader(header()))
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true })
  ;(window as unknown as { flatsomeVars?: unknown }).flatsomeVars = { sticky_height: '70', stickyHeaderHeight: '0', scrollPaddingTop: '0' }
  layout()
})
afterEach(() => {
  stops.splice(0).forEach((stop) => stop())
  layerStack.length = 0
  document.documentElement.removeAttribute('style')
  document.body.className = ''
  delete (window as unknown as { flatsomeVars?: unknown }).flatsomeVars
})

describe('sticky header', () => {
  it('sticks only past the header and 100 px more, keeps its space, and lets go only above the top bar', () => {
    mount()
    expect(stuck()).toBe(false)
    scrollToY(TOP + MAIN + 100) // 220: not past it yet
    expect(stuck()).toBe(false)
    expect(header().style.height).toBe('')
    scrollToY(221)
    expect(stuck()).toBe(true)
    expect(wrapper().classList.contains('ux-no-animation')).toBe(false) // it slides in, as the theme's CSS animates it
    expect(header().style.height).toBe(`${TOP + MAIN}px`) // the page below does not move up
    scrollToY(TOP + 1) // 31: Flatsome's hysteresis keeps it
    expect(stuck()).toBe(true)
    scrollToY(TOP)
    expect(stuck()).toBe(false)
    expect(header().style.height).toBe('')
    scrollToY(0)
    expect(stuck()).toBe(false)
  })

  it("fires flatsome-header-sticky on the document before .stuck goes on, through jQuery where the page has it", () => {
    mount()
    const seen: boolean[] = []
    document.addEventListener('flatsome-header-sticky', () => seen.push(stuck()))
    scrollToY(400)
    expect(seen).toEqual([false])
    scrollToY(0)
    scrollToY(400)
    expect(seen).toEqual([false, false])
    stops.splice(0).forEach((stop) => stop())

    ;(globalThis as { jQuery?: unknown }).jQuery = $
    const heard: boolean[] = []
    $(document).on('flatsome-header-sticky', () => void heard.push(stuck()))
    scrollToY(0)
    mount()
    scrollToY(400)
    expect(heard).toEqual([false])
    $(document).off('flatsome-header-sticky')
  })

  it('with the top bar kept when stuck, lets go only at the very top', () => {
    serverMarkup(headerMarkup().replace('header-top hide-for-sticky', 'header-top'))
    stops.push(mountStickyHeader(header()))
    scrollToY(300)
    expect(stuck()).toBe(true)
    scrollToY(1)
    expect(stuck()).toBe(true)
    scrollToY(0)
    expect(stuck()).toBe(false)
  })

  it('sticky-shrink sticks past the rows that hide and lets go above them', () => {
    mount('header has-sticky sticky-shrink')
    scrollToY(TOP)
    expect(stuck()).toBe(false)
    scrollToY(TOP + 1)
    expect(stuck()).toBe(true)
    scrollToY(TOP + 1)
    expect(stuck()).toBe(true)
    scrollToY(TOP)
    expect(stuck()).toBe(false)
  })

  it('takes the state of a page opened scrolled at once, without the slide-in', () => {
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true, writable: true })
    mount()
    expect(stuck()).toBe(true)
    expect(wrapper().classList.contains('ux-no-animation')).toBe(true)
    scrollToY(0)
    expect(wrapper().className).toBe('header-wrapper')
  })

  it('swaps the transparent and dark-nav looks while stuck', () => {
    serverMarkup(headerMarkup('header has-sticky sticky-jump has-transparent transparent').replace('header-top hide-for-sticky nav-dark', 'header-top hide-for-sticky toggle-nav-dark nav-dark'))
    stops.push(mountStickyHeader(header()))
    scrollToY(400)
    expect(header().classList.contains('transparent')).toBe(false)
    expect(document.getElementById('top-bar')!.classList.contains('nav-dark')).toBe(false)
    scrollToY(0)
    expect(header().classList.contains('transparent')).toBe(true)
    expect(document.getElementById('top-bar')!.classList.contains('nav-dark')).toBe(true)
  })

  it('measures again when the width changes: a smaller header sticks sooner, and a stuck one keeps the new space', () => {
    mount()
    scrollToY(400)
    expect(header().style.height).toBe('120px')
    layout({ top: 0, main: 60, stuckMain: 60 }) // a phone's header: no top bar, a shorter main row
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true })
    dispatchEvent(new Event('resize'))
    dispatchEvent(new Event('resize'))
    vi.advanceTimersToNextFrame()
    expect(stuck()).toBe(true)
    expect(wrapper().classList.contains('ux-no-animation')).toBe(true) // already in place: no second slide-in
    expect(header().style.height).toBe('60px')
    scrollToY(0)
    scrollToY(161)
    expect(stuck()).toBe(true)
    // A height change alone (a phone's address bar) measures nothing.
    scrollToY(0)
    layout()
    dispatchEvent(new Event('resize'))
    vi.advanceTimersToNextFrame()
    scrollToY(161)
    expect(stuck()).toBe(true)
    Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true })
  })

  it('ignores scrolls while a layer or Flatsome’s scroll lock holds the page', () => {
    mount()
    scrollToY(400)
    layerStack.push({ dialog: document.body, z: 1010, open: true })
    scrollToY(0)
    expect(stuck()).toBe(true)
    layerStack.length = 0
    document.body.classList.add('body-scroll-lock--active')
    scrollToY(0)
    expect(stuck()).toBe(true)
    document.body.classList.remove('body-scroll-lock--active')
    scrollToY(0)
    expect(stuck()).toBe(false)
  })

  it('gives the stuck wrapper the padding a layer’s lock gives the page for its scrollbar', async () => {
    mount()
    scrollToY(400)
    layerStack.push({ dialog: document.body, z: 1010, open: true })
    document.documentElement.style.paddingRight = '15px'
    await vi.advanceTimersByTimeAsync(0) // the observer's microtask
    expect(wrapper().style.paddingRight).toBe('15px')
    layerStack.length = 0
    document.documentElement.style.paddingRight = ''
    await vi.advanceTimersByTimeAsync(0)
    expect(wrapper().style.paddingRight).toBe('')
  })
})

describe('hide-on-scroll', () => {
  const mountHiding = () => mount('header has-sticky sticky-jump sticky-hide-on-scroll')

  it('hides on the way down at once, un-sticks after 100 ms of quiet; shows on the way up, sticks after 100 ms', () => {
    mountHiding()
    scrollToY(300)
    expect(hiding()).toBe(true)
    expect(stuck()).toBe(false)
    scrollToY(600)
    vi.advanceTimersByTime(HIDE_ON_SCROLL_QUIET_MS)
    expect(stuck()).toBe(false)
    scrollToY(500) // up, past the header: shown at once, stuck once the scrolling pauses
    expect(hiding()).toBe(false)
    expect(stuck()).toBe(false)
    vi.advanceTimersByTime(HIDE_ON_SCROLL_QUIET_MS / 2)
    expect(stuck()).toBe(false)
    scrollToY(450) // still scrolling (the frame of this scroll is 16 ms more): the wait starts again
    vi.advanceTimersByTime(HIDE_ON_SCROLL_QUIET_MS - 1)
    expect(stuck()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(stuck()).toBe(true)
    expect(header().style.height).toBe('120px')
    scrollToY(470) // down again
    expect(hiding()).toBe(true)
    expect(stuck()).toBe(true)
    vi.advanceTimersByTime(HIDE_ON_SCROLL_QUIET_MS)
    expect(stuck()).toBe(false)
    expect(header().style.height).toBe('')
  })

  it('is normal at the top, the hiding class gone too', () => {
    mountHiding()
    scrollToY(300)
    scrollToY(250)
    vi.advanceTimersByTime(HIDE_ON_SCROLL_QUIET_MS)
    expect(stuck()).toBe(true)
    scrollToY(10)
    expect(hiding()).toBe(false)
    expect(stuck()).toBe(false)
  })

  it('brings a hidden header back after an add, so the cart dropdown Saar opens is seen, with its space and the event', () => {
    printSettings({ features: { theme: { cartStyle: 'dropdown' } } })
    mountHiding()
    const events: boolean[] = []
    document.addEventListener('flatsome-header-sticky', () => events.push(stuck()))
    scrollToY(600)
    vi.advanceTimersByTime(HIDE_ON_SCROLL_QUIET_MS)
    expect([hiding(), stuck()]).toEqual([true, false])
    emit(document.body, 'added_to_cart', {}, 'hash', document.body)
    expect([hiding(), stuck()]).toEqual([false, true])
    expect(header().style.height).toBe('120px')
    expect(events).toEqual([false])
    vi.advanceTimersByTime(HIDE_ON_SCROLL_QUIET_MS) // no hide still pending
    expect(stuck()).toBe(true)
  })

  it('leaves the header hidden after an add when the cart opens off-canvas (no dropdown to show)', () => {
    printSettings({ features: { theme: { cartStyle: 'off-canvas' } } })
    mountHiding()
    scrollToY(600)
    vi.advanceTimersByTime(HIDE_ON_SCROLL_QUIET_MS)
    emit(document.body, 'added_to_cart', {}, 'hash', document.body)
    expect([hiding(), stuck()]).toEqual([true, false])
  })
})

describe('sticky height', () => {
  const vars = () => (window as unknown as { flatsomeVars: Record<string, unknown> }).flatsomeVars

  it('is estimated before the first stick from the rows that stay, the main one at the theme’s sticky height, for CSS and as numbers', () => {
    layout({ stuckMain: 64 })
    mount()
    expect(document.documentElement.style.getPropertyValue(STICKY_HEIGHT_PROPERTY)).toBe('70px')
    expect(vars()).toMatchObject({ stickyHeaderHeight: 70, scrollPaddingTop: 70 })
  })

  it('counts WordPress’s admin bar in the scroll padding, and not in the theme’s sticky height (printed with 30 px for it)', () => {
    document.body.className = 'admin-bar'
    vars().sticky_height = '100'
    serverMarkup(`<div id="wpadminbar"></div>${headerMarkup()}`)
    stops.push(mountStickyHeader(header()))
    expect(vars()).toMatchObject({ stickyHeaderHeight: 70, scrollPaddingTop: 102 })
  })

  it('is the real stuck height once the header has been stuck', () => {
    let observed: ResizeObserverCallback | undefined
    vi.stubGlobal('ResizeObserver', class {
      constructor(callback: ResizeObserverCallback) {
        observed = callback
      }
      observe() {}
      disconnect() {}
    })
    layout({ stuckMain: 64 })
    mount()
    scrollToY(400)
    observed!([], {} as ResizeObserver)
    expect(document.documentElement.style.getPropertyValue(STICKY_HEIGHT_PROPERTY)).toBe('64px')
    expect(vars()).toMatchObject({ stickyHeaderHeight: 64, scrollPaddingTop: 64 })
    scrollToY(0)
    observed!([], {} as ResizeObserver)
    expect(vars().stickyHeaderHeight).toBe(64)
    vi.unstubAllGlobals()
  })

  it('is left alone without flatsomeVars, in CSS only; a header without its wrapper is not touched', () => {
    delete (window as unknown as { flatsomeVars?: unknown }).flatsomeVars
    mount()
    expect(document.documentElement.style.getPropertyValue(STICKY_HEIGHT_PROPERTY)).toBe(`${MAIN}px`) // no theme sticky height: the rows as they are
    serverMarkup('<header id="header" class="header has-sticky"></header>')
    expect(() => stops.push(mountStickyHeader(header()))).not.toThrow()
  })
})

describe('back-to-top', () => {
  const link = () => document.getElementById('top-link')!

  beforeEach(() => {
    serverMarkup(headerMarkup())
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true })
  })

  it('is out of the tab order and hidden from screen readers until the page is scrolled a window’s height', () => {
    stops.push(mountBackToTop(link()))
    expect(link().classList.contains('active')).toBe(false)
    expect(link().tabIndex).toBe(-1)
    expect(link().getAttribute('aria-hidden')).toBe('true')
    scrollToY(799)
    expect(link().classList.contains('active')).toBe(false)
    scrollToY(800)
    expect(link().classList.contains('active')).toBe(true)
    expect(link().hasAttribute('tabindex')).toBe(false)
    expect(link().hasAttribute('aria-hidden')).toBe(false)
    scrollToY(100)
    expect(link().classList.contains('active')).toBe(false)
  })

  it('scrolls to the top smoothly (at once under reduced motion) and puts focus on the header, focusable only for that', () => {
    const scrolls: ScrollToOptions[] = []
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => void scrolls.push(options)) as typeof window.scrollTo)
    stops.push(mountBackToTop(link()))
    scrollToY(2000)
    link().focus()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link().dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(scrolls).toEqual([{ top: 0, behavior: 'smooth' }])
    expect(document.activeElement).toBe(header())
    expect(header().tabIndex).toBe(-1)
    link().focus()
    expect(header().hasAttribute('tabindex')).toBe(false)

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList)
    link().click()
    expect(scrolls[1]).toEqual({ top: 0, behavior: 'instant' })
    vi.unstubAllGlobals()
  })
})

describe('Saar’s own scrolling', () => {
  it('puts a notice WooCommerce’s 100 px down, or right below a taller sticky header (the root’s scroll padding)', () => {
    serverMarkup('<div class="woocommerce-error" role="alert">Viga</div>')
    const notice = document.querySelector('.woocommerce-error')!
    vi.spyOn(notice, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect)
    const padding = (value: string) => vi.spyOn(window, 'getComputedStyle').mockReturnValue({ scrollPaddingTop: value } as CSSStyleDeclaration)
    padding('0px')
    expect(scrollTargetFor(notice)).toBe(900 - NOTICE_SCROLL_OFFSET)
    padding('70px') // Flatsome's usual sticky header: WooCommerce's 100 px clears it
    expect(scrollTargetFor(notice)).toBe(800)
    padding('132px') // a sticky header with its bottom row
    expect(scrollTargetFor(notice)).toBe(900 - 132)
    padding('auto') // no sticky height known
    expect(scrollTargetFor(notice)).toBe(800)
  })
})

describe('page loader', () => {
  it('is removed 1000 ms after the header’s code runs (spec §9), beside flatsome.js too, and a page without one is left as it is', async () => {
    const { startHeader } = await import('../../islands/header/header')
    const { PAGE_LOADER_MS } = await import('../../islands/header/page-loader')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      serverMarkup(`<div class="page-loader fixed fill z-top-3"><div class="loading-spin"></div></div>${headerMarkup()}`)
      startHeader()
      vi.advanceTimersByTime(PAGE_LOADER_MS - 1)
      expect(document.querySelector('.page-loader')).not.toBeNull()
      vi.advanceTimersByTime(1)
      expect(document.querySelector('.page-loader')).toBeNull()
      expect(document.getElementById('header')).not.toBeNull()
      serverMarkup(headerMarkup())
      startHeader()
      expect(() => vi.advanceTimersByTime(PAGE_LOADER_MS)).not.toThrow()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('stand-down', () => {
  it('leaves the header, back-to-top and loader spinners to flatsome.js, not to Saar’s own window.Flatsome', async () => {
    const { startHeader } = await import('../../islands/header/header')
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    serverMarkup(`${headerMarkup()}<div class="banner"><div class="loading-spin"></div></div>`)
    ;(window as unknown as { Flatsome?: unknown }).Flatsome = { behaviors: {} }
    startHeader()
    expect(document.querySelector('.banner .loading-spin')).not.toBeNull()
    expect(document.getElementById('top-link')!.hasAttribute('aria-hidden')).toBe(false)
    expect(info).toHaveBeenCalledWith('Saar: header left to Flatsome (flatsome.js)')

    ;(window as unknown as { Flatsome?: unknown }).Flatsome = { behaviors: {}, saar: true }
    startHeader()
    expect(document.querySelector('.banner .loading-spin')).toBeNull()
    expect(document.getElementById('top-link')!.getAttribute('aria-hidden')).toBe('true')
    expect(document.documentElement.style.getPropertyValue(STICKY_HEIGHT_PROPERTY)).toBe('70px')
    delete (window as unknown as { Flatsome?: unknown }).Flatsome
  })
})
