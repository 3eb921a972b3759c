/**
 * The cart page in place of WooCommerce's cart.js (9.9.5), plain code on WooCommerce's own markup: the same calls
 * with the same payloads, the same answers put in the same places, the same jQuery events (src/events.ts).
 * - The cart form: "Update cart" (or Enter in a quantity) posts the form with `update_cart` to its action; the
 *   coupon's button (or Enter in the code) posts wc-ajax=apply_coupon (`security` from `wc_cart_params`,
 *   `coupon_code`). A line's remove link and a notice's undo link (`.restore-item`) are fetched. Each answer is the
 *   cart page, whose form, totals and notices replace the page's (`updated_cart_totals`, `updated_wc_div`; a cart
 *   that became empty takes the empty-cart block, `wc_cart_emptied`; `item_removed_from_classic_cart` after a
 *   removal). `updated_wc_div` is what keeps the header's cart in step: Saar's cart fragments refresh on it, as
 *   cart-fragments.js does (cart.js itself fires no `wc_fragment_refresh`).
 * - Coupons: the answer's notice shows (a refusal under the field, with the code kept to correct it), then the form
 *   is posted again for the new totals, notices kept; `applied_coupon` / `removed_coupon` with the code.
 * - A shipping rate's change posts wc-ajax=update_shipping_method; its totals replace the page's and
 *   `updated_shipping_method` fires. The shipping calculator's button opens and closes it; its post goes to the cart
 *   page with `calc_shipping`.
 * - `added_to_cart` (a cross-sell added through Saar's cart queue) and `wc_update_cart` refresh the form.
 * While a call runs, what it will replace is busy (src/busy.ts), and the calls go one at a time. Every answer that
 * is not the markup the call gives (answers.ts) leaves the page as it was, with what the shopper typed, and says so
 * in Saar's notice (src/own-notice.ts; with the busy veil, Saar's own UI in React, fetched as this code starts:
 * src/own-ui.ts). Quantities typed and not yet updated stay through the other actions. Notices are
 * announced (they are alerts), scrolled to below the sticky header, and the page does not move under the shopper
 * while they come in above (keepInPlace). Focus stays on its element, or goes to its replacement in the answer (the
 * same id or name), or to the notice when the element went (a removed line), or to a restored line's quantity.
 * The server's HTML goes into the page only from the shop's own origin and path (src/ajax.ts) and cleaned
 * (src/safe-html.ts); Saar's own words are text.
 */
import { request, wcAjaxUrl, type Payload } from '../../src/ajax'
import { isBusy, markBusy } from '../../src/busy'
import { ownMarkup } from '../../src/dom'
import { emit, listen } from '../../src/events'
import { setHidden, HIDDEN_CLASS } from '../../src/hidden'
import { t, type Message } from '../../src/i18n'
import { cartUpdateFailed, couponFailed, couponRemoveFailed, shippingFailed } from '../../src/messages'
import { drawMessageNotice } from '../../src/own-notice'
import { loadOwnUi } from '../../src/own-ui'
import { createQueue } from '../../src/queue'
import { cleanFragment, textOf } from '../../src/safe-html'
import { revealNotice, scrollToNotices } from '../../src/scroll'
import { missingSetting, settings } from '../../src/settings'
import { printed } from '../../src/stock-globals'
import { isCouponError, readCartPage, readNotices, readTotals, shippingMethods, type Answer } from './answers'
import { CALCULATOR, CALCULATOR_BUTTON, CART_FORM, TOTALS, UPDATE_BUTTON } from './selectors'

/** Reloading the page, replaceable in tests (cart.js reloads where it cannot replace). */
export const nav = { reload: (): void => location.reload() }

const NOTICES = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success'
const COUPON_ERROR = 'coupon-error-notice'
/** The container of Saar's notice. */
const OWN_NOTICE = 'saar-cart-notice'

const find = <E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E | null => root.querySelector<E>(selector)

/** What an action leaves to do once its regions are released: the notice it showed, the element to focus. */
interface Outcome {
  notice?: HTMLElement
  focus?: Element | null
}

