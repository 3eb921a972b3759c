/**
 * The account script on WooCommerce's forms: the password meter (with a fake zxcvbn handed over through `provide`,
 * as the on-demand bundle does), the submit rules on register, reset and checkout, field help texts and the social
 * login buttons.
 */
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import { printSettings, serverMarkup, settle } from './helpers'
import { wireAll } from '../../src/dom'
import { provide } from '../../src/loader'
import { resetSettings } from '../../src/settings'
import { PASSWORD_SELECTOR, wirePasswordField } from '../../islands/account/password-field'
import { mountPasswordMeter } from '../../islands/account/password-meter'
import { HELP_TEXT_CLOSED_CLASS, HELP_TEXT_OVER_CLASS, HELP_TEXT_SELECTOR, mountHelpText } from '../../islands/account/help-text'
import { mountSocialButton, SOCIAL_SELECTOR } from '../../islands/account/social-login'
import { showRedirectOverlay } from '../../islands/account/RedirectOverlay'
import { lostPasswordForm, socialButtons } from '../../php-stub/shop/parts/account-forms'
import { accountFields, billingFields, formField } from '../../php-stub/shop/parts/checkout-fields'

/** A stand-in for zxcvbn: the score grows with the length; a disallowed word inside the password scores 0. */
const zxcvbn = vi.fn((pw: string, inputs: string[] = []) => ({
  score: inputs.some((w) => pw.toLowerCase().includes(w.toLowerCase())) ? 0 : pw.length < 6 ? 0 : pw.length < 9 ? 1 : pw.length < 12 ? 3 : 4,
}))
provide('zxcvbn', zxcvbn)
provide('password-meter', mountPasswordMeter)

type Dict = Record<string, unknown>
const win = window as unknown as Dict

afterEach(() => {
  for (const name of ['wc_password_strength_meter_params', 'pwsL10n', 'wp', 'zxcvbn']) delete win[name]
  vi.unstubAllGlobals()
})

/**
 * Kept inline: the register form after the show-password script wrapped its field (`span.password-input`), with a
 * note the field is described by, which the stand-in's form (parts/account-forms.ts) does not print.
 */
const register = `
  <form method="post" class="woocommerce-form woocommerce-form-register register">
    <p><label for="reg_email">E-posti aadress</label><input type="email" name="email" id="reg_email" value="mari.maasikas@example.ee"></p>
    <p><label for="reg_password">Parool</label><span class="password-input"><input type="password" name="password" id="reg_password" aria-describedby="pw-note"><button type="button" class="show-password-input"></button></span></p>
    <p id="pw-note">Vähemalt 12 märki.</p>
    <p><button type="submit" class="woocommerce-Button button" name="register">Registreeru</button></p>
  </form>`

/** WooCommerce's reset password form for the user demo (the stand-in's account forms part). */
const reset = lostPasswordForm({ nonce: 'n', reset: { key: 'k', login: 'demo' } }).value

/**
 * The checkout's billing fields (Mari's first name filled in) and a guest's account creation, from the stand-in's
 * checkout fields part, and the review's place-order button. The company's help text is made one printed without an
 * id and not linked to its field (as a plugin's field may be), which Saar links.
 */
function checkoutMarkup(): string {
  const t = document.createElement('template')
  t.innerHTML = `<form name="checkout" method="post" class="checkout woocommerce-checkout">${billingFields.map((f) => formField(f, f.name === 'billing_first_name' ? 'Mari' : '')).join('')}${accountFields()}
    <div id="order_review"><button type="submit" class="button alt" id="place_order">Esita tellimus</button></div></form>`
  t.content.getElementById('billing_company-description')!.removeAttribute('id')
  t.content.getElementById('billing_company')!.removeAttribute('aria-describedby')
  return t.innerHTML
}
const checkout = checkoutMarkup()

const field = (selector: string) => document.querySelector<HTMLInputElement>(selector)!
const meter = () => document.querySelector<HTMLElement>('.woocommerce-password-strength')
const hint = () => document.querySelector('.woocommerce-password-hint')
const submit = (form = document) => form.querySelector<HTMLButtonElement>('button[type=submit]')!

/** Focuses a field and types a value, as a shopper does. */
async function type(el: HTMLInputElement, value: string): Promise<void> {
  el.focus()
  el.dispatchEvent(new FocusEvent('focus'))
  await settle()
  el.value = value
  el.dispatchEvent(new Event('input', { bubbles: true }))
  await settle()
}

