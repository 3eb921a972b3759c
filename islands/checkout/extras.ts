/**
 * The checkout's coupon form, the returning customer's login form and the terms text (checkout.js's
 * `wc_checkout_coupons`, `wc_checkout_login_form`, `wc_terms_toggle`), on demand: at the first approach to one of
 * their links or to the coupon form (entries/checkout.ts holds a click or submit made before it is here). Each opens
 * and closes with WooCommerce's 400 ms slide (at once under reduced motion) and says whether it is open
 * (`aria-expanded` on its link).
 *
 * The coupon is applied with `wc-ajax=apply_coupon` (its nonce, the code, the billing e-mail): WooCommerce's success
 * notice goes before the coupon form, which closes; an error is said under the field (as text) and keeps the code;
 * then `applied_coupon_in_checkout` and a refresh of the review without touching the shipping methods. Removing one
 * from the review (`.woocommerce-remove-coupon`) posts `remove_coupon` alike. A call that fails on the way says so
 * under the field, and nothing the shopper typed is lost.
 */
import { wcAjax, type Payload } from '../../src/ajax'
import { markBusy } from '../../src/busy'
import { delegate } from '../../src/delegate'
import { emit } from '../../src/events'
import { t } from '../../src/i18n'
import { checkoutCouponFailed } from '../../src/messages'
import { loadOwnUi } from '../../src/own-ui'
import { cleanFragment, textOf } from '../../src/safe-html'
import { settings } from '../../src/settings'
import { checkoutParams } from '../../src/stock-globals'
import { readCoupon } from './answers'
import { keepingPlace, removeNotices } from './notices'
import { isShown, slide, toggle } from './slide'
import { TOGGLE_SLIDE_MS } from './toggles'

const NOTICES = '.woocommerce-error, .woocommerce-message, .is-error, .is-success'

/** The coupon field's error (WooCommerce's `coupon-error-notice`), taken away. */
function clearCouponError(): void {
  const field = document.getElementById('coupon_code')
  if (!field) return
  field.classList.remove('has-error')
  field.removeAttribute('aria-invalid')
  field.removeAttribute('aria-describedby')
  document.getElementById('coupon-error-notice')?.remove()
}

/** Says `text` under the coupon field, which keeps its code and gets focus. */
function couponError(form: Element, text: string): void {
  const field = form.querySelector<HTMLInputElement>('#coupon_code')
  if (!field || !text) return
  clearCouponError()
  const notice = document.createElement('span')
  notice.className = 'coupon-error-notice'
  notice.id = 'coupon-error-notice'
  notice.setAttribute('role', 'alert')
  notice.textContent = text
  field.classList.add('has-error')
  field.setAttribute('aria-invalid', 'true')
  field.setAttribute('aria-describedby', notice.id)
  keepingPlace(() => field.parentElement!.append(notice))
  field.focus()
}

const expanded = (link: Element | null, open: boolean): void => void link?.setAttribute('aria-expanded', String(open))