/**
 * A nonce of `wc_cart_params` (cart.js's data, which the plugin keeps), else of the settings. Without one the action
 * is left to the markup (a form that posts, a link that is followed), and the console names the setting once.
 */
function nonce(key: 'apply_coupon_nonce' | 'remove_coupon_nonce' | 'update_shipping_method_nonce', setting: string): string | undefined {
  const stock = printed('wc_cart_params')?.[key]
  const value = (typeof stock == 'string' && stock) || settings().nonces[setting]
  if (!value) missingSetting(`nonces.${setting}`, `the cart page has no ${key} (no wc_cart_params)`)
  return value
}

/** A wc-ajax call of cart.js, its answer as text (they are all HTML), through jQuery.ajax where jQuery is. */
const wcCall = (endpoint: string, data: Payload) => request<string>(wcAjaxUrl(endpoint), { data, expect: 'text' }, true)

/** A GET of a link of the page (remove, undo, the cart page itself). */
const fetchPage = async (url: string): Promise<Answer> => readCartPage(await request<string>(url, { method: 'GET', expect: 'text' }, true))

/** The cart form posted as cart.js serializes it (no submitter), with `extra` fields (the button's value). */
async function postForm(form: HTMLFormElement, extra: [string, string][] = []): Promise<Answer> {
  const body = new URLSearchParams()
  new FormData(form).forEach((value, name) => typeof value == 'string' && body.append(name, value))
  for (const [name, value] of extra) body.append(name, value)
  const method = form.method.toUpperCase() == 'GET' ? 'GET' : 'POST'
  return readCartPage(await request<string>(form.getAttribute('action') || location.href, { method, data: body, expect: 'text' }, true))
}

/** The first element after `el` that an update leaves in place (not a replaced form or totals). */
function stayingAfter(el: Element): Element | null {
  for (let at: Element | null = el; at; at = at.parentElement)
    for (let next = at.nextElementSibling; next; next = next.nextElementSibling) if (!next.matches(`${CART_FORM}, ${TOTALS}`)) return next
  return null
}

/**
 * Notices come in above the form: what stays below them would move down under the shopper (a layout shift). The
 * window is scrolled by as much in the same frame, so nothing on screen moves; the notice is then scrolled to.
 * Returns the measure to call once the change is made.
 */
function keepInPlace(): () => void {
  const anchor = stayingAfter(noticesWrapper())
  const top = anchor?.getBoundingClientRect().top
  return () => {
    const moved = anchor?.isConnected && top !== undefined ? anchor.getBoundingClientRect().top - top : 0
    if (moved) scrollBy(0, moved)
  }
}

/** Where notices go: WooCommerce's wrapper, else one made before the form (or the empty cart). */
function noticesWrapper(): Element {
  let wrapper = find('.woocommerce-notices-wrapper')
  if (!wrapper) {
    wrapper = document.createElement('div')
    wrapper.className = 'woocommerce-notices-wrapper'
    ;(find(CART_FORM) ?? find('.wc-empty-cart-message') ?? document.body).before(wrapper)
  }
  return wrapper
}

/** The page's notices go (Saar's too), and the coupon field's error, as each of cart.js's actions begins its answer. */
function clearNotices(): void {
  document.querySelectorAll(`${NOTICES}, .${COUPON_ERROR}, .woocommerce-notices-wrapper > .${OWN_NOTICE}`).forEach((el) => el.remove())
}

/** The notices of an answer, each text once (cart.js's remove_duplicate_notices), not the empty cart's message. */
function noticesIn(root: ParentNode): Element[] {
  const seen = new Set<string>()
  return Array.from(root.querySelectorAll(NOTICES)).filter((el) => {
    const text = el.textContent ?? ''
    return !el.closest('.wc-empty-cart-message') && !el.parentElement?.closest(NOTICES) && !seen.has(text) && !!seen.add(text)
  })
}

/** Puts notices at the start of the wrapper, the page kept in place; the first alert among them, to reveal. */
function showNotices(notices: Element[]): HTMLElement | undefined {
  if (!notices.length) return
  noticesWrapper().prepend(...notices)
  return notices.find((n) => n.matches('[role=alert]')) as HTMLElement | undefined
}

