/**
 * The overlay's scroll lock in Chromium, measured on the stand-in's listing scrolled half-way: while a layer (the
 * quick view) is open and after it closes, the page's content stays exactly where it was — the scrollbar's room is
 * kept as padding, the scroll position unchanged — and the root's own styles are back afterwards.
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
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('style') ?? '')).toBe('')
    expect(await where(page)).toEqual(before)
    expect(await page.evaluate(() => document.activeElement?.classList.contains('quick-view'))).toBe(true)
  })
})
