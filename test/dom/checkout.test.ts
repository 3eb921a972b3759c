/**
 * Saar's checkout on WooCommerce 9.9's checkout templates (the stand-in's page: form-checkout.php with the login and
 * coupon toggles, the billing, shipping and account fields, review-order.php, payment.php with three gateways and the
 * terms) and `wc_checkout_params` as WooCommerce localizes it. Without jQuery its events are DOM events; with jQuery
 * every checkout.js event fires and is heard through jQuery with WooCommerce's targets and arguments, a gateway's
 * `false` stops the order, a double submit posts one order, and a submit a gateway triggers through jQuery is Saar's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { IncomingMessage } from 'node:http'
import $ from 'jquery'
import { startCheckout } from '../../islands/checkout/checkout'
import { startExtras } from '../../islands/checkout/extras'
import { checkoutPage } from '../../php-stub/shop/pages/checkout'
import { paymentSection, reviewOrderTable } from '../../php-stub/shop/parts/review-order'
import { checkoutParams, localizeValues } from '../../php-stub/shop/globals'
import { visitorFor, antiSpamFields } from '../../php-stub/shop/visitors'
import { addToCart } from '../../php-stub/shop/cart'
import type { RequestContext } from '../../php-stub/shop/context'
import { printSettings, serverMarkup } from './helpers'
// Saar's own UI (the busy veil, its notices), as from the browser's cache: this file's code finds it provided.
import '../../lazy/own-ui'

const { visitor } = visitorFor({ headers: {} } as IncomingMessage)
addToCart(visitor, 101, 1)
const ctx = { visitor, url: new URL('http://127.0.0.1/kassa/'), user: undefined } as unknown as RequestContext
const params = localizeValues(checkoutParams(ctx))

/** The update_order_review answer the stand-in gives, with the payment method `payment` chosen. */
function review(payment = 'bacs', extra: Record<string, unknown> = {}) {
  const before = visitor.paymentMethod
  visitor.paymentMethod = payment
  const fragments = { '.woocommerce-checkout-review-order-table': reviewOrderTable(visitor).value, '.woocommerce-checkout-payment': paymentSection(visitor).value }
  visitor.paymentMethod = before
  return { result: 'success', messages: '', reload: false, fragments, ...extra }
}

type Route = (body: URLSearchParams) => Response | Promise<Response>
const json = (body: unknown, status = 200) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
let routes: Record<string, Route>
let calls: Array<{ endpoint: string; body: URLSearchParams }>

/** Answers each wc-ajax endpoint from `routes`, through fetch (no jQuery) or jQuery.ajax; records every call. */
function answer(endpoint: string, body: URLSearchParams): Promise<Response> {
  calls.push({ endpoint, body })
  return Promise.resolve(routes[endpoint]?.(body) ?? json('0'))
}
const endpointOf = (url: string) => new URL(url, 'http://127.0.0.1/').searchParams.get('wc-ajax') ?? ''
const posts = (endpoint: string) => calls.filter((c) => c.endpoint === endpoint).map((c) => c.body)

function mockFetch(): void {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => answer(endpointOf(String(url)), new URLSearchParams(String(init?.body ?? ''))))
}
function mockJQueryAjax(): void {
  vi.spyOn($, 'ajax').mockImplementation(((options: { url: string; data: string; complete: (x: unknown, s: string) => void }) => {
    void answer(endpointOf(options.url), new URLSearchParams(options.data)).then(async (res) => options.complete({ status: res.status, responseText: await res.text() }, 'success'))
    return { abort() {} }
  }) as never)
}

let stops: Array<() => void> = []
/**
 * The checkout page with Saar's checkout started, once its first refresh (at start, as checkout.js's init_checkout)
 * has settled: until then the review and the payment methods are busy, and take no click (happy-dom keeps `inert`).
 */
