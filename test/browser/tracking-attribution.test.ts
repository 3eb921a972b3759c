/**
 * Order attribution in Chromium on the stand-in shop: no attribution cookie and no attribution bundle before
 * consent; consent given late on the landing page records that page (its UTMs, its referrer), and the checkout's
 * WooCommerce and PixelYourSite inputs are filled and posted with the order; a revocation on the page expires every
 * attribution cookie and empties the inputs; hostile UTM values end up as inert text, email addresses stripped.
 *
 * Consent comes as a shopper gives it: Saar's own banner (the stand-in has pixels on and no consent tool), its choices
 * to take it back, and the stored choice on the next pages.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()

/** Saar's banner, asking. */
const banner = (page: Page) => page.getByRole('region', { name: 'Küpsiste nõusolek' })

/** Opens Saar's choices through a `#saar-consent` link (as a shop's footer has one), turns both off and saves. */
async function revoke(page: Page): Promise<void> {
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '#saar-consent'
    link.textContent = 'Küpsiste seaded'
    document.body.prepend(link)
  })
  await page.getByRole('link', { name: 'Küpsiste seaded' }).click()
  for (const name of ['Analüütika', 'Turundus']) {
    const toggle = page.getByRole('switch', { name })
    await expect.poll(() => toggle.isChecked()).toBe(true)
    await toggle.click()
  }
  await page.getByRole('button', { name: 'Salvesta valik' }).click()
}

/** The attribution cookies of the test's browser, by name (not the stored consent). */
const attributionCookies = async (page: Page): Promise<Record<string, string>> =>
  Object.fromEntries((await page.context().cookies()).filter((c) => /^(sbjs_|pys_(?!consent)|last_pys|pysTraffic)/.test(c.name)).map((c) => [c.name, c.value]))

/** One of WooCommerce's attribution inputs on the checkout. */
const woo = (page: Page, field: string) => page.locator(`form.checkout wc-order-attribution-inputs input[name="wc_order_attribution_${field}"]`).inputValue()
const pys = (page: Page, name: string) => page.locator(`form.checkout input[name="${name}"]`).inputValue()

/** Requests for the on-demand attribution bundles (WooCommerce's part, PixelYourSite's). */
const bundles = () => b.requests.filter((r) => /\/(pys-)?attribution\.[0-9a-f]+\.js/.test(r.url()))

/** A field of the posted checkout (form-encoded, as Saar's checkout posts wc-ajax=checkout). */
const posted = (body: string, name: string): string | undefined => new URLSearchParams(body).get(name) ?? undefined