/**
 * Saar's notice for a call without a usable answer: the page stays as it was. `more`: the shop's notices of a call
 * that did answer (a coupon's) before the one that failed (the refresh it asked for).
 */
async function failure(message: Message, more: Element[] = []): Promise<Outcome> {
  // Drawn first, then put in with the rest in one change, which keepInPlace measures.
  const host = ownMarkup(document.createElement('div'))
  host.className = OWN_NOTICE
  const notice = await drawMessageNotice(host, t(message))
  const kept = keepInPlace()
  const shown = showNotices(more)
  noticesWrapper().prepend(host)
  kept()
  return { notice: shown ?? notice }
}

/** Closes the calculators of `root` (new totals come with it closed, as the server prints it). */
function closeCalculators(root: ParentNode): void {
  root.querySelectorAll(CALCULATOR).forEach((el) => setHidden(el, true))
  root.querySelectorAll(CALCULATOR_BUTTON).forEach((el) => el.setAttribute('aria-expanded', 'false'))
}

/** The totals of an answer in the page's place (`updated_cart_totals` is the caller's, after the rest). */
function replaceTotals(next: Element | null): void {
  const current = find(TOTALS)
  if (!next || !current) return
  closeCalculators(next)
  current.replaceWith(next)
}

/** cart.js's coupon error: the text under the field, which says it is invalid and is described by it. */
function showCouponError(field: HTMLInputElement, text: string, alert: boolean): void {
  const box = field.closest('.coupon')
  if (!box || !text) return
  const error = document.createElement('p')
  error.className = COUPON_ERROR
  error.id = COUPON_ERROR
  error.textContent = text
  if (alert) error.setAttribute('role', 'alert')
  field.classList.add('has-error')
  field.setAttribute('aria-invalid', 'true')
  field.setAttribute('aria-describedby', COUPON_ERROR)
  box.append(error)
}

/** The quantities typed into `form` and not yet updated: name → value. */
const typedQuantities = (form: HTMLFormElement): [string, string][] =>
  Array.from(form.querySelectorAll<HTMLInputElement>('input.qty')).flatMap((input) => (input.value !== input.defaultValue && input.name ? [[input.name, input.value]] : []))

interface Replace {
  /** Keep the page's notices (cart.js's preserve_notices: after a coupon, an add). */
  keep?: boolean
  /** Carry over the quantities typed and not updated (every action but "Update cart" itself). */
  carry?: boolean
  /** Notices to show first (a coupon's answer, shown with the refresh it asked for). */
  more?: Element[]
  /** A coupon's refusal to show under the new form's field, with the code the shopper typed. */
  couponError?: { code: string; text: string }
}

/**
 * cart.js's update_wc_div: the cart page of an answer in place of this one's form, totals and notices, or its empty
 * cart in place of the cart; every event cart.js fires, in its order.
 */
