/**
 * WooCommerce's coming-soon banner on the stand-in (the logged-in demo user, `?coming_soon=1`): dismissed by click
 * and by keyboard, the call the stand-in received, the banner gone on a refused call too, axe-clean; and beside
 * woocommerce.js (`?stock=1`), one handler: the stock one.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()

interface RestCall {
  route: string
  contentType: string
  nonce: string
  body: string
}

/** The user updates the stand-in's REST route took with this nonce. */
const received = async (nonce: string): Promise<RestCall[]> =>
  ((await (await fetch(`${b.shop}/__saar/rest-calls`)).json()) as RestCall[]).filter((c) => c.nonce === nonce)
const dismissCalls = () => b.requests.filter((r) => r.method() === 'POST' && r.url().includes('/wp-json/wp/v2/users/'))

/** A fresh page, logged in as the demo user (the shop manager), on `path` with the store in coming-soon mode. */
async function asManager(path: string): Promise<Page> {
  const page = await b.page()
  await page.goto('/minu-konto/')
  await page.fill('form.login #username', 'demo')
  await page.fill('form.login #password', 'demo')
  await Promise.all([page.waitForURL('**/minu-konto/**'), page.click('form.login button[name=login]')])
  await page.goto(path)
  return page
}

const banner = (page: Page) => page.locator('#coming-soon-footer-banner')
const dismiss = (page: Page) => page.locator('#coming-soon-footer-banner > a.coming-soon-footer-banner-dismiss')

describe('coming-soon banner', () => {
  it('dismisses by click: one JSON POST with the nonce, the stand-in stores it, the banner goes and stays gone', async () => {
    const page = await asManager('/pood/?coming_soon=1')
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    await expect.poll(() => dismiss(page).getAttribute('role')).toBe('button')
    await expectNoAxeViolations(page)
    const nonce = (await dismiss(page).getAttribute('data-rest-nonce'))!
    const before = await dismiss(page).boundingBox()
    // Where the page's content is, to the pixel: the banner is fixed over it, so its going moves nothing.
    const layout = () => page.evaluate(() => ['main', '#footer', '#top-link'].map((s) => document.querySelector(s)!.getBoundingClientRect().toJSON() as DOMRect))
    const laidOut = await layout()
    await dismiss(page).click()
    await expect.poll(() => banner(page).isVisible()).toBe(false)
    expect(before).toMatchObject({ width: 24, height: 24 }) // what a mouse user sees, as WooCommerce styles it
    expect(await layout()).toEqual(laidOut)
    expect(dismissCalls()).toHaveLength(1)
    expect(dismissCalls()[0]!.headers()['x-wp-nonce']).toBe(nonce)
    await expect.poll(() => received(nonce)).toEqual([
      { time: expect.any(Number), route: '/wp-json/wp/v2/users/1', contentType: 'application/json', nonce, body: '{"woocommerce_meta":{"coming_soon_banner_dismissed":"yes"}}' },
    ])
    await page.goto('/ostukorv/')
    await expect.poll(() => page.locator('main, #main').first().isVisible()).toBe(true)
    expect(await banner(page).count()).toBe(0)
  })

  it('dismisses by keyboard (Tab reaches it, Enter), announces it and puts focus on the main content', async () => {
    const page = await asManager('/pood/?coming_soon=1')
    await expect.poll(() => dismiss(page).getAttribute('tabindex')).toBe('0')
    // Tab from the banner's settings link, the element before it, reaches the dismiss button.
    await banner(page).locator('.coming-soon-footer-banner__content a').focus()
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('coming-soon-footer-banner-dismiss')
    expect(await dismiss(page).getAttribute('aria-label')).toBe('Sulge')
    await page.keyboard.press('Enter')
    await expect.poll(() => banner(page).isVisible()).toBe(false)
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('main, #main, [role=main]'))).toBe(true)
    await expect.poll(() => page.locator('.saar-live-region[aria-live=polite]').textContent()).toBe('Teade on suletud.')
    expect(dismissCalls()).toHaveLength(1)
    await expectNoAxeViolations(page)
  })

  it('still hides the banner when the stand-in refuses the call (a stale nonce: 403), and says so on the console', async () => {
    const page = await asManager('/pood/?coming_soon=1')
    const warnings: string[] = []
    page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())))
    await expect.poll(() => dismiss(page).getAttribute('role')).toBe('button')
    await dismiss(page).evaluate((el) => el.setAttribute('data-rest-nonce', 'stale'))
    const answer = page.waitForResponse((r) => r.url().includes('/wp-json/wp/v2/users/'))
    await dismiss(page).focus()
    await page.keyboard.press('Space')
    expect((await answer).status()).toBe(403)
    await expect.poll(() => banner(page).isVisible()).toBe(false)
    await expect.poll(() => warnings.some((w) => w.includes('coming-soon dismissal failed'))).toBe(true)
    expect(await received('stale')).toEqual([])
    // Not stored: the next page has it again.
    await page.goto('/pood/')
    await expect.poll(() => banner(page).isVisible()).toBe(true)
  })

  it('beside woocommerce.js (?stock=1) leaves the link to it: one form-encoded call, the banner hidden', async () => {
    const page = await asManager('/pood/?stock=1&coming_soon=1')
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    await expect.poll(() => page.evaluate(() => typeof (window as { jQuery?: { fn?: unknown } }).jQuery?.fn)).toBe('object')
    const nonce = (await dismiss(page).getAttribute('data-rest-nonce'))!
    await dismiss(page).click()
    await expect.poll(() => banner(page).isVisible()).toBe(false)
    await expect.poll(() => received(nonce)).toHaveLength(1)
    await b.flushRequests(page)
    expect(dismissCalls()).toHaveLength(1)
    expect((await received(nonce))[0]).toMatchObject({ contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/), body: 'woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes' })
    // Saar stood down: the link is as WooCommerce printed it.
    expect(await dismiss(page).getAttribute('role')).toBeNull()
  })
})
