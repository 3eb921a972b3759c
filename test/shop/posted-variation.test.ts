/**
 * The stand-in's product form handler checks a variable product's posted options as the WordPress plugin does
 * before WooCommerce's (Saar_Posted_Variation, WooCommerce #27756): the options shown decide, never the posted
 * variation_id; options that name no variation add nothing and say why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShop, type RunningShop } from '../../php-stub/shop/server'
import { Visitor } from './client'

let shop: RunningShop

beforeAll(async () => {
  shop = await startShop({ port: 0, quiet: true })
  // The first render of each page type warms the templates here, not inside the first test's time.
  const v = new Visitor(shop.url)
  await v.page('/ostukorv/')
  await v.page('/toode/villane-kampsun/')
})
afterAll(() => shop.close())

const form = { 'add-to-cart': '102', product_id: '102', quantity: '1' }

/**
 * Posts the kampsun's form as a browser without scripts would (the visitor's cookie and anti-spam values come from
 * the cart page), follows the redirect to the cart page: its lines with their options, and the error notice.
 */
async function post(fields: Record<string, string>): Promise<{ items: string[]; error: string | undefined }> {
  const v = new Visitor(shop.url)
  await v.page('/ostukorv/')
  const res = await v.post('/toode/villane-kampsun/', { ...form, ...fields })
  expect(res.status).toBe(303)
  const page = await v.page('/ostukorv/')
  return {
    items: Array.from(page.doc.querySelectorAll('.woocommerce-cart-form__cart-item .product-name'), (cell) =>
      Array.from(cell.querySelectorAll('a, dt, dd'), (el) => el.textContent!.trim()).join(' '),
    ),
    error: page.doc.querySelector('ul.woocommerce-error[role=alert]')?.textContent?.trim(),
  }
}

const chooseOptions = 'Palun vali toote variandid enne selle toote ostukorvi lisamist.'

describe('a variable product posted without scripts', () => {
  it('adds the variation the chosen options name (variation_id "0", as the page prints it)', async () => {
    expect(await post({ variation_id: '0', attribute_pa_suurus: 'm', attribute_varv: 'Hõbehall' })).toEqual({ items: ['Villane kampsun Suurus: M Värv: Hõbehall'], error: undefined })
  })

  it('adds the shown choice, not a stale variation_id the browser restored', async () => {
    expect(await post({ variation_id: '10201', attribute_pa_suurus: 'm', attribute_varv: 'Hõbehall' })).toEqual({ items: ['Villane kampsun Suurus: M Värv: Hõbehall'], error: undefined })
  })

  it('adds the "any size" variation with the size chosen', async () => {
    expect(await post({ variation_id: '10201', attribute_pa_suurus: 'xl', attribute_varv: 'Sinine' })).toEqual({ items: ['Villane kampsun Suurus: XL Värv: Sinine'], error: undefined })
  })

  it.each([
    ['nothing chosen', { variation_id: '0', attribute_pa_suurus: '', attribute_varv: '' }],
    ['nothing chosen but a stale variation_id', { variation_id: '10201', attribute_pa_suurus: '', attribute_varv: '' }],
    ['one option not chosen', { variation_id: '10201', attribute_pa_suurus: 's', attribute_varv: '' }],
    ['an option missing from the post', { variation_id: '10201', attribute_pa_suurus: 's' }],
    ['a combination that does not exist', { variation_id: '10201', attribute_pa_suurus: 'xl', attribute_varv: 'Hõbehall' }],
  ])('adds nothing and asks to choose the options: %s', async (_, fields) => {
    expect(await post(fields)).toEqual({ items: [], error: chooseOptions })
  })

  it('still refuses a sold-out variation with its own message', async () => {
    const { items, error } = await post({ variation_id: '0', attribute_pa_suurus: 'l', attribute_varv: 'Hõbehall' })
    expect(items).toEqual([])
    expect(error).toContain('laost otsas')
  })
})
