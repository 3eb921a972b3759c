/**
 * Flatsome's off-canvas panels on the stand-in: the mobile menu on a phone (its levels and back buttons, its tabs),
 * the shop's filter sidebar, the newsletter's anchored lightbox; focus moved in and back, Escape, the backdrop, the
 * page locked, the fade and its absence under reduced motion, axe-clean in every open state and under the strict CSP;
 * `flatsome-open-mini-cart` through jQuery; and beside Flatsome's own `lightboxes` behaviour (`?stock=1`), one
 * handler: Flatsome's.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, underStrictCsp, useBrowser } from './browser'

const b = useBrowser()
const phone = { viewport: { width: 390, height: 760 }, isMobile: true, hasTouch: true }

const dialog = (page: Page) => page.locator('.mfp-wrap[role=dialog]')
const menu = (page: Page) => page.locator('#main-menu [data-tab="1"]')
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent?.trim())
const rootStyle = (page: Page) => page.evaluate(() => document.documentElement.style.overflow)
const bundle = () => b.requests.filter((r) => /\/offcanvas\.[0-9a-f]+\.js/.test(r.url()))

async function openMenu(page: Page): Promise<void> {
  await page.locator('[data-open="#main-menu"]').click()
  await expect.poll(() => dialog(page).getAttribute('aria-label')).toBe('Menüü')
}

describe('the mobile menu', () => {
  it('opens from the burger as a modal drawer, goes down two levels and back by keyboard, and closes on Escape onto the burger', async () => {
    const page = await b.page({ device: phone })
    const violations = await underStrictCsp(page, b.shop)
    await page.goto('/pood/')
    const burger = page.locator('[data-open="#main-menu"]')
    await openMenu(page)
    expect(await burger.getAttribute('aria-expanded')).toBe('true')
    expect(await page.locator('.mfp-wrap.off-canvas.off-canvas-left #main-menu').isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.className)).toContain('has-off-canvas-left')
    expect(await rootStyle(page)).toBe('hidden')
    await expect.poll(() => focused(page)).toBe('Menüü') // the first tab
    await expectNoAxeViolations(page)

    // The menu's tabs: the categories list, then the menu again.
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.locator('#main-menu [data-tab="2"]').isVisible()).toBe(true)
    expect(await page.locator('#main-menu [data-tab="1"]').isVisible()).toBe(false)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => page.locator('#main-menu [data-tab="1"]').isVisible()).toBe(true)

    // Level one: "Pood" by its toggle.
    const toggle = page.getByRole('button', { name: 'Pood: alammenüü' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).toBe('Tagasi: Pood')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => menu(page).getByRole('link', { name: 'Kõik tooted' }).isVisible()).toBe(true)
    // What the level covers is out of reach: Tab goes from the back button into the level.
    expect(await menu(page).getByRole('link', { name: 'Kasulik info' }).evaluate((a) => !!a.closest('[inert]'))).toBe(true)
    await page.keyboard.press('Tab')
    await expect.poll(() => focused(page)).toBe('Kõik tooted')
    await expectNoAxeViolations(page)

    // Level two: "Kategooriad" is a "#" link, which opens its level too.
    await menu(page).getByRole('link', { name: 'Kategooriad', exact: true }).click()
    await expect.poll(() => focused(page)).toBe('Tagasi: Kategooriad')
    await expect.poll(() => menu(page).getByRole('link', { name: 'Rõivad' }).isVisible()).toBe(true)
    await expectNoAxeViolations(page)

    // Back twice: each time focus on what opened the level.
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).toBe('Kategooriad')
    await expect.poll(() => menu(page).getByRole('link', { name: 'Rõivad' }).isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Tagasi: Pood' }).click()
    await expect.poll(() => focused(page)).toBe('Pood: alammenüü')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => menu(page).getByRole('link', { name: 'Kasulik info' }).isVisible()).toBe(true)

    // Down a level again, then Escape: the menu closes at once onto the burger, and opens next time at its top.
    await toggle.click()
    await expect.poll(() => focused(page)).toBe('Tagasi: Pood')
    await page.keyboard.press('Escape')
    await expect.poll(() => focused(page)).toBe('Menüü')
    expect(await burger.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => page.locator('.mfp-wrap').count()).toBe(0)
    expect(await page.locator('#main-menu').evaluate((el) => el.matches('.mfp-hide') && el.parentElement == document.body)).toBe(true)
    expect(await rootStyle(page)).toBe('')
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('has-off-canvas')
    await openMenu(page)
    await expect.poll(() => menu(page).getByRole('link', { name: 'Kasulik info' }).isVisible()).toBe(true)
    expect(await page.locator('#main-menu .is-current-slide').count()).toBe(0)
    expect(await violations()).toEqual([])
  })

  it('closes on a click beside the drawer, fading out for 300 ms on the page’s clock', async () => {
    const page = await b.page({ device: phone })
    const start = new Date('2026-11-24T12:00:00Z')
    await page.clock.install({ time: start })
    await page.goto('/toode/villased-sokid/')
    await openMenu(page)
    // From here the page's time moves only when the test says (however busy the machine is).
    await page.clock.pauseAt(new Date(start.getTime() + 3_600_000))
    await page.mouse.click(370, 500)
    await expect.poll(() => page.locator('.mfp-wrap.mfp-removing').count()).toBe(1)
    expect(await page.locator('[data-open="#main-menu"]').getAttribute('aria-expanded')).toBe('false')
    await page.clock.runFor(200)
    expect(await page.locator('.mfp-wrap').count()).toBe(1)
    await page.clock.runFor(150)
    await expect.poll(() => page.locator('.mfp-wrap').count()).toBe(0)
    expect(await page.locator('#main-menu.mfp-hide').count()).toBe(1)
  })

  it('under reduced motion: no slide, and the markup goes at once', async () => {
    const page = await b.page({ device: phone, reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/pood/')
    await openMenu(page)
    expect(await page.locator('.mfp-wrap .mfp-content').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s')
    expect(await page.locator('#main-menu .sidebar-menu').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s')
    await page.keyboard.press('Escape')
    await page.clock.runFor(1)
    await expect.poll(() => page.locator('.mfp-wrap').count()).toBe(0)
  })
})

describe('the shop’s filter sidebar', () => {
  it('opens from the left on a phone, its category toggles work, and it goes back where it was, visible', async () => {
    const page = await b.page({ device: phone })
    await page.goto('/pood/?product_cat=kodu')
    await page.getByRole('link', { name: 'Filtreeri' }).click()
    await expect.poll(() => dialog(page).getAttribute('aria-label')).toBe('Filtreeri')
    expect(await page.locator('.mfp-wrap.off-canvas-left #shop-sidebar').isVisible()).toBe(true)
    // The current category's parent starts open; its toggle closes it.
    const toggle = page.getByRole('button', { name: 'Kõik tooted: alammenüü' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => dialog(page).getByRole('link', { name: 'Kodu' }).isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    await toggle.click()
    await expect.poll(() => dialog(page).getByRole('link', { name: 'Kodu' }).isVisible()).toBe(false)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.mfp-wrap').count()).toBe(0)
    expect(await page.locator('.category-page-row #shop-sidebar:not(.mfp-hide)').count()).toBe(1)
    await expect.poll(() => focused(page)).toBe('Filtreeri')
  })
})

describe('an anchored lightbox', () => {
  it('opens the newsletter block named by its heading, with its width, focus in its field, and puts it back on Escape', async () => {
    const page = await b.page()
    await page.goto('/kasulik-info/')
    // By keyboard (the store notice lies over the page's end).
    await page.getByRole('link', { name: 'Telli uudiskiri' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('dialog', { name: 'Liitu uudiskirjaga' }).isVisible()).toBe(true)
    expect(await page.locator('.mfp-wrap').getAttribute('class')).not.toContain('off-canvas')
    expect(await page.locator('#uudiskiri').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('520px')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('uudiskiri-email')
    await expectNoAxeViolations(page)
    // Tab stays inside: the field, the button, the close button, and round.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('Sulge (Esc)')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('uudiskiri-email')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('#uudiskiri.mfp-hide').count()).toBe(1)
    await expect.poll(() => focused(page)).toBe('Telli uudiskiri')
  })

  it('under the strict CSP: no violation, and the close button closes it', async () => {
    const page = await b.page()
    const violations = await underStrictCsp(page, b.shop)
    await page.goto('/')
    await page.getByRole('link', { name: 'Telli uudiskiri' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('dialog', { name: 'Liitu uudiskirjaga' }).isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Sulge (Esc)' }).click()
    await expect.poll(() => page.locator('.mfp-wrap').count()).toBe(0)
    expect(await violations()).toEqual([])
  })
})

describe('flatsome-open-mini-cart', () => {
  it('another plugin’s jQuery trigger opens the header’s cart dropdown', async () => {
    const page = await b.page()
    await page.goto('/pood/?jquery=1')
    await page.evaluate(() => (window as unknown as { jQuery: (d: Document) => { trigger(name: string): void } }).jQuery(document).trigger('flatsome-open-mini-cart'))
    await expect.poll(() => page.locator('.header .cart-item.current-dropdown').count()).toBe(1)
  })

  it('with the off-canvas cart style, a DOM event opens the cart panel as a dialog, axe-clean', async () => {
    const page = await b.page()
    await page.route('**/pood/', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace('"cartStyle":"dropdown"', '"cartStyle":"off-canvas"') })
    })
    await page.goto('/pood/')
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('flatsome-open-mini-cart')))
    await expect.poll(() => page.locator('#saar-cart-panel[role=dialog]').isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('#saar-cart-panel').isVisible()).toBe(false)
  })

  it('jQuery’s click on the burger (no native click) opens the menu', async () => {
    const page = await b.page({ device: phone })
    await page.goto('/pood/?jquery=1')
    await page.evaluate(() => (window as unknown as { jQuery: (s: string) => { trigger(name: string): void } }).jQuery('[data-open="#main-menu"]').trigger('click'))
    await expect.poll(() => dialog(page).getAttribute('aria-label')).toBe('Menüü')
    expect(await page.locator('.mfp-wrap').count()).toBe(1)
  })
})

describe('beside Flatsome’s own lightboxes (?stock=1)', () => {
  it('leaves the menu and the anchored block to Flatsome: one panel, and Saar’s code never fetched', async () => {
    const page = await b.page({ device: phone })
    await page.goto('/pood/?stock=1')
    await page.locator('[data-open="#main-menu"]').click()
    await expect.poll(() => page.locator('.mfp-wrap #main-menu').isVisible()).toBe(true)
    expect(await page.locator('.mfp-wrap').count()).toBe(1)
    expect(await page.locator('.mfp-wrap').getAttribute('role')).toBe(null) // Flatsome's (Magnific's) has none
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.mfp-wrap').count()).toBe(0)
    await page.getByRole('link', { name: 'Telli uudiskiri' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('.mfp-wrap #uudiskiri').isVisible()).toBe(true)
    expect(await page.locator('.mfp-wrap').count()).toBe(1)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.mfp-wrap').count()).toBe(0)
    await b.flushRequests(page)
    expect(bundle()).toEqual([])
  })
})
