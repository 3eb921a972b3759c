/**
 * Server events that are not lost (issue 11, "Deliver 4"): on the stand-in shop, whose REST route and admin-ajax
 * record every server event they receive (GET /__saar/server-events), a server copy sent just before the page goes
 * still arrives, a failed one waits in the outbox and arrives from the next page, each arrives exactly once, and an
 * add to cart's copy carries the id of Meta's browser pixel.
 *
 * Events come from a shopper's add to cart (through the pixels), or are handed to the `server-events` bundle as the
 * pixels hand them (`send`) with ids of this test's own: the stand-in is shared with the other browser files running
 * beside this one, so each test picks its copies by its ids or by a marker in its page's address.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from './browser'
import type { ServerEvent } from '../../islands/tracking/server/types'
import type { RecordedRequest } from '../../php-stub/shop/third-party'

const b = useBrowser()

interface Received {
  source: 'ajax' | 'rest'
  fields: Record<string, string>
}

/** The server copies the stand-in received with this event id. */
async function received(eventID: string): Promise<Received[]> {
  const all = (await (await fetch(`${b.shop}/__saar/server-events`)).json()) as Received[]
  return all.filter((e) => e.fields.eventID === eventID)
}

/** Waits for Meta's consent as the consent core reads it from the stored choice (`page({ consent: 'accepted' })`). */
async function consentGiven(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const saar = (window as unknown as { saar?: { core: typeof import('../../src/index') } }).saar
    return saar?.core.$consent.get().marketing === true
  })
}

/** Sends a server copy through the page's `server-events` bundle, as the pixels do. */
async function send(page: Page, event: ServerEvent): Promise<void> {
  await page.evaluate(async (e) => {
    const { loadAsset } = (window as unknown as { saar: { core: typeof import('../../src/index') } }).saar.core
    ;(await loadAsset('server-events')).send(e)
  }, event)
}

/** The server copies of `event` sent from pages whose address carries `marker`. */
async function receivedFrom(marker: string, event: string): Promise<Received[]> {
  const all = (await (await fetch(`${b.shop}/__saar/server-events`)).json()) as Received[]
  return all.filter((e) => e.fields.event === event && (e.fields.event_source_url ?? e.fields.url ?? '').includes(marker))
}

/** The event ids of Meta's browser pixel (the stand-in's /fb/tr `eid`) for `event`, from pages carrying `marker`. */
async function pixelIds(marker: string, event: string): Promise<string[]> {
  const all = (await (await fetch(`${b.shop}/__saar/requests`)).json()) as RecordedRequest[]
  return all.filter((r) => r.path == '/fb/tr' && r.query.ev == event && (r.query.dl ?? r.headers.referer ?? '').includes(marker)).map((r) => r.query.eid ?? '')
}

const marker = (): string => `t${randomUUID().slice(0, 8)}`

/** What the outbox holds (its entries' ids and attempts), read in the page. */
const outbox = (page: Page): Promise<{ id: string; n: number; at: number }[]> =>
  page.evaluate(() => {
    const box = JSON.parse(localStorage.getItem('saar_server_events') ?? '{"q":[]}') as { q: { e: { eventID: string }; n: number; at: number }[] }
    return box.q.map((x) => ({ id: x.e.eventID, n: x.n, at: x.at - Date.now() }))
  })

/**
 * Whether the event was tried, failed and now waits its backoff (the first is 2 s), with more than `left` ms to go;
 * not while an attempt holds it (its lease, 30 s).
 */
const backingOff = async (page: Page, id: string, left = 0): Promise<boolean> =>
  (await outbox(page)).some((x) => x.id === id && x.n >= 1 && x.at > left && x.at <= 2000)

/** The outbox's entries for this id (the page's own events, its static ones' copies, come and go beside them). */
const waitingWith = async (page: Page, id: string) => (await outbox(page)).filter((x) => x.id === id)

const addToCart = (eventID: string, extra: Partial<ServerEvent> = {}): ServerEvent => ({
  event: 'AddToCart',
  data: { content_type: 'product', content_ids: ['101'], contents: [{ id: '101', quantity: 1 }], value: 25, currency: 'EUR' },
  ids: ['1000000000000001'],
  eventID,
  ...extra,
})

