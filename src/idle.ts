/** Runs `fn` when the browser is idle, and within 1.5 s at the latest: for work no shopper is waiting for. */
export function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 1500 })
  else setTimeout(fn, 0)
}

/**
 * Runs `fn` once the page's first frame is drawn (the task after it). For a question about layout at start-up, such
 * as whether the page opened scrolled (`scrollY`): asked while the page is still being set up, it makes the browser
 * lay the whole page out early, inside the script (25 ms at 4× CPU on the stand-in's product page); asked after the
 * frame, the answer is already there.
 */
export function afterFirstFrame(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn, 0))
}
