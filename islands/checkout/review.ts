/**
 * The order review's refresh (checkout.js's `update_checkout_action`): posts `wc-ajax=update_order_review`, the
 * review table and the payment methods busy meanwhile, a newer refresh aborting the one in flight; then applies what
 * came back. The fragments that changed since the last answer replace their markup (cleaned; only an answer of the
 * shop's own origin is read at all), the terms box and whatever the shopper typed into the payment boxes are put back,
 * the payment method stays the one chosen, the notices of a failure are shown and scrolled to, focus goes back to the
 * shipping method whose change started it, and `updated_checkout` fires with the answer. `reload` reloads the page.
 *
 * A refresh that fails on the way (no connection, a server error, WordPress's `-1` / `0`, a page of HTML, an answer
 * from elsewhere) leaves the review as it was and says so in the refresh's notice group; checkout.js has no answer
 * to that and left the review blocked for good.
 */
import { request, wcAjaxUrl } from '../../src/ajax'
import { markBusy } from '../../src/busy'
import type { UpdateCheckoutOptions } from '../../src/event-table'
import { emit } from '../../src/events'
import { t } from '../../src/i18n'
import { checkoutReviewFailed, checkoutSessionExpired } from '../../src/messages'
import { cleanFragment } from '../../src/safe-html'
import { missingSetting, settings } from '../../src/settings'
import { readReview } from './answers'
import { reviewPayload } from './fields'
import { ownNotices, placeNotices, removeNotices, scrollToCheckoutNotices, showNotices } from './notices'
import type { Checkout } from './checkout'

/** The regions checkout.js blocks while the review refreshes. */
const REVIEW_REGIONS = '.woocommerce-checkout-payment, .woocommerce-checkout-review-order-table'

type Saved = Map<string, string | boolean>

/** What the shopper has put into the payment boxes' fields, by id (checkout.js keeps only fields with one). */
function paymentDetails(): Saved {
  const saved: Saved = new Map()
  for (const el of document.querySelectorAll<HTMLInputElement>('.payment_box :is(input, select, textarea, button)'))
    if (el.id) saved.set(el.id, el.type == 'checkbox' || el.type == 'radio' ? el.checked : el.value)
  return saved
}

/** Puts those back where the new markup has the same fields, without overwriting a value the server filled in. */
function restore(saved: Saved): void {
  for (const el of document.querySelectorAll<HTMLInputElement>('.payment_box :is(input, select, textarea, button)')) {
    const was = saved.get(el.id)
    if (was === undefined) continue
    if (typeof was == 'boolean') el.checked = was
    else if (el.value === '') el.value = was
    else continue
    emit(el, 'change')
  }
}

/** Replaces each fragment's markup; `shown` is the last answer's, whose unchanged fragments stay as they are. */
function applyFragments(fragments: Record<string, string>, shown: Record<string, string> | undefined): void {
  for (const [selector, markup] of Object.entries(fragments)) {
    if (shown?.[selector] === markup) continue
    let targets: Element[]
    try {
      targets = Array.from(document.querySelectorAll(selector))
    } catch {
      continue // A key that is no selector selects nothing.
    }
    for (const el of targets) el.replaceWith(cleanFragment(markup))
  }
}

/** Starts the review's refresh for the checkout; returns what runs one. */
export function reviewRefresh(checkout: Checkout): (options?: UpdateCheckoutOptions) => Promise<void> {
  const { form } = checkout
  let shown: Record<string, string> | undefined
  /** The refreshes so far: a failure's notice, drawn after its answer, shows only if no newer refresh began. */
  let turn = 0
  return async (options = { update_shipping_method: true }) => {
    if (!form.isConnected) return
    const mine = ++turn
    const nonce = settings().nonces.updateOrderReview || checkout.params?.update_order_review_nonce || ''
    if (!nonce) missingSetting('nonces.updateOrderReview', 'the order review cannot refresh without its nonce (no `wc_checkout_params`)')
    const releases = Array.from(document.querySelectorAll(REVIEW_REGIONS), markBusy)
    const result = await request<string>(
      wcAjaxUrl('update_order_review'),
      { data: reviewPayload(form, nonce, options.update_shipping_method !== false), key: 'update_order_review', expect: 'text' },
      true,
    )
    const answer = readReview(result)
    if (answer.kind == 'failed' && answer.reason == 'aborted') return releases.forEach((release) => release())
    if (answer.kind == 'reload') return location.reload()
    removeNotices('.woocommerce-NoticeGroup-updateOrderReview')
    if (answer.kind == 'failed') {
      releases.forEach((release) => release())
      // The nonce failed (`-1`): the session is gone, and only a new page has a fresh one.
      const group = await ownNotices('updateOrderReview', t(answer.reason == 'refused' ? checkoutSessionExpired : checkoutReviewFailed))
      if (mine == turn && form.isConnected) placeNotices(form, group)
      return
    }
    const terms = document.querySelector<HTMLInputElement>('#terms')?.checked
    const saved = paymentDetails()
    applyFragments(answer.fragments, shown)
    shown = answer.fragments
    releases.forEach((release) => release())
    if (terms) document.querySelector<HTMLInputElement>('#terms')!.checked = true
    restore(saved)
    if (answer.failure) removeNotices('.woocommerce-error, .woocommerce-message, .is-error, .is-success')
    if (answer.messages) showNotices(form, 'updateOrderReview', cleanFragment(answer.messages))
    if (answer.failure) {
      checkout.validateAll()
      void scrollToCheckoutNotices(form)
    }
    checkout.initPaymentMethods()
    const target = options.current_target
    if (!answer.failure && answer.data.result == 'success' && target?.id?.includes('shipping_method')) document.getElementById(target.id)?.focus()
    emit(document.body, 'updated_checkout', answer.data)
  }
}
