/**
 * The stand-in's WooCommerce price filter widget as WooCommerce 9.9 prints it: its form goes to the listing it is on,
 * its data (`woocommerce_price_slider_params`) and in stock mode the stand-in of price-slider.js print only where the
 * widget does, the listing is filtered by `min_price` / `max_price` read as PHP's floatval reads them, and the other
 * query arguments stay as hidden fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShop, type RunningShop } from '../../php-stub/shop/server'
import { all, one, Visitor, type Page } from './client'

let shop: RunningShop
let visitor: Visitor

beforeAll(async () => {
  shop = await startShop({ port: 0, quiet: true })
  visitor = new Visitor(shop.url)
})
afterAll(() => shop.close())

const form = (page: Page): HTMLFormElement => one(page, '.widget_price_filter form') as HTMLFormElement
const field = (page: Page, name: string): HTMLInputElement => one(page, `.widget_price_filter input#${name}`) as HTMLInputElement
/** The two fields' values and bounds as printed. */
const widget = (page: Page) => ({
  min: field(page, 'min_price').getAttribute('value'),
  max: field(page, 'max_price').getAttribute('value'),
  from: field(page, 'min_price').dataset.min,
  to: field(page, 'max_price').dataset.max,
})
/** The hidden fields the widget's form carries, as [name, value]. */
const hidden = (page: Page): string[][] => all(page, '.widget_price_filter input[type=hidden]').map((el) => [el.getAttribute('name')!, el.getAttribute('value')!])
/** The product ids the listing shows. */
const shown = (page: Page): number[] => all(page, '.products > .product-small').map((el) => Number(/post-(\d+)/.exec(el.className)![1]))
const params = (page: Page): Element | null => page.doc.querySelector('script#wc-price-slider-js-extra')
const stockScript = (page: Page): Element | null => page.doc.querySelector('script#wc-price-slider-js')

describe('where the widget goes', () => {
  it('submits to the listing it is on: the shop page, and the home page’s listing', async () => {
    const listing = await visitor.page('/pood/')
    expect(form(listing).getAttribute('method')).toBe('get')
    expect(form(listing).getAttribute('action')).toBe('/pood/')
    const home = await visitor.page('/')
    expect(form(home).getAttribute('action')).toBe('/')
  })

  it('on a category stays on the category, its bounds the category’s prices', async () => {
    const page = await visitor.page('/pood/?product_cat=kodu')
    expect(form(page).getAttribute('action')).toBe('/pood/?product_cat=kodu')
    expect(hidden(page)).toEqual([['product_cat', 'kodu']])
    // Kodu runs from 6,50 to 39,00 €: the bounds are 0 and 40.
    expect(widget(page)).toEqual({ min: '0', max: '40', from: '0', to: '40' })
  })

  it('keeps the other query arguments as hidden fields, not paged or its own', async () => {
    const page = await visitor.page('/pood/?orderby=price&product_cat=roivad&paged=2&min_price=20&max_price=60')
    expect(hidden(page)).toEqual([['orderby', 'price'], ['product_cat', 'roivad']])
    expect(widget(page)).toMatchObject({ min: '20', max: '60' })
  })
})

describe('what prints with it', () => {
  it('prints woocommerce_price_slider_params on the listing, with the widget', async () => {
    const page = await visitor.page('/pood/')
    expect(params(page)).not.toBeNull()
    expect(visitor.globals.woocommerce_price_slider_params).toEqual({
      currency_format_num_decimals: '0', currency_format_symbol: '&euro;', currency_format_decimal_sep: ',', currency_format_thousand_sep: ' ', currency_format: '%v&nbsp;%s',
    })
  })

  it('prints neither the widget nor its data on a product, a post, the cart, or a listing with no prices', async () => {
    for (const path of ['/toode/villased-sokid/', '/blogi/villaste-riiete-hooldus/', '/ostukorv/', '/pood/?s=zzzz']) {
      const page = await visitor.page(path)
      expect(page.status, path).toBe(200)
      expect(page.doc.querySelector('.widget_price_filter'), path).toBeNull()
      expect(params(page), path).toBeNull()
      expect(visitor.globals.woocommerce_price_slider_params, path).toBeUndefined()
    }
  })

  it('prints the stock price-slider.js only in stock mode and only with the widget', async () => {
    const stock = await visitor.page('/pood/?stock=1')
    expect(stockScript(stock)?.getAttribute('src')).toBe('/wp-content/stand-in-stock/price-slider.js')
    expect(params(stock)).not.toBeNull()
    expect(stockScript(await visitor.page('/pood/'))).toBeNull()
    for (const path of ['/toode/villased-sokid/?stock=1', '/blogi/villaste-riiete-hooldus/?stock=1', '/ostukorv/?stock=1', '/pood/?s=zzzz&stock=1']) {
      const page = await visitor.page(path)
      expect(page.doc.querySelector('script[src*="price-slider"]'), path).toBeNull()
      expect(params(page), path).toBeNull()
    }
  })
})

describe('the listing filtered by price', () => {
  it('shows the products whose prices meet min_price–max_price, the widget set to them', async () => {
    const all = shown(await visitor.page('/pood/'))
    const page = await visitor.page('/pood/?min_price=20&max_price=40')
    // The towel (18,50 €) and the purse (45 €) fall outside; the 29–39 € products stay, and the shirt and the gift set,
    // whose price ranges reach into it.
    expect(shown(page).sort()).toEqual([103, 104, 107, 110, 111])
    expect(shown(page).length).toBeLessThan(all.length)
    expect(one(page, '.woocommerce-result-count').textContent).toBe('Näitan kõiki 5 tulemust')
    // The bounds stay the whole listing's.
    expect(widget(page)).toEqual({ min: '20', max: '40', from: '0', to: '90' })
  })

  it('reads a value that is no number as PHP’s floatval does: 0, the page whole', async () => {
    const whole = shown(await visitor.page('/pood/'))
    const page = await visitor.page('/pood/?min_price=abc&max_price=12abc')
    expect(page.status).toBe(200)
    // "abc" is 0 and "12abc" is 12, rounded up to the step: 20; the listing up to 12 €.
    expect(widget(page)).toMatchObject({ min: '0', max: '20' })
    expect(shown(page).sort()).toEqual(whole.filter((id) => [109, 112, 113, 114].includes(id)).sort())
  })

  it('keeps a negative minimum and a maximum below the minimum as asked: nothing to show, the page 200', async () => {
    const negative = await visitor.page('/pood/?min_price=-25')
    expect(negative.status).toBe(200)
    expect(widget(negative)).toMatchObject({ min: '-30', max: '90' })
    expect(shown(negative).length).toBe(shown(await visitor.page('/pood/')).length)
    const crossed = await visitor.page('/pood/?min_price=50&max_price=20')
    expect(crossed.status).toBe(200)
    expect(widget(crossed)).toMatchObject({ min: '50', max: '20' })
    expect(shown(crossed)).toEqual([])
    expect(one(crossed, '.woocommerce-no-products-found').textContent).toContain('Ühtegi toodet ei leitud')
  })

  it('prints huge values as PHP prints the float: the exponent form and INF', async () => {
    const page = await visitor.page('/pood/?min_price=100000000000000000000&max_price=1e400')
    expect(page.status).toBe(200)
    expect(widget(page)).toMatchObject({ min: '1.0E+20', max: 'INF', from: '0', to: '90' })
    expect(shown(page)).toEqual([])
  })
})
