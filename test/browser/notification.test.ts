/**
 * The recent-purchase popup in Chromium on the stand-in shop, on the page's own clock: its whole cycle, the box as a
 * keyboard and a screen reader meet it (axe-clean while shown, closed from the keyboard, no slide under reduced
 * motion, hidden on a phone), never on checkout, and the visitor's place: nothing to the geolocation service before
 * marketing consent or over http, and the https service (the stand-in's TLS port) once consent is given.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser, underStrictCsp } from './browser'
import type { RecordedRequest } from '../../php-stub/shop/third-party'

const b = useBrowser()
const PRODUCT = '/toode/villane-kampsun/'

const box = (page: Page) => page.locator('aside.saar-wn')
/** 'shown', 'out' (slid away, its link kept) or 'none' (not on the page). */
const state = async (page: Page): Promise<string> => {
  const cls = await box(page).getAttribute('class', { timeout: 100 }).catch(() => null)
  return cls == null ? 'none' : cls.includes('saar-wn--out') ? 'out' : 'shown'
}
const polite = (page: Page) => page.locator('.saar-live-region[aria-live=polite]')

/** What the geolocation stand-in received (over http or TLS) since `since`. */
async function geoRequests(page: Page, since: number): Promise<RecordedRequest[]> {
  await b.flushRequests(page)
  const all = (await (await page.request.get(`${b.shop}/__saar/requests?since=${since}`)).json()) as RecordedRequest[]
  return all.filter((r) => r.path == '/geo/json')
}

/** Opens `path` on the page's clock and runs it to the first message (initial delay 5 s). */
async function open(page: Page, path: string): Promise<void> {
  await page.clock.install()
  await page.goto(path)
  await page.clock.runFor(5000)
}

describe('the cycle', () => {
  it('shows after the initial delay, hides after display_time, shows again after next_time, announcing only the first', async () => {
    const page = await b.page({ popup: true })
    // When the box first comes into view, on the page's clock (which also flows on its own while the test runs).
    await page.addInitScript(() => {
      const w = window as unknown as { shownAt?: number }
      new MutationObserver(() => (w.shownAt ??= document.querySelector('aside.saar-wn:not(.saar-wn--out)') ? performance.now() : undefined)).observe(document, {
        subtree: true,
        childList: true,
        attributeFilter: ['class'],
      })
    })
    await page.clock.install()
    await page.goto(PRODUCT)
    await page.clock.runFor(5000)
    await expect.poll(() => state(page)).toBe('shown')
    expect(await page.evaluate(() => (window as unknown as { shownAt?: number }).shownAt)).toBeGreaterThanOrEqual(5000)
    await expect.poll(() => box(page).locator('.saar-wn-message').textContent()).toMatch(/^\S+ \(\S+\) ostis .+ Umbes .+ tagasi$/)
    const first = (await box(page).locator('.saar-wn-message').textContent())!
    await page.clock.runFor(100)
    await expect.poll(() => polite(page).textContent()).toBe(first)
    await page.clock.runFor(5000)
    await expect.poll(() => state(page)).toBe('out')
    // The product link stays in the page, and in the Tab order.
    expect(await box(page).locator('.saar-wn-message a').getAttribute('tabindex')).toBeNull()
    await page.clock.runFor(50_000)
    expect(await state(page)).toBe('out')
    await page.clock.runFor(10_000)
    await expect.poll(() => state(page)).toBe('shown')
    await page.clock.runFor(100)
    expect(await polite(page).textContent()).toBe(first)
  })

  it('never shows on checkout, nor asks for purchases there', async () => {
    const page = await b.page({ popup: true })
    await page.clock.install()
    await page.goto('/kassa/?add-to-cart=101')
    await page.clock.runFor(70_000)
    await b.flushRequests(page)
    expect(await state(page)).toBe('none')
    expect(b.requests.filter((r) => (r.postData() ?? '').includes('woonotification_get_product'))).toEqual([])
  })
})

