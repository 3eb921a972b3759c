/**
 * Showing the cart after an add: Flatsome's header dropdown (`current-dropdown`, closed again after 5 s unless the
 * shopper is pointing at it or working in it; Escape and a click elsewhere close it), or, with the off-canvas cart
 * style, the side panel of panel.ts. Nobody needs this before the first add, so it is the on-demand `cart-panel`
 * bundle (lazy/cart-panel.ts), which the cart script loads after an add. The style is the plugin's setting; without the plugin's
 * settings it is what Flatsome itself printed: its off-canvas cart link (`[data-open="#cart-popup"]`) means
 * off-canvas, and `flatsomeVars.is_mini_cart_reveal` off means Flatsome would not show the cart after an add.
 */
import { cartStyle } from '../../src/cart-style'
import { CART_REVEAL, MINI_CART, standsDown } from '../../src/stock'
import { openPanel } from './panel'
import { closeDropdown, closeOthers } from '../../src/header-dropdowns'

export { cartStyle }

/** How long the dropdown stays open on its own (spec §9). */
export const AUTO_CLOSE_MS = 5000

const openers = new WeakMap<HTMLElement, () => void>()

export function openDropdown(item: HTMLElement): void {
  let open = openers.get(item)
  if (!open) {
    const link = item.querySelector('a')
    let timer: ReturnType<typeof setTimeout> | undefined
    const isOpen = () => item.classList.contains('current-dropdown')
    const shut = (refocus?: boolean) => {
      clearTimeout(timer)
      if (!isOpen()) return
      closeDropdown(item)
      if (refocus && item.contains(document.activeElement)) link?.focus()
    }
    const schedule = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        // Paused while the pointer is over it or focus is in it; leaving starts the 5 s again.
        if (!item.matches(':hover') && !item.contains(document.activeElement)) shut()
      }, AUTO_CLOSE_MS)
    }
    item.addEventListener('mouseleave', () => isOpen() && schedule())
    item.addEventListener('focusout', (event) => isOpen() && !item.contains(event.relatedTarget as Node | null) && schedule())
    document.addEventListener('keydown', (event) => event.key === 'Escape' && shut(true))
    document.addEventListener('click', (event) => !item.contains(event.target as Node) && shut())
    open = () => {
      // The header's dropdowns close as another opens (the menus' path, one open at a time).
      closeOthers(item)
      item.classList.add('current-dropdown')
      link?.setAttribute('aria-expanded', 'true')
      schedule()
    }
    openers.set(item, open)
  }
  open()
}

/**
 * Opens the cart the way the shop's theme is set up, after an add, or `asked` by another plugin
 * (`flatsome-open-mini-cart`, which Flatsome's woocommerce.js opened the cart on). `opener` gets focus back when the
 * off-canvas panel closes.
 */
export function openCart(opener: Element | null, asked?: boolean): void {
  // Flatsome's own script opens it where its setting says so (src/stock.ts): one cart, not two.
  if (standsDown(asked ? MINI_CART : CART_REVEAL)) return
  const style = cartStyle(asked)
  const item = document.querySelector<HTMLElement>('.header .cart-item.has-dropdown')
  if (style === 'off-canvas') openPanel(opener)
  else if (style && item) openDropdown(item)
}
