/**
 * The cart page in Chromium on the stand-in shop, in both modes: Saar's cart page by default, the stand-in of
 * WooCommerce's cart.js with `?stock=1` (where Saar's stands down and never loads its code). Quantities, a cross-sell
 * added through the cart queue, removal and undo, a coupon applied and removed, a shipping rate, the shipping
 * calculator; each action one request and its answer on the page. Then Saar's alone: a failure that comes back with
 * nothing typed lost, axe in every state, the keyboard alone, the strict CSP, and no layout shift through a coupon
 * and a shipping change.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { afterIdle, builtFile, expectNoAxeViolations, scrollAtRest, underStrictCsp, useBrowser } from './browser'
import { openHeld, settledShift } from './shifts'

const b = useBrowser()

const calls = (key: string) => b.requests.filter((r) => r.url().includes(key) || (r.method() == 'POST' && new URL(r.url()).pathname == '/ostukorv/' && new URLSearchParams(r.postData() ?? '').has(key)))
const lines = (page: Page) => page.locator('.woocommerce-cart-form .cart_item').count()
const qty = (page: Page) => page.locator('.woocommerce-cart-form input.qty').first()
const notices = (page: Page) => page.locator('.woocommerce-notices-wrapper [role=alert]').allTextContents().then((all) => all.map((t) => t.replace(/\s+/g, ' ').trim()))
const total = (page: Page) => page.locator('.cart_totals .order-total td').textContent().then((t) => t!.replace(/\s+/g, ' ').trim())
const busy = (page: Page) => page.locator('[aria-busy=true]').count()
const codeLoaded = () => b.requests.some((r) => builtFile('cart-actions').test(r.url()))

/** A cart with the socks in it, at the cart page (in the mode's query). */
async function cartPage(query = '', options: Parameters<typeof b.page>[0] = {}): Promise<Page> {
  const page = await b.page(options)
  await page.goto(`/ostukorv/?add-to-cart=101${query ? `&${query}` : ''}`)
  await page.waitForLoadState('networkidle')
  return page
}

async function inject(page: Page, rules: string) {
  await page.context().addCookies([{ name: 'saar_inject', value: rules, url: b.shop }])
}

describe.each([
  ['Saar', ''],
  ['stock', 'stock=1'],
])('%s', (mode, query) => {
  it('quantities, a cross-sell, removal and undo, a coupon, a shipping rate and the calculator: one request and one answer each', async () => {
    const page = await cartPage(query)
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-stock-cart'))).toBe(mode == 'stock')
    const update = page.locator('button[name=update_cart]')
    await expect.poll(() => update.isDisabled()).toBe(true)

    await page.click('.woocommerce-cart-form .product-quantity .plus')
    await expect.poll(() => update.isEnabled()).toBe(true)
    await update.click()
    await expect.poll(() => notices(page)).toEqual(['Ostukorv on uuendatud.'])
    expect(await qty(page).inputValue()).toBe('2')
    expect(page.url()).toMatch(/\/ostukorv\/(\?|$)/)
    expect(calls('update_cart')).toHaveLength(1)
    // Each answer scrolls to its notices (cart.js animates it for a second): the next click waits for the page to rest.
    await scrollAtRest(page)

    // A cross-sell, through Saar's cart queue: the form is refreshed with its line.
    await page.click('.cross-sells .ajax_add_to_cart[data-product_id="106"]')
    await expect.poll(() => lines(page)).toBe(2)
    expect(calls('wc-ajax=add_to_cart')).toHaveLength(1)
    await scrollAtRest(page)

    await page.fill('#coupon_code', 'saar10')
    await page.click('button[name=apply_coupon]')
    await expect.poll(() => notices(page)).toContain('Kupong on edukalt kasutusele võetud.')
    await expect.poll(() => page.locator('tr.cart-discount').count()).toBe(1)
    expect(calls('wc-ajax=apply_coupon')).toHaveLength(1)
    await scrollAtRest(page)
    await page.click('a.woocommerce-remove-coupon')
    await expect.poll(() => notices(page)).toEqual(['Kupong on eemaldatud.'])
    await expect.poll(() => page.locator('tr.cart-discount').count()).toBe(0)
    expect(calls('wc-ajax=remove_coupon')).toHaveLength(1)
    await scrollAtRest(page)

    // 2 × 12,90 of socks and a 14,00 mug, by courier 4,90; then picked up, 0.
    expect(await total(page)).toBe('44,70 €')
    await page.click('label[for=shipping_method_0_local_pickup3]')
    await expect.poll(() => total(page)).toBe('39,80 €')
    expect(calls('wc-ajax=update_shipping_method')).toHaveLength(1)
    expect(await page.isChecked('#shipping_method_0_local_pickup3')).toBe(true)

    const calculator = page.locator('.shipping-calculator-form')
    await expect.poll(() => calculator.isHidden()).toBe(true)
    await page.click('.shipping-calculator-button')
    await expect.poll(() => calculator.isVisible()).toBe(true)
    expect(await page.getAttribute('.shipping-calculator-button', 'aria-expanded')).toBe('true')
    await page.fill('#calc_shipping_city', 'Tartu')
    await page.fill('#calc_shipping_postcode', '50090')
    await page.click('button[name=calc_shipping]')
    await expect.poll(() => page.locator('.woocommerce-shipping-destination').textContent()).toContain('Tartu 50090, Eesti')
    expect(calls('calc_shipping')).toHaveLength(1)
    await scrollAtRest(page)

    await page.click('.woocommerce-cart-form .cart_item:nth-child(2) .product-remove a')
    await expect.poll(() => lines(page)).toBe(1)
    await expect.poll(() => page.locator('.woocommerce-message a.restore-item').count()).toBe(1)
    await scrollAtRest(page)
    await page.click('a.restore-item')
    await expect.poll(() => lines(page)).toBe(2)
    expect(b.requests.filter((r) => r.url().includes('remove_item=') || r.url().includes('undo_item='))).toHaveLength(2)
    expect(page.url()).toMatch(/\/ostukorv\/(\?|$)/)
    // Saar's code came on the approach, and never beside cart.js.
    expect(codeLoaded()).toBe(mode == 'Saar')
  })
})

