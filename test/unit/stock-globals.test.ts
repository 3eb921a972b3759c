/**
 * The stock globals' readers (src/stock-globals.ts): what the page printed, normalised to one shape, and what a
 * missing, partial or malformed global gives — defaults, never a throw.
 */
import { afterEach, describe, expect, it } from 'vitest'
import {
  addToCartParams,
  cartFragmentsParams,
  checkoutParams,
  dpdGlobals,
  flatsomeVars,
  orderAttribution,
  passwordLabels,
  passwordMeterParams,
  printed,
  pysOptions,
  singleProductParams,
  variationParams,
  woocommerceParams,
} from '../../src/stock-globals'

const page = globalThis as Record<string, unknown>
const names = [
  'flatsomeVars',
  'woocommerce_params',
  'wc_add_to_cart_params',
  'wc_cart_fragments_params',
  'wc_single_product_params',
  'wc_add_to_cart_variation_params',
  'wc_checkout_params',
  'wc_password_strength_meter_params',
  'pwsL10n',
  'dpd',
  'pysOptions',
  'wc_order_attribution',
]
const readers = [
  flatsomeVars,
  woocommerceParams,
  addToCartParams,
  cartFragmentsParams,
  singleProductParams,
  variationParams,
  checkoutParams,
  passwordMeterParams,
  passwordLabels,
  dpdGlobals,
  pysOptions,
  orderAttribution,
]

afterEach(() => {
  for (const name of names) delete page[name]
})

describe('every reader', () => {
  it('gives undefined when the page printed no object of that name', () => {
    for (const malformed of [undefined, null, 'yes', 42, true]) {
      for (const name of names) page[name] = malformed
      expect(readers.map((read) => read())).toEqual(readers.map(() => undefined))
    }
  })

  it('gives each field its default when the object is empty, an array, or its fields are of the wrong kind', () => {
    for (const broken of [{}, [], Object.fromEntries(['ajax_url', 'is_cart', 'request_timeout', 'min_password_strength', 'gdpr', 'short'].map((k) => [k, { nested: 1 }]))]) {
      for (const name of names) page[name] = broken
      expect(() => readers.map((read) => read())).not.toThrow()
      expect(addToCartParams()).toEqual({ ajax_url: '', wc_ajax_url: '', i18n_view_cart: '', cart_url: '', is_cart: false, cart_redirect_after_add: false })
      expect(cartFragmentsParams()).toEqual({ cart_hash_key: '', fragment_name: '', request_timeout: 5000 })
      expect(passwordMeterParams()).toEqual({ min_password_strength: 3, stop_checkout: false, i18n_password_error: '', i18n_password_hint: '' })
      expect(passwordLabels()).toEqual({})
      expect(flatsomeVars()).toEqual({ is_mini_cart_reveal: false, sticky_height: 0 })
      expect(pysOptions()).toMatchObject({ ajaxUrl: '', gdpr: {}, staticEvents: {}, pixels: {}, useSendBeacon: false })
      expect(orderAttribution()).toEqual({ lifetime: 0.00001, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: false, fields: {} })
    }
  })
})

