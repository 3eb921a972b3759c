/**
 * The checkout's coupon form, login form and terms text (islands/checkout/extras.ts), loaded by the `checkout`
 * script at the first approach to one of them: most shoppers use none, so their code is not in the checkout's.
 */
import { provide } from '../src/loader'
import { startExtras } from '../islands/checkout/extras'

declare module '../src/assets' {
  interface Assets {
    'checkout-extras': () => void
  }
}

let started = false

provide('checkout-extras', () => void (started ||= (startExtras(), true)))
