/**
 * A variable product is bought safely with no script at all (issue 8, Deliver 4; WooCommerce #27756): with
 * JavaScript off, as when Saar's file is blocked or a cached page names an old one, the form works as WooCommerce
 * prints it, and the server adds only the variation the shown options name — never one a stale variation_id names,
 * never the parent without options. An address form (issue 21) posts as printed too: the server answers a new
 * country with its fields, and what was typed stays.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expectNoAxeViolations, launchChromium } from './browser'

const shop = inject('shopUrl')
let browser: Browser
let context: BrowserContext | undefined

beforeAll(async () => {
  browser = await launchChromium()
})
afterEach(async () => {
  await context?.close()
  context = undefined
})
afterAll(async () => {
  await browser?.close()
})

/** A fresh visitor with JavaScript off. */
async function page(): Promise<Page> {
  await context?.close()
  context = await browser.newContext({ javaScriptEnabled: false, locale: 'et-EE', baseURL: shop })
  return context.newPage()
}

/** A fresh visitor whose browser runs scripts but gets none of the shop's files (blocked, or gone after an update). */
async function pageWithScriptsBlocked(): Promise<Page> {
  await context?.close()
  context = await browser.newContext({ locale: 'et-EE', baseURL: shop })
  await context.route(/\.js(\?|$)/, (route) => route.abort())
  return context.newPage()
}

const product = '/toode/villane-kampsun/'
const addButton = (p: Page) => p.locator('form.variations_form button.single_add_to_cart_button')
const headerCount = (p: Page) => p.locator('.header-cart-link .cart-icon strong').first().textContent()

/** The cart page's lines: the product name with its chosen options, as the shopper reads them. */
async function cartLines(p: Page): Promise<string[]> {
  await p.goto('/ostukorv/')
  return p.locator('.woocommerce-cart-form__cart-item .product-name').evaluateAll((cells) =>
    cells.map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
  )
}

/** Serves the product page with the variation_id field already holding a value, as a browser restores it. */
async function withRestoredVariationId(p: Page, id: string): Promise<void> {
  await p.route(`**${product}`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    const response = await route.fetch()
    const body = (await response.text()).replace('name="variation_id" class="variation_id" value="0"', `name="variation_id" class="variation_id" value="${id}"`)
    expect(body).toContain(`value="${id}"`)
    await route.fulfill({ response, body })
  })
}

describe('a variable product without any script', () => {
  it('offers an enabled button and adds the chosen variation', async () => {
    const p = await page()
    await p.goto(product)
    expect(await addButton(p).isEnabled()).toBe(true)
    await p.selectOption('#pa_suurus', 'm')
    await p.selectOption('#varv', 'Hõbehall')
    await addButton(p).click()
    await expect.poll(() => p.locator('.woocommerce-message').first().textContent()).toContain('„Villane kampsun“ on lisatud sinu ostukorvi.')
    expect(await headerCount(p)).toBe('1')
    expect(await cartLines(p)).toEqual(['Villane kampsun Suurus: M Värv: Hõbehall'])
  })

  it('adds nothing when no option was chosen, and says to choose them', async () => {
    const p = await page()
    await p.goto(product)
    await addButton(p).click()
    await expect.poll(() => p.locator('.woocommerce-error').first().textContent()).toContain('Palun vali toote variandid enne selle toote ostukorvi lisamist.')
    expect(await headerCount(p)).toBe('0')
    expect(await cartLines(p)).toEqual([])
  })

  it('adds the shown choice, never the variation a stale variation_id names', async () => {
    const p = await page()
    await withRestoredVariationId(p, '10201') // S / Hõbehall, chosen before the page was reloaded.
    await p.goto(product)
    await p.selectOption('#pa_suurus', 'm')
    await p.selectOption('#varv', 'Hõbehall')
    await addButton(p).click()
    await expect.poll(() => p.locator('.woocommerce-message').first().textContent()).toContain('„Villane kampsun“ on lisatud sinu ostukorvi.')
    expect(await cartLines(p)).toEqual(['Villane kampsun Suurus: M Värv: Hõbehall'])
  })

  it('is the same accessible form when the browser runs scripts but gets none of the shop\'s files (axe runs there)', async () => {
    const p = await pageWithScriptsBlocked()
    await p.goto(product)
    expect(await addButton(p).isEnabled()).toBe(true)
    await expectNoAxeViolations(p)
    await p.selectOption('#pa_suurus', 'xl')
    await p.selectOption('#varv', 'Roheline')
    await addButton(p).click()
    await expect.poll(() => p.locator('.woocommerce-message').first().textContent()).toContain('„Villane kampsun“ on lisatud sinu ostukorvi.')
    await expectNoAxeViolations(p)
    expect(await cartLines(p)).toEqual(['Villane kampsun Suurus: XL Värv: Roheline'])
  })

  it('adds nothing with a stale variation_id and the options cleared', async () => {
    const p = await page()
    await withRestoredVariationId(p, '10201')
    await p.goto(product)
    await addButton(p).click()
    await expect.poll(() => p.locator('.woocommerce-error').first().textContent()).toContain('Palun vali toote variandid enne selle toote ostukorvi lisamist.')
    expect(await cartLines(p)).toEqual([])
  })
})

describe('an address form without any script', () => {
  it("posts as printed: a new country comes back with its state list and what was typed, and the chosen state is saved", async () => {
    const p = await page()
    const form = '/minu-konto/muuda-aadressi/arveldus/'
    await p.goto(form)
    expect(await p.getAttribute('#billing_state', 'type')).toBe('hidden') // Estonia: no states
    await p.selectOption('#billing_country', 'US')
    await p.fill('#billing_first_name', 'Mari')
    await p.fill('#billing_last_name', 'Maasikas')
    await p.fill('#billing_address_1', '1 Main St')
    await p.fill('#billing_city', 'Sacramento')
    await p.fill('#billing_postcode', '95814')
    await p.click('button[name=save_address]')
    // The United States need a state: the form again, now with the list, everything typed kept.
    await expect.poll(() => p.locator('.woocommerce-error').first().textContent()).toContain('Osariik on nõutud väli.')
    expect(await p.evaluate(() => document.getElementById('billing_state')?.tagName)).toBe('SELECT')
    expect([await p.inputValue('#billing_country'), await p.inputValue('#billing_first_name'), await p.inputValue('#billing_city')]).toEqual(['US', 'Mari', 'Sacramento'])
    await p.selectOption('#billing_state', 'CA')
    await p.click('button[name=save_address]')
    await expect.poll(() => p.locator('.woocommerce-message').first().textContent()).toContain('Aadress on edukalt muudetud.')
    await p.goto(form)
    expect([await p.inputValue('#billing_country'), await p.inputValue('#billing_state'), await p.inputValue('#billing_postcode')]).toEqual(['US', 'CA', '95814'])
  })
})
