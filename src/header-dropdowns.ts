/**
 * The open state of Flatsome's header dropdowns, the one path every opener closes the others by: the menus bundle
 * (islands/menus/dropdowns.ts) and the cart's dropdown after an add (islands/cart/open-cart.ts). Flatsome's CSS shows
 * only `li.current-dropdown > .nav-dropdown`, so that class is the only open state; its top link carries
 * `aria-expanded` (a disclosure button's state), and closing wipes the panel's inline geometry as flatsome.js's does
 * (it sets `style=""`; the attribute goes here, which draws the same), so the next opening measures from Flatsome's
 * own CSS. Stateless: each bundle has its copy.
 */

/** A header item with a dropdown (Flatsome's `dropdown` behaviour takes `.nav li.has-dropdown`). */
export const DROPDOWN_ITEM = '.nav li.has-dropdown'
/** The open one (Flatsome's CSS shows its panel). */
export const OPEN = 'current-dropdown'

/** The item's top link: its first link (Flatsome's `a:first`), whatever its class (the cart's and search's lack `.nav-top-link`). */
export const topLink = (li: Element): HTMLElement | null => li.querySelector('a')

/** Flatsome's page overlay (printed when a header's "body overlay" option is on), marked while a click opened a dropdown. */
export const clickOverlay = (on: boolean): void => void document.querySelector('.ux-body-overlay')?.classList.toggle('ux-body-overlay--click-active', on)

/** Closes `li`: not open, `aria-expanded=false`, the panel's inline geometry gone. */
export function closeDropdown(li: Element): void {
  li.classList.remove(OPEN)
  topLink(li)?.setAttribute('aria-expanded', 'false')
  for (const panel of li.querySelectorAll('.nav-dropdown')) panel.removeAttribute('style')
}

/** Closes every open dropdown but `keep` (one open at a time), and the click overlay. */
export function closeOthers(keep?: Element): void {
  for (const li of document.querySelectorAll(`.${OPEN}`)) if (li != keep) closeDropdown(li)
  clickOverlay(false)
}
