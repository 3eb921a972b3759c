/**
 * Saar under a strict Content Security Policy: every page type of the stand-in served with
 * `script-src 'self' 'nonce-…'; style-src 'self' 'nonce-…'; object-src 'none'; base-uri 'none'` (its `saar_csp`
 * mode, php-stub/shop/csp.ts), every feature used, the on-demand ones included (live search, quick view with the
 * swiper slider, the off-canvas cart, zoom, the glightbox viewer, review stars, the sticky bar, comment replies, the
 * password meter, the redirect overlay, the pickup picker). Every `securitypolicyviolation` the documents report
 * is collected from their start, and there must be none; the islands are styled by Saar's sheets (a computed style
 * only the sheet gives), also with Saar enqueued by hand (`?settings=0`), its files in a theme's folder.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from './browser'

const b = useBrowser()

/** A page in the strict mode, collecting the violations every document of it reports. */
async function strictPage(options?: Parameters<typeof b.page>[0]): Promise<Page> {
  const page = await b.page(options)
  await page.context().addCookies([{ name: 'saar_csp', value: '1', url: b.shop }])
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, 'cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} «${e.sample}»`))
  })
  return page
}

/** The violations the current document has reported. */
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

/** Opens a path in the strict mode and checks the policy came with it and the page's own inline scripts ran. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  // The checkout, the payment page, also asks for Trusted Types with Saar's policy the one allowed.
  const trustedTypes = new URL(path, b.shop).pathname === '/kassa/' ? "; require-trusted-types-for 'script'; trusted-types saar" : ''
  expect(response!.headers()['content-security-policy']).toBe(
    response!.headers()['content-security-policy']!.replace(/^script-src 'self' 'nonce-[\w+/=]+'; style-src 'self' 'nonce-[\w+/=]+'; object-src 'none'; base-uri 'none'/, '') === trustedTypes
      ? response!.headers()['content-security-policy']
      : `script-src 'self' 'nonce-…'; style-src 'self' 'nonce-…'; object-src 'none'; base-uri 'none'${trustedTypes}`,
  )
  // The globals WordPress prints inline (nonced) are there; so is Saar.
  await expect.poll(() => page.evaluate(() => typeof (window as { saar?: unknown }).saar)).toBe('object')
}

/** A computed style of the first element matching `selector`. */
const computed = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)