/** Sets the coupon form, the login form and the terms text up (once a page); returns what stops them (tests). */
export function startExtras(): () => void {
  // This code comes at the shopper's first approach: the coupon's busy veil (Saar's own UI, with React) may too.
  void loadOwnUi()
  const form = document.querySelector<HTMLFormElement>('form.checkout')
  const params = checkoutParams()
  const body = document.body
  const couponForms = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('form.checkout_coupon'))
  const login = document.querySelector<HTMLElement>('form.login, form.woocommerce-form--login')
  if (login) document.querySelectorAll('a.showlogin').forEach((a) => expanded(a, isShown(login)))
  async function coupon(endpoint: 'apply_coupon' | 'remove_coupon', data: Payload, region: Element, couponForm?: HTMLFormElement): Promise<void> {
    if (region.classList.contains('processing')) return
    region.classList.add('processing')
    const release = markBusy(region)
    const answer = readCoupon(await wcAjax<string>(endpoint, data, { expect: 'text' }))
    region.classList.remove('processing')
    release()
    if (answer.kind == 'failed') {
      if (answer.reason != 'aborted') couponError(couponForm ?? document.querySelector('form.checkout_coupon') ?? body, t(checkoutCouponFailed))
      return
    }
    removeNotices(endpoint == 'apply_coupon' ? `${NOTICES}, .checkout-inline-error-message` : NOTICES)
    if (answer.kind == 'empty') return
    const code = String(data[endpoint == 'apply_coupon' ? 'coupon_code' : 'coupon'] ?? '')
    if (answer.error && couponForm) couponError(couponForm, textOf(answer.html))
    else {
      // WooCommerce's notices, of the shop's own origin (src/ajax.ts took no other), cleaned.
      keepingPlace(() => (couponForm ?? form ?? body).before(cleanFragment(answer.html)))
      clearCouponError()
      const field = document.querySelector<HTMLInputElement>('#coupon_code')
      if (field) field.value = ''
      couponForms().forEach((f) => void slide(f, false, TOGGLE_SLIDE_MS).then(() => document.querySelectorAll('a.showcoupon').forEach((a) => expanded(a, false))))
    }
    emit(body, endpoint == 'apply_coupon' ? 'applied_coupon_in_checkout' : 'removed_coupon_in_checkout', code)
    emit(body, 'update_checkout', { update_shipping_method: false })
  }

  const couponNonce = (name: 'applyCoupon' | 'removeCoupon'): string =>
    settings().nonces[name] || (name == 'applyCoupon' ? params?.apply_coupon_nonce : params?.remove_coupon_nonce) || ''

  const stops = [
    delegate(body, 'click', 'a.showcoupon', (link) => {
      for (const f of couponForms())
        void toggle(f, TOGGLE_SLIDE_MS).then(() => {
          const open = isShown(f)
          expanded(link, open)
          if (open) f.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button')?.focus()
        })
      return false
    }),
    delegate(body, 'submit', 'form.checkout_coupon', (couponForm) => {
      clearCouponError()
      const f = couponForm as HTMLFormElement
      void coupon(
        'apply_coupon',
        { security: couponNonce('applyCoupon'), coupon_code: f.querySelector<HTMLInputElement>('input[name="coupon_code"]')?.value, billing_email: form?.querySelector<HTMLInputElement>('input[name="billing_email"]')?.value },
        f,
        f,
      )
      return false
    }),
    delegate(body, 'click', '.woocommerce-remove-coupon', (link) => {
      void coupon('remove_coupon', { security: couponNonce('removeCoupon'), coupon: (link as HTMLElement).dataset.coupon }, link.closest('.woocommerce-checkout-review-order') ?? body)
      return false
    }),
    // The remove link has the role of a button: Space presses it too.
    delegate(body, 'keydown', '.woocommerce-remove-coupon', (link, event) => (event.key == ' ' ? ((link as HTMLElement).click(), false) : undefined)),
    delegate(body, 'change input', '#coupon_code', clearCouponError),
    delegate(body, 'click', 'a.showlogin', (link) => {
      for (const login of document.querySelectorAll<HTMLElement>('form.login, form.woocommerce-form--login'))
        void toggle(login, TOGGLE_SLIDE_MS).then(() => {
          expanded(link, isShown(login))
          if (isShown(login)) login.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus()
        })
      return false
    }),
    delegate(body, 'click', 'a.woocommerce-terms-and-conditions-link', (link) => {
      const terms = document.querySelector<HTMLElement>('.woocommerce-terms-and-conditions')
      if (!terms) return
      void toggle(terms, TOGGLE_SLIDE_MS).then(() => {
        const open = isShown(terms)
        document.querySelectorAll('.woocommerce-terms-and-conditions-link').forEach((l) => {
          l.classList.toggle('woocommerce-terms-and-conditions-link--open', open)
          l.classList.toggle('woocommerce-terms-and-conditions-link--closed', !open)
        })
        expanded(link, open)
      })
      return false
    }),
  ]
  return () => stops.forEach((stop) => stop())
}
