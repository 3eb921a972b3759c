/**
 * The product page in Chromium on the stand-in shop: the variation form (embedded and over the ajax threshold),
 * tabs, review stars and the gallery viewer — by keyboard, with axe-core in each state (a post's comment replies:
 * comments.test.ts).
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()

/** Records the texts of alerts the page shows, dismissing each (a pending alert would block the page). */
function collectAlerts(page: Page): string[] {
  const texts: string[] = []
  page.on('dialog', (dialog) => {
    texts.push(dialog.message())
    void dialog.dismiss()
  })
  return texts
}

/** Chooses an option the way a keyboard user does: focus the select and type the option's text. */
async function chooseByKeyboard(page: Page, select: string, label: string) {
  await page.focus(select)
  await page.keyboard.type(label)
  await page.keyboard.press('Tab')
}

describe('variation form (embedded variations)', () => {
  it('finds the variation, shows price and stock, enables adding, all by keyboard, axe-clean in each state', async () => {
    const page = await b.page()
    await page.goto('/toode/villane-kampsun/')
    const button = page.locator('form.variations_form .single_add_to_cart_button')
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true')
    await expect.poll(() => button.evaluate((el) => (el as HTMLButtonElement).disabled)).toBe(false) // focusable, explains itself
    await expectNoAxeViolations(page)

    await chooseByKeyboard(page, '#pa_suurus', 'M')
    await chooseByKeyboard(page, '#varv', 'Hõbehall')
    const single = page.locator('.single_variation')
    await expect.poll(() => single.textContent()).toContain('79,00')
    await expect.poll(() => page.inputValue('input.variation_id')).toBe('10202')
    await expect.poll(() => button.getAttribute('aria-disabled')).toBeNull()
    await expect.poll(() => page.locator('.product_meta .sku').textContent()).toBe('HV-KAMP-M-HALL')
    await expectNoAxeViolations(page)

    // Clear by keyboard: focus goes back to the first select, the add button explains itself again.
    await page.focus('.reset_variations')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('pa_suurus')
    await expect.poll(() => page.inputValue('input.variation_id')).toBe('')
    const alerts = collectAlerts(page)
    await button.focus()
    await page.keyboard.press('Enter')
    // The site's own translation (the stock global the stand-in prints, as WordPress would) wins over Saar's.
    await expect.poll(() => alerts).toEqual(['Palun vali enne ostukorvi lisamist mõned toote omadused.'])
    expect(page.url()).toContain('/toode/villane-kampsun/') // nothing was submitted
  })

  it('marks an out-of-stock variation unavailable, axe-clean in that state', async () => {
    const page = await b.page()
    await page.goto('/toode/villane-kampsun/')
    await page.selectOption('#varv', 'Roheline')
    // Only S and XL come in green: L is no longer offered.
    await expect.poll(() => page.locator('#pa_suurus option:not([hidden])').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['', 's', 'xl'])
    await page.selectOption('#varv', 'Hõbehall')
    await page.selectOption('#pa_suurus', 'l')
    await expect.poll(() => page.locator('.single_add_to_cart_button').getAttribute('class')).toContain('wc-variation-is-unavailable')
    await expect.poll(() => page.locator('.single_variation').textContent()).toMatch(/\S/)
    await expectNoAxeViolations(page)
  })

  it('adds nothing when the button is clicked before the scripts run with no options chosen: the server asks for them (#27756)', async () => {
    const page = await b.page()
    // Saar's scripts never arrive: the page is as the server sent it, its button enabled as WooCommerce prints it.
    await page.route('**/wp-content/plugins/saar/dist/**', (route) => route.abort())
    await page.goto('/toode/villane-kampsun/')
    await page.click('form.variations_form .single_add_to_cart_button')
    await expect.poll(() => page.locator('.woocommerce-error').first().textContent()).toContain('Palun vali toote variandid enne selle toote ostukorvi lisamist.')
    expect(page.url()).toMatch(/\/toode\/villane-kampsun\/$/)
    expect(await page.locator('.woocommerce-message').count()).toBe(0)
    expect(await page.locator('.header-cart-link .cart-icon strong').first().textContent()).toBe('0')
  })

  it('adds the chosen variation to the cart', async () => {
    const page = await b.page()
    await page.goto('/toode/villane-kampsun/')
    await page.selectOption('#pa_suurus', 'xl')
    await page.selectOption('#varv', 'Roheline')
    await expect.poll(() => page.inputValue('input.variation_id')).toBe('10206')
    await Promise.all([page.waitForLoadState('load'), page.click('.single_add_to_cart_button')])
    await expect.poll(() => page.locator('.woocommerce-message').textContent()).toMatch(/Villane kampsun/)
  })
})

