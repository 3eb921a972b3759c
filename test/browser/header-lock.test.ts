/**
 * The stuck header while one of Saar's layers locks the page (the quick view), with a classic scrollbar that takes
 * room: the lock pads the page for the scrollbar, the fixed header gets the same padding, so nothing in it moves
 * sideways; and scrolls while the layer is open leave the header as it was.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from './browser'

// Headless Chromium hides its scrollbars: here they take room, as a desktop browser's classic scrollbar does.
const b = useBrowser({ scrollbars: true })

/** Where the header's content is in the window, and the wrapper's state. */
const header = (page: Page) =>
  page.evaluate(() => {
    const inner = document.querySelector('.header-main .header-inner')!.getBoundingClientRect()
    const wrapper = document.querySelector<HTMLElement>('.header-wrapper')!
    return { x: inner.x, width: inner.width, stuck: wrapper.classList.contains('stuck') }
  })

describe('stuck header under a layer’s lock', () => {
  it('keeps its content in place when the lock takes the scrollbar away, and gives the padding back after', async () => {
    const page = await b.page()
    await page.setViewportSize({ width: 1024, height: 600 })
    await page.goto('/pood/')
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect.poll(async () => (await header(page)).stuck).toBe(true)
    const bar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)
    expect(bar).toBeGreaterThan(0)
    const before = await header(page)

    await page.evaluate(() => document.querySelector<HTMLElement>('.product-small .quick-view')!.click())
    await page.locator('.product-lightbox[role=dialog]').waitFor()
    await expect.poll(() => page.evaluate(() => document.documentElement.style.paddingRight)).toBe(`${bar}px`)
    await expect.poll(() => page.evaluate(() => document.querySelector<HTMLElement>('.header-wrapper')!.style.paddingRight)).toBe(`${bar}px`)
    expect(await header(page)).toEqual(before)

    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.mfp-wrap').count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.querySelector<HTMLElement>('.header-wrapper')!.style.paddingRight)).toBe('')
    expect(await header(page)).toEqual(before)
  })
})
