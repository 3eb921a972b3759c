/**
 * Chromium for browser tests: Debian's package driven by playwright-core (never a downloaded browser), one browser
 * per test file, a fresh context per test. Also: axe-core checks and a record of requests leaving the page.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from 'playwright-core'
import { AxeBuilder } from '@axe-core/playwright'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { encodeChoice, STORED_COOKIE } from '../../islands/tracking/consent/stored'

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium'
}

/** Chromium; `scrollbars` keeps the classic scrollbars that take room (headless hides them by default). */
export function launchChromium({ scrollbars = false } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true, ...(scrollbars && { ignoreDefaultArgs: ['--hide-scrollbars'] }) })
}

/**
 * The visitor's tracking consent when a test's page opens: a stored choice (PixelYourSite's `pys_consent` cookie,
 * everything denied or everything granted) or none, so Saar's banner asks.
 */
export type ConsentOption = 'rejected' | 'undecided' | 'accepted'

export interface BrowserTest {
  /**
   * A fresh page in a fresh context (cookies, storage) for each test. `consent` defaults to 'rejected' (a stored
   * choice, all denied), so tests of other features never see the consent banner or the pixels; tracking's tests
   * ask for what they need.
   */
  page(options?: {
    reducedMotion?: 'reduce' | 'no-preference'
    locale?: string
    device?: Pick<BrowserContextOptions, 'viewport' | 'isMobile' | 'hasTouch'>
    consent?: ConsentOption
    /** Accepts the stand-in's test-only certificate (its third parties over TLS, php-stub/shop/tls/). */
    ignoreHTTPSErrors?: boolean
    /**
     * Lets the recent-purchase popup run. By default its close cookie (`woo_notification_close`) keeps it away, Saar's
     * and the stock stand-in's alike, so a test of another feature never finds the popup's first message in the
     * page's polite live region, where it lands 5 s in, nor its box over the page.
     */
    popup?: boolean
  }): Promise<Page>
  /** Every request the current page made, in order. */
  requests: Request[]
  /**
   * Resolves once a request the page starts now has been recorded, and with it every request the page started
   * before: the positive sign after which a test may say that something was NOT asked for (never a sleep).
   */
  flushRequests(page: Page): Promise<void>
  shop: string
  thirdParty: string
}

/** Sets up Chromium for a test file (with scrollbars that take room, as a desktop browser's, when asked). */
export function useBrowser(options: { scrollbars?: boolean } = {}): BrowserTest {
  let browser: Browser
  let context: BrowserContext | undefined
  let flushes = 0
  const state: BrowserTest = {
    shop: inject('shopUrl'),
    thirdParty: inject('thirdPartyUrl'),
    requests: [],
    async page(options = {}) {
      await closeContext()
      context = await browser.newContext({
        ...options.device,
        reducedMotion: options.reducedMotion ?? 'no-preference',
        locale: options.locale ?? 'et-EE',
        baseURL: state.shop,
        ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? false,
      })
      const consent = options.consent ?? 'rejected'
      if (consent != 'undecided') {
        const granted = consent == 'accepted'
        const value = encodeURIComponent(encodeChoice({ analytics: granted, marketing: granted }))
        await context.addCookies([{ name: STORED_COOKIE, value, url: state.shop, sameSite: 'Lax' }])
      }
      if (!options.popup) await context.addCookies([{ name: 'woo_notification_close', value: '1', url: state.shop, sameSite: 'Lax' }])
      const page = await context.newPage()
      state.requests = []
      page.on('request', (r) => state.requests.push(r))
      page.on('pageerror', (error) => pageErrors.push(error))
      return page
    },
    async flushRequests(page) {
      // Cookie-less, so the marker request changes nothing of the visitor's session.
      const marker = `/?saar-flush=${++flushes}`
      await page.evaluate((url) => fetch(url, { credentials: 'omit' }).then(() => undefined, () => undefined), marker)
      await expect.poll(() => state.requests.some((r) => r.url().endsWith(marker))).toBe(true)
    },
  }
  const pageErrors: Error[] = []
  /**
   * Closes the test's context without waiting on its route handlers. Playwright's close waits for handlers still
   * running, and a test's held-back file may still be answering (route.abort or continue) for a page that a form
   * post has just navigated away: that call can hang, and close with it (a 60 s hook timeout in a CI run).
   */
  async function closeContext(): Promise<void> {
    if (!context) return
    const closing = context
    context = undefined
    await Promise.all(closing.pages().map((p) => p.unrouteAll({ behavior: 'ignoreErrors' })))
    await closing.unrouteAll({ behavior: 'ignoreErrors' })
    // On a busy machine Chromium's close of a context whose page is mid-navigation (a checkout just reached) has hung
    // past the hook's 60 s, though the test had passed. Then the whole browser goes, and the next test gets a new one:
    // what the test saw is not touched, and the next one never shares a wedged browser.
    let timer: ReturnType<typeof setTimeout> | undefined
    const closed = await Promise.race([closing.close().then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 20_000)))])
    clearTimeout(timer)
    if (!closed) {
      console.warn('[browser tests] a context did not close in 20 s: Chromium is restarted')
      await browser.close().catch(() => {})
      browser = await launchChromium(options)
    }
  }
  beforeAll(async () => {
    browser = await launchChromium(options)
  })
  afterEach(async () => {
    await closeContext()
    // An uncaught error in the page is a failure of the test that caused it.
    expect(pageErrors.splice(0).map(String)).toEqual([])
  })
  afterAll(async () => {
    await browser?.close()
  })
  return state
}