async function open(): Promise<HTMLFormElement> {
  const form = openNow()
  await vi.waitFor(() => expect(posts('update_order_review').length > 0 && !document.querySelector('[aria-busy]')).toBe(true))
  return form
}
function openNow(): HTMLFormElement {
  printSettings({ locale: 'et', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', antiSpam: antiSpamFields(visitor), isCheckout: true, ajaxTimeout: 5000 })
  ;(globalThis as { wc_checkout_params?: unknown }).wc_checkout_params = params
  serverMarkup(checkoutPage(ctx).content.value)
  // happy-dom 21's parser misses `selected` on a later option where the first has value "": the markup's choice, as a browser parses it.
  document.querySelectorAll<HTMLOptionElement>('option[selected]').forEach((o) => (o.selected = true))
  const form = document.querySelector<HTMLFormElement>('form.checkout')!
  stops.push(startCheckout(form), startExtras())
  return form
}

const el = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!
const shown = (selector: string) => !el(selector).classList.contains('saar-hidden') && el(selector).style.display !== 'none'
const fill = (values: Record<string, string>) => {
  for (const [id, value] of Object.entries(values)) el<HTMLInputElement>(`#${id}`).value = value
}
const FILLED = { billing_first_name: 'Mari', billing_last_name: 'Maasikas', billing_address_1: 'Tallinna 1', billing_postcode: '93815', billing_city: 'Kuressaare', billing_phone: '+372 5123 4567', billing_email: 'mari@example.ee' }
const placeOrder = () => el<HTMLButtonElement>('#place_order').click()
const flush = () => new Promise((resolve) => setTimeout(resolve, 20))

beforeEach(() => {
  // The boxes open and close at once (happy-dom runs the Web Animations' slides on the real clock).
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }))
  calls = []
  routes = { update_order_review: () => json(review()) }
})
afterEach(() => {
  vi.unstubAllGlobals()
  stops.forEach((stop) => stop())
  stops = []
  $(document.body).off()
  $(document).off()
  delete (globalThis as { wc_checkout_params?: unknown }).wc_checkout_params
})

