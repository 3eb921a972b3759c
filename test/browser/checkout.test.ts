/**
 * Saar's checkout on the stand-in, in Chromium: each payment method placed (cash on delivery, bank transfer, the card
 * gateway whose script answers `checkout_place_order_standin_card`), a failed order (its notices focused, each field
 * kept, no layout shift), a declined card and an unchecked one, a failed call said and tried again, the review's
 * refresh on typing a postcode and on a shipping method (busy meanwhile, with no shift), a coupon, the keyboard alone,
 * axe-core in every state, the strict CSP; and beside WooCommerce's checkout.js (stock mode, a gateway that depends
 * on it) Saar stands down and the stand-in acts alone; with only offline gateways no jQuery of the checkout's.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { afterIdle, builtFile, expectNoAxeViolations, holdBack, underStrictCsp, useBrowser } from './browser'
import { keptOn } from '../../php-stub/shop/stock'
import { recordShifts, type Shift } from '../../scripts/layout-shift'

const b = useBrowser()

/** Injection rules for this visitor's calls (php-stub/shop/inject.ts). */
const inject = (page: Page, rules: string) => page.context().addCookies([{ name: 'saar_inject', value: rules, url: b.shop }])

/** The layout shifts since `mark()` that Lighthouse counts (those right after input left out), each naming what moved. */
const shiftsSince = (page: Page, from: number) =>
  page.evaluate((n) => (window as unknown as { __saarShifts: Shift[] }).__saarShifts.slice(n).filter((s) => !s.hadRecentInput), from)
/** Their sum, the page's layout shift since `mark()`. */
const shiftSince = (page: Page, from: number) => shiftsSince(page, from).then((shifts) => shifts.reduce((sum, s) => sum + s.value, 0))
const mark = (page: Page) => page.evaluate(() => (window as unknown as { __saarShifts: Shift[] }).__saarShifts.length)

/** The calls to a wc-ajax endpoint so far, their bodies. */
const posts = (endpoint: string) =>
  b.requests.filter((r) => r.method() === 'POST' && new URL(r.url()).searchParams.get('wc-ajax') === endpoint).map((r) => new URLSearchParams(r.postData() ?? ''))

/** Opens the checkout with a product in the cart, once Saar's checkout has done its first refresh. */
async function openCheckout(query = '', options?: Parameters<typeof b.page>[0]): Promise<Page> {
  const page = await b.page(options)
  await page.addInitScript(recordShifts)
  await page.goto(`/kassa/?add-to-cart=101${query}`)
  await expect.poll(() => posts('update_order_review').length).toBeGreaterThan(0)
  await expect.poll(() => page.locator('[aria-busy]').count()).toBe(0)
  return page
}

const FIELDS: Record<string, string> = {
  billing_first_name: 'Mari',
  billing_last_name: 'Maasikas',
  billing_address_1: 'Tallinna 1',
  billing_postcode: '93815',
  billing_city: 'Kuressaare',
  billing_phone: '+372 5123 4567',
  billing_email: 'mari@example.ee',
}
async function fillBilling(page: Page, skip: string[] = []): Promise<void> {
  for (const [id, value] of Object.entries(FIELDS)) if (!skip.includes(id)) await page.fill(`#${id}`, value)
}
const box = (page: Page, id: string) => page.locator(`.payment_box.payment_method_${id}`)
const notices = (page: Page) => page.locator('form.checkout > .woocommerce-NoticeGroup-checkout')
const received = (page: Page) => expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/kassa\/tellimus-vastu-voetud\/\d+\/$/)

/** The header cart's count, as the shopper reads it. */
const headerCount = (page: Page) => page.locator('.header .cart-icon strong').first().textContent()
/** How often the page fetched built file `name`. */
const fetched = (name: string) => b.requests.filter((r) => builtFile(name).test(r.url())).length