describe('server events', () => {
  it('sends the server copy to the REST route with PixelYourSite’s fields, once, and keeps nothing in the outbox', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto('/toode/villane-sall/')
    await consentGiven(page)
    const id = randomUUID()
    await send(page, addToCart(id))
    await expect.poll(() => received(id)).toHaveLength(1)
    const [copy] = await received(id)
    expect(copy!.source).toBe('rest')
    expect(copy!.fields).toMatchObject({ event: 'AddToCart', eventID: id, ids: '["1000000000000001"]', woo_order: '0', event_source_url: `${b.shop}/toode/villane-sall/` })
    expect(JSON.parse(copy!.fields.data!)).toEqual(addToCart(id).data)
    await expect.poll(() => waitingWith(page, id)).toEqual([])
    // The same id again is not sent again.
    const other = randomUUID()
    await send(page, addToCart(id))
    await send(page, addToCart(other))
    await expect.poll(() => received(other)).toHaveLength(1)
    expect(await received(id)).toHaveLength(1)
  })

  it('falls back to admin-ajax (pys_api_event, its nonce and the anti-spam fields) when the REST route fails', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto('/toode/villane-sall/')
    await consentGiven(page)
    await page.context().addCookies([{ name: 'saar_inject', value: 'pys-facebook/v1/event=500', url: b.shop }])
    const id = randomUUID()
    await send(page, addToCart(id, { woo_order: '1234' }))
    await expect.poll(() => received(id)).toHaveLength(1)
    const [copy] = await received(id)
    expect(copy!.source).toBe('ajax')
    expect(copy!.fields).toMatchObject({ action: 'pys_api_event', pixel: 'facebook', event: 'AddToCart', eventID: id, 'ids[]': '1000000000000001', 'data[contents][0][id]': '101', woo_order: '1234', url: `${b.shop}/toode/villane-sall/` })
    await expect.poll(() => waitingWith(page, id)).toEqual([])
  })

  it('beacons pys_api_event, flattened as PixelYourSite does, when the shop has no REST route and the shopper leaves', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto('/toode/villane-sall/')
    await consentGiven(page)
    // A `var` of the page: not deletable, but it can say nothing.
    await page.evaluate(() => void ((window as unknown as { pysFacebookRest?: unknown }).pysFacebookRest = undefined))
    const id = randomUUID()
    await send(page, addToCart(id, { event: 'ViewContent', delay: 500 }))
    await page.goto('/pood/')
    await expect.poll(() => received(id)).toHaveLength(1)
    const [copy] = await received(id)
    expect(copy!.source).toBe('ajax')
    expect(copy!.fields).toMatchObject({ action: 'pys_api_event', event: 'ViewContent', eventID: id, 'ids[0]': '1000000000000001', 'data[contents][0][quantity]': '1', 'data[value]': '25' })
  })

  it('delivers a link event still in its 500 ms delay when the shopper navigates away, exactly once', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto('/toode/villane-sall/')
    await consentGiven(page)
    const id = randomUUID()
    await send(page, addToCart(id, { event: 'ViewContent', delay: 500 }))
    // Navigating at once: the delay has not passed, so it is the page's going (pagehide) that sends it.
    await page.goto('/pood/')
    await expect.poll(() => received(id)).toHaveLength(1)
    await consentGiven(page)
    expect(await waitingWith(page, id)).toEqual([])
    // The next page has nothing left to send: a second copy can never come.
    expect(await received(id)).toHaveLength(1)
  })

  it('delivers the server copy of an add to cart when the page is closed right after it, exactly once', async () => {
    const page = await b.page({ consent: 'accepted' })
    const context = page.context()
    await page.goto('/toode/villane-sall/')
    await consentGiven(page)
    const id = randomUUID()
    await send(page, addToCart(id))
    await page.close({ runBeforeUnload: true })
    await expect.poll(() => received(id)).toHaveLength(1)
    // The visitor's next page finds nothing to send again.
    const next = await context.newPage()
    await next.goto('/pood/')
    await consentGiven(next)
    expect(await waitingWith(next, id)).toEqual([])
    expect(await received(id)).toHaveLength(1)
  })

  it('gives the server copy of an add to cart the event id of Meta’s browser pixel, and sends it once', async () => {
    const page = await b.page({ consent: 'accepted' })
    const m = marker()
    await page.goto(`/toode/villased-sokid/?${m}`)
    await consentGiven(page)
    await expect.poll(() => pixelIds(m, 'PageView')).toHaveLength(1)
    await page.locator('form.cart .single_add_to_cart_button').click()
    await expect.poll(() => pixelIds(m, 'AddToCart')).toHaveLength(1)
    const [eid] = await pixelIds(m, 'AddToCart')
    await expect.poll(async () => (await receivedFrom(m, 'AddToCart')).map((e) => e.fields.eventID)).toEqual([eid])
    // PageView's server copy shares the browser pixel's id too (the static event's id from pysOptions).
    const [pageView] = await pixelIds(m, 'PageView')
    await expect.poll(async () => (await receivedFrom(m, 'PageView')).map((e) => e.fields.eventID)).toEqual([pageView])
  })

  it('delivers the server copy of a real add to cart when the page is closed right after the click, exactly once', async () => {
    const page = await b.page({ consent: 'accepted' })
    const context = page.context()
    const m = marker()
    await page.goto(`/toode/villased-sokid/?${m}`)
    await consentGiven(page)
    await expect.poll(() => receivedFrom(m, 'PageView')).toHaveLength(1)
    await page.locator('form.cart .single_add_to_cart_button').click()
    await page.close({ runBeforeUnload: true })
    await expect.poll(() => receivedFrom(m, 'AddToCart')).toHaveLength(1)
    const next = await context.newPage()
    await next.goto('/pood/')
    await consentGiven(next)
    const [{ fields }] = (await receivedFrom(m, 'AddToCart')) as [Received]
    expect(await waitingWith(next, fields.eventID!)).toEqual([])
    expect(await receivedFrom(m, 'AddToCart')).toHaveLength(1)
  })

  it('keeps a send the shop failed in the outbox, and delivers it once from the visitor’s next page', async () => {
    const page = await b.page({ consent: 'accepted' })
    const context = page.context()
    await page.goto('/toode/villane-sall/')
    await consentGiven(page)
    // The REST route and its admin-ajax fallback both fail for this visitor.
    await context.addCookies([{ name: 'saar_inject', value: 'pys-facebook/v1/event=500|pys_api_event=500', url: b.shop }])
    const id = randomUUID()
    await send(page, addToCart(id))
    // Tried, failed, waiting its backoff (closed well before the next attempt, which would fail too).
    await expect.poll(() => backingOff(page, id, 1000)).toBe(true)
    await page.close({ runBeforeUnload: true })
    expect(await received(id)).toEqual([])

    await context.clearCookies({ name: 'saar_inject' })
    const next = await context.newPage()
    await next.goto('/pood/')
    await consentGiven(next)
    await expect.poll(() => received(id)).toHaveLength(1)
    await expect.poll(() => waitingWith(next, id)).toEqual([])
    expect(await received(id)).toHaveLength(1)
  })

  it('sends nothing without Meta’s consent, and a revocation empties the outbox', async () => {
    const page = await b.page({ consent: 'accepted' })
    const context = page.context()
    await page.goto('/toode/villane-sall/')
    await consentGiven(page)
    await context.addCookies([{ name: 'saar_inject', value: 'pys-facebook/v1/event=500|pys_api_event=500', url: b.shop }])
    const waiting = randomUUID()
    await send(page, addToCart(waiting))
    await expect.poll(() => backingOff(page, waiting)).toBe(true)
    await page.evaluate(() => {
      const { $consent } = (window as unknown as { saar: { core: typeof import('../../src/index') } }).saar.core
      $consent.set({ decided: true, source: 'saar', analytics: true, marketing: false, destinations: {} })
    })
    await expect.poll(() => outbox(page)).toEqual([])
    await context.clearCookies({ name: 'saar_inject' })
    const denied = randomUUID()
    await send(page, addToCart(denied))
    expect(await outbox(page)).toEqual([])
    // Granted again: a new event goes; the two before it never do.
    await page.evaluate(() => {
      const { $consent } = (window as unknown as { saar: { core: typeof import('../../src/index') } }).saar.core
      $consent.set({ decided: true, source: 'saar', analytics: true, marketing: true, destinations: {} })
    })
    const after = randomUUID()
    await send(page, addToCart(after))
    await expect.poll(() => received(after)).toHaveLength(1)
    expect([...(await received(waiting)), ...(await received(denied))]).toEqual([])
  })
})
