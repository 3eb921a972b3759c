/**
 * Flatsome's sticky header (flatsome.js 3.19.14), on its markup: `#header.header.has-sticky` > `.header-wrapper`
 * with its rows (`.header-top`, `.header-main`, `.header-bottom`; a row that does not stay when stuck is
 * `.hide-for-sticky`). The theme's CSS does the looks (`.stuck` is fixed to the top, `sticky-jump` / `sticky-fade`
 * animate it in unless `.ux-no-animation`, reduced motion fades); this sets the same classes at the same thresholds:
 * - stuck when the page is scrolled more than 100 px past the header's height, normal again only above the top bar
 *   that hides when stuck (1 px without one): between the two nothing changes (Flatsome's hysteresis). With
 *   `sticky-shrink`, stuck past the rows that hide, normal again above that;
 * - `sticky-hide-on-scroll`: scrolling down adds `sticky-hide-on-scroll--active` at once and un-sticks after 100 ms
 *   of quiet (the header scrolls away with the page), scrolling up past the threshold removes it at once and sticks
 *   after 100 ms of quiet. At the top it is normal, the class gone too (Flatsome left it until the next scroll up);
 * - `flatsome-header-sticky` fires on the document (through jQuery where the page has it) before `.stuck` goes on;
 * - no layout shift: `#header` keeps its height inline while its wrapper is fixed, written in the same task;
 * - `.has-transparent` loses `transparent` and `.toggle-nav-dark` loses `nav-dark` while stuck;
 * - scrolls are ignored while one of Saar's layers locks the page, or Flatsome's `body-scroll-lock--active`;
 * - while a layer's lock pads the page for its scrollbar, the fixed wrapper gets the same padding, so its content
 *   does not move sideways;
 * - a page opened at an anchor is scrolled to it again once the sticky height is known, so it is not under the header;
 * - after an add to cart that opens the header's cart dropdown, a header hidden on scroll comes back, stuck (with
 *   its space reserved and the event, which Flatsome's woocommerce.js skipped), so the cart it opens is seen.
 *
 * Unlike Flatsome, the thresholds are measured again whenever the header's size changes (a breakpoint, fonts, a top
 * bar that arrives), not once for the page's life. The sticky height goes where Flatsome puts it:
 * `--flatsome--header--sticky-height` on <html> (Flatsome's CSS makes that the root's `scroll-padding-top`, so
 * anchors land below the header) and `flatsomeVars.stickyHeaderHeight` / `.scrollPaddingTop` (with WordPress's admin
 * bar) as numbers, which other scripts read. Before the header has been stuck it is estimated from the rows that
 * stay, `.header-main` at the theme's sticky height (`flatsomeVars.sticky_height`, which Flatsome's own CSS gives it
 * while stuck); from the first time it is stuck, its real height, until the window's width changes. Flatsome stuck a
 * clone of the header to the page to measure it: duplicate ids, and every observer of the page sees it. Sticking the
 * header itself for a moment would not do either: the theme's transitions (the logo's height) would run as it is
 * put back.
 */
import { emit, listen } from '../../src/events'
import { layerStack } from '../../src/layer-stack'
import { onScrollFrame } from '../../src/scroll-frames'
import { printed } from '../../src/stock-globals'
import { toNumber } from '../../src/settings'
import { CART_REVEAL, standsDown } from '../../src/stock'
import { cartStyle } from '../../src/cart-style'

/** How far past the header's own height the page scrolls before it sticks (Flatsome's 100 px). */
export const STICK_PAST_PX = 100
/** Hide-on-scroll hides or shows the header after this long without scrolling (Flatsome's 100 ms). */
export const HIDE_ON_SCROLL_QUIET_MS = 100
/** The class hide-on-scroll puts on `#header` while the header is hidden or about to hide. */
export const HIDING = 'sticky-hide-on-scroll--active'
/** The custom property Flatsome's CSS reads for the root's scroll padding. */
export const STICKY_HEIGHT_PROPERTY = '--flatsome--header--sticky-height'

