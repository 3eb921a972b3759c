/**
 * Flatsome's sticky sidebar in its JavaScript mode (`.is-sticky-column[data-sticky-mode="javascript"]`: the blog,
 * shop, cart and checkout sidebars, the product gallery, `[col sticky]`). The theme's CSS makes the column
 * `position: sticky` from 850 px; this sets its `top` from 850 px only (below, it leaves no inline style): 15 px below
 * the sticky header (spec §9: "sticky sidebar shift 15 px, min width 850 px"; Flatsome 3.19.14 uses 30 px, the spec
 * wins). A column taller than the window scrolls with the page both ways and stops at either end: scrolling down it
 * stops with its bottom 15 px above the window's, scrolling up with its top 15 px below the header, so every part of
 * it can be read (flatsome.js's two-way stickiness, with `top` alone). Without ResizeObserver, or with no positioned
 * parent, the attribute goes and the theme's CSS mode holds it, as in flatsome.js.
 */
import { headerOffset } from '../../src/scroll'

/** Flatsome's sticky columns in JavaScript mode. */
export const STICKY_COLUMN_SELECTOR = '.is-sticky-column[data-sticky-mode="javascript"]'
/** px between the sticky header (or the window's bottom) and the column (spec §9). */
export const STICKY_SHIFT = 15
/** The narrowest window, in px, with a sticky column (spec §9; the theme's CSS agrees). */
export const STICKY_FROM = 850

/** Sets up one column. */
export function mountStickyColumn(column: HTMLElement): void {
  const parent = column.offsetParent
  if (typeof ResizeObserver != 'function' || !parent || parent == document.body) return column.removeAttribute('data-sticky-mode')
  const wide = matchMedia(`(min-width: ${STICKY_FROM}px)`)
  let top: number | undefined
  let lastY = scrollY
  const update = (): void => {
    const moved = scrollY - lastY
    lastY = scrollY
    if (!wide.matches) return void ((top = undefined), (column.style.top = ''))
    const high = headerOffset() + STICKY_SHIFT
    const low = Math.min(high, innerHeight - column.offsetHeight - STICKY_SHIFT)
    top = Math.max(low, Math.min(high, (top ?? high) - moved))
    column.style.top = `${top}px`
  }
  addEventListener('scroll', update, { passive: true })
  addEventListener('resize', update, { passive: true })
  wide.addEventListener('change', update)
  new ResizeObserver(update).observe(column)
  update()
}
