/**
 * The theme script's shop-wide basics in Chromium on the stand-in shop: store notice, ordering, quantity minimum,
 * show-password, notices — by keyboard, with axe-core, and with nothing sent to a third party.
 */
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()
const thirdPartyRequests = () => b.requests.filter((r) => r.url().startsWith(b.thirdParty))

describe('store notice', () => {
  it('shows, dismisses by keyboard, stays dismissed for the session, and passes axe', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    const notice = page.locator('.woocommerce-store-notice')
    await expect.poll(() => notice.isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    await page.locator('.woocommerce-store-notice__dismiss-link').focus()
    await page.keyboard.press('Space')
    await expect.poll(() => notice.isVisible()).toBe(false)
    const id = await notice.getAttribute('data-notice-id')
    // Chromium hands a document.cookie write to its cookie store asynchronously: poll the store.
    const cookie = async () => (await page.context().cookies()).find((c) => c.name === `store_notice${id}`)
    await expect.poll(cookie).toMatchObject({ value: 'hidden', path: '/', expires: -1 })
    await page.goto('/ostukorv/')
    await page.waitForLoadState('networkidle')
    expect(await page.locator('.woocommerce-store-notice').isVisible()).toBe(false)
    expect(thirdPartyRequests()).toEqual([])
  })
})

describe('ordering form', () => {
  it('re-sorts the listing as soon as another order is chosen', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    await Promise.all([page.waitForURL(/orderby=price(&|$)/), page.selectOption('select.orderby', 'price')])
    const prices = await page.locator('.products .product .price-wrapper .price').evaluateAll((els) =>
      els.map((el) => Number(((el.querySelector('ins .amount') ?? el.querySelector('.amount'))?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'))),
    )
    expect(prices.length).toBeGreaterThan(3)
    expect(prices).toEqual([...prices].sort((x, y) => x - y))
    expect(await page.locator('select.orderby').inputValue()).toBe('price')
  })
})

describe('quantity minimum', () => {
  it('starts a product with a minimum quantity at that minimum', async () => {
    const page = await b.page()
    await page.goto('/toode/mesilasvahakuunlad/')
    const qty = page.locator('form.cart input.qty')
    const min = await qty.getAttribute('min')
    expect(Number(min)).toBeGreaterThan(1)
    await expect.poll(() => qty.inputValue()).toBe(min)
  })
})

describe('show password', () => {
  it('toggles every password field by keyboard, in Estonian, and passes axe', async () => {
    const page = await b.page()
    await page.goto('/minu-konto/')
    const password = page.locator('form.login input[type=password], form.login input#password').first()
    const toggle = page.locator('form.login button.show-password-input')
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Näita parooli')
    await expect.poll(() => page.locator('form.register button.show-password-input').count()).toBe(1)
    await password.fill('salajane')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => password.getAttribute('type')).toBe('text')
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Peida parool')
    // A keyboard press leaves focus on the button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toContain('show-password-input')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Space')
    await expect.poll(() => password.getAttribute('type')).toBe('password')
  })
})

describe('notices', () => {
  for (const motion of ['reduce', 'no-preference'] as const) {
    it(`scrolls to a failed login's error and focuses it (${motion} motion)`, async () => {
      const page = await b.page({ reducedMotion: motion })
      await page.setViewportSize({ width: 800, height: 400 })
      await page.goto('/minu-konto/')
      await page.fill('form.login #username', 'demo')
      await page.fill('form.login #password', 'vale-parool')
      await Promise.all([page.waitForURL('**/minu-konto/**'), page.click('form.login button[name=login]')])
      const error = page.locator('.woocommerce-error[role=alert]')
      expect(await error.textContent()).toMatch(/\S/)
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('woocommerce-error'))).toBe(true)
      // Scrolled to 100 px above the error; both read together, in case the page's layout still moves meanwhile.
      const offBy = () => error.evaluate((el) => Math.round(window.scrollY) - Math.max(0, Math.round(el.getBoundingClientRect().top + window.scrollY - 100)))
      await expect.poll(offBy).toBe(0)
    })
  }
})
