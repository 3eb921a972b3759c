/**
 * The checkout's logic read purely (islands/checkout): what each call's answer means — update_order_review,
 * checkout, apply_coupon / remove_coupon — for a success, the server's failure, WordPress's `-1` and `0`, a page
 * of HTML, garbage, an answer a redirect brought from another origin, a network failure and an aborted call; and
 * the order review's refresh triggers and timers, checkout.js's, on a fake clock.
 */
import { describe, expect, it } from 'vitest'
import type { AjaxResult } from '../../src/ajax'
import { failureOf, jsonObject, readCoupon, readOrder, readReview } from '../../islands/checkout/answers'
import { refresher, triggersOf, TYPING_DELAY_MS, UPDATE_DEBOUNCE_MS } from '../../islands/checkout/refresh'
import type { UpdateCheckoutOptions } from '../../src/event-table'

const ok = (text: string): AjaxResult<string> => ({ ok: true, data: text, status: 200 })
const failed = (kind: 'timeout' | 'network' | 'http' | 'parse' | 'aborted' | 'rejected' | 'origin', status = 0): AjaxResult<string> => ({ ok: false, error: { kind, status } })
const PAGE = 'https://pood.example/kassa/'
const HTML_PAGE = '<!DOCTYPE html><html><head><title>Viga</title></head><body><h1>Saidil tekkis viga</h1></body></html>'

