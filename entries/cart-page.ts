/**
 * The `cart-page` script (the cart page), in place of WooCommerce's cart.js: as cart.js sets the page up, "Update
 * cart" waits for a change of a line's field and the shipping calculator is closed; the rest (the calls, the answers,
 * the events: islands/cart-page/) is the on-demand `cart-actions` bundle, fetched at the first approach to the cart
 * form, the totals or the notices (a removal's undo link). A click, a submit or a change that lands before it is held
 * and replayed once it is here; if it cannot load they go on as without scripts (the form posts, the links are
 * followed). An add (a cross-sell, through Saar's cart queue) or a plugin's `wc_update_cart` before then brings it
 * too, and the refresh it asks for is done. Where WooCommerce's cart.js is on the page, all of it is left to it
 * (src/stock.ts).
 */
import { onReady } from '../src/dom'
import { listen } from '../src/events'
import { setHidden } from '../src/hidden'
import { wireWhen } from '../src/hydrate'
import { loadAsset } from '../src/loader'
import { CART_PAGE, standsDown } from '../src/stock'
import { CALCULATOR, CART_FORM, CART_LINE, REGIONS, UPDATE_BUTTON } from '../islands/cart-page/selectors'

const updateButtons = (disabled: boolean) => document.querySelectorAll<HTMLButtonElement>(UPDATE_BUTTON).forEach((b) => (b.disabled = disabled))

onReady(() => {
  if (!document.querySelector(`${CART_FORM}, .woocommerce-cart .restore-item`) || standsDown(CART_PAGE)) return
  updateButtons(true)
  const enable = (event: Event) => void ((event.target as Element).closest?.(CART_LINE) && updateButtons(false))
  document.addEventListener('input', enable)
  document.addEventListener('change', enable)
  document.querySelectorAll(CALCULATOR).forEach((el) => setHidden(el, true))
  // Refreshes asked for before the code: whether each keeps the notices (an add's fragments do, as in cart.js).
  const early: boolean[] = []
  const code = () =>
    loadAsset('cart-actions').then((start) => {
      stops.forEach((stop) => stop())
      start(early.splice(0))
      return () => {}
    })
  const stops = (['added_to_cart', 'wc_update_cart'] as const).map((name) =>
    listen(document, name, ([keep]) => {
      early.push(!!keep)
      code().catch((error) => console.warn('[saar]', error))
    }),
  )
  wireWhen(REGIONS, 'interaction', code, { hold: ['click', 'submit', 'change'] })
})
