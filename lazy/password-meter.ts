/**
 * The password strength meter, loaded on demand on the first focus of a password field (islands/account/password-field.ts).
 * It stands down where WooCommerce's own meter runs (src/stock.ts): the trigger, on every page, leaves that check to it.
 */
import { provide } from '../src/loader'
import { PASSWORD_METER, standsDown } from '../src/stock'
import { mountPasswordMeter } from '../islands/account/password-meter'

declare module '../src/assets' {
  interface Assets {
    'password-meter': typeof mountPasswordMeter
  }
}

provide('password-meter', (input, focused) => void (standsDown(PASSWORD_METER) || mountPasswordMeter(input, focused)))