describe('strict CSP', () => {
  it('reports a <style> made at run time: the check can fail', async () => {
    const page = await strictPage()
    await visit(page, '/pood/')
    expect(await violations(page)).toEqual([])
    await page.evaluate(() => {
      const style = document.createElement('style')
      style.textContent = 'body{color:red}'
      document.head.append(style)
    })
    await expect.poll(async () => (await violations(page)).length).toBe(1)
    expect((await violations(page))[0]).toMatch(/^style-src-elem blocked inline/)
  })

  it('listing: live search, quick view with its slider, add to cart, the off-canvas cart', async () => {
    const page = await strictPage()
    // The plugin's cart style set to off-canvas (the page keeps its policy and nonces).
    await page.route('**/pood/', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace('"cartStyle":"dropdown"', '"cartStyle":"off-canvas"') })
    })
    await visit(page, '/pood/')
    expect(await computed(page, 'link[rel=stylesheet][id=saar-runtime-css]', 'display')).toBe('none')

    await page.focus('#woocommerce-product-search-field-0')
    await page.waitForSelector('#woocommerce-product-search-field-0[role=combobox]')
    await page.keyboard.type('vil')
    await expect.poll(() => page.locator('.saar-search [role=option]').count()).toBeGreaterThan(0)
    expect(await computed(page, '.saar-search ul', 'position')).toBe('absolute')
    await page.keyboard.press('Escape')

    await page.locator('.quick-view[data-prod="101"]').first().click()
    await page.locator('.swiper-initialized').waitFor()
    await expect.poll(() => page.locator('.swiper-pagination-bullet').count()).toBe(4)
    expect(await computed(page, '.saar-quick-view.mfp-wrap', 'position')).toBe('fixed')
    expect(await computed(page, '.swiper-wrapper', 'display')).toBe('flex') // swiper's own sheet
    expect(await computed(page, '.saar-swiper .swiper-button-next', 'width')).toBe('44px')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.mfp-wrap').count()).toBe(0)

    await page.locator('.add_to_cart_button[data-product_id="101"]').first().click()
    await expect.poll(() => page.locator('#saar-cart-panel[role=dialog]').isVisible()).toBe(true)
    expect(await computed(page, '#saar-cart-panel', 'position')).toBe('fixed')
    expect(await computed(page, '.saar-live-region', 'width')).toBe('1px')
    await page.keyboard.press('Escape')
    expect(await violations(page)).toEqual([])
  })

  it('product: zoom, the glightbox viewer, review stars, the sticky bar', async () => {
    const page = await strictPage()
    await page.setViewportSize({ width: 1000, height: 600 })
    await visit(page, '/toode/villased-sokid/')
    await page.hover('.woocommerce-product-gallery__image img')
    await expect.poll(() => page.locator('img.saar-zoom').count()).toBe(1)
    expect(await computed(page, 'img.saar-zoom', 'pointer-events')).toBe('none')
    await page.mouse.move(5, 5)
    expect(await computed(page, 'button.woocommerce-product-gallery__trigger', 'position')).toBe('absolute')

    await page.click('.woocommerce-product-gallery__trigger')
    const viewer = page.locator('.glightbox-container[role=dialog][aria-modal=true]')
    await expect.poll(() => viewer.isVisible()).toBe(true)
    expect(await computed(page, '.glightbox-container', 'position')).toBe('fixed') // glightbox's own sheet
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Escape')
    await expect.poll(() => viewer.count()).toBe(0)

    await page.evaluate(() => window.scrollTo(0, document.querySelector('.sticky-add-to-cart-wrapper')!.getBoundingClientRect().bottom + window.scrollY + 200))
    await expect.poll(() => page.locator('.sticky-add-to-cart').getAttribute('class')).toContain('sticky-add-to-cart--active')
    expect(await violations(page)).toEqual([])

    // The review form in view: its stars come when it is seen.
    await page.setViewportSize({ width: 1280, height: 720 })
    await visit(page, '/toode/villane-kampsun/#reviews')
    const stars = page.locator('.saar-stars [role=radio]')
    await expect.poll(() => stars.count()).toBe(5)
    await stars.first().focus()
    await page.keyboard.press('ArrowRight')
    expect(await computed(page, '.stars a:focus-visible', 'outline-style')).toBe('solid')
    expect(await violations(page)).toEqual([])
  })

  it('enqueued by hand (?settings=0): the shared sheet and the viewer’s own come from the theme’s folder', async () => {
    const page = await strictPage()
    await visit(page, '/toode/villased-sokid/?settings=0')
    expect(await page.locator('link#saar-runtime-css').getAttribute('href')).toMatch(/^\/wp-content\/themes\/flatsome-child\/saar\/saar\.\w+\.css\?/)
    await page.click('.woocommerce-product-gallery__trigger')
    const viewer = page.locator('.glightbox-container[role=dialog]')
    await expect.poll(() => viewer.isVisible()).toBe(true)
    expect(await computed(page, '.glightbox-container', 'position')).toBe('fixed')
    expect(b.requests.map((r) => new URL(r.url()).pathname).filter((p) => /glightbox\.\w+\.css$/.test(p))).toEqual([
      expect.stringMatching(/^\/wp-content\/themes\/flatsome-child\/saar\//),
    ])
    await page.keyboard.press('Escape')
    await expect.poll(() => viewer.count()).toBe(0)
    expect(await violations(page)).toEqual([])
  })

  it('post: comment replies; brands; cart', async () => {
    const page = await strictPage()
    await visit(page, '/blogi/villaste-riiete-hooldus/')
    await page.locator('.comment-reply-link').first().click() // its code at this approach, the click held until it is here
    await expect.poll(() => page.inputValue('#comment_parent')).not.toBe('0')
    await page.click('#cancel-comment-reply-link')
    await expect.poll(() => page.inputValue('#comment_parent')).toBe('0')
    expect(await violations(page)).toEqual([])

    await visit(page, '/brandid/')
    await page.waitForLoadState('networkidle')
    expect(await violations(page)).toEqual([])

    await visit(page, '/ostukorv/?add-to-cart=101')
    await visit(page, '/ostukorv/')
    await page.waitForLoadState('networkidle')
    expect(await violations(page)).toEqual([])
  })

  it('account: the password meter, show password, the redirect overlay', async () => {
    const page = await strictPage()
    await page.addInitScript(() => void (window.open = () => null))
    await page.route('**/wp-login.php?loginSocial=**', (route) => route.fulfill({ status: 204 }))
    await visit(page, '/minu-konto/')
    await page.focus('#reg_password')
    await page.keyboard.type('abc')
    await expect.poll(() => page.locator('form.register .woocommerce-password-strength').getAttribute('class')).toBe('woocommerce-password-strength short')
    await page.locator('form.register .show-password-input').first().click()
    await expect.poll(() => page.getAttribute('#reg_password', 'type')).toBe('text')
    await page.waitForLoadState('networkidle')
    await page.click('a[data-provider=google]')
    const overlay = page.locator('#nsl-redirect-overlay')
    await expect.poll(() => overlay.isVisible()).toBe(true)
    expect(await computed(page, '#nsl-redirect-overlay', 'position')).toBe('fixed')
    expect(await computed(page, '#nsl-redirect-overlay-spinner', 'animation-name')).toBe('nsl-spin')
    expect(await violations(page)).toEqual([])
  })

  it('checkout: the pickup picker, as a list and as a full-screen sheet on a phone', async () => {
    const page = await strictPage({ device: { viewport: { width: 390, height: 760 }, isMobile: true, hasTouch: true } })
    await visit(page, '/kassa/?add-to-cart=101')
    await visit(page, '/kassa/')
    await page.check('#shipping_method_0_dpd_parcels')
    const combobox = page.locator('.saar-pickup [role=combobox]')
    await expect.poll(() => combobox.count()).toBe(1)
    await combobox.focus()
    await page.keyboard.type('Tartu')
    await expect.poll(() => page.locator('.saar-pickup [role=option]').count()).toBeGreaterThan(0)
    expect(await computed(page, '.saar-pickup .is-sheet, .saar-pickup.is-sheet, .is-sheet', 'position')).toBe('fixed')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('.saar-pickup p').first().textContent()).toContain('Tartu')
    expect(await violations(page)).toEqual([])
  })
})
