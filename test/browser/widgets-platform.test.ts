/**
 * The widget platform's parts (islands/widgets/platform/) in Chromium, run by the loader against the stand-in widget
 * host, which records every request: `#zbstop` loads nothing and says so; `#zbrefresh` clears the stored state and
 * reloads once; the advanced-discount widget's checkout goes to the draft order's invoice, to the shop's checkout on
 * `offers: false`, and after 20 s without an answer (on the page's clock); the email dialog by keyboard, axe-clean;
 * stats only after the first mouse movement.
 */
import { describe, expect, it } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { expectNoAxeViolations, useBrowser, underStrictCsp } from './browser'

const b = useBrowser()

const LISTING = '/pood/'
const DISCOUNT = '5a1e0d15'
const CONTACT = 'c0a7ac7f'

const hostRequests = (): Request[] => b.requests.filter((r) => r.url().startsWith(`${b.thirdParty}/zotabox/`))
const initialized = (page: Page) => expect.poll(() => page.evaluate(() => window.Zotabox?.initialized === true), { timeout: 15_000 }).toBe(true)
const loaderLoaded = () => expect.poll(() => b.requests.some((r) => /widget-loader\.\w+\.js$/.test(r.url())), { timeout: 15_000 }).toBe(true)
/** Whether the page went to the shop's checkout (with an empty cart the shop then sends it on to the cart page). */
const wentToCheckout = () => b.requests.some((r) => r.isNavigationRequest() && r.url() == `${b.shop}/kassa/`)
const posts = (path: string): Request[] => hostRequests().filter((r) => r.method() == 'POST' && new URL(r.url()).pathname == path)

function consoleOf(page: Page): string[] {
  const lines: string[] = []
  page.on('console', (message) => void lines.push(message.text()))
  return lines
}

/**
 * Opens a widget's panel by its launcher and presses the panel's button, by keyboard (the stand-in's discount panel
 * opens under the contact widget's launcher, which would take a pointer's click).
 */
async function press(page: Page, widget: string, button: string): Promise<void> {
  await page.locator(`#zbwid-${widget} .ztb-launcher`).press('Enter')
  await page.locator(`#zbwid-${widget} ${button}`).press('Enter')
}

describe('widget platform: address switches', () => {
  it('#zbstop: the loader fetches nothing from the widget host, and says so', async () => {
    const page = await b.page({ consent: 'accepted' })
    const said = consoleOf(page)
    await page.goto(`${LISTING}#zbstop`)
    await loaderLoaded()
    await expect.poll(() => said).toContain('Saar: widget loading stopped (#zbstop)')
    await page.waitForLoadState('networkidle')
    await b.flushRequests(page)
    expect(hostRequests().map((r) => r.url())).toEqual([])
    expect(await page.locator('[id^=zbwid-]').count()).toBe(0)
    expect(said.filter((line) => line.includes('#zbstop'))).toHaveLength(1)
  })

  it('#zbrefresh: asks the host to refresh, clears the stored state and reloads once, without the hash; the reloaded page loads the widgets', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto(`${LISTING}?gclid=first-click`)
    await initialized(page)
    await page.evaluate(() => {
      localStorage.setItem('_ZB_STATIC_SS_widgets', '{"seen":1}')
      localStorage.setItem('_ZB_STATS_SS_c0a7ac7f_view', '1')
    })
    const address = `${b.shop}${LISTING}?lehekulg=2`
    await page.goto(`${address}#zbrefresh`)
    const loads = () => b.requests.filter((r) => r.isNavigationRequest() && r.url().startsWith(address)).length
    await expect.poll(loads, { timeout: 15_000 }).toBe(2)
    await initialized(page)
    expect(page.url()).toBe(address)
    const kept = await page.evaluate(() => ['_ZB_STATIC_SS_widgets', '_ZB_STATS_SS_c0a7ac7f_view', '_ZB_STATIC_GCLID'].map((k) => localStorage.getItem(k)))
    expect(kept).toEqual([null, null, 'first-click'])
    await b.flushRequests(page)
    expect(loads(), 'no second reload').toBe(2)
    // The host was asked to refresh the domain's files, once.
    expect(hostRequests().filter((r) => r.url().includes('/refresh/')).map((r) => new URL(r.url()).pathname)).toEqual(['/zotabox/static/refresh/a1b2c3d4e5f60718'])
  })
})

