/**
 * The catalogue ordering form (`form.woocommerce-ordering`): choosing a sort order submits at once, as
 * WooCommerce's woocommerce.js does. Without the script the form still works with its own submit.
 */
import { submitForm } from '../../src/forms'

export function mountOrdering(select: HTMLSelectElement): void {
  select.addEventListener('change', () => {
    if (select.form) submitForm(select.form)
  })
}