function replaceCart(html: string, { keep = false, carry = true, more = [], couponError }: Replace = {}): Outcome {
  const page = cleanFragment(html)
  const form = find<HTMLFormElement>(CART_FORM, page)
  const current = find<HTMLFormElement>(CART_FORM)
  const body = document.body
  if (!current) {
    // The empty cart's page and an answer with a cart (an undo): the answer's cart in place of the empty one. cart.js
    // reloads here.
    const empty = find('.wc-empty-cart-message')?.closest('.woocommerce')
    const full = form?.closest('.woocommerce')
    if (!empty || !full) return nav.reload(), {}
    closeCalculators(full)
    empty.replaceWith(full)
    emit(body, 'updated_cart_totals')
    emit(body, 'updated_wc_div')
    return { notice: find<HTMLElement>('[role=alert]', full) ?? undefined }
  }
  const notices = [...more, ...noticesIn(page)]
  if (!form) {
    if (find('.woocommerce-checkout')) return nav.reload(), {}
    const block = find('.wc-empty-cart-message', page)?.closest('.woocommerce')
    if (!block) return nav.reload(), {}
    clearNotices()
    find('.woocommerce-cart-form__contents')?.closest('.woocommerce')?.replaceWith(block)
    const notice = find<HTMLElement>('[role=alert]', block) ?? showNotices(more)
    emit(body, 'wc_cart_emptied')
    emit(body, 'updated_wc_div')
    return { notice }
  }
  if (find('.woocommerce-checkout')) emit(body, 'update_checkout')
  const typed = carry ? typedQuantities(current) : []
  const kept = keepInPlace()
  if (!keep) clearNotices()
  current.replaceWith(form)
  const update = find<HTMLButtonElement>(UPDATE_BUTTON, form)
  let changed = false
  for (const [name, value] of typed) {
    const input = form.elements.namedItem(name)
    if (input instanceof HTMLInputElement && input.value !== value) (input.value = value), (changed = true)
  }
  if (update) update.disabled = !changed
  const field = find<HTMLInputElement>('#coupon_code', form)
  if (couponError && field) (field.value = couponError.code), showCouponError(field, couponError.text, true)
  const notice = showNotices(notices)
  replaceTotals(find(TOTALS, page))
  kept()
  emit(body, 'updated_cart_totals')
  emit(body, 'updated_wc_div')
  return { notice, focus: couponError && field }
}

/** Where focus goes after an answer, when the element it was on went with what the answer replaced. */
function replacementOf(had: Element | null, hint: Element | null | undefined): HTMLElement | undefined {
  const input = had as HTMLInputElement | null
  const candidates = [
    hint,
    input?.id ? document.getElementById(input.id) : null,
    ...(input?.name ? Array.from(document.getElementsByName(input.name)).filter((el) => !/^(radio|checkbox)$/.test(input.type) || (el as HTMLInputElement).value == input.value) : []),
  ]
  return candidates.find(
    (el): el is HTMLElement => el instanceof HTMLElement && el.isConnected && !(el as HTMLInputElement).disabled && (el as HTMLInputElement).type != 'hidden' && !el.closest(`[inert], .${HIDDEN_CLASS}`),
  )
}

const queue = createQueue()

/**
 * One action of the cart page, after those before it: `regions` busy while `work` runs, then focus settled and the
 * notice it showed revealed.
 */
function act(regions: ReadonlyArray<Element | null | undefined>, work: () => Promise<Outcome>): Promise<void> {
  return queue.run(async () => {
    const had = document.activeElement
    const release = regions.filter((r): r is Element => !!r?.isConnected).map(markBusy)
    let outcome: Outcome
    try {
      outcome = await work()
    } catch (error) {
      // Whatever went wrong here, the shopper is told and the page is as it was.
      console.error('[saar]', error)
      outcome = await failure(cartUpdateFailed)
    } finally {
      release.forEach((r) => r())
    }
    const { notice, focus } = outcome
    const active = document.activeElement
    const lost = !active || active == document.body || !active.isConnected
    const next = lost || focus ? replacementOf(had, focus) : undefined
    next?.focus({ preventScroll: !!notice })
    if (notice) void (lost && !next ? revealNotice(notice) : scrollToNotices(notice))
  })
}

/** The regions cart.js blocks for a change of the whole cart: the form and the totals (or the empty cart's block). */
const cartRegions = (): (Element | null)[] => [find(CART_FORM) ?? find('.wc-empty-cart-message')?.closest('.woocommerce') ?? null, find(TOTALS)]

/** cart.js's update_cart: the form posted as it is (or, with no form, the cart page fetched), its page put in. */
function refresh(keep: boolean, more: Element[] = [], couponError?: Replace['couponError']): Promise<Outcome> {
  const form = find<HTMLFormElement>(CART_FORM)
  return (form ? postForm(form) : fetchPage(location.href)).then((answer) => {
    return answer.ok ? replaceCart(answer.html, { keep, more, couponError }) : failure(cartUpdateFailed, more)
  })
}

