/**
 * Features loaded on approach (src/hydrate.ts) in Chromium on the stand-in shop: with a feature's on-demand file
 * held back by a slow network, what the shopper does meanwhile (a click, a double click, a select change) gives
 * exactly one outcome once the file arrives; and a page's first load does not fetch the files of features nobody
 * has approached yet.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { builtFile, expectNoAxeViolations, holdBack, useBrowser } from './browser'

const b = useBrowser()

const fetched = (name: string) => b.requests.filter((r) => builtFile(name).test(r.url())).length
const wcAjaxCalls = (endpoint: string) => b.requests.filter((r) => r.url().includes(`wc-ajax=${endpoint}`)).length
const count = (page: Page) => page.locator('.header .cart-icon strong').first().textContent()


/** Waits until the page has asked for `name` (the request is then held back). */
const asked = (name: string) => expect.poll(() => fetched(name)).toBe(1)

describe('held until the code arrives', () => {
  it('a click on a listing’s add button before its code arrives sends exactly one add once it does', async () => {
    const page = await b.page()
    const release = await holdBack(page, 'add-to-cart')
    await page.goto('/pood/')
    await page.click('.ajax_add_to_cart[data-product_id="101"]')
    await asked('add-to-cart')
    await b.flushRequests(page)
    expect(wcAjaxCalls('add_to_cart')).toBe(0)
    expect(new URL(page.url()).search).toBe('') // the link (?add-to-cart=101) was not followed
    release()
    await expect.poll(() => count(page)).toBe('1')
    await expect.poll(() => page.locator('.ajax_add_to_cart[data-product_id="101"]').getAttribute('class')).toContain('added')
    await b.flushRequests(page)
    expect(wcAjaxCalls('add_to_cart')).toBe(1)
    expect(new URL(page.url()).pathname).toBe('/pood/')
  })

  it('a double click on a listing’s add button before its code arrives is one add', async () => {
    const page = await b.page()
    const release = await holdBack(page, 'add-to-cart')
    await page.goto('/pood/')
    await page.dblclick('.ajax_add_to_cart[data-product_id="105"]')
    await asked('add-to-cart')
    release()
    await expect.poll(() => count(page)).toBe('1')
    await expect.poll(() => page.locator('.ajax_add_to_cart.loading').count()).toBe(0)
    await b.flushRequests(page)
    expect(wcAjaxCalls('add_to_cart')).toBe(1)
  })

  it('a product form’s add before its code arrives is one add, without leaving the page', async () => {
    const page = await b.page()
    const release = await holdBack(page, 'add-to-cart')
    await page.goto('/toode/villane-sall/')
    await page.dblclick('form.cart .single_add_to_cart_button')
    await asked('add-to-cart')
    await b.flushRequests(page)
    expect(wcAjaxCalls('add_to_cart')).toBe(0)
    release()
    await expect.poll(() => count(page)).toBe('1')
    await b.flushRequests(page)
    expect(wcAjaxCalls('add_to_cart')).toBe(1)
    expect(new URL(page.url()).pathname).toBe('/toode/villane-sall/')
  })

  it('a quick-view click before its code arrives opens exactly one popup once it does', async () => {
    const page = await b.page()
    const release = await holdBack(page, 'quick-view-popup')
    await page.goto('/pood/')
    const quickViews = () => b.requests.filter((r) => r.method() === 'POST' && (r.postData() ?? '').includes('action=flatsome_quickview')).length
    await page.locator('.quick-view[data-prod="101"]').first().click()
    await asked('quick-view-popup')
    await b.flushRequests(page)
    expect(quickViews()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/pood/')
    release()
    await expect.poll(() => page.locator('.product-lightbox[role=dialog]').count()).toBe(1)
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.product-lightbox'))).toBe(true)
    await b.flushRequests(page)
    expect(quickViews()).toBe(1)
    expect(await page.locator('.product-lightbox[role=dialog]').count()).toBe(1)
    await expectNoAxeViolations(page)
  })

  it('a variation chosen before the form’s code arrives is shown once it does', async () => {
    const page = await b.page()
    const release = await holdBack(page, 'variation-form')
    await page.goto('/toode/villane-kampsun/')
    // Nothing is chosen yet: the file is asked for by the first choice, which waits for it, as does the second.
    await page.selectOption('#pa_suurus', { label: 'M' })
    await asked('variation-form')
    await page.selectOption('#varv', { label: 'Hõbehall' })
    await b.flushRequests(page)
    expect(await page.locator('.single_variation .woocommerce-variation-price').count()).toBe(0)
    release()
    await expect.poll(() => page.inputValue('input.variation_id')).toBe('10202')
    await expect.poll(() => page.locator('.single_variation .woocommerce-variation-price').textContent()).toContain('79,00')
    expect(await page.locator('.single_variation .woocommerce-variation-price').count()).toBe(1)
    await expect.poll(() => page.locator('form.variations_form .single_add_to_cart_button').getAttribute('aria-disabled')).toBeNull()
    // The shopper's choice, not the server's default: said to screen readers.
    await expect.poll(() => page.locator('.saar-live-region[aria-live=polite]').textContent()).toContain('79,00')
    await expectNoAxeViolations(page)
  })

  it('above the ajax threshold, a choice completed before the form’s code arrives asks the server once', async () => {
    const page = await b.page()
    const release = await holdBack(page, 'variation-form')
    await page.goto('/toode/linane-sark/')
    await page.selectOption('#pa_suurus', 'm')
    await asked('variation-form')
    await page.selectOption('#pa_varv', 'helesinine')
    await page.selectOption('#materjal', 'Lina')
    await b.flushRequests(page)
    expect(wcAjaxCalls('get_variation')).toBe(0)
    release()
    await expect.poll(() => page.inputValue('input.variation_id')).not.toBe('')
    await expect.poll(() => page.locator('.single_variation').textContent()).toMatch(/€/)
    await b.flushRequests(page)
    expect(wcAjaxCalls('get_variation')).toBe(1)
  })
})

describe('when the code cannot be had', () => {
  /** The file `name` fails to load once the returned function is called (a network that gave up). */
  const failLater = (page: Page, name: string) => holdBack(page, name, 'abort')
  const navigations = (method: string, part: string) => b.requests.filter((r) => r.isNavigationRequest() && r.method() === method && (r.postData() ?? r.url()).includes(part))

  it('a click held on a listing’s add button follows its link, once, as without scripts', async () => {
    const page = await b.page()
    const fail = await failLater(page, 'add-to-cart')
    await page.goto('/pood/')
    await page.click('.ajax_add_to_cart[data-product_id="101"]')
    await asked('add-to-cart')
    await b.flushRequests(page)
    expect(navigations('GET', 'add-to-cart=101')).toHaveLength(0)
    const followed = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('add-to-cart=101'))
    fail()
    await followed
    await page.waitForLoadState()
    expect(navigations('GET', 'add-to-cart=101')).toHaveLength(1)
    expect(wcAjaxCalls('add_to_cart')).toBe(0)
  })

  it('a submit held on a product form posts the form, once, with its button', async () => {
    const page = await b.page()
    const fail = await failLater(page, 'add-to-cart')
    await page.goto('/toode/villane-sall/')
    await page.click('form.cart .single_add_to_cart_button')
    await asked('add-to-cart')
    await b.flushRequests(page)
    expect(navigations('POST', 'add-to-cart')).toHaveLength(0)
    const posted = page.waitForRequest((r) => r.isNavigationRequest() && r.method() === 'POST')
    fail()
    // The form's own encoding (multipart, as WooCommerce prints it), with the add button's name and value.
    expect((await posted).postData()).toMatch(/name="add-to-cart"\r\n\r\n111\r\n/)
    await page.waitForLoadState()
    expect(navigations('POST', 'add-to-cart')).toHaveLength(1)
    expect(wcAjaxCalls('add_to_cart')).toBe(0)
  })
})