describe('the checkout before any interaction', () => {
  it("fetches no cart fragments', address or header code and asks for no fragments; the header cart follows a cart changed meanwhile after a shipping change and a coupon", async () => {
    // Opened as a shopper comes from an add: "added to cart" over the form, which the theme scrolls to and focuses.
    const page = await openCheckout()
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('.woocommerce-message'))).toBe(true)
    await afterIdle(page)
    await b.flushRequests(page)
    // Never cached whole, the page printed the header's cart as it is: nothing to restore or refresh.
    expect(['cart-fragments', 'address-fields', 'header'].map(fetched)).toEqual([0, 0, 0])
    expect(posts('get_refreshed_fragments')).toHaveLength(0)
    expect(await headerCount(page)).toBe('1')

    // The cart changes behind the page (another tab's add, as a plugin's gift would): the next answer of the order
    // review finds the cart's cookie changed, and the header follows.
    const add = (id: number) => page.request.get(`/?add-to-cart=${id}`) // the session's cookies, shared with the page
    await add(105)
    await page.check('#shipping_method_0_local_pickup3')
    await expect.poll(() => headerCount(page)).toBe('2')
    expect(posts('get_refreshed_fragments')).toHaveLength(1)
    expect(fetched('cart-fragments')).toBe(1)

    await add(105)
    await page.click('a.showcoupon')
    await page.fill('#coupon_code', 'saar10')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('.woocommerce-checkout-review-order-table .cart-discount').count()).toBe(1)
    await expect.poll(() => headerCount(page)).toBe('3')
    expect(posts('get_refreshed_fragments')).toHaveLength(2)
  })
})