/** Applies the coupon typed in the form (cart.js's apply_coupon), then refreshes it. */
function applyCoupon(security: string): Promise<void> {
  const field = find<HTMLInputElement>('#coupon_code')
  const code = field?.value ?? ''
  return act(cartRegions(), async () => {
    const answer = readNotices(await wcCall('apply_coupon', { security, coupon_code: code }))
    if (!answer.ok) return failure(couponFailed)
    clearNotices()
    emit(document.body, 'applied_coupon', code)
    // A refusal is shown under the field, with the code kept to be corrected; an applied code leaves the field.
    const refused = isCouponError(answer.html)
    if (!refused && field) field.value = ''
    return refresh(true, refused ? [] : noticesIn(cleanFragment(answer.html)), refused ? { code, text: textOf(answer.html) } : undefined)
  })
}

/** A cart line's remove link, a notice's undo link: the page they lead to, put in. */
function followLink(link: HTMLAnchorElement, removal: boolean): Promise<void> {
  // After an undo, focus goes to the restored line.
  const key = removal ? null : new URL(link.href, location.href).searchParams.get('undo_item')
  return act(cartRegions(), async () => {
    const answer = await fetchPage(link.href)
    if (!answer.ok) return failure(cartUpdateFailed)
    const outcome = replaceCart(answer.html)
    if (removal) emit(document.body, 'item_removed_from_classic_cart')
    return key ? { ...outcome, focus: document.getElementsByName(`cart[${key}][qty]`)[0] } : outcome
  })
}

/** A plain left click or Enter, not one the browser keeps (a new tab or window). */
const plainClick = (event: MouseEvent): boolean => !(event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)

function onClick(event: MouseEvent): void {
  const target = event.target as Element
  const link = target.closest?.<HTMLAnchorElement>(`${CART_FORM} .product-remove > a, .woocommerce-cart .restore-item, a.woocommerce-remove-coupon`)
  const toggle = target.closest?.(CALCULATOR_BUTTON)
  if (toggle) {
    // cart.js returns false: no jump to `#`, and nothing else takes the click.
    event.preventDefault()
    event.stopPropagation()
    const forms = Array.from(document.querySelectorAll<HTMLElement>(CALCULATOR))
    const open = forms.some((f) => f.classList.contains(HIDDEN_CLASS) || f.style.display == 'none')
    for (const f of forms) setHidden(f, !open), open && (f.style.display = '')
    toggle.setAttribute('aria-expanded', String(open))
    document.querySelectorAll('select.country_to_state, input.country_to_state').forEach((el) => emit(el, 'change'))
    emit(document.body, 'country_to_state_changed')
    return
  }
  if (!link || !plainClick(event) || link.closest('[inert]')) return
  if (link.matches('a.woocommerce-remove-coupon')) {
    const security = nonce('remove_coupon_nonce', 'removeCoupon')
    if (!security) return
    event.preventDefault()
    const code = link.getAttribute('data-coupon') ?? ''
    void act(cartRegions(), async () => {
      const answer = readNotices(await wcCall('remove_coupon', { security, coupon: code }))
      if (!answer.ok) return failure(couponRemoveFailed)
      clearNotices()
      emit(document.body, 'removed_coupon', code)
      return refresh(true, noticesIn(cleanFragment(answer.html)))
    })
    return
  }
  event.preventDefault()
  void followLink(link, !link.matches('.restore-item'))
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target as HTMLFormElement
  if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return
  if (form.matches('form.woocommerce-shipping-calculator')) {
    event.preventDefault()
    // wc-form-handler wants the button's field: cart.js adds it as `x`.
    void act([find(TOTALS), form], async () => {
      const answer = await postForm(form, [['calc_shipping', 'x']])
      return answer.ok ? replaceCart(answer.html) : failure(cartUpdateFailed)
    })
    return
  }
  if (!form.matches(CART_FORM) || !find('.woocommerce-cart-form__contents', form)) return
  if (isBusy(form)) return event.preventDefault()
  const by = event.submitter as HTMLButtonElement | null
  const active = document.activeElement
  // Enter in a field submits with the form's first button (the coupon's): cart.js asks which field had focus.
  if (by?.name == 'update_cart' || active?.matches('input.qty')) {
    event.preventDefault()
    void act(cartRegions(), async () => {
      const answer = await postForm(form, [['update_cart', 'Update Cart']])
      return answer.ok ? replaceCart(answer.html, { carry: false }) : failure(cartUpdateFailed)
    })
  } else if (by?.name == 'apply_coupon' || active?.matches('#coupon_code')) {
    const security = nonce('apply_coupon_nonce', 'applyCoupon')
    if (!security) return
    event.preventDefault()
    void applyCoupon(security)
  }
}

