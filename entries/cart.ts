/**
 * The `cart` script, on every page: the header's initial count seeds the shared cart store, and once the page is
 * idle the cart fragments (the on-demand `cart-fragments` bundle) are kept in step across pages and tabs; a refresh
 * a plugin asks for before then (`wc_fragment_refresh`) brings them at once, and refreshes once. Ajax add
 * to cart (loop buttons, product forms on the product page and in the quick view) and the mini cart's remove links
 * are the on-demand `add-to-cart` bundle, loaded when the shopper first reaches for one of them (pointer over,
 * focus, touch): a click, Space or submit that lands before it is held and replayed once it is here
 * (src/hydrate.ts), and offline the markup does what it does without scripts. An add or remove someone else makes
 * before then (Flatsome's ajax add to cart, a plugin) brings it too, and it does what follows one: the fragments,
 * the cart that opens, the announcement. The cart that opens after an add (`cart-panel`) is fetched as the shopper
 * reaches for an add button, so it is here when the add answers. Where WooCommerce's add-to-cart.js or
 * cart-fragments.js is on the page, that part is left to it (src/stock.ts).
 */
import { onReady, wireAll } from '../src/dom'
import { listen } from '../src/events'
import { whenIdle } from '../src/idle'
import { wireWhen } from '../src/hydrate'
import { loadAsset } from '../src/loader'
import { $cart } from '../src/stores/cart'
import { ADD_BUTTON_SELECTOR, countIn, FORM_SELECTOR, readCookie, REMOVE_BUTTON_SELECTOR } from '../islands/cart/logic'
import { ADD_TO_CART, CART_FRAGMENTS, PRODUCT_FORM_ADD, standsDown } from '../src/stock'
import type { AddToCartBundle } from '../lazy/add-to-cart'
import type { CartFragmentsBundle } from '../lazy/cart-fragments'

onReady(() => {
  wireAll('.header .cart-item', (item) => {
    const count = countIn(item)
    if (count !== undefined) $cart.set({ ...$cart.get(), itemCount: count, hash: readCookie('woocommerce_cart_hash') ?? '' })
  })
  if (!standsDown(ADD_TO_CART)) {
    // Until its handlers have started, the adds and removes of others are heard here, each handed over once.
    const early = ['added_to_cart', 'removed_from_cart'].map((name, i) =>
      listen(document.body, name, (args) => void code().then((bundle) => bundle.changed(args, !i), () => {})),
    )
    const code = () =>
      loadAsset<AddToCartBundle>('add-to-cart').then((bundle) => {
        for (const stop of early.splice(0)) stop()
        bundle.start()
        return bundle
      })
    const mount = () => code().then(() => () => {})
    // The forms of simple and variable products are Flatsome's where its ajax add to cart is on: never held.
    const forms = standsDown(PRODUCT_FORM_ADD) ? `${FORM_SELECTOR}:not(.type-product:is(.product-type-simple,.product-type-variable) *)` : FORM_SELECTOR
    wireWhen(`${ADD_BUTTON_SELECTOR},${REMOVE_BUTTON_SELECTOR}`, 'interaction', mount, { hold: ['click', 'keydown'] })
    wireWhen(forms, 'interaction', mount, { hold: ['submit'] })
    wireWhen(`${ADD_BUTTON_SELECTOR},${FORM_SELECTOR} [type=submit]`, 'interaction', () => loadAsset('cart-panel').then(() => () => {}))
  }
  if (!standsDown(CART_FRAGMENTS)) {
    // A refresh a plugin asks for before the fragments have started (what fragments.ts listens to) brings them at
    // once, and is handed over once: however many came, they refresh one time, instead of restoring. (The script
    // loads once however often it is asked for, and the fragments start once.)
    let asked = false
    const fragments = () =>
      loadAsset<CartFragmentsBundle>('cart-fragments').then(
        (start) => {
          for (const stop of early.splice(0)) stop()
          start(asked)
        },
        (error) => console.warn('[saar]', error),
      )
    const early = ['wc_fragment_refresh', 'updated_wc_div'].map((name) =>
      listen(document.body, name, () => {
        asked = true
        void fragments()
      }),
    )
    whenIdle(fragments)
  }
})