describe("Saar's checkout", () => {
  it('places an order with each offline method: the chosen box open, the others closed, one post', async () => {
    for (const method of ['cod', 'bacs'] as const) {
      const page = await openCheckout()
      await expect.poll(() => box(page, 'bacs').isVisible()).toBe(true)
      await page.check(`#payment_method_${method}`)
      await expect.poll(() => Promise.all(['bacs', 'cod', 'standin_card'].map((id) => box(page, id).isVisible()))).toEqual(['bacs', 'cod', 'standin_card'].map((id) => id === method))
      await expectNoAxeViolations(page)
      await fillBilling(page)
      await page.check('#terms')
      await page.click('#place_order')
      await received(page)
      expect(posts('checkout').map((p) => p.get('payment_method'))).toEqual([method])
    }
  })

  it("pays by card through the gateway's own script: an unchecked card stops the order, a token goes with it, a declined card is said", async () => {
    const page = await openCheckout()
    await fillBilling(page)
    await page.check('#terms')
    await page.check('#payment_method_standin_card')
    await expect.poll(() => page.textContent('#place_order')).toBe('Maksa kaardiga')
    await page.click('#place_order')
    await expect.poll(() => page.textContent('#standin_card-errors')).toBe('Kaardi number ei ole õige.')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('standin_card-card-number')
    expect(posts('checkout')).toEqual([])
    // The bank refuses this test card: the server's notice, the card still typed.
    await page.fill('#standin_card-card-number', '4000 0000 0000 0002')
    await page.fill('#standin_card-card-expiry', '12 / 39')
    await page.fill('#standin_card-card-cvc', '123')
    await page.click('#place_order')
    await expect.poll(() => notices(page).textContent()).toContain('Pank keeldus kaardimaksest.')
    expect(posts('checkout').map((p) => p.get('standin_card_token'))).toEqual(['tok_0002'])
    expect(await page.inputValue('#standin_card-card-number')).toBe('4000 0000 0000 0002')
    await expectNoAxeViolations(page)
    await page.fill('#standin_card-card-number', '4242 4242 4242 4242')
    await page.click('#place_order')
    await received(page)
    expect(posts('checkout').map((p) => p.get('standin_card_token'))).toEqual(['tok_0002', 'tok_4242'])
    expect(posts('checkout').every((p) => ![...p.keys()].some((k) => k.includes('card-number')))).toBe(true)
  })

  it('a failed order: one post however often it is sent, the notices focused below the header, each field kept, no layout shift', async () => {
    const page = await openCheckout()
    // Slower than the 500 ms after a click that layout shift forgives.
    await inject(page, 'checkout=latency:900')
    await fillBilling(page, ['billing_city'])
    await page.evaluate(() => window.scrollTo(0, document.querySelector('#place_order')!.getBoundingClientRect().top + scrollY - 300))
    const from = await mark(page)
    await page.click('#place_order')
    await page.click('#place_order', { force: true }).catch(() => {})
    await page.keyboard.press('Enter')
    await expect.poll(() => notices(page).isVisible()).toBe(true)
    expect(posts('checkout')).toHaveLength(1)
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('.woocommerce-NoticeGroup-checkout .woocommerce-error'))).toBe(true)
    await expect.poll(() => page.getAttribute('#billing_city', 'aria-invalid')).toBe('true')
    expect(await notices(page).locator('a[href="#billing_city"]').count()).toBe(1)
    expect(await page.inputValue('#billing_first_name')).toBe('Mari')
    expect(await page.inputValue('#billing_postcode')).toBe('93815')
    // Scrolled to, below the sticky header.
    await expect.poll(() => page.evaluate(() => document.querySelector('.woocommerce-NoticeGroup-checkout')!.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0)
    expect(await shiftSince(page, from)).toBe(0)
    expect(await page.locator('form.checkout[inert], form.checkout .saar-busy-veil').count()).toBe(0)
    await expectNoAxeViolations(page)
  })

  for (const [rule, text] of [
    ['checkout=500', 'Tellimuse töötlemisel tekkis viga.'],
    ['checkout=html', 'Tellimuse töötlemisel tekkis viga.'],
    ['checkout=minus-one', 'Tellimuse töötlemisel tekkis viga.'],
    ['checkout=redirect:/minu-konto/', 'Tellimuse töötlemisel tekkis viga.'],
  ] as const)
    it(`says ${rule} plainly, loses nothing, and the order goes through when tried again`, async () => {
      const page = await openCheckout()
      await fillBilling(page)
      await page.check('#terms')
      await page.check('#payment_method_cod')
      await inject(page, rule)
      await page.click('#place_order')
      await expect.poll(() => notices(page).textContent()).toContain(text)
      expect(await page.inputValue('#billing_email')).toBe('mari@example.ee')
      expect(await page.isChecked('#terms')).toBe(true)
      await inject(page, '')
      await page.click('#place_order')
      await received(page)
    })

  it('refreshes the review 1 s after the postcode is typed, and busy while it runs, with no layout shift through a shipping change', async () => {
    const page = await openCheckout()
    // As checkout.js: once the address's required fields are filled, typing the postcode refreshes.
    await page.fill('#billing_address_1', 'Tallinna 1')
    await page.fill('#billing_city', 'Kuressaare')
    const before = posts('update_order_review').length
    await page.click('#billing_postcode')
    await page.keyboard.type('93815')
    await expect.poll(() => posts('update_order_review').length).toBe(before + 1)
    expect(posts('update_order_review').at(-1)!.get('postcode')).toBe('93815')
    await expect.poll(() => page.locator('[aria-busy]').count()).toBe(0)
    await inject(page, 'update_order_review=latency:1500')
    const from = await mark(page)
    await page.check('#shipping_method_0_local_pickup3')
    await expect.poll(() => page.locator('.woocommerce-checkout-review-order-table[aria-busy=true][inert] .saar-busy-veil').isVisible()).toBe(true)
    expect(await page.locator('.woocommerce-checkout-payment[aria-busy=true][inert]').count()).toBe(1)
    await expect.poll(() => page.locator('[aria-busy], .saar-busy-veil').count(), { timeout: 15_000 }).toBe(0)
    expect(posts('update_order_review').at(-1)!.get('shipping_method[0]')).toBe('local_pickup:3')
    // Focus back on the shipping method that changed (the refresh replaced it).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('shipping_method_0_local_pickup3')
    expect(await shiftSince(page, from)).toBe(0)
  })

  it('says a refresh that failed, and keeps the review as it was', async () => {
    const page = await openCheckout()
    await inject(page, 'update_order_review=500')
    await page.check('#shipping_method_0_local_pickup3')
    await expect.poll(() => page.locator('.woocommerce-NoticeGroup-updateOrderReview').textContent()).toBe('Tellimuse kokkuvõtet ei õnnestunud uuendada. Proovi uuesti.')
    expect(await page.locator('[aria-busy], [inert]').count()).toBe(0)
    await expectNoAxeViolations(page)
  })

  it('fetches no React while the shopper only looks: the first approach brings the veil and the notices (Saar’s own UI)', async () => {
    const page = await openCheckout()
    const fetched = (name: string) => b.requests.filter((r) => builtFile(name).test(r.url())).length
    // The first refresh ran as the page loaded, busy and inert, without a veil's code.
    await page.waitForLoadState('networkidle')
    expect([fetched('own-ui'), fetched('react')]).toEqual([0, 0])
    await page.hover('#billing_first_name')
    await expect.poll(() => [fetched('own-ui'), fetched('react')]).toEqual([1, 1])
  })

  it('a failure of the first refresh, before any approach, is said all the same; where its code cannot come, plainly', async () => {
    for (const ui of ['arrives', 'cannot come'] as const) {
      const page = await b.page()
      await inject(page, 'update_order_review=500')
      if (ui == 'cannot come') (await holdBack(page, 'own-ui', 'abort'))()
      await page.goto('/kassa/?add-to-cart=101')
      await expect.poll(() => page.locator('.woocommerce-NoticeGroup-updateOrderReview [role=alert] .woocommerce-error').textContent()).toBe('Tellimuse kokkuvõtet ei õnnestunud uuendada. Proovi uuesti.')
      expect(await page.locator('[aria-busy], [inert], .saar-busy-host').count()).toBe(0)
      await expectNoAxeViolations(page)
    }
  })

  it('applies a coupon from its toggle, with its notice and a refreshed review; the page only closes up behind it', async () => {
    const page = await openCheckout()
    // Slower than the 500 ms after a key press that layout shift forgives: what follows the answer counts.
    await inject(page, 'apply_coupon=latency:900')
    const from = await mark(page)
    await page.click('a.showcoupon')
    await expect.poll(() => page.getAttribute('a.showcoupon', 'aria-expanded')).toBe('true')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('coupon_code')
    await page.keyboard.type('saar10')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('.woocommerce-message').textContent()).toContain('Kupong on edukalt kasutusele võetud.')
    await expect.poll(() => page.locator('.woocommerce-checkout-review-order-table .cart-discount').count()).toBe(1)
    await expect.poll(() => page.getAttribute('a.showcoupon', 'aria-expanded')).toBe('false')
    await expect.poll(() => page.locator('[aria-busy], .saar-busy-veil, .saar-sliding').count()).toBe(0)
    // The coupon form slides shut after the answer, as WooCommerce's does (its own shift, the shopper's asking), and
    // the page below closes up. Nothing is pushed down: not the notice, not the form shown whole again for a frame as
    // its slide ends (a jump of 0.05 down and back, fixed in islands/checkout/slide.ts). The one exception is the
    // answer's own content: the refreshed review gains its discount row, and the payment box below it in its column
    // goes down by that row when the refresh lands after the slide (a busy machine), as with WooCommerce's script.
    const pushed = (await shiftsSince(page, from)).filter((s) => s.pushedDown)
    expect(pushed.flatMap((s) => s.wentDown ?? []).filter((name) => !name.startsWith('div#payment.'))).toEqual([])
    await expectNoAxeViolations(page)
  })

  it('the toggles: login form, ship to another address, create an account, the terms text', async () => {
    const page = await openCheckout()
    await page.click('a.showlogin')
    await expect.poll(() => page.locator('form.woocommerce-form-login').isVisible()).toBe(true)
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('username')
    await page.check('#ship-to-different-address-checkbox')
    await expect.poll(() => page.locator('div.shipping_address').isVisible()).toBe(true)
    await page.check('#createaccount')
    await expect.poll(() => page.locator('#account_password').isVisible()).toBe(true)
    await page.click('a.woocommerce-terms-and-conditions-link')
    await expect.poll(() => page.locator('.woocommerce-terms-and-conditions').isVisible()).toBe(true)
    await expectNoAxeViolations(page)
    await page.uncheck('#ship-to-different-address-checkbox')
    await expect.poll(() => page.locator('div.shipping_address').isVisible()).toBe(false)
  })

  it('works by keyboard alone: a payment method by arrows, the terms by Space, the order by Enter, focus on the notices', async () => {
    const page = await openCheckout('', { reducedMotion: 'reduce' })
    await page.focus('#payment_method_bacs')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.isChecked('#payment_method_cod')).toBe(true)
    await expect.poll(() => box(page, 'cod').isVisible()).toBe(true)
    for (let i = 0; i < 30 && !(await page.evaluate(() => document.activeElement?.id === 'terms')); i++) await page.keyboard.press('Tab')
    await page.keyboard.press(' ')
    expect(await page.isChecked('#terms')).toBe(true)
    // Past the terms' own link, to the button.
    for (let i = 0; i < 3 && !(await page.evaluate(() => document.activeElement?.id === 'place_order')); i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('place_order')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.woocommerce-NoticeGroup-checkout') !== null)).toBe(true)
    expect(posts('checkout').map((p) => p.get('payment_method'))).toEqual(['cod'])
  })

  it('holds under the strict CSP: payment boxes, the coupon, a failed order and a placed one report nothing', async () => {
    const page = await b.page()
    const violations = await underStrictCsp(page, b.shop)
    await page.addInitScript(recordShifts)
    await page.goto('/kassa/?add-to-cart=101')
    await expect.poll(() => posts('update_order_review').length).toBeGreaterThan(0)
    await page.check('#payment_method_cod')
    await expect.poll(() => box(page, 'bacs').isVisible()).toBe(false)
    await page.click('a.showcoupon')
    await expect.poll(() => page.locator('form.checkout_coupon').isVisible()).toBe(true)
    await page.click('#place_order')
    await expect.poll(() => notices(page).isVisible()).toBe(true)
    await fillBilling(page)
    await page.check('#terms')
    await page.click('#place_order')
    await received(page)
    expect(await violations()).toEqual([])
  })

  it('with only offline gateways, the checkout brings no jQuery of its own, no checkout.js and no gateway script', async () => {
    const page = await openCheckout('&gateways=offline')
    expect(await page.locator('input[name=payment_method]').evaluateAll((r) => r.map((i) => (i as HTMLInputElement).value))).toEqual(['bacs', 'cod'])
    await b.flushRequests(page)
    const urls = b.requests.map((r) => new URL(r.url()).pathname)
    expect(urls.filter((u) => /stand-in-stock\/(checkout|card-gateway)\.js$/.test(u))).toEqual([])
    // jQuery loads only while a script the checkout keeps needs it (the address scripts, until Saar replaces them).
    const kept = keptOn('checkout').some((k) => k.handle === 'jquery-core')
    expect(urls.some((u) => /\/jquery(\.min)?\.js$/.test(u))).toBe(kept)
    expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery === 'function')).toBe(kept)
  })
})

