/**
 * The per-platform payload builders against the reference's field tables (tracking-consent.md §3.1 GA4 items,
 * §3.3 Meta object properties, §3.4 Pinterest line_items, §3.5 UET retail parameters, §2.2 / spec §9 GTM), for a
 * simple product, a variation (as itself and as its product group) and a grouped product's children.
 */
import { describe, expect, it } from 'vitest'
import type { Commerce } from '../../islands/tracking/pixels/payloads/commerce'
import { valueOf } from '../../islands/tracking/pixels/payloads/commerce'
import { META_STANDARD, metaPayload } from '../../islands/tracking/pixels/payloads/meta'
import { ga4Payload } from '../../islands/tracking/pixels/payloads/ga4'
import { GTM_NAMES, gtmPayload, gtmPushes } from '../../islands/tracking/pixels/payloads/gtm'
import { pinterestName, pinterestPayload } from '../../islands/tracking/pixels/payloads/pinterest'
import { uetPayload } from '../../islands/tracking/pixels/payloads/uet'

/** Villased sokid ×2 (simple, 12.90). */
const simple: Commerce = { type: 0, currency: 'EUR', lines: [{ id: '101', name: 'Villased sokid', category: 'Rõivad', price: 12.9, quantity: 2 }] }
/** Villane kampsun, one variation ×1 (79.00). */
const variation: Commerce = { type: 1, currency: 'EUR', lines: [{ id: '1021', name: 'Villane kampsun', category: 'Rõivad', price: 79, quantity: 1, variant: 'Sinine, M' }] }
/** The same, as its product group (`wooVariableAsSimple`). */
const group: Commerce = { ...variation, group: true, lines: [{ ...variation.lines[0]!, id: '102' }] }
/** A grouped product: two children with quantities 1 and 3 (0.1 + 0.2 must not drift). */
const grouped: Commerce = {
  type: 3,
  currency: 'EUR',
  lines: [
    { id: '105', name: 'Linane rätik', category: 'Kodu', price: 18.5, quantity: 1 },
    { id: '106', name: 'Keraamiline kruus', category: 'Kodu', price: 14.1, quantity: 3 },
  ],
}

describe('value', () => {
  it('is Σ price × quantity with two decimals', () => {
    expect(valueOf(simple)).toBe(25.8)
    expect(valueOf(grouped)).toBe(60.8)
  })
})

describe('Meta (§3.3)', () => {
  it('gives content_ids, content_type, contents {id, quantity}, value and currency', () => {
    expect(metaPayload(simple)).toEqual({
      content_type: 'product', content_ids: ['101'], contents: [{ id: '101', quantity: 2 }], value: 25.8, currency: 'EUR',
      content_name: 'Villased sokid', category_name: 'Rõivad', num_items: 2, product_type: 0,
    })
    expect(metaPayload(variation)).toMatchObject({ content_type: 'product', content_ids: ['1021'], contents: [{ id: '1021', quantity: 1 }], value: 79, product_type: 1 })
    expect(metaPayload(group)).toMatchObject({ content_type: 'product_group', content_ids: ['102'] })
    const g = metaPayload(grouped)
    expect(g).toMatchObject({ content_type: 'product', content_ids: ['105', '106'], contents: [{ id: '105', quantity: 1 }, { id: '106', quantity: 3 }], value: 60.8, num_items: 4, product_type: 3 })
    expect(g).not.toHaveProperty('content_name')
  })

  it("knows spec §9's standard events; anything else is custom", () => {
    expect(META_STANDARD).toEqual(expect.arrayContaining(['PageView', 'ViewContent', 'AddToCart', 'InitiateCheckout', 'Purchase', 'Lead', 'Donate']))
    expect(META_STANDARD).not.toContain('RemoveFromCart')
    expect(META_STANDARD).not.toContain('ViewCategory')
  })
})

describe('GA4 (§3.1)', () => {
  it('gives currency, value and items[] with item_id, item_name, item_category, item_variant, price, quantity', () => {
    expect(ga4Payload(simple)).toEqual({ currency: 'EUR', value: 25.8, items: [{ item_id: '101', item_name: 'Villased sokid', item_category: 'Rõivad', price: 12.9, quantity: 2 }] })
    expect(ga4Payload(variation).items).toEqual([{ item_id: '1021', item_name: 'Villane kampsun', item_category: 'Rõivad', item_variant: 'Sinine, M', price: 79, quantity: 1 }])
    expect(ga4Payload(grouped)).toMatchObject({ value: 60.8, items: [{ item_id: '105', quantity: 1 }, { item_id: '106', quantity: 3, price: 14.1 }] })
  })
})

describe('GTM (§2.2, spec §9)', () => {
  it('clears the ecommerce object before an ecommerce push, and carries the event id', () => {
    expect(gtmPushes('add_to_cart', gtmPayload(simple), 'e-1')).toEqual([{ ecommerce: null }, { event: 'add_to_cart', ecommerce: ga4Payload(simple), event_id: 'e-1' }])
    expect(gtmPushes('Form', { form_id: 'f' }, 'e-2')).toEqual([{ event: 'Form', form_id: 'f', event_id: 'e-2' }])
  })

  it("maps Meta's names as spec §9 says", () => {
    expect(GTM_NAMES).toEqual({ ViewContent: 'view_item', AddToCart: 'add_to_cart', InitiateCheckout: 'begin_checkout', Purchase: 'purchase', Lead: 'generate_lead', CompleteRegistration: 'sign_up', AddPaymentInfo: 'set_checkout_option' })
    expect(gtmPushes('Purchase', {}, 'e')[0]).toMatchObject({ event: 'purchase' })
  })
})

describe('Pinterest (§3.4)', () => {
  it('gives value, currency, order_quantity and line_items with product_id, name, category, variant, price, quantity', () => {
    expect(pinterestPayload(simple)).toEqual({
      value: 25.8, currency: 'EUR', order_quantity: 2,
      line_items: [{ product_id: '101', product_name: 'Villased sokid', product_category: 'Rõivad', product_price: 12.9, product_quantity: 2 }],
    })
    expect(pinterestPayload(variation).line_items).toEqual([{ product_id: '1021', product_name: 'Villane kampsun', product_category: 'Rõivad', product_variant: 'Sinine, M', product_price: 79, product_quantity: 1 }])
    expect(pinterestPayload(grouped)).toMatchObject({ order_quantity: 4, value: 60.8 })
  })

  it('names events in lowercase, the unknown as custom', () => {
    expect(['PageView', 'AddToCart', 'Purchase', 'addtocart', 'Something'].map(pinterestName)).toEqual(['pagevisit', 'addtocart', 'checkout', 'addtocart', 'custom'])
  })
})

describe('UET (§3.5)', () => {
  it('gives ecomm_prodid, ecomm_pagetype, ecomm_totalvalue, revenue_value, currency and items', () => {
    expect(uetPayload('add_to_cart', simple)).toEqual({
      ecomm_prodid: ['101'], ecomm_pagetype: 'cart', ecomm_totalvalue: 25.8, revenue_value: 25.8, currency: 'EUR', items: [{ id: '101', quantity: 2, price: 12.9 }],
    })
    expect(uetPayload('ViewContent', variation)).toMatchObject({ ecomm_pagetype: 'product', ecomm_prodid: ['1021'] })
    expect(uetPayload('add_to_cart', grouped).items).toEqual([{ id: '105', quantity: 1, price: 18.5 }, { id: '106', quantity: 3, price: 14.1 }])
  })
})
