/**
 * Quantity steppers: Flatsome's `div.quantity.buttons_added` (`input.minus` / `input.plus` around `input.qty`) and
 * Flatsome 3.18+'s `.ux-quantity` (`.ux-quantity__button--minus` / `--plus`). A click steps the value by the
 * input's `step` within its `min` / `max`, fires bubbling `input` and `change` events (the cart's update button and
 * other plugins listen) and announces the new quantity. Buttons without an accessible name get one. The themes
 * print the buttons as `input[type=button]`, operable by keyboard as they are; a `<button>` inside the cart form
 * does not submit it (the click's default is prevented).
 */
import { announce } from '../../src/live-region'
import { t } from '../../src/i18n'
import { decreaseQuantity, increaseQuantity, productQuantity } from '../../src/messages'

export const QUANTITY_STEPPERS_SELECTOR = '.quantity.buttons_added, .ux-quantity'
const BUTTONS = '.minus, .plus, .ux-quantity__button--minus, .ux-quantity__button--plus'

export interface QuantityLimits {
  step?: string | null | undefined
  min?: string | null | undefined
  max?: string | null | undefined
}

const num = (value: string | null | undefined): number => (value?.trim() ? Number(value) : NaN)

/**
 * The next value of a quantity field. Plus adds the step (1 when it is missing, 'any' or not positive), capped at a
 * positive `max`; minus subtracts it, not below `min` and never below 0. A non-numeric value counts as 0 (and the result is still kept within `min`).
 */
export function stepQuantity(value: string, { step, min, max }: QuantityLimits, direction: 1 | -1): string {
  const by = num(step) > 0 ? num(step) : 1
  const floor = Math.max(0, num(min) || 0)
  const current = num(value)
  let next = (Number.isFinite(current) ? current : 0) + direction * by
  if (num(max) > 0) next = Math.min(next, num(max))
  // Rounded so that 0.1 + 0.2 shows as 0.3.
  return String(+Math.max(next, floor).toFixed(10))
}

export function mountSteppers(box: HTMLElement): void {
  const input = box.querySelector<HTMLInputElement>('input.qty, input[type=number]')
  if (!input) return
  for (const button of Array.from(box.querySelectorAll<HTMLElement>(BUTTONS))) {
    const label = t(/plus/.test(button.className) ? increaseQuantity : decreaseQuantity)
    if (!button.hasAttribute('aria-label') && !button.hasAttribute('aria-labelledby')) button.setAttribute('aria-label', label)
  }
  box.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.(BUTTONS)
    if (!button) return
    event.preventDefault()
    if (input.disabled || input.readOnly) return
    input.value = stepQuantity(input.value, { step: input.getAttribute('step'), min: input.min, max: input.max }, /plus/.test(button.className) ? 1 : -1)
    for (const type of ['input', 'change']) input.dispatchEvent(new Event(type, { bubbles: true }))
    announce(`${t(productQuantity)}: ${input.value}`)
  })
}