function mount(markup: string, settings: Dict = {}): void {
  printSettings({ siteTitle: 'Saar – Eesti käsitöö', ...settings })
  serverMarkup(markup)
  wireAll<HTMLInputElement>(PASSWORD_SELECTOR, wirePasswordField)
  wireAll(HELP_TEXT_SELECTOR, mountHelpText)
}

describe('password meter', () => {
  it('shows nothing before focus, then the strength after the field (after its wrapper), described and live', async () => {
    win.wc_password_strength_meter_params = { min_password_strength: '0' } // A shop that lowered WooCommerce's minimum 3.
    mount(register)
    expect(meter()).toBeNull()
    const events: string[] = []
    for (const name of ['wc-password-strength-added', 'wc-password-strength-show', 'wc-password-strength-hide'])
      document.body.addEventListener(name, () => events.push(name))

    // On focus the status region goes into the page empty, so that its first text is a change screen readers announce.
    field('#reg_password').focus()
    field('#reg_password').dispatchEvent(new FocusEvent('focus'))
    await settle()
    const m = document.getElementById('password_strength')!
    expect([m.getAttribute('role'), m.textContent, m.className, m.previousElementSibling?.className]).toEqual(['status', '', '', 'password-input'])
    expect(field('#reg_password').getAttribute('aria-describedby')).toBe('pw-note')

    await type(field('#reg_password'), 'abc')
    expect(meter()).toBe(m)
    expect(m.className).toBe('woocommerce-password-strength short')
    expect(m.textContent).toBe('Väga nõrk')
    expect(hint()?.textContent).toMatch(/^Vihje: parool peaks olema vähemalt kaksteist tähemärki pikk/)
    expect(m.nextElementSibling).toBe(hint())
    expect(field('#reg_password').getAttribute('aria-describedby')).toBe('pw-note password_strength')
    // The shop's minimum is 0: a weak password is named, never held back.
    expect(submit().disabled).toBe(false)

    await type(field('#reg_password'), 'Villane-Kampsun-2025')
    expect([m.className, m.textContent, hint()]).toEqual(['woocommerce-password-strength strong', 'Tugev', null])

    await type(field('#reg_password'), '')
    expect([m.isConnected, m.className, m.textContent, hint()]).toEqual([true, '', '', null])
    expect(field('#reg_password').getAttribute('aria-describedby')).toBe('pw-note')
    await type(field('#reg_password'), 'Villane')
    expect([m.className, m.textContent]).toEqual(['woocommerce-password-strength bad', 'Nõrk'])
    expect(events).toEqual(['wc-password-strength-added', 'wc-password-strength-hide', 'wc-password-strength-show'])
  })

  it('fills a region already in the page when the shopper typed before the meter arrived', async () => {
    win.wc_password_strength_meter_params = { min_password_strength: '0' } // A shop that lowered WooCommerce's minimum 3.
    vi.useFakeTimers({ shouldAdvanceTime: false })
    mount(register)
    field('#reg_password').value = 'abc'
    mountPasswordMeter(field('#reg_password'), true)
    const m = document.getElementById('password_strength')!
    expect([m.getAttribute('role'), m.textContent]).toEqual(['status', ''])
    await vi.advanceTimersByTimeAsync(50)
    expect(m.textContent).toBe('Väga nõrk')
  })

  it('feeds zxcvbn the words of the page: email, login, site title — none shorter than 4 characters', async () => {
    win.wc_password_strength_meter_params = { min_password_strength: '0' } // A shop that lowered WooCommerce's minimum 3.
    mount(register)
    await type(field('#reg_password'), 'maasikas2025')
    expect(zxcvbn).toHaveBeenLastCalledWith('maasikas2025', expect.arrayContaining(['Saar', 'Eesti', 'käsitöö', 'mari', 'maasikas', 'example']))
    expect(zxcvbn.mock.lastCall![1]).not.toContain('ee')
    expect(meter()!.textContent).toBe('Väga nõrk')
  })

  it("holds back the submit below the page's minimum, with the site's own texts", async () => {
    win.wc_password_strength_meter_params = { min_password_strength: '3', stop_checkout: '', i18n_password_error: 'Vali tugevam salasõna.', i18n_password_hint: 'Vihje: pikem on parem.' }
    win.pwsL10n = { unknown: 'Teadmata', short: 'Väga nõrk', bad: 'Nõrk', good: 'Keskmine', strong: 'Väga tugev', mismatch: 'Ei kattu' }
    mount(register)
    await type(field('#reg_password'), 'Villane')
    expect(meter()!.textContent).toBe('Nõrk - Vali tugevam salasõna.')
    expect(hint()!.textContent).toBe('Vihje: pikem on parem.')
    expect(submit().disabled).toBe(true)
    expect(submit().classList.contains('disabled')).toBe(true)

    await type(field('#reg_password'), 'Villane-Kampsun-2025')
    expect(meter()!.textContent).toBe('Väga tugev')
    expect(submit().disabled).toBe(false)
    expect(submit().classList.contains('disabled')).toBe(false)
  })

  it("lets the plugin's settings win over the page's globals", async () => {
    win.wc_password_strength_meter_params = { min_password_strength: '0' }
    win.pwsL10n = { strong: 'Väga tugev' }
    mount(register, { i18n: { passwordStrong: 'Suurepärane' }, features: { account: { minPasswordStrength: 4 } } })
    await type(field('#reg_password'), 'Kampsun-25')
    expect(meter()!.textContent).toBe('Keskmine - Palun sisesta keerukam salasõna.')
    expect(submit().disabled).toBe(true)
    await type(field('#reg_password'), 'Villane-Kampsun-2025')
    expect(meter()!.textContent).toBe('Suurepärane')
  })

  it('never releases a button something else disabled', async () => {
    win.wc_password_strength_meter_params = { min_password_strength: '3' }
    mount(register)
    submit().disabled = true
    await type(field('#reg_password'), 'abc')
    await type(field('#reg_password'), 'Villane-Kampsun-2025')
    expect(submit().disabled).toBe(true)
  })

  it('names a mismatch on the reset form, and the login is a disallowed word', async () => {
    win.wc_password_strength_meter_params = { min_password_strength: '3' }
    mount(reset)
    await type(field('#password_1'), 'Villane-Kampsun-2025')
    expect(meter()!.textContent).toBe('Tugev')
    await type(field('#password_2'), 'Villane-Kampsun-2024')
    expect([meter()!.className, meter()!.textContent]).toEqual(['woocommerce-password-strength short', 'Paroolid ei kattu, palun sisesta need uuesti.'])
    expect(hint()).toBeNull()
    // A mismatch is named but, being no strength, holds nothing back (the server checks it).
    expect(submit().disabled).toBe(false)
    await type(field('#password_2'), 'Villane-Kampsun-2025')
    expect(meter()!.textContent).toBe('Tugev')
    await type(field('#password_2'), '')
    await type(field('#password_1'), 'mydemo-password-1')
    expect(zxcvbn.mock.lastCall![1]).toContain('demo')
    expect(meter()!.textContent).toBe('Väga nõrk - Palun sisesta keerukam salasõna.')
    expect(submit().disabled).toBe(true)
  })

  it('at checkout holds back the order only with stop_checkout, also after the review is refreshed', async () => {
    win.wc_password_strength_meter_params = { min_password_strength: '3', stop_checkout: '' }
    mount(checkout)
    await type(field('#account_password'), 'abc')
    expect(meter()!.textContent).toBe('Väga nõrk - Palun sisesta keerukam salasõna.')
    expect(submit().disabled).toBe(false)
  })

  it('at checkout with stop_checkout, while an account is being created', async () => {
    win.wc_password_strength_meter_params = { min_password_strength: '3', stop_checkout: '1' }
    mount(checkout)
    const create = field('#createaccount')
    create.checked = true // the guest ticks "create an account"
    create.dispatchEvent(new Event('change', { bubbles: true }))
    await type(field('#account_password'), 'abc')
    expect(submit().disabled).toBe(true)
    // The checkout replaces its review (and the place-order button) on every update.
    document.querySelector('#order_review')!.innerHTML = '<button type="submit" class="button alt" id="place_order">Esita tellimus</button>'
    document.body.dispatchEvent(new CustomEvent('updated_checkout', { detail: [] }))
    expect(submit().disabled).toBe(true)
    create.checked = false
    create.dispatchEvent(new Event('change', { bubbles: true }))
    expect(submit().disabled).toBe(false)
  })

  it("fetches its own zxcvbn when WordPress's meter is there but window.zxcvbn never arrived", async () => {
    win.wc_password_strength_meter_params = { min_password_strength: '3' }
    const wpMeter = vi.fn(() => -1)
    win.wp = { passwordStrength: { meter: wpMeter } }
    mount(register)
    zxcvbn.mockClear()
    await type(field('#reg_password'), 'abc')
    expect(zxcvbn).toHaveBeenCalled()
    expect(wpMeter).not.toHaveBeenCalled()
    expect([meter()!.className, meter()!.textContent]).toEqual(['woocommerce-password-strength short', 'Väga nõrk - Palun sisesta keerukam salasõna.'])
    expect(submit().disabled).toBe(true)
  })

  it("names a mismatch in the spec's words even where WordPress prints its own one-word pwsL10n label", async () => {
    win.pwsL10n = { short: 'Väga nõrk', bad: 'Nõrk', good: 'Keskmine', strong: 'Tugev', mismatch: 'Ei kattu' }
    mount(reset)
    await type(field('#password_1'), 'Villane-Kampsun-2025')
    await type(field('#password_2'), 'Villane-Kampsun-2024')
    expect(meter()!.textContent).toBe('Paroolid ei kattu, palun sisesta need uuesti.')
  })

  it('names a mismatch in English on an English site, and with the text the settings give', async () => {
    for (const [settings, expected] of [
      [{ locale: 'en_GB' }, 'Your passwords do not match, please re-enter them.'],
      [{ i18n: { passwordMismatch: 'Salasõnad erinevad.' } }, 'Salasõnad erinevad.'],
    ] as const) {
      win.pwsL10n = { mismatch: 'Mismatch' }
      document.head.innerHTML = ''
      resetSettings()
      mount(reset, settings)
      await type(field('#password_1'), 'Villane-Kampsun-2025')
      await type(field('#password_2'), 'Villane-Kampsun-2024')
      expect(meter()!.textContent).toBe(expected)
    }
  })

  it("uses the page's own zxcvbn when it has one", async () => {
    const own = vi.fn(() => ({ score: 3 }))
    win.zxcvbn = own
    mount(register)
    zxcvbn.mockClear()
    await type(field('#reg_password'), 'abc')
    expect(own).toHaveBeenCalled()
    expect(zxcvbn).not.toHaveBeenCalled()
    expect(meter()!.textContent).toBe('Keskmine')
  })

  it('fires the meter events through jQuery when the page has it', async () => {
    ;(globalThis as { jQuery?: unknown }).jQuery = $
    const seen: string[] = []
    $(document.body).on('wc-password-strength-added', (e) => void seen.push(e.type))
    mount(register)
    await type(field('#reg_password'), 'abc')
    expect(seen).toEqual(['wc-password-strength-added'])
    $(document.body).off('wc-password-strength-added')
  })

  it('puts hostile text from the page in as text', async () => {
    win.wc_password_strength_meter_params = { min_password_strength: '0' } // A shop that lowered WooCommerce's minimum 3.
    win.pwsL10n = { short: '<img src=x onerror="alert(1)">' }
    mount(register)
    await type(field('#reg_password'), 'abc')
    expect(meter()!.textContent).toBe('<img src=x onerror="alert(1)">')
    expect(document.querySelector('img')).toBeNull()
  })
})