describe('first load', () => {
  it('a product page fetches neither the add-to-cart nor the quick-view code until an add button is approached', async () => {
    const page = await b.page()
    await page.goto('/toode/villane-kampsun/', { waitUntil: 'networkidle' })
    await b.flushRequests(page)
    // A variable product with nothing chosen yet: its form's code too waits for the shopper, and its button already
    // says what the code will say, that a choice is needed.
    expect(fetched('variation-form')).toBe(0)
    const button = page.locator('form.cart .single_add_to_cart_button')
    expect(await button.getAttribute('aria-disabled')).toBe('true')
    expect(await button.getAttribute('class')).toContain('wc-variation-selection-needed')
    expect(fetched('add-to-cart')).toBe(0)
    expect(fetched('quick-view-popup')).toBe(0)
    await page.hover('form.cart .single_add_to_cart_button')
    await asked('add-to-cart')
    await asked('variation-form')
    // Mounted: the button says a choice is needed.
    await expect.poll(() => page.locator('form.cart .single_add_to_cart_button').getAttribute('aria-disabled')).toBe('true')
    expect(fetched('quick-view-popup')).toBe(0)
  })

  it('a variable product whose options come chosen (a shared link) loads its form’s code at once and shows the variation', async () => {
    const page = await b.page()
    await page.goto(`/toode/villane-kampsun/?attribute_pa_suurus=m&attribute_varv=${encodeURIComponent('Hõbehall')}`)
    await asked('variation-form')
    await expect.poll(() => page.inputValue('input.variation_id')).toBe('10202')
    await expect.poll(() => page.locator('.single_variation .woocommerce-variation-price').textContent()).toContain('79,00')
    await expect.poll(() => page.locator('form.variations_form .single_add_to_cart_button').getAttribute('aria-disabled')).toBeNull()
    await expectNoAxeViolations(page)
  })

  it('a simple product’s page fetches no variation code', async () => {
    const page = await b.page()
    await page.goto('/toode/villane-sall/', { waitUntil: 'networkidle' })
    await b.flushRequests(page)
    expect(fetched('variation-form')).toBe(0)
    expect(fetched('add-to-cart')).toBe(0)
  })

  it('the listing fetches the quick view’s code when a trigger is first approached, once', async () => {
    const page = await b.page()
    await page.goto('/pood/', { waitUntil: 'networkidle' })
    await page.mouse.move(5, 5)
    await b.flushRequests(page)
    expect(fetched('quick-view-popup')).toBe(0)
    expect(fetched('add-to-cart')).toBe(0)
    await page.locator('.quick-view[data-prod="101"]').first().hover()
    await asked('quick-view-popup')
    await page.locator('.quick-view[data-prod="105"]').first().focus()
    await b.flushRequests(page)
    expect(fetched('quick-view-popup')).toBe(1)
  })
})
