/**
 * Ajax add to cart and mini-cart remove: WooCommerce's add-to-cart.js, rebuilt, for the loop buttons
 * (`.ajax_add_to_cart[data-product_id]`) and the product forms of simple and variable products (product page and
 * quick view). Requests go through one FIFO queue, one at a time, none lost: every click of a loop button adds one
 * (but the second click of a double click: the shopper meant one),
 * while a product form's button ignores a second activation until its add is done. The button shows `loading` while its
 * request runs and `added` with a "View cart" link after; the same jQuery events with WooCommerce's arguments fire;
 * every add and remove is announced; and a failed request (network, server, invalid answer) puts the button back
 * and tells the shopper, where the stock script spins for ever. A request that failed may have changed the cart all
 * the same (a timeout after the server got it), so the fragments are refreshed after it: the header shows what the
 * cart really holds.
 *
 * A variation is sent as its own id (wc-ajax add_to_cart reads only `product_id` and `quantity`). A variation with an
 * "any" attribute cannot go that way — WooCommerce would add it without the shopper's choice — so its form is
 * posted as it is to the form's action, where WooCommerce's form handler adds it with the chosen attributes; the
 * fragments come after, and it ends like any ajax add. If that post did not add it, the form submits natively and the
 * shop's page says why. A form left to submit natively shows `loading` meanwhile. A loop button's add the shop
 * refused for want of the anti-spam fields (none known: no settings, no POST form on the page) goes by its add link
 * instead, in the background (addByLink): the page stays, and each click adds once.
 */
import { antiSpamFields, wcAjax, type Payload } from '../../src/ajax'
import { ask, emit, listen } from '../../src/events'
import { t } from '../../src/i18n'
import { announce } from '../../src/live-region'
import { addedToCart, addToCartFailed, groupedQuantityNeeded, removedFromCart, viewCart } from '../../src/messages'
import { loadAsset } from '../../src/loader'
import { isSameOrigin } from '../../src/safe-url'
import { settings } from '../../src/settings'
import { $cart } from '../../src/stores/cart'
import { cookieCartHash } from './cookies'
import { ADD_BUTTON_SELECTOR, buttonData, createQueue, formData, FORM_SELECTOR, readAddResponse, REMOVE_BUTTON_SELECTOR, type AddOutcome } from './logic'

/** Navigation, replaceable in tests. */
export const nav = { go: (url: string): void => location.assign(url) }

const queue = createQueue()
/** Requests queued or running per button, so a button clicked five times stays `loading` until the fifth is done. */
const pending = new WeakMap<Element, number>()
let active = 0

const busy = (button: Element, delta: number) => {
  const n = (pending.get(button) ?? 0) + delta
  pending.set(button, n)
  active += delta
  button.classList.toggle('loading', n > 0)
  if (n > 0) button.setAttribute('aria-busy', 'true')
  else button.removeAttribute('aria-busy')
  $cart.setKey('busy', active > 0)
}

