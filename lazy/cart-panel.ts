/**
 * Opening the cart after an add (islands/cart/open-cart.ts): Flatsome's header dropdown or the off-canvas panel. The
 * cart script loads it on demand after the first add: nobody needs it before.
 */
import { provide } from '../src/loader'
import { openCart } from '../islands/cart/open-cart'

declare module '../src/assets' {
  interface Assets {
    'cart-panel': typeof openCart
  }
}

provide('cart-panel', openCart)
