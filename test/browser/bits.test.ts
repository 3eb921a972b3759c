/**
 * The theme chrome's small pieces on the stand-in: tooltips by keyboard and pointer on the page's clock (200 ms,
 * 350 ms, Escape), axe-clean open and under the strict CSP; editor links for the editor only (a shopper's page fetches
 * no tooltip code); the scroll-to bullets and single-page links marking the current section; the sticky sidebar from
 * 850 px only; the orders table scrolling sideways on a phone, by keyboard too; and beside Flatsome's own code
 * (`?stock=1`), one handler: Flatsome's.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, underStrictCsp, useBrowser } from './browser'

const b = useBrowser()

const bundle = (name: string) => b.requests.filter((r) => new RegExp(`/${name}\\.[0-9a-f]+\\.js`).test(r.url()))
const tip = (page: Page) => page.locator('.tooltipster-base[role=tooltip]')
const tipState = (page: Page) => tip(page).getAttribute('data-state')
const headerOffset = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0)

/** A fresh page logged in as the demo user, then `path` (on the page's clock when asked). */
async function loggedIn(path: string, clock = false): Promise<Page> {
  const page = await b.page()
  await page.goto('/minu-konto/')
  await page.fill('form.login #username', 'demo')
  await page.fill('form.login #password', 'demo')
  await Promise.all([page.waitForURL('**/minu-konto/**'), page.click('form.login button[name=login]')])
  if (clock) await page.clock.install()
  await page.goto(path)
  return page
}

/**
 * Runs the page's clock until the small pieces' step (lazy/bits.ts, which comes when one of them is in view) has been
 * fetched, then stops it: from then on it moves only by `runFor`.
 */
async function idleStep(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(500)
      return bundle('bits').length
    })
    .toBe(1)
  await page.waitForLoadState('networkidle')
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
}

