import { describe, expect, it, vi } from 'vitest'
import { missingSetting, normaliseSettings, readSettingsJson, settings, toBool, toNumber } from '../../src/settings'
import { passwordRules } from '../../islands/account/password'
import { printSettings } from '../dom/helpers'

describe('localized values', () => {
  it.each([
    [true, true], ['1', true], ['yes', true], [' YES ', true], ['true', true], ['on', true], [1, true],
    [false, false], ['', false], ['0', false], ['no', false], ['false', false], [0, false], [null, false], [undefined, false],
  ])('toBool(%j) is %s', (value, expected) => expect(toBool(value)).toBe(expected))

  it('gives the fallback for values that are no boolean at all', () => {
    expect(toBool('maybe', true)).toBe(true)
    expect(toBool({}, false)).toBe(false)
  })

  it.each([['5000', 5000], [2500, 2500], ['', 7], ['abc', 7], [null, 7], [Infinity, 7]])('toNumber(%j) is %s', (v, n) =>
    expect(toNumber(v, 7)).toBe(n),
  )
})

describe('settings', () => {
  it('fall back to the stock WooCommerce globals, with their string booleans normalised', () => {
    const s = normaliseSettings({}, {
      woocommerce_params: { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_password_show: 'Näita parooli' },
      wc_add_to_cart_params: { cart_url: '/ostukorv/', is_cart: '1', cart_redirect_after_add: 'no', i18n_view_cart: 'Vaata ostukorvi' },
      wc_cart_fragments_params: { request_timeout: '5000' },
      wc_checkout_params: { is_checkout: '0', checkout_url: '/?wc-ajax=checkout' },
    })
    expect(s).toMatchObject({
      ajaxUrl: '/wp-admin/admin-ajax.php',
      wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
      cartUrl: '/ostukorv/',
      // wc_checkout_params.checkout_url is the endpoint that places the order, never the checkout page.
      checkoutUrl: '',
      isCart: true,
      isCheckout: false,
      cartRedirectAfterAdd: false,
      ajaxTimeout: 5000,
      i18n: { viewCart: 'Vaata ostukorvi', passwordShow: 'Näita parooli' },
    })
  })

  it("prefer the plugin's JSON over the globals, also for strings", () => {
    const s = normaliseSettings(
      { cartUrl: '/korv/', isCart: false, i18n: { viewCart: 'Korvi' } },
      { wc_add_to_cart_params: { cart_url: '/ostukorv/', is_cart: '1', i18n_view_cart: 'Vaata ostukorvi' } },
    )
    expect([s.cartUrl, s.isCart, s.i18n.viewCart]).toEqual(['/korv/', false, 'Korvi'])
  })

  it('have working defaults on a page with neither', () => {
    const s = normaliseSettings({}, {})
    expect([s.ajaxUrl, s.wcAjaxUrl, s.restUrl, s.ajaxTimeout]).toEqual(['/wp-admin/admin-ajax.php', '/?wc-ajax=%%endpoint%%', '/wp-json/', 10000])
  })

  it('drop non-string values from maps a tampered page could fill with objects', () => {
    const s = normaliseSettings({ antiSpam: { a: 'x', b: { evil: 1 } as unknown as string, c: 3 as unknown as string } }, {})
    expect(s.antiSpam).toEqual({ a: 'x', c: '3' })
  })

  it('survive malformed JSON with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const el = document.createElement('script')
    el.id = 'saar-settings'
    el.type = 'application/json'
    el.textContent = '{"locale": "et",'
    document.head.appendChild(el)
    expect(readSettingsJson(document)).toEqual({})
    expect(warn).toHaveBeenCalled()
    expect(settings().ajaxUrl).toBe('/wp-admin/admin-ajax.php')
  })

  it('without the JSON or the globals (Saar enqueued by hand), take the cart page and page kind from the markup', () => {
    document.body.className = 'page woocommerce-cart woocommerce-page'
    document.body.innerHTML = '<header class="header"><a href="/ostukorv/" class="header-cart-link is-small">Ostukorv</a></header>'
    expect(settings()).toMatchObject({ cartUrl: '/ostukorv/', isCart: true, isCheckout: false })
    document.body.className = 'woocommerce-checkout woocommerce-page'
    expect(normaliseSettings({}, {}, document)).toMatchObject({ isCart: false, isCheckout: true })
    // The JSON and the globals still come first.
    expect(normaliseSettings({ isCheckout: false }, { wc_add_to_cart_params: { cart_url: '/korv/' } }, document)).toMatchObject({ cartUrl: '/korv/', isCheckout: false })
    document.body.className = ''
  })

  it('say once a page which missing setting stops what', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    missingSetting('nonces.feAjax', 'DPD cannot save the chosen terminal')
    missingSetting('nonces.feAjax', 'DPD cannot save the chosen terminal')
    missingSetting('antiSpam', 'x was refused')
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      '[saar] DPD cannot save the chosen terminal: set `nonces.feAjax` in the settings',
      '[saar] x was refused: set `antiSpam` in the settings',
    ])
  })

  it('take the locale from <html lang> when the JSON has none', () => {
    document.documentElement.lang = 'en-US'
    printSettings({})
    expect(settings().locale).toBe('en-US')
  })
})

describe('password rules where WooCommerce\'s meter was replaced', () => {
  it("are WooCommerce's minimum 3, not enforced at checkout, when nothing says otherwise", () => {
    expect(passwordRules()).toEqual({ min: 3, stopCheckout: false })
    expect(passwordRules({}, {})).toEqual({ min: 3, stopCheckout: false })
  })

  it("take the plugin's values (printed in place of wc_password_strength_meter_params) over the stock ones", () => {
    expect(passwordRules({ minPasswordStrength: 4, stopCheckout: true }, { min_password_strength: '1', stop_checkout: '' })).toEqual({ min: 4, stopCheckout: true })
  })

  it("keep a shop's minimum 0, which is no missing value", () => {
    expect(passwordRules({ minPasswordStrength: 0, stopCheckout: false })).toEqual({ min: 0, stopCheckout: false })
  })

  it('read the stock globals with their string values on a shop without the plugin', () => {
    expect(passwordRules({}, { min_password_strength: '2', stop_checkout: '1' })).toEqual({ min: 2, stopCheckout: true })
  })

  it.each([
    ['abc', 3],
    [null, 3],
    [{}, 3],
    [-2, 0],
    [99, 4],
    ['2.6', 3],
  ])('turn a malformed or tampered minimum %j into %s', (value, min) => {
    expect(passwordRules({ minPasswordStrength: value }).min).toBe(min)
  })
})