describe("Saar's cart page", () => {
  it('opened with "added to cart", which Saar scrolls to and focuses, fetches its code only at the shopper\'s approach', async () => {
    const page = await cartPage()
    // The notice has the focus Saar gave it: that is no approach of the shopper's.
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('.woocommerce-message') ?? false)).toBe(true)
    await afterIdle(page)
    await b.flushRequests(page)
    expect([codeLoaded(), b.requests.some((r) => builtFile('react').test(r.url()))]).toEqual([false, false])
    await page.hover('.woocommerce-cart-form .product-name a')
    await expect.poll(codeLoaded).toBe(true)
  })

  it('a failed update comes back: the quantity stays typed, the shopper is told, the page is usable again; axe clean throughout', async () => {
    const page = await cartPage()
    await expectNoAxeViolations(page)
    await inject(page, 'update_cart=500')
    await page.fill('.woocommerce-cart-form input.qty', '3')
    await page.click('button[name=update_cart]')
    // Saar's notice above the page's own (a failure clears none, as cart.js clears none).
    await expect.poll(() => notices(page)).toEqual(['Ostukorvi ei õnnestunud uuendada. Kontrolli ühendust ja proovi uuesti.', 'Vaata ostukorvi „Villased sokid“ on lisatud sinu ostukorvi.'])
    await expect.poll(() => busy(page)).toBe(0)
    expect(await qty(page).inputValue()).toBe('3')
    expect(await page.isEnabled('button[name=update_cart]')).toBe(true)
    await expectNoAxeViolations(page)
    // A redirect to another origin is no answer either.
    await inject(page, `update_shipping_method=redirect:${b.thirdParty}/hostile/html`)
    await page.click('label[for=shipping_method_0_dpd_parcels]')
    await expect.poll(() => notices(page)).toContain('Tarneviisi ei õnnestunud muuta. Kontrolli ühendust ja proovi uuesti.')
    await expect.poll(() => page.isChecked('#shipping_method_0_flat_rate1')).toBe(true)
    await inject(page, '')
    await page.click('button[name=update_cart]')
    await expect.poll(() => notices(page)).toEqual(['Ostukorv on uuendatud.'])
    expect(await qty(page).inputValue()).toBe('3')
    await page.click('.shipping-calculator-button')
    await expectNoAxeViolations(page)
    // The last line goes: the empty cart, with the undo.
    await page.click('.product-remove a')
    await expect.poll(() => page.locator('.wc-empty-cart-message').count()).toBe(1)
    await expectNoAxeViolations(page)
  })

  it('a slow update: the form and the totals busy, inert and veiled until the answer; the veil’s code (with React) came after the cart’s', async () => {
    const page = await cartPage()
    await inject(page, 'update_cart=latency:1500')
    await page.fill('.woocommerce-cart-form input.qty', '2')
    await page.click('button[name=update_cart]')
    await expect.poll(() => page.locator('.woocommerce-cart-form[aria-busy=true][inert] > .saar-busy-host > .saar-busy-veil').isVisible()).toBe(true)
    expect(await page.locator('.cart_totals[aria-busy=true][inert] > .saar-busy-host > .saar-busy-veil').count()).toBe(1)
    await expect.poll(() => notices(page)).toEqual(['Ostukorv on uuendatud.'])
    expect(await page.locator('[aria-busy], [inert], .saar-busy-host').count()).toBe(0)
    const order = b.requests.map((r) => ['cart-actions', 'react', 'own-ui'].find((name) => builtFile(name).test(r.url()))).filter(Boolean)
    expect(order).toEqual(['cart-actions', 'react', 'own-ui'])
  })

  it('works by keyboard alone: a coupon by Enter, a rate by the arrows, a removal and its undo, focus where the shopper is', async () => {
    const page = await cartPage()
    const focusedIs = (selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)
    const tabTo = async (selector: string) => {
      for (let i = 0; i < 80 && !(await focusedIs(selector)); i++) await page.keyboard.press('Tab')
      expect(await focusedIs(selector)).toBe(true)
    }
    await tabTo('#coupon_code')
    await page.keyboard.type('saar10')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('tr.cart-discount').count()).toBe(1)
    await tabTo('#shipping_method_0_flat_rate1')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.isChecked('#shipping_method_0_dpd_parcels')).toBe(true)
    await expect.poll(() => busy(page)).toBe(0)
    // Focus is on the chosen rate again, in the new totals.
    await expect.poll(() => focusedIs('#shipping_method_0_dpd_parcels')).toBe(true)
    await tabTo('.woocommerce-cart-form .product-remove a')
    await page.keyboard.press('Enter')
    await expect.poll(() => focusedIs('.woocommerce-message[role=alert]')).toBe(true)
    await page.keyboard.press('Tab')
    expect(await focusedIs('a.restore-item')).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => lines(page)).toBe(1)
    await expect.poll(() => focusedIs('.woocommerce-cart-form input.qty')).toBe(true)
  })

  it('under the strict CSP: nothing refused through an update, a coupon, a rate and the calculator', async () => {
    const page = await b.page()
    const violations = await underStrictCsp(page, b.shop)
    await page.goto('/ostukorv/?add-to-cart=101')
    await page.waitForLoadState('networkidle')
    // The stand-in serves the calculator without its inline display:none here: Saar closes it.
    await expect.poll(() => page.locator('.shipping-calculator-form').isHidden()).toBe(true)
    await page.fill('.woocommerce-cart-form input.qty', '2')
    await page.click('button[name=update_cart]')
    await expect.poll(() => notices(page)).toEqual(['Ostukorv on uuendatud.'])
    await page.fill('#coupon_code', 'saar10')
    await page.click('button[name=apply_coupon]')
    await expect.poll(() => page.locator('tr.cart-discount').count()).toBe(1)
    await page.click('label[for=shipping_method_0_local_pickup3]')
    await expect.poll(() => total(page)).toBe('23,22 €')
    await page.click('.shipping-calculator-button')
    await expect.poll(() => page.locator('.shipping-calculator-form').isVisible()).toBe(true)
    await inject(page, 'cart_form=500')
    await page.click('a.woocommerce-remove-coupon')
    await expect.poll(() => notices(page)).toContain('Ostukorvi ei õnnestunud uuendada. Kontrolli ühendust ja proovi uuesti.')
    expect(await violations()).toEqual([])
  })

  for (const [device, options] of [
    ['desktop', { viewport: { width: 1280, height: 800 } }],
    ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ] as const)
    it(`does not shift the page on a ${device} through a coupon and a shipping change`, async () => {
      const page = await b.page({ device: options })
      await page.goto('/pood/?add-to-cart=101')
      await openHeld(page, '/ostukorv/')
      expect(await settledShift(page)).toBe(0)
      await page.fill('#coupon_code', 'saar10')
      await page.click('button[name=apply_coupon]')
      await expect.poll(() => page.locator('tr.cart-discount').count()).toBe(1)
      await expect.poll(() => busy(page)).toBe(0)
      expect(await settledShift(page)).toBe(0)
      await page.click('label[for=shipping_method_0_local_pickup3]')
      await expect.poll(() => total(page)).toBe('11,61 €')
      await expect.poll(() => busy(page)).toBe(0)
      expect(await settledShift(page)).toBe(0)
    })
})