describe('tooltips', () => {
  it('by keyboard: hidden, appearing after 200 ms, shown after 350 more, gone at Escape; axe-clean open, CSP-clean', async () => {
    const page = await b.page()
    const violations = await underStrictCsp(page, b.shop)
    await page.clock.install()
    await page.goto('/meist/')
    // The small pieces' step comes as the tooltip is in view.
    await idleStep(page)
    expect(bundle('tooltips')).toHaveLength(0) // nobody has come near a tooltip yet
    const link = page.locator('a.tooltip', { hasText: 'Saaremaa pood' })
    await link.focus()
    await expect.poll(() => tipState(page)).toBe('hidden')
    expect(await link.getAttribute('title')).toBeNull()
    expect(await link.getAttribute('aria-describedby')).toBe(await tip(page).getAttribute('id'))
    await page.clock.runFor(199)
    expect(await tip(page).isVisible()).toBe(false)
    await page.clock.runFor(1)
    await expect.poll(() => tipState(page)).toBe('appearing')
    await expect.poll(() => tip(page).isVisible()).toBe(true)
    expect(await tip(page).textContent()).toBe('Asutatud 1998 Kuressaares')
    await page.clock.runFor(350)
    await expect.poll(() => tipState(page)).toBe('shown')
    // Above the link, inside the window.
    const [a, t] = await Promise.all([link.boundingBox(), tip(page).boundingBox()])
    expect(t!.y + t!.height).toBeLessThanOrEqual(a!.y + 1)
    expect(t!.x).toBeGreaterThanOrEqual(0)
    await page.clock.resume() // axe waits on timers
    // The 350 ms fade is a CSS transition, on the real clock: axe measures contrast once it has ended.
    await expect.poll(() => tip(page).evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => tip(page).isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Saaremaa pood')
    await page.clock.runFor(1000)
    expect(await tipState(page)).toBe('hidden')
    expect(await tip(page).isVisible()).toBe(false)
    expect(bundle('tooltips')).toHaveLength(1)
    expect(await violations()).toEqual([])
  })

  it('by pointer: shows while hovered, the tooltip itself hoverable, and goes after the pointer leaves both', async () => {
    const page = await b.page()
    await page.clock.install()
    await page.goto('/meist/')
    await idleStep(page)
    const link = page.locator('a.tooltip', { hasText: 'Saaremaa pood' })
    await link.hover()
    await expect.poll(() => tipState(page)).toBe('hidden')
    await page.clock.runFor(550)
    await expect.poll(() => tipState(page)).toBe('shown')
    await tip(page).hover()
    await page.clock.runFor(1000)
    expect(await tipState(page)).toBe('shown')
    await page.mouse.move(5, 600)
    await page.clock.runFor(450)
    await expect.poll(() => tip(page).isVisible()).toBe(false)
  })
})

describe('editor links', () => {
  it('offer the editor both links by keyboard from the block’s entry, axe-clean open', async () => {
    const page = await loggedIn('/kasulik-info/?editor=1', true)
    // The step comes when a piece comes into view: the footer's block, once scrolled to.
    await page.locator('.footer-block-info').scrollIntoViewIfNeeded()
    await idleStep(page)
    const entry = page.locator('a.block-edit-button')
    await expect.poll(() => entry.count()).toBe(1)
    expect(await entry.textContent()).toBe('Muuda plokki: Jaluse info')
    expect(await page.locator('.footer-block-info.has-block').count()).toBe(1)
    await entry.focus()
    await page.clock.runFor(200)
    const box = page.locator('.tooltipster-base[role=group]')
    await expect.poll(() => box.isVisible()).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Muuda UX Builderis')
    expect(await page.evaluate(() => (document.activeElement as HTMLAnchorElement).href)).toContain('/wp-admin/edit.php?page=uxbuilder&post_id=901&edit_post_id=901')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Muuda halduslehel')
    await page.clock.runFor(1000)
    expect(await box.getAttribute('data-state')).toBe('shown')
    await page.clock.resume() // axe waits on timers
    // The 350 ms fade is a CSS transition, on the real clock: axe measures contrast once it has ended.
    await expect.poll(() => box.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    await expectNoAxeViolations(page)
  })

  it('are nowhere for a shopper, nor for a logged-in user without the editor view: no tooltip code fetched', async () => {
    for (const who of ['shopper', 'logged in'] as const) {
      const page = who == 'shopper' ? await b.page() : await loggedIn('/kasulik-info/')
      if (who == 'shopper') await page.goto('/kasulik-info/?editor=1')
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })))
      await b.flushRequests(page)
      expect(await page.locator('.block-edit-link, a.block-edit-button, .has-block').count()).toBe(0)
      expect(bundle('tooltips')).toEqual([])
      expect(bundle('bits')).toEqual([])
    }
  })
})

