/**
 * The widget host's calls (islands/widgets/platform/calls.ts, spec §7): what each request carries, and one defined
 * outcome for every answer — good, garbled, failed, hostile or too slow.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHECKOUT_TIMEOUT_MS, callJson, createCheckout, postStats, refresh, shareCount } from '../../islands/widgets/platform/calls'

const actions = 'https://tp.test/zotabox/actions'
const checkout = 'https://shop.test/kassa/'
const endpoints = { actions, pinterest: 'https://tp.test/share/pinterest', linkedin: 'https://tp.test/share/linkedin' }

let calls: Array<{ url: string; init: RequestInit }>
/** Answers every fetch with this body and status (or rejects, or never answers until aborted). */
function answer(body: string | 'network-error' | 'never', status = 200): void {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init })
    if (body == 'network-error') return Promise.reject(new TypeError('Failed to fetch'))
    if (body == 'never')
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
    return Promise.resolve(new Response(body, { status }))
  })
}

beforeEach(() => {
  calls = []
  vi.stubGlobal('location', new URL('https://shop.test/toode/sokid/'))
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('createCheckout', () => {
  it('posts the widget id and zbad, form-encoded, without the shopper’s cookies, and goes to the draft order’s invoice', async () => {
    answer(JSON.stringify({ draft_order: { id: 1001, invoice_url: 'https://tp.test/zotabox/invoice/1001' }, offers: true }))
    expect(await createCheckout(actions, { widgetId: '5a1e0d15', zbad: '1' }, checkout)).toEqual({ url: 'https://tp.test/zotabox/invoice/1001', reason: 'invoice' })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe(`${actions}/advanceddiscount/createcheckout`)
    expect(calls[0]!.init.method).toBe('POST')
    expect(calls[0]!.init.credentials).toBe('omit')
    expect(String(calls[0]!.init.body)).toBe('advanced_discount_widget_id=5a1e0d15&zbad=1')
  })

  it('offers: false goes to the shop’s checkout, quietly', async () => {
    answer('{"offers":false}')
    expect(await createCheckout(actions, { widgetId: 'x' }, checkout)).toEqual({ url: checkout, reason: 'no-offers' })
    expect(String(calls[0]!.init.body)).toBe('advanced_discount_widget_id=x')
    expect(console.warn).not.toHaveBeenCalled()
  })

  it('after 20 s without an answer, aborts and goes to the shop’s checkout, and says so', async () => {
    vi.useFakeTimers()
    answer('never')
    let outcome: unknown
    void createCheckout(actions, { widgetId: '5a1e0d15' }, checkout).then((o) => (outcome = o))
    await vi.advanceTimersByTimeAsync(CHECKOUT_TIMEOUT_MS - 1)
    expect(outcome, 'still waiting at 19.999 s').toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toEqual({ url: checkout, reason: 'timeout' })
    expect(calls[0]!.init.signal?.aborted).toBe(true)
    expect(console.warn).toHaveBeenCalledWith('Saar: draft checkout timeout, going to the checkout')
  })

  it('a failed, garbled or hostile answer goes to the shop’s checkout', async () => {
    const cases: Array<[string | 'network-error', number, string]> = [
      ['network-error', 200, 'failed'],
      ['{"draft_order":{"invoice_url":"https://tp.test/i"}}', 500, 'failed'],
      ['<br /><b>Warning</b> {"offers":tr', 200, 'garbled'],
      ['', 200, 'garbled'],
      ['-1', 200, 'garbled'],
      ['{"draft_order":{"invoice_url":"javascript:alert(document.cookie)"}}', 200, 'garbled'],
      ['{"draft_order":{"invoice_url":"data:text/html,<script>1</script>"}}', 200, 'garbled'],
      ['{"draft_order":{"invoice_url":42}}', 200, 'garbled'],
      ['{"draft_order":"https://tp.test/i","offers":true}', 200, 'garbled'],
      ['null', 200, 'garbled'],
    ]
    for (const [body, status, reason] of cases) {
      answer(body, status)
      expect(await createCheckout(actions, { widgetId: '5a1e0d15' }, checkout), body).toEqual({ url: checkout, reason })
    }
  })
})

describe('shareCount', () => {
  it('Facebook’s is its engagement through the host’s sharecount action', async () => {
    answer('{"engagement":{"reaction_count":12,"share_count":5,"comment_count":3}}')
    expect(await shareCount('facebook', 'https://shop.test/toode/sokid/?a=1&b=2', endpoints)).toBe(20)
    expect(calls[0]!.url).toBe(`${actions}/sharecount/getfacebooksharecount?url=${encodeURIComponent('https://shop.test/toode/sokid/?a=1&b=2')}`)
    expect(calls[0]!.init.method ?? 'GET').toBe('GET')
  })

  it('Pinterest and LinkedIn: an asynchronous GET with the url; a JSONP wrapper is read as text, never run', async () => {
    answer('{"url":"u","count":7}')
    expect(await shareCount('linkedin', 'https://shop.test/', endpoints)).toBe(7)
    expect(calls[0]!.url).toBe(`${endpoints.linkedin}?url=${encodeURIComponent('https://shop.test/')}`)
    answer('receiveCount({"url":"u","count":9})')
    expect(await shareCount('pinterest', 'https://shop.test/', endpoints)).toBe(9)
    answer('alert(1)({"count":3})')
    expect(await shareCount('pinterest', 'https://shop.test/', endpoints), 'only a name before the parenthesis').toBe(0)
  })

  it('Google Plus answers 0 without a request', async () => {
    answer('{"count":5}')
    expect(await shareCount('googleplus', 'https://shop.test/', endpoints)).toBe(0)
    expect(calls).toHaveLength(0)
  })

  it('a garbled, failed or nonsensical count is 0', async () => {
    for (const body of ['{"count":-4}', '{"count":"7"}', '{"count":1e400}', '{"count":null}', 'nope', '{"engagement":"x"}', 'network-error'] as const) {
      answer(body)
      expect(await shareCount(body.includes('engagement') ? 'facebook' : 'pinterest', 'https://shop.test/', endpoints), body).toBe(0)
    }
    answer('{"engagement":{"reaction_count":2.7,"share_count":-1,"comment_count":"3"}}')
    expect(await shareCount('facebook', 'https://shop.test/', endpoints)).toBe(2)
  })
})

describe('refresh, postStats and the call itself', () => {
  it('refresh asks <static>/refresh/<id>, kept alive, and says when the host answers no ok status', async () => {
    answer('{"status":1}')
    expect(await refresh('https://tp.test/zotabox/static/', 'ab12')).toBe(true)
    expect(calls[0]!.url).toBe('https://tp.test/zotabox/static/refresh/ab12')
    expect(calls[0]!.init.keepalive, 'it outlives the reload that follows').toBe(true)
    expect(console.warn).not.toHaveBeenCalled()
    for (const body of ['{"status":0}', 'garbage', 'network-error'] as const) {
      answer(body)
      expect(await refresh('https://tp.test/zotabox/static', 'ab12'), body).toBe(false)
    }
    expect(console.warn).toHaveBeenCalledTimes(3)
  })

  it('postStats posts the customer, the domain and the stats version to <stats>/api/, kept alive', async () => {
    answer('{"status":1}')
    expect(await postStats('https://tp.test/zotabox/stats', { customerId: 815, domainId: 4711, version: '1.0.0-saar', widgetId: 'a1', event: 'view' })).toBe(true)
    expect(calls[0]!.url).toBe('https://tp.test/zotabox/stats/api/')
    expect(calls[0]!.init.keepalive).toBe(true)
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]!.init.body)))).toEqual({ customer_id: '815', domain_id: '4711', version: '1.0.0-saar', widget_id: 'a1', event: 'view' })
    answer('{"status":1}')
    await postStats('https://tp.test/zotabox/stats', { customerId: { evil: 1 }, domainId: undefined, version: '1' })
    expect(String(calls[1]!.init.body), 'only ids that are numbers or strings').toBe('version=1')
  })

  it('never calls an address that is no http(s) URL', async () => {
    answer('{"count":1}')
    expect(await callJson('javascript:alert(1)')).toEqual({ failure: 'failed' })
    expect(await shareCount('linkedin', 'https://shop.test/', { ...endpoints, linkedin: 'data:,{"count":1}' })).toBe(0)
    expect(calls).toHaveLength(0)
  })
})
