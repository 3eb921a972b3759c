/**
 * Reading the checkout form as checkout.js reads it (jQuery's `val()`, `serialize()`, `:visible`), for the order
 * review's payload and the order's post.
 */
import type { Payload } from '../../src/ajax'

/** A field's value by id (`#billing_postcode`), or undefined when the page has none (sent empty, as jQuery's). */
export const valueOf = (id: string): string | undefined => (document.getElementById(id) as HTMLInputElement | null)?.value

/** Whether an element takes room on the page (jQuery's `:visible`). */
export const visible = (el: Element): boolean =>
  typeof el.checkVisibility == 'function' ? el.checkVisibility() : !el.closest('[hidden], .saar-hidden') && (el as HTMLElement).style?.display != 'none'

/** The form's fields as jQuery's `serialize()` sends them: every successful control's text value, no files. */
export function serialize(form: HTMLFormElement): URLSearchParams {
  const out = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value == 'string') out.append(name, value)
  return out
}

/** The chosen payment method's gateway id (`cod`), '' when none is chosen (by each radio's state: not `:checked`, which happy-dom reads from the attribute). */
export const paymentMethod = (form: HTMLFormElement): string =>
  Array.from(form.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')).find((r) => r.checked)?.value ?? ''

/** Whether the address's required fields that show are all filled (checkout.js's `has_full_address`). */
export function hasFullAddress(form: HTMLFormElement): boolean {
  return Array.from(form.querySelectorAll('.address-field.validate-required'))
    .filter(visible)
    .every((row) => (row.querySelector<HTMLInputElement>('input, select, textarea')?.value ?? '') !== '')
}

/** The chosen shipping method of each package, by its `data-index`: `{0: 'flat_rate:1'}`. */
export function shippingMethods(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const el of document.querySelectorAll<HTMLInputElement>('select.shipping_method, input[name^="shipping_method"]:is([type="radio"], [type="hidden"])'))
    if (el.type != 'radio' || el.checked) out[el.dataset.index ?? ''] = el.value
  return out
}

/**
 * `update_order_review`'s fields, as checkout.js sends them: the nonce, the payment method, the billing address and
 * the shipping one (the billing again unless another address is asked for), whether the address is complete, the
 * whole form serialized, and the shipping methods unless the trigger said not to.
 */
export function reviewPayload(form: HTMLFormElement, nonce: string, withShipping: boolean): Payload {
  const parts = ['country', 'state', 'postcode', 'city', 'address_1', 'address_2']
  const billing = parts.map((p) => valueOf(`billing_${p}`))
  const elsewhere = !!document.querySelector<HTMLInputElement>('#ship-to-different-address input')?.checked
  const shipping = elsewhere ? parts.map((p) => valueOf(`shipping_${p}`)) : billing
  const names = ['country', 'state', 'postcode', 'city', 'address', 'address_2']
  const data: Payload = { security: nonce, payment_method: paymentMethod(form) }
  names.forEach((name, i) => (data[name] = billing[i]))
  names.forEach((name, i) => (data[`s_${name}`] = shipping[i]))
  data.has_full_address = hasFullAddress(form)
  data.post_data = serialize(form).toString()
  if (withShipping) data.shipping_method = shippingMethods()
  return data
}
