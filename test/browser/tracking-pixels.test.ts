/**
 * The pixels in Chromium on the stand-in shop, its third-party stand-ins recording what each pixel sends: nothing
 * before consent, each destination and its static events after it, one event_id per add to cart shared by the
 * browser pixel, its GA4, GTM, Pinterest and UET copies (and the server copy), 50 rapid adds as 50 ids, and a
 * revocation that stops a destination. Browser files share one stand-in: every request is picked by this test's own
 * page address (a marker in its query) or its event ids.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from './browser'
import type { RecordedRequest } from '../../php-stub/shop/third-party'

const b = useBrowser()

/** What the stand-ins recorded from pages whose address carries `marker`. */
async function recorded(page: Page, marker: string): Promise<RecordedRequest[]> {
  const all = (await (await page.request.get(`${b.shop}/__saar/requests`)).json()) as RecordedRequest[]
  return all.filter((r) => (r.query.dl ?? r.headers.referer).includes(marker))
}

/** The event each stand-in request carries: platform, name, event id. */
function eventOf(r: RecordedRequest): { to: string; name: string; id: string | undefined } | undefined {
  const json = (text: string | undefined): Record<string, unknown> => (text ? (JSON.parse(text) as Record<string, unknown>) : {})
  if (r.path == '/fb/tr') return { to: 'facebook', name: r.query.ev!, id: r.query.eid }
  if (r.path == '/ga/g/collect') return { to: 'ga', name: r.query.en!, id: json(r.query.ep).event_id as string }
  if (r.path.startsWith('/pinterest/v3')) return { to: 'pinterest', name: r.query.event!, id: json(r.query.ed).event_id as string }
  if (r.path == '/bing/action/0') return { to: 'bing', name: r.query.ea ?? r.query.evt!, id: json(r.query.ep).event_id as string }
}

const events = async (page: Page, marker: string) => (await recorded(page, marker)).map(eventOf).filter((e) => e !== undefined)

/**
 * Consent as a consent tool gives it on this page: the shared store, written the way the consent core writes it.
 * (A test may not wait on the stored choice alone: the store is what every script follows.)
 */
async function consent(page: Page, analytics: boolean, marketing: boolean): Promise<void> {
  await page.waitForFunction(() => 'saar' in window)
  await page.evaluate(
    ([analytics, marketing]) => (window as unknown as { saar: { core: { $consent: { set(v: unknown): void } } } }).saar.core.$consent.set({ decided: true, source: 'test', analytics, marketing, destinations: {} }),
    [analytics, marketing],
  )
}

/** The server copies the shop received with this event id. */
async function serverCopies(page: Page, eventID: string): Promise<{ fields: Record<string, string> }[]> {
  const all = (await (await page.request.get(`${b.shop}/__saar/server-events`)).json()) as { fields: Record<string, string> }[]
  return all.filter((e) => e.fields.eventID == eventID)
}

/** The GTM data layer's pushes of one event name. */
const gtmPushes = (page: Page, name: string) =>
  page.evaluate((name) => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((p) => p.event == name), name)

const marker = () => `t${Math.random().toString(36).slice(2)}`

