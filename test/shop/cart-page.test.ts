/**
 * The stand-in's cart page as WooCommerce 9.9 serves it to cart.js (and to Saar's cart page): cart.js's data, the
 * shipping rates beside the calculator, cross-sells, the removal's undo notice and the undo, the form's posts as
 * WC_Form_Handler takes them, the wc-ajax calls cart.js makes, injection on each, and the stock stand-in of cart.js.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShop, type RunningShop } from '../../php-stub/shop/server'
import { all, one, Visitor } from './client'

let shop: RunningShop

beforeAll(async () => {
  shop = await startShop({ port: 0, quiet: true })
})
afterAll(() => shop.close())

const cartParams = (v: Visitor): Record<string, string> => v.globals.wc_cart_params as Record<string, string>
const wcAjax = (endpoint: string): string => `/?wc-ajax=${endpoint}`

describe('the cart page', () => {
  it('prints cart.js’s data, the rates in the totals with the destination and calculator, and cross-sells that add by ajax', async () => {
    const v = new Visitor(shop.url)
    const page = await v.page('/ostukorv/?add-to-cart=101')
    expect(page.html).toContain('<script id="wc-cart-js-extra">var wc_cart_params = {')
    expect(Object.keys(cartParams(v)).sort()).toEqual(['ajax_url', 'apply_coupon_nonce', 'remove_coupon_nonce', 'update_shipping_method_nonce', 'wc_ajax_url'])
    const rates = all(page, '.cart_totals ul#shipping_method input.shipping_method[type=radio][name="shipping_method[0]"][data-index="0"]')
    expect(rates.map((r) => r.getAttribute('value'))).toEqual(['flat_rate:1', 'dpd_parcels', 'eabi_omniva_parcelterminal', 'local_pickup:3'])
    expect(one(page, 'input.shipping_method[checked]').getAttribute('value')).toBe('flat_rate:1')
    expect(one(page, '.cart_totals .woocommerce-shipping-destination').textContent).toBe('Tarne aadressile Eesti. ')
    expect(one(page, '.cart_totals form.woocommerce-shipping-calculator')).toBeTruthy()
    // The total counts the chosen rate: 12,90 € of socks and 4,90 € by courier.
    expect(one(page, '.order-total').textContent).toContain('17,80')
    const adds = all(page, '.cross-sells a.ajax_add_to_cart[data-product_id]').map((a) => a.getAttribute('data-product_id'))
    expect(adds).toEqual(['105', '106', '111'])
    expect(one(page, '.woocommerce-cart-form').contains(one(page, '.cross-sells'))).toBe(false)
  })

  it('a removal says so with its undo link, and the link puts the item back, once', async () => {
    const v = new Visitor(shop.url)
    let page = await v.page('/ostukorv/?add-to-cart=101')
    const remove = one(page, '.product-remove a.remove').getAttribute('href')!
    page = await v.page(remove)
    expect(page.doc.querySelector('.woocommerce-cart-form')).toBeNull()
    const notice = one(page, '.woocommerce-notices-wrapper .woocommerce-message[role=alert]')
    expect(notice.textContent).toContain('„Villased sokid“ on eemaldatud.')
    const undo = one(page, '.woocommerce-message a.restore-item')
    expect(undo.textContent).toBe('Võta tagasi?')
    const href = undo.getAttribute('href')!
    expect(href).toMatch(/^\/ostukorv\/\?undo_item=[a-f0-9]{32}&_wpnonce=\w+$/)
    page = await v.page(href)
    expect(all(page, '.woocommerce-cart-form .cart_item')).toHaveLength(1)
    expect(page.doc.querySelector('.restore-item')).toBeNull()
    page = await v.page(href)
    expect(one(page, '.woocommerce-cart-form .product-quantity input.qty').getAttribute('value')).toBe('1')
    // Another visitor's link (its nonce) restores nothing.
    const other = new Visitor(shop.url)
    await other.page('/ostukorv/?add-to-cart=105')
    expect((await other.page(href)).doc.querySelectorAll('.cart_item')).toHaveLength(1)
  })

  it('the form: update_cart changes quantities and says so, a post without an action is the page as it is', async () => {
    const v = new Visitor(shop.url)
    let page = await v.page('/ostukorv/?add-to-cart=101')
    const qty = one(page, 'input.qty').getAttribute('name')!
    const nonce = page.doc.querySelector<HTMLInputElement>('#woocommerce-cart-nonce')!.value
    let res = await v.post('/ostukorv/', { [qty]: '3', coupon_code: '', 'woocommerce-cart-nonce': nonce })
    expect(res.status).toBe(200)
    expect(await res.text()).not.toContain('Ostukorv on uuendatud')
    page = await v.page('/ostukorv/')
    expect(one(page, 'input.qty').getAttribute('value')).toBe('1')
    res = await v.post('/ostukorv/', { [qty]: '3', 'woocommerce-cart-nonce': nonce, update_cart: 'Update Cart' })
    expect(res.status).toBe(303)
    page = await v.page('/ostukorv/')
    expect(one(page, 'input.qty').getAttribute('value')).toBe('3')
    expect(one(page, '.woocommerce-message').textContent).toContain('Ostukorv on uuendatud.')
    // Nothing changed: no notice.
    await v.post('/ostukorv/', { [qty]: '3', 'woocommerce-cart-nonce': nonce, update_cart: 'Update Cart' })
    expect((await v.page('/ostukorv/')).doc.querySelector('.woocommerce-message')).toBeNull()
  })
})

describe("cart.js's wc-ajax calls", () => {
  it('update_shipping_method keeps the posted rate and answers the totals alone; a bad nonce is -1', async () => {
    const v = new Visitor(shop.url)
    await v.page('/ostukorv/?add-to-cart=101')
    const security = cartParams(v).update_shipping_method_nonce!
    const res = await v.post(wcAjax('update_shipping_method'), { security, 'shipping_method[0]': 'local_pickup:3' })
    const body = await res.text()
    expect(body.trimStart().startsWith('<div class="cart_totals">')).toBe(true)
    expect(body).toMatch(/id="shipping_method_0_local_pickup3" value="local_pickup:3" class="shipping_method" checked/)
    expect((await v.page('/ostukorv/')).doc.querySelector('input.shipping_method[checked]')?.getAttribute('value')).toBe('local_pickup:3')
    const refused = await v.post(wcAjax('update_shipping_method'), { security: 'x', 'shipping_method[0]': 'flat_rate:1' })
    expect([refused.status, await refused.text()]).toEqual([403, '-1'])
    const totals = await v.post(wcAjax('get_cart_totals'), {})
    expect(await totals.text()).toContain('class="cart_totals"')
  })

  it('apply_coupon and remove_coupon answer notices only', async () => {
    const v = new Visitor(shop.url)
    await v.page('/ostukorv/?add-to-cart=101')
    const { apply_coupon_nonce, remove_coupon_nonce } = cartParams(v)
    const applied = await (await v.post(wcAjax('apply_coupon'), { security: apply_coupon_nonce!, coupon_code: 'SAAR10' })).text()
    expect(applied).toMatch(/^<div class="woocommerce-message[^"]*" role="alert">/)
    const wrong = await (await v.post(wcAjax('apply_coupon'), { security: apply_coupon_nonce!, coupon_code: 'nope' })).text()
    expect(wrong).toContain('woocommerce-error')
    expect((await v.page('/ostukorv/')).doc.querySelector('tr.cart-discount a.woocommerce-remove-coupon[data-coupon=saar10]')).toBeTruthy()
    const removed = await (await v.post(wcAjax('remove_coupon'), { security: remove_coupon_nonce!, coupon: 'saar10' })).text()
    expect(removed).toContain('Kupong on eemaldatud.')
  })
})

describe('injection on the cart actions of the page', () => {
  it('names each action; `*` leaves the pages alone', async () => {
    const v = new Visitor(shop.url)
    const page = await v.page('/ostukorv/?add-to-cart=101')
    const nonce = page.doc.querySelector<HTMLInputElement>('#woocommerce-cart-nonce')!.value
    const remove = one(page, 'a.remove').getAttribute('href')!
    const inject = (rules: string) => ({ 'X-Saar-Inject': rules })
    expect((await v.post('/ostukorv/', { 'woocommerce-cart-nonce': nonce, update_cart: '1' }, { headers: inject('update_cart=500') })).status).toBe(500)
    expect((await v.post('/ostukorv/', { 'woocommerce-cart-nonce': nonce }, { headers: inject('cart_form=redirect:/minu-konto/') })).headers.get('location')).toBe('/minu-konto/')
    expect((await v.post('/ostukorv/', { calc_shipping: '1' }, { headers: inject('calc_shipping=invalid-json') })).status).toBe(200)
    expect((await v.fetch(remove, { headers: inject('remove_item=500') })).status).toBe(500)
    expect((await v.fetch('/ostukorv/?undo_item=x', { headers: inject('undo_item=500') })).status).toBe(500)
    // A rule for every call does not touch the pages, nor does one naming another action.
    expect((await v.fetch('/ostukorv/', { headers: inject('*=500') })).status).toBe(200)
    expect((await v.fetch(remove, { headers: inject('update_cart=500') })).status).toBe(302)
  })
})

describe('stock mode', () => {
  it('prints the stand-in of cart.js on the cart page only, with cart.js’s data before it', async () => {
    const v = new Visitor(shop.url)
    const page = await v.page('/ostukorv/?add-to-cart=101&stock=1')
    const script = one(page, 'head script#wc-cart-js[src="/wp-content/stand-in-stock/cart.js"][defer]')
    expect(page.html.indexOf('wc-cart-js-extra')).toBeLessThan(page.html.indexOf('id="wc-cart-js"'))
    expect(script).toBeTruthy()
    expect((await v.fetch('/wp-content/stand-in-stock/cart.js')).status).toBe(200)
    expect((await v.page('/pood/?stock=1')).doc.querySelector('script#wc-cart-js')).toBeNull()
    expect((await v.page('/ostukorv/')).doc.querySelector('script#wc-cart-js')).toBeNull()
  })
})