describe('widget platform: test mode and the editor', () => {
  const bootstraps = () => hostRequests().map((r) => new URL(r.url()).pathname).filter((p) => p.endsWith('/widgets.js'))

  it('testing_domain loads that domain for the tab’s next pages too, until exit_testing; a hostile id is ignored', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto(`${LISTING}?testing_domain=fa17ed0000000002`)
    await initialized(page)
    await page.goto(`${LISTING}?lehekulg=2`)
    await initialized(page)
    await page.goto(`${LISTING}?exit_testing`)
    await initialized(page)
    await page.goto(`${LISTING}?testing_domain=${encodeURIComponent('../../evil')}`)
    await initialized(page)
    expect(bootstraps()).toEqual([
      '/zotabox/static/f/a/fa17ed0000000002/widgets.js',
      '/zotabox/static/f/a/fa17ed0000000002/widgets.js',
      '/zotabox/static/a/1/a1b2c3d4e5f60718/widgets.js',
      '/zotabox/static/a/1/a1b2c3d4e5f60718/widgets.js',
    ])
  })

  it('a hash change to #/zotabox/ reloads the page, which loads the editor bootstrap and no data file (a preview)', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto(LISTING)
    await initialized(page)
    const before = hostRequests().length
    await page.evaluate(() => (location.hash = '#/zotabox/'))
    await expect.poll(() => b.requests.filter((r) => r.isNavigationRequest()).length, { timeout: 15_000 }).toBe(2)
    await initialized(page)
    const after = hostRequests().slice(before).map((r) => new URL(r.url()).pathname)
    expect(after).toContain('/zotabox/static/embed-widget/bootstrap.js')
    expect(after.filter((p) => p.includes('/data/'))).toEqual([])
    // An ordinary hash does not reload.
    await page.evaluate(() => (location.hash = '#tooted'))
    await b.flushRequests(page)
    expect(b.requests.filter((r) => r.isNavigationRequest())).toHaveLength(2)
  })
})

