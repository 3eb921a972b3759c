/**
 * Scrolling to notices, as WooCommerce's `$.scroll_to_notices`: 100 px above the element over 1000 ms, or at once
 * when the shopper prefers reduced motion. A wheel, touch or key press hands control back to the shopper. Where the
 * theme's sticky header is taller than that, the element goes right below it, where Flatsome's own
 * `$.scroll_to_notices` put it.
 */
import { prefersReducedMotion } from './motion'

export const NOTICE_SCROLL_MS = 1000
export const NOTICE_SCROLL_OFFSET = 100

let cancelCurrent: (() => void) | undefined

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
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    let frame = 0
    const began = performance.now()
    const stop = (): void => {
      cancelAnimationFrame(frame)
      for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop)
      cancelCurrent = undefined
      resolve()
    }
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true })
    cancelCurrent = stop
    const step = (now: number): void => {
      const progress = Math.min(1, (now - began) / duration)
      const eased = progress < 0.5 ? 2 * progress * progress : 1 - Math.pow(-2 * progress + 2, 2) / 2
      window.scrollTo(0, start + (target - start) * eased)
      if (progress < 1) frame = requestAnimationFrame(step)
      else stop()
    }
    frame = requestAnimationFrame(step)
  })
}
