/**
 * Tracking consent with Saar's own banner (the stand-in prints PixelYourSite's `pysOptions` with all five pixels and
 * no consent tool): nothing leaves for a third party and no tracking cookie is written before a choice, on every
 * page type; accept, reject and choose by mouse and by keyboard alone; the choice as PixelYourSite's PHP side reads
 * it; Google's consent mode in the data layers; re-opening through `#saar-consent` to take a choice back.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser, underStrictCsp } from './browser'
import { TRACKING_COOKIES } from '../../islands/tracking/consent/forget'

const b = useBrowser()

const PAGES: Record<string, string> = {
  shop: '/',
  product: '/toode/villane-kampsun/',
  cart: '/ostukorv/',
  checkout: '/kassa/',
  account: '/minu-konto/',
  post: '/blogi/saunakultuur/',
  brands: '/brandid/',
}

const banner = (page: Page) => page.getByRole('region', { name: 'Küpsiste nõusolek' })
const choices = (page: Page) => page.getByRole('dialog', { name: 'Küpsiste valik' })

/** Whether a cookie name is one of the tracking cookies (by name or prefix), or the stored choice. */
const tracking = (name: string) => name == 'pys_consent' || TRACKING_COOKIES.some((c) => (c.endsWith('*') ? name.startsWith(c.slice(0, -1)) : name == c))
const trackingCookies = async (page: Page) => (await page.context().cookies()).map((c) => c.name).filter(tracking)
/** Requests to any host other than the shop's. */
const thirdParty = () => b.requests.map((r) => r.url()).filter((url) => /^https?:/.test(url) && new URL(url).origin != new URL(b.shop).origin)

/** What PixelYourSite's PHP reads from the Cookie header: urldecode, base64_decode, json_decode. */
function asPhpReads(cookieHeader: string): unknown {
  const value = /(?:^|; )pys_consent=([^;]*)/.exec(cookieHeader)?.[1]
  return value === undefined ? undefined : JSON.parse(Buffer.from(decodeURIComponent(value.replace(/\+/g, ' ')), 'base64').toString('utf8'))
}

/** The consent commands in a data layer of the page, as gtag would read them (each an Arguments object). */
const consentCommands = (page: Page, layer: string) =>
  page.evaluate((name) => {
    const items = ((window as unknown as Record<string, unknown[]>)[name] ?? []) as unknown[]
    return items
      .filter((item) => Object.prototype.toString.call(item) == '[object Arguments]' && (item as unknown[])[0] == 'consent')
      .map((item) => Array.from(item as ArrayLike<unknown>))
  }, layer)

/** Records every command pushed to UET's queue, whatever holds `uetq` (the array, then bat.js's UET object). */
const recordUet = (page: Page) =>
  page.addInitScript(() => {
    const seen: unknown[][] = ((window as unknown as { __uetCommands: unknown[][] }).__uetCommands = [])
    let queue: { push(...items: unknown[]): unknown } | undefined
    Object.defineProperty(window, 'uetq', {
      configurable: true,
      get: () => queue,
      set(value: { push(...items: unknown[]): unknown }) {
        const push = value.push
        value.push = function (...items: unknown[]) {
          seen.push(items)
          return push.apply(this, items)
        }
        queue = value
      },
    })
  })
const uetConsent = (page: Page) =>
  page.evaluate(() => (window as unknown as { __uetCommands: unknown[][] }).__uetCommands.filter((c) => c[0] == 'consent'))

/** The Cookie header the shop receives with the next page's request. */
async function nextCookieHeader(page: Page, path: string): Promise<string> {
  const request = page.waitForRequest((r) => r.url() == new URL(path, b.shop).href && r.resourceType() == 'document')
  await page.goto(path)
  return (await (await request).allHeaders()).cookie ?? ''
}

/** Waits until the consent core has started and the window has loaded (the banner is asked for after load). */
const started = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.readyState == 'complete' && !!(window as unknown as { saar?: { core?: { $consent?: unknown } } }).saar?.core?.$consent)).toBe(true)

const decided = (page: Page) =>
  page.evaluate(() => (window as unknown as { saar: { core: { $consent: { get(): { decided: boolean; source: string } } } } }).saar.core.$consent.get())

describe('before a choice', () => {
  it('asks on every page type, and nothing goes to a third party and no tracking cookie is written', async () => {
    const page = await b.page({ consent: 'undecided' })
    await page.goto('/?add-to-cart=101')
    for (const [type, path] of Object.entries(PAGES)) {
      await page.goto(path)
      await expect.poll(() => banner(page).isVisible(), { message: type }).toBe(true)
      await b.flushRequests(page)
      expect(thirdParty(), type).toEqual([])
      expect(await trackingCookies(page), type).toEqual([])
      expect((await decided(page)).decided, type).toBe(false)
    }
  })

  it('tells every Google data layer and UET that everything is denied, waiting for an answer', async () => {
    const page = await b.page({ consent: 'undecided' })
    await page.goto(PAGES.product!)
    await started(page)
    const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }
    // PixelYourSite's own gtag layer for GA, GTM's for the container.
    expect(await consentCommands(page, 'dataLayerPYS')).toEqual([['consent', 'default', denied]])
    expect(await consentCommands(page, 'dataLayer')).toEqual([['consent', 'default', denied]])
    expect(await page.evaluate(() => (window as unknown as { uetq: unknown[] }).uetq)).toEqual(['consent', 'default', { ad_storage: 'denied' }])
  })
})