describe('the checkout without jQuery', () => {
  beforeEach(mockFetch)

  it("refreshes the review at once, with checkout.js's payload, and fires updated_checkout with the answer", async () => {
    const seen: string[] = []
    for (const name of ['init_checkout', 'update_checkout', 'updated_checkout']) document.body.addEventListener(name, (e) => seen.push(name + (name === 'updated_checkout' ? ` ${(e as CustomEvent).detail[0].result}` : '')))
    await open()
    await vi.waitFor(() => expect(seen).toContain('updated_checkout success'))
    expect(seen).toEqual(['init_checkout', 'update_checkout', 'updated_checkout success'])
    const [sent] = posts('update_order_review')
    expect(Object.fromEntries([...sent!].filter(([k]) => !k.startsWith('saar_') && k !== 'post_data'))).toEqual({
      security: params.update_order_review_nonce,
      payment_method: 'bacs',
      country: 'EE', state: '', postcode: '', city: '', address: '', address_2: '',
      s_country: 'EE', s_state: '', s_postcode: '', s_city: '', s_address: '', s_address_2: '',
      has_full_address: expect.stringMatching(/^(true|false)$/),
      'shipping_method[0]': 'flat_rate:1',
    })
    const form = new URLSearchParams(sent!.get('post_data')!)
    expect([form.get('billing_country'), form.get('payment_method'), form.get('woocommerce-process-checkout-nonce')]).toEqual(['EE', 'bacs', expect.any(String)])
  })

  it('applies the fragments that changed, keeps the chosen method and what was typed into a payment box', async () => {
    await open()
    await vi.waitFor(() => expect(posts('update_order_review')).toHaveLength(1))
    el<HTMLInputElement>('#payment_method_standin_card').click()
    el<HTMLInputElement>('#standin_card-card-number').value = '4242 4242 4242 4242'
    el<HTMLInputElement>('#terms').checked = true
    // The server's answer chose bank transfer and has empty card fields: the shopper's choices stay.
    routes.update_order_review = () => json(review('bacs'))
    document.body.dispatchEvent(new CustomEvent('update_checkout', { bubbles: true }))
    await vi.waitFor(() => expect(posts('update_order_review')).toHaveLength(2))
    await vi.waitFor(() => expect(el('.woocommerce-checkout-payment').hasAttribute('aria-busy')).toBe(false))
    expect(el<HTMLInputElement>('#payment_method_standin_card').checked).toBe(true)
    expect(el<HTMLInputElement>('#standin_card-card-number').value).toBe('4242 4242 4242 4242')
    expect(el<HTMLInputElement>('#terms').checked).toBe(true)
    expect([shown('.payment_box.payment_method_bacs'), shown('.payment_box.payment_method_standin_card')]).toEqual([false, true])
    expect(el('#place_order').textContent).toBe('Maksa kaardiga')
  })

  it('opens the chosen payment box, closes the others, names the button after the gateway, fires payment_method_selected once per change', async () => {
    await open()
    let selected = 0
    document.body.addEventListener('payment_method_selected', () => selected++)
    expect([shown('.payment_box.payment_method_bacs'), shown('.payment_box.payment_method_cod'), shown('.payment_box.payment_method_standin_card')]).toEqual([true, false, false])
    el<HTMLInputElement>('#payment_method_cod').click()
    expect([shown('.payment_box.payment_method_bacs'), shown('.payment_box.payment_method_cod')]).toEqual([false, true])
    expect(selected).toBe(1)
    el<HTMLInputElement>('#payment_method_cod').click()
    expect(selected).toBe(1)
    el<HTMLInputElement>('#payment_method_standin_card').click()
    expect(el('#place_order').textContent).toBe('Maksa kaardiga')
    el<HTMLInputElement>('#payment_method_bacs').click()
    expect(el('#place_order').textContent).toBe('Esita tellimus')
    expect(selected).toBe(3)
  })

  it('refreshes on a shipping method, with it named and focused again; not while the form is being filled elsewhere', async () => {
    await open()
    await vi.waitFor(() => expect(posts('update_order_review')).toHaveLength(1))
    const radio = el<HTMLInputElement>('#shipping_method_0_local_pickup3')
    radio.checked = true
    radio.dispatchEvent(new Event('change', { bubbles: true }))
    await vi.waitFor(() => expect(posts('update_order_review')).toHaveLength(2))
    expect(posts('update_order_review')[1]!.get('shipping_method[0]')).toBe('local_pickup:3')
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('shipping_method_0_local_pickup3'))
    el('#order_comments').dispatchEvent(new Event('change', { bubbles: true }))
    await flush()
    expect(posts('update_order_review')).toHaveLength(2)
  })

  it('says a refresh that failed on the way, leaves the review as it was and not busy', async () => {
    routes.update_order_review = () => json('<!DOCTYPE html><html><body>Viga</body></html>')
    await open()
    const before = el('.woocommerce-checkout-review-order-table').outerHTML
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-NoticeGroup-updateOrderReview')?.textContent).toBe('Tellimuse kokkuvõtet ei õnnestunud uuendada. Proovi uuesti.'))
    expect(el('.woocommerce-checkout-review-order-table').outerHTML).toBe(before)
    expect(document.querySelectorAll('[inert], [aria-busy], .saar-busy-veil')).toHaveLength(0)
    // WordPress's -1 (the nonce failed): the session is gone.
    routes.update_order_review = () => json('-1')
    document.body.dispatchEvent(new CustomEvent('update_checkout'))
    await vi.waitFor(() => expect(el('.woocommerce-NoticeGroup-updateOrderReview').textContent).toBe('Sinu sessioon on aegunud. Palun laadi leht uuesti.'))
    expect(document.querySelectorAll('.woocommerce-NoticeGroup-updateOrderReview')).toHaveLength(1)
  })

  it('asks checkout_place_order and the gateway’s own on the form, and a listener that says no stops the post', async () => {
    const form = await open()
    const asked: string[] = []
    form.addEventListener('checkout_place_order', (e) => asked.push(`all ${(e as CustomEvent).detail[0].get_payment_method()}`))
    form.addEventListener('checkout_place_order_bacs', (e) => (asked.push('bacs'), e.preventDefault()))
    placeOrder()
    await flush()
    expect(asked).toEqual(['all bacs', 'bacs'])
    expect(posts('checkout')).toEqual([])
    expect(form.classList.contains('processing')).toBe(false)
  })

  it('posts one order for a double click and Enter pressed again, then follows the failure: notices linked to their fields, the fields marked, checkout_error, every field kept', async () => {
    let answerNow!: () => void
    routes.checkout = () =>
      new Promise((resolve) => (answerNow = () => resolve(json({ result: 'failure', messages: '<ul class="woocommerce-error" role="alert"><li data-id="billing_city">Linn on nõutud väli.</li><li data-id="">Palun vali makseviis.</li></ul>', refresh: false, reload: false }))))
    const form = await open()
    fill({ ...FILLED, billing_city: '' })
    const errors: string[] = []
    document.body.addEventListener('checkout_error', (e) => errors.push((e as CustomEvent).detail[0]))
    placeOrder()
    placeOrder()
    form.requestSubmit()
    await vi.waitFor(() => expect(posts('checkout')).toHaveLength(1))
    expect(form.getAttribute('aria-busy')).toBe('true')
    expect(form.hasAttribute('inert')).toBe(true)
    answerNow()
    await vi.waitFor(() => expect(errors).toHaveLength(1))
    expect(posts('checkout')).toHaveLength(1)
    const group = el('form.checkout > .woocommerce-NoticeGroup-checkout')
    expect(group.querySelector('[role=alert] ul.woocommerce-error[tabindex="-1"]:not([role])')).toBeTruthy()
    expect(group.querySelector('li[data-id=billing_city] a')?.getAttribute('href')).toBe('#billing_city')
    expect(el('#billing_city').getAttribute('aria-invalid')).toBe('true')
    // WooCommerce 10's message beside the field is not made (it would shift one column and not the other).
    expect(document.querySelector('.checkout-inline-error-message')).toBeNull()
    expect(errors[0]).toContain('Linn on nõutud väli.')
    expect(document.activeElement).toBe(group.querySelector('.woocommerce-error'))
    expect(el<HTMLInputElement>('#billing_first_name').value).toBe('Mari')
    expect(el<HTMLInputElement>('#billing_postcode').value).toBe('93815')
    expect([form.classList.contains('processing'), form.hasAttribute('inert'), form.hasAttribute('aria-busy')]).toEqual([false, false, false])
  })

  for (const [name, respond, text] of [
    ['a server error', () => json('<p>error</p>', 500), params.i18n_checkout_error],
    ['a page of HTML', () => json('<!DOCTYPE html><html><body>x</body></html>'), params.i18n_checkout_error],
    ["WordPress's 0", () => json('0'), params.i18n_checkout_error],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 'Ühendus poega katkes ja tellimus ei pruukinud kohale jõuda. Sisestatu on alles: kontrolli ühendust ja e-posti ning proovi uuesti.'],
    ['a redirect to javascript:', () => json({ result: 'success', redirect: 'javascript:alert(1)' }), 'Tellimus võeti vastu, kuid edasisuunamise aadress oli vigane. Kinnituse leiad e-postist.'],
  ] as const)
    it(`says ${name} plainly, as text, and loses nothing`, async () => {
      routes.checkout = respond as Route
      const form = await open()
      fill(FILLED)
      const errors: string[] = []
      document.body.addEventListener('checkout_error', (e) => errors.push((e as CustomEvent).detail[0]))
      placeOrder()
      await vi.waitFor(() => expect(errors).toHaveLength(1))
      expect(el('.woocommerce-NoticeGroup-checkout .woocommerce-error').textContent).toBe(text)
      expect(el('.woocommerce-NoticeGroup-checkout').querySelectorAll('script, img, a')).toHaveLength(0)
      expect(el<HTMLInputElement>('#billing_email').value).toBe('mari@example.ee')
      expect(form.classList.contains('processing')).toBe(false)
      // And the shopper can try again.
      routes.checkout = () => json({ result: 'failure', messages: '<ul class="woocommerce-error"><li>Uuesti</li></ul>' })
      placeOrder()
      await vi.waitFor(() => expect(errors).toHaveLength(2))
    })

  it('takes nothing that runs from the notices it shows', async () => {
    routes.checkout = () => json({ result: 'failure', messages: '<ul class="woocommerce-error"><li><img src=x onerror="window.ran=1">Viga<script>window.ran=1</script></li></ul>' })
    await open()
    placeOrder()
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-NoticeGroup-checkout')).toBeTruthy())
    expect(el('.woocommerce-NoticeGroup-checkout').querySelectorAll('script, [onerror]')).toHaveLength(0)
    expect((window as { ran?: number }).ran).toBeUndefined()
  })

  it('ship to a different address and create an account open their fields; the account password the browser filled is cleared', async () => {
    const form = await open()
    expect(shown('div.shipping_address')).toBe(false)
    expect(shown('div.create-account')).toBe(false)
    const ship = el<HTMLInputElement>('#ship-to-different-address-checkbox')
    ship.checked = true
    ship.dispatchEvent(new Event('change', { bubbles: true }))
    expect(shown('div.shipping_address')).toBe(true)
    // The box is one of checkout.js's triggers: a refresh with the shipping address from now on.
    fill({ shipping_postcode: '10115' })
    await vi.waitFor(() => expect(posts('update_order_review').at(-1)?.get('s_postcode')).toBe('10115'))
    el<HTMLInputElement>('#account_password').value = 'autofilled'
    const create = el<HTMLInputElement>('#createaccount')
    create.checked = true
    create.dispatchEvent(new Event('change', { bubbles: true }))
    expect(shown('div.create-account')).toBe(true)
    expect(el<HTMLInputElement>('#account_password').value).toBe('')
    expect(form.getAttribute('novalidate')).toBe('novalidate')
  })

  it('the login form, the coupon form and the terms open and close, saying so; the coupon is applied with its notice, then the review refreshes', async () => {
    routes.apply_coupon = (body) => json(body.get('coupon_code') === 'saar10' ? '<div class="woocommerce-message" role="alert">Kupong on edukalt kasutusele võetud.</div>' : '<ul class="woocommerce-error" role="alert"><li>Kupongi „x“ ei leitud!</li></ul>')
    await open()
    const applied: string[] = []
    document.body.addEventListener('applied_coupon_in_checkout', (e) => applied.push((e as CustomEvent).detail[0]))
    el('a.showlogin').click()
    await vi.waitFor(() => expect(shown('form.woocommerce-form-login')).toBe(true))
    expect(el('a.showlogin').getAttribute('aria-expanded')).toBe('true')
    el('a.showcoupon').click()
    await vi.waitFor(() => expect(el('a.showcoupon').getAttribute('aria-expanded')).toBe('true'))
    expect(document.activeElement?.id).toBe('coupon_code')
    fill({ coupon_code: 'x' })
    el<HTMLFormElement>('form.checkout_coupon').requestSubmit()
    await vi.waitFor(() => expect(document.getElementById('coupon-error-notice')?.textContent).toBe('Kupongi „x“ ei leitud!'))
    expect(el('#coupon_code').getAttribute('aria-describedby')).toBe('coupon-error-notice')
    expect(el<HTMLInputElement>('#coupon_code').value).toBe('x')
    const refreshes = posts('update_order_review').length
    fill({ coupon_code: 'saar10' })
    el<HTMLFormElement>('form.checkout_coupon').requestSubmit()
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-message')?.textContent).toBe('Kupong on edukalt kasutusele võetud.'))
    expect(posts('apply_coupon').at(-1)!.get('security')).toBe(params.apply_coupon_nonce)
    expect(applied).toEqual(['x', 'saar10'])
    await vi.waitFor(() => expect(posts('update_order_review').length).toBeGreaterThan(refreshes))
    expect(posts('update_order_review').at(-1)!.has('shipping_method[0]')).toBe(false)
    el('a.woocommerce-terms-and-conditions-link').click()
    await vi.waitFor(() => expect(shown('.woocommerce-terms-and-conditions')).toBe(true))
    expect(el('a.woocommerce-terms-and-conditions-link').classList.contains('woocommerce-terms-and-conditions-link--open')).toBe(true)
  })
})

