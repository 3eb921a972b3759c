/**
 * Tracking beside the stock tracking scripts (`?stock=1`: the stand-ins of PixelYourSite's public.js and WooCommerce's
 * order-attribution.js, php-stub/shop/stock/): one script acts. The visitor has accepted tracking, so Saar's pixels
 * and attribution would load; with the stock ones on the page they never do, and the console says so once each. An
 * add-to-cart click is tracked once (PixelYourSite's Facebook pixel and its server copy, one event id), and the
 * checkout's attribution inputs are filled once (by order-attribution.js, no input twice). In the default mode
 * (what Saar's plugin serves) neither stock script is there, and Saar stands down for nothing.
 *
 * The stand-in records every third-party request for all tests at once: this file finds its own by a marker in the
 * page's URL (the pixel's `dl`) and by the event id the pixel carried.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()

interface Recorded {
  path: string
  query: Record<string, string>
}
interface ServerEvent {
  source: string
  fields: Record<string, string>
}

const getJson = async <T>(path: string): Promise<T> => (await fetch(`${b.shop}${path}`)).json() as Promise<T>

/** The Facebook pixel's AddToCart requests sent from a page whose URL carries the marker. */
const addToCartPixels = async (marker: string): Promise<Recorded[]> =>
  (await getJson<Recorded[]>('/__saar/requests')).filter((r) => r.path === '/fb/tr' && r.query.ev === 'AddToCart' && (r.query.dl ?? '').includes(marker))

/** Server copies received with one of these event ids. */
const serverCopies = async (ids: string[]): Promise<ServerEvent[]> => (await getJson<ServerEvent[]>('/__saar/server-events')).filter((e) => ids.includes(e.fields.eventID ?? ''))

/** Requests the page made for Saar's on-demand pixels or attribution bundle. */
const saarBundles = () => b.requests.map((r) => new URL(r.url()).pathname).filter((p) => /\/(pixels|attribution|pys-attribution)\.[0-9a-f]+\.js$/.test(p))

/** A page whose console lines are kept. */
async function pageWithConsole(): Promise<{ page: Page; lines: string[] }> {
  const page = await b.page({ consent: 'accepted' })
  const lines: string[] = []
  page.on('console', (m) => lines.push(m.text()))
  return { page, lines }
}

const cartCount = (page: Page) => page.locator('.header .cart-icon strong').first().textContent().then(Number)

describe('tracking beside the stock tracking scripts', () => {
  it("stock mode: an add-to-cart click is tracked once, by PixelYourSite's public.js, and Saar's pixels never load", async () => {
    const { page, lines } = await pageWithConsole()
    const marker = `saar-stock-${Date.now()}-${Math.random().toString(36).slice(2)}`
    await page.goto(`/pood/?stock=1&saar-marker=${marker}`)
    // PixelYourSite's Facebook pixel is loaded (it fires without asking, as the real one does with no consent tool).
    await expect.poll(() => page.evaluate(() => !!(window as unknown as { __saarThirdParty?: { fbevents?: boolean } }).__saarThirdParty?.fbevents)).toBe(true)
    await expect.poll(() => lines.filter((l) => l.startsWith('Saar: pixels left to'))).toEqual(['Saar: pixels left to PixelYourSite (public.js)'])
    const before = await cartCount(page)
    await page.click('.ajax_add_to_cart[data-product_id="101"]')
    await expect.poll(() => cartCount(page)).toBe(before + 1)
    await expect.poll(() => addToCartPixels(marker).then((r) => r.length)).toBe(1)
    const [pixel] = await addToCartPixels(marker)
    const id = pixel!.query.eid!
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await expect.poll(() => serverCopies([id])).toEqual([expect.objectContaining({ source: 'rest', fields: expect.objectContaining({ event: 'AddToCart', eventID: id }) })])
    // Everything the page asked for so far has been seen: no Saar bundle among it, and still one event each.
    await b.flushRequests(page)
    expect(saarBundles()).toEqual([])
    expect(await addToCartPixels(marker)).toHaveLength(1)
    expect(await serverCopies([id])).toHaveLength(1)
    expect(lines.filter((l) => l.startsWith('Saar: pixels left to'))).toHaveLength(1)
  })

  it("stock mode: the checkout's attribution inputs are filled once, by order-attribution.js, and Saar's attribution never loads", async () => {
    const { page, lines } = await pageWithConsole()
    const leftLines = () => lines.filter((l) => l.startsWith('Saar: order attribution left to'))
    await page.goto('/pood/?stock=1&utm_source=saar-stock&utm_medium=e-post&utm_campaign=talv')
    // Once per page: the landing page's line, then the checkout's own.
    await expect.poll(leftLines).toHaveLength(1)
    lines.length = 0
    await page.goto('/kassa/?add-to-cart=101&stock=1')
    const value = (field: string) => page.locator(`wc-order-attribution-inputs input[name="wc_order_attribution_${field}"]`).inputValue()
    await expect.poll(() => value('source_type')).toBe('utm')
    expect([await value('utm_source'), await value('utm_medium'), await value('utm_campaign'), await value('session_pages')]).toEqual(['saar-stock', 'e-post', 'talv', '2'])
    // One input per field: nothing made them twice.
    const names = await page.locator('wc-order-attribution-inputs input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).name))
    expect(names).toHaveLength(16)
    expect(new Set(names).size).toBe(16)
    await expect.poll(leftLines).toEqual(['Saar: order attribution left to WooCommerce (order-attribution.js)'])
    await b.flushRequests(page)
    expect(saarBundles()).toEqual([])
    await expectNoAxeViolations(page)
  })

  it('default mode: the stock tracking scripts are gone, their data is there for Saar, and Saar stands down for nothing', async () => {
    const { page, lines } = await pageWithConsole()
    await page.goto('/kassa/?add-to-cart=101')
    await expect.poll(() => page.evaluate(() => !!(window as unknown as { saar?: unknown }).saar)).toBe(true)
    const seen = await page.evaluate(() => {
      const w = window as unknown as { pys?: { getPixelBySlag?: unknown }; pysOptions?: unknown; wc_order_attribution?: { setOrderTracking?: unknown; fields?: unknown } }
      return { pixels: !!w.pys?.getPixelBySlag, attribution: !!w.wc_order_attribution?.setOrderTracking, pysOptions: !!w.pysOptions, fields: !!w.wc_order_attribution?.fields }
    })
    expect(seen).toEqual({ pixels: false, attribution: false, pysOptions: true, fields: true })
    expect(await page.locator('noscript img').count()).toBe(0)
    await b.flushRequests(page)
    expect(lines.filter((l) => /^Saar: (pixels|order attribution) left to/.test(l))).toEqual([])
  })

  it("stock mode, nothing chosen yet: Saar's banner does not ask, since PixelYourSite's public.js fires its pixels whatever it answers", async () => {
    const page = await b.page({ consent: 'undecided' })
    await page.goto('/pood/?stock=1')
    await expect.poll(() => page.evaluate(() => !!(window as unknown as { __saarThirdParty?: { fbevents?: boolean } }).__saarThirdParty?.fbevents)).toBe(true)
    await page.waitForFunction(() => document.readyState == 'complete')
    await b.flushRequests(page)
    expect(b.requests.map((r) => new URL(r.url()).pathname).filter((p) => /\/consent-banner\.[0-9a-f]+\.js$/.test(p))).toEqual([])
    expect(await page.getByRole('region', { name: 'Küpsiste nõusolek' }).count()).toBe(0)
  })

})
