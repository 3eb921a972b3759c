/**
 * HTML only from the shop's own origin, checked where the answer finally came from: for each call whose answer
 * carries HTML (flatsome_quickview, pw_brand_fetch_brands, pw_brand_fetch_products, wc-ajax add_to_cart and the
 * fragments refresh), the stand-in's endpoint answers with a 302 to the third-party port (the `redirect:`
 * injection), which serves shop-shaped markup with an `<img onerror>` and a `<script>` that would set
 * `window.__saarHostile`. Chromium follows the redirect (the third party allows it by CORS), and Saar must put
 * nothing of it into the page, run none of it, and give the shopper the call's defined error — with fetch and,
 * `?jquery=1`, through jQuery.ajax (the XHR's responseURL).
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()

/** Every rule sends its call to the third party's hostile answer instead. */
async function redirect(page: Page, calls: Record<string, 'html' | 'fragments'>) {
  const rules = Object.entries(calls).map(([call, kind]) => `${call}=redirect:${b.thirdParty}/hostile/${kind}`)
  await page.context().addCookies([{ name: 'saar_inject', value: encodeURIComponent(rules.join('|')), url: b.shop }])
}

/** The redirect really happened: the page's request reached the third party's hostile answer, which came back. */
const reachedHostile = (kind: string) => b.requests.some((r) => r.url() === `${b.thirdParty}/hostile/${kind}` && r.redirectedFrom()?.url().startsWith(b.shop))

/** Nothing foreign in the page and nothing of it ran: no element of its markup, no marker. */
async function expectNothingForeign(page: Page) {
  expect(await page.locator('.saar-hostile').count()).toBe(0)
  expect(await page.getByText('Võõras').count()).toBe(0)
  expect(await page.evaluate(() => (window as { __saarHostile?: unknown }).__saarHostile)).toBeUndefined()
}

/** An element's text now, or null while it is not there (read without waiting: polls call it again). */
const text = (page: Page, selector: string) => page.evaluate((sel) => document.querySelector(sel)?.textContent ?? null, selector)
const assertive = (page: Page) => text(page, '.saar-live-region[aria-live=assertive]')

for (const jquery of [false, true]) {
  const query = jquery ? '?jquery=1' : ''
  describe(jquery ? 'through jQuery.ajax' : 'through fetch', () => {
    it('flatsome_quickview redirected to another origin: no popup, the failure announced, focus on the trigger', async () => {
      const page = await b.page()
      await redirect(page, { flatsome_quickview: 'html' })
      await page.goto(`/pood/${query}`)
      const trigger = page.locator('.quick-view[data-prod="101"]').first()
      await trigger.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => reachedHostile('html')).toBe(true)
      await expect.poll(() => assertive(page)).toBe('Kiirvaadet ei õnnestunud avada. Palun proovi uuesti.')
      await expect.poll(() => trigger.evaluate((el) => el.classList.contains('processing'))).toBe(false)
      expect(await page.locator('.product-lightbox, .mfp-wrap').count()).toBe(0)
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-prod'))).toBe('101')
      await expectNothingForeign(page)
      await expectNoAxeViolations(page)
    })

    for (const [action, form, result] of [
      ['pw_brand_fetch_brands', '#pw_brand_form4821', '#pw_brand_result4821'],
      ['pw_brand_fetch_products', '#pw_brand_form7305', '#pw_brand_result7305'],
    ] as const)
      it(`${action} redirected to another origin: the old results stay, the error is shown and announced`, async () => {
        const page = await b.page()
        await redirect(page, { [action]: 'html' })
        await page.goto(`/brandid/${query}`)
        const before = await page.locator(result).innerHTML()
        await page.locator(`${form} input[type=checkbox]:not(:checked)`).first().focus()
        await page.keyboard.press('Space')
        await expect.poll(() => reachedHostile('html')).toBe(true)
        await expect.poll(() => text(page, '.saar-brands-error')).toBe('Tulemusi ei õnnestunud uuendada. Palun proovi uuesti.')
        await expect.poll(() => assertive(page)).toBe('Tulemusi ei õnnestunud uuendada. Palun proovi uuesti.')
        await expect.poll(() => page.locator(result).getAttribute('aria-busy')).toBeNull()
        expect(await page.locator(result).innerHTML()).toBe(before)
        expect(await text(page, '.saar-live-region[aria-live=polite]')).not.toBe('Tulemused on uuendatud')
        await expectNothingForeign(page)
        await expectNoAxeViolations(page)
      })

    it('wc-ajax add_to_cart redirected to another origin: nothing added or shown, the button back, the failure said', async () => {
      const page = await b.page()
      await redirect(page, { add_to_cart: 'fragments' })
      await page.goto(`/pood/${query}`)
      const button = page.locator('.ajax_add_to_cart[data-product_id="101"]')
      await button.click()
      await expect.poll(() => reachedHostile('fragments')).toBe(true)
      await expect.poll(() => text(page, '.saar-cart-notice.woocommerce-error')).toBe('Toodet ei õnnestunud ostukorvi lisada. Palun proovi uuesti.')
      await expect.poll(() => assertive(page)).toBe('Toodet ei õnnestunud ostukorvi lisada. Palun proovi uuesti.')
      await expect.poll(() => button.getAttribute('class')).not.toMatch(/loading|added/)
      // The refresh after a failed add (it may have added all the same) asks the shop itself: still empty.
      await expect.poll(() => b.requests.filter((r) => r.url().includes('wc-ajax=get_refreshed_fragments')).length).toBe(1)
      await expect.poll(() => text(page, '.header .cart-icon strong')).toBe('0')
      await expectNothingForeign(page)
      await expectNoAxeViolations(page)
    })

    it('the fragments refresh redirected to another origin leaves the server’s own cart markup', async () => {
      const page = await b.page()
      await page.addInitScript(() => {
        ;(window as unknown as { fragmentErrors: number }).fragmentErrors = 0
        document.addEventListener('DOMContentLoaded', () => {
          const count = () => void ((window as unknown as { fragmentErrors: number }).fragmentErrors += 1)
          const $ = (window as unknown as { jQuery?: (el: Element) => { on(name: string, fn: () => void): void } }).jQuery
          if ($) $(document.body).on('wc_fragments_ajax_error', count)
          else document.body.addEventListener('wc_fragments_ajax_error', count)
        })
      })
      await redirect(page, { get_refreshed_fragments: 'fragments' })
      // A visitor with a cart and nothing stored yet: the page asks for fresh fragments at once.
      await page.goto(`/pood/?add-to-cart=101${jquery ? '&jquery=1' : ''}`)
      await expect.poll(() => reachedHostile('fragments')).toBe(true)
      await expect.poll(() => page.evaluate(() => (window as unknown as { fragmentErrors: number }).fragmentErrors)).toBe(1)
      expect(await text(page, '.header .cart-icon strong')).toBe('1')
      await expectNothingForeign(page)
    })
  })
}
