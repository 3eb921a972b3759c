/**
 * The recent-purchase popup and the widget loader beside their stock front ends (`?stock=1`: the stand-ins of
 * VillaTheme's woo-notification.js with its `#message-purchased`, and of Zotabox's embed code as an owner pastes it
 * into Flatsome's footer scripts, php-stub/shop/stock.ts): exactly one popup and one loader act. The visitor has
 * accepted tracking, so Saar's would act; beside the stock ones they stand down and the console says so once each.
 * In the default mode (what Saar's plugin serves: VillaTheme's script and markup and Zotabox's printed code gone)
 * only Saar's act.
 *
 * The popup's timers run on the page's clock. Requests are counted after a positive sign that the action is done,
 * and after every request made by then has been seen (`flushRequests`).
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()

const POPUP_LINE = 'Saar: recent-purchase popup left to Notification for WooCommerce (woo_notification)'
const LOADER_LINE = "Saar: widget loader left to Zotabox's embed code (#zb-embed-code)"

/** A page on the page clock, with the visitor's consent given, whose console lines are kept. */
async function pageWithConsole(): Promise<{ page: Page; lines: string[] }> {
  const page = await b.page({ consent: 'accepted', popup: true })
  await page.clock.install()
  const lines: string[] = []
  page.on('console', (m) => lines.push(m.text()))
  return { page, lines }
}

/** The popup data calls the page made (admin-ajax `woonotification_get_product`), from its `from`th request on. */
const popupCalls = (from = 0) =>
  b.requests.slice(from).filter((r) => r.url().includes('admin-ajax.php') && new URLSearchParams(r.postData() ?? '').get('action') === 'woonotification_get_product')
/** The page's requests for a domain's bootstrap on the widget host (`…/<c1>/<c2>/<id>/widgets.js`). */
const bootstraps = () => b.requests.filter((r) => r.url().startsWith(b.thirdParty) && /\/zotabox\/static\/\w\/\w\/\w+\/widgets\.js$/.test(new URL(r.url()).pathname))
/** Every request the page made to the widget host. */
const widgetHost = () => b.requests.filter((r) => r.url().startsWith(`${b.thirdParty}/zotabox/`))

/** Advances the page clock a second at a time until `done` holds (the popup's data call answers in real time). */
async function runUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(async () => {
      if (await done()) return true
      await page.clock.runFor(1000)
      return done()
    })
    .toBe(true)
}

describe('beside the stock popup and widget loader (?stock=1)', () => {
  it("VillaTheme's popup and Zotabox's loader act, once each; Saar's stand down and say so once", async () => {
    const { page, lines } = await pageWithConsole()
    await page.goto('/pood/?stock=1')
    expect(await page.evaluate(() => typeof (window as unknown as { woo_notification?: unknown }).woo_notification)).toBe('object')

    // Zotabox's code injects its loader from the widget host, once.
    await expect.poll(() => bootstraps().length).toBe(1)
    expect(await page.locator('script#zb-embed-code').count()).toBe(1)
    expect(await page.locator('script#zb-embed-code').getAttribute('data-saar')).toBeNull()

    // VillaTheme's popup shows a purchase in its #message-purchased after its initial delay.
    const stockPopup = page.locator('#message-purchased')
    await runUntil(page, () => stockPopup.isVisible())
    await expect.poll(() => stockPopup.locator('.wn-notification-message-container a').textContent()).toBeTruthy()

    // Past the longest initial delay and a whole display: Saar's popup never showed, and said why once.
    await page.clock.runFor(10_000)
    await expect.poll(() => lines.filter((l) => l === LOADER_LINE).length).toBe(1)
    // Saar's popup decides when its on-demand part starts (the first load is only a timer, 300 B).
    await expect.poll(() => lines.filter((l) => l === POPUP_LINE).length).toBe(1)
    await b.flushRequests(page)
    expect(await page.locator('.saar-wn').count()).toBe(0)
    expect(popupCalls()).toHaveLength(1)
    expect(bootstraps()).toHaveLength(1)
    expect(widgetHost().map((r) => new URL(r.url()).pathname)).toEqual([new URL(bootstraps()[0]!.url()).pathname])
    expect(await page.locator('script#zb-embed-code').count()).toBe(1)
  })

  it("the stock popup's close control hides it for the shop's time_close, and Saar's stays down on the next page", async () => {
    const { page, lines } = await pageWithConsole()
    await page.goto('/pood/?stock=1')
    const stockPopup = page.locator('#message-purchased')
    await runUntil(page, () => stockPopup.isVisible())
    await page.click('#notify-close')
    await expect.poll(() => stockPopup.isVisible()).toBe(false)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'woo_notification_close')
    expect(cookie?.value).toBe('1')

    const from = b.requests.length
    const fromLine = lines.length
    await page.goto('/pood/')
    await page.clock.runFor(70_000)
    await b.flushRequests(page)
    expect(await page.locator('.saar-wn').count()).toBe(0)
    expect(popupCalls(from)).toHaveLength(0)
    expect(lines.slice(fromLine).filter((l) => l === POPUP_LINE)).toHaveLength(0)
  })
})

describe("default mode (what Saar's plugin serves)", () => {
  it("only Saar's popup and loader act: no stock popup, markup or embed code, and nothing stands down", async () => {
    const { page, lines } = await pageWithConsole()
    await page.goto('/pood/')
    expect(await page.evaluate(() => 'woo_notification' in window)).toBe(false)
    expect(await page.locator('#message-purchased').count()).toBe(0)

    // Saar's popup shows a purchase after the initial delay, in its own box.
    const saarPopup = page.locator('.saar-wn:not(.saar-wn--out)')
    await runUntil(page, () => saarPopup.isVisible())
    await expect.poll(() => saarPopup.locator('.saar-wn-message a').count()).toBe(1)
    expect(await saarPopup.locator('.saar-wn-message a').textContent()).toBeTruthy()
    await expectNoAxeViolations(page)

    // Saar's loader loads the domain's bootstrap from the widget host, once.
    await expect.poll(() => bootstraps().length).toBe(1)
    await page.clock.runFor(10_000)
    await b.flushRequests(page)
    expect(popupCalls()).toHaveLength(1)
    expect(bootstraps()).toHaveLength(1)
    expect(await page.locator('script#zb-embed-code[data-saar]').count()).toBe(1)
    expect(await page.locator('script#zb-embed-code:not([data-saar])').count()).toBe(0)
    expect(lines.filter((l) => l === POPUP_LINE || l === LOADER_LINE)).toEqual([])
  })
})
