/**
 * The cart fragments (islands/cart/sync.ts: where fragments arrive, put on the page, kept and counted; restore from
 * storage, refresh, across tabs and the back-forward cache) as an on-demand bundle: the cart script loads it when the
 * page is idle with a cart (not on the cart page or the checkout, never cached whole), once the cart hash cookie has
 * changed since the page came (seen when the shopper looks at the tab again, and on the checkout after each order
 * review answer), and before the add-to-cart code starts. The header the server printed is right meanwhile on every
 * page that is not cached whole. A refresh someone
 * asked for before then (`wc_fragment_refresh`, `updated_wc_div`) brings it at once, and is handed over as
 * `refresh`: it refreshes instead of restoring. So do adds and removes (`changes`): their fragments arrive. What
 * WooCommerce's cart-fragments.js or add-to-cart.js does on the page is left to it (src/stock.ts).
 */
import { provide } from '../src/loader'
import { startCartFragments } from '../islands/cart/sync'

/**
 * Starts the fragments, once; `refresh`: a refresh was asked for before they had started; `changes`: the add and
 * remove events' arguments heard before; `keep` and `apply`: false where WooCommerce's cart-fragments.js or
 * add-to-cart.js does that part (islands/cart/sync.ts).
 */
export type CartFragmentsBundle = typeof startCartFragments

declare module '../src/assets' {
  interface Assets {
    'cart-fragments': CartFragmentsBundle
  }
}

let started = false

provide('cart-fragments', ((...args) => {
  if (!started) startCartFragments(...args)
  started = true
}) satisfies CartFragmentsBundle)
