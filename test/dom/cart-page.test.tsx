/**
 * The cart page (entries/cart-page.ts and islands/cart-page/) on WooCommerce 9.9's cart templates as the stand-in
 * prints them (its cart page, totals, notices and wc-ajax handlers answer every call here, in memory): "Update cart"
 * waits for a change; each action sends cart.js's payload and puts the answer in; every jQuery event fires with its
 * arguments; a removal's undo works; coupons, shipping rates and the calculator; an add refreshes the form; what the
 * shopper typed survives each failure (network, a 500, -1, 0, a page of HTML, a redirect elsewhere, garbage); and the
 * whole of it stands down beside WooCommerce's cart.js.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { IncomingMessage } from 'node:http'
import $ from 'jquery'
import { startCartPage } from '../../islands/cart-page/cart-page'
// Saar's own UI (the busy veil, its notices), as from the browser's cache: this file's code finds it provided.
import '../../lazy/own-ui'
import { HIDDEN_CLASS } from '../../src/hidden'
import { printSettings, serverMarkup, settle } from './helpers'
import { approach, saarLines, start, stockGlobal } from './page-load'
import { cartPage } from '../../php-stub/shop/pages/cart'
import { cartFormPost, getActions } from '../../php-stub/shop/forms'
import { wcAjax } from '../../php-stub/shop/ajax/woocommerce'
import { cartParams, localizeValues } from '../../php-stub/shop/globals'
import { addToCart } from '../../php-stub/shop/cart'
import { verifyNonce, visitorFor, type Visitor } from '../../php-stub/shop/visitors'
import type { RequestContext } from '../../php-stub/shop/context'

let visitor: Visitor
let stop = () => {}
afterEach(() => stop())

const context = (url: URL): RequestContext => ({
  config: { shopUrl: location.origin, thirdPartyUrl: '', distDir: '', quiet: true },
  visitor,
  url,
  user: undefined,
  lang: 'et',
  rtl: false,
  jquery: false,
  stock: false,
  byHand: false,
  flatsomeDependant: false,
  gatewayNeedsCheckoutJs: false,
})

/** The cart page as the stand-in renders it, whole. */
const pageHtml = (): string => `<!DOCTYPE html><html lang="et"><head><title>Ostukorv</title></head><body class="woocommerce-cart"><main id="main">${cartPage(context(new URL('/ostukorv/', location.href))).content}</main></body></html>`

/** What the stand-in answers a call: its cart form handler, its GET links, its wc-ajax handlers. */
function serve(url: string, method: string, body: string): { status: number; text: string } {
  const u = new URL(url, location.href)
  const params = new URLSearchParams([...u.searchParams, ...new URLSearchParams(body)])
  const ctx = context(u)
  const endpoint = u.searchParams.get('wc-ajax')
  if (endpoint) {
    const handler = wcAjax[endpoint]!
    if (handler.nonce && !verifyNonce(visitor, handler.nonce.action, params.get(handler.nonce.field) ?? undefined)) return { status: 403, text: '-1' }
    const reply = handler.handle({ ctx, params, method, req: { headers: {} } as IncomingMessage, rawBody: body })
    return { status: reply.status, text: String(reply.body) }
  }
  if (method == 'POST' && u.pathname == '/ostukorv/') {
    const outcome = cartFormPost(ctx, params)
    if ('page' in outcome) return { status: 200, text: pageHtml() }
  } else getActions(ctx)
  return { status: 200, text: pageHtml() }
}

interface Call {
  url: string
  method: string
  body: URLSearchParams
}
let calls: Call[] = []
/** What the next calls get instead of the stand-in's answer (a failure), one per call. */
let answers: Array<(call: Call) => Response | Promise<Response>> = []

beforeEach(() => {
  calls = []
  answers = []
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const call = { url: String(url), method: init?.method ?? 'GET', body: new URLSearchParams(String(init?.body ?? '')) }
    calls.push(call)
    const next = answers.shift()
    if (next) return next(call)
    const { status, text } = serve(call.url, call.method, String(init?.body ?? ''))
    return new Response(text, { status })
  })
  document.documentElement.replaceChild(document.createElement('body'), document.body)
  printSettings({ locale: 'et', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', cartUrl: '/ostukorv/', antiSpam: { saar_token: 't' }, ajaxTimeout: 5000 })
  visitor = visitorFor({ headers: {} } as IncomingMessage).visitor
})