describe('order attribution', () => {
  it('before consent: no attribution cookie, no attribution bundle, empty inputs', async () => {
    const page = await b.page({ consent: 'rejected' })
    await page.goto('/?utm_source=uudiskiri&utm_medium=email&gclid=G1', { referer: 'https://l.facebook.com/' })
    await page.goto('/kassa/?add-to-cart=101')
    await page.waitForFunction(() => 'saar' in window)
    await b.flushRequests(page)
    expect(bundles()).toEqual([])
    expect(await attributionCookies(page)).toEqual({})
    expect(await woo(page, 'source_type')).toBe('')
    expect(await pys(page, 'pys_utm')).toBe('')
  })

  it('consent given late on the landing page: that page is recorded, the checkout posts its inputs', async () => {
    const page = await b.page({ consent: 'undecided' })
    await page.goto('/pood/?utm_source=uudiskiri&utm_medium=email&utm_campaign=kevad&fbclid=FB1', { referer: 'https://www.bing.com/' })
    const landing = page.url()
    await page.waitForFunction(() => 'saar' in window)
    await b.flushRequests(page)
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    await b.flushRequests(page)
    expect(await attributionCookies(page)).toEqual({})
    expect(bundles()).toEqual([])
    await banner(page).getByRole('button', { name: 'Luba kõik' }).click()
    await expect.poll(() => attributionCookies(page).then(Object.keys)).toEqual(expect.arrayContaining(['sbjs_current', 'sbjs_session', 'pys_utm_source', 'pys_fbadid']))
    // The next page: the checkout, with the stored choice.
    await page.goto('/kassa/?add-to-cart=101')
    await expect.poll(() => woo(page, 'source_type')).toBe('utm')
    expect({
      utm_source: await woo(page, 'utm_source'),
      utm_medium: await woo(page, 'utm_medium'),
      utm_campaign: await woo(page, 'utm_campaign'),
      referrer: await woo(page, 'referrer'),
      session_entry: await woo(page, 'session_entry'),
      session_pages: await woo(page, 'session_pages'),
      session_count: await woo(page, 'session_count'),
    }).toEqual({ utm_source: 'uudiskiri', utm_medium: 'email', utm_campaign: 'kevad', referrer: 'https://www.bing.com/', session_entry: landing, session_pages: '2', session_count: '1' })
    await expect.poll(() => pys(page, 'pys_utm')).toBe('utm_source:uudiskiri|utm_medium:email|utm_campaign:kevad|utm_term:undefined|utm_content:undefined')
    expect(await pys(page, 'pys_utm_id')).toBe('fbadid:FB1|gadid:undefined|padid:undefined|bingid:undefined')
    expect(await pys(page, 'pys_source')).toBe('bing.com')
    expect(await page.locator('form.checkout wc-order-attribution-inputs input').count()).toBe(16)
    await expectNoAxeViolations(page)
    // The order's post carries them (the checkout's form, placed as a shopper places it: wc-ajax=checkout).
    const post = page.waitForRequest((r) => r.method() == 'POST' && new URL(r.url()).searchParams.get('wc-ajax') == 'checkout')
    await page.locator('form.checkout').evaluate((form) => (form as HTMLFormElement).requestSubmit(document.querySelector<HTMLButtonElement>('#place_order')))
    const body = (await post).postData() ?? ''
    expect([posted(body, 'wc_order_attribution_source_type'), posted(body, 'wc_order_attribution_utm_source'), posted(body, 'wc_order_attribution_session_entry')]).toEqual(['utm', 'uudiskiri', landing])
    expect(posted(body, 'pys_utm_id')).toBe('fbadid:FB1|gadid:undefined|padid:undefined|bingid:undefined')
    expect(posted(body, 'pys_order_type')).toBe('normal')
  })

  it('a revocation on the page expires every attribution cookie and empties the inputs', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto('/kassa/?add-to-cart=101&utm_source=uudiskiri', { referer: 'https://www.google.com/' })
    await expect.poll(() => woo(page, 'utm_source')).toBe('uudiskiri')
    await expect.poll(() => attributionCookies(page).then((c) => Object.keys(c).length)).toBeGreaterThan(10)
    await revoke(page)
    await expect.poll(() => attributionCookies(page)).toEqual({})
    await expect.poll(() => woo(page, 'source_type')).toBe('')
    expect(await woo(page, 'utm_source')).toBe('')
    expect(await pys(page, 'pys_utm')).toBe('')
    expect(await pys(page, 'pys_landing')).toBe('')
  })

  it('hostile UTM values and referrers: inert text, email addresses stripped, lengths capped', async () => {
    const page = await b.page({ consent: 'accepted' })
    const dialogs: string[] = []
    page.on('dialog', (d) => void (dialogs.push(d.message()), d.dismiss()))
    const hostile = `utm_source=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&utm_campaign='%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E&utm_term=mari.maasikas%40example.ee&utm_content=${'x'.repeat(3000)}`
    await page.goto('/pood/?add-to-cart=101')
    await page.goto(`/kassa/?${hostile}`, { referer: 'https://evil.example/"><script>alert(3)</script>?email=mari@example.ee' })
    await expect.poll(() => woo(page, 'utm_source')).toBe('"><script>alert(1)</script>')
    expect(await woo(page, 'utm_campaign')).toBe("'<img src=x onerror=alert(2)>")
    expect(await woo(page, 'utm_term')).toBe('(none)')
    expect(await woo(page, 'utm_content')).toBe('x'.repeat(100))
    expect(await woo(page, 'referrer')).not.toContain('@')
    expect(await pys(page, 'pys_utm')).toContain('utm_term:undefined')
    // Nothing ran, no markup was made of it, and no cookie holds the address.
    expect(dialogs).toEqual([])
    expect(await page.locator('form.checkout img[src="x"], form.checkout script').count()).toBe(0)
    const cookies = await attributionCookies(page)
    expect(Object.values(cookies).map(decodeURIComponent).join(' ')).not.toMatch(/maasikas|example\.ee/)
    expect(Math.max(...Object.values(cookies).map((v) => v.length))).toBeLessThan(4096)
  })
})
