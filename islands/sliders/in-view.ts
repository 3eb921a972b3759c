/**
 * When an element comes into view, each at its own moment: the `sliders` bundle mounts every slider and count-up of
 * the page at once when it arrives, but each starts only when it is seen.
 */

/**
 * Calls `fn` once, the first time `el` is in view: `bottom` is how far above the viewport's foot its top must come
 * (Flatsome's sliders set up at "90%": '10%'). Without IntersectionObserver, at once.
 */
export function whenInView(el: Element, fn: () => void, bottom = '0px'): void {
  if (typeof IntersectionObserver != 'function') return fn()
  const seen = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) seen.disconnect(), fn()
    },
    { rootMargin: `0px 0px -${bottom} 0px` },
  )
  seen.observe(el)
}
