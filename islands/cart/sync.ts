/**
 * Cart fragments kept in step: WooCommerce's cart-fragments.js, rebuilt, and the one place fragments arrive. The
 * mini cart, the header count and other cart markup (fragments: selector → HTML) come from an add or a remove (this
 * script's or another's `added_to_cart` / `removed_from_cart`), a refresh, another tab (its change to the stored
 * hash brings a refresh), or this tab's storage. Wherever they come from they are read once (logic.ts's
 * readFragments; what an event hands on already read is not read again), put on the page, kept for the next page
 * (fragment-storage.ts) and counted into `$cart`, in one function.
 *
 * Stored fragments are restored on the next page when their hash still equals the `woocommerce_cart_hash` cookie,
 * and otherwise refreshed with one POST to `get_refreshed_fragments`. A visitor with an empty cart (no cart cookies,
 * nothing stored) causes no request at all (WooCommerce #60851 / PR #66307). A page coming back from the
 * back-forward cache (with the same empty-cart rule) and the `wc_fragment_refresh` / `updated_wc_div` events refresh
 * them. Stored fragments are used for 24 h after the last refresh that returned a cart (WooCommerce's
 * `wc_cart_created`); tampered storage just means one refresh, and stored fragments go through the same cleaning as
 * fresh ones (no scripts, handlers or javascript: URLs; only elements inside the body replaced). Without storage it
 * is plain ajax.
 */
import { wcAjax } from '../../src/ajax'
import { emit, listen } from '../../src/events'
import { toNumber } from '../../src/settings'
import { $cart, setCartFromServer } from '../../src/stores/cart'
import { cookieCartHash, hasCartCookie } from './cookies'
import { fragmentStorage } from './fragment-storage'
import { applyFragments, showCount } from './fragments'
import { readFragments, type Fragments } from './logic'

const DAY = 86_400_000

/**
 * Sets up the fragments: restore or refresh now, and keep them in step afterwards. `asked`: a refresh was asked for
 * before this ran (a plugin's `wc_fragment_refresh` heard by the cart script): it is done now, once, whatever the
 * cart or storage holds, as the stock script would have done it. `changes`: the arguments of the `added_to_cart` /
 * `removed_from_cart` events heard before this ran; they arrive as any later one, and the page is not restored over
 * them. What WooCommerce's scripts on the page do is left to them (src/stock.ts): `keep` false where cart-fragments.js
 * restores, refreshes and stores them, `apply` false where add-to-cart.js puts an add's or a remove's on the page.
 */
export function startCartFragments(asked = false, changes: readonly unknown[][] = [], keep = true, apply = true): void {
  const body = document.body
  const storage = fragmentStorage()

  /**
   * Fragments arrived, read: on the page (an add's or a remove's unless add-to-cart.js puts them there), kept for
   * the next page (not what came from storage), and counted into `$cart`. `from`: a refresh's answer, an add or
   * remove, or this tab's storage.
   */
  const arrived = (fragments: Fragments, hash: string, from: 'refresh' | 'change' | 'storage') => {
    const placed = apply || from != 'change'
    setCartFromServer(hash, applyFragments(fragments, placed))
    if (keep && from != 'storage') storage.save(fragments, hash, from == 'refresh')
    if (from == 'refresh') emit(body, 'wc_fragments_refreshed')
    else if (placed) emit(body, 'wc_fragments_loaded')
  }

  const changed = ([fragments, hash]: readonly unknown[]) => {
    const valid = readFragments(fragments)
    // A third party may fire the event without a hash: the cart's last one stands.
    if (valid) arrived(valid, typeof hash === 'string' ? hash : $cart.get().hash, 'change')
  }
  for (const name of ['added_to_cart', 'removed_from_cart'] as const) listen(body, name, changed)
  // The count on the page is $cart's: wherever the theme prints it, not only where the fragments replace it.
  $cart.listen(({ itemCount }) => showCount(itemCount))
  changes.forEach(changed)
  if (!keep) return

  const refresh = () =>
    void wcAjax<{ fragments?: unknown; cart_hash?: unknown }>('get_refreshed_fragments', { time: Date.now() }, { key: 'get_refreshed_fragments', timeout: toNumber(storage.params.request_timeout, 5000) }).then((result) => {
      if (!result.ok && result.error.kind === 'aborted') return
      // Only the shop's own answer gets here: the ajax core refuses one from anywhere else.
      const fragments = result.ok ? readFragments(result.data?.fragments) : undefined
      if (!fragments || !result.ok) return emit(body, 'wc_fragments_ajax_error')
      arrived(fragments, typeof result.data.cart_hash === 'string' ? result.data.cart_hash : '', 'refresh')
    })

  for (const name of ['wc_fragment_refresh', 'updated_wc_div'] as const) listen(body, name, refresh)
  // An empty cart with nothing stored: the server's markup is already right, and asking would cost every visitor.
  window.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted && (hasCartCookie() || storage.read().fragments)) emit(body, 'wc_fragment_refresh')
  })
  window.addEventListener('storage', (event) => {
    if (event.key === storage.hashKey && event.newValue !== storage.hash()) refresh()
  })

  if (asked) return refresh()
  if (changes.length) return
  const kept = storage.read()
  if (!hasCartCookie() && !kept.fragments) return
  const fresh = !kept.hash || Date.now() - kept.created < DAY
  if (kept.fragments?.['div.widget_shopping_cart_content'] !== undefined && kept.hash === cookieCartHash() && fresh) arrived(kept.fragments, kept.hash, 'storage')
  else refresh()
}