/** jQuery on the page: Saar's calls go through its ajax (answered by the stand-in), its events through it. */
function withJQuery(): void {
  ;(globalThis as { jQuery?: unknown }).jQuery = $
  vi.spyOn($, 'ajax').mockImplementation(((options: { url: string; type: string; data: string; complete: (x: unknown, status: string) => void }) => {
    calls.push({ url: options.url, method: options.type, body: new URLSearchParams(options.data ?? '') })
    setTimeout(() => {
      const { status, text } = serve(options.url, options.type, options.data ?? '')
      options.complete({ status, responseText: text }, 'success')
    })
    return { abort() {} }
  }) as never)
}

/** The stand-in's cart page with `ids` in the cart, loaded as the page loads it: the entry, then its code on approach. */
async function cart(ids: number[] = [101], options: { load?: boolean } = {}): Promise<void> {
  for (const id of ids) addToCart(visitor, id, 1)
  const html = pageHtml()
  serverMarkup(html.slice(html.indexOf('<main'), html.indexOf('</body>')))
  document.body.className = 'woocommerce-cart'
  // happy-dom's parser misses `checked` on a later radio: the markup's choice, as a browser parses it.
  document.querySelectorAll<HTMLInputElement>('input[checked]').forEach((r) => (r.checked = r.defaultChecked = true))
  // happy-dom reads WooCommerce's `max=""` (no maximum) as a maximum of 0, and refuses to submit the form.
  document.querySelectorAll('input[max=""]').forEach((input) => input.removeAttribute('max'))
  stockGlobal('wc_cart_params', localizeValues(cartParams(context(new URL(location.href)))))
  await start('cart-page', { 'cart-actions': (early) => (stop = startCartPage(early)) })
  if (options.load !== false) await approach(form())
}

const el = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!
const form = () => el<HTMLFormElement>('.woocommerce-cart-form')
const qty = () => el<HTMLInputElement>('.woocommerce-cart-form input.qty')
const update = () => el<HTMLButtonElement>('button[name=update_cart]')
const type = (input: HTMLInputElement, value: string) => {
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.dispatchEvent(new Event('change', { bubbles: true }))
}
/** Does what the shopper does, then waits for its calls to be made and answered and the page to be back. */
async function acting(action: () => void): Promise<void> {
  const before = calls.length
  action()
  await vi.waitFor(() => expect(calls.length).toBeGreaterThan(before))
  await vi.waitFor(() => expect(document.querySelector('[aria-busy=true]')).toBeNull())
  await settle()
}
const noticeText = () => Array.from(document.querySelectorAll('.woocommerce-notices-wrapper [role=alert]')).map((n) => n.textContent!.replace(/\s+/g, ' ').trim())

/** Records the given jQuery events on the body, with their arguments. */
function recordEvents(names: string[]): string[] {
  const seen: string[] = []
  for (const name of names) $(document.body).on(name, (_e, ...args: unknown[]) => void seen.push([name, ...args.map((a) => JSON.stringify(a))].join(' ')))
  return seen
}
const EVENTS = ['updated_cart_totals', 'updated_wc_div', 'wc_cart_emptied', 'item_removed_from_classic_cart', 'applied_coupon', 'removed_coupon', 'updated_shipping_method', 'country_to_state_changed', 'update_checkout']