describe('variation form (more than 30 variations)', () => {
  it('asks the server for the variation once all three are chosen, all by keyboard', async () => {
    const page = await b.page()
    await page.goto('/toode/linane-sark/')
    await expect.poll(() => page.locator('form.variations_form .single_add_to_cart_button').getAttribute('aria-disabled')).toBe('true')
    // Arrow keys on the size (S, then M), type-ahead on the others, as a keyboard user chooses.
    await page.focus('#pa_suurus')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    expect(await page.inputValue('#pa_suurus')).toBe('m')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pa_varv')
    await page.keyboard.type('He')
    expect(await page.inputValue('#pa_varv')).toBe('helesinine')
    expect(b.requests.filter((r) => r.url().includes('wc-ajax=get_variation'))).toHaveLength(0) // incomplete: nothing asked
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('materjal')
    const answered = page.waitForResponse((r) => r.url().includes('wc-ajax=get_variation'))
    await page.keyboard.type('Lina')
    const request = (await answered).request()
    const sent = new URLSearchParams(request.postData() ?? '')
    expect(Object.fromEntries([...sent].filter(([k]) => k.startsWith('attribute_') || k === 'product_id'))).toEqual({
      attribute_pa_suurus: 'm',
      attribute_pa_varv: 'helesinine',
      attribute_materjal: 'Lina',
      product_id: '103',
    })
    await expect.poll(() => page.inputValue('input.variation_id')).not.toBe('')
    await expect.poll(() => page.locator('.single_variation').textContent()).toMatch(/€/)
    expect(b.requests.filter((r) => r.url().includes('wc-ajax=get_variation'))).toHaveLength(1)
    await expect.poll(() => page.locator('.single_add_to_cart_button').getAttribute('aria-disabled')).toBeNull()
    await expectNoAxeViolations(page)
  })

  it('says the chosen option could not be loaded when get_variation fails (never "no match"), and Try again asks again', async () => {
    const page = await b.page()
    await page.context().addCookies([{ name: 'saar_inject', value: 'get_variation=500', url: b.shop }])
    await page.goto('/toode/linane-sark/')
    await page.selectOption('#pa_suurus', 'm')
    await page.selectOption('#pa_varv', 'valge')
    await page.selectOption('#materjal', 'Lina')
    const error = page.locator('form.variations_form .saar-variation-error')
    await expect.poll(() => error.textContent()).toBe('Valitud variandi andmeid ei õnnestunud laadida. Proovi uuesti')
    expect(await page.locator('.wc-no-matching-variations').count()).toBe(0)
    await expect.poll(() => page.locator('form.variations_form').getAttribute('class')).not.toContain('processing')
    await expect.poll(() => page.locator('.single_add_to_cart_button').getAttribute('aria-disabled')).toBe('true')
    await expectNoAxeViolations(page)

    // The shop answers again: Try again asks once more, and the variation is there.
    const asked = () => b.requests.filter((r) => r.url().includes('wc-ajax=get_variation')).length
    const before = asked()
    await page.context().addCookies([{ name: 'saar_inject', value: '', url: b.shop }])
    await error.getByRole('button', { name: 'Proovi uuesti' }).click()
    await expect.poll(() => page.inputValue('input.variation_id')).not.toBe('')
    await expect.poll(() => error.count()).toBe(0)
    expect(asked()).toBe(before + 1)
  })
})