function onChange(event: Event): void {
  const input = event.target as HTMLInputElement
  if (!input.matches?.('select.shipping_method, [name^="shipping_method"]')) return
  const security = nonce('update_shipping_method_nonce', 'updateShippingMethod')
  if (!security) return
  const chosen = Array.from(document.querySelectorAll<HTMLInputElement>('select.shipping_method, input[name^="shipping_method"][type=radio]:checked, input[name^="shipping_method"][type=hidden]'))
  const shipping_method = shippingMethods(chosen.map((el) => ({ index: el.getAttribute('data-index'), value: el.value })))
  void act([find(TOTALS)], async () => {
    const answer = readTotals(await wcCall('update_shipping_method', { security, shipping_method }))
    const next = answer.ok ? (cleanFragment(answer.html).firstElementChild as Element | null) : null
    let outcome: Outcome
    if (next?.matches(TOTALS)) {
      replaceTotals(next)
      emit(document.body, 'updated_cart_totals')
      outcome = { focus: document.getElementById(input.id) }
    } else {
      // Not saved: the rate the shop has goes back to being the chosen one.
      document.querySelectorAll<HTMLInputElement>('input[name^="shipping_method"][type=radio]').forEach((r) => (r.checked = r.defaultChecked))
      outcome = await failure(shippingFailed)
    }
    emit(document.body, 'updated_shipping_method')
    return outcome
  })
}

function onKey(event: KeyboardEvent): void {
  const target = event.target as Element
  // Space on a coupon's remove link is a click, as cart.js makes it (a link takes only Enter).
  if (event.key == ' ' && target.matches?.('a.woocommerce-remove-coupon')) {
    event.preventDefault()
    ;(target as HTMLElement).click()
  }
}

/** The coupon field changed or left: its error goes. */
function onCouponField(event: Event): void {
  const field = event.target as HTMLInputElement
  if (!field.matches?.('#coupon_code')) return
  field.classList.remove('has-error')
  field.removeAttribute('aria-invalid')
  field.removeAttribute('aria-describedby')
  field.closest('.coupon')?.querySelector(`.${COUPON_ERROR}`)?.remove()
}

let started = false

/**
 * Binds the cart page's handlers on the document, once (markup that replaces markup is taken as it comes).
 * `early`: the refreshes asked for before this ran (`added_to_cart`, `wc_update_cart`), each with whether it keeps the
 * notices. Returns what unbinds them (tests: each page load binds afresh).
 */
export function startCartPage(early: readonly boolean[] = []): () => void {
  if (started) return () => {}
  started = true
  // The veil and Saar's notice (React): here before the first answer, as a rule; the calls do not wait for them.
  void loadOwnUi()
  const handlers: [string, (event: never) => void][] = [
    ['click', onClick],
    ['submit', onSubmit],
    ['change', onChange],
    ['keydown', onKey],
    ...['input', 'change', 'focusout'].map((type): [string, (event: Event) => void] => [type, onCouponField]),
  ]
  for (const [type, handler] of handlers) document.addEventListener(type, handler as EventListener)
  const again = (keep: unknown) => void act(cartRegions(), () => refresh(!!keep))
  const stops = [listen(document, 'added_to_cart', ([fragments]) => again(fragments)), listen(document, 'wc_update_cart', ([keep]) => again(keep))]
  early.forEach(again)
  return () => {
    for (const [type, handler] of handlers) document.removeEventListener(type, handler as EventListener)
    stops.forEach((stop) => stop())
    started = false
  }
}
