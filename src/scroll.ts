/**
 * Scrolling to notices, as WooCommerce's `$.scroll_to_notices`: 100 px above the element over 1000 ms, or at once
 * when the shopper prefers reduced motion. A wheel, touch or key press hands control back to the shopper.
 */
import { prefersReducedMotion } from './motion'

export const NOTICE_SCROLL_MS = 1000
export const NOTICE_SCROLL_OFFSET = 100

let cancelCurrent: (() => void) | undefined

/** The document scroll position that puts `el` `offset` pixels below the top of the viewport. */
export function scrollTargetFor(el: Element, offset = NOTICE_SCROLL_OFFSET): number {
  return Math.max(0, el.getBoundingClientRect().top + window.scrollY - offset)
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
