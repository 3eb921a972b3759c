/**
 * The variable product's add button in its three states, with the classes WooCommerce's variation script sets
 * (themes and plugins style and read them). It is disabled by class and `aria-disabled`, never by the attribute:
 * still focusable, so a click can say what is missing. Shared by the variation form and the product script, which
 * shows "a choice is needed" before the form's code has come.
 */

/** `needed`: an option is still to choose; `unavailable`: the choice names no purchasable variation. */
export type AddButtonState = 'needed' | 'unavailable' | 'enabled'

/** Shows `state` on the add button of `form` (and on its wrapper). */
export function showAddButton(form: HTMLFormElement, state: AddButtonState): void {
  const button = form.querySelector('.single_add_to_cart_button')
  button?.classList.toggle('disabled', state !== 'enabled')
  button?.classList.toggle('wc-variation-selection-needed', state === 'needed')
  button?.classList.toggle('wc-variation-is-unavailable', state === 'unavailable')
  if (state === 'enabled') button?.removeAttribute('aria-disabled')
  else button?.setAttribute('aria-disabled', 'true')
  const wrap = form.querySelector('.woocommerce-variation-add-to-cart')
  wrap?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'enabled')
  wrap?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'enabled')
}
