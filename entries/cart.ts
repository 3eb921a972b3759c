/**
 * The `cart` script, on every page: the header's initial count seeds the shared cart store (`$cart`), and the cart fragments
 * (the on-demand `cart-fragments` bundle) are kept in step across pages and tabs: with a cart, from when the page is
 * idle; with none, and on the cart page and the checkout (never cached whole, so their header is current), once the
 * cart hash cookie has changed since the page came (looked at again after another tab's add, an order review answer
 * after a coupon) or at the first add. A refresh a plugin asks for before then (`wc_fragment_refresh`,
 * `updated_wc_div`) brings them at once, and refreshes once. Ajax add
 * to cart (loop buttons, product forms on the product page and in the quick view) and the mini cart's remove links
 * are the on-demand `add-to-cart` bundle, loaded when the shopper first reaches for one of them (pointer over,
 * focus, touch): a click, Space or submit that lands before it is held and replayed once it is here
 * (src/hydrate.ts), and offline the markup does what it does without scripts. An add or remove someone else makes
 * before then (Flatsome's ajax add to cart, a plugin) brings it too, and it does what follows one: the button,
 * the cart that opens, the announcement (its fragments are the cart fragments'). The cart that opens after an add (`cart-panel`) is fetched as the shopper
 * reaches for an add button, so it is here when the add answers, or when another plugin asks for it
 * (`flatsome-open-mini-cart`). Where WooCommerce's add-to-cart.js or
 * cart-fragments.js is on the page, that part is left to it (src/stock.ts).
 */
import { onReady, wireAll } from '../src/dom'
import { emit, listen } from '../src/events'
import { whenIdle } from '../src/idle'
import { wireWhen } from '../src/hydrate'
import { loadAsset } from '../src/loader'
import { settings } from '../src/settings'
import { $cart, setCartFromServer } from '../src/stores/cart'
import { cookieCartHash, hasCartCookie } from '../islands/cart/cookies'
import { countIn } from '../islands/cart/fragments'
import { ADD_BUTTON_SELECTOR, FORM_SELECTOR, REMOVE_BUTTON_SELECTOR } from '../islands/cart/logic'
import { ADD_TO_CART, CART_FRAGMENTS, PRODUCT_FORM_ADD, standsDown } from '../src/stock'

onReady(() => {
  // $cart starts as the cart the page came with: the cart cookie's hash, the count the header printed (if it does).
  setCartFromServer(cookieCartHash())
  wireAll('.header .cart-item', (item) => setCartFromServer(cookieCartHash(), countIn(item)))
  // The fragments' code, started once: where fragments arrive (an add, a remove, a refresh, storage, another tab) it
  // puts them on the page, keeps them and counts them into $cart, leaving to WooCommerce's scripts what they do here.
  // A refresh a plugin asks for before it has started (what sync.ts listens to) brings it at once, and is handed
  // over once: however many came, they refresh one time, instead of restoring. (The script loads once however often
  // it is asked for, and starts once.) An add or remove before then brings it too, and is handed over: even where
  // WooCommerce's scripts put the fragments on the page and keep them, Saar's code counts them into $cart.
  const keeps = !standsDown(CART_FRAGMENTS)
  const adds = !standsDown(ADD_TO_CART)
  let asked = false
  const changes: unknown[][] = []
  const fragments = () =>
    loadAsset('cart-fragments').then(
      (start) => {
        for (const stop of early.splice(0)) stop()
        start(asked, changes.splice(0), keeps, adds)
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
  // Where WooCommerce's cart-fragments.js keeps them, nothing more. With a cart, on a page a page cache may have
  // served, they restore the stored fragments (or refresh them) when the page is idle. Elsewhere the header the
  // server printed is right: with no cart (no cart cookie), and on the cart page and the checkout, which are never
  // cached whole (WooCommerce sends no-cache there and DONOTCACHEPAGE). There the code comes only once the cart has
  // changed behind the page, that is when the cart hash cookie no longer says what the page shows, as a refresh:
  // asked after each order review answer (a coupon, a plugin's change to the cart) and when the shopper looks at
  // this tab again (after a blur or a hidden tab, or back from the back-forward cache: another tab may have changed
  // the cart). An add, a removal or a plugin's refresh brings it itself (above).
  if (keeps) {
    const { isCart, isCheckout } = settings()
    // What the page shows: $cart's hash, the cookie's as the page came, then each answer's that put fragments in.
    const changed = () => void (cookieCartHash() != $cart.get().hash && emit(document.body, 'wc_fragment_refresh'))
    if (hasCartCookie() && !isCart && !isCheckout) whenIdle(fragments)
    else {
      listen(document.body, 'updated_checkout', changed)
      // "Again": a window gets focus as it opens, which is no reason.
      let away = false
      const look = (event: Event) => {
        if (event.type == 'blur' || document.hidden) away = true
        else if (away || (event as PageTransitionEvent).persisted) changed()
      }
      for (const name of ['blur', 'focus', 'pageshow']) addEventListener(name, look)
      document.addEventListener('visibilitychange', look)
    }
  }
  // Other plugins ask Flatsome's header cart to open (`$(document).trigger('flatsome-open-mini-cart')`): the cart
  // that opens after an add does (it stands down where Flatsome's woocommerce.js still listens).
  listen(document, 'flatsome-open-mini-cart', () => void loadAsset('cart-panel').then((open) => open(null, true), () => {}))
  if (adds) {
    // Until its handlers have started, the adds and removes of others are heard here, each handed over once.
    const early = (['added_to_cart', 'removed_from_cart'] as const).map((name, i) =>
      listen(document.body, name, (args) => void code().then((bundle) => bundle.changed(args, !i), () => {})),
    )
    // The fragments run before the first add does: they put its fragments on the page and keep them for the next
    // page, even when the shopper moves on at once.
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
