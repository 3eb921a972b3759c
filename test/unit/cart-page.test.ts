/**
 * The cart page's answers read purely (islands/cart-page/answers.ts): what each of cart.js's calls may answer (its
 * markup, a refusal the ajax core has already typed, a whole page where a fragment belongs, garbage, nothing) and
 * what the cart page makes of it; and the shipping payload cart.js builds.
 */
import { describe, expect, it } from 'vitest'
import type { AjaxResult } from '../../src/ajax'
import { isCouponError, readCartPage, readNotices, readTotals, shippingMethods } from '../../islands/cart-page/answers'

const ok = (data: unknown): AjaxResult<unknown> => ({ ok: true, data, status: 200 })
const failed = (kind: 'timeout' | 'network' | 'http' | 'parse' | 'rejected' | 'origin', status = 0): AjaxResult<unknown> => ({ ok: false, error: { kind, status } })

const cartPage = '<!DOCTYPE html><html><body><div class="woocommerce"><form class="woocommerce-cart-form" action="/ostukorv/" method="post"></form><div class="cart_totals"></div></div></body></html>'
const emptyCart = '<!DOCTYPE html><html><body><div class="woocommerce"><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info">Su ostukorv on hetkel tühi!</div></div></div></body></html>'
const notice = '<div class="woocommerce-message message-wrapper" role="alert"><div class="message-container">Kupong on edukalt kasutusele võetud.</div></div>'
const refusal = '<ul class="woocommerce-error message-wrapper" role="alert"><li>Kupongi „x“ ei leitud!</li></ul>'
const totals = '<div class="cart_totals"><h2>Ostukorvi kokkuvõte</h2></div>'
const loginPage = '<!DOCTYPE html><html><body><form class="woocommerce-form-login"><div class="woocommerce-error">Logi sisse</div></form></body></html>'
const phpNotice = '<br />\n<b>Warning</b>: injected PHP notice {"success":tr'
const json = { result: 'success', fragments: {} }

/** The failures every call shares: the ajax core's (-1 and 0 are `rejected`, a redirect elsewhere `origin`). */
const refused = [failed('network'), failed('timeout'), failed('http', 500), failed('rejected', 403), failed('rejected', 200), failed('origin', 200), failed('parse', 200)]

describe('readCartPage (the form posts, the remove and undo links)', () => {
  it('takes the cart page, with a cart or empty', () => {
    expect(readCartPage(ok(cartPage))).toEqual({ ok: true, html: cartPage })
    expect(readCartPage(ok(emptyCart))).toEqual({ ok: true, html: emptyCart })
  })
  it('refuses a failure, -1, 0, another origin, a page that is no cart, garbage, nothing', () => {
    for (const result of [...refused, ok(loginPage), ok(phpNotice), ok(''), ok(json), ok(notice)]) expect(readCartPage(result)).toEqual({ ok: false })
  })
})

describe('readNotices (apply_coupon, remove_coupon)', () => {
  it('takes WooCommerce’s notices, an applied code’s and a refusal', () => {
    expect(readNotices(ok(notice))).toEqual({ ok: true, html: notice })
    expect(readNotices(ok(refusal))).toEqual({ ok: true, html: refusal })
    expect(readNotices(ok('<div class="wc-block-components-notice-banner is-error">x</div>')).ok).toBe(true)
  })
  it('refuses a whole page (a login page with its error), a failure, -1, 0, garbage, nothing', () => {
    for (const result of [...refused, ok(loginPage), ok(cartPage), ok(phpNotice), ok(''), ok(json)]) expect(readNotices(result)).toEqual({ ok: false })
  })
  it('tells a refusal from an applied code, as cart.js does', () => {
    expect(isCouponError(refusal)).toBe(true)
    expect(isCouponError('<div class="is-error">x</div>')).toBe(true)
    expect(isCouponError(notice)).toBe(false)
  })
})

describe('readTotals (update_shipping_method)', () => {
  it('takes the totals alone', () => {
    expect(readTotals(ok(totals))).toEqual({ ok: true, html: totals })
  })
  it('refuses the whole cart page, a failure, -1, 0, garbage, nothing', () => {
    for (const result of [...refused, ok(cartPage), ok(loginPage), ok(phpNotice), ok(''), ok(json), ok(notice)]) expect(readTotals(result)).toEqual({ ok: false })
  })
})

describe('shippingMethods', () => {
  it('maps each package’s chosen rate by its data-index, as jQuery’s .data("index") reads it', () => {
    expect(shippingMethods([{ index: '0', value: 'flat_rate:1' }, { index: '1', value: "local_pickup:O'Fallon" }])).toEqual({ 0: 'flat_rate:1', 1: "local_pickup:O'Fallon" })
    expect(shippingMethods([])).toEqual({})
  })
})