/** The built file of script or on-demand bundle `name` (its content hash in the name), as a request's URL ends. */
export const builtFile = (name: string): RegExp => new RegExp(`/${name}\\.[0-9a-f]+\\.js$`)

/**
 * Holds the built file `name` back until the returned function is called: a slow network for that file, which then
 * arrives, or with `'abort'` fails (a network that gave up).
 */
export async function holdBack(page: Page, name: string, then: 'continue' | 'abort' = 'continue'): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(builtFile(name), async (route) => {
    await released
    await (then === 'abort' ? route.abort() : route.continue())
  })
  return release
}

/**
 * Resolves once the page's idle work has had its turn: Saar's `whenIdle` (src/idle.ts) runs at the first idle moment
 * after DOMContentLoaded and 1.5 s after it at the latest, so 3 s into the page and one more idle callback are past it.
 * Then a test may say what the page did NOT fetch before any interaction (with flushRequests after it).
 */
export async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const wait = (): void => void (performance.now() > 3000 ? requestIdleCallback(() => resolve()) : setTimeout(wait, 100))
        wait()
      }),
  )
}

/**
 * Waits until the page has stopped scrolling: no jQuery animation running (WooCommerce's `scroll_to_notices` animates
 * the scroll for a second after each cart answer) and the same scroll position over six frames (a smooth scroll).
 * A click aimed while the page moves can land beside its target, as a shopper's would.
 */
export async function scrollAtRest(page: Page): Promise<void> {
  const still = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const timers = (window as unknown as { jQuery?: { timers?: unknown[] } }).jQuery?.timers
          if (timers?.length) return resolve(false)
          const y = scrollY
          let frames = 0
          const step = () => (scrollY !== y ? resolve(false) : ++frames >= 6 ? resolve(true) : requestAnimationFrame(step))
          requestAnimationFrame(step)
        }),
    )
  await expect.poll(still).toBe(true)
}

/**
 * Puts the page's context under the stand-in's strict CSP (`saar_csp`: `script-src` and `style-src` with a nonce per
 * response) and records every violation its documents report; call before the first navigation. Returns a reader
 * of the violations so far (`<directive> blocked <URL or inline>`).
 */
export async function underStrictCsp(page: Page, shop: string): Promise<() => Promise<string[]>> {
  await page.context().addCookies([{ name: 'saar_csp', value: '1', url: shop }])
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, 'cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`))
  })
  return () => page.evaluate(() => [...(window as unknown as { cspViolations: string[] }).cspViolations])
}

/**
 * Runs axe-core (WCAG 2.2 AA rules) on the page and fails with the violations' ids and targets. It first lets the
 * page's finite CSS animations and transitions end (a fade-in is on the real clock, not the page's): colour contrast
 * is judged on what the shopper sees once they have, not on a half-faded frame.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
