/**
 * The checkout's inline validation (checkout.js's `validate_field`), on `input`, `change`, `focusout` and
 * `validate` of its text fields, selects and checkboxes: a required field left empty (a box left unticked), an
 * e-mail that is none, a phone number with other characters than digits, spaces and `#_-+/().` mark their row
 * `woocommerce-invalid` (with the reason's class) and the field `aria-invalid`; a field that passes marks its row
 * `woocommerce-validated`. Typing clears the marks and the server's inline message until the field is left.
 * The server validates again when the order is placed: this only shows the shopper early.
 */
export const VALIDATED = '.input-text, select, input[type="checkbox"]'

const INVALID = ['woocommerce-invalid', 'woocommerce-invalid-required-field', 'woocommerce-invalid-email', 'woocommerce-invalid-phone']
/** WooCommerce's e-mail rule, in short: a local part, an @, and a domain with a dot in it, without spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+\.?$/
const PHONE_CHARACTERS = /[\s#0-9_\-+/().]/g

/** What is wrong with a field's value in its row, as WooCommerce's class for it; '' when nothing is. */
export function problemOf(row: Element, field: HTMLInputElement): string {
  const empty = field.type == 'checkbox' ? !field.checked : field.value === ''
  if (row.matches('.validate-required') && empty) return 'woocommerce-invalid-required-field'
  if (row.matches('.validate-email') && field.value && !EMAIL.test(field.value)) return 'woocommerce-invalid-email'
  if (row.matches('.validate-phone') && field.value.replace(PHONE_CHARACTERS, '')) return 'woocommerce-invalid-phone'
  return ''
}

/** Takes the server's inline message for the field away, and its link from the field's description. */
export function clearInlineError(row: Element, field: Element): void {
  const message = row.querySelector('.checkout-inline-error-message')
  if (!message) return
  const rest = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id != message.id)
  if (rest.length) field.setAttribute('aria-describedby', rest.join(' '))
  else field.removeAttribute('aria-describedby')
  message.remove()
}

/** Takes every inline message of the last failed order away (checkout.js does at each answer). */
export function clearInlineErrors(): void {
  for (const field of document.querySelectorAll('[aria-describedby]')) {
    const row = field.closest('.form-row')
    if (row) clearInlineError(row, field)
  }
  document.querySelectorAll('.checkout-inline-error-message').forEach((el) => el.remove())
}

/** Validates one field on an event of `type` (`input` clears; `change`, `focusout`, `validate` check). */
export function validateField(field: HTMLInputElement, type: string): void {
  const row = field.closest('.form-row')
  if (!row) return
  const problem = type == 'input' ? '' : problemOf(row, field)
  if (problem) field.setAttribute('aria-invalid', 'true')
  else field.removeAttribute('aria-invalid'), clearInlineError(row, field)
  row.classList.remove(...INVALID, 'woocommerce-validated')
  if (type != 'input') row.classList.add(...(problem ? ['woocommerce-invalid', problem] : ['woocommerce-validated']))
}