describe('beside WooCommerce’s checkout.js', () => {
  for (const query of ['&stock=1', '&gateway_dep=wc-checkout'])
    it(`stands down (${query.slice(1)}): the stand-in acts alone, once per action`, async () => {
      const page = await b.page()
      const lines: string[] = []
      page.on('console', (m) => lines.push(m.text()))
      await page.goto(`/kassa/?add-to-cart=101${query}`)
      await expect.poll(() => lines).toContain('Saar: the checkout left to WooCommerce (checkout.js)')
      await expect.poll(() => posts('update_order_review').length).toBe(1) // the stand-in's init_checkout
      await page.check('#payment_method_cod')
      await expect.poll(() => Promise.all([box(page, 'bacs').isVisible(), box(page, 'cod').isVisible()])).toEqual([false, true])
      await page.fill('#billing_address_1', 'Tallinna 1')
      await page.fill('#billing_city', 'Kuressaare')
      await page.click('#billing_postcode')
      await page.keyboard.type('93815')
      await expect.poll(() => posts('update_order_review').length).toBe(2)
      expect(posts('update_order_review')[1]!.get('postcode')).toBe('93815')
      await fillBilling(page)
      await page.check('#terms')
      await page.click('#place_order')
      await received(page)
      expect(posts('checkout')).toHaveLength(1)
      expect(b.requests.filter((r) => builtFile('checkout-form').test(r.url()))).toEqual([])
    })
})
