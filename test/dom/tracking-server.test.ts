/**
 * The server-event sender (islands/tracking/server/sender.ts) over a mocked network: how many requests a shop that
 * keeps failing gets (no retry storm: a cap a page and in all), what a beacon carries when the page goes, which
 * admin-ajax answers count as taken, and a revocation that stops everything. Each test is a fresh page: its modules
 * (the sender, the consent store, the outbox's memory) are loaded afresh, its storage emptied.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import type { ServerEvent, ServerEvents } from '../../islands/tracking/server/types'

type Dict = Record<string, unknown>
const w = globalThis as unknown as Dict
const REST = `${location.origin}/wp-json/pys-facebook/v1/event`

let consent: typeof import('../../src/stores/consent')
let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>
/** What each request gets: status and body. */
let answer: (url: string) => [number, string]

/** A fresh page's sender, with Meta's consent as given. */
async function page(granted = true): Promise<ServerEvents> {
  vi.resetModules()
  consent = await import('../../src/stores/consent')
  consent.$consent.set({ decided: true, source: 'test', analytics: granted, marketing: granted, destinations: {} })
  const { startSender } = await import('../../islands/tracking/server/sender')
  return startSender()
}

const event = (eventID: string, extra: Partial<ServerEvent> = {}): ServerEvent => ({ event: 'AddToCart', data: { value: 12.9, currency: 'EUR', contents: [{ id: '101', quantity: 1 }] }, ids: ['1000000000000001'], eventID, ...extra })
const stored = () => JSON.parse(localStorage.getItem('saar_server_events') ?? 'null') as { q: { e: { eventID: string }; n: number }[] } | null
/** A beacon's (or a REST request's) body as the shop reads it: its JSON (the REST route), or its form fields (admin-ajax). */
async function beaconed(body: unknown): Promise<Dict> {
  const blob = body as Blob
  const text = await blob.text()
  return blob.type == 'application/json' ? (JSON.parse(text) as Dict) : Object.fromEntries(new URLSearchParams(text))
}
const requests = (to: 'rest' | 'ajax') => fetchMock.mock.calls.filter(([url]) => (to == 'rest' ? url == REST : url != REST))

