/**
 * Weak passwords are refused where WooCommerce's password meter has been replaced (issue 8, defect 9): the minimum
 * comes from the plugin's settings, printed in place of wc_password_strength_meter_params, or is WooCommerce's own
 * 3 when nothing says otherwise. Scored by the real zxcvbn, as on the shop.
 */
import { describe, expect, it } from 'vitest'
import zxcvbn from 'zxcvbn'
import { printSettings, serverMarkup, settle } from './helpers'
import { wireAll } from '../../src/dom'
import { provide } from '../../src/loader'
import type { RawSettings } from '../../src/settings'
import { PASSWORD_SELECTOR, wirePasswordField } from '../../islands/account/password-field'
import { mountPasswordMeter } from '../../islands/account/password-meter'

provide('zxcvbn', zxcvbn)
provide('password-meter', mountPasswordMeter)

const register = `
  <form method="post" class="woocommerce-form woocommerce-form-register register">
    <p><label for="reg_email">E-posti aadress</label><input type="email" name="email" id="reg_email" value="mari@example.ee"></p>
    <p><label for="reg_password">Parool</label><input type="password" name="password" id="reg_password"></p>
    <p><button type="submit" class="woocommerce-Button button" name="register">Registreeru</button></p>
  </form>`

const checkout = `
  <form name="checkout" method="post" class="checkout woocommerce-checkout">
    <p class="create-account"><label><input id="createaccount" type="checkbox" name="createaccount" value="1" checked> Loo konto</label></p>
    <p><label for="account_password">Loo konto salasõna</label><input type="password" name="account_password" id="account_password"></p>
    <button type="submit" class="button alt" id="place_order">Esita tellimus</button>
  </form>`

const submit = () => document.querySelector<HTMLButtonElement>('button[type=submit]')!
const meter = () => document.querySelector('.woocommerce-password-strength')?.textContent

async function typePassword(selector: string, value: string): Promise<void> {
  const input = document.querySelector<HTMLInputElement>(selector)!
  input.focus()
  input.dispatchEvent(new FocusEvent('focus'))
  await settle()
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
  await settle()
}

function mount(markup: string, settings: RawSettings): void {
  printSettings(settings)
  serverMarkup(markup)
  wireAll<HTMLInputElement>(PASSWORD_SELECTOR, wirePasswordField)
}

describe('the minimum password strength without WooCommerce\'s meter', () => {
  it.each([
    ['as the plugin prints it (WooCommerce\'s default 3)', { features: { account: { minPasswordStrength: 3, stopCheckout: false } } }],
    ['with nothing printed at all', {}],
  ])('refuses "abc123" at registration %s, and lets a strong password through', async (_, settings: RawSettings) => {
    mount(register, settings)
    await typePassword('#reg_password', 'abc123')
    await expect.poll(meter).toBe('Väga nõrk - Palun sisesta keerukam salasõna.')
    expect(submit().disabled).toBe(true)

    await typePassword('#reg_password', 'Saaremaa-villased-sokid-2025!')
    await expect.poll(meter).toBe('Tugev')
    expect(submit().disabled).toBe(false)
  })

  it('holds back the order at checkout when the shop enforces it there (stop_checkout)', async () => {
    mount(checkout, { features: { account: { minPasswordStrength: 3, stopCheckout: true } } })
    await typePassword('#account_password', 'abc123')
    await expect.poll(() => submit().disabled).toBe(true)
  })

  it('lets "abc123" through at checkout by default, as WooCommerce does', async () => {
    mount(checkout, { features: { account: { minPasswordStrength: 3, stopCheckout: false } } })
    await typePassword('#account_password', 'abc123')
    await expect.poll(meter).toBe('Väga nõrk - Palun sisesta keerukam salasõna.')
    expect(submit().disabled).toBe(false)
  })
})