describe('the answers', () => {
  it('names why a call failed on the way', () => {
    expect(['timeout', 'network', 'http', 'parse', 'aborted', 'rejected', 'origin'].map((kind) => failureOf({ kind: kind as 'http', status: 0 }))).toEqual([
      'offline', 'offline', 'server', 'garbled', 'aborted', 'refused', 'elsewhere',
    ])
  })

  it("finds WooCommerce's object in a body a PHP notice spoiled, as checkout.js does, and nothing in garbage", () => {
    expect(jsonObject('{"result":"success"}')).toEqual({ result: 'success' })
    expect(jsonObject('<br><b>Notice</b>: x in y.php {"result":"failure","messages":"m"}')).toEqual({ result: 'failure', messages: 'm' })
    for (const garbage of ['', '-1', '0', '[1]', '"x"', 'null', HTML_PAGE, '<b>Warning</b>: {"success":tr']) expect(jsonObject(garbage), garbage).toBeUndefined()
  })

  it('update_order_review: fragments to apply, a failure with notices, a reload, and every failed call', () => {
    const answer = { result: 'success', messages: '', reload: false, fragments: { '.woocommerce-checkout-payment': '<div id="payment"></div>', bad: 1 } }
    expect(readReview(ok(JSON.stringify(answer)))).toEqual({
      kind: 'update',
      data: { ...answer, fragments: { '.woocommerce-checkout-payment': '<div id="payment"></div>' } },
      fragments: { '.woocommerce-checkout-payment': '<div id="payment"></div>' },
      messages: '',
      failure: false,
    })
    const failure = readReview(ok('{"result":"failure","messages":"<ul class=\\"woocommerce-error\\"><li>Aegunud</li></ul>"}'))
    expect(failure).toMatchObject({ kind: 'update', failure: true, messages: '<ul class="woocommerce-error"><li>Aegunud</li></ul>', fragments: {} })
    expect(readReview(ok('{"reload":true,"result":"failure"}'))).toEqual({ kind: 'reload' })
    // Only `true` reloads: "1" or "true" from a plugin is no instruction to throw the shopper's page away.
    expect(readReview(ok('{"reload":"true"}')).kind).toBe('update')
    expect(readReview(ok(HTML_PAGE))).toEqual({ kind: 'failed', reason: 'garbled' })
    expect(readReview(ok(''))).toEqual({ kind: 'failed', reason: 'garbled' })
    expect(readReview(failed('rejected'))).toEqual({ kind: 'failed', reason: 'refused' }) // -1 or 0
    expect(readReview(failed('origin', 302))).toEqual({ kind: 'failed', reason: 'elsewhere' })
    expect(readReview(failed('http', 500))).toEqual({ kind: 'failed', reason: 'server' })
    expect(readReview(failed('network'))).toEqual({ kind: 'failed', reason: 'offline' })
    expect(readReview(failed('aborted'))).toEqual({ kind: 'failed', reason: 'aborted' })
  })

  it('checkout: a success goes to an http(s) address only; a hostile redirect is refused, the order being taken', () => {
    // A gateway's payment page is often another origin: any http(s) address is followed.
    const success = readOrder(ok('{"result":"success","redirect":"https://maksa.example/pay?id=1"}'), PAGE)
    expect(success).toMatchObject({ kind: 'success', url: 'https://maksa.example/pay?id=1' })
    expect(readOrder(ok('{"result":"success","redirect":"/kassa/tellimus-vastu-voetud/2001/?key=k"}'), PAGE)).toMatchObject({ kind: 'success', url: 'https://pood.example/kassa/tellimus-vastu-voetud/2001/?key=k' })
    for (const hostile of ['javascript:alert(1)', ' javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'blob:https://pood.example/1', '', 42, null])
      expect(readOrder(ok(JSON.stringify({ result: 'success', redirect: hostile })), PAGE).kind, String(hostile)).toBe('unsafe-redirect')
  })

  it('checkout: a failure with its notices, refresh and reload; "Invalid response" is a failure too', () => {
    expect(readOrder(ok('{"result":"failure","messages":"<ul class=\\"woocommerce-error\\" role=\\"alert\\"><li data-id=\\"billing_city\\">Linn</li></ul>","refresh":true,"reload":false}'))).toMatchObject({
      kind: 'failure',
      messages: '<ul class="woocommerce-error" role="alert"><li data-id="billing_city">Linn</li></ul>',
      refresh: true,
      reload: false,
    })
    expect(readOrder(ok('{"result":"failure","reload":true}'))).toMatchObject({ kind: 'failure', reload: true, messages: '' })
    expect(readOrder(ok('{"foo":1}'))).toMatchObject({ kind: 'failure', messages: '', refresh: false, reload: false })
    expect(readOrder(ok('<p>notice</p>{"result":"success","redirect":"https://x.example/"}'), PAGE)).toMatchObject({ kind: 'success', url: 'https://x.example/' })
  })

  it('checkout: -1, 0, a page of HTML, a redirect to another origin, a server error and no connection each have their reason', () => {
    expect(readOrder(ok(HTML_PAGE))).toEqual({ kind: 'failed', reason: 'garbled' })
    expect(readOrder(ok('{"success":tr'))).toEqual({ kind: 'failed', reason: 'garbled' })
    expect(readOrder(failed('rejected', 200))).toEqual({ kind: 'failed', reason: 'refused' })
    expect(readOrder(failed('origin', 200))).toEqual({ kind: 'failed', reason: 'elsewhere' })
    expect(readOrder(failed('http', 500))).toEqual({ kind: 'failed', reason: 'server' })
    expect(readOrder(failed('timeout'))).toEqual({ kind: 'failed', reason: 'offline' })
  })

  it('coupons: notices with or without an error, nothing, a page of HTML, a failed call', () => {
    const success = '<div class="woocommerce-message" role="alert">Kupong on edukalt kasutusele võetud.</div>'
    expect(readCoupon(ok(success))).toEqual({ kind: 'notices', html: success, error: false })
    expect(readCoupon(ok('<ul class="woocommerce-error" role="alert"><li>Kupongi ei leitud!</li></ul>'))).toMatchObject({ kind: 'notices', error: true })
    expect(readCoupon(ok('<div class="wc-block-components-notice-banner is-error">x</div>'))).toMatchObject({ error: true })
    expect(readCoupon(ok('  '))).toEqual({ kind: 'empty' })
    expect(readCoupon(ok(HTML_PAGE))).toEqual({ kind: 'failed', reason: 'garbled' })
    expect(readCoupon(failed('rejected'))).toEqual({ kind: 'failed', reason: 'refused' })
    expect(readCoupon(failed('origin'))).toEqual({ kind: 'failed', reason: 'elsewhere' })
  })
})

/** A field that matches the selectors it is given (checkout.js's, as the markup would match them). */
const field = (...matches: string[]) => ({ name: matches.join(' '), matches: (selector: string) => matches.some((m) => selector.split(', ').includes(m)) })
const postcode = field('.address-field input.input-text')
const country = field('.update_totals_on_change select', '.address-field select')
const rate = field('input[name^="shipping_method"]')

/** A fake clock: timers run when the test moves time on. */
function clock() {
  let now = 0
  const timers = new Map<number, { at: number; run: () => void }>()
  let next = 1
  return {
    set: (run: () => void, ms: number) => (timers.set(next, { at: now + ms, run }), next++),
    clear: (id: unknown) => void timers.delete(id as number),
    /** Moves time on by `ms`, running each timer due on the way in its order (those it sets too). */
    advance(ms: number) {
      const end = now + ms
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].run()
      }
      now = end
    },
  }
}