describe('field help text', () => {
  const phone = () => document.querySelector<HTMLElement>('#billing_phone-description')!
  const company = () => document.querySelector<HTMLElement>('#billing_company_field .description')!
  /** The help texts' own sheet (the build puts it in the shared one, which a DOM test does not link). */
  const sheet = `<style>${readFileSync('islands/account/help-text.css', 'utf8')}</style>`
  /** What the shopper sees: seen by a screen reader, and on screen. */
  const shown = (el: HTMLElement) => [el.getAttribute('aria-hidden'), getComputedStyle(el).visibility !== 'hidden' && getComputedStyle(el).display !== 'none']

  it('opens on focus, closes the other, closes on Escape and on a click elsewhere, with real attributes', async () => {
    // Reduced motion: no slide, so each state is there at once.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }))
    mount(sheet + checkout)
    expect(shown(phone())).toEqual(['true', false])
    // Shown at first paint: it keeps its box, only invisible, and no style of its own.
    expect(phone().className).toBe(`description ${HELP_TEXT_CLOSED_CLASS}`)
    expect(phone().getAttribute('style')).toBeNull()
    expect(company().id).toBe('billing_company-description')
    expect(field('#billing_company').getAttribute('aria-describedby')).toBe('billing_company-description')
    expect(field('#billing_phone').getAttribute('aria-describedby')).toBe('billing_phone-description')

    field('#billing_phone').focus()
    expect(shown(phone())).toEqual(['false', true])
    field('#billing_company').focus()
    expect(shown(phone())).toEqual(['true', false])
    expect(shown(company())).toEqual(['false', true])

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(shown(company())).toEqual(['true', false])

    field('#billing_company').click()
    expect(shown(company())).toEqual(['false', true])
    company().click() // inside its own field: stays
    expect(shown(company())).toEqual(['false', true])
    document.querySelector<HTMLElement>('label[for=billing_company]')!.click()
    document.body.click()
    expect(shown(company())).toEqual(['true', false])
  })

  it('opens over the rows below where the theme’s CSS hides it (WooCommerce’s stylesheet), and hides again', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }))
    mount(`<style>.woocommerce-input-wrapper .description{display:none}</style>${sheet}${checkout}`)
    expect(shown(phone())).toEqual(['true', false])
    expect(phone().classList.contains(HELP_TEXT_OVER_CLASS)).toBe(true)
    field('#billing_phone').focus()
    expect(shown(phone())).toEqual(['false', true])
    expect(phone().classList.contains(HELP_TEXT_CLOSED_CLASS)).toBe(false)
    // Out of the flow: the rows below stay where they are.
    expect(getComputedStyle(phone()).position).toBe('absolute')
    field('#billing_first_name').focus()
    expect(shown(phone())).toEqual(['true', false])
  })
})