describe('a choice', () => {
  it('accept: stored as PixelYourSite reads it, Google told, no banner on the next page', async () => {
    const page = await b.page({ consent: 'undecided' })
    await recordUet(page)
    await page.goto(PAGES.product!)
    await banner(page).getByRole('button', { name: 'Luba kõik' }).click()
    await expect.poll(() => banner(page).count()).toBe(0)
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Küpsiste valik on salvestatud.' }).count()).toBe(1)
    const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }
    expect((await consentCommands(page, 'dataLayerPYS')).at(-1)).toEqual(['consent', 'update', granted])
    expect((await consentCommands(page, 'dataLayer')).at(-1)).toEqual(['consent', 'update', granted])
    expect(await uetConsent(page)).toEqual([['consent', 'default', { ad_storage: 'denied' }], ['consent', 'update', { ad_storage: 'granted' }]])

    const next = b.requests.length
    const header = await nextCookieHeader(page, PAGES.cart!)
    expect(asPhpReads(header)).toEqual({ facebook: true, ga: true, bing: true, pinterest: true, gtm: true, reddit: true })
    await started(page)
    expect(await decided(page)).toMatchObject({ decided: true, source: 'saar' })
    await b.flushRequests(page)
    expect(await banner(page).count()).toBe(0)
    expect(b.requests.slice(next).filter((r) => /consent-banner\./.test(r.url())).map((r) => r.url())).toEqual([])
  })

  it('reject: nothing granted, nothing to a third party, no banner on the next page', async () => {
    const page = await b.page({ consent: 'undecided' })
    await page.goto(PAGES.shop!)
    await banner(page).getByRole('button', { name: 'Keeldu' }).click()
    await expect.poll(() => banner(page).count()).toBe(0)
    const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }
    expect((await consentCommands(page, 'dataLayerPYS')).at(-1)).toEqual(['consent', 'update', denied])

    const next = b.requests.length
    const header = await nextCookieHeader(page, PAGES.product!)
    expect(asPhpReads(header)).toEqual({ facebook: false, ga: false, bing: false, pinterest: false, gtm: false, reddit: false })
    await started(page)
    expect(await decided(page)).toMatchObject({ decided: true, source: 'saar' })
    await b.flushRequests(page)
    expect(await banner(page).count()).toBe(0)
    expect(b.requests.slice(next).filter((r) => /consent-banner\./.test(r.url())).map((r) => r.url())).toEqual([])
    expect(thirdParty()).toEqual([])
    expect(await trackingCookies(page)).toEqual(['pys_consent'])
  })

  it('by keyboard alone: the banner takes no focus, choose opens the switches with focus in, Escape and save', async () => {
    const page = await b.page({ consent: 'undecided' })
    await page.goto(PAGES.product!)
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    // It appeared without taking focus, and is first in the Tab order.
    expect(await page.evaluate(() => document.activeElement == document.body)).toBe(true)
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Luba kõik')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Vali ise')
    await page.keyboard.press('Enter')

    await expect.poll(() => choices(page).isVisible()).toBe(true)
    const analytics = page.getByRole('switch', { name: 'Analüütika' })
    const marketing = page.getByRole('switch', { name: 'Turundus' })
    await expect.poll(() => analytics.evaluate((el) => el == document.activeElement)).toBe(true)
    expect(await analytics.isChecked()).toBe(false)
    expect(await marketing.isChecked()).toBe(false)
    await expectNoAxeViolations(page)
    // Escape: nothing chosen, back to the banner's button.
    await page.keyboard.press('Escape')
    await expect.poll(() => choices(page).count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Vali ise')
    expect((await decided(page)).decided).toBe(false)
    expect(await trackingCookies(page)).toEqual([])

    await page.keyboard.press('Enter')
    await expect.poll(() => analytics.evaluate((el) => el == document.activeElement)).toBe(true)
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect.poll(() => marketing.evaluate((el) => el == document.activeElement)).toBe(true)
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Salvesta valik')
    await page.keyboard.press('Enter')
    await expect.poll(() => choices(page).count()).toBe(0)
    expect(await banner(page).count()).toBe(0)
    expect(await decided(page)).toMatchObject({ decided: true, analytics: true, marketing: false })
    const header = await nextCookieHeader(page, PAGES.shop!)
    expect(asPhpReads(header)).toEqual({ facebook: false, ga: true, bing: false, pinterest: false, gtm: true, reddit: false })
  })

  it('slides in, but not for a shopper who asked for less motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await b.page({ consent: 'undecided', reducedMotion })
      await page.goto(PAGES.shop!)
      await expect.poll(() => banner(page).isVisible()).toBe(true)
      expect(await banner(page).evaluate((el) => getComputedStyle(el).animationName), reducedMotion).toBe(reducedMotion == 'reduce' ? 'none' : 'saar-consent-in')
    }
  })

  it('sits above the sticky add-to-cart bar, leaving its controls free', async () => {
    const page = await b.page({ consent: 'undecided', device: { viewport: { width: 1000, height: 600 } } })
    await page.goto('/toode/villased-sokid/')
    // Flatsome's own rule for the active bar (the stand-in has no theme sheet): fixed to the bottom, full width.
    await page.addStyleTag({ content: '.sticky-add-to-cart--active { position: fixed; bottom: 0; left: 0; right: 0; z-index: 20; padding: 3px 10px }' })
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    await page.evaluate(() => window.scrollTo(0, document.querySelector('.sticky-add-to-cart-wrapper')!.getBoundingClientRect().bottom + window.scrollY + 200))
    const bar = page.locator('.sticky-add-to-cart--active')
    await expect.poll(() => bar.isVisible()).toBe(true)
    await expect.poll(async () => {
      const [a, c] = [await banner(page).boundingBox(), await bar.boundingBox()]
      return !!a && !!c && a.y + a.height <= c.y
    }).toBe(true)
    // No control of the bar has the banner over its middle (the stand-in's store notice, at the bottom too, is the shop's).
    const covered = await bar.evaluate((el) =>
      Array.from(el.querySelectorAll('button, input, select, a'))
        .filter((control) => control.checkVisibility())
        .map((control) => {
          const box = control.getBoundingClientRect()
          return !!document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('.saar-consent')
        }))
    expect(covered.length).toBeGreaterThan(0)
    expect(covered).not.toContain(true)
  })
})

