/**
 * The overlay's scroll lock in Chromium, measured on the stand-in's listing scrolled half-way: while a layer (the
 * quick view) is open and after it closes, the page's content stays exactly where it was — the scrollbar's room is
 * kept as padding, the scroll position unchanged — and the root's own styles are back afterwards. And a layer opened
 * while Flatsome's Magnific Popup is open shows over it, keeps focus from Magnific's trap, and Escape closes it alone.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from './browser'

// Headless Chromium hides its scrollbars: here they take room, as a desktop browser's classic scrollbar does.
const b = useBrowser({ scrollbars: true })

/** Where the first product card is in the viewport, and how far the page is scrolled. */
const where = (page: Page) =>
  page.evaluate(() => {
    const r = document.querySelectorAll('.product-small')[3]!.getBoundingClientRect()
    return { x: r.x, y: r.y, width: r.width, scrollY: window.scrollY }
  })

describe('overlay scroll lock', () => {
  it('keeps the page where it was, with the scrollbar’s room, while a layer is open and after it closes', async () => {
    const page = await b.page()
    await page.setViewportSize({ width: 1024, height: 480 })
    await page.goto('/pood/')
    await page.evaluate(() => window.scrollTo(0, 300))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300)
    const bar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)
    expect(bar).toBeGreaterThan(0) // a classic scrollbar takes room: the case to keep
    const before = await where(page)

    // Opened from a trigger in view, without the click scrolling anything into view.
    await page.evaluate(() => document.querySelectorAll<HTMLElement>('.product-small .quick-view')[3]!.click())
    await page.locator('.product-lightbox[role=dialog]').waitFor()
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    expect(await page.evaluate(() => document.documentElement.style.paddingRight)).toBe(`${bar}px`)
    expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBe(0)
    expect(await where(page)).toEqual(before)

    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.mfp-wrap').count()).toBe(0)
    // What the lock set on the root is gone (the sticky header's height, islands/header, stays on it).
    await expect.poll(() => page.evaluate(() => [document.documentElement.style.overflow, document.documentElement.style.paddingRight])).toEqual(['', ''])
    expect(await where(page)).toEqual(before)
    expect(await page.evaluate(() => document.activeElement?.classList.contains('quick-view'))).toBe(true)
  })

  it('shows a layer opened while Flatsome’s Magnific Popup is open over it; Escape closes the layer alone', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    // Magnific Popup as Flatsome's CSS and script set it up: its z-indexes, its focus trap and Escape on the document.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div class="mfp-bg"></div><div class="mfp-wrap" tabindex="-1"><div class="mfp-content"><a href="#konto" id="in-mfp">Logi sisse</a></div></div>',
      )
      const [bg, wrap, content] = ['.mfp-bg', '.mfp-wrap', '.mfp-content'].map((s) => document.querySelector<HTMLElement>(s)!)
      Object.assign(bg!.style, { position: 'fixed', inset: '0', zIndex: '1042', background: '#0b0b0b' })
      Object.assign(wrap!.style, { position: 'fixed', inset: '0', zIndex: '1043' })
      Object.assign(content!.style, { position: 'relative', zIndex: '1045', height: '100%', background: '#fff' })
      const w = window as { magnificClosed?: number }
      w.magnificClosed = 0
      document.addEventListener('focusin', (event) => void (!wrap!.contains(event.target as Node) && wrap!.focus()))
      document.addEventListener('keyup', (event) => void (event.key == 'Escape' && w.magnificClosed!++))
      document.querySelector<HTMLElement>('#in-mfp')!.focus()
      // Something on the page opens a Saar layer meanwhile: here the quick view.
      document.querySelector<HTMLElement>('.product-small .quick-view')!.click()
    })
    const dialog = page.locator('.product-lightbox[role=dialog]')
    await dialog.waitFor()
    // What the shopper sees in the middle of the screen is the Saar layer, not Magnific's.
    await expect
      .poll(() => page.evaluate(() => !!document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('.saar-quick-view')))
      .toBe(true)
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.product-lightbox'))).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('.product-lightbox'))).toBe(true)

    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.saar-quick-view').count()).toBe(0)
    expect(await page.evaluate(() => (window as { magnificClosed?: number }).magnificClosed)).toBe(0)
    expect(await page.locator('.mfp-wrap').count()).toBe(1)
  })
})