/** The product's name near a button or form, for announcements. */
function productName(el: Element): string {
  const box = el.closest('.product, .product-small, .product-quick-view-container, .product-lightbox, .woocommerce-mini-cart-item')
  const title = box?.querySelector('.product_title, .product-title, .woocommerce-loop-product__title') ?? box?.querySelector('a:not(.remove)')
  return (title?.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** A visible notice next to `anchor`, replacing the one shown there before. */
function notice(anchor: Element, kind: 'woocommerce-error' | 'woocommerce-message' | '', text = '') {
  const host = anchor.parentElement
  host?.querySelector(':scope > .saar-cart-notice')?.remove()
  if (!kind || !host) return
  const p = document.createElement('p')
  p.className = `saar-cart-notice ${kind}`
  p.textContent = text
  host.appendChild(p)
}

/**
 * One wc-ajax call and its answer as an outcome; an answer from another origin (a redirect) is a failure, refused by
 * the ajax core. A call that failed may have changed the cart all the same (a timeout or a lost connection after the
 * server got it, a PHP notice in front of the JSON): the fragments are refreshed (WooCommerce's
 * `wc_fragment_refresh`) so the count is right.
 */
async function call(endpoint: string, data?: Payload, method?: 'GET'): Promise<AddOutcome> {
  const result = await wcAjax(endpoint, data, { method })
  // Refused for want of the anti-spam fields, it changed nothing: no refresh (it would be refused alike).
  if (!result.ok && !result.error.unguarded) emit(document.body, 'wc_fragment_refresh')
  return result.ok ? readAddResponse(result.data) : { kind: 'failed', unguarded: result.error.unguarded }
}

/**
 * An add WooCommerce's form handler makes (a request to a page, not to wc-ajax add_to_cart): it added when the cart
 * hash cookie changed; then the fragments are fetched, by `method` (if that fails it was added all the same).
 * Undefined: not added.
 */
async function addedBy(url: string | URL, init: RequestInit, method?: 'GET'): Promise<AddOutcome | undefined> {
  const before = cookieCartHash()
  await fetch(url, { ...init, signal: AbortSignal.timeout(settings().ajaxTimeout) }).catch(() => {})
  if (cookieCartHash() === before) return
  const outcome = await call('get_refreshed_fragments', {}, method)
  return outcome.kind === 'added' ? outcome : { kind: 'added', fragments: {}, hash: cookieCartHash() }
}

/**
 * Posts a product form as it is (files, repeated fields, the submitter) to its action on the shop's own origin:
 * WooCommerce's form handler adds it with the shopper's choices. Undefined: not added, the form must submit.
 */
async function postForm(form: HTMLFormElement, submitter?: HTMLElement | null): Promise<AddOutcome | undefined> {
  if (!isSameOrigin(form.action)) return
  const body = new FormData(form, submitter)
  const antiSpam = antiSpamFields()
  for (const name in antiSpam) if (!body.has(name)) body.set(name, antiSpam[name]!)
  return addedBy(form.action, { method: 'POST', body })
}

/**
 * Whether the shop refused a listing's add for want of the anti-spam fields: the page's next adds go by their links
 * at once, not by a POST it would refuse again.
 */
let unguarded = false

/**
 * A listing's add the shop refuses for want of the anti-spam fields (Saar enqueued by hand: no settings, no POST form
 * to read them from), made as without scripts but in the background: a GET of the product's add link on this page
 * (`?add-to-cart=<id>&quantity=<n>`, all WooCommerce's loop link carries), which WooCommerce's form handler takes on
 * any page (the anti-spam plugin guards POSTs). Following the button's own link instead would leave the page, and
 * with it the adds queued behind, and the link may lead anywhere (a saved copy's `index….html?add-to-cart=` is
 * another file); built from the product's id, it is the same whatever the link looks like. The fragments are then
 * asked by GET too.
 */
const addByLink = async ({ product_id, quantity = '1' }: Record<string, string>): Promise<AddOutcome> =>
  (await addedBy(`?${new URLSearchParams({ 'add-to-cart': product_id!, quantity })}`, {}, 'GET')) ?? { kind: 'failed' }

/** A form the browser submits keeps its button `loading`; back from the back-forward cache, the button is normal again. */
const leaving = (button: HTMLElement) => addEventListener('pageshow', () => busy(button, -1), { once: true })

/**
 * Sends one add: veto, events, queue, outcome. `form` is set for product forms; form data that keeps the no-JS
 * `add-to-cart` field (see formData) means "post the form itself".
 */
function add(button: HTMLElement, data: Record<string, string>, form?: HTMLFormElement, submitter?: HTMLElement | null): void {
  const anchor = form ?? button
  notice(anchor, '')
  button.classList.remove('added')
  if (!ask(document.body, 'should_send_ajax_request.adding_to_cart', button)) {
    emit(document.body, 'ajax_request_not_sent.adding_to_cart', false, false, button)
    return
  }
  emit(document.body, 'adding_to_cart', button, data)
  busy(button, 1)
  void queue.run(async () => {
    let outcome = form && 'add-to-cart' in data ? await postForm(form, submitter) : form || !unguarded ? await call('add_to_cart', data) : await addByLink(data)
    // Not added by the form handler: the browser submits the form and the shop's page says why.
    // (The prototype's submit: a control named "submit" would hide the form's own.)
    if (!outcome) return leaving(button), HTMLFormElement.prototype.submit.call(form!)
    // A listing's add refused for want of the anti-spam fields goes by its add link, and so do the page's next ones.
    if (outcome.kind === 'failed' && outcome.unguarded && !form) (unguarded = true), (outcome = await addByLink(data))
    busy(button, -1)
    if (outcome.kind === 'redirect' && isSameOrigin(outcome.url)) return nav.go(outcome.url)
    if (outcome.kind !== 'added') {
      notice(anchor, 'woocommerce-error', t(addToCartFailed))
      return announce(t(addToCartFailed), 'assertive')
    }
    const { cartRedirectAfterAdd, cartUrl } = settings()
    if (cartRedirectAfterAdd && isSameOrigin(cartUrl)) return nav.go(cartUrl)
    if (form) notice(form, 'woocommerce-message', t(addedToCart, { name: productName(form) }))
    emit(document.body, 'added_to_cart', outcome.fragments, outcome.hash, button)
  })
}

/** Removes a mini-cart line; any failure follows the link, the no-JS remove URL. */
function remove(button: HTMLAnchorElement): void {
  const row = button.closest('.woocommerce-mini-cart-item')
  row?.classList.add('updating')
  row?.setAttribute('aria-busy', 'true')
  void queue.run(async () => {
    const outcome = await call('remove_from_cart', { cart_item_key: button.dataset.cart_item_key ?? '' })
    if (outcome.kind === 'added' && Object.keys(outcome.fragments).length) {
      const host = button.closest('.cart-item') ?? button.closest('.widget_shopping_cart')
      announce(t(removedFromCart, { name: productName(button) }))
      emit(document.body, 'removed_from_cart', outcome.fragments, outcome.hash, button)
      // The line (and the focus on its remove link) is gone: focus goes to the cart itself, not to the page's top.
      if (!button.isConnected && (document.activeElement ?? document.body) === document.body) host?.querySelector<HTMLElement>('a[href]')?.focus()
      return
    }
    row?.classList.remove('updating')
    row?.removeAttribute('aria-busy')
    if (isSameOrigin(button.href)) nav.go(button.href)
  })
}

/**
 * After an add the cart opens (dropdown or off-canvas panel: the on-demand `cart-panel` bundle, open-cart.ts); not on
 * the cart and checkout pages. Offline, it just stays closed.
 */
function openCart(): void {
  const { isCart, isCheckout } = settings()
  const opener = document.activeElement
  if (!isCart && !isCheckout) loadAsset('cart-panel').then((open) => open(opener), () => {})
}

/**
 * What every `added_to_cart` / `removed_from_cart` does to the button and the shopper, whoever fired it (third parties
 * do, some without a button): its fragments are the cart fragments' (sync.ts), which arrive by the same event.
 */
export function afterChange([fragments, , button]: unknown[], added: boolean): void {
  if (button instanceof HTMLElement && added) {
    busy(button, 0)
    if (fragments) button.classList.add('added')
    const s = settings()
    // The cart's address from the settings: a link only to the shop's own http(s) page.
    if (isSameOrigin(s.cartUrl) && !s.isCart && !button.parentElement?.querySelector('.added_to_cart')) {
      const link = document.createElement('a')
      link.href = s.cartUrl
      link.className = 'added_to_cart wc-forward'
      link.textContent = t(viewCart)
      button.after(link)
    }
    emit(document.body, 'wc_cart_button_updated', button)
    announce(button.dataset.success_message || t(addedToCart, { name: productName(button) }))
  }
  if (added) openCart()
}

const isSpace = (event: KeyboardEvent) => event.key === ' ' && !(event.target instanceof HTMLButtonElement)

/**
 * Delegated handlers on the body: buttons and forms that arrive later (quick view, fragments) work at once. Product
 * form submits `leaveForm` names are left to another handler (Flatsome's ajax add to cart, its buy-now button).
 */
export function startAddToCart(leaveForm: (form: HTMLFormElement, submitter: HTMLElement | null) => boolean = () => false): void {
  const body = document.body
  const onActivate = (event: MouseEvent | KeyboardEvent) => {
    if (event instanceof KeyboardEvent ? !isSpace(event) : event.button || event.ctrlKey || event.metaKey || event.shiftKey) return
    const target = event.target as Element
    const button = target.closest?.<HTMLElement>(ADD_BUTTON_SELECTOR)
    const removeLink = target.closest?.<HTMLAnchorElement>(REMOVE_BUTTON_SELECTOR)
    if (button) {
      event.preventDefault()
      // The second click of a double click is no second add (the shopper meant one); clicks of their own each add.
      if ((event as MouseEvent).detail < 2 && !button.classList.contains('disabled') && button.getAttribute('aria-disabled') !== 'true')
        add(button, buttonData(button))
    } else if (removeLink) {
      event.preventDefault()
      remove(removeLink)
    }
  }
  body.addEventListener('click', onActivate)
  body.addEventListener('keydown', onActivate)
  // The second click of a double click on a product form's button is no second add, even when the first add has
  // already answered (a fast or cached shop): the shopper meant one. Clicks seconds apart each add.
  body.addEventListener('click', (event) => {
    if (event.detail > 1 && (event.target as Element).closest?.(`${FORM_SELECTOR} [type=submit]`)) event.preventDefault()
  })
  // Bubbling, so the variation form (bound on the form itself) has already refused an incomplete choice.
  body.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement
    const submitter = (event as SubmitEvent).submitter
    if (event.defaultPrevented || !form.matches?.(FORM_SELECTOR) || form.method.toLowerCase() !== 'post' || leaveForm(form, submitter)) return
    const button = (submitter ?? form.querySelector('.single_add_to_cart_button')) as HTMLElement | null
    // A product form's button takes one add at a time: a second activation while its request runs (a double
    // click) is ignored, where a loop button queues every click.
    if (button && pending.get(button)) return event.preventDefault()
    const data = formData(form, submitter)
    if (data === 'native') return void (button && (busy(button, 1), leaving(button)))
    event.preventDefault()
    if (data === 'grouped-empty') {
      notice(form, 'woocommerce-error', t(groupedQuantityNeeded))
      announce(t(groupedQuantityNeeded), 'assertive')
    } else if (data !== 'none' && button) add(button, data, form, submitter)
  })
  listen(body, 'added_to_cart', (args) => afterChange(args, true))
  listen(body, 'removed_from_cart', (args) => afterChange(args, false))
}
