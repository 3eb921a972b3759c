/**
 * The `cart` script, on every page: ajax add to cart from loop buttons and product forms (product page and quick
 * view), the mini cart's remove links, opening the cart after an add, and the cart fragments kept in step across
 * pages and tabs. Buttons and forms are handled by delegation on the body, so markup that arrives later (quick view,
 * fragments) works without wiring; the header's initial count seeds the shared cart store.
 */
import { onReady, wireAll } from '../src/dom'
import { $cart } from '../src/stores/cart'
import { startAddToCart } from '../islands/cart/add-to-cart'
import { countIn, readCookie } from '../islands/cart/logic'
import { startCartFragments } from '../islands/cart-fragments/fragments'

onReady(() => {
  wireAll('.header .cart-item', (item) => {
    const count = countIn(item)
    if (count !== undefined) $cart.set({ ...$cart.get(), itemCount: count, hash: readCookie('woocommerce_cart_hash') ?? '' })
  })
  startAddToCart()
  startCartFragments()
})
