/**
 * Each consent tool's stand-in (php-stub/shop/cmp/, `?cmp=<name>`) with Saar in Chromium: on every page type, before
 * the visitor answers in the tool, Saar has found the tool (its reader loaded, nothing decided), requests nothing of
 * a third party, writes no tracking cookie and never opens its own banner; accepting in the tool stores the choice as
 * PixelYourSite's `pys_consent` (the next request carries it to the server) and the pixels load; revoking in the tool
 * stores the denial and expires the tracking cookies. Global Privacy Control denies marketing under a tool that
 * grants all. One context per tool, several pages each; the requests and cookies are this context's own.
 */
import { describe, expect, it } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'
import { decodeChoice, STORED_COOKIE } from '../../islands/tracking/consent/stored'
import { TRACKING_COOKIES } from '../../islands/tracking/consent/forget'
import type { Choice } from '../../islands/tracking/consent/types'

const b = useBrowser()

/** A stand-in tool: its `?cmp=` name, the adapter that reads it, and its buttons (the tool's own classes and ids). */
interface Tool {
  cmp: string
  adapter: string
  accept: string
  reject: string
  reopen: string
}

const TOOLS: Tool[] = [
  { cmp: 'cookiebot', adapter: 'cookiebot', accept: '#CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll', reject: '#CybotCookiebotDialogBodyButtonDecline', reopen: '#CookiebotWidget' },
  { cmp: 'cookieyes', adapter: 'cookieyes', accept: '.cky-btn-accept', reject: '.cky-btn-reject', reopen: '.cky-btn-revisit' },
  { cmp: 'cookie-law-info', adapter: 'cookieyes', accept: '#wt-cli-accept-all-btn', reject: '#cookie_action_close_header_reject', reopen: '#cookie-law-info-again' },
  { cmp: 'complianz', adapter: 'complianz', accept: '.cmplz-btn.cmplz-accept', reject: '.cmplz-btn.cmplz-deny', reopen: '.cmplz-manage-consent' },
  { cmp: 'real-cookie-banner', adapter: 'real-cookie-banner', accept: '[data-rcb="all"]', reject: '[data-rcb="essentials"]', reopen: '.saar-cmp-reopen' },
  { cmp: 'cookie-notice', adapter: 'cookie-notice', accept: '#cn-accept-cookie', reject: '#cn-refuse-cookie', reopen: '.cn-revoke-cookie' },
  { cmp: 'consentmagic', adapter: 'consentmagic', accept: '.cs_action_btn[data-cs_action="allow_all"]', reject: '.cs_action_btn[data-cs_action="disable_all"]', reopen: '.cs-info-sticky-button' },
  { cmp: 'tcf', adapter: 'tcf', accept: '.fc-cta-consent', reject: '.fc-cta-do-not-consent', reopen: '.fc-revoke' },
  { cmp: 'consent-mode', adapter: 'google-consent-mode', accept: '.consent-grant', reject: '.consent-deny', reopen: '.consent-mode-reopen' },
]

/** Every page type; the product page last, where the visitor answers. */
const PAGES = ['/pood/', '/brandid/', '/ostukorv/', '/kassa/?add-to-cart=101', '/minu-konto/', '/blogi/saunakultuur/', '/toode/villased-sokid/']

type Core = { $consent: { get(): { decided: boolean; source: string } }; isProvided(name: string): boolean }
const consentState = (page: Page) =>
  page.evaluate(() => {
    const core = (window as unknown as { saar?: { core: Core } }).saar?.core
    return core && { ...core.$consent.get(), reader: core.isProvided('consent-adapters') }
  })

const isTracking = (name: string): boolean => TRACKING_COOKIES.some((c) => (c.endsWith('*') ? name.startsWith(c.slice(0, -1)) : name == c))
const trackingCookies = async (page: Page): Promise<string[]> => (await page.context().cookies()).map((c) => c.name).filter(isTracking)
const stored = async (page: Page): Promise<Choice | undefined> => {
  const value = (await page.context().cookies()).find((c) => c.name == STORED_COOKIE)?.value
  return value ? decodeChoice(decodeURIComponent(value)) : undefined
}
const thirdParty = (requests: Request[]): string[] => requests.map((r) => r.url()).filter((url) => url.startsWith(b.thirdParty))

/** Opens a page and waits until Saar has found the tool and its reader is here; the tool's banner asks. */
async function openUndecided(page: Page, tool: Tool, path: string): Promise<void> {
  await page.goto(path)
  await page.locator(tool.accept).waitFor({ state: 'visible' })
  await expect.poll(() => consentState(page)).toMatchObject({ decided: false, source: tool.adapter, analytics: false, marketing: false, reader: true })
}