const height = (el: Element | null | undefined): number => el?.getBoundingClientRect().height ?? 0

/** Whether something holds the page still: one of Saar's layers, or Flatsome's own scroll lock. */
const locked = (): boolean => layerStack.length > 0 || document.body.classList.contains('body-scroll-lock--active')

/** Adds or removes `name` on every element matching `selector` (Flatsome's transparent header, its dark nav). */
const toggleAll = (selector: string, name: string, on: boolean): void => document.querySelectorAll(selector).forEach((el) => el.classList.toggle(name, on))

/** Follows the scroll with Flatsome's sticky header (the module comment says how). Returns a function that stops it. */
export function mountStickyHeader(header: HTMLElement): () => void {
  const found = header.querySelector<HTMLElement>('.header-wrapper')
  if (!found) return () => {}
  const wrapper: HTMLElement = found
  const root = document.documentElement
  const classes = header.classList
  const hideOnScroll = classes.contains('sticky-hide-on-scroll')
  let stickPast = Infinity
  let normalBelow = 1
  /** The wrapper's height when last measured unstuck: another size unstuck means measuring again. */
  let unstuckHeight = 0
  /** The wrapper's real height while stuck, once seen (forgotten when the window's width changes). */
  let stuckHeight: number | undefined
  let width = innerWidth
  let timer: ReturnType<typeof setTimeout> | undefined

  const isStuck = (): boolean => wrapper.classList.contains('stuck')
  const later = (fn: () => void): void => void (timer = setTimeout(fn, HIDE_ON_SCROLL_QUIET_MS))

  /** While a layer's lock pads the page for its scrollbar, the fixed wrapper takes the same padding. */
  const padForLock = (): void => {
    wrapper.style.paddingRight = isStuck() && layerStack.length ? getComputedStyle(root).paddingRight : ''
  }

  function stick(animate = true): void {
    if (isStuck()) return
    const reserved = height(header)
    emit(document, 'flatsome-header-sticky')
    wrapper.classList.add('stuck')
    wrapper.classList.toggle('ux-no-animation', !animate)
    header.style.height = `${reserved}px`
    toggleAll('.has-transparent', 'transparent', false)
    toggleAll('.toggle-nav-dark', 'nav-dark', false)
    padForLock()
  }

  function unstick(): void {
    if (!isStuck()) return
    header.style.height = ''
    wrapper.classList.remove('stuck', 'ux-no-animation')
    wrapper.style.paddingRight = ''
    toggleAll('.has-transparent', 'transparent', true)
    toggleAll('.toggle-nav-dark', 'nav-dark', true)
  }

  /** Flatsome's decision for a scroll position and direction. */
  function follow(y: number, down: boolean, animate = true): void {
    clearTimeout(timer)
    if (!hideOnScroll) {
      if (y > stickPast) stick(animate)
      else if (y < normalBelow) unstick()
    } else if (y < normalBelow) {
      classes.remove(HIDING)
      unstick()
    } else if (down) {
      classes.add(HIDING)
      later(unstick)
    } else if (y > stickPast) {
      classes.remove(HIDING)
      later(() => stick(animate))
    }
  }

  /** The header's rows as Flatsome prints them, each with its class. */
  const rows = (): HTMLElement[] => [...wrapper.children].filter((el): el is HTMLElement => /\bheader-(top|main|bottom)\b/.test(el.className))
  const hides = (row: string): number => height(rows().find((el) => el.matches(`.header-${row}.hide-for-sticky`)))

  /** The stuck height before the header has been stuck: the rows that stay, the main one at the theme's sticky height. */
  function estimate(): number {
    const themed = toNumber(printed('flatsomeVars')?.sticky_height, 0) - (document.body.classList.contains('admin-bar') ? 30 : 0)
    return rows().reduce((sum, row) => {
      const own = row.classList.contains('hide-for-sticky') ? 0 : height(row)
      return sum + (own && row.classList.contains('header-main') && themed > 0 ? themed : own)
    }, 0)
  }

  /** The thresholds from the unstuck header, and the sticky height. */
  function measure(): void {
    unstuckHeight = height(wrapper)
    if (classes.contains('sticky-shrink')) normalBelow = (stickPast = hides('top') + hides('main')) + 1
    else (stickPast = unstuckHeight + STICK_PAST_PX), (normalBelow = hides('top') + 1)
    publish(stuckHeight ?? estimate())
  }

  /** The sticky height where Flatsome puts it, for CSS and for other scripts. */
  function publish(sticky: number): void {
    const px = Math.round(sticky)
    root.style.setProperty(STICKY_HEIGHT_PROPERTY, `${px}px`)
    const vars = printed('flatsomeVars')
    if (vars) {
      vars.stickyHeaderHeight = px
      vars.scrollPaddingTop = Math.round(px + height(document.getElementById('wpadminbar')))
    }
  }

  measure()
  const stopScroll = onScrollFrame((y, down) => {
    // Every scroll puts off hide-on-scroll's pending change, even one ignored (Flatsome's debounce).
    clearTimeout(timer)
    if (!locked()) follow(y, down)
  })
  // A new width (a breakpoint, a phone turned) changes both heights: a stuck header is let go for a moment to
  // measure the new thresholds and the space to keep, and stuck again in place. A change of height alone is a
  // phone's address bar coming and going.
  let frame = 0
  const remeasure = (): void => {
    frame = 0
    if (innerWidth == width) return
    width = innerWidth
    stuckHeight = undefined
    const wasStuck = isStuck()
    unstick()
    measure()
    if (wasStuck) stick(false)
  }
  // Once per frame, however many resize events a window drag fires.
  const onResize = (): void => void (frame ||= requestAnimationFrame(remeasure))
  addEventListener('resize', onResize)
  // A new size of its own: unstuck, measure again; stuck, that is the real sticky height.
  const resized = typeof ResizeObserver == 'function'
    ? new ResizeObserver(() => {
        const now = height(wrapper)
        if (!isStuck()) now != unstuckHeight && measure()
        else if (now != stuckHeight) publish((stuckHeight = now))
      })
    : undefined
  resized?.observe(wrapper)
  const lockWatch = new MutationObserver(padForLock)
  lockWatch.observe(root, { attributes: true, attributeFilter: ['style'] })
  // Saar opens the header's cart dropdown after an add (islands/cart/open-cart.ts): a header hidden on scroll comes
  // back so it is seen. Where Flatsome's woocommerce.js opens the cart, it does this too.
  const stopAdds = listen(document.body, 'added_to_cart', () => {
    if (classes.contains(HIDING) && document.querySelector('.cart-item.has-dropdown') && cartStyle() == 'dropdown' && !standsDown(CART_REVEAL)) {
      clearTimeout(timer)
      classes.remove(HIDING)
      stick()
    }
  })
  // A page opened scrolled (an anchor, a restored position) takes its state at once, without sliding the header
  // in: the shopper did not scroll (Flatsome animated it 100 ms after load).
  if (scrollY) follow(scrollY, true, false)
  // A page opened at an anchor was scrolled to it before the sticky height was known, the anchor under the header:
  // where it still is at the window's top, it goes again, now below the header (the root's scroll padding).
  const target = location.hash ? document.querySelector(':target') : null
  if (target && Math.abs(target.getBoundingClientRect().top) < 1) target.scrollIntoView()
  return () => {
    clearTimeout(timer)
    cancelAnimationFrame(frame)
    stopScroll()
    removeEventListener('resize', onResize)
    resized?.disconnect()
    lockWatch.disconnect()
    stopAdds()
  }
}
