/** Helpers for DOM tests: page settings, markup, and waiting for islands to render. */
import type { RawSettings } from '../../src/settings'
import { headerCart, type CartView } from '../../php-stub/shop/parts/mini-cart'

/** Prints the plugin's settings JSON into the document, as the plugin does. */
export function printSettings(settings: RawSettings): void {
  const el = document.createElement('script')
  el.type = 'application/json'
  el.id = 'saar-settings'
  el.textContent = JSON.stringify(settings)
  document.head.appendChild(el)
}

/** Replaces the body with server markup. */
export function serverMarkup(html: string): void {
  document.body.innerHTML = html
}

/** Lets islands render: React 19 renders in a later task, preact after a microtask; both are done after this. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 5))
}

/** An empty cart, as the header shows it before any add. */
export const emptyCart: CartView = { lines: [], subtotal: 0, count: 0, cartNonce: 'n' }

/** Flatsome's header holding its cart item (count, subtotal and the mini cart), from the stand-in's part. */
export const headerWithCart = (cart: CartView = emptyCart): string => `<header class="header"><ul>${headerCart(cart).value}</ul></header>`