describe('social login buttons', () => {
  /**
   * Nextend Social Login's Google and Facebook buttons (the stand-in's account forms part), with the separator its
   * "below, with separator" layout adds after them.
   */
  const buttons = socialButtons('connect').value.replace(/<\/div><\/div>$/, '</div><div class="nsl-separator">või</div></div>')
  const link = (provider: string) => document.querySelector<HTMLAnchorElement>(`[data-provider=${provider}]`)
  const iosFacebook = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.40.97]'
  const androidApp = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36'

  function mountButtons(settings: Dict = {}, ua?: string): void {
    if (ua) vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua)
    printSettings({ features: { account: settings } })
    serverMarkup(buttons)
    wireAll<HTMLAnchorElement>(SOCIAL_SELECTOR, mountSocialButton)
  }
  const click = (el: Element, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
    el.dispatchEvent(event)
    return event
  }

  it('opens a centred popup of the button’s size, and focuses it while it is open', () => {
    mountButtons()
    const popup = { closed: false, focus: vi.fn(), close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    expect(click(link('facebook')!).defaultPrevented).toBe(true)
    const [url, name, features] = open.mock.calls[0]!
    const sent = new URL(String(url))
    expect([sent.pathname, sent.searchParams.get('loginSocial'), sent.searchParams.get('redirect'), sent.searchParams.get('display')]).toEqual([
      '/wp-login.php',
      'facebook',
      location.href,
      'popup',
    ])
    expect(name).toBe('nsl-social-login')
    expect(features).toMatch(/^width=475,height=175,left=-?\d+,top=-?\d+/)
    click(link('google')!)
    expect(open).toHaveBeenCalledTimes(1)
    expect(popup.focus).toHaveBeenCalled()
    popup.closed = true
    click(link('google')!)
    expect(open).toHaveBeenCalledTimes(2)
    expect(open.mock.calls[1]![2]).toMatch(/^width=600,height=600/)
  })

  it('opens a new tab when the settings prefer it', () => {
    mountButtons({ socialTarget: 'prefer-new-tab' })
    const open = vi.spyOn(window, 'open').mockReturnValue({ closed: false } as Window)
    click(link('google')!)
    expect(open.mock.calls[0]!.slice(1)).toEqual(['_blank'])
    expect(new URL(String(open.mock.calls[0]![0])).searchParams.get('display')).toBeNull()
  })

  it('leaves a modified click and a link off the shop to the browser', () => {
    mountButtons()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) expect(click(link('google')!, init).defaultPrevented).toBe(false)
    link('google')!.href = 'https://evil.example/login'
    expect(click(link('google')!).defaultPrevented).toBe(false)
    expect(open).not.toHaveBeenCalled()
  })

  it('removes Google in an in-app browser, keeping Facebook (and the separator)', () => {
    mountButtons({}, iosFacebook)
    expect(link('google')).toBeNull()
    expect(link('facebook')).not.toBeNull()
    expect(document.querySelector('.nsl-separator')).not.toBeNull()
  })

  it("removes Google in an iPad app's webview, which says 'Macintosh' like a desktop Mac but has a touch screen", () => {
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true })
    try {
      mountButtons({}, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)')
      expect(link('google')).toBeNull()
      expect(link('facebook')).not.toBeNull()
    } finally {
      delete (navigator as { maxTouchPoints?: number }).maxTouchPoints
    }
  })

  it('listens on one broadcast channel for the page however many popups it opens, and only to its own site', async () => {
    const channels: { name: string; onmessage: ((e: { data: unknown }) => void) | null; close: () => void }[] = []
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        onmessage = null
        close = vi.fn()
        constructor(public name: string) {
          channels.push(this)
        }
      },
    )
    // A fresh copy of the module: the channel is the page's, made once.
    vi.resetModules()
    const fresh = await import('../../islands/account/social-login')
    printSettings({})
    serverMarkup(buttons)
    wireAll<HTMLAnchorElement>(SOCIAL_SELECTOR, fresh.mountSocialButton)
    const popup = { closed: false, focus: vi.fn(), close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    click(link('google')!)
    popup.closed = true // the shopper closed it
    click(link('facebook')!)
    popup.closed = true
    click(link('google')!)
    expect(channels.map((c) => c.name)).toEqual(['nsl_login_broadcast_channel'])
    channels[0]!.onmessage!({ data: { action: 'redirect', href: 'https://attacker.invalid/' } })
    expect([popup.close.mock.calls.length, document.querySelector('#nsl-redirect-overlay')]).toEqual([0, null])
  })

  it('removes the separator when no button is left', () => {
    mountButtons({}, androidApp)
    expect([link('google'), link('facebook'), document.querySelector('.nsl-separator')]).toEqual([null, null, null])
  })

  it('disables refused providers beside the notice when the settings say so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false })
    mountButtons({ webviewButtons: 'disable', webviewProviders: ['google'] }, iosFacebook)
    const google = link('google')!
    const notice = document.querySelector('.nsl-webview-notice')!
    expect(notice.textContent).toBe('Valitud teenusepakkuja ei toeta rakendusesiseseid brausereid!')
    expect([google.getAttribute('aria-disabled'), google.getAttribute('aria-describedby'), google.classList.contains('nsl-disabled-provider')]).toEqual(['true', notice.id, true])
    const open = vi.spyOn(window, 'open')
    expect(click(google).defaultPrevented).toBe(true)
    expect(open).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(50) // the live region's text arrives in a later task
    expect(document.querySelector('[role=alert]')?.textContent).toBe('Valitud teenusepakkuja ei toeta rakendusesiseseid brausereid!')
  })
})