describe('consent tools', () => {
  for (const tool of TOOLS)
    it(`${tool.cmp}: nothing before the answer on every page type, the pixels after accepting, the cookies gone after revoking`, async () => {
      const page = await b.page({ consent: 'undecided' })
      for (const [i, path] of PAGES.entries()) {
        await openUndecided(page, tool, i == 0 ? `${path}?cmp=${tool.cmp}` : path)
        expect(thirdParty(b.requests), path).toEqual([])
        expect(await trackingCookies(page), path).toEqual([])
        expect(await stored(page), path).toBeUndefined()
        // The tool asks; Saar's own banner never comes.
        expect(b.requests.map((r) => r.url()).filter((url) => url.includes('/consent-banner.')), path).toEqual([])
        if (i == 0) await expectNoAxeViolations(page, '.saar-cmp-banner')
      }

      await page.locator(tool.accept).click()
      await expect.poll(() => stored(page)).toMatchObject({ analytics: true, marketing: true })
      await expect.poll(() => thirdParty(b.requests).some((url) => url.includes('/fb/fbevents.js'))).toBe(true)
      await expect.poll(() => thirdParty(b.requests).some((url) => url.includes('/ga/gtag/js'))).toBe(true)
      await expect.poll(() => trackingCookies(page)).not.toEqual([])
      // The server reads it: the next page's request carries the choice.
      const next = page.waitForRequest((r) => r.url().endsWith('/ostukorv/'))
      await page.goto('/ostukorv/')
      const cookie = (await (await next).allHeaders()).cookie ?? ''
      const sent = /(?:^|; )pys_consent=([^;]+)/.exec(cookie)?.[1]
      expect(sent && decodeChoice(decodeURIComponent(sent))).toMatchObject({ analytics: true, marketing: true })

      await page.locator(tool.reopen).click()
      await page.locator(tool.reject).click()
      await expect.poll(() => stored(page)).toMatchObject({ analytics: false, marketing: false })
      await expect.poll(() => trackingCookies(page)).toEqual([])
    })
})

describe("a returning visitor's answer, kept by the tool", () => {
  it("CookieYes's analytics without advertisement: Google analytics loads, the ad pixels do not", async () => {
    const page = await b.page({ consent: 'undecided' })
    const value = 'consentid:c1,consent:yes,action:yes,necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no'
    await page.context().addCookies([{ name: 'cookieyes-consent', value, url: b.shop, sameSite: 'Lax' }])
    await page.goto('/toode/villased-sokid/?cmp=cookieyes')
    await page.locator('.cky-btn-revisit').waitFor({ state: 'visible' })
    await expect.poll(() => stored(page)).toMatchObject({ analytics: true, marketing: false })
    await expect.poll(() => thirdParty(b.requests).some((url) => url.includes('/ga/gtag/js'))).toBe(true)
    expect(thirdParty(b.requests).filter((url) => /\/(fb|pinterest|bing)\//.test(url))).toEqual([])
  })
})

describe('ad pixels by the advertisement category', () => {
  it("Cookie Law Info's bar with analytics ticked, advertisement not: Google analytics loads, the ad pixels do not", async () => {
    const page = await b.page({ consent: 'undecided' })
    const tool = TOOLS.find((t) => t.cmp == 'cookie-law-info')!
    await openUndecided(page, tool, `/toode/villased-sokid/?cmp=${tool.cmp}`)
    await page.getByRole('checkbox', { name: 'Analüütika' }).check()
    await page.locator('#cookie_action_close_header').click()
    await expect.poll(() => stored(page)).toMatchObject({ analytics: true, marketing: false })
    await expect.poll(() => thirdParty(b.requests).some((url) => url.includes('/ga/gtag/js'))).toBe(true)
    expect(thirdParty(b.requests).filter((url) => /\/(fb|pinterest|bing)\//.test(url))).toEqual([])
  })
})

describe('Global Privacy Control', () => {
  it('denies marketing when the tool grants all: no Meta pixel, Google analytics still', async () => {
    const page = await b.page({ consent: 'undecided' })
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }))
    const tool = TOOLS.find((t) => t.cmp == 'cookieyes')!
    await openUndecided(page, tool, `/toode/villased-sokid/?cmp=${tool.cmp}`)
    await page.locator(tool.accept).click()
    await expect.poll(() => stored(page)).toMatchObject({ analytics: true, marketing: false })
    await expect.poll(() => thirdParty(b.requests).some((url) => url.includes('/ga/gtag/js'))).toBe(true)
    expect(thirdParty(b.requests).filter((url) => /\/(fb|pinterest|bing)\//.test(url))).toEqual([])
  })
})
