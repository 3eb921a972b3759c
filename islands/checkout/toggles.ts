/**
 * The checkout's two toggles inside its form (checkout.js's `ship_to_different_address`, `toggle_create_account`):
 * the shipping address opens while "ship to a different address" is ticked, the new account's password while
 * "create an account" is (a password the browser filled in is cleared as it opens), with WooCommerce's 400 ms slide,
 * at once under reduced motion. The coupon and login forms, whose code comes on demand (extras.ts), start closed.
 */
import { delegate } from '../../src/delegate'
import { slide } from './slide'
import type { Checkout } from './checkout'

export const TOGGLE_SLIDE_MS = 400

/** Sets the toggles up; returns what stops them (for tests: a page has them for its life). */
export function startToggles({ form, params }: Checkout): () => void {
  document.querySelectorAll<HTMLElement>('form.checkout_coupon').forEach((f) => void slide(f, false, 0))
  document.querySelectorAll('a.showcoupon').forEach((a) => a.setAttribute('aria-expanded', 'false'))
  const shipTo = (ms: number): void => {
    const open = !!form.querySelector<HTMLInputElement>('#ship-to-different-address input')?.checked
    document.querySelectorAll<HTMLElement>('div.shipping_address').forEach((address) => void slide(address, open, ms))
  }
  shipTo(0)
  const stops = [delegate(form, 'change', '#ship-to-different-address input', () => shipTo(TOGGLE_SLIDE_MS))]
  const box = form.querySelector<HTMLInputElement>('input#createaccount')
  if (params?.option_guest_checkout && box) {
    const follow = (ms: number): void => {
      const password = document.querySelector<HTMLInputElement>('#account_password')
      if (box.checked && password && ms) password.value = ''
      document.querySelectorAll<HTMLElement>('div.create-account').forEach((el) => void slide(el, box.checked, ms))
    }
    follow(0)
    stops.push(delegate(form, 'change', 'input#createaccount', () => follow(TOGGLE_SLIDE_MS)))
  }
  return () => stops.forEach((stop) => stop())
}
