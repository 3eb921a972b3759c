/**
 * Cart fragments: WooCommerce's cart-fragments.js, rebuilt. The mini cart, the header count and other cart markup
 * (fragments: selector → HTML) are kept in sessionStorage under the cart hash, restored on the next page when the
 * stored hash still equals the `woocommerce_cart_hash` cookie, and otherwise refreshed with one POST to
 * `get_refreshed_fragments`. A visitor with an empty cart (no cart cookies, nothing stored) causes no request at all
 * (WooCommerce #60851 / PR #66307). Another tab changing the cart, a page coming back from the back-forward cache
 * (with the same empty-cart rule), and the `wc_fragment_refresh` / `updated_wc_div` events refresh them. Stored
 * fragments are used for 24 h after the last refresh that returned a cart (WooCommerce's `wc_cart_created`);
 * tampered storage (fragments that are no JSON, a time that is no number) just means one refresh, and stored
 * fragments go through the same cleaning as fresh ones (no scripts, handlers or javascript: URLs; only elements
 * inside the body replaced). Without storage it is plain ajax.
 */
import { wcAjax } from '../../src/ajax'
import { emit, listen } from '../../src/events'
import { cleanFragment } from '../../src/safe-html'
import { featureSettings, toNumber } from '../../src/settings'
import { setCartFromServer } from '../../src/stores/cart'
import { countIn, readCookie, readFragments, type Fragments } from '../cart/logic'

const DAY = 86_400_000

/**
 * Replaces every element each selector matches inside the body (never the body, head or root themselves) with the
 * fragment's HTML, cleaned (cleanFragment: nothing in it runs), whether it comes from an answer, another script's
 * event or storage. Focus inside a replaced element moves to the first control of its replacement. Returns the
 * item count the fragments show, if any.
 */
export function applyFragments(fragments: Fragments): number | undefined {
  let count: number | undefined
  const body = document.body
  for (const selector in fragments) {
    const content = cleanFragment(fragments[selector]!)
    count ??= countIn(content)
    let targets: Element[]
    try {
      targets = Array.from(document.querySelectorAll(selector)).filter((el) => el != body && body.contains(el))
    } catch {
      continue
    }
    for (const el of targets) {
      const nodes = Array.from((content.cloneNode(true) as DocumentFragment).children)
      const hadFocus = el.contains(document.activeElement)
      el.replaceWith(...nodes)
      if (hadFocus) (nodes.map((n) => (n.matches('a,button') ? n : n.querySelector('a[href],button'))).find(Boolean) as HTMLElement | undefined)?.focus()
    }
  }
  return count
}

interface FragmentParams {
  cart_hash_key?: unknown
  fragment_name?: unknown
  request_timeout?: unknown
}

/**
 * Sets up the fragments: restore or refresh now, and keep them in step afterwards. `asked`: a refresh was asked for
 * before this ran (a plugin's `wc_fragment_refresh` heard by the cart script): it is done now, once, whatever the
 * cart or storage holds, as the stock script would have done it. `changes`: the arguments of the `added_to_cart` /
 * `removed_from_cart` events heard before this ran; their fragments are kept for the next page, and the page, which
 * they already updated, is not restored over.
 */
export function startCartFragments(asked = false, changes: readonly unknown[][] = []): void {
  // Where the plugin replaced cart-fragments.js it prints its parameters (FeatureSettings.cart), over any stock copy.
  const params: FragmentParams = { ...(window as unknown as { wc_cart_fragments_params?: FragmentParams }).wc_cart_fragments_params, ...featureSettings('cart') }
  const hashKey = String(params.cart_hash_key || 'wc_cart_hash_saar')
  const fragmentKey = String(params.fragment_name || 'wc_fragments_saar')
  const body = document.body
  // No probe of whether storage takes writes (WooCommerce writes a test key into both stores on every page): the
  // first access to each store costs every page, and most pages never write. A write that fails (private mode,
  // full or blocked storage) is caught where it happens, and the next page simply asks the server.
  let session: Storage | undefined
  try {
    session = sessionStorage
  } catch {
    // Blocked storage: one refresh instead of a restore.
  }

  /** Keeps what the server sent; the 24 h start again on every refresh that returned a cart (`refreshed`). */
  const store = (fragments: Fragments, hash: string, refreshed?: boolean) => {
    try {
      if (hash && (refreshed || !sessionStorage.getItem(hashKey))) sessionStorage.setItem('wc_cart_created', String(Date.now()))
      sessionStorage.setItem(fragmentKey, JSON.stringify(fragments))
      sessionStorage.setItem(hashKey, hash)
      localStorage.setItem(hashKey, hash)
    } catch {
      // No storage, or full: the next page simply asks the server.
    }
  }

  const show = (fragments: Fragments, hash: string) => setCartFromServer(hash, applyFragments(fragments))

  const refresh = () =>
    void wcAjax<{ fragments?: unknown; cart_hash?: unknown }>('get_refreshed_fragments', { time: Date.now() }, { key: 'get_refreshed_fragments', timeout: toNumber(params.request_timeout, 5000) }).then((result) => {
      if (!result.ok && result.error.kind === 'aborted') return
      // Only the shop's own answer gets here: the ajax core refuses one from anywhere else.
      const fragments = result.ok ? readFragments(result.data?.fragments) : undefined
      if (!fragments || !result.ok) return emit(body, 'wc_fragments_ajax_error')
      const hash = typeof result.data.cart_hash === 'string' ? result.data.cart_hash : ''
      show(fragments, hash)
      store(fragments, hash, true)
      emit(body, 'wc_fragments_refreshed')
    })

  listen(body, 'wc_fragment_refresh', refresh)
  listen(body, 'updated_wc_div', refresh)
  const keep = ([fragments, hash]: readonly unknown[]) => {
    const valid = readFragments(fragments)
    if (valid) store(valid, typeof hash === 'string' ? hash : '')
  }
  for (const name of ['added_to_cart', 'removed_from_cart'] as const) listen(body, name, keep)
  const storedFragments = (): Fragments | undefined => {
    try {
      return readFragments(JSON.parse(session?.getItem(fragmentKey) ?? 'null'))
    } catch {
      return undefined
    }
  }
  // An empty cart with nothing stored: the server's markup is already right, and asking would cost every visitor.
  const hasCart = () => !!readCookie('woocommerce_cart_hash') || !!readCookie('woocommerce_items_in_cart') || !!storedFragments()
  window.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted && hasCart()) emit(body, 'wc_fragment_refresh')
  })
  window.addEventListener('storage', (event) => {
    if (event.key === hashKey && event.newValue !== session?.getItem(hashKey)) refresh()
  })

  if (asked) return refresh()
  if (changes.length) return changes.forEach(keep)
  // As hasCart(), with what is stored read and parsed once.
  const stored = storedFragments()
  const cookieHash = readCookie('woocommerce_cart_hash')
  if (!cookieHash && !readCookie('woocommerce_items_in_cart') && !stored) return
  const storedHash = session?.getItem(hashKey) ?? ''
  const created = Number(session?.getItem('wc_cart_created') ?? 0)
  const fresh = !storedHash || Date.now() - created < DAY
  if (stored && stored['div.widget_shopping_cart_content'] !== undefined && storedHash === (cookieHash ?? '') && fresh) {
    show(stored, storedHash)
    emit(body, 'wc_fragments_loaded')
  } else refresh()
}
