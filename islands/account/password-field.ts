/**
 * What the `password` script (every page) does for password fields: nothing until the shopper first focuses one (or the
 * form's confirmation field). Then the meter (lazy/password-meter.ts) is loaded on demand, and it fetches zxcvbn.
 * Neither is ever in the page's first bytes; while zxcvbn is on its way the meter holds the form's submit back as for the
 * weakest password (password-meter.ts).
 */
import { loadAsset } from '../../src/loader'

export const PASSWORD_SELECTOR =
  'form.register #reg_password, form.checkout #account_password, form.edit-account #password_1, form.lost_reset_password #password_1'

export function wirePasswordField(input: HTMLInputElement): void {
  const fields = [input, input.form?.querySelector<HTMLInputElement>('#password_2')]
  const each = (add: boolean): void => fields.forEach((f) => f?.[add ? 'addEventListener' : 'removeEventListener']('focus', start))
  function start(): void {
    each(false)
    // A failed load (the shopper was offline for a moment) is tried again on the next focus.
    loadAsset('password-meter').then((mount) => mount(input, true), () => each(true))
  }
  each(true)
}
