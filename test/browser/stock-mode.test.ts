/**
 * One handler per action, in both modes of the stand-in shop: the default page (what Saar's plugin serves in replace
 * mode) and `?stock=1` (with stand-ins of the stock handlers that remain on a real shop beside Saar: Flatsome's
 * quantity buttons, quick view and live search, WooCommerce's PhotoSwipe and woocommerce.js's show-password toggles,
 * php-stub/shop/stock/). Each shopper action makes exactly one request and one visible effect: a listing add, a
 * product page add, a quick-view add of a variable product, a double-click on a single product's add button, one
 * stepper step per click (then "Update cart" saves it), one lightbox, one show-password toggle per field, one
 * suggestion list (never "no results" over the other's list, never an empty `product_cat=`).
 *
 * Requests are counted once a positive sign says the action is done, and after every request the page had made by
 * then has finished (see `settled`).
 */
import { describe, expect, it } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()

const cartCount = (page: Page) => page.locator('.header .cart-icon strong').first().textContent().then(Number)
const addRequests = () =>
  b.requests.filter((r) => r.url().includes('wc-ajax=add_to_cart') || (r.method() === 'POST' && /(^|&)add-to-cart=|name="add-to-cart"/.test(r.postData() ?? '')))
const adminAjax = (action: string) => b.requests.filter((r) => r.url().includes('admin-ajax.php') && (new URL(r.url()).searchParams.get('action') ?? new URLSearchParams(r.postData() ?? '').get('action')) === action)
/** Open modal overlays a shopper sees: Saar's dialogs, Flatsome's popup, PhotoSwipe. */
const openOverlays = (page: Page) => page.locator('[role=dialog][aria-modal=true]:visible, .pswp--open:visible, .mfp-wrap:visible').count()

let marks = 0
const finished = new WeakSet<Request>()

/** A fresh page that notes which of its requests have finished. */
async function newPage(): Promise<Page> {
  const page = await b.page()
  page.on('requestfinished', (r) => finished.add(r))
  page.on('requestfailed', (r) => finished.add(r))
  return page
}

/**
 * Every request the page had issued by now is recorded and finished, and a frame has passed since: the browser
 * reports requests in the order it issues them, so once a request made now is seen, all earlier ones have been, and
 * a second handler's request (or a script it loads on demand) has had its answer.
 */
async function settled(page: Page): Promise<void> {
  const mark = `/favicon.ico?settled=${++marks}`
  await page.evaluate((url) => fetch(url).then(() => undefined), mark)
  await expect.poll(() => b.requests.some((r) => r.url().endsWith(mark))).toBe(true)
  await expect.poll(() => b.requests.every((r) => finished.has(r))).toBe(true)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
}

