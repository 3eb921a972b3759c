/**
 * The `cart` script, on every page: ajax add to cart from loop buttons and product forms (product page and quick
 * view), the mini cart's remove links, opening the cart after an add, and the cart fragments kept in step across
 * pages and tabs. Buttons and forms are handled by delegation on the body, so markup that arrives later (quick view,
 * fragments) works without wiring; the header's initial count seeds the shared cart store. Where WooCommerce's
 * add-to-cart.js or cart-fragments.js is on the page, that part is left to it; product forms Flatsome's ajax add to
 * cart takes are left to it (src/stock.ts), and its buy-now button posts as it is.
 */
import { onReady, wireAll } from '../src/dom'
import { $cart } from '../src/stores/cart'
import { startAddToCart } from '../islands/cart/add-to-cart'
import { countIn, readCookie } from '../islands/cart/logic'
import { startCartFragments } from '../islands/cart-fragments/fragments'
import { ADD_TO_CART, CART_FRAGMENTS, flatsomeAddsForm, standsDown } from '../src/stock'

onReady(() => {
  wireAll('.header .cart-item', (item) => {
    const count = countIn(item)
    if (count !== undefined) $cart.set({ ...$cart.get(), itemCount: count, hash: readCookie('woocommerce_cart_hash') ?? '' })
  })
  // Flatsome's buy-now button posts the form as it is: the server adds and goes on to the checkout.
  if (!standsDown(ADD_TO_CART)) startAddToCart((form, submitter) => !!submitter?.matches('.ux-buy-now-button') || flatsomeAddsForm(form))
  if (!standsDown(CART_FRAGMENTS)) startCartFragments()
})