describe('the cart form', () => {
  it('"Update cart" waits for a change, then posts the form as cart.js does and puts the answer in, with its events', async () => {
    withJQuery()
    await cart()
    const seen = recordEvents(EVENTS)
    expect(update().disabled).toBe(true)
    type(qty(), '3')
    expect(update().disabled).toBe(false)
    await acting(() => update().click())
    const sent = calls.at(-1)!
    expect(sent.method).toBe('POST')
    expect(new URL(sent.url, location.href).pathname).toBe('/ostukorv/')
    expect([...sent.body.keys()]).toEqual([qty().name, 'coupon_code', 'woocommerce-cart-nonce', '_wp_http_referer', 'update_cart', 'saar_token'])
    expect(sent.body.get('update_cart')).toBe('Update Cart')
    expect(qty().value).toBe('3')
    expect(qty().defaultValue).toBe('3')
    expect(update().disabled).toBe(true)
    expect(noticeText()).toEqual(['Ostukorv on uuendatud.'])
    expect(el('.order-total').textContent).toContain('43,60')
    expect(seen).toEqual(['updated_cart_totals', 'updated_wc_div'])
  })

  it('Enter in a quantity is an update (the coupon button is the form’s first)', async () => {
    await cart()
    type(qty(), '2')
    qty().focus()
    await acting(() => form().requestSubmit(el<HTMLButtonElement>('button[name=apply_coupon]')))
    expect(calls.at(-1)!.body.get('update_cart')).toBe('Update Cart')
    expect(calls.some((c) => c.url.includes('apply_coupon'))).toBe(false)
    expect(qty().value).toBe('2')
  })

  it('a click on "Update cart" before its code is here is held and made once it is', async () => {
    await cart([101], { load: false })
    type(qty(), '4')
    await acting(() => update().click())
    await vi.waitFor(() => expect(qty().defaultValue).toBe('4'))
    expect(calls.filter((c) => c.body.get('update_cart'))).toHaveLength(1)
  })
})

describe('removing a line', () => {
  it("shows WooCommerce's notice with its undo link, focused; the undo puts the line back, its quantity focused", async () => {
    withJQuery()
    await cart([101, 105])
    const seen = recordEvents(EVENTS)
    const remove = el<HTMLAnchorElement>('.woocommerce-cart-form .product-remove > a')
    remove.focus()
    await acting(() => remove.click())
    expect(calls.at(-1)!.method).toBe('GET')
    expect(calls.at(-1)!.url).toContain('remove_item=')
    expect(document.querySelectorAll('.woocommerce-cart-form .cart_item')).toHaveLength(1)
    const notice = el('.woocommerce-notices-wrapper .woocommerce-message[role=alert]')
    expect(notice.textContent).toContain('„Villased sokid“ on eemaldatud.')
    expect(document.activeElement).toBe(notice)
    expect(seen).toEqual(['updated_cart_totals', 'updated_wc_div', 'item_removed_from_classic_cart'])
    await acting(() => el<HTMLAnchorElement>('.restore-item').click())
    expect(document.querySelectorAll('.woocommerce-cart-form .cart_item')).toHaveLength(2)
    expect(document.querySelector('.restore-item')).toBeNull()
    expect((document.activeElement as HTMLInputElement).name).toBe(`cart[${visitor.cart.find((i) => i.productId === 101)!.key}][qty]`)
  })

  it('the last line: the empty cart takes the page (wc_cart_emptied), and its undo brings the cart back without a reload', async () => {
    withJQuery()
    await cart([101])
    const seen = recordEvents(EVENTS)
    await acting(() => el<HTMLAnchorElement>('.product-remove > a').click())
    expect(document.querySelector('.woocommerce-cart-form')).toBeNull()
    expect(el('.wc-empty-cart-message').textContent).toContain('Su ostukorv on hetkel tühi!')
    expect(seen).toEqual(['wc_cart_emptied', 'updated_wc_div', 'item_removed_from_classic_cart'])
    await acting(() => el<HTMLAnchorElement>('.restore-item').click())
    expect(document.querySelectorAll('.woocommerce-cart-form .cart_item')).toHaveLength(1)
    expect(document.querySelector('.wc-empty-cart-message')).toBeNull()
  })

  it('quantities typed and not updated stay through another line’s removal', async () => {
    await cart([101, 105])
    const [first, second] = Array.from(document.querySelectorAll<HTMLInputElement>('input.qty'))
    type(second!, '5')
    expect(first!.value).toBe('1')
    await acting(() => document.querySelectorAll<HTMLAnchorElement>('.product-remove > a')[0]!.click())
    expect(qty().value).toBe('5')
    expect(update().disabled).toBe(false)
  })
})

