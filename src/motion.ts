/** Whether the shopper asked the system for less motion; every animation in Saar checks this first. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}
