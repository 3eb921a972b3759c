/**
 * Ajax add to cart and the mini cart's remove links (islands/cart/add-to-cart.ts) as an on-demand bundle: the cart
 * script loads it when the shopper first reaches for an add button, a product form or a remove link, and holds a
 * click, Space or submit that comes first (src/hydrate.ts). Its handlers are delegated on the body, so it starts
 * once, whichever element it mounts on. Flatsome's buy-now button posts the form as it is (the server adds and
 * goes on to the checkout), and the product forms Flatsome's ajax add to cart takes are left to it (src/stock.ts).
 */
import { provide } from '../src/loader'
import { flatsomeAddsForm } from '../src/stock'
import { afterChange, startAddToCart } from '../islands/cart/add-to-cart'

export interface AddToCartBundle {
  /** Starts the delegated handlers, once. */
  start(): void
  /** What an `added_to_cart` (or `removed_from_cart`) fired before they had started does: fragments, cart, words. */
  changed(args: unknown[], added: boolean): void
}

declare module '../src/assets' {
  interface Assets {
    'add-to-cart': AddToCartBundle
  }
}

let started = false

provide('add-to-cart', {
  start() {
    if (!started) startAddToCart((form, submitter) => !!submitter?.matches('.ux-buy-now-button') || flatsomeAddsForm(form))
    started = true
  },
  changed: afterChange,
} satisfies AddToCartBundle)