describe('coupons', () => {
  it("applies through wc-ajax=apply_coupon with wc_cart_params' nonce, shows the notice, fires applied_coupon and refreshes", async () => {
    withJQuery()
    await cart()
    const seen = recordEvents(EVENTS)
    const field = el<HTMLInputElement>('#coupon_code')
    field.value = 'SAAR10'
    field.focus()
    await acting(() => form().requestSubmit(el<HTMLButtonElement>('button[name=apply_coupon]')))
    const apply = calls.find((c) => c.url.includes('wc-ajax=apply_coupon'))!
    expect(Object.fromEntries(apply.body)).toEqual({ security: String(cartParams(context(new URL(location.href))).apply_coupon_nonce), coupon_code: 'SAAR10', saar_token: 't' })
    // Then the form as it is, for the new totals: no update_cart, no apply_coupon.
    expect(calls.at(-1)!.body.has('update_cart')).toBe(false)
    expect(noticeText()).toEqual(['Kupong on edukalt kasutusele võetud.'])
    expect(el('tr.cart-discount').textContent).toContain('saar10')
    expect(el<HTMLInputElement>('#coupon_code').value).toBe('')
    expect(seen).toEqual(['applied_coupon "SAAR10"', 'updated_cart_totals', 'updated_wc_div'])
  })

  it('a refused code: the notice under the field, as an alert, the field invalid and described by it, the code kept', async () => {
    await cart()
    const field = el<HTMLInputElement>('#coupon_code')
    field.value = 'nope'
    await acting(() => form().requestSubmit(el<HTMLButtonElement>('button[name=apply_coupon]')))
    const error = el('.coupon .coupon-error-notice')
    expect(error.textContent).toBe('Kupongi „nope“ ei leitud!')
    expect(error.getAttribute('role')).toBe('alert')
    const now = el<HTMLInputElement>('#coupon_code')
    expect([now.value, now.getAttribute('aria-invalid'), now.getAttribute('aria-describedby')]).toEqual(['nope', 'true', error.id])
    expect(document.activeElement).toBe(now)
    expect(noticeText()).toEqual([])
    type(now, 'saar10')
    expect(document.querySelector('.coupon-error-notice')).toBeNull()
    expect(now.hasAttribute('aria-invalid')).toBe(false)
  })

  it('removes through wc-ajax=remove_coupon (Space on the link too) and fires removed_coupon with the code', async () => {
    withJQuery()
    visitor.coupons.push('saar10')
    await cart()
    const seen = recordEvents(EVENTS)
    const link = el<HTMLAnchorElement>('a.woocommerce-remove-coupon')
    await acting(() => link.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true })))
    const removal = calls.find((c) => c.url.includes('wc-ajax=remove_coupon'))!
    expect(Object.fromEntries(removal.body)).toEqual({ security: String(cartParams(context(new URL(location.href))).remove_coupon_nonce), coupon: 'saar10', saar_token: 't' })
    expect(noticeText()).toEqual(['Kupong on eemaldatud.'])
    expect(document.querySelector('tr.cart-discount')).toBeNull()
    expect(seen).toEqual(['removed_coupon "saar10"', 'updated_cart_totals', 'updated_wc_div'])
  })
})