describe('the box', () => {
  it('is axe-clean while shown, pauses while focus is inside, and closes from the keyboard for time_close hours', async () => {
    const page = await b.page({ popup: true })
    await open(page, PRODUCT)
    await expect.poll(() => state(page)).toBe('shown')
    // The shopper tabs to the product link (the last one in the page), then on to the close button. Focus goes in
    // first: the box's own time runs on the page's clock while axe works, which on a busy machine takes seconds.
    await box(page).locator('.saar-wn-message a').focus()
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('aside.saar-wn'))).toBe(true)
    await expectNoAxeViolations(page, 'aside.saar-wn')
    await page.clock.runFor(20_000)
    expect(await state(page)).toBe('shown')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Sulge ostuteated')
    await page.keyboard.press('Enter')
    await expect.poll(() => state(page)).toBe('none')
    const cookie = (await page.context().cookies()).find((c) => c.name == 'woo_notification_close')
    expect(cookie?.value).toBe('1')
    // time_close is 24 hours on the stand-in.
    expect(Math.abs(cookie!.expires - (await page.evaluate(() => Date.now())) / 1000 - 24 * 3600)).toBeLessThan(120)
    await page.clock.runFor(120_000)
    expect(await state(page)).toBe('none')
    await page.goto(PRODUCT)
    await page.clock.runFor(70_000)
    expect(await state(page)).toBe('none')
  })

  it('does not slide under reduced motion, and slides otherwise', async () => {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const page = await b.page({ reducedMotion, popup: true })
      await open(page, PRODUCT)
      await expect.poll(() => state(page)).toBe('shown')
      const duration = await box(page).evaluate((el) => getComputedStyle(el).transitionDuration)
      if (reducedMotion == 'reduce') expect(duration).toBe('0s')
      else expect(duration).not.toMatch(/^0s(, 0s)*$/)
    }
  })

  it('is styled by its own sheet under the strict CSP, at 960 on the layer scale, with no violation', async () => {
    const page = await b.page({ popup: true })
    const violations = await underStrictCsp(page, b.shop)
    await open(page, PRODUCT)
    await expect.poll(() => state(page)).toBe('shown')
    await expect.poll(() => box(page).evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).zIndex])).toEqual(['fixed', '960'])
    expect(await violations()).toEqual([])
  })

  it('is hidden on a phone by the small-screen query, and says nothing there', async () => {
    const page = await b.page({ device: { viewport: { width: 400, height: 800 }, isMobile: true, hasTouch: true }, popup: true })
    await open(page, PRODUCT)
    await expect.poll(() => state(page)).toBe('shown')
    expect(await box(page).isVisible()).toBe(false)
    await page.clock.runFor(200)
    expect(await polite(page).count() ? await polite(page).textContent() : '').toBe('')
  })
})

describe("the visitor's place (the plugin's virtual mode with its Auto Detect address)", () => {
  it('asks the geolocation service nothing before consent, and nothing over http after it', async () => {
    for (const [consent, path] of [['undecided', '/pood/?wn=virtual'], ['rejected', '/pood/?wn=virtual'], ['accepted', '/pood/?wn=virtual&wn_geo=http']] as const) {
      const since = Date.now()
      const page = await b.page({ consent, popup: true })
      await open(page, path)
      await expect.poll(() => state(page), { message: `${consent} ${path}` }).toBe('shown')
      // A virtual name, and no place.
      await expect.poll(() => box(page).locator('.saar-wn-message').textContent()).toMatch(/^(Kati|Mati) ostis .+ Umbes .+ tagasi$/)
      await page.clock.runFor(70_000)
      expect(await geoRequests(page, since), `${consent} ${path}`).toEqual([])
      expect(b.requests.filter((r) => r.url().includes('/geo/json')), `${consent} ${path}`).toEqual([])
    }
  })

  it('asks the https service once marketing is granted, keeps the answer a day, and tells of the place', async () => {
    const since = Date.now()
    const page = await b.page({ consent: 'undecided', ignoreHTTPSErrors: true, popup: true })
    await open(page, '/pood/?wn=virtual')
    await expect.poll(() => state(page)).toBe('shown')
    expect(await geoRequests(page, since)).toEqual([])
    await page.getByRole('region', { name: 'Küpsiste nõusolek' }).getByRole('button', { name: 'Luba kõik' }).click()
    // The banner lay over the box (the same corner, a higher layer): once it goes, the pointer would rest on the box
    // and hold it (the hover pause). The shopper moves on.
    await page.mouse.move(600, 10)
    await expect.poll(async () => (await geoRequests(page, since)).length).toBe(1)
    const request = b.requests.find((r) => r.url().includes('/geo/json'))!
    expect(request.url()).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/geo\/json$/)
    await expect.poll(async () => (await page.context().cookies()).filter((c) => c.name.startsWith('wn_')).map((c) => [c.name, decodeURIComponent(c.value)]).sort()).toEqual([
      ['wn_city', 'Tartu'],
      ['wn_country', 'Estonia'],
      ['wn_ip', '127.0.0.1'],
    ])
    const now = (await page.evaluate(() => Date.now())) / 1000
    for (const c of (await page.context().cookies()).filter((c) => c.name.startsWith('wn_'))) expect(Math.abs(c.expires - now - 86400)).toBeLessThan(120)
    // The next message (display 5 s, then next 60 s) tells of the visitor's place.
    await page.clock.runFor(70_000)
    await expect.poll(() => box(page).locator('.saar-wn-message').textContent()).toMatch(/^(Kati|Mati) \(Tartu\) ostis /)
    expect((await geoRequests(page, since)).length).toBe(1)
  })
})