describe('normalised values', () => {
  it("reads WordPress's string booleans and numbers", () => {
    page.wc_add_to_cart_params = { ajax_url: '/wp-admin/admin-ajax.php', cart_url: '/ostukorv/', is_cart: '1', cart_redirect_after_add: 'no' }
    page.wc_cart_fragments_params = { cart_hash_key: 'wc_cart_hash_abc', fragment_name: 'wc_fragments_abc', request_timeout: '8000' }
    page.wc_password_strength_meter_params = { min_password_strength: '2', stop_checkout: 'yes', i18n_password_error: 'Nõrk' }
    page.wc_checkout_params = { is_checkout: '1', option_guest_checkout: 'no', update_order_review_nonce: 12345 }
    expect(addToCartParams()).toMatchObject({ ajax_url: '/wp-admin/admin-ajax.php', cart_url: '/ostukorv/', is_cart: true, cart_redirect_after_add: false })
    expect(cartFragmentsParams()).toEqual({ cart_hash_key: 'wc_cart_hash_abc', fragment_name: 'wc_fragments_abc', request_timeout: 8000 })
    expect(passwordMeterParams()).toEqual({ min_password_strength: 2, stop_checkout: true, i18n_password_error: 'Nõrk', i18n_password_hint: '' })
    expect(checkoutParams()).toMatchObject({ is_checkout: true, option_guest_checkout: false, update_order_review_nonce: '12345' })
  })

  it("takes Flatsome's sticky header height from either name, 0 when neither is a number", () => {
    page.flatsomeVars = { stickyHeaderHeight: '70', sticky_height: '50', is_mini_cart_reveal: '1' }
    expect(flatsomeVars()).toEqual({ is_mini_cart_reveal: true, sticky_height: 70 })
    page.flatsomeVars = { sticky_height: 50 }
    expect(flatsomeVars()?.sticky_height).toBe(50)
    page.flatsomeVars = { stickyHeaderHeight: 'tall', sticky_height: null }
    expect(flatsomeVars()?.sticky_height).toBe(0)
  })

  it('says nothing of a required rating the object does not mention, so the select decides', () => {
    page.wc_single_product_params = { zoom_enabled: '1', photoswipe_enabled: '' }
    expect(singleProductParams()).toEqual({ review_rating_required: undefined, zoom_enabled: true, photoswipe_enabled: false })
    page.wc_single_product_params = { review_rating_required: 'no' }
    expect(singleProductParams()?.review_rating_required).toBe(false)
    page.wc_single_product_params = { review_rating_required: 'yes' }
    expect(singleProductParams()?.review_rating_required).toBe(true)
  })

  it("keeps only the text of WordPress's strength labels", () => {
    page.pwsL10n = { short: 'Väga nõrk', bad: { html: '<b>x</b>' }, strong: 'Tugev', mismatch: 7 }
    expect(passwordLabels()).toEqual({ short: 'Väga nõrk', strong: 'Tugev' })
  })

  it("gives PixelYourSite's options their shape: objects where objects belong, the configured pixels only", () => {
    page.pysOptions = { ajaxUrl: '/wp-admin/admin-ajax.php', ajax_event: 'n0nce', gdpr: 'broken', facebook: { pixelIds: ['1'] }, ga: 'no', woo: { addToCartCatchMethod: 'add_cart_js' }, debug: '1' }
    expect(pysOptions()).toMatchObject({
      ajaxUrl: '/wp-admin/admin-ajax.php',
      ajax_event: 'n0nce',
      gdpr: {},
      woo: { addToCartCatchMethod: 'add_cart_js' },
      pixels: { facebook: { pixelIds: ['1'] } },
      debug: true,
      useSendBeacon: false,
    })
  })

  it("reads WooCommerce's order attribution setup as localized, and only the text of its field map", () => {
    page.wc_order_attribution = {
      params: { lifetime: '1.0E-5', session: '45', base64: '1', ajaxurl: '/wp-admin/admin-ajax.php', prefix: 'my_', allowTracking: 'yes' },
      fields: { source_type: 'current.typ', referrer: 'current_add.rf', broken: { path: 'x' } },
    }
    expect(orderAttribution()).toEqual({ lifetime: 0.00001, session: 45, base64: true, prefix: 'my_', allowTracking: true, fields: { source_type: 'current.typ', referrer: 'current_add.rf' } })
    expect(orderAttribution({ params: { allowTracking: true } })).toMatchObject({ allowTracking: true, prefix: 'wc_order_attribution_', fields: {} })
  })

  it('reads each global anew on every call (a delay-JS plugin may print it late)', () => {
    expect(dpdGlobals()).toBeUndefined()
    page.dpd = { fe_ajax_nonce: 'abc123' }
    expect(dpdGlobals()).toEqual({ fe_ajax_nonce: 'abc123' })
    expect(printed('dpd')).toBe(page.dpd)
  })
})
