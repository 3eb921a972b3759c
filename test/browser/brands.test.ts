/**
 * The brand listing in Chromium on the stand-in shop: the 'all' checkbox rules by keyboard, results updating in
 * place with one request per form state, the product filter, a failure keeping the old results, the A–Z jump —
 * axe-core clean in each state.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()
const posts = (action: string) => b.requests.filter((r) => r.method() === 'POST' && new URLSearchParams(r.postData() ?? '').get('action') === action)
const CATS = '#pw_brand_form4821'
const checked = (page: Page, form = CATS) =>
  page.locator(`${form} input[type=checkbox]`).evaluateAll((els) => (els as HTMLInputElement[]).filter((e) => e.checked).map((e) => e.value))

async function toggleByKeyboard(page: Page, selector: string) {
  await page.focus(selector)
  await page.keyboard.press('Space')
}

async function ready(page: Page) {
  await page.goto('/brandid/')
  await page.waitForLoadState('networkidle')
}

describe('brand filter', () => {
  it("follows the 'all' rules by keyboard and updates the results, one request per form state", async () => {
    const page = await b.page()
    await ready(page)
    await expectNoAxeViolations(page)
    const result = page.locator('#pw_brand_result4821')
    const all = await result.locator('.wb-allview-item-cnt').count()
    const [first, second, third] = await page.locator(`${CATS} input[type=checkbox]:not([value="0"])`).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))

    await toggleByKeyboard(page, `${CATS} input[value="${first}"]`)
    await expect.poll(() => checked(page)).toEqual([first]) // another clears 'all'
    await expect.poll(() => posts('pw_brand_fetch_brands').length).toBe(1)
    await expect.poll(() => result.getAttribute('aria-busy')).toBeNull()
    await expect.poll(() => result.locator('.wb-allview-item-cnt').count()).toBeLessThan(all)
    const body = new URLSearchParams(posts('pw_brand_fetch_brands')[0]!.postData()!)
    expect(body.getAll('pw_woob_category[]')).toEqual([first])
    expect(body.get('other_settings[type]')).toBe('adv1')
    await expect.poll(() => page.locator('.saar-live-region[aria-live=polite]').textContent()).toBe('Tulemused on uuendatud')
    await expectNoAxeViolations(page)

    await toggleByKeyboard(page, `${CATS} input[value="${second}"]`)
    await expect.poll(() => checked(page)).toEqual([first, second])
    await expect.poll(() => posts('pw_brand_fetch_brands').length).toBe(2)
    await expect.poll(() => result.getAttribute('aria-busy')).toBeNull() // busy from the moment it asked until shown
    const both = await result.innerHTML()

    await toggleByKeyboard(page, `${CATS} input[value="0"]`)
    await expect.poll(() => checked(page)).toEqual(['0']) // 'all' clears the others
    await expect.poll(() => posts('pw_brand_fetch_brands').length).toBe(3)
    await expect.poll(() => result.locator('.wb-allview-item-cnt').count()).toBe(all)

    await toggleByKeyboard(page, `${CATS} input[value="0"]`)
    await expect.poll(() => checked(page)).toEqual(['0']) // none left: 'all' again (a state already asked)

    // Back to states seen before: answered from memory. A new state is asked for next; the requests before it show
    // that the states seen before sent nothing.
    await toggleByKeyboard(page, `${CATS} input[value="${first}"]`)
    await toggleByKeyboard(page, `${CATS} input[value="${second}"]`)
    await expect.poll(() => result.innerHTML()).toBe(both)
    await toggleByKeyboard(page, `${CATS} input[value="${third}"]`)
    await expect.poll(() => posts('pw_brand_fetch_brands').length).toBe(4)
    expect(posts('pw_brand_fetch_brands').map((r) => new URLSearchParams(r.postData()!).getAll('pw_woob_category[]').join('+'))).toEqual([
      first,
      `${first}+${second}`,
      '0',
      `${first}+${second}+${third}`,
    ])
    await expect.poll(() => result.getAttribute('aria-busy')).toBeNull()
    await expectNoAxeViolations(page)
  })

  it('the brand products filter posts pw_brand_fetch_products into its own area', async () => {
    const page = await b.page()
    await ready(page)
    const products = page.locator('#pw_brand_result7305')
    const before = await products.locator('.wb-brandpro-list-item').count()
    await toggleByKeyboard(page, '#pw_brand_form7305 input[value="0"]')
    await expect.poll(() => checked(page, '#pw_brand_form7305')).toEqual(['0'])
    await expect.poll(() => products.locator('.wb-brandpro-list-item').count()).toBeGreaterThan(before)
    expect(posts('pw_brand_fetch_products')).toHaveLength(1)
    expect(posts('pw_brand_fetch_brands')).toHaveLength(0)
    await expectNoAxeViolations(page)
  })

  it('a failure keeps the previous results and says so', async () => {
    const page = await b.page()
    await page.context().addCookies([{ name: 'saar_inject', value: 'pw_brand_fetch_brands=500', url: b.shop }])
    await ready(page)
    const result = page.locator('#pw_brand_result4821')
    const before = await result.innerHTML()
    await toggleByKeyboard(page, `${CATS} input[type=checkbox]:not([value="0"])`)
    await expect.poll(() => page.locator('.saar-brands-error').textContent()).toBe('Tulemusi ei õnnestunud uuendada. Palun proovi uuesti.')
    await expect.poll(() => result.getAttribute('aria-busy')).toBeNull()
    expect(await result.innerHTML()).toBe(before)
    await expect.poll(() => page.locator('.saar-live-region[aria-live=assertive]').textContent()).toBe('Tulemusi ei õnnestunud uuendada. Palun proovi uuesti.')
    await expectNoAxeViolations(page)
  })
})

describe('brand filter timeout', () => {
  it('a request that times out keeps the previous results, says so, and leaves nothing busy', async () => {
    const page = await b.page()
    await page.clock.install()
    await page.context().addCookies([{ name: 'saar_inject', value: 'pw_brand_fetch_brands=timeout', url: b.shop }])
    await ready(page)
    const result = page.locator('#pw_brand_result4821')
    const before = await result.innerHTML()
    await toggleByKeyboard(page, `${CATS} input[type=checkbox]:not([value="0"])`)
    await expect.poll(() => result.getAttribute('aria-busy')).toBe('true')
    await page.clock.runFor(5000) // the shop's request timeout, on the page's clock
    await expect.poll(() => page.locator('.saar-brands-error').textContent()).toBe('Tulemusi ei õnnestunud uuendada. Palun proovi uuesti.')
    await expect.poll(() => result.getAttribute('aria-busy')).toBeNull()
    expect(await result.innerHTML()).toBe(before)
    await page.clock.runFor(100) // the live region writes 50 ms after an announcement
    await expect.poll(() => page.locator('.saar-live-region[aria-live=assertive]').textContent()).toBe('Tulemusi ei õnnestunud uuendada. Palun proovi uuesti.')
  })
})

describe('A–Z index', () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const)
    it(`a letter scrolls to its section and puts focus on the heading (${reducedMotion})`, async () => {
      const page = await b.page({ reducedMotion })
      await page.setViewportSize({ width: 800, height: 300 })
      await ready(page)
      const link = page.locator('a.wb-wb-allview-letters[href^="#"]').last()
      const letter = decodeURIComponent((await link.getAttribute('href'))!.slice(1))
      await link.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(letter)
      await expect.poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), letter)).toBeLessThan(100)
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      await expectNoAxeViolations(page)
    })

  it('letters missing from the filtered results are marked disabled', async () => {
    const page = await b.page()
    await ready(page)
    const first = await page.locator(`${CATS} input[type=checkbox]:not([value="0"])`).first().getAttribute('value')
    await toggleByKeyboard(page, `${CATS} input[value="${first}"]`)
    await expect.poll(() => page.locator('a.wb-wb-allview-letters[aria-disabled=true]').count()).toBeGreaterThan(0)
    const missing = page.locator('a.wb-wb-allview-letters[aria-disabled=true]').first()
    const id = decodeURIComponent((await missing.getAttribute('href'))!.slice(1))
    expect(await page.locator(`[id="${id}"]`).count()).toBe(0)
    await expectNoAxeViolations(page)
  })
})
