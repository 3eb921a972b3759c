/**
 * The `cart` script, on every page: the header's initial count seeds the shared cart store, and the cart fragments
 * (the on-demand `cart-fragments` bundle) are kept in step across pages and tabs: with a cart, from when the page is
 * idle; with none, from when the shopper looks at the tab again or first adds. A refresh a plugin asks for before
 * then (`wc_fragment_refresh`) brings them at once, and refreshes once. Ajax add
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

onReady(() => {
  wireAll('.header .cart-item', (item) => {
    const count = countIn(item)
    if (count !== undefined) $cart.set({ ...$cart.get(), itemCount: count, hash: readCookie('woocommerce_cart_hash') ?? '' })
  })
  // The fragments, started once (a no-op where WooCommerce's cart-fragments.js keeps them).
  let fragments = () => Promise.resolve()
  if (!standsDown(CART_FRAGMENTS)) {
    // A refresh a plugin asks for before the fragments have started (what fragments.ts listens to) brings them at
    // once, and is handed over once: however many came, they refresh one time, instead of restoring. (The script
    // loads once however often it is asked for, and the fragments start once.)
    // An add or remove before then brings them too, and its fragments are handed over to be kept for the next page.
    let asked = false
    const changes: unknown[][] = []
    fragments = () =>
      loadAsset('cart-fragments').then(
        (start) => {
          for (const stop of early.splice(0)) stop()
          start(asked, changes.splice(0))
        },
        (error) => console.warn('[saar]', error),
      )
    const early = (['wc_fragment_refresh', 'updated_wc_div', 'added_to_cart', 'removed_from_cart'] as const).map((name, i) =>
      listen(document.body, name, (args) => {
        if (i < 2) asked = true
        else changes.push(args)
        void fragments()
      }),
    )
    // With no cart (no cart cookie) the server's header is right, and only another tab's add can change it: the
    // code comes when the shopper looks at this tab again (after a blur or a hidden tab, or back from the
    // back-forward cache), not on every page of every visitor. With a cart it restores the stored fragments at idle.
    if (readCookie('woocommerce_cart_hash') || readCookie('woocommerce_items_in_cart')) whenIdle(fragments)
    else {
      // "Again": a window gets focus as it opens, which is no reason.
      let away = false
      const look = (event: Event) => {
        if (event.type == 'blur' || document.hidden) away = true
        else if (away || (event as PageTransitionEvent).persisted) void fragments()
      }
      for (const name of ['blur', 'focus', 'pageshow']) addEventListener(name, look)
      document.addEventListener('visibilitychange', look)
    }
  }
  if (!standsDown(ADD_TO_CART)) {
    // Until its handlers have started, the adds and removes of others are heard here, each handed over once.
    const early = (['added_to_cart', 'removed_from_cart'] as const).map((name, i) =>
      listen(document.body, name, (args) => void code().then((bundle) => bundle.changed(args, !i), () => {})),
    )
    // The fragments run before the first add does, so the add's fragments are kept for the next page, even when the
    // shopper moves on at once.
    const code = () =>
      Promise.all([loadAsset('add-to-cart'), fragments()]).then(([bundle]) => {
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
})
