/**
 * A saved copy of a live Flatsome 3.14 listing (test/browser/saved-pages/), served from /saved/index.html with
 * WooCommerce's scripts gone and Saar's runtime and cart script enqueued by hand from the child theme's folder: no
 * settings JSON, and no POST form to read the anti-spam fields from, so the stand-in refuses a wc-ajax add. Its add
 * buttons link to `index4b3c.html?add-to-cart=<id>`, the file the copier named. Five quick clicks on five buttons,
 * made while the cart code is still on its way, each add exactly once (through the product's add link on this page,
 * asked in the background), and the page stays.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'

const b = useBrowser()

const THEME_FOLDER = '/wp-content/themes/flatsome-child/saar/'
const fixture = readFileSync(new URL('./saved-pages/flatsome-3.14-listing.html', import.meta.url), 'utf8')

describe('a saved listing with Saar’s cart script enqueued by hand', () => {
  it('five quick clicks before the cart code has arrived each add once, and the page stays', async () => {
    const page = await b.page()
    const manifest = (await (await page.request.get(`${THEME_FOLDER}manifest.json`)).json()) as Record<string, { file: string }>
    const scripts = ['runtime', 'cart'].map((name) => `<script src="${THEME_FOLDER}${manifest[name]!.file}?ver=6.9" id="saar-${name}-js"></script>`).join('\n')
    await page.route('**/saved/index.html', (route) => route.fulfill({ contentType: 'text/html; charset=UTF-8', body: fixture.replace('%%SAAR_SCRIPTS%%', () => scripts) }))
    // The add-to-cart code is held back until every click is made: they all land before it is here.
    let release!: () => void
    const clicked = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/add-to-cart.*.js', async (route) => {
      await clicked
      await route.continue()
    })
    const navigations: string[] = []
    page.on('framenavigated', (frame) => void (frame === page.mainFrame() && navigations.push(frame.url())))
    await page.goto('/saved/index.html')
    await page.waitForLoadState('load')
    const url = page.url()
    expect(await page.locator('#saar-settings').count()).toBe(0)
    const since = b.requests.length
    const ids = ['101', '105', '106', '112', '110']
    for (const id of ids) await page.click(`.ajax_add_to_cart[data-product_id="${id}"]`, { noWaitAfter: true })
    release()

    // The header says what the shop's cart holds: five products, one of each.
    await expect.poll(() => page.locator('.header .cart-icon strong').first().textContent()).toBe('5')
    const lines = page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item .quantity')
    expect((await lines.allTextContents()).map((text) => text.split('×')[0]!.trim())).toEqual(['1', '1', '1', '1', '1'])
    const sent = b.requests.slice(since)
    // Each product's add link asked once, in the background (no navigation), in the order of the clicks.
    const adds = sent.filter((r) => new URL(r.url()).searchParams.has('add-to-cart'))
    expect(adds.map((r) => new URL(r.url()).searchParams.get('add-to-cart'))).toEqual(ids)
    expect(adds.map((r) => [r.method(), r.isNavigationRequest(), new URL(r.url()).pathname])).toEqual(ids.map(() => ['GET', false, '/saved/index.html']))
    // One add POST only: refused for want of the anti-spam fields, it sent the page's adds their links' way.
    const posts = sent.filter((r) => r.method() === 'POST' && new URL(r.url()).searchParams.get('wc-ajax') === 'add_to_cart')
    expect(posts).toHaveLength(1)
    expect(page.url()).toBe(url)
    expect(navigations).toEqual([url])
    await expect.poll(() => page.locator('.ajax_add_to_cart.added').count()).toBe(5)
  })
})
