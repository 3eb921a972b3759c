/**
 * Tabs and accordions in content on the stand-in's "Kasulik info" page (Flatsome's shortcode markup): by keyboard,
 * opened by links to their hash after load and by the back button, axe-clean in each state and under the strict
 * CSP; the product tabs switching on a hash change after load; and beside Flatsome's own tabs code (`?stock=1`),
 * one handler: Flatsome's.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, underStrictCsp, useBrowser } from './browser'

const b = useBrowser()

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })
const panel = (page: Page, id: string) => page.locator(`[id="${id}"]`)
const title = (page: Page, name: string) => page.locator('.accordion-title', { hasText: name })
const tabsBundle = () => b.requests.filter((r) => /\/tabs\.[0-9a-f]+\.js/.test(r.url()))

describe('content tabs and accordions', () => {
  it('work by keyboard: arrows open tabs, Space and Enter open and close accordion items, axe-clean and CSP-clean in each state', async () => {
    const page = await b.page()
    const violations = await underStrictCsp(page, b.shop)
    await page.goto('/kasulik-info/')
    await expect.poll(() => title(page, 'Kas saan tellimust muuta?').getAttribute('role')).toBe('button')
    await expect.poll(() => panel(page, 'tab_tarne').isVisible()).toBe(true)
    expect(await panel(page, 'tab_tagastamine').isVisible()).toBe(false)
    await expectNoAxeViolations(page)
    await tab(page, 'Tarne').focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => panel(page, 'tab_tagastamine').isVisible()).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Tagastamine')
    expect(await tab(page, 'Tagastamine').getAttribute('aria-selected')).toBe('true')
    expect(await panel(page, 'tab_tarne').isVisible()).toBe(false)
    await page.keyboard.press('End')
    await expect.poll(() => panel(page, 'tab_garantii').isVisible()).toBe(true)
    // Tab leaves the tablist for the open panel (one tab stop per tablist).
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab_garantii')
    await expectNoAxeViolations(page)

    await title(page, 'Kas saab kinkida?').focus()
    await page.keyboard.press('Space')
    await expect.poll(() => page.getByText('Jah, lisa kassas kingisõnum.').isVisible()).toBe(true)
    expect(await title(page, 'Kas saab kinkida?').getAttribute('aria-expanded')).toBe('true')
    await expectNoAxeViolations(page)
    // One tab stop per item: Flatsome's chevron button inside the title is no longer one.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Kuidas maksta?')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByText('Pangalingi või kaardiga.').isVisible()).toBe(true)
    expect(await page.getByText('Jah, lisa kassas kingisõnum.').isVisible()).toBe(false)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByText('Pangalingi või kaardiga.').isVisible()).toBe(false)
    expect(await title(page, 'Kuidas maksta?').getAttribute('aria-expanded')).toBe('false')
    await expectNoAxeViolations(page)
    expect(await violations()).toEqual([])
  })

  it('open from the hash at load, on a link to a hash after load, and back again with the back button', async () => {
    const page = await b.page()
    await page.goto('/kasulik-info/#kas-saab-kinkida')
    await expect.poll(() => page.getByText('Jah, lisa kassas kingisõnum.').isVisible()).toBe(true)
    await page.locator(`.entry-content > p a[href="#tagastamine"]`).click()
    await expect.poll(() => panel(page, 'tab_tagastamine').isVisible()).toBe(true)
    await tab(page, 'Tarne').click()
    await expect.poll(() => panel(page, 'tab_tarne').isVisible()).toBe(true)
    expect(page.url()).toMatch(/#tagastamine$/) // a tab's click keeps the URL
    await page.locator(`.entry-content > p a[href="#tab_hooldus"]`).click()
    await expect.poll(() => panel(page, 'tab_hooldus').isVisible()).toBe(true)
    await expect.poll(() => page.evaluate(() => document.getElementById('tab_hooldus')!.getBoundingClientRect().bottom <= innerHeight)).toBe(true)
    await expectNoAxeViolations(page)
    await page.goBack()
    await expect.poll(() => panel(page, 'tab_tagastamine').isVisible()).toBe(true)
    expect(await panel(page, 'tab_tarne').isVisible()).toBe(false)
  })

  it('switch the product tabs on a hash change after load, and back', async () => {
    const page = await b.page()
    await page.goto('/toode/villane-kampsun/')
    await expect.poll(() => panel(page, 'tab-description').isVisible()).toBe(true)
    // The code for a hash comes with the first hash change, not before (most product views never need it).
    await page.waitForLoadState('networkidle')
    await b.flushRequests(page)
    expect(tabsBundle()).toHaveLength(0)
    // The hash a link elsewhere on the page (or a script) sets after load.
    await expect
      .poll(async () => {
        await page.evaluate(() => history.pushState(null, '', '#'))
        await page.evaluate(() => (location.hash = '#tab-additional_information'))
        return panel(page, 'tab-additional_information').isVisible()
      })
      .toBe(true)
    expect(await tab(page, 'Lisainfo').getAttribute('aria-selected')).toBe('true')
    expect(tabsBundle()).toHaveLength(1)
    await page.evaluate(() => (location.hash = '#reviews'))
    await expect.poll(() => panel(page, 'tab-reviews').isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    await page.goBack()
    await expect.poll(() => panel(page, 'tab-additional_information').isVisible()).toBe(true)
    expect(await panel(page, 'tab-reviews').isVisible()).toBe(false)
  })

  it("beside Flatsome's tabs code (?stock=1) leaves them to it: no bundle, Flatsome's markup as printed, its click works", async () => {
    const page = await b.page()
    const said: string[] = []
    page.on('console', (m) => said.push(m.text()))
    await page.goto('/kasulik-info/?stock=1')
    await expect.poll(() => said).toContain('Saar: tabs and accordions left to Flatsome (its tabs behaviors)')
    await tab(page, 'Garantii').click()
    await expect.poll(() => page.locator('#tab_garantii.active').count()).toBe(1)
    await title(page, 'Kuidas maksta?').click()
    await expect.poll(() => page.locator('.accordion-title.active').count()).toBe(1)
    expect(await title(page, 'Kuidas maksta?').getAttribute('role')).toBeNull()
    await b.flushRequests(page)
    expect(tabsBundle()).toEqual([])
  })
})
