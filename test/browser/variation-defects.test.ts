/**
 * The variation form in Chromium where it used to go wrong: the Clear link ("Tühjenda") at first paint, before the
 * variation code has come (the shared sheet's rule alone), and a shared link with a combination no variation has.
 */
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()

/** WooCommerce's no-matching-variations text, as the stand-in's Estonian shop words it. */
const NO_MATCH = /ei vasta ükski toode/
const clearLink = '.variations_form .reset_variations'
/** The element's visibility as the page shows it. */
const visibility = (el: Element) => getComputedStyle(el).visibility

describe('the Clear link before the variation code', () => {
  it('is hidden at first paint with nothing chosen, shows for a choice made before the code, and for a shared link’s choice', async () => {
    const page = await b.page()
    // The variation code never comes: what shows is the server's markup and the shared sheet.
    await page.route('**/variation-form.*.js', (route) => route.abort())
    await page.goto('/toode/villane-kampsun/')
    const link = page.locator(clearLink)
    expect(await link.textContent()).toBe('Tühjenda')
    expect(await link.evaluate(visibility)).toBe('hidden')
    await page.selectOption('#varv', 'Sinine')
    await expect.poll(() => link.evaluate(visibility)).toBe('visible')

    await page.goto('/toode/villane-kampsun/?attribute_pa_suurus=m')
    expect(await page.locator(clearLink).evaluate(visibility)).toBe('visible')
  })

  it('stays hidden when the code arrives with nothing chosen, and shows after a choice', async () => {
    const page = await b.page()
    await page.goto('/toode/villane-kampsun/')
    const link = page.locator(clearLink)
    // The variation code comes as the shopper reaches for the form (nothing chosen: no need before).
    await page.hover('#pa_suurus')
    await expect.poll(() => link.evaluate((el) => (el as HTMLElement).style.visibility)).toBe('hidden') // Saar's form has set it
    expect(await link.evaluate(visibility)).toBe('hidden')
    await page.selectOption('#pa_suurus', 's')
    await expect.poll(() => link.evaluate(visibility)).toBe('visible')
  })
})

describe('a shared link with an impossible combination', () => {
  it('keeps both choices and says that nothing matches, axe-clean', async () => {
    const page = await b.page()
    await page.goto('/toode/villane-kampsun/?attribute_pa_suurus=xl&attribute_varv=H%C3%B5behall')
    await expect.poll(() => page.locator('.variations_form [role=alert] > .wc-no-matching-variations').textContent()).toMatch(NO_MATCH)
    expect([await page.inputValue('#pa_suurus'), await page.inputValue('#varv')]).toEqual(['xl', 'Hõbehall'])
    expect(await page.locator('.single_add_to_cart_button').getAttribute('class')).toContain('wc-variation-selection-needed')
    expect(await page.locator(clearLink).evaluate(visibility)).toBe('visible')
    await expectNoAxeViolations(page, 'form.variations_form')
    // Another colour finds XL in green: the message goes.
    await page.selectOption('#varv', 'Roheline')
    await expect.poll(() => page.inputValue('input.variation_id')).toBe('10206')
    expect(await page.locator('.wc-no-matching-variations').count()).toBe(0)
  })
})