describe('scroll-to', () => {
  it('bullets and menu links mark the section being read; a click goes there below the header, with the hash', async () => {
    const page = await b.page({ device: { viewport: { width: 1280, height: 800 } } })
    await page.goto('/meist/')
    const bullets = page.getByRole('navigation', { name: 'Lehe osad' }).getByRole('link')
    await expect.poll(() => bullets.count()).toBe(3)
    const menuLink = page.locator('li.scroll-to-link > a', { hasText: 'Meistrid' })
    expect(await page.locator('li.scroll-to-link').count()).toBe(4)
    await menuLink.click()
    await expect.poll(() => page.url()).toMatch(/#meistrid$/)
    await expect.poll(() => menuLink.getAttribute('aria-current')).toBe('location')
    await expect.poll(() => page.locator('.scroll-to-bullets a[href="#meistrid"]').getAttribute('aria-current')).toBe('location')
    await expect.poll(() => page.locator('.scroll-to-bullets a.active').count()).toBe(1)
    // The marker sits just below the sticky header.
    const offset = await headerOffset(page)
    await expect.poll(() => page.evaluate(() => document.querySelector('span.scroll-to[data-link="#meistrid"]')!.getBoundingClientRect().top)).toBeCloseTo(offset, 0)
    await expectNoAxeViolations(page)
    await page.evaluate(() => scrollTo(0, 0))
    await expect.poll(() => page.locator('[aria-current=location]').count()).toBe(0)
    // The section without a bullet is marked in the menu.
    await page.evaluate(() => document.querySelector('span.scroll-to[data-link="#tookoda"]')!.scrollIntoView())
    await expect.poll(() => page.locator('li.scroll-to-link > a[href="#tookoda"]').getAttribute('aria-current')).toBe('location')
    expect(await page.locator('.scroll-to-bullets [aria-current]').count()).toBe(0)
  })
})

describe('sticky sidebar', () => {
  const column = (page: Page) => page.locator('.is-sticky-column')
  it('stays 15 px below the header from 850 px wide, and scrolls with the page below that', async () => {
    for (const width of [1280, 849]) {
      const page = await b.page({ device: { viewport: { width, height: 700 } } })
      await page.goto('/meist/')
      await expect.poll(() => bundle('scroll-to').length).toBe(1)
      await page.waitForLoadState('networkidle')
      const inPage = () => column(page).evaluate((el) => Math.round(el.getBoundingClientRect().top + scrollY))
      const before = await inPage()
      await page.evaluate(() => scrollTo(0, 1500))
      if (width >= 850) {
        const offset = await headerOffset(page)
        await expect.poll(async () => Math.round((await column(page).boundingBox())!.y)).toBe(offset + 15)
        expect(await column(page).evaluate((el) => el.style.top)).toBe(`${offset + 15}px`)
      } else {
        await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0)
        expect(await inPage()).toBe(before)
        expect(await column(page).evaluate((el) => el.style.top)).toBe('')
      }
    }
  })
})

describe('orders table', () => {
  it('scrolls sideways on a phone, and by keyboard: its region is focusable and named', async () => {
    const page = await b.page({ device: { viewport: { width: 390, height: 800 } } })
    await page.goto('/minu-konto/tellimused/')
    const region = page.getByRole('region', { name: 'Tellimused' })
    await expect.poll(() => region.count()).toBe(1)
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await region.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    await expectNoAxeViolations(page)
  })
})

describe("beside Flatsome's own code (?stock=1)", () => {
  it('leaves tooltips, scroll-to, the sticky sidebar and the orders table to it: one of each, no Saar code for them', async () => {
    const page = await b.page({ device: { viewport: { width: 1280, height: 800 } } })
    const said: string[] = []
    page.on('console', (m) => said.push(m.text()))
    await page.goto('/meist/?stock=1')
    await expect.poll(() => said).toContain('Saar: tooltips left to Flatsome (Flatsome.behaviors.tooltips)')
    await expect.poll(() => said).toContain("Saar: scroll-to bullets and links left to Flatsome (Flatsome.behaviors['scroll-to'])")
    await expect.poll(() => said).toContain("Saar: sticky sidebar left to Flatsome (Flatsome.behaviors['sticky-sidebar'])")
    expect(await page.locator('.scroll-to-bullets').count()).toBe(1)
    expect(await page.locator('.scroll-to-bullets[data-stock-bullets]').count()).toBe(1)
    expect(await page.locator('li.scroll-to-link').count()).toBe(4)
    expect(await page.locator('.is-sticky-column[data-stock-sticky]').count()).toBe(1)
    await page.locator('a.tooltip', { hasText: 'Saaremaa pood' }).hover()
    await expect.poll(() => page.locator('[data-stock-tooltip]').isVisible()).toBe(true)
    await b.flushRequests(page)
    expect(bundle('tooltips')).toEqual([])
    expect(bundle('scroll-to')).toEqual([])
    expect(await page.locator('.tooltipster-base:not([data-stock-tooltip])').count()).toBe(0)

    await page.goto('/minu-konto/tellimused/?stock=1')
    await expect.poll(() => said).toContain('Saar: orders table left to Flatsome (jQuery.fn.addQty)')
    await expect.poll(() => page.locator('.touch-scroll-table').count()).toBe(1)
    expect(await page.locator('.touch-scroll-table .touch-scroll-table').count()).toBe(0)
  })
})
