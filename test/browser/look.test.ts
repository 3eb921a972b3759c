/**
 * The stand-in's look (issue 13, item 12) as a shopper sees it in Chromium: the linked theme sheet applies under the
 * strict CSP, the header is laid out on a laptop and on a phone (the cart reachable on both), the icons are drawn
 * (SVG masks, no emoji), the sticky add-to-cart bar sits at the viewport's bottom while active, and the showcase
 * page and the shop's pages are axe-clean (colour contrast included) in these styles.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, underStrictCsp, useBrowser } from './browser'

const b = useBrowser()

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const laptop = { viewport: { width: 1280, height: 800 } }

const style = (page: Page, selector: string, property: string, pseudo?: string) =>
  page.locator(selector).first().evaluate((el, [p, ps]) => getComputedStyle(el, ps).getPropertyValue(p!), [property, pseudo ?? null] as const)
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!

describe('the stand-in’s look', () => {
  it('applies the linked theme sheet under the strict CSP, with no violation', async () => {
    const page = await b.page({ device: laptop })
    const violations = await underStrictCsp(page, b.shop)
    await page.goto('/pood/')
    await expect.poll(() => style(page, '#logo a', 'font-weight')).toBe('800')
    expect(await style(page, '.products', 'display')).toBe('flex')
    // Four cards a row on a laptop, side by side.
    const [first, second] = [await box(page, '.products > .col:nth-child(1)'), await box(page, '.products > .col:nth-child(2)')]
    expect([Math.round(second.y - first.y), second.x > first.x + first.width - 1]).toEqual([0, true])
    expect(await violations()).toEqual([])
  })

  it('lays the header out on a laptop: logo, menu, search, account and cart on one line', async () => {
    const page = await b.page({ device: laptop })
    await page.goto('/pood/')
    const header = await box(page, '#masthead')
    expect(header.height).toBeGreaterThanOrEqual(90)
    expect(header.height).toBeLessThan(100)
    for (const selector of ['#logo', '.header-nav-main .nav-top-link', '.header-search-form input.search-field', '.account-item > a', '.header-cart-link']) {
      const part = await box(page, selector)
      expect([selector, part.y >= header.y, part.y + part.height <= header.y + header.height + 1]).toEqual([selector, true, true])
    }
    // The account link's person and the search button's lens are drawn as SVG masks in the text colour.
    expect(await style(page, '.account-item > a', 'mask-image', '::before')).toMatch(/^url\("data:image\/svg\+xml,/)
    expect(await style(page, '.searchform .icon-search', 'mask-image')).toMatch(/^url\("data:image\/svg\+xml,/)
    expect((await box(page, '.searchform .icon-search')).width).toBeGreaterThan(10)
    await expectNoAxeViolations(page)
  })

  it('keeps the cart in the header on a phone, the desktop menu folded away', async () => {
    const page = await b.page({ device: phone })
    await page.goto('/pood/')
    await expect.poll(() => page.locator('.header-cart-link').first().isVisible()).toBe(true)
    expect(await page.locator('.header-nav-main .nav-top-link').first().isVisible()).toBe(false)
    const cart = await box(page, '.header-cart-link')
    expect(cart.x + cart.width).toBeLessThanOrEqual(390)
    // Two cards a row, inside the screen: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    await expectNoAxeViolations(page)
  })

  it('draws the show-password eye as an SVG mask, crossed out while the password shows', async () => {
    const page = await b.page({ device: laptop })
    await page.goto('/minu-konto/')
    const toggle = 'form.login button.show-password-input'
    await expect.poll(() => page.locator(toggle).getAttribute('aria-label')).toBe('Näita parooli')
    expect(await style(page, toggle, 'content', '::after')).toBe('""')
    const eye = await style(page, toggle, 'mask-image', '::after')
    expect(eye).toMatch(/^url\("data:image\/svg\+xml,/)
    await page.click(toggle)
    await expect.poll(() => style(page, toggle, 'mask-image', '::after')).not.toBe(eye)
    expect(await style(page, toggle, 'mask-image', '::after')).toMatch(/^url\("data:image\/svg\+xml,/)
    await expectNoAxeViolations(page)
  })

  it('shows the active sticky add-to-cart bar fixed at the bottom of the screen, inside it', async () => {
    const page = await b.page({ device: phone })
    await page.goto('/toode/villased-sokid/')
    // Room to scroll past the form (the stand-in's product page ends soon after it on a phone).
    await page.evaluate(() => (document.getElementById('footer')!.style.paddingBottom = '2000px'))
    await page.evaluate(() => window.scrollTo(0, document.querySelector('.sticky-add-to-cart-wrapper')!.getBoundingClientRect().bottom + window.scrollY + 200))
    const bar = page.locator('.sticky-add-to-cart--active')
    await expect.poll(() => bar.count()).toBe(1)
    expect(await style(page, '.sticky-add-to-cart--active', 'position')).toBe('fixed')
    await expect.poll(async () => Math.round((await bar.boundingBox())!.y + (await bar.boundingBox())!.height)).toBe(844)
    expect(await bar.locator('.single_add_to_cart_button').isVisible()).toBe(true)
    await expectNoAxeViolations(page)
  })

  it('the showcase page: tabs, accordion, slider, video and links, axe-clean on a laptop and a phone', async () => {
    for (const device of [laptop, phone]) {
      const page = await b.page({ device })
      await page.goto('/naidised/')
      await expect.poll(() => page.locator('.accordion-title').first().getAttribute('role')).toBe('button')
      expect(await page.getByRole('tab', { name: 'Pesemine', exact: true }).isVisible()).toBe(true)
      expect(await page.locator('video.wp-video-shortcode').isVisible()).toBe(true)
      // The banner slider becomes a slider when it comes near the viewport.
      await page.locator('#slider-naidised').scrollIntoViewIfNeeded()
      await expect.poll(() => page.locator('#slider-naidised .swiper-wrapper').count()).toBeGreaterThan(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(device.viewport.width)
      await expectNoAxeViolations(page)
    }
  })
})
