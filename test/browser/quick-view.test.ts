/**
 * The quick view in Chromium on the stand-in shop listing: opened by keyboard, a modal dialog with focus kept
 * inside, the swiper bundle requested only when it opens, a variation's image on the first slide, the quantity
 * steppers inside, and the defined outcomes of a failing, slow or timed-out `flatsome_quickview` (the trigger and
 * its product box marked meanwhile) — axe-clean with the popup open.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()

const DIALOG = '.product-lightbox[role=dialog]'
const trigger = (page: Page, id: number) => page.locator(`.quick-view[data-prod="${id}"]`).first()
const focusInDialog = (page: Page) => page.evaluate((sel) => !!document.activeElement?.closest(sel), DIALOG)
const swiperRequested = () => b.requests.some((r) => /\/swiper\.[\w]+\.js/.test(r.url()))
const injected = async (page: Page, rule: string) => page.context().addCookies([{ name: 'saar_inject', value: rule, url: b.shop }])

describe('quick view', () => {
  it('opens by keyboard as a modal dialog, keeps focus inside, closes with Escape back to the trigger', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    const opener = trigger(page, 101)
    const cardLeft = (await page.locator('.product-small').first().boundingBox())!.x
    expect(swiperRequested()).toBe(false)

    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.locator(DIALOG)
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    expect(await page.locator(`#${await dialog.getAttribute('aria-labelledby')}`).textContent()).toBe('Villased sokid')
    await expect.poll(() => focusInDialog(page)).toBe(true)
    expect(await page.locator('.mfp-close').getAttribute('aria-label')).toBe('Sulge (Esc)')
    // The page behind neither scrolls nor moves.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    expect((await page.locator('.product-small').first().boundingBox())!.x).toBe(cardLeft)

    // The slider's library only now, set up with labelled buttons and one dot per image.
    await page.locator('.swiper-initialized').waitFor()
    expect(swiperRequested()).toBe(true)
    await expect.poll(() => page.locator('.swiper-button-prev').getAttribute('aria-label')).toBe('Eelmine')
    await expect.poll(() => page.locator('.swiper-button-next').getAttribute('aria-label')).toBe('Järgmine')
    await expect.poll(() => page.locator('.swiper-pagination-bullet').count()).toBe(4)
    await expectNoAxeViolations(page)

    // The arrows work by keyboard and wrap around: back from the first image is the last.
    await page.focus('.swiper-button-prev')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('.swiper-slide-active').evaluate((el) => [...el.parentElement!.children].indexOf(el))).toBe(3)

    // Tab and Shift+Tab never leave the dialog.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i < 15 ? 'Tab' : 'Shift+Tab')
      expect(await focusInDialog(page)).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.mfp-wrap').count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-prod'))).toBe('101')
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('')
    await expectNoAxeViolations(page)
  })

  it.each(['/pood/', '/pood/?jquery=1'])('%s: shows the chosen variation on the first slide and jumps there; clearing restores the image', async (url) => {
    const page = await b.page()
    await page.goto(url)
    await trigger(page, 102).click()
    await page.locator('.swiper-initialized').waitFor()
    const firstImage = page.locator(`${DIALOG} .product-gallery-slider > :first-child img`)
    const original = await firstImage.getAttribute('src')
    // The variation island is mounted in the popup (the shop listing has no product script).
    await expect.poll(() => page.locator(`${DIALOG} .single_add_to_cart_button`).getAttribute('aria-disabled')).toBe('true')
    await page.click('.swiper-button-next')
    await expect.poll(() => page.locator('.swiper-slide-active img').getAttribute('src')).not.toBe(original)

    await page.selectOption(`${DIALOG} #pa_suurus`, 'm')
    await page.selectOption(`${DIALOG} #varv`, 'Hõbehall')
    await expect.poll(() => firstImage.getAttribute('src')).toContain('villane-kampsun-v10202')
    await expect.poll(() => page.locator(`${DIALOG} .product-gallery-slider > :first-child a`).getAttribute('href')).toContain('villane-kampsun-v10202-1200')
    await expect.poll(() => page.locator('.swiper-slide-active img').getAttribute('src')).toContain('v10202')
    await expectNoAxeViolations(page)

    await page.click(`${DIALOG} .reset_variations`)
    await expect.poll(() => firstImage.getAttribute('src')).toBe(original)
  })

  it('adds to the cart through the cart script from inside, then makes way for the opened cart', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    await trigger(page, 101).click()
    await page.locator(DIALOG).waitFor()
    const added = page.waitForResponse((r) => r.url().includes('wc-ajax=add_to_cart'))
    await page.click(`${DIALOG} .single_add_to_cart_button`)
    const sent = new URLSearchParams((await added).request().postData() ?? '')
    expect(sent.get('product_id') ?? sent.get('add-to-cart')).toBe('101')
    await expect.poll(() => page.locator('.mfp-wrap').count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/pood/') // no page load
    await expect.poll(() => page.locator('.cart-item.current-dropdown').count()).toBe(1)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-prod'))).toBe('101')
  })

  it('steps the quantity with plus and minus inside the popup, and adds that many', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    await trigger(page, 101).click()
    const qty = page.locator(`${DIALOG} input.qty`)
    await qty.waitFor()
    expect(await qty.inputValue()).toBe('1')
    const plus = page.locator(`${DIALOG} .ux-quantity__button--plus`)
    const minus = page.locator(`${DIALOG} .ux-quantity__button--minus`)
    await plus.click()
    await plus.click()
    await expect.poll(() => qty.inputValue()).toBe('3')
    await minus.click()
    await expect.poll(() => qty.inputValue()).toBe('2')
    // By keyboard too, and never below the minimum.
    await minus.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expect.poll(() => qty.inputValue()).toBe('1')
    await plus.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => qty.inputValue()).toBe('2')
    expect(await focusInDialog(page)).toBe(true)
    const added = page.waitForResponse((r) => r.url().includes('wc-ajax=add_to_cart'))
    await page.click(`${DIALOG} .single_add_to_cart_button`)
    expect(new URLSearchParams((await added).request().postData() ?? '').get('quantity')).toBe('2')
    await expect.poll(() => page.locator('.header .cart-icon strong').first().textContent()).toBe('2')
  })

  it('reads right to left on RTL sites and removes the popup at once under reduced motion', async () => {
    const page = await b.page({ reducedMotion: 'reduce' })
    await page.goto('/pood/?rtl=1')
    await trigger(page, 105).click()
    await page.locator('.swiper-initialized').waitFor()
    await expect.poll(() => page.locator('.saar-swiper').getAttribute('dir')).toBe('rtl')
    await expect.poll(() => page.locator('.saar-swiper').getAttribute('class')).toContain('swiper-rtl')
    // Gone in the first task after the close, where the 300 ms fade would keep it: a 0 ms timer set after the click
    // runs after a removal due at once and before one due later, however busy the machine.
    const left = await page.evaluate(async () => {
      document.querySelector<HTMLElement>('.mfp-close')!.click()
      await new Promise((resolve) => setTimeout(resolve, 0))
      return document.querySelectorAll('.mfp-wrap').length
    })
    expect(left).toBe(0)
  })

  it('a failing quick view (500, not a product) leaves nothing open or spinning and says so', async () => {
    for (const rule of ['flatsome_quickview=500', 'flatsome_quickview=invalid-json', 'flatsome_quickview=empty']) {
      const page = await b.page()
      await injected(page, rule)
      await page.goto('/pood/')
      const opener = trigger(page, 101)
      await opener.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => page.locator('.saar-live-region[aria-live=assertive]').textContent()).toBe('Kiirvaadet ei õnnestunud avada. Palun proovi uuesti.')
      expect(await page.locator('.mfp-wrap').count()).toBe(0)
      await expect.poll(() => opener.getAttribute('class')).not.toContain('processing')
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-prod'))).toBe('101')
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')
    }
  })

  it('marks the trigger while a slow answer is on its way; a newer click wins', async () => {
    const page = await b.page()
    await injected(page, 'flatsome_quickview=latency:2000')
    await page.goto('/pood/')
    const first = trigger(page, 101)
    await first.click()
    // The trigger and its product box, as Flatsome marks it (the theme's CSS shows it loading), read in one go so a
    // busy machine cannot let the answer arrive between two reads.
    const box = page.locator('.product-small.box', { has: first })
    const marks = () =>
      box.evaluate((el) => {
        const opener = el.querySelector('.quick-view')!
        return [opener.classList.contains('processing'), opener.getAttribute('aria-busy'), el.classList.contains('processing'), getComputedStyle(el, '::before').borderTopColor]
      })
    await expect.poll(marks).toEqual([true, 'true', true, 'rgb(29, 79, 145)'])
    expect(await page.locator('.mfp-wrap').count()).toBe(0)
    await trigger(page, 106).click()
    await page.locator(DIALOG).waitFor()
    expect(await page.locator(`${DIALOG} .product_title`).textContent()).toBe('Keraamiline kruus')
    await expect.poll(() => first.getAttribute('class')).not.toContain('processing')
    await expect.poll(() => box.getAttribute('class')).not.toContain('processing')
    expect(await page.locator('.mfp-wrap').count()).toBe(1)
  })

  it('a timed-out quick view leaves nothing open or spinning and says so', async () => {
    const page = await b.page()
    await page.clock.install()
    await injected(page, 'flatsome_quickview=timeout')
    await page.goto('/pood/')
    const opener = trigger(page, 101)
    const box = page.locator('.product-small.box', { has: opener })
    await opener.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => box.getAttribute('class')).toContain('processing')
    await page.clock.runFor(5000) // the shop's request timeout, on the page's clock
    await expect.poll(() => page.locator('.saar-live-region[aria-live=assertive]').textContent()).toBe('Kiirvaadet ei õnnestunud avada. Palun proovi uuesti.')
    expect(await page.locator('.mfp-wrap').count()).toBe(0)
    await expect.poll(() => opener.getAttribute('class')).not.toContain('processing')
    await expect.poll(() => opener.getAttribute('aria-busy')).toBeNull()
    await expect.poll(() => box.getAttribute('class')).not.toContain('processing')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-prod'))).toBe('101')
  })
})