describe('tabs', () => {
  it('opens reviews from the URL and moves between tabs with the arrow keys', async () => {
    const page = await b.page()
    await page.goto('/toode/villane-kampsun/#reviews')
    const reviewsTab = page.locator('a[href="#tab-reviews"]')
    await expect.poll(() => reviewsTab.getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => page.locator('#tab-reviews').isVisible()).toBe(true)
    await expect.poll(() => page.locator('#tab-description').isVisible()).toBe(false)
    await reviewsTab.focus()
    await page.keyboard.press('Home')
    await expect.poll(() => page.locator('a[href="#tab-description"]').getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#tab-description')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#tab-additional_information')
    await expect.poll(() => page.locator('#tab-additional_information').isVisible()).toBe(true)
    await expectNoAxeViolations(page)
  })
})

describe('reviews', () => {
  it('offers keyboard stars and refuses a review without a rating', async () => {
    const page = await b.page()
    await page.goto('/toode/villane-kampsun/#reviews')
    const stars = page.locator('.saar-stars [role=radio]')
    await expect.poll(() => stars.count()).toBe(5)
    await page.fill('#comment', 'Väga soe ja mõnus!')
    const alerts = collectAlerts(page)
    await page.click('#respond #submit')
    await expect.poll(() => alerts).toEqual(['Palun vali hinnang'])
    expect(page.url()).toContain('/toode/villane-kampsun/')
    await stars.first().focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.inputValue('select#rating')).toBe('3')
    await expectNoAxeViolations(page, '#review_form')
  })
})

describe('gallery viewer', () => {
  it('loads the viewer only when opened, traps focus, closes on Escape and returns focus', async () => {
    const page = await b.page()
    await page.goto('/toode/villane-kampsun/')
    await page.waitForLoadState('networkidle')
    const viewerRequests = () => b.requests.filter((r) => /\/glightbox\.[0-9a-f]+\.js$/.test(r.url()))
    expect(viewerRequests()).toHaveLength(0)
    const trigger = page.locator('.woocommerce-product-gallery__trigger')
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.locator('[role=dialog][aria-modal=true]')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(viewerRequests()).toHaveLength(1)
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true)
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true)
    // Check the open viewer once its opening animation has finished (mid-fade, text is not yet at full contrast).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toContain('woocommerce-product-gallery__trigger')
  })
})

describe('simple product', () => {
  it('is bought with the keyboard alone: quantity, stepper, add to cart', async () => {
    const page = await b.page()
    await page.goto('/toode/villane-sall/')
    const form = 'form.cart'
    await page.focus(`${form} input.qty`)
    await page.keyboard.press('ArrowUp') // the number field's own step: 2
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.classList.contains('plus'))).toBe(true)
    await page.keyboard.press('Space') // 3
    await expect.poll(() => page.inputValue(`${form} input.qty`)).toBe('3')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.classList.contains('single_add_to_cart_button'))).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('.header .cart-icon strong').first().textContent()).toBe('3')
    const sent = b.requests.filter((r) => r.url().includes('wc-ajax=add_to_cart')).map((r) => new URLSearchParams(r.postData() ?? ''))
    expect(sent.map((body) => [body.get('product_id'), body.get('quantity')])).toEqual([['111', '3']])
    expect(page.url()).toContain('/toode/villane-sall/')
    await expectNoAxeViolations(page)
  })
})

describe('quantity steppers', () => {
  it('step by the input step within min and max, by keyboard, firing change', async () => {
    const page = await b.page()
    await page.goto('/toode/mesilasvahakuunlad/')
    const qty = page.locator('form.cart input.qty')
    await expect.poll(() => qty.inputValue()).toBe('2')
    await page.evaluate(() => {
      const input = document.querySelector('form.cart input.qty')!
      input.addEventListener('change', () => ((window as unknown as { changes: number }).changes = ((window as unknown as { changes?: number }).changes ?? 0) + 1))
    })
    const plus = page.locator('form.cart .plus')
    await plus.focus()
    for (let i = 0; i < 8; i++) await page.keyboard.press('Enter')
    await expect.poll(() => qty.inputValue()).toBe('12') // 2 + 2 × 5, then held at max 12
    await page.locator('form.cart .minus').focus()
    await page.keyboard.press('Space')
    await expect.poll(() => qty.inputValue()).toBe('10')
    await expect.poll(() => page.evaluate(() => (window as unknown as { changes: number }).changes)).toBe(9)
    await expectNoAxeViolations(page)
  })
})