describe('pixels after consent', () => {
  it('loads every destination, fires the static events once, and one add to cart carries one event_id everywhere', async () => {
    const page = await b.page({ consent: 'accepted' })
    const m = marker()
    await page.goto(`/toode/villased-sokid/?${m}`)
    await consent(page, true, true)
    await expect.poll(async () => (await events(page, m)).map((e) => `${e.to}:${e.name}`).sort()).toEqual(
      ['bing:pageLoad', 'bing:view_item', 'facebook:PageView', 'facebook:ViewContent', 'ga:view_item', 'pinterest:pagevisit', 'pinterest:pagevisit'].sort(),
    )
    const statics = await events(page, m)
    // Static events carry the server's event ids: Meta's PageView and its server copy share one.
    expect(statics.find((e) => e.name == 'PageView')?.id).toMatch(/^[\da-f-]{36}$/)

    await page.locator('form.cart .single_add_to_cart_button').click()
    await expect.poll(async () => (await events(page, m)).filter((e) => /add_?to_?cart/i.test(e.name)).map((e) => e.to).sort()).toEqual(['bing', 'facebook', 'ga', 'pinterest'])
    const adds = (await events(page, m)).filter((e) => /add_?to_?cart/i.test(e.name))
    const id = adds[0]!.id!
    expect(id).toMatch(/^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/)
    expect(adds.map((e) => e.id)).toEqual([id, id, id, id])
    // GTM's copy: the ecommerce object cleared first, then the event with the same id.
    await expect.poll(() => gtmPushes(page, 'add_to_cart')).toMatchObject([{ event_id: id, ecommerce: { currency: 'EUR', value: 12.9, items: [{ item_id: '101', quantity: 1, price: 12.9 }] } }])
    // Static events stay fired once.
    expect((await events(page, m)).filter((e) => e.name == 'PageView')).toHaveLength(1)
    // The server copy (pys_api_event or the REST route) carries the same id, once.
    await expect.poll(async () => (await serverCopies(page, id)).map((e) => e.fields.event)).toEqual(['AddToCart'])
  })

  it('sends a variation as itself to Meta and as its product to GA4 (wooVariableAsSimple), with the quantity chosen', async () => {
    const page = await b.page({ consent: 'accepted' })
    const m = marker()
    await page.goto(`/toode/villane-kampsun/?${m}`)
    await consent(page, true, true)
    await page.selectOption('#pa_suurus', 'xl')
    await page.selectOption('#varv', 'Roheline')
    await expect.poll(() => page.inputValue('input.variation_id')).toBe('10206')
    await page.locator('form.variations_form input.qty').fill('2')
    await page.click('form.variations_form .single_add_to_cart_button')
    const data = async (path: string, name: string, key: string) =>
      (await recorded(page, m)).filter((r) => r.path == path && (r.query.ev ?? r.query.en) == name).map((r) => JSON.parse(r.query[key] ?? '{}') as Record<string, unknown>)
    await expect.poll(() => data('/fb/tr', 'AddToCart', 'cd')).toMatchObject([{ content_ids: ['10206'], contents: [{ id: '10206', quantity: 2 }], value: 178, currency: 'EUR', product_type: 1, content_type: 'product' }])
    await expect.poll(() => data('/ga/g/collect', 'add_to_cart', 'ep')).toMatchObject([{ value: 178, items: [{ item_id: '102', quantity: 2, price: 89 }] }])
  })

  it('takes 50 rapid adds as 50 distinct event ids, none lost, none doubled', async () => {
    const page = await b.page({ consent: 'accepted' })
    const m = marker()
    await page.goto(`/pood/?${m}`)
    await consent(page, true, true)
    const button = page.locator('.add_to_cart_button.ajax_add_to_cart[data-product_id="101"]').first()
    await button.click({ clickCount: 1 })
    for (let i = 1; i < 50; i++) await button.dispatchEvent('click')
    const adds = async () => (await events(page, m)).filter((e) => e.to == 'facebook' && e.name == 'AddToCart').map((e) => e.id)
    await expect.poll(async () => (await adds()).length, { timeout: 30000 }).toBeGreaterThanOrEqual(50)
    await b.flushRequests(page)
    const ids = await adds()
    expect(ids).toHaveLength(50)
    expect(new Set(ids).size).toBe(50)
    // Each id once in GA4 too.
    const ga = (await events(page, m)).filter((e) => e.to == 'ga' && e.name == 'add_to_cart').map((e) => e.id)
    expect(new Set(ga)).toEqual(new Set(ids))
    // And each server copy exactly once.
    const copies = async () => {
      const all = (await (await page.request.get(`${b.shop}/__saar/server-events`)).json()) as { fields: Record<string, string> }[]
      return all.map((e) => e.fields.eventID).filter((id) => ids.includes(id!))
    }
    await expect.poll(async () => (await copies()).length, { timeout: 30000 }).toBeGreaterThanOrEqual(50)
    expect((await copies()).sort()).toEqual([...ids].sort())
  })

  it('stops a destination when its consent is revoked, and fires no static event twice when it comes back', async () => {
    const page = await b.page({ consent: 'accepted' })
    const m = marker()
    await page.goto(`/toode/villased-sokid/?${m}`)
    await consent(page, true, true)
    await expect.poll(async () => (await events(page, m)).some((e) => e.name == 'PageView')).toBe(true)
    await consent(page, true, false)
    await page.locator('form.cart .single_add_to_cart_button').click()
    // GA (analytics, still granted) hears the add: the positive sign that the click was handled.
    await expect.poll(async () => (await events(page, m)).filter((e) => e.name == 'add_to_cart' && e.to == 'ga')).toHaveLength(1)
    await b.flushRequests(page)
    expect((await events(page, m)).filter((e) => e.to != 'ga' && /add_?to_?cart/i.test(e.name))).toEqual([])
    await consent(page, true, true)
    await page.locator('form.cart .single_add_to_cart_button').click()
    await expect.poll(async () => (await events(page, m)).filter((e) => e.to == 'facebook' && e.name == 'AddToCart')).toHaveLength(1)
    expect((await events(page, m)).filter((e) => e.name == 'PageView')).toHaveLength(1)
  })
})

