/**
 * The cart page's code (islands/cart-page/cart-page.ts: the form's posts, the remove and undo links, coupons,
 * shipping rates, the shipping calculator, the refresh after an add, the busy regions and Saar's notice for a call
 * without a usable answer), loaded by the first-load `cart-page` script at the first approach to the cart (a
 * pointer over, a focus, a touch), or when an add or a plugin asks for a refresh first. What the shopper did before
 * it came was held and is replayed (src/hydrate.ts). It needs no React: the veil and the notice are Saar's own UI
 * (lazy/own-ui.ts), which it fetches, with React, as it starts, while the shopper's first action already goes.
 */
import { provide } from '../src/loader'
import { startCartPage } from '../islands/cart-page/cart-page'

declare module '../src/assets' {
  interface Assets {
    'cart-actions': typeof startCartPage
  }
}

provide('cart-actions', startCartPage)
