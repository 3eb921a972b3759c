/**
 * The checkout's scripts checked by their integrity hashes (PCI DSS 4.0, 6.4.3): every Saar script the stand-in
 * prints there carries the manifest's hash of its bytes, the on-demand files' hashes come in the settings, and a
 * Saar file whose bytes changed on the way (a tampered server, CDN or proxy) is refused by the browser and runs
 * nothing. Other pages load the same files unchecked.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { builtFile, useBrowser } from './browser'

const b = useBrowser()

const sri = (bytes: Buffer): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`

/** The Saar script tags of the page: src and integrity. */
const saarTags = (page: Page) =>
  page.$$eval('script[src*="/wp-content/plugins/saar/dist/"]', (tags) => tags.map((t) => ({ src: (t as HTMLScriptElement).src, integrity: t.getAttribute('integrity'), crossorigin: t.getAttribute('crossorigin') })))

/** The page's settings JSON. */
const settingsOf = (page: Page) => page.$eval('#saar-settings', (el) => JSON.parse(el.textContent ?? '{}') as { assets: Record<string, string>; integrity?: Record<string, string> })

async function checkout(page: Page): Promise<void> {
  await page.goto('/kassa/?add-to-cart=101')
  await page.goto('/kassa/')
}

describe('integrity on the checkout', () => {
  it('gives every printed Saar script and every on-demand file the hash of its bytes', async () => {
    const page = await b.page()
    await checkout(page)
    await expect.poll(() => page.evaluate(() => typeof (window as { saar?: unknown }).saar)).toBe('object')
    const tags = await saarTags(page)
    expect(tags.map((t) => new URL(t.src).pathname.split('/').pop()!.split('.')[0])).toEqual(expect.arrayContaining(['runtime', 'pickup', 'account']))
    for (const tag of tags) {
      const bytes = Buffer.from(await (await page.request.get(tag.src)).body())
      expect(tag, tag.src).toEqual({ src: tag.src, integrity: sri(bytes), crossorigin: 'anonymous' })
    }
    const { assets, integrity } = await settingsOf(page)
    expect(Object.keys(integrity ?? {}).sort()).toEqual(Object.keys(assets).sort())
    for (const [name, url] of Object.entries(assets).slice(0, 6)) {
      const bytes = Buffer.from(await (await page.request.get(new URL(url, b.shop).href)).body())
      expect(integrity![name], name).toBe(sri(bytes))
    }
  })

  it('refuses a printed Saar file whose bytes changed: the pickup script runs nothing', async () => {
    const page = await b.page()
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.route(builtFile('pickup'), async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: `${await response.text()}\nwindow.tampered = true;` })
    })
    await checkout(page)
    await expect.poll(() => errors.join('\n')).toMatch(/integrity/i)
    expect(await page.evaluate(() => (window as { tampered?: boolean }).tampered)).toBeUndefined()
    // The rest of Saar runs: the cart count, the password meter (the account script, untouched).
    await page.check('#createaccount')
    await page.focus('#account_password')
    await page.keyboard.type('abc')
    await expect.poll(() => page.locator('#account_password_field .woocommerce-password-strength, .woocommerce-password-strength').first().getAttribute('class')).toMatch(/short/)
    // And the pickup picker never came: choosing the parcel machine leaves WooCommerce's own select as printed.
    await page.check('#shipping_method_0_dpd_parcels')
    await b.flushRequests(page)
    expect(await page.locator('.saar-pickup [role=combobox]').count()).toBe(0)
  })

  it('refuses an on-demand file whose bytes changed, and the field keeps working without it', async () => {
    const page = await b.page()
    await page.route(builtFile('password-meter'), async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: `${await response.text()}\nwindow.tampered = true;` })
    })
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await checkout(page)
    await page.check('#createaccount')
    await page.focus('#account_password')
    await page.keyboard.type('Saar-Pood-2026!')
    await expect.poll(() => errors.join('\n')).toMatch(/integrity/i)
    expect(await page.evaluate(() => (window as { tampered?: boolean }).tampered)).toBeUndefined()
    expect(await page.inputValue('#account_password')).toBe('Saar-Pood-2026!')
  })
})

describe('other pages', () => {
  it('load the same files unchecked, with no hashes in their settings', async () => {
    const page = await b.page()
    await page.goto('/toode/villane-kampsun/')
    const tags = await saarTags(page)
    expect(tags.length).toBeGreaterThan(1)
    expect(tags.every((t) => t.integrity === null && t.crossorigin === null)).toBe(true)
    expect((await settingsOf(page)).integrity).toBeUndefined()
  })
})
