/**
 * The password meter while zxcvbn is on its way (it is fetched at the first focus, 390 kB): a password typed in the
 * meantime is held back as the weakest would be, so a weak one cannot be registered before it is scored; once zxcvbn
 * scores it the shop's rules decide, and if it cannot come the strength stays unknown and nothing is held back.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { printSettings, serverMarkup, settle } from './helpers'

/** zxcvbn's load, answered by each test: resolve with a scorer, or reject (offline). */
let answer: { resolve(z: unknown): void; reject(e: Error): void }
vi.mock('../../src/loader', async (original) => ({
  ...(await original<typeof import('../../src/loader')>()),
  loadAsset: (name: string) =>
    name === 'zxcvbn' ? new Promise((resolve, reject) => (answer = { resolve, reject })) : Promise.reject(new Error(`no ${name} here`)),
}))

const register = `<form method="post" class="woocommerce-form woocommerce-form-register register">
  <p><input type="email" name="email" id="reg_email" value="mari@example.ee"></p>
  <p><input type="password" name="password" id="reg_password"></p>
  <p><button type="submit" class="woocommerce-Button button" name="register">Registreeru</button></p></form>`

const field = () => document.querySelector<HTMLInputElement>('#reg_password')!
const button = () => document.querySelector<HTMLButtonElement>('button[type=submit]')!
const meter = () => document.getElementById('password_strength')!

/** A page whose meter arrived after the first focus of its field, with zxcvbn not fetched yet (fresh modules each time). */
async function typeBeforeZxcvbn(value: string): Promise<void> {
  vi.resetModules()
  const { mountPasswordMeter } = await import('../../islands/account/password-meter')
  printSettings({ siteTitle: 'Saar' })
  serverMarkup(register)
  field().focus()
  mountPasswordMeter(field(), true) // the meter's code arrived after the first focus: zxcvbn is asked for now
  field().value = value
  field().dispatchEvent(new Event('input', { bubbles: true }))
  await settle()
}

afterEach(() => {
  delete (window as { wc_password_strength_meter_params?: unknown }).wc_password_strength_meter_params
})

describe('the meter before zxcvbn is here', () => {
  it('holds a password back until zxcvbn scores it, then refuses a weak one', async () => {
    await typeBeforeZxcvbn('abc')
    expect(meter().className).toBe('woocommerce-password-strength')
    expect([button().disabled, button().classList.contains('disabled')]).toEqual([true, true])
    answer.resolve(() => ({ score: 0 }))
    await settle()
    expect(meter().className).toBe('woocommerce-password-strength short')
    expect(button().disabled).toBe(true) // weak: still refused, now said
  })

  it('lets a strong one through once it is scored', async () => {
    await typeBeforeZxcvbn('Villane-Kampsun-2026')
    expect(button().disabled).toBe(true)
    answer.resolve(() => ({ score: 4 }))
    await settle()
    expect([meter().className, button().disabled, button().classList.contains('disabled')]).toEqual(['woocommerce-password-strength strong', false, false])
  })

  it('holds nothing back once zxcvbn cannot come (offline): unknown, as without it', async () => {
    await typeBeforeZxcvbn('abc')
    expect(button().disabled).toBe(true)
    answer.reject(new Error('offline'))
    await settle()
    expect(button().disabled).toBe(false)
  })

  it('holds nothing back where the shop lets any password through (minimum 0)', async () => {
    ;(window as { wc_password_strength_meter_params?: unknown }).wc_password_strength_meter_params = { min_password_strength: '0' }
    await typeBeforeZxcvbn('abc')
    expect(button().disabled).toBe(false)
  })
})
