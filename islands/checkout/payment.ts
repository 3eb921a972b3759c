/**
 * The payment methods (checkout.js's `init_payment_methods` and `payment_method_selected`): the chosen method's box
 * opens and the others close (a 230 ms slide, at once under reduced motion), the place-order button says what the
 * gateway asks (`data-order_button_text`, else the button's own `data-value`), and `payment_method_selected` fires on
 * the body when the choice changes. After every refresh of the review the method chosen before is chosen again (the
 * new markup may say otherwise), or the first when none is; a lone method's radio is hidden.
 */
import { emit } from '../../src/events'
import { setHidden } from '../../src/hidden'
import { isShown, slide } from './slide'

export const PAYMENT_SLIDE_MS = 230

/** The payment methods' state: the chosen method's input id (checkout.js's `selectedPaymentMethod`). */
export function paymentMethods(form: HTMLFormElement) {
  const state = { selected: false as string | false }
  const radios = (): HTMLInputElement[] => Array.from(form.querySelectorAll<HTMLInputElement>('input[name="payment_method"]'))
  const boxes = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('div.payment_box'))

  /** A click on a payment method's radio (the shopper's, or a script's `click()`). */
  function selected(radio: HTMLInputElement): void {
    if (document.querySelectorAll('.payment_methods input.input-radio').length > 1) {
      const box = Array.from(document.querySelectorAll<HTMLElement>('div.payment_box')).find((b) => b.classList.contains(radio.id))
      if (radio.checked && box && !isShown(box)) {
        for (const other of boxes()) if (other != box && isShown(other)) void slide(other, false, PAYMENT_SLIDE_MS)
        void slide(box, true, PAYMENT_SLIDE_MS)
      }
    } else for (const box of boxes()) void slide(box, true, 0)
    const button = document.getElementById('place_order')
    if (button) button.textContent = radio.dataset.order_button_text || button.dataset.value || button.textContent
    const now = radios().find((r) => r.checked)?.id ?? false
    if (now !== state.selected) emit(document.body, 'payment_method_selected')
    state.selected = now
  }

  /** Sets the methods up on the markup there is now (at the start, and after each refresh). */
  function init(): void {
    const all = radios()
    if (all.length == 1) setHidden(all[0]!, true)
    const before = state.selected && document.getElementById(state.selected)
    if (before instanceof HTMLInputElement) before.checked = true
    if (all.length && !all.some((r) => r.checked)) all[0]!.checked = true
    const checked = all.find((r) => r.checked)
    if (all.length > 1) for (const box of boxes()) if (!box.classList.contains(checked?.id ?? '')) void slide(box, false, 0)
    // As checkout.js: a click, so a gateway listening to its radio's clicks sets its fields up too.
    checked?.click()
  }

  return { state, selected, init }
}