function setUp(complete = () => true) {
  const c = clock()
  const triggered: UpdateCheckoutOptions[] = []
  const updates: Array<UpdateCheckoutOptions | undefined> = []
  // `update_checkout` triggered goes to the body's listener, as on the page: the refresh's own `schedule`.
  const r = refresher<ReturnType<typeof field>>({ trigger: (o) => (triggered.push(o), r.schedule(o)), update: (o) => updates.push(o), complete, clock: c })
  return { r, c, triggered, updates }
}

describe('the refresh triggers', () => {
  it("are checkout.js's: now, an address select, a typed field's change, a key but Tab", () => {
    expect(triggersOf('change', undefined, rate)).toEqual(['now'])
    expect(triggersOf('change', undefined, field('#ship-to-different-address input'))).toEqual(['now'])
    expect(triggersOf('change', undefined, country)).toEqual(['now', 'select'])
    expect(triggersOf('change', undefined, postcode)).toEqual(['typed'])
    expect(triggersOf('keydown', 'a', postcode)).toEqual(['key'])
    expect(triggersOf('keydown', 'Tab', postcode)).toEqual([])
    expect(triggersOf('keydown', 'a', rate)).toEqual([])
    expect(triggersOf('change', undefined, field('#order_comments'))).toEqual([])
  })

  it('a shipping method refreshes 5 ms later, naming itself; several changes at once make one refresh', () => {
    const { r, c, triggered, updates } = setUp()
    r.field('change', undefined, rate)
    r.field('change', undefined, country)
    // The country select is bound twice, as in checkout.js (update_totals_on_change, and an address select, whose
    // refresh names no field): three triggers, one refresh.
    expect(triggered.map((o) => (o.current_target as unknown as { name: string } | null)?.name)).toEqual([rate.name, country.name, undefined])
    c.advance(UPDATE_DEBOUNCE_MS - 1)
    expect(updates).toEqual([])
    c.advance(1)
    expect(updates).toHaveLength(1)
  })

  it('typing the postcode refreshes 1 s after the last key, not before, and not again at its change', () => {
    const { r, c, updates } = setUp()
    for (let i = 0; i < 5; i++) r.field('keydown', String(i), postcode), c.advance(900)
    expect(updates).toEqual([])
    c.advance(100 + UPDATE_DEBOUNCE_MS)
    expect(updates).toEqual([{ current_target: null }])
    // The change when the field is left: typed already sent, so nothing is dirty any more.
    r.field('change', undefined, postcode)
    c.advance(TYPING_DELAY_MS + UPDATE_DEBOUNCE_MS)
    expect(updates).toHaveLength(1)
  })

  it('a change after typing refreshes at once; a change without typing (autofill\'s) does not', () => {
    const { r, c, updates } = setUp()
    r.field('change', undefined, postcode)
    c.advance(TYPING_DELAY_MS * 2)
    expect(updates).toEqual([])
    r.field('keydown', '1', postcode)
    r.field('change', undefined, postcode)
    c.advance(UPDATE_DEBOUNCE_MS)
    expect(updates).toHaveLength(1)
    c.advance(TYPING_DELAY_MS)
    expect(updates).toHaveLength(1) // the key's own wait was replaced by the change's refresh
  })

  it('waits while a required address field is empty', () => {
    let filled = false
    const { r, c, updates } = setUp(() => filled)
    r.field('keydown', '1', postcode)
    c.advance(TYPING_DELAY_MS + UPDATE_DEBOUNCE_MS)
    expect(updates).toEqual([])
    filled = true
    r.field('change', undefined, country) // an address select: now it may
    c.advance(UPDATE_DEBOUNCE_MS)
    expect(updates).toHaveLength(1)
  })

  it("update_checkout from another script refreshes with its arguments; a key in the 5 ms restarts the typing's wait", () => {
    const { r, c, updates } = setUp()
    r.schedule({ update_shipping_method: false })
    c.advance(UPDATE_DEBOUNCE_MS)
    expect(updates).toEqual([{ update_shipping_method: false }])
    r.schedule(undefined)
    r.field('keydown', '1', postcode)
    c.advance(UPDATE_DEBOUNCE_MS)
    expect(updates).toHaveLength(1)
    c.advance(TYPING_DELAY_MS)
    c.advance(UPDATE_DEBOUNCE_MS)
    expect(updates).toHaveLength(2)
  })

  it('reset stops a refresh waiting (an order being placed)', () => {
    const { r, c, updates } = setUp()
    r.field('keydown', '1', postcode)
    r.reset()
    c.advance(TYPING_DELAY_MS * 2)
    expect(updates).toEqual([])
  })
})
