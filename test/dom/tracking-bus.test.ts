/**
 * The event bus on the stand-in's markup (its product form, product card parts): each add to cart and remove from
 * cart caught once at the click with its own event id and what it adds read at that moment (simple, variable with
 * the chosen variation, grouped children above 0, nothing from a disabled button); kept until the pixels take them,
 * dropped when consent says nobody will; and a click Saar's cart holds until its code is here is one action, not two
 * and not zero.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ADD_KEY, REMOVE_KEY, startBus, type Snapshot, type TrackedAction } from '../../islands/tracking/bus'
import { added, removed } from '../../islands/tracking/pixels/cart-actions'
import { wireWhen } from '../../src/hydrate'
import { $consent } from '../../src/stores/consent'
import { serverMarkup, settle } from './helpers'
import { productBySlug, type Product } from '../../php-stub/shop/catalogue'
import { addToCartArea } from '../../php-stub/shop/parts/product-form'
import { productCard } from '../../php-stub/shop/parts/product-card'

const sokid = productBySlug('villased-sokid')!
const kampsun = productBySlug('villane-kampsun')!
const kingikomplekt = productBySlug('kingikomplekt-saaremaa-hommik')!

const page = globalThis as { pysOptions?: unknown }
let bus: ReturnType<typeof startBus>
let taken: TrackedAction[]
const noSubmit = (event: Event): void => event.preventDefault()

beforeEach(() => {
  // The shop's PixelYourSite options: Meta configured, the cart page's remove links.
  page.pysOptions = { facebook: { pixelIds: ['1000000000000001'] }, woo: { removeFromCartSelector: 'form.woocommerce-cart-form .remove' } }
  $consent.set({ decided: false, source: '', analytics: false, marketing: false, destinations: {} })
  bus = startBus()
  taken = []
  // The forms would post: the browser's part, not the bus's.
  document.addEventListener('submit', noSubmit)
})

afterEach(() => {
  bus.stop()
  delete page.pysOptions
  document.removeEventListener('submit', noSubmit)
})

const take = (): void => bus.take((action) => taken.push(action))
const grant = (marketing = true): void => $consent.set({ decided: true, source: 'test', analytics: false, marketing, destinations: {} })

/** The stand-in's purchase area of a product; its form. */
const productForm = (p: Product): HTMLFormElement => {
  serverMarkup(`<div class="product">${addToCartArea(p, '').value}</div>`)
  // happy-dom takes the empty max WooCommerce prints (no limit) for 0 and refuses the form; browsers ignore it.
  document.querySelectorAll('input.qty[max=""]').forEach((input) => input.removeAttribute('max'))
  return document.querySelector<HTMLFormElement>('form.cart')!
}
const set = (form: HTMLFormElement, name: string, value: string): void => void (form.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value)
const button = (): HTMLElement => document.querySelector<HTMLElement>('.single_add_to_cart_button')!
const adds = () => taken.filter((a) => a.key == ADD_KEY).map((a) => added(a.data as Snapshot))

describe('add to cart', () => {
  it('reads a simple form: its product and the quantity at the click', () => {
    take()
    const form = productForm(sokid)
    set(form, 'quantity', '3')
    button().click()
    set(form, 'quantity', '5')
    expect(adds()).toEqual([{ type: 0, items: [{ id: '101', quantity: 3 }] }])
  })

  it('reads a variable form: nothing before a variation is chosen, then the chosen variation with its parent', () => {
    take()
    const form = productForm(kampsun)
    button().click()
    set(form, 'variation_id', '10204')
    set(form, 'quantity', '2')
    button().click()
    expect(adds()).toEqual([undefined, { type: 1, items: [{ id: '10204', quantity: 2, parent: '102' }] }])
  })

  it('reads a grouped form: each child above 0, nothing at a total of 0', () => {
    take()
    const form = productForm(kingikomplekt)
    button().click()
    set(form, 'quantity[105]', '1')
    set(form, 'quantity[106]', '3')
    button().click()
    expect(adds()).toEqual([undefined, { type: 3, items: [{ id: '105', quantity: 1, parent: '104' }, { id: '106', quantity: 3, parent: '104' }] }])
  })

  it('adds nothing from a disabled button (the class WooCommerce sets, or the attribute)', () => {
    take()
    productForm(sokid)
    button().classList.add('disabled')
    button().click()
    button().classList.remove('disabled')
    button().setAttribute('disabled', '')
    button().dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(adds()).toEqual(taken.map(() => undefined))
  })

  it("reads a loop button's product and quantity; a variable product's 'choose' link adds nothing", () => {
    take()
    serverMarkup(`<div class="products">${productCard(sokid).value}${productCard(kampsun).value}</div>`)
    for (const link of document.querySelectorAll<HTMLElement>('.add_to_cart_button')) {
      link.addEventListener('click', (event) => event.preventDefault())
      link.click()
    }
    expect(adds()).toEqual([{ type: 0, items: [{ id: '101', quantity: 1 }] }, undefined])
  })

  it('gives each of 50 rapid clicks its own event id', () => {
    take()
    productForm(sokid)
    for (let i = 0; i < 50; i++) button().click()
    expect(taken).toHaveLength(50)
    expect(new Set(taken.map((a) => a.id)).size).toBe(50)
    for (const { id } of taken) expect(id).toMatch(/^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/)
  })
})