beforeEach(() => {
  localStorage.clear()
  vi.useFakeTimers()
  answer = () => [200, '{"success":true}']
  fetchMock = vi.fn(async (url: string) => {
    const [status, body] = answer(url)
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  w.pysOptions = { ajax_event: 'nonce-1', useSendBeacon: '1' }
  w.pysFacebookRest = { restApiUrl: REST }
})
afterEach(() => {
  // The page goes: its sender (whose listeners stay on this window) follows the revocation and does nothing more.
  consent.$consent.set({ decided: true, source: 'test', analytics: false, marketing: false, destinations: {} })
  vi.unstubAllGlobals()
  delete w.pysOptions
  delete w.pysFacebookRest
})

describe('server-event sender', () => {
  it('sends through the REST route and clears the outbox once the shop confirms', async () => {
    const sender = await page()
    sender.send(event('a'))
    await vi.advanceTimersByTimeAsync(0)
    expect(requests('rest')).toHaveLength(1)
    expect(await beaconed(requests('rest')[0]![1]!.body)).toMatchObject({ event: 'AddToCart', eventID: 'a', ids: '["1000000000000001"]' })
    expect(requests('ajax')).toHaveLength(0)
    expect(stored()).toMatchObject({ q: [], s: { a: expect.any(Number) } })
  })

  it('falls back to admin-ajax when the REST route fails, and takes its empty answer (wp_die) as sent', async () => {
    answer = (url) => (url == REST ? [500, '<p>error</p>'] : [200, ''])
    const sender = await page()
    sender.send(event('a'))
    await vi.advanceTimersByTimeAsync(0)
    const [[, init]] = requests('ajax') as [[string, RequestInit]]
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toMatchObject({ action: 'pys_api_event', pixel: 'facebook', event: 'AddToCart', eventID: 'a', 'data[contents][0][id]': '101', 'ids[]': '1000000000000001', ajax_event: 'nonce-1' })
    expect(stored()?.q).toEqual([])
  })

  it.each([
    ['-1 (a nonce refused)', '-1'],
    ['0 (no handler)', '0'],
    ['garbage (a PHP notice)', '<br /><b>Warning</b>: {"success":tr'],
    ['success false', '{"success":false}'],
  ])('keeps the event for a retry when admin-ajax answers %s', async (_, body) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    answer = (url) => (url == REST ? [500, ''] : [200, body])
    const sender = await page()
    sender.send(event('a'))
    await vi.advanceTimersByTimeAsync(0)
    expect(stored()?.q).toMatchObject([{ e: { eventID: 'a' }, n: 1 }])
    // Tried again after its backoff (2 s), and sent once the shop takes it.
    answer = () => [200, '{"success":true}']
    await vi.advanceTimersByTimeAsync(1999)
    expect(requests('rest')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(requests('rest')).toHaveLength(2)
    expect(stored()?.q).toEqual([])
  })

  it('makes no retry storm: at most 10 retries a page beside the first sends, and 6 attempts an event in all', async () => {
    answer = () => [500, '']
    let sender = await page()
    for (let i = 0; i < 12; i++) sender.send(event(`e${i}`))
    await vi.advanceTimersByTimeAsync(600_000)
    // Each attempt is the REST route and its admin-ajax fallback: 12 first sends and 10 retries.
    expect(requests('rest')).toHaveLength(22)
    expect(requests('ajax')).toHaveLength(22)
    expect(stored()?.q.reduce((n, x) => n + x.n, 0)).toBe(22)

    // Page after page, each event is given up after its sixth attempt.
    for (let p = 0; p < 10; p++) {
      sender = await page()
      sender.retry()
      await vi.advanceTimersByTimeAsync(600_000)
    }
    expect(requests('rest')).toHaveLength(12 * 6)
    expect(stored()).toBeNull()
  })

  it('hands what is due or still in its delay to a beacon when the page goes, and leaves nothing to send twice', async () => {
    const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true)
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon: beacon }))
    const sender = await page()
    sender.send(event('link', { delay: 500 }))
    sender.send(event('huge', { data: { text: 'x'.repeat(60_000) }, delay: 500 }))
    await vi.advanceTimersByTimeAsync(100)
    expect(fetchMock).not.toHaveBeenCalled()
    dispatchEvent(new Event('pagehide'))
    expect(beacon).toHaveBeenCalledTimes(1)
    const [url, body] = beacon.mock.calls[0]!
    expect(url).toBe(REST)
    expect(await beaconed(body)).toMatchObject({ event: 'AddToCart', eventID: 'link', ids: '["1000000000000001"]', data: JSON.stringify(event('link').data) })
    // Over the beacons' quota: kept for the next page rather than lost.
    expect(stored()?.q.map((x) => x.e.eventID)).toEqual(['huge'])
    await vi.advanceTimersByTimeAsync(1000)
    expect(await Promise.all(requests('rest').map(async ([, init]) => (await beaconed(init!.body)).eventID))).toEqual(['huge'])
  })

  it('sends once when the page goes while its REST request is on its way, even if the page then loses the answer', async () => {
    const sender = await page()
    // The shop has the request; the page that goes never reads its answer (Chromium drops it): the fetch fails.
    let drop!: () => void
    fetchMock.mockImplementationOnce(() => new Promise((_, reject) => (drop = () => reject(new TypeError('Failed to fetch')))))
    sender.send(event('link', { delay: 500 }))
    await vi.advanceTimersByTimeAsync(500)
    expect(requests('rest')).toHaveLength(1)
    dispatchEvent(new Event('pagehide'))
    drop()
    await vi.advanceTimersByTimeAsync(1000)
    // Handed over with its keepalive request: no admin-ajax copy after it, nothing left to send again.
    expect(requests('ajax')).toHaveLength(0)
    expect(requests('rest')).toHaveLength(1)
    expect(stored()).toMatchObject({ q: [], s: { link: expect.any(Number) } })
  })

  it('sends by admin-ajax alone where the shop prints no REST route, and by a form-encoded beacon when the page goes', async () => {
    delete w.pysFacebookRest
    const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true)
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon: beacon }))
    const sender = await page()
    sender.send(event('now'))
    sender.send(event('link', { delay: 500 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/wp-admin/admin-ajax.php'])
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    delete (document as unknown as Dict).visibilityState
    expect(beacon).toHaveBeenCalledTimes(1)
    expect((beacon.mock.calls[0]![1] as Blob).type).toBe('application/x-www-form-urlencoded')
    expect(await beaconed(beacon.mock.calls[0]![1])).toMatchObject({ action: 'pys_api_event', eventID: 'link', 'data[contents][0][quantity]': '1', 'ids[0]': '1000000000000001' })
  })

  it('sends an event raised while the page is hidden or going by beacon at once, delay or not', async () => {
    const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true)
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon: beacon }))
    const sender = await page()
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    try {
      sender.send(event('late', { delay: 500 }))
    } finally {
      delete (document as unknown as Dict).visibilityState
    }
    // Or after `pagehide`, before the page says it is hidden (Chromium closing a tab), until it shows again.
    dispatchEvent(new Event('pagehide'))
    sender.send(event('closing'))
    dispatchEvent(new Event('pageshow'))
    sender.send(event('back'))
    expect(await Promise.all(beacon.mock.calls.map(async ([, body]) => (await beaconed(body)).eventID))).toEqual(['late', 'closing'])
    await vi.advanceTimersByTimeAsync(1000)
    expect(await Promise.all(requests('rest').map(async ([, init]) => (await beaconed(init!.body)).eventID))).toEqual(['back'])
    expect(stored()?.q).toEqual([])
  })

  it('sends nothing without Meta’s consent, and a revocation empties the outbox and stops its retries', async () => {
    answer = () => [500, '']
    const sender = await page()
    sender.send(event('a'))
    await vi.advanceTimersByTimeAsync(0)
    expect(stored()?.q).toHaveLength(1)
    consent.$consent.set({ decided: true, source: 'test', analytics: true, marketing: false, destinations: {} })
    expect(stored()).toBeNull()
    sender.send(event('b'))
    answer = () => [200, '{"success":true}']
    await vi.advanceTimersByTimeAsync(600_000)
    expect(requests('rest')).toHaveLength(1)
    expect(stored()).toBeNull()
  })
})
