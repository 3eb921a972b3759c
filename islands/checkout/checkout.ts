/**
 * Saar's checkout, in place of WooCommerce's checkout.js (9.9), on its markup: the order review's refresh on the
 * same triggers (refresh.ts, review.ts), the payment methods (payment.ts), the toggles and the coupon form
 * (toggles.ts), inline validation (validate.ts) and placing the order (place-order.ts), with checkout.js's jQuery
 * events fired and heard on the same targets with the same arguments, so the gateways, the pickup plugins and
 * tracking that hook into them keep working: `init_checkout`, `update_checkout` (anyone may trigger it),
 * `updated_checkout`, `payment_method_selected`, `checkout_place_order` and `checkout_place_order_<gateway>`,
 * `checkout_place_order_success`, `checkout_error`, `applied_coupon_in_checkout`, `removed_coupon_in_checkout`, and
 * `update` on the form. Gateways get WooCommerce's `wc_checkout_form` as far as they read it (CheckoutForm).
 *
 * Not covered: the order-pay page (`woocommerce-order-pay`), 11.x's custom place-order buttons and the
 * address-autocomplete providers of 10.x; scripts inside the answer's fragments do not run (they are cleaned out,
 * as every server markup Saar puts into the page).
 */
import { delegate } from '../../src/delegate'
import type { CheckoutForm, UpdateCheckoutOptions } from '../../src/event-table'
import { emit, listen, pageJQuery } from '../../src/events'
import { wireWhen } from '../../src/hydrate'
import { loadOwnUi } from '../../src/own-ui'
import { settings, type Settings } from '../../src/settings'
import { checkoutParams, type CheckoutParams } from '../../src/stock-globals'
import { paymentMethod } from './fields'
import { scrollToCheckoutNotices, serverNotices } from './notices'
import { paymentMethods } from './payment'
import { placeOrder } from './place-order'
import { refresher } from './refresh'
import { reviewRefresh } from './review'
import { startToggles } from './toggles'
import { VALIDATED, validateField } from './validate'

/** What the checkout's parts share. */
export interface Checkout {
  form: HTMLFormElement
  params: CheckoutParams | undefined
  settings: Settings
  /** WooCommerce's `wc_checkout_form`, as gateways get it. */
  api: CheckoutForm
  initPaymentMethods(): void
  validateAll(): void
  resetRefresh(): void
}

/** Whether the required address fields around `field` are filled (checkout.js's `maybe_update_checkout`). */
function addressComplete(field: Element): boolean {
  const rows = field.closest('div')?.querySelectorAll('.address-field.validate-required') ?? []
  return Array.from(rows).every((row) => row.querySelector<HTMLInputElement>('input.input-text')?.value !== '')
}

/** Sets the checkout up on its form; returns what stops it (for tests: a page has it for its life). */
export function startCheckout(form: HTMLFormElement): () => void {
  const body = document.body
  const $ = pageJQuery()
  const payment = paymentMethods(form)
  const stops: Array<() => void> = []
  const checkout: Checkout = {
    form,
    params: checkoutParams(),
    settings: settings(),
    api: {
      ...($ && { $checkout_form: $(form), $order_review: $(document.getElementById('order_review') ?? form) }),
      get selectedPaymentMethod() {
        return payment.state.selected
      },
      get_payment_method: () => paymentMethod(form),
      submit_error: (errorHtml) => placer.submitError(serverNotices(String(errorHtml)), String(errorHtml)),
      scroll_to_notices: () => void scrollToCheckoutNotices(form),
      reset_update_checkout_timer: () => refresh.reset(),
    },
    initPaymentMethods: payment.init,
    validateAll: () => form.querySelectorAll<HTMLInputElement>(VALIDATED).forEach((field) => validateField(field, 'validate')),
    resetRefresh: () => refresh.reset(),
  }
  const update = reviewRefresh(checkout)
  const refresh = refresher<Element>({
    trigger: (options) => emit(body, 'update_checkout', options),
    update: (options?: UpdateCheckoutOptions) => void update(options),
    complete: addressComplete,
    clock: { set: (run, ms) => setTimeout(run, ms), clear: (timer) => clearTimeout(timer as number) },
  })
  const placer = placeOrder(checkout)

  form.setAttribute('novalidate', 'novalidate')
  stops.push(
    listen(body, 'update_checkout', ([options]) => refresh.schedule(options)),
    listen(body, 'init_checkout', () => emit(body, 'update_checkout')),
    listen(form, 'update', () => emit(body, 'update_checkout', { current_target: form })),
    delegate(form, 'change keydown', 'input, select, textarea', (field, event) => refresh.field(event.type, event.key, field)),
    delegate(form, 'input validate change focusout', VALIDATED, (field, event) => validateField(field as HTMLInputElement, event.type)),
    delegate(form, 'click', 'input[name="payment_method"]', (radio) => payment.selected(radio as HTMLInputElement)),
    // On the document, so a submit a gateway triggers through jQuery (`$form.trigger('submit')`) is heard and stopped.
    // Also isSameNode: happy-dom hands a form's DOM events a target that is not the object its queries return.
    delegate(document, 'submit', 'form.checkout', (el) => (el == form || form.isSameNode(el) ? placer.submit() : undefined)),
    startToggles(checkout),
    // The busy veil and Saar's notices (React, src/own-ui.ts) come at the first approach to the form, not with the
    // page: the checkout fetches no React while the shopper only looks, and its first refresh is busy without a veil.
    wireWhen('form.checkout', 'interaction', () => loadOwnUi().then(() => () => {})),
  )
  payment.init()
  if (checkout.settings.isCheckout) emit(body, 'init_checkout')
  return () => stops.forEach((stop) => stop())
}