describe('remove from cart and hook mode', () => {
  it("sends the cart page's remove with the cart item's event to every destination under one id", async () => {
    const page = await b.page({ consent: 'accepted' })
    const m = marker()
    await page.goto(`/toode/villased-sokid/?add-to-cart=101`)
    await page.goto(`/ostukorv/?${m}`)
    await consent(page, true, true)
    await expect.poll(async () => (await events(page, m)).some((e) => e.name == 'PageView')).toBe(true)
    await page.evaluate(() => document.addEventListener('click', (e) => (e.target as Element).closest('a.remove') && e.preventDefault()))
    await page.locator('form.woocommerce-cart-form a.remove').first().click()
    await expect.poll(async () => (await events(page, m)).filter((e) => /remove_?from_?cart/i.test(e.name)).map((e) => e.to).sort()).toEqual(['bing', 'facebook', 'ga'])
    const ids = (await events(page, m)).filter((e) => /remove_?from_?cart/i.test(e.name)).map((e) => e.id)
    expect(new Set(ids).size).toBe(1)
    expect((await gtmPushes(page, 'remove_from_cart')).map((p) => p.event_id)).toEqual([ids[0]])
  })

  it("hook mode: the shop's AddToCart from #pys_late_event, with the id of the shop's server copy for every pixel, once (no click event beside it)", async () => {
    const page = await b.page({ consent: 'accepted' })
    const m = marker()
    await page.goto(`/toode/villased-sokid/?add-to-cart=101&pys_atc=hook&${m}`)
    const shopId = JSON.parse((await page.locator('#pys_late_event').getAttribute('dir'))!).facebook.eventID as string
    await consent(page, true, true)
    await expect.poll(async () => (await events(page, m)).filter((e) => /add_?to_?cart/i.test(e.name)).map((e) => [e.to, e.id]).sort()).toEqual([['facebook', shopId], ['ga', shopId]])
    // A click in hook mode is the shop's to track: the click itself sends nothing, the ajax add's answer carries the
    // shop's event in its `#pys_ajax_events` fragment (PixelYourSite 11's inline script, read as data), one id for both.
    await page.locator('form.cart .single_add_to_cart_button').click()
    await expect.poll(() => page.locator('.header .cart-item .cart-price').textContent()).toContain('25,80')
    await expect.poll(async () => (await events(page, m)).filter((e) => /add_?to_?cart/i.test(e.name) && e.id != shopId).map((e) => e.to).sort()).toEqual(['facebook', 'ga'])
    const fragmentIds = (await events(page, m)).filter((e) => /add_?to_?cart/i.test(e.name) && e.id != shopId).map((e) => e.id)
    expect(fragmentIds[0]).toMatch(/^[\da-f-]{36}$/)
    expect(fragmentIds[1]).toBe(fragmentIds[0])
    await b.flushRequests(page)
    expect((await events(page, m)).filter((e) => /add_?to_?cart/i.test(e.name))).toHaveLength(4)
  })

  it("hook mode: a listing's ajax add is tracked from its fragment once, and not again on the next page or after a reload", async () => {
    const page = await b.page({ consent: 'accepted' })
    const m = marker()
    await page.goto(`/pood/?pys_atc=hook&${m}`)
    await consent(page, true, true)
    await expect.poll(async () => (await events(page, m)).some((e) => e.name == 'PageView')).toBe(true)
    await page.locator('a.ajax_add_to_cart').first().click()
    await expect.poll(async () => (await events(page, m)).filter((e) => /add_?to_?cart/i.test(e.name)).map((e) => e.to).sort()).toEqual(['facebook', 'ga'])
    const [first] = (await events(page, m)).filter((e) => /add_?to_?cart/i.test(e.name))
    // PixelYourSite's own guard: the cart hash of the add, so neither script repeats it.
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name == 'pysAddToCartFragmentId')?.value).toMatch(/\w/)
    await page.reload()
    await consent(page, true, true)
    await expect.poll(async () => (await events(page, m)).filter((e) => e.name == 'PageView')).toHaveLength(2)
    await b.flushRequests(page)
    expect((await events(page, m)).filter((e) => /add_?to_?cart/i.test(e.name)).map((e) => e.id)).toEqual([first!.id, first!.id])
  })
})