describe('under a strict Content Security Policy', () => {
  it('the banner and its choices come styled from their own sheet, and nothing is refused', async () => {
    const page = await b.page({ consent: 'undecided' })
    const violations = await underStrictCsp(page, b.shop)
    const response = await page.goto(PAGES.product!)
    expect(response!.headers()['content-security-policy']).toMatch(/style-src 'self' 'nonce-/)
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    // The choices' code and sheet are their own: not fetched for a shopper who only sees the banner.
    const choicesFiles = () => b.requests.map((r) => new URL(r.url()).pathname).filter((p) => /\/consent-choices\.[0-9a-f]+\.(js|css)$/.test(p)).map((p) => p.split('.').pop())
    await b.flushRequests(page)
    expect(choicesFiles()).toEqual([])
    await banner(page).getByRole('button', { name: 'Vali ise' }).click()
    await expect.poll(() => choices(page).isVisible()).toBe(true)
    expect(choicesFiles().sort()).toEqual(['css', 'js'])
    expect(await page.locator('.saar-consent-backdrop').evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    expect(await violations()).toEqual([])
  })
})

describe('changing a choice', () => {
  it('a link to #saar-consent opens the choices; taking consent back deletes the tracking cookies', async () => {
    const page = await b.page({ consent: 'accepted' })
    await recordUet(page)
    const url = new URL(b.shop)
    await page.context().addCookies(['_ga', '_fbp', 'sbjs_first', 'pys_landing_page', '_uetsid'].map((name) => ({ name, value: 'planted', domain: url.hostname, path: '/' })))
    await page.goto(PAGES.shop!)
    await started(page)
    expect(await decided(page)).toMatchObject({ decided: true, analytics: true, marketing: true })
    expect(await banner(page).count()).toBe(0)
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '#saar-consent'
      link.textContent = 'Küpsiste seaded'
      ;(document.querySelector('#main') ?? document.body).prepend(link)
    })
    const link = page.getByRole('link', { name: 'Küpsiste seaded' })
    await link.click()
    await expect.poll(() => choices(page).isVisible()).toBe(true)
    expect(new URL(page.url()).hash).toBe('')
    expect(await page.getByRole('switch', { name: 'Analüütika' }).isChecked()).toBe(true)
    expect(await page.getByRole('switch', { name: 'Turundus' }).isChecked()).toBe(true)
    await page.getByRole('switch', { name: 'Analüütika' }).click()
    await page.getByRole('switch', { name: 'Turundus' }).click()
    await page.getByRole('button', { name: 'Salvesta valik' }).click()
    await expect.poll(() => choices(page).count()).toBe(0)
    await expect.poll(() => link.evaluate((el) => el == document.activeElement)).toBe(true)
    await expect.poll(() => trackingCookies(page)).toEqual(['pys_consent'])
    const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }
    expect((await consentCommands(page, 'dataLayer')).at(-1)).toEqual(['consent', 'update', denied])
    expect((await uetConsent(page)).at(-1)).toEqual(['consent', 'update', { ad_storage: 'denied' }])
    expect(asPhpReads(await nextCookieHeader(page, PAGES.shop!))).toEqual({ facebook: false, ga: false, bing: false, pinterest: false, gtm: false, reddit: false })
  })
})