describe('widget platform: the draft checkout', () => {
  it('a draft order: the shopper goes to its invoice; the call carried the widget id without the shopper’s cookies', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto(LISTING)
    await initialized(page)
    await press(page, DISCOUNT, '.ztb-checkout')
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${b.thirdParty}/zotabox/invoice/1001`)
    const [call] = posts('/zotabox/actions/advanceddiscount/createcheckout')
    expect(call!.postData()).toBe(`advanced_discount_widget_id=${DISCOUNT}`)
    expect(await call!.headerValue('cookie')).toBeNull()
  })

  it('offers: false (the page’s zbad=0): the shopper goes to the shop’s checkout', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto(`${LISTING}?zbad=0`)
    await initialized(page)
    await press(page, DISCOUNT, '.ztb-checkout')
    await expect.poll(wentToCheckout, { timeout: 15_000 }).toBe(true)
    expect(posts('/zotabox/actions/advanceddiscount/createcheckout').map((r) => r.postData())).toEqual([`advanced_discount_widget_id=${DISCOUNT}&zbad=0`])
  })

  it('no answer in 20 s (page clock): the shopper goes to the shop’s checkout, and the console says why', async () => {
    const page = await b.page({ consent: 'accepted' })
    const said = consoleOf(page)
    // The host never answers.
    await page.route('**/advanceddiscount/createcheckout', () => {})
    await page.goto(LISTING)
    await initialized(page)
    await page.clock.install()
    await press(page, DISCOUNT, '.ztb-checkout')
    await expect.poll(() => posts('/zotabox/actions/advanceddiscount/createcheckout').length).toBe(1)
    await page.clock.runFor(19_000)
    await b.flushRequests(page)
    expect(wentToCheckout(), 'still waiting at 19 s').toBe(false)
    await page.clock.runFor(1_000)
    await expect.poll(wentToCheckout, { timeout: 15_000 }).toBe(true)
    expect(said).toContain('Saar: draft checkout timeout, going to the checkout')
  })
})

describe('widget platform: the email dialog', () => {
  it('opens with focus in its named field, is axe-clean, sends by keyboard, thanks, and gives focus back on Escape', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto(LISTING)
    await initialized(page)
    await press(page, CONTACT, '.ztb-email')
    const dialog = page.getByRole('dialog', { name: 'Kirjuta meile' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    const field = dialog.getByRole('textbox', { name: 'E-posti aadress' })
    await expect.poll(() => field.evaluate((el) => el == document.activeElement)).toBe(true)
    await expectNoAxeViolations(page, '.saar-widget-dialog')
    // Styled from the loader's own sheet: centred and fixed over the page.
    expect(await dialog.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    await page.keyboard.type('mari@example.ee')
    await page.keyboard.press('Enter')
    const thanks = dialog.getByText('Aitäh! Sinu aadress on saadetud.')
    await expect.poll(() => thanks.evaluate((el) => el == document.activeElement), { timeout: 15_000 }).toBe(true)
    const [post] = posts('/zotabox/actions/subscriber/add')
    expect(Object.fromEntries(new URLSearchParams(post!.postData() ?? ''))).toEqual({ domain_id: 'a1b2c3d4e5f60718', widget_id: CONTACT, email: 'mari@example.ee' })
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('ztb-email')
  })

  it('under the strict CSP: styled from its sheet, with no violation', async () => {
    const page = await b.page({ consent: 'accepted' })
    const violations = await underStrictCsp(page, b.shop)
    await page.goto(LISTING)
    await initialized(page)
    await press(page, CONTACT, '.ztb-email')
    const dialog = page.getByRole('dialog', { name: 'Kirjuta meile' })
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    expect(await violations()).toEqual([])
  })

  it('a refused address is said in the dialog and stays in the field', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto(LISTING)
    await initialized(page)
    await press(page, CONTACT, '.ztb-email')
    const dialog = page.getByRole('dialog', { name: 'Kirjuta meile' })
    const field = dialog.getByRole('textbox', { name: 'E-posti aadress' })
    // The browser's own check passes this one (a local part and a host); the host refuses it.
    await field.fill('mari@example ee')
    await field.evaluate((el: HTMLInputElement) => (el.type = 'text'))
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.getByRole('alert').textContent(), { timeout: 15_000 }).toBe('Aadressi ei õnnestunud saata. Palun proovi uuesti.')
    expect(await field.inputValue()).toBe('mari@example ee')
  })
})

describe('widget platform: captcha', () => {
  it('v3 (use_captcha 2): the library loads only when the email dialog posts, with the nonce under the strict CSP; its token goes with the address', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.context().addCookies([{ name: 'saar_csp', value: '1', url: b.shop }])
    await page.goto(`${LISTING}?testing_domain=ca9c4a0000000002`)
    await initialized(page)
    const captcha = () => b.requests.filter((r) => r.url().startsWith(`${b.thirdParty}/recaptcha/`)).map((r) => r.url())
    await press(page, CONTACT, '.ztb-email')
    const dialog = page.getByRole('dialog', { name: 'Kirjuta meile' })
    await dialog.getByRole('textbox', { name: 'E-posti aadress' }).fill('mari@example.ee')
    await b.flushRequests(page)
    expect(captcha(), 'nothing before the post').toEqual([])
    await page.keyboard.press('Enter')
    await expect.poll(() => posts('/zotabox/actions/subscriber/add').length, { timeout: 15_000 }).toBe(1)
    expect(captcha()).toEqual([`${b.thirdParty}/recaptcha/api.js?render=saar-stand-in-v3`])
    const own = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="/widgets."]:not([data-saar])')!.nonce)
    expect(await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="/recaptcha/"]')!.nonce)).toBe(own)
    const body = new URLSearchParams(posts('/zotabox/actions/subscriber/add')[0]!.postData() ?? '')
    expect([body.get('email'), body.get('g-recaptcha-response')]).toEqual(['mari@example.ee', 'v3:saar-stand-in-v3:email'])
  })

  it('v2 (use_captcha 1): the checkbox in the dialog; the address goes once it is ticked, with its token', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto(`${LISTING}?testing_domain=ca9c4a0000000001`)
    await initialized(page)
    await press(page, CONTACT, '.ztb-email')
    const dialog = page.getByRole('dialog', { name: 'Kirjuta meile' })
    await dialog.getByRole('textbox', { name: 'E-posti aadress' }).fill('mari@example.ee')
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Palun kinnita enne saatmist, et sa pole robot.')
    await b.flushRequests(page)
    expect(posts('/zotabox/actions/subscriber/add'), 'not before the checkbox').toEqual([])
    await dialog.getByRole('button', { name: 'Ma ei ole robot' }).click()
    await expect.poll(() => posts('/zotabox/actions/subscriber/add').length, { timeout: 15_000 }).toBe(1)
    expect(new URLSearchParams(posts('/zotabox/actions/subscriber/add')[0]!.postData() ?? '').get('g-recaptcha-response')).toBe('v2:saar-stand-in-v2')
    await expect.poll(() => dialog.getByText('Aitäh! Sinu aadress on saadetud.').isVisible()).toBe(true)
    await expectNoAxeViolations(page, '.saar-widget-dialog')
  })
})

describe('widget platform: share counts', () => {
  it('Facebook’s through the host, Pinterest’s and LinkedIn’s from their services, all by asynchronous fetch; Google Plus’s 0 without a request', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto(`${LISTING}?testing_domain=5ba4e00000000001`)
    await initialized(page)
    const counts = () => page.locator('.ztb-share li').allTextContents()
    await expect.poll(counts, { timeout: 15_000 }).toEqual(['facebook: 20', 'pinterest: 7', 'linkedin: 7', 'googleplus: 0'])
    const asked = b.requests.filter((r) => /\/sharecount\/|\/share\//.test(r.url()))
    const url = encodeURIComponent(page.url())
    expect(asked.map((r) => r.url().replace(b.thirdParty, '')).sort()).toEqual(
      [`/share/linkedin?url=${url}`, `/share/pinterest?url=${url}`, `/zotabox/actions/sharecount/getfacebooksharecount?url=${url}`].sort(),
    )
    expect(asked.map((r) => [r.method(), r.resourceType()])).toEqual(asked.map(() => ['GET', 'fetch']))
  })
})

describe('widget platform: the mobile button', () => {
  it('shows only on a small screen (the sheet’s media query), fixed, and works by keyboard', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.setViewportSize({ width: 1200, height: 800 })
    await page.goto(`${LISTING}?testing_domain=5ba4e00000000001`)
    await initialized(page)
    const button = page.locator('button.saar-widget-mobile-button')
    await expect.poll(() => button.count()).toBe(1)
    await expect.poll(() => button.isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Jaga' }).count(), 'not even for a screen reader').toBe(0)
    await page.setViewportSize({ width: 390, height: 800 })
    await expect.poll(() => button.isVisible()).toBe(true)
    expect(await button.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).zIndex])).toEqual(['fixed', '970'])
    await page.getByRole('button', { name: 'Jaga' }).press('Enter')
    await expect.poll(() => page.locator('.ztb-share').isVisible()).toBe(false)
    await expectNoAxeViolations(page, '.saar-widget-mobile-button')
  })
})

describe('widget platform: stats', () => {
  it('nothing is posted until the visitor first moves the mouse; then once', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto(LISTING)
    await initialized(page)
    await page.waitForLoadState('networkidle')
    await b.flushRequests(page)
    expect(posts('/zotabox/stats/api/')).toEqual([])
    await page.mouse.move(200, 200)
    await page.mouse.move(260, 240)
    await expect.poll(() => posts('/zotabox/stats/api/').length).toBeGreaterThan(0)
    await b.flushRequests(page)
    const bodies = posts('/zotabox/stats/api/').map((r) => Object.fromEntries(new URLSearchParams(r.postData() ?? '')))
    expect(bodies.filter((body) => !body.event)).toEqual([{ customer_id: '815', domain_id: '4711', version: '1.0.0-saar' }])
  })
})
