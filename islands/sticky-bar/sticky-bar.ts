/**
 * Flatsome's sticky add-to-cart bar (`.sticky-add-to-cart-wrapper > .sticky-add-to-cart`). The bar is active
 * (`sticky-add-to-cart--active`; the theme's CSS fixes it to the viewport) once its anchor has scrolled past the
 * top of the viewport, and inactive again on the way back. The anchor is the wrapper itself when it sits in the
 * product's form (Flatsome up to 3.17), else the product's own `form.cart` (3.18+ prints the bar in the footer).
 * The wrapper keeps its height while the bar is fixed, so nothing below it moves, and the body has Flatsome's
 * `has-sticky-product-cart` meanwhile: the theme's CSS gives the page that much room at its foot, so the bar never
 * covers the page's last content (a button there would be out of reach). An IntersectionObserver watches
 * the anchor cross the viewport's top (a passive scroll listener, one check per frame, where there is none). The slide-in class is left out
 * when the shopper prefers reduced motion, and sticky-bar.css switches the theme's own animation off. Flatsome
 * 3.18's "select options" button takes the shopper to the product's form.
 */
import { prefersReducedMotion } from '../../src/motion'

export const STICKY_BAR_SELECTOR = '.sticky-add-to-cart-wrapper'
export const STICKY_ACTIVE_CLASS = 'sticky-add-to-cart--active'
export const STICKY_SLIDE_CLASS = 'sticky-add-to-cart--slide'
/** Flatsome's class on the body while the bar is fixed (its CSS adds the bar's room at the page's foot). */
export const STICKY_BODY_CLASS = 'has-sticky-product-cart'

/** Whether an anchor with this bounding box has scrolled past the top of the viewport (an empty box has not). */
export const scrolledPast = (box: { bottom: number }): boolean => box.bottom < 0

export function mountStickyBar(wrapper: HTMLElement): void {
  const bar = wrapper.querySelector<HTMLElement>('.sticky-add-to-cart')
  if (!bar) return
  const anchor = wrapper.closest('form.cart')
    ? wrapper
    : (Array.from(document.querySelectorAll<HTMLElement>('form.cart')).find((form) => !wrapper.contains(form)) ?? wrapper)
  const reduced = prefersReducedMotion()
  const set = (on: boolean): void => {
    if (on === bar.classList.contains(STICKY_ACTIVE_CLASS)) return
    wrapper.style.height = on ? `${wrapper.offsetHeight}px` : ''
    bar.classList.toggle(STICKY_ACTIVE_CLASS, on)
    bar.classList.toggle(STICKY_SLIDE_CLASS, on && !reduced)
    document.body.classList.toggle(STICKY_BODY_CLASS, on)
  }
  if (typeof IntersectionObserver === 'function') {
    // The root reaches far below the viewport, so the anchor leaves it only across the viewport's top: a jump from
    // the page's end straight back above a form below the fold (Home, back to top) still reports a change.
    new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!
        set(!entry.isIntersecting && scrolledPast(entry.boundingClientRect))
      },
      { rootMargin: '0px 0px 100000px 0px' },
    ).observe(anchor)
  } else {
    let frame = 0
    const check = (): void => {
      frame = 0
      set(scrolledPast(anchor.getBoundingClientRect()))
    }
    addEventListener('scroll', () => (frame ||= requestAnimationFrame(check)), { passive: true })
    check()
  }
  if (anchor !== wrapper)
    wrapper.addEventListener('click', (event) => {
      if ((event.target as Element).closest?.('.sticky-add-to-cart-select-options-button'))
        anchor.querySelector<HTMLElement>('select, .single_add_to_cart_button')?.focus()
    })
}