describe('shipping', () => {
  it('a rate posts wc-ajax=update_shipping_method; the totals come back with focus on the rate, then updated_shipping_method', async () => {
    withJQuery()
    await cart()
    const seen = recordEvents(EVENTS)
    const pickup = el<HTMLInputElement>('#shipping_method_0_local_pickup3')
    pickup.focus()
    await acting(() => pickup.click())
    const sent = calls.at(-1)!
    expect(sent.url).toContain('wc-ajax=update_shipping_method')
    expect(Object.fromEntries(sent.body)).toEqual({ security: String(cartParams(context(new URL(location.href))).update_shipping_method_nonce), 'shipping_method[0]': 'local_pickup:3', saar_token: 't' })
    expect(el('.order-total').textContent).toContain('12,90')
    expect(document.activeElement).toBe(el('#shipping_method_0_local_pickup3'))
    expect(el<HTMLInputElement>('#shipping_method_0_local_pickup3')).not.toBe(pickup)
    expect(seen).toEqual(['updated_cart_totals', 'updated_shipping_method'])
  })

  it('the calculator opens and closes by its button, with country_to_state_changed; its post carries WooCommerce’s fields', async () => {
    withJQuery()
    await cart()
    const seen = recordEvents(EVENTS)
    const changes: string[] = []
    $('#calc_shipping_country').on('change', () => changes.push('country'))
    const button = el<HTMLAnchorElement>('.shipping-calculator-button')
    const calculator = el('.shipping-calculator-form')
    expect(calculator.classList.contains(HIDDEN_CLASS)).toBe(true)
    button.click()
    expect([calculator.classList.contains(HIDDEN_CLASS), calculator.style.display, button.getAttribute('aria-expanded')]).toEqual([false, '', 'true'])
    expect([seen, changes]).toEqual([['country_to_state_changed'], ['country']])
    button.click()
    expect([calculator.classList.contains(HIDDEN_CLASS), button.getAttribute('aria-expanded')]).toEqual([true, 'false'])
    button.click()
    el<HTMLSelectElement>('#calc_shipping_country').value = 'FI'
    el<HTMLInputElement>('#calc_shipping_city').value = 'Helsinki'
    el<HTMLInputElement>('#calc_shipping_postcode').value = '00100'
    await acting(() => el<HTMLFormElement>('form.woocommerce-shipping-calculator').requestSubmit(el<HTMLButtonElement>('button[name=calc_shipping]')))
    const sent = calls.at(-1)!
    expect([...sent.body.keys()]).toEqual(['calc_shipping_country', 'calc_shipping_state', 'calc_shipping_city', 'calc_shipping_postcode', 'woocommerce-shipping-calculator-nonce', '_wp_http_referer', 'calc_shipping', 'saar_token'])
    expect(sent.body.get('calc_shipping')).toBe('x')
    expect(el('.woocommerce-shipping-destination').textContent).toContain('Helsinki 00100, Soome')
    expect(el('.shipping-calculator-form').classList.contains(HIDDEN_CLASS)).toBe(true)
    expect(noticeText()).toEqual(['Tarnekulud on uuendatud.'])
  })
})

describe('an add on the cart page (a cross-sell, through the cart queue)', () => {
  it('refreshes the form with the new line, notices kept, and a quantity typed meanwhile stays', async () => {
    withJQuery()
    await cart([101])
    type(qty(), '2')
    addToCart(visitor, 106, 1)
    await acting(() => $(document.body).trigger('added_to_cart', [{ 'div.widget_shopping_cart_content': '<div></div>' }, 'h', $('<a>')]))
    await vi.waitFor(() => expect(document.querySelectorAll('.woocommerce-cart-form .cart_item')).toHaveLength(2))
    expect(calls.at(-1)!.body.has('update_cart')).toBe(false)
    expect(qty().value).toBe('2')
    expect(update().disabled).toBe(false)
  })

  it('an add before the code is here brings it, and the refresh is made once', async () => {
    await cart([101], { load: false })
    addToCart(visitor, 106, 1)
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [{}, 'h', null] }))
    await vi.waitFor(() => expect(document.querySelectorAll('.woocommerce-cart-form .cart_item')).toHaveLength(2))
    await settle()
    expect(calls).toHaveLength(1)
  })
})

