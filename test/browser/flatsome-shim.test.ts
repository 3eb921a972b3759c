/**
 * Saar's `flatsome` script where the plugin replaced flatsome.js and a plugin's script still depends on it
 * (`?flatsome_dependant=1`): that script finds `window.Flatsome` as it runs, its behaviour is attached to the page on
 * DOM ready and to the product Saar's quick view opens; under the strict CSP too.
 */
import { describe, expect, it } from 'vitest'
import { underStrictCsp, useBrowser } from './browser'

const b = useBrowser()

describe('window.Flatsome in flatsome.js’s place', () => {
  it('lets a dependant register its behaviour, attaches it to the listing, then to the quick view’s product', async () => {
    const page = await b.page()
    const violations = await underStrictCsp(page, b.shop)
    await page.goto('/pood/?flatsome_dependant=1')
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-swatches-attached'))).toBe('1')
    const cards = page.locator('.product-small')
    await expect.poll(async () => (await cards.count()) > 0 && (await cards.evaluateAll((els) => els.every((el) => el.getAttribute('data-swatches') === 'ready')))).toBe(true)
    await page.locator('.quick-view[data-prod]').first().click()
    const product = page.locator('[role=dialog] .product').first()
    await expect.poll(() => product.getAttribute('data-swatches')).toBe('ready')
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-swatches-attached'))).toBe('2')
    expect(await page.evaluate(() => (window as unknown as { Flatsome?: { saar?: boolean } }).Flatsome?.saar)).toBe(true)
    expect(await violations()).toEqual([])
  })

  it('is not printed where no script depends on flatsome-js', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    await expect.poll(() => page.locator('.product-small').count()).toBeGreaterThan(0)
    expect(b.requests.filter((r) => /\/flatsome\.[\w]+\.js/.test(r.url()))).toEqual([])
    expect(await page.evaluate(() => 'Flatsome' in window)).toBe(false)
  })
})