describe('redirect overlay', () => {
  it('is a labelled alert dialog that takes focus, and Escape hands focus back', async () => {
    printSettings({ locale: 'en' })
    serverMarkup('<button id="before">Google</button>')
    document.querySelector<HTMLElement>('#before')!.focus()
    showRedirectOverlay()
    await settle()
    const dialog = document.querySelector<HTMLElement>('#nsl-redirect-overlay')!
    expect(dialog.getAttribute('role')).toBe('alertdialog')
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Hold On')
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(
      'You are being redirected to another page, it may take a few seconds.',
    )
    expect(document.activeElement).toBe(dialog)
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await settle()
    expect(document.querySelector('#nsl-redirect-overlay')).toBeNull()
    expect(document.activeElement?.id).toBe('before')
  })

  it('opened from Flatsome’s login lightbox (Magnific Popup), goes over it, locks the page and keeps focus until it closes', async () => {
    serverMarkup('<div class="mfp-bg"></div><div class="mfp-wrap" tabindex="-1"><div class="mfp-content"><button id="before">Google</button></div></div>')
    document.querySelector<HTMLElement>('#before')!.focus()
    const close = showRedirectOverlay()
    await settle()
    const dialog = document.querySelector<HTMLElement>('#nsl-redirect-overlay')!
    expect(Number(dialog.style.getPropertyValue('z-index'))).toBeGreaterThan(1046)
    expect(document.documentElement.style.overflow).toBe('hidden')
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }))
    expect(document.activeElement).toBe(dialog)
    document.querySelector<HTMLElement>('#before')!.focus() // a click behind it
    expect(document.activeElement).toBe(dialog)
    close() // the page came back from the history
    await settle()
    expect(document.querySelector('#nsl-redirect-overlay')).toBeNull()
    expect(document.activeElement?.id).toBe('before')
    expect(document.documentElement.style.overflow).toBe('')
  })
})
