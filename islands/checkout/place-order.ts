/**
 * Placing the order (checkout.js's `submit`): one post of `wc-ajax=checkout` however often the form is submitted
 * (a double click, Enter pressed again and again: the form is `processing` and busy until the answer). Before it,
 * `checkout_place_order` and the chosen gateway's `checkout_place_order_<id>` are asked on the form, each with
 * WooCommerce's `triggerHandler`: a listener returning false (a gateway that first makes its token) stops the post.
 * While it runs, leaving the page asks first.
 *
 * A success goes to the returned address, unless `checkout_place_order_success` says no (the gateway finishes the
 * payment itself) or the address is no http(s) one (it is refused: the order was taken, and the page says so).
 * A failure shows the returned notices (linked to their fields, each field marked invalid),
 * scrolled to below the sticky header, and fires `checkout_error`; `refresh` refreshes the review, `reload` the
 * page. No connection, a timeout, a server error or an answer that is no answer say so plainly. In every case the
 * form keeps what the shopper typed: nothing in it is touched but the notices.
 */
import { request, wcAjaxUrl } from '../../src/ajax'
import { markBusy } from '../../src/busy'
import { ask, emit } from '../../src/events'
import { t } from '../../src/i18n'
import { checkoutError, checkoutOffline, checkoutUnsafeRedirect } from '../../src/messages'
import { readOrder, type Failure } from './answers'
import { paymentMethod, serialize } from './fields'
import { noticeGroup, ownNotices, placeNotices, removeNotices, scrollToCheckoutNotices, serverNotices } from './notices'
import { clearInlineErrors } from './validate'
import type { Checkout } from './checkout'

/** How long an order may take: a gateway may call its bank before WooCommerce answers. */
export const PLACE_ORDER_TIMEOUT_MS = 60_000

const holdPage = (event: BeforeUnloadEvent): void => event.preventDefault()

/**
 * The failure notices linked to their fields, as checkout.js 10 has them: each message that names its field
 * (`li[data-id]`) becomes a link to it, and the field is `aria-invalid`. WooCommerce 10's message beside each field is
 * not made: on Flatsome's two columns it would push what the shopper looks at in one column and not in the other.
 */
function linkToFields(notices: DocumentFragment): void {
  for (const item of notices.querySelectorAll<HTMLElement>('li[data-id]')) {
    const id = item.dataset.id!
    const field = id ? document.getElementById(id) : null
    if (!field) continue
    const link = document.createElement('a')
    link.href = `#${id}`
    link.append(...item.childNodes)
    item.append(link)
    field.setAttribute('aria-invalid', 'true')
  }
}

/** Starts placing orders from the checkout's form; returns the submit handler (false: the event is stopped). */
export function placeOrder(checkout: Checkout) {
  const { form, api } = checkout
  let release: (() => void) | undefined

  const done = (): void => {
    removeEventListener('beforeunload', holdPage)
    form.classList.remove('processing')
    release?.()
    release = undefined
  }

  /** The order's notice group (with its HTML for `checkout_error`) at the top of the form, in place of the last. */
  function present(group: HTMLElement, errorHtml: string): void {
    done()
    removeNotices('.woocommerce-NoticeGroup-checkout, .woocommerce-error, .woocommerce-message, .is-error, .is-success')
    placeNotices(form, group)
    checkout.validateAll()
    void scrollToCheckoutNotices(form)
    form.querySelector<HTMLElement>('.woocommerce-error[tabindex="-1"], .wc-block-components-notice-banner.is-error[tabindex="-1"]')?.focus({ preventScroll: true })
    emit(document.body, 'checkout_error', errorHtml)
  }

  /** checkout.js's `submit_error`: the notices (nodes, and their HTML for `checkout_error`) at the top of the form. */
  const submitError = (notices: Node, errorHtml: string): void => present(noticeGroup('checkout', notices), errorHtml)

  /**
   * Saar's own words for a failed post, as WooCommerce's error notice. The form stays busy until it is drawn (its
   * code is here since the shopper's first approach, as a rule), so no second order can start meanwhile.
   */
  async function say(text: string): Promise<void> {
    const group = await ownNotices('checkout', text)
    present(group, group.innerHTML)
  }

  const failed = (reason: Failure): Promise<void> =>
    say(reason == 'offline' ? t(checkoutOffline) : checkout.params?.i18n_checkout_error || t(checkoutError))

  async function submit(): Promise<void> {
    checkout.resetRefresh()
    const gateway = paymentMethod(form)
    if (!ask(form, 'checkout_place_order', api) || !ask(form, `checkout_place_order_${gateway}`, api)) return
    form.classList.add('processing')
    release = markBusy(form)
    addEventListener('beforeunload', holdPage)
    const url = checkout.params?.checkout_url || wcAjaxUrl('checkout')
    const result = await request<string>(url, { data: serialize(form), expect: 'text', timeout: PLACE_ORDER_TIMEOUT_MS }, true)
    clearInlineErrors()
    const answer = readOrder(result)
    if (answer.kind == 'failed') return failed(answer.reason)
    if (answer.kind == 'success') {
      if (!ask(form, 'checkout_place_order_success', answer.result, api)) {
        // The gateway goes on from here (a card check in its own window): the page is the shopper's again, and the
        // form stays `processing` (no second order) until the gateway says otherwise, as with checkout.js.
        removeEventListener('beforeunload', holdPage)
        release?.()
        release = undefined
        return
      }
      removeEventListener('beforeunload', holdPage)
      return location.assign(answer.url)
    }
    if (answer.kind == 'unsafe-redirect') return say(t(checkoutUnsafeRedirect))
    if (answer.reload) return location.reload()
    if (answer.refresh) emit(document.body, 'update_checkout')
    if (!answer.messages) return failed('garbled')
    const notices = serverNotices(answer.messages)
    linkToFields(notices)
    const alert = document.createElement('div')
    alert.setAttribute('role', 'alert')
    alert.append(notices)
    submitError(alert, alert.outerHTML)
  }

  return {
    /** The form's submit: false, always (the post is Saar's); ignored while an order is on its way. */
    submit(): false {
      if (!form.classList.contains('processing')) void submit()
      return false
    },
    submitError,
    done,
  }
}
