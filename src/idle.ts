/** Runs `fn` when the browser is idle, and within 1.5 s at the latest: for work no shopper is waiting for. */
export function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 1500 })
  else setTimeout(fn, 0)
}