describe('failures: nothing typed is lost, the shopper is told, the page is back', () => {
  const failures: Record<string, () => Response | Promise<Response>> = {
    'a lost connection': () => Promise.reject(new TypeError('Failed to fetch')),
    'a 500': () => new Response('<p>Saidil tekkis kriitiline viga.</p>', { status: 500 }),
    '-1': () => new Response('-1', { status: 403 }),
    '0': () => new Response('0', { status: 200 }),
    'a page of HTML that is no cart': () => new Response('<!DOCTYPE html><html><body><h1>Hooldus</h1></body></html>', { status: 200 }),
    'a redirect to another origin': () => Object.defineProperty(new Response('<form class="woocommerce-cart-form"></form>', { status: 200 }), 'url', { value: 'https://hostile.example/' }),
    'a PHP notice in front': () => new Response('<br />\n<b>Warning</b>: {"success":tr', { status: 200 }),
  }
  for (const [name, answer] of Object.entries(failures))
    it(`${name}: the quantity stays typed, "Update cart" enabled, Saar's notice an alert, focus back`, async () => {
      await cart()
      type(qty(), '7')
      answers.push(answer)
      update().focus()
      await acting(() => update().click())
      expect(qty().value).toBe('7')
      expect(update().disabled).toBe(false)
      expect(noticeText()).toEqual(['Ostukorvi ei õnnestunud uuendada. Kontrolli ühendust ja proovi uuesti.'])
      expect(el('.saar-cart-notice .woocommerce-error').getAttribute('role')).toBe('alert')
      expect(document.activeElement).toBe(update())
      expect(form().hasAttribute('inert')).toBe(false)
      // The next try works, and takes the notice away.
      await acting(() => update().click())
      expect(qty().defaultValue).toBe('7')
      expect(document.querySelector('.saar-cart-notice')).toBeNull()
    })

  it('a coupon that got no answer keeps its code, and says so', async () => {
    await cart()
    el<HTMLInputElement>('#coupon_code').value = 'SAAR10'
    answers.push(failures['a 500']!)
    await acting(() => form().requestSubmit(el<HTMLButtonElement>('button[name=apply_coupon]')))
    expect(el<HTMLInputElement>('#coupon_code').value).toBe('SAAR10')
    expect(noticeText()).toEqual(['Kupongi ei õnnestunud kasutada. Kontrolli ühendust ja proovi uuesti.'])
    expect(calls).toHaveLength(1)
  })

  it('a shipping rate that was not saved goes back to the chosen one, and says so; updated_shipping_method fires all the same', async () => {
    withJQuery()
    await cart()
    const seen = recordEvents(EVENTS)
    vi.mocked($.ajax).mockImplementationOnce(((options: { url: string; complete: (x: unknown, s: string) => void }) => {
      calls.push({ url: options.url, method: 'POST', body: new URLSearchParams() })
      setTimeout(() => options.complete({ status: 0 }, 'error'))
      return { abort() {} }
    }) as never)
    await acting(() => el<HTMLInputElement>('#shipping_method_0_local_pickup3').click())
    expect(el<HTMLInputElement>('#shipping_method_0_flat_rate1').checked).toBe(true)
    expect(noticeText()).toEqual(['Tarneviisi ei õnnestunud muuta. Kontrolli ühendust ja proovi uuesti.'])
    expect(seen).toEqual(['updated_shipping_method'])
  })

  it('a removal that got no answer leaves the line', async () => {
    await cart([101, 105])
    answers.push(failures['a lost connection']!)
    await acting(() => el<HTMLAnchorElement>('.product-remove > a').click())
    expect(document.querySelectorAll('.cart_item')).toHaveLength(2)
    expect(noticeText()).toEqual(['Ostukorvi ei õnnestunud uuendada. Kontrolli ühendust ja proovi uuesti.'])
  })
})

describe('beside WooCommerce’s cart.js', () => {
  it('stands down: nothing of Saar’s is bound, nothing loads, the console says so once', async () => {
    const loaded = vi.fn()
    addToCart(visitor, 101, 1)
    const html = pageHtml()
    // As WordPress prints it (a type that runs nothing: the DOM implementations would try to load it).
    serverMarkup(`<script src="/wp-content/plugins/woocommerce/assets/js/frontend/cart.min.js" id="wc-cart-js" type="text/plain"></script>${html.slice(html.indexOf('<main'), html.indexOf('</body>'))}`)
    document.body.className = 'woocommerce-cart'
    await start('cart-page', { 'cart-actions': loaded })
    await approach(form())
    expect(update().disabled).toBe(false)
    expect(loaded).not.toHaveBeenCalled()
    expect(saarLines()).toEqual(['Saar: the cart page left to WooCommerce (cart.js)'])
  })
})
