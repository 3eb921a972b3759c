/**
 * Scrolling to notices, as WooCommerce's `$.scroll_to_notices`: 100 px above the element over 1000 ms, or at once
 * when the shopper prefers reduced motion. Any other scroll made meanwhile (a wheel, a touch, a key, the scrollbar
 * dragged, a script's own `scrollIntoView`) hands control back: the animation never pulls the page back from where
 * someone else took it. Where the
 * theme's sticky header is taller than that, the element goes right below it, where Flatsome's own
 * `$.scroll_to_notices` put it.
 */
import { focusUnasked } from './hydrate'
import { prefersReducedMotion } from './motion'

export const NOTICE_SCROLL_MS = 1000
export const NOTICE_SCROLL_OFFSET = 100

let cancelCurrent: (() => void) | undefined
/** Where this module's last scroll put the window (undefined before any). */
let placed: number | undefined

/**
 * Whether the window is where a scroll to a notice of this module left it: the scroll now seen is Saar's own, not
 * the shopper's (the header's trigger, islands/header/load.ts, tells them apart). Each script that scrolls to
 * notices has its own copy of this module: the answer covers that script's scrolls.
 */
export const scrolledToNotice = (): boolean => placed !== undefined && Math.abs(window.scrollY - placed) < 1

/**
 * How much of the window's top the page's sticky header covers: the root's `scroll-padding-top`, which Flatsome's
 * CSS makes of the sticky height its header code (or Saar's, islands/header) measured, with WordPress's admin bar.
 * Native scrolling to an element (anchors, `scrollIntoView`) leaves it already; `scrollTo` must.
 */
export const headerOffset = (): number => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0

/** The document scroll position that puts `el` `offset` pixels below the top of the viewport, and not under the sticky header. */
export function scrollTargetFor(el: Element, offset = NOTICE_SCROLL_OFFSET): number {
  return Math.max(0, el.getBoundingClientRect().top + window.scrollY - Math.max(offset, headerOffset()))
}

/** Scrolls the window to `el` (100 px above it). Resolves when the scroll has ended or was interrupted. */
export function scrollToNotices(el: Element, duration = NOTICE_SCROLL_MS): Promise<void> {
  cancelCurrent?.()
  const target = scrollTargetFor(el)
  const start = window.scrollY
  if (prefersReducedMotion() || duration <= 0 || typeof requestAnimationFrame !== 'function' || target === start) {
    window.scrollTo(0, target)
    placed = window.scrollY
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    let frame = 0
    const began = performance.now()
    // Where this animation last put the window: a frame that finds it elsewhere follows someone else's scroll (a
    // wheel, a touch, a key, the scrollbar, a script), and hands the page back to them.
    let at = start
    const stop = (): void => {
      cancelAnimationFrame(frame)
      cancelCurrent = undefined
      resolve()
    }
    cancelCurrent = stop
    const step = (now: number): void => {
      if (Math.abs(window.scrollY - at) > 1) return stop()
      const progress = Math.min(1, (now - began) / duration)
      const eased = progress < 0.5 ? 2 * progress * progress : 1 - Math.pow(-2 * progress + 2, 2) / 2
      // Instant, so a theme's `scroll-behavior: smooth` does not make each frame a scroll of its own.
      window.scrollTo({ top: start + (target - start) * eased, behavior: 'instant' })
      placed = at = window.scrollY
      if (progress < 1) frame = requestAnimationFrame(step)
      else stop()
    }
    frame = requestAnimationFrame(step)
  })
}

/**
 * Scrolls to a notice and moves focus to it without a second jump: the page's notice after a form post
 * (islands/notices), the cart page's after an answer.
 */
export function revealNotice(notice: HTMLElement): Promise<void> {
  if (!notice.hasAttribute('tabindex')) notice.setAttribute('tabindex', '-1')
  focusUnasked(notice)
  return scrollToNotices(notice)
}
