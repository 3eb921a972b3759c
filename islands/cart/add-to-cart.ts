/**
 * Ajax add to cart and mini-cart remove: WooCommerce's add-to-cart.js, rebuilt, for the loop buttons
 * (`.ajax_add_to_cart[data-product_id]`) and the product forms of simple and variable products (product page and
 * quick view). Requests go through one FIFO queue, one at a time, none lost. The button shows `loading` while its
 * request runs and `added` with a "View cart" link after; the same jQuery events with WooCommerce's arguments fire;
 * every add and remove is announced; and a failed request (network, server, invalid answer) puts the button back
 * and tells the shopper, where the stock script spins for ever.
 */
import { wcAjax, wcAjaxUrl, type AjaxResult } from '../../src/ajax'
import { ask, emit, listen } from '../../src/events'
import { t } from '../../src/i18n'
import { announce } from '../../src/live-region'
import { addedToCart, addToCartFailed, groupedQuantityNeeded, removedFromCart, viewCart } from '../../src/messages'
import { isSameOrigin } from '../../src/rest'
import { settings } from '../../src/settings'
import { $cart, setCartFromServer } from '../../src/stores/cart'
import { applyFragments } from '../cart-fragments/fragments'
import { buttonData, createQueue, formData, readAddResponse, readFragments, type AddOutcome } from './logic'
import { openCart } from './open-cart'

export const ADD_BUTTON_SELECTOR = '.ajax_add_to_cart[data-product_id]:not(.wc-interactive)'
export const REMOVE_BUTTON_SELECTOR = '.remove_from_cart_button[data-cart_item_key]'
const FORM_SELECTOR = 'form.cart'

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

const sameOriginAjax = (endpoint: string) => isSameOrigin(wcAjaxUrl(endpoint))

/** The answer as an outcome; fragments from another origin are never used. */
function outcomeOf(result: AjaxResult<unknown>, endpoint: string): AddOutcome {
  const outcome = result.ok ? readAddResponse(result.data) : ({ kind: 'failed' } as const)
  return outcome.kind === 'added' && !sameOriginAjax(endpoint) ? { ...outcome, fragments: {} } : outcome
}

/** Sends one add: veto, events, queue, outcome. `form` is set for product forms. */
function add(button: HTMLElement, data: Record<string, string>, form?: HTMLFormElement): void {
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
    const outcome = outcomeOf(await wcAjax('add_to_cart', data), 'add_to_cart')
    busy(button, -1)
    if (outcome.kind === 'redirect' && isSameOrigin(outcome.url)) return nav.go(outcome.url)
    if (outcome.kind !== 'added') {
      notice(anchor, 'woocommerce-error', t(addToCartFailed))
      return announce(t(addToCartFailed), 'assertive')
    }
    if (settings().cartRedirectAfterAdd && settings().cartUrl) return nav.go(settings().cartUrl)
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
    const outcome = outcomeOf(await wcAjax('remove_from_cart', { cart_item_key: button.dataset.cart_item_key ?? '' }), 'remove_from_cart')
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

/** What every `added_to_cart` / `removed_from_cart` does, whoever fired it (third parties do, some without a button). */
function afterChange([fragments, hash, button]: unknown[], added: boolean): void {
  const valid = readFragments(fragments)
  if (button instanceof HTMLElement && added) {
    busy(button, 0)
    if (valid) button.classList.add('added')
    const s = settings()
    if (!s.isCart && !button.parentElement?.querySelector('.added_to_cart')) {
      const link = document.createElement('a')
      link.href = s.cartUrl
      link.className = 'added_to_cart wc-forward'
      link.textContent = t(viewCart)
      button.after(link)
    }
    emit(document.body, 'wc_cart_button_updated', button)
    announce(button.dataset.success_message || t(addedToCart, { name: productName(button) }))
  }
  if (valid) {
    setCartFromServer(typeof hash === 'string' ? hash : $cart.get().hash, applyFragments(valid))
    emit(document.body, 'wc_fragments_loaded')
  }
  if (added) openCart()
}

const isSpace = (event: KeyboardEvent) => event.key === ' ' && !(event.target instanceof HTMLButtonElement)

/** Delegated handlers on the body: buttons and forms that arrive later (quick view, fragments) work at once. */
export function startAddToCart(): void {
  const body = document.body
  const onActivate = (event: MouseEvent | KeyboardEvent) => {
    if (event instanceof KeyboardEvent ? !isSpace(event) : event.button || event.ctrlKey || event.metaKey || event.shiftKey) return
    const target = event.target as Element
    const button = target.closest?.<HTMLElement>(ADD_BUTTON_SELECTOR)
    const removeLink = target.closest?.<HTMLAnchorElement>(REMOVE_BUTTON_SELECTOR)
    if (button) {
      event.preventDefault()
      if (!button.classList.contains('disabled') && button.getAttribute('aria-disabled') !== 'true') add(button, buttonData(button))
    } else if (removeLink) {
      event.preventDefault()
      remove(removeLink)
    }
  }
  body.addEventListener('click', onActivate)
  body.addEventListener('keydown', onActivate)
  // Bubbling, so the variation form (bound on the form itself) has already refused an incomplete choice.
  body.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement
    if (event.defaultPrevented || !form.matches?.(FORM_SELECTOR) || form.method.toLowerCase() !== 'post') return
    const submitter = (event as SubmitEvent).submitter
    const data = formData(form, submitter)
    if (data === 'native') return
    event.preventDefault()
    const button = (submitter ?? form.querySelector('.single_add_to_cart_button')) as HTMLElement | null
    if (data === 'grouped-empty') {
      notice(form, 'woocommerce-error', t(groupedQuantityNeeded))
      announce(t(groupedQuantityNeeded), 'assertive')
    } else if (data !== 'none' && button) add(button, data, form)
  })
  listen(body, 'added_to_cart', (args) => afterChange(args, true))
  listen(body, 'removed_from_cart', (args) => afterChange(args, false))
}