describe('sticky add-to-cart bar', () => {
  it('turns on once the add-to-cart area has scrolled past, off again at the top, without shifting the page', async () => {
    const page = await b.page()
    await page.setViewportSize({ width: 1000, height: 600 })
    await page.goto('/toode/villased-sokid/')
    const bar = page.locator('.sticky-add-to-cart')
    // Its code comes with the first scroll, not before (nor when the page is idle).
    await page.waitForLoadState('networkidle')
    await b.flushRequests(page)
    expect(b.requests.filter((r) => /\/sticky-bar\.[0-9a-f]+\.js$/.test(r.url()))).toHaveLength(0)
    // Where the page's content sits in the document: the footer's top, and its height.
    const layout = () => page.evaluate(() => [document.querySelector('#footer')!.getBoundingClientRect().top + window.scrollY, document.documentElement.scrollHeight])
    const [footerBefore, heightBefore] = await layout()
    await page.evaluate(() => window.scrollTo(0, document.querySelector('.sticky-add-to-cart-wrapper')!.getBoundingClientRect().bottom + window.scrollY + 200))
    await expect.poll(() => bar.getAttribute('class')).toContain('sticky-add-to-cart--active')
    // Nothing moved; the page only gained Flatsome's room for the bar at its foot (has-sticky-product-cart), so the
    // bar covers none of its last content.
    const room = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))
    expect(room).toBeGreaterThan(0)
    expect(await layout()).toEqual([footerBefore, heightBefore! + room])
    await expectNoAxeViolations(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => bar.getAttribute('class')).not.toContain('sticky-add-to-cart--active')
  })

  it('is on when the page opens scrolled past the add-to-cart area (a reload keeps the position)', async () => {
    const page = await b.page()
    await page.setViewportSize({ width: 1000, height: 600 })
    await page.goto('/toode/villased-sokid/')
    const bar = page.locator('.sticky-add-to-cart')
    await page.evaluate(() => window.scrollTo(0, document.querySelector('.sticky-add-to-cart-wrapper')!.getBoundingClientRect().bottom + window.scrollY + 200))
    await expect.poll(() => bar.getAttribute('class')).toContain('sticky-add-to-cart--active')
    await page.reload()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await expect.poll(() => bar.getAttribute('class')).toContain('sticky-add-to-cart--active')
  })

  it('goes out on a jump from the page’s end back above the add-to-cart area that never shows the area (Home, back to top)', async () => {
    const page = await b.page()
    // Short enough that the add-to-cart area starts below the fold: at the top, it has not been scrolled past.
    await page.setViewportSize({ width: 390, height: 300 })
    await page.goto('/toode/villased-sokid/')
    const bar = page.locator('.sticky-add-to-cart')
    const areaTop = () => page.evaluate(() => document.querySelector('.sticky-add-to-cart-wrapper')!.getBoundingClientRect().top)
    expect(await areaTop()).toBeGreaterThan(300)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => bar.getAttribute('class')).toContain('sticky-add-to-cart--active')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => areaTop()).toBeGreaterThan(300)
    await expect.poll(() => bar.getAttribute('class')).not.toContain('sticky-add-to-cart--active')
  })

  it('does not move in under reduced motion: the shared sheet switches the theme’s animation and transition off', async () => {
    const page = await b.page()
    await page.setViewportSize({ width: 1000, height: 600 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/toode/villased-sokid/')
    // The theme's own slide (Flatsome's CSS; the stand-in's theme has none), added by the test.
    await page.addStyleTag({ content: '@keyframes theme-slide { from { transform: translateY(-100%) } } .sticky-add-to-cart--active { animation: theme-slide 1s; transition: opacity 1s }' })
    const bar = page.locator('.sticky-add-to-cart')
    await page.evaluate(() => window.scrollTo(0, document.querySelector('.sticky-add-to-cart-wrapper')!.getBoundingClientRect().bottom + window.scrollY + 200))
    await expect.poll(() => bar.getAttribute('class')).toContain('sticky-add-to-cart--active')
    expect(await bar.getAttribute('class')).not.toContain('sticky-add-to-cart--slide')
    expect(await bar.evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).transitionDuration])).toEqual(['none', '0s'])
    expect(await bar.getAttribute('style')).toBeNull()
    await page.emulateMedia({ reducedMotion: 'no-preference' }) // without the preference the theme's slide is back
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).animationName)).toBe('theme-slide')
  })
})
