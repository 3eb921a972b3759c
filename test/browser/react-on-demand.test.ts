/**
 * React on demand in Chromium on the stand-in shop: a product page loads no React until a React island is needed
 * (the search field approached), then one copy for every island that mounts after it (the live search, the review
 * stars); and a shopper who types before the live search has arrived loses nothing.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()
const FIELD = '#header .searchform input[name=s]'
const fetched = (name: string) => b.requests.filter((r) => new RegExp(`/${name}\\.[0-9a-f]+\\.js$`).test(r.url())).length
const searches = () => b.requests.filter((r) => r.url().includes('action=flatsome_ajax_search_products')).map((r) => new URL(r.url()).searchParams.get('query'))

/** Lets the page finish what it does on its own: its network, then what it left for an idle moment, then that network. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 3000 })))
  await page.waitForLoadState('networkidle')
  await b.flushRequests(page)
}

describe('React on demand', () => {
  it('is not fetched on a product page until the search field is approached, then once for every React island', async () => {
    const page = await b.page()
    await page.goto('/toode/villane-kampsun/')
    await settled(page)
    expect([fetched('react'), fetched('live-search'), fetched('stars')]).toEqual([0, 0, 0])
    expect(await page.evaluate(() => [!!window.saar?.core, !!window.saar?.React])).toEqual([true, false])
    // Until then the review form has its plain select, and the search field is a plain field.
    expect(await page.locator('#rating').count()).toBe(1)
    expect(await page.getAttribute(FIELD, 'role')).toBeNull()

    await page.hover(FIELD)
    await expect.poll(() => page.getAttribute(FIELD, 'role')).toBe('combobox')
    await expect.poll(() => fetched('react')).toBe(1)
    expect(fetched('live-search')).toBe(1)

    // The review stars, a second React island, mount when the rating comes into view: with the same React.
    await page.click('a[href="#tab-reviews"]')
    await page.locator('#rating').scrollIntoViewIfNeeded()
    await expect.poll(() => page.locator('.saar-stars [role=radio]').count()).toBe(5)
    expect(fetched('stars')).toBe(1)
    await page.focus(FIELD)
    await page.keyboard.insertText('villa')
    await expect.poll(() => page.locator('#header [role=listbox] [role=option]').count()).toBeGreaterThan(0)
    await b.flushRequests(page)
    expect(fetched('react')).toBe(1)
    await expectNoAxeViolations(page)
  })

  it('a shopper who types before the live search arrives loses nothing: the text is searched once it is there', async () => {
    const page = await b.page()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/live-search\.[0-9a-f]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/pood/')
    await page.focus(FIELD)
    await page.keyboard.insertText('villa')
    await expect.poll(() => fetched('live-search')).toBe(1)
    // Its code is held back: the field is still the plain one, and nothing was searched.
    expect(await page.getAttribute(FIELD, 'role')).toBeNull()
    expect(searches()).toEqual([])
    release()
    await expect.poll(() => page.getAttribute(FIELD, 'aria-expanded')).toBe('true')
    await expect.poll(() => page.locator('#header [role=listbox] .search-name').allTextContents()).toEqual(expect.arrayContaining(['Villased sokid']))
    expect(searches()).toEqual(['villa'])
    expect(await page.inputValue(FIELD)).toBe('villa')
  })
})