describe.each([
  ['default', ''],
  ['stock', 'stock=1'],
])('%s mode', (mode, query) => {
  const url = (path: string) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path)

  it('is the mode it says: the stock stand-ins only with ?stock=1', async () => {
    const page = await newPage()
    await page.goto(url('/toode/villased-sokid/'))
    const stock = await page.evaluate(() => {
      const w = window as unknown as { jQuery?: { fn: Record<string, unknown> }; Flatsome?: { behaviors: Record<string, unknown> }; PhotoSwipe?: unknown; woocommerce_params?: unknown; wc_single_product_params?: { photoswipe_enabled?: unknown }; pys?: { getPixelBySlag?: unknown }; wc_order_attribution?: { setOrderTracking?: unknown }; woo_notification?: unknown }
      return [!!w.jQuery?.fn.addQty, !!w.Flatsome?.behaviors['quick-view'], !!w.jQuery?.fn.devbridgeAutocomplete, !!w.PhotoSwipe && w.wc_single_product_params?.photoswipe_enabled === '1', !!w.woocommerce_params, !!w.pys?.getPixelBySlag, !!w.wc_order_attribution?.setOrderTracking, !!w.woo_notification && !!document.getElementById('message-purchased'), !!document.querySelector('script#zb-embed-code:not([data-saar])')]
    })
    expect(stock).toEqual(Array(9).fill(mode === 'stock'))
    // Links keep the mode, so a person clicking through stays in it.
    const link = await page.locator('#header a[href^="/pood/"]').first().getAttribute('href')
    expect(link?.includes('stock=1')).toBe(mode === 'stock')
  })

  it('a listing add: one add_to_cart, the count up by one', async () => {
    const page = await newPage()
    await page.goto(url('/pood/'))
    await page.waitForLoadState('networkidle')
    const before = await cartCount(page)
    await page.click('.ajax_add_to_cart[data-product_id="101"]')
    await expect.poll(() => cartCount(page)).toBe(before + 1)
    await settled(page)
    expect(addRequests().map((r) => r.url())).toEqual([expect.stringContaining('wc-ajax=add_to_cart')])
    expect(await cartCount(page)).toBe(before + 1)
  })

  it('a product page add: one add, the count up by one', async () => {
    const page = await newPage()
    await page.goto(url('/toode/villased-sokid/'))
    await page.waitForLoadState('networkidle')
    const before = await cartCount(page)
    await page.click('form.cart .single_add_to_cart_button')
    await expect.poll(() => cartCount(page)).toBe(before + 1)
    await settled(page)
    expect(addRequests()).toHaveLength(1)
    expect(await cartCount(page)).toBe(before + 1)
  })

  it('a double-click on a single product’s add button: one add', async () => {
    const page = await newPage()
    await page.goto(url('/toode/villased-sokid/'))
    await page.waitForLoadState('networkidle')
    const before = await cartCount(page)
    await page.dblclick('form.cart .single_add_to_cart_button')
    await expect.poll(() => cartCount(page)).toBeGreaterThan(before)
    await settled(page)
    expect(addRequests()).toHaveLength(1)
    expect(await cartCount(page)).toBe(before + 1)
  })

  it('a quick view of a variable product: one popup, options chosen inside, one add', async () => {
    const page = await newPage()
    await page.goto(url('/pood/'))
    await page.waitForLoadState('networkidle')
    const before = await cartCount(page)
    await page.click('.quick-view[data-prod="102"]')
    const popup = page.locator('.product-lightbox:visible')
    await expect.poll(() => popup.count()).toBe(1)
    await settled(page)
    expect(adminAjax('flatsome_quickview')).toHaveLength(1)
    expect(await popup.count()).toBe(1)
    await expectNoAxeViolations(page)

    await page.selectOption('.product-lightbox #pa_suurus', 'm')
    await page.selectOption('.product-lightbox #varv', 'Hõbehall')
    const button = page.locator('.product-lightbox .single_add_to_cart_button')
    await expect
      .poll(() => button.evaluate((el: HTMLButtonElement) => !el.disabled && !el.classList.contains('disabled') && el.getAttribute('aria-disabled') !== 'true'), { timeout: 5000 })
      .toBe(true)
    await button.click()
    await expect.poll(() => cartCount(page)).toBe(before + 1)
    await settled(page)
    expect(addRequests()).toHaveLength(1)
    expect(await cartCount(page)).toBe(before + 1)
  })

  it('a stepper click steps once, on the product page and in the cart, and "Update cart" saves it', async () => {
    const page = await newPage()
    await page.goto(url('/toode/villased-sokid/'))
    await page.waitForLoadState('networkidle')
    const qty = page.locator('form.cart input.qty')
    await page.click('form.cart .plus')
    await expect.poll(() => qty.inputValue()).toBe('2')
    await page.click('form.cart .plus')
    await expect.poll(() => qty.inputValue()).toBe('3')
    await page.click('form.cart .minus')
    await expect.poll(() => qty.inputValue()).toBe('2')

    await page.goto(url('/ostukorv/?add-to-cart=101'))
    await page.waitForLoadState('networkidle')
    const line = page.locator('.woocommerce-cart-form .product-quantity input.qty').first()
    expect(await line.inputValue()).toBe('1')
    await page.click('.woocommerce-cart-form .product-quantity .plus')
    await expect.poll(() => line.inputValue()).toBe('2')
    await settled(page)
    expect(await line.inputValue()).toBe('2')
    await page.click('button[name=update_cart]')
    // Saved: the page comes back from the server with its notice, the header counting two.
    await expect.poll(() => page.locator('.woocommerce-message').first().textContent()).toContain('Ostukorv on uuendatud')
    await expect.poll(() => cartCount(page)).toBe(2)
    expect(await page.locator('.woocommerce-cart-form .product-quantity input.qty').first().inputValue()).toBe('2')
  })

  it('a click on the gallery image opens one lightbox; Escape leaves none', async () => {
    const page = await newPage()
    await page.goto(url('/toode/villane-kampsun/'))
    await page.waitForLoadState('networkidle')
    await page.click('.woocommerce-product-gallery__image a >> nth=0')
    await expect.poll(() => openOverlays(page)).toBe(1)
    await settled(page)
    expect(await openOverlays(page)).toBe(1)
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => openOverlays(page)).toBe(0)
    await settled(page)
    expect(await openOverlays(page)).toBe(0)
  })

  it('each password field gets one show-password toggle, and it works', async () => {
    const page = await newPage()
    await page.goto(url('/minu-konto/'))
    const fields = page.locator('.woocommerce form input#password, .woocommerce form input#reg_password')
    await expect.poll(() => page.locator('button.show-password-input').count()).toBeGreaterThanOrEqual(2)
    await settled(page)
    expect(await fields.count()).toBe(2)
    for (const form of ['form.login', 'form.register']) {
      expect(await page.locator(`${form} button.show-password-input`).count()).toBe(1)
      const field = page.locator(`${form} input#password, ${form} input#reg_password`)
      const toggle = page.locator(`${form} button.show-password-input`)
      await field.fill('salajane')
      await toggle.click()
      await expect.poll(() => field.getAttribute('type')).toBe('text')
      await toggle.click()
      await expect.poll(() => field.getAttribute('type')).toBe('password')
    }
    await expectNoAxeViolations(page)
  })

  it('a search shows one suggestion list, from one request, with no empty product_cat', async () => {
    const page = await newPage()
    await page.goto(url('/pood/'))
    await page.waitForLoadState('networkidle')
    await page.fill('#header .searchform input[name=s]', 'vill')
    const lists = page.locator('#header [role=listbox]:visible, #header .autocomplete-suggestions:visible')
    await expect.poll(() => lists.count()).toBe(1)
    await expect.poll(() => lists.first().textContent()).toContain('Villased sokid')
    await settled(page)
    expect(await lists.count()).toBe(1)
    expect(await page.locator('#header .searchform').textContent()).not.toContain('Tulemusi ei leitud')
    const searches = adminAjax('flatsome_ajax_search_products').map((r) => new URL(r.url()).searchParams)
    expect(searches.map((q) => q.get('query'))).toEqual(['vill'])
    expect(b.requests.filter((r) => /[?&]product_cat=(&|$)/.test(`${r.url()}&${r.postData() ?? ''}`))).toEqual([])
    // Saar's list is checked open; Flatsome's own (a scrolling list of plain divs, as the theme renders it) is not Saar's.
    if (mode === 'default') await expectNoAxeViolations(page)
  })
})