describe('pixels before consent', () => {
  it('sends nothing to a third party on any page type with the stored choice rejected', async () => {
    const page = await b.page({ consent: 'rejected' })
    for (const path of ['/', '/pood/', '/toode/villased-sokid/', '/toode/villane-kampsun/', '/ostukorv/', '/kassa/', '/minu-konto/']) {
      await page.goto(path)
      await page.locator('form.cart .single_add_to_cart_button, .add_to_cart_button').first().click({ trial: false, timeout: 2000 }).catch(() => {})
      await b.flushRequests(page)
    }
    expect(b.requests.filter((r) => r.url().startsWith(b.thirdParty)).map((r) => r.url())).toEqual([])
    expect((await page.context().cookies()).map((c) => c.name).filter((n) => /^(_fbp|_fbc|pbid|_ga|_uet|_pin)/.test(n))).toEqual([])
  })
})

describe('automatic events through the pixels', () => {
  it('fires the scroll depth event once, with one event id for Meta and GA4', async () => {
    const page = await b.page({ consent: 'accepted' })
    const m = marker()
    await page.goto(`/toode/villased-sokid/?${m}`)
    await consent(page, true, true)
    await expect.poll(async () => (await events(page, m)).some((e) => e.name == 'PageView')).toBe(true)
    await page.mouse.wheel(0, 10000)
    await expect.poll(async () => (await events(page, m)).filter((e) => e.name == 'PageScroll').map((e) => e.to).sort()).toEqual(['facebook', 'ga'])
    const [fb, ga] = ['facebook', 'ga'].map(async (to) => (await events(page, m)).find((e) => e.name == 'PageScroll' && e.to == to)!.id)
    expect(await fb).toBe(await ga)
    await page.mouse.wheel(0, -10000)
    await page.mouse.wheel(0, 10000)
    await b.flushRequests(page)
    expect((await events(page, m)).filter((e) => e.name == 'PageScroll')).toHaveLength(2)
  })

  it('does not spend the once-per-page scroll event while every destination is revoked: a new grant on the same page sends it', async () => {
    const page = await b.page({ consent: 'accepted' })
    const m = marker()
    await page.goto(`/toode/villased-sokid/?${m}`)
    await consent(page, true, true)
    await expect.poll(async () => (await events(page, m)).some((e) => e.name == 'PageView')).toBe(true)
    await consent(page, false, false)
    await page.mouse.wheel(0, 10000)
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0)
    await b.flushRequests(page)
    expect((await events(page, m)).filter((e) => e.name == 'PageScroll')).toEqual([])
    await consent(page, true, true)
    await expect.poll(async () => (await events(page, m)).filter((e) => e.name == 'PageScroll').map((e) => e.to).sort()).toEqual(['facebook', 'ga'])
  })
})
