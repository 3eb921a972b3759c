/**
 * The password meter wherever WooCommerce's would be: Flatsome's header account popup (`#login-form-popup`) prints
 * the register form on every page but the checkout and the account pages, and there the `password` script (every
 * page) gives it Saar's meter at the first focus of its password field — its code and zxcvbn come then, never with
 * the page. The shop's minimum holds there as on the account page, a weak password is refused, and a strong one
 * registers, back on the page it was typed on. Its fields' show-password toggles come when the popup shows them.
 * axe-core with the popup open and the meter showing.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()

/** The meter's on-demand code and zxcvbn, as fetched by the page so far. */
const onDemand = () => b.requests.map((r) => r.url()).filter((u) => /\/(zxcvbn|password-meter)\.\w+\.js(\?|$)/.test(u))
/** The show-password toggles' on-demand code, as fetched by the page so far. */
const toggleCode = () => b.requests.map((r) => r.url()).filter((u) => /\/show-password\.\w+\.js(\?|$)/.test(u))
const popup = (page: Page) => page.locator('#login-form-popup')
const meter = (page: Page) => page.locator('#login-form-popup form.register .woocommerce-password-strength')
const submit = (page: Page) => page.locator('#login-form-popup .woocommerce-form-register__submit')

/** Every page type of the stand-in that prints the popup, with a page of it. */
const withPopup: Array<[string, string]> = [
  ['front page', '/'],
  ['shop listing', '/pood/'],
  ['product', '/toode/villane-kampsun/'],
  ['brands', '/brandid/'],
  ['cart', '/ostukorv/'],
  ['post', '/blogi/saunakultuur/'],
  ['content page', '/kasulik-info/'],
]

/** Opens the popup from the header's account link, as a shopper does. */
async function openPopup(page: Page): Promise<void> {
  await page.locator('#header .account-item a[data-open="#login-form-popup"]').click()
  await expect.poll(() => page.locator('.mfp-content #login-form-popup').isVisible()).toBe(true)
}

describe("the header popup's register form", () => {
  it.each(withPopup)('on the %s (%s) gets Saar’s meter at the first focus of its password field, and zxcvbn only then', async (_type, path) => {
    const page = await b.page()
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expect.poll(() => popup(page).count()).toBe(1)
    expect(await popup(page).isHidden()).toBe(true)
    expect(onDemand()).toEqual([])
    // Its hidden fields bring no show-password code either: they get their toggles once the popup shows them.
    expect(toggleCode()).toEqual([])

    await openPopup(page)
    await expect.poll(() => popup(page).locator('button.show-password-input').count()).toBe(2)
    expect(toggleCode()).toHaveLength(1)
    // Opening it moves focus to its first field, the login name: still nothing of the meter.
    await page.waitForLoadState('networkidle')
    expect(onDemand()).toEqual([])
    expect(await page.evaluate(() => 'zxcvbn' in window)).toBe(false)

    await page.locator('#login-form-popup #reg_password').focus()
    await page.keyboard.type('aaaa')
    await expect.poll(() => meter(page).textContent()).toBe('Väga nõrk')
    await expect.poll(() => onDemand().map((u) => /\/(zxcvbn|password-meter)\./.exec(u)![1]).sort()).toEqual(['password-meter', 'zxcvbn'])
    await expect.poll(() => page.getAttribute('#login-form-popup #reg_password', 'aria-describedby')).toContain('password_strength')
    await expect.poll(() => page.locator('#login-form-popup .woocommerce-password-hint').textContent()).toMatch(/^Vihje: salasõna peaks olema vähemalt kaksteist/)
    await expectNoAxeViolations(page)
  })

  it('refuses a password below the shop’s minimum (?min_password_strength=3), and registers a strong one on the page it was typed on', async () => {
    const page = await b.page()
    await page.goto('/pood/?min_password_strength=3')
    await openPopup(page)
    await page.locator('#login-form-popup #reg_email').fill('uus.ostja@example.ee')
    await page.locator('#login-form-popup #reg_password').focus()
    await page.keyboard.type('sokid123')
    await expect.poll(() => meter(page).textContent()).toMatch(/^(Väga nõrk|Nõrk) - Palun sisesta keerukam salasõna\.$/)
    await expect.poll(() => submit(page).evaluate((el) => [(el as HTMLButtonElement).disabled, el.classList.contains('disabled')])).toEqual([true, true])
    await expectNoAxeViolations(page)
    // Enter in the field submits nothing while the form's button is held back.
    const posts = () => b.requests.filter((r) => r.method() === 'POST' && r.isNavigationRequest()).length
    await page.keyboard.press('Enter')
    await page.waitForLoadState('networkidle')
    expect(posts()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/pood/')

    await page.locator('#login-form-popup #reg_password').fill('')
    await page.locator('#login-form-popup #reg_password').pressSequentially('Saaremaa-villased-sokid-2025!')
    await expect.poll(() => meter(page).textContent()).toBe('Tugev')
    await expect.poll(() => submit(page).isDisabled()).toBe(false)
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.request().isNavigationRequest())
    await submit(page).click()
    expect((await posted).status()).toBe(303)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pood/')
    // Registered and logged in: the header's link is the account's, and the popup is printed no more.
    await expect.poll(() => page.locator('#header .account-item a').textContent()).toBe('Minu konto')
    expect(await popup(page).count()).toBe(0)
  })

  it('is not printed where Flatsome prints none (the checkout, the account pages) nor for a logged-in shopper', async () => {
    const page = await b.page()
    for (const path of ['/kassa/?add-to-cart=101', '/minu-konto/', '/minu-konto/kaotatud-parool/']) {
      await page.goto(path)
      expect(new URL(page.url()).pathname, path).toBe(path.replace(/\?.*/, ''))
      expect(await popup(page).count(), path).toBe(0)
      expect(await page.locator('#header [data-open="#login-form-popup"]').count(), path).toBe(0)
    }
    // The account page's own register form has the meter, from the same trigger.
    await page.goto('/minu-konto/')
    await page.focus('#reg_password')
    await page.keyboard.type('aaaa')
    await expect.poll(() => page.locator('form.register .woocommerce-password-strength').textContent()).toBe('Väga nõrk')

    // Logged in from the popup's login form on a product page: back on that page, with no popup any more.
    await page.goto('/toode/villane-kampsun/')
    await openPopup(page)
    await page.locator('#login-form-popup #username').fill('demo')
    await page.locator('#login-form-popup #password').fill('demo')
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.request().isNavigationRequest())
    await page.locator('#login-form-popup .woocommerce-form-login__submit').click()
    expect((await posted).status()).toBe(303)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/toode/villane-kampsun/')
    await expect.poll(() => page.locator('#header .account-item a').textContent()).toBe('Minu konto')
    expect(await popup(page).count()).toBe(0)
  })
})