describe('remove from cart', () => {
  it("reads the cart page's remove link (the shop's selector, remove_item) and the mini cart's (data-cart_item_key)", () => {
    take()
    // WooCommerce's cart/cart.php and mini-cart.php remove links, as the stand-in prints them.
    serverMarkup(
      '<form class="woocommerce-cart-form"><a href="/ostukorv/?remove_item=abc123&amp;_wpnonce=n" class="remove" data-product_id="101">×</a></form>' +
        '<div class="widget_shopping_cart_content"><a href="/ostukorv/?_wpnonce=n" class="remove remove_from_cart_button" data-product_id="106" data-cart_item_key="def456">×</a></div>',
    )
    for (const link of document.querySelectorAll<HTMLElement>('a.remove')) {
      link.addEventListener('click', (event) => event.preventDefault())
      link.click()
    }
    expect(taken.map((a) => [a.key, removed(a.data as Snapshot)])).toEqual([
      [REMOVE_KEY, { type: 0, items: [{ id: '101', quantity: 1 }], cartKey: 'abc123' }],
      [REMOVE_KEY, { type: 0, items: [{ id: '106', quantity: 1 }], cartKey: 'def456' }],
    ])
  })

  it('skips a broken selector of the shop and still hears the mini cart', () => {
    page.pysOptions = { facebook: { pixelIds: ['1'] }, woo: { removeFromCartSelector: 'a[' } }
    take()
    serverMarkup('<a href="#" class="remove remove_from_cart_button" data-product_id="106" data-cart_item_key="k">×</a>')
    document.querySelector<HTMLElement>('a')!.click()
    expect(taken.map((a) => a.key)).toEqual([REMOVE_KEY])
  })
})

describe('the queue', () => {
  it('keeps actions until the pixels take them, in order, then hands them over at once', () => {
    productForm(sokid)
    button().click()
    button().click()
    grant()
    expect(taken).toEqual([])
    take()
    expect(taken).toHaveLength(2)
    button().click()
    expect(taken).toHaveLength(3)
  })

  it('drops what waits, and keeps nothing more, once consent is decided with no destination allowed', () => {
    productForm(sokid)
    button().click()
    grant(false)
    button().click()
    take()
    expect(taken).toEqual([])
  })

  it("drops nothing when only a destination the shop has not configured is refused", () => {
    productForm(sokid)
    button().click()
    $consent.set({ decided: true, source: 'test', analytics: false, marketing: true, destinations: { pinterest: false } })
    take()
    expect(taken).toHaveLength(1)
  })
})

describe("beside Saar's cart, which holds a click until its code is here", () => {
  for (const outcome of ['loads', 'fails'] as const)
    it(`takes a held click as one action when the code ${outcome}`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      take()
      productForm(sokid)
      let settleLoad!: () => void
      const code = new Promise<void>((resolve) => (settleLoad = resolve))
      wireWhen('form.cart', 'interaction', () => code.then(() => (outcome == 'loads' ? () => {} : Promise.reject(new Error('offline')))), { hold: ['click', 'submit'] })
      button().click()
      expect(taken).toEqual([])
      settleLoad()
      await settle()
      expect(adds()).toEqual([{ type: 0, items: [{ id: '101', quantity: 1 }] }])
      expect(warn.mock.calls.map(String)).toEqual(outcome == 'loads' ? [] : ['[saar],Error: offline'])
    })
})