describe('the checkout with jQuery', () => {
  beforeEach(() => {
    ;(globalThis as { jQuery?: unknown }).jQuery = $
    mockJQueryAjax()
  })

  it("fires checkout.js's events through jQuery, with WooCommerce's targets and arguments, and hears update_checkout and update", async () => {
    const seen: string[] = []
    $(document.body).on('init_checkout', () => seen.push('init_checkout'))
    $(document.body).on('update_checkout', (_e, args) => seen.push(`update_checkout ${args ? Object.keys(args).join(',') : ''}`))
    $(document.body).on('updated_checkout', (_e, data) => seen.push(`updated_checkout ${data.result} ${Object.keys(data.fragments).length}`))
    $(document.body).on('payment_method_selected', () => seen.push('payment_method_selected'))
    const form = await open()
    await vi.waitFor(() => expect(seen.some((s) => s.startsWith('updated_checkout'))).toBe(true))
    $('#payment_method_cod').trigger('click')
    $(form).trigger('update')
    await vi.waitFor(() => expect(posts('update_order_review')).toHaveLength(2))
    $(document.body).trigger('update_checkout', { update_shipping_method: false })
    await vi.waitFor(() => expect(posts('update_order_review')).toHaveLength(3))
    expect(posts('update_order_review')[2]!.has('shipping_method[0]')).toBe(false)
    // A shipping method changed through jQuery (a plugin's `$(radio).trigger('change')`), which no DOM listener hears.
    $('#shipping_method_0_local_pickup3').prop('checked', true).trigger('change')
    await vi.waitFor(() => expect(posts('update_order_review')).toHaveLength(4))
    // As checkout.js: the payment methods are set up (the first choice is a selection) before init_checkout.
    expect(seen.slice(0, 5)).toEqual(['payment_method_selected', 'init_checkout', 'update_checkout ', 'updated_checkout success 2', 'payment_method_selected'])
    expect(seen).toContain('update_checkout current_target')
    expect(seen).toContain('update_checkout update_shipping_method')
  })

  it('asks checkout_place_order and checkout_place_order_<gateway> with wc_checkout_form; a gateway that says no and submits again through jQuery places the order', async () => {
    routes.checkout = () => json({ result: 'success', redirect: 'https://pood.example/kassa/tellimus-vastu-voetud/1/' })
    const form = await open()
    fill(FILLED)
    $('#payment_method_standin_card').trigger('click')
    const seen: string[] = []
    let tokens = 0
    $(form).on('checkout_place_order', (_e, checkout) => void seen.push(`all ${checkout.$checkout_form[0] === form} ${checkout.get_payment_method()}`))
    // A gateway: no token yet, so it stops the post, makes one, and submits again, as Stripe's script does.
    $(form).on('checkout_place_order_standin_card', (_e, checkout) => {
      seen.push(`card ${checkout.selectedPaymentMethod}`)
      if (tokens) return true
      tokens++
      setTimeout(() => $(form).append('<input type="hidden" name="standin_card_token" value="tok_4242">').trigger('submit'))
      return false
    })
    $(form).on('checkout_place_order_success', (_e, result, checkout) => (seen.push(`success ${result.redirect} ${checkout.$order_review[0]?.id}`), false))
    placeOrder()
    await vi.waitFor(() => expect(seen).toContain('success https://pood.example/kassa/tellimus-vastu-voetud/1/ order_review'))
    expect(seen).toEqual(['all true standin_card', 'card payment_method_standin_card', 'all true standin_card', 'card payment_method_standin_card', 'success https://pood.example/kassa/tellimus-vastu-voetud/1/ order_review'])
    expect(posts('checkout')).toHaveLength(1)
    expect(posts('checkout')[0]!.get('standin_card_token')).toBe('tok_4242')
    // checkout_place_order_success said no: the gateway goes on, the page is the shopper's, no second order yet.
    expect(form.hasAttribute('inert')).toBe(false)
    expect(form.classList.contains('processing')).toBe(true)
  })

  it('fires checkout_error with the notices’ HTML through jQuery; a gateway shows its own through submit_error', async () => {
    routes.checkout = () => json({ result: 'failure', messages: '<ul class="woocommerce-error" role="alert"><li>Pank keeldus.</li></ul>' })
    const form = await open()
    const errors: string[] = []
    $(document.body).on('checkout_error', (_e, html) => void errors.push(html))
    let api: { submit_error(html: string): void } | undefined
    $(form).on('checkout_place_order', (_e, checkout) => void (api = checkout))
    placeOrder()
    await vi.waitFor(() => expect(errors).toHaveLength(1))
    expect(errors[0]).toMatch(/^<div role="alert"><ul class="woocommerce-error" tabindex="-1"><li>Pank keeldus.<\/li><\/ul><\/div>$/)
    api!.submit_error('<ul class="woocommerce-error"><li>Kaardi kinnitus katkes.</li></ul>')
    expect(errors).toHaveLength(2)
    expect(el('.woocommerce-NoticeGroup-checkout').textContent).toBe('Kaardi kinnitus katkes.')
  })
})
