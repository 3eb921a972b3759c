/**
 * Saar's checkout (islands/checkout/checkout.ts), loaded by the first-load `checkout` script as soon as the page is
 * parsed: its first refresh of the order review runs then, as checkout.js's `init_checkout` did, so gateways and the
 * pickup plugins get their `updated_checkout`. One checkout per form, however often it is asked for.
 */
import { provide } from '../src/loader'
import { startCheckout } from '../islands/checkout/checkout'

declare module '../src/assets' {
  interface Assets {
    'checkout-form': (form: HTMLFormElement) => void
  }
}

const started = new WeakSet<HTMLFormElement>()

provide('checkout-form', (form) => void (started.has(form) || (started.add(form), startCheckout(form))))
