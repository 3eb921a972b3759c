/**
 * Live search in Chromium on the stand-in shop: suggestions from 3 characters, keyboard to a product, the category
 * re-running the search, a hostile product name shown as text, failures and a timeout that leave nothing spinning, a
 * newer query aborting the request in flight, axe-core open.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()
const FIELD = '#header .searchform input[name=s]'
const searches = () => b.requests.filter((r) => r.url().includes('action=flatsome_ajax_search_products')).map((r) => new URL(r.url()).searchParams)
const options = (page: Page) => page.locator('#header [role=listbox] [role=option]')

/**
 * Opens the listing and enters `text` in the search field, once the live search has arrived (focusing the field
 * brings it): key by key, or (`whole`) as one input, as a paste or an input method does. Tests that count requests
 * use `whole`: on a busy machine a gap between two keys can outlast the debounce and send the text typed so far.
 */
async function open(page: Page, text: string, whole = false) {
  await page.goto('/pood/')
  await page.focus(FIELD)
  await page.waitForSelector(`${FIELD}[role=combobox]`)
  if (whole) await page.keyboard.insertText(text)
  else await page.keyboard.type(text)
}

describe('live search', () => {
  it("'vil' shows suggestions; arrow keys and Enter go to the product; axe-clean while open", async () => {
    const page = await b.page()
    await open(page, 'vil')
    const listbox = page.locator('#header [role=listbox]')
    await expect.poll(() => listbox.isVisible()).toBe(true)
    await expect.poll(() => page.getAttribute(FIELD, 'aria-expanded')).toBe('true')
    expect(await page.getAttribute(FIELD, 'aria-controls')).toBe(await listbox.getAttribute('id'))
    await expect.poll(() => options(page).locator('.search-name').allTextContents()).toEqual(expect.arrayContaining(['Villased sokid', 'Villane kampsun']))
    await expect.poll(() => options(page).first().locator('.search-price').textContent()).toMatch(/€/)
    expect(searches().map((q) => q.get('query'))).toEqual(['vil']) // debounced: one request for three key presses
    expect(await listbox.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px')
    await expect.poll(() => page.locator('.saar-live-region[aria-live=polite]').textContent()).toMatch(/^Leitud tulemusi: \d+$/)
    await expectNoAxeViolations(page)

    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowUp')
    const first = await options(page).first().getAttribute('id')
    await expect.poll(() => page.getAttribute(FIELD, 'aria-activedescendant')).toBe(first)
    await expect.poll(() => options(page).first().getAttribute('aria-selected')).toBe('true')
    await expectNoAxeViolations(page)
    const name = await options(page).first().locator('.search-name').textContent()
    await Promise.all([page.waitForURL(/\/toode\//), page.keyboard.press('Enter')])
    expect(await page.locator('h1.product-title').textContent()).toContain(name!)
  })

  it("'xx' (2 characters) sends nothing; Escape closes, a second Escape clears", async () => {
    const page = await b.page()
    await page.clock.install()
    await open(page, 'xx')
    await page.clock.runFor(600) // well past the debounce, on the page's clock
    await b.flushRequests(page)
    expect(searches()).toEqual([])
    expect(await page.getAttribute(FIELD, 'aria-expanded')).toBe('false')
    await page.keyboard.type('x')
    await expect.poll(() => options(page).count()).toBeGreaterThan(0)
    expect(await options(page).first().getAttribute('aria-disabled')).toBe('true') // 'No results' cannot be chosen
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getAttribute(FIELD, 'aria-expanded')).toBe('false')
    expect(await page.inputValue(FIELD)).toBe('xxx')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.inputValue(FIELD)).toBe('')
  })

  it('changing the category runs the search again with product_cat', async () => {
    const page = await b.page()
    await open(page, 'kruus', true)
    await expect.poll(() => options(page).locator('.search-name').allTextContents()).toContain('Keraamiline kruus')
    await page.selectOption('#header select[name=product_cat]', 'roivad')
    await expect.poll(() => searches().map((q) => q.get('product_cat'))).toEqual([null, 'roivad']) // none until one is chosen
    await page.focus(FIELD)
    await expect.poll(() => options(page).allTextContents()).toEqual(['Tulemusi ei leitud'])
  })

  it("a product named '<img src=x onerror=…>' is shown as text and runs nothing", async () => {
    const page = await b.page()
    const dialogs: string[] = []
    page.on('dialog', (d) => (dialogs.push(d.message()), void d.dismiss()))
    await open(page, 'kruus')
    const hostile = options(page).filter({ hasText: 'onerror' })
    await expect.poll(() => hostile.count()).toBe(1)
    expect(await hostile.locator('.search-name').textContent()).toBe('Kruus <img src=x onerror=alert(1)> "Öö" & päev')
    expect(await page.locator('img[src=x], [onerror]').count()).toBe(0)
    // An element made from the name, even one dropped again, would have asked for its image ('x') long before this
    // later request; without that request no onerror can run.
    await b.flushRequests(page)
    expect(b.requests.map((r) => new URL(r.url()).pathname).filter((p) => p.endsWith('/x'))).toEqual([])
    expect(dialogs).toEqual([])
  })

  for (const mode of ['500', 'invalid-json'])
    it(`flatsome_ajax_search_products=${mode}: the spinner stops, no message, no crash`, async () => {
      const page = await b.page()
      await page.clock.install()
      // The answer takes 1.5 s, so the busy state lasts long enough to be seen however busy the machine is.
      await page.context().addCookies([{ name: 'saar_inject', value: `flatsome_ajax_search_products=latency:1500+${mode}`, url: b.shop }])
      await open(page, 'villa')
      const busy = () => page.locator('#header .saar-search').evaluate((el) => [el.getAttribute('aria-busy'), !!el.querySelector('.saar-search-spinner')?.getClientRects().length])
      await expect.poll(busy).toEqual(['true', true])
      await expect.poll(busy).toEqual([null, false])
      await expect.poll(() => page.getAttribute(FIELD, 'aria-expanded')).toBe('false')
      expect(await page.locator('#header .live-search-results').innerText()).toBe('')
      await page.clock.runFor(200) // the live region writes 50 ms after an announcement
      expect((await page.locator('.saar-live-region').allTextContents()).join('').trim()).toBe('')
      // The form still searches the plain way.
      await Promise.all([page.waitForURL(/[?&]s=villa/), page.keyboard.press('Enter')])
    })

  it('a newer query aborts the request still in flight; the list shows the newer answer', async () => {
    const page = await b.page()
    // The first answer is held until the newer query has left, so it is still in flight then however busy the
    // machine is (a fixed latency could end first).
    let newer!: () => void
    const newerSent = new Promise<void>((resolve) => (newer = resolve))
    await page.route(
      (url) => url.searchParams.get('action') == 'flatsome_ajax_search_products',
      async (route) => {
        if (new URL(route.request().url()).searchParams.get('query') == 'sokk') await newerSent
        else newer()
        await route.continue().catch(() => {})
      },
    )
    const failed: string[] = []
    page.on('requestfailed', (r) => r.url().includes('action=flatsome_ajax_search_products') && failed.push(`${new URL(r.url()).searchParams.get('query')} ${r.failure()?.errorText}`))
    await open(page, 'sokk', true)
    await expect.poll(() => searches().length).toBe(1)
    // "sokid" as one input: a new query while the first is still on its way (two Backspaces with a gap longer than
    // the debounce between them would send "sok" too)
    await page.fill(FIELD, 'sokid')
    await expect.poll(() => searches().length).toBe(2)
    await expect.poll(() => failed).toEqual(['sokk net::ERR_ABORTED'])
    await expect.poll(() => options(page).locator('.search-name').allTextContents()).toContain('Villased sokid')
    expect(searches().map((q) => q.get('query'))).toEqual(['sokk', 'sokid'])
    await expect.poll(() => page.locator('#header .saar-search-spinner').count()).toBe(0)
  })

  it('a search that times out stops the spinner, says nothing and opens nothing', async () => {
    const page = await b.page()
    await page.clock.install()
    await page.context().addCookies([{ name: 'saar_inject', value: 'flatsome_ajax_search_products=timeout', url: b.shop }])
    await open(page, 'villa')
    await page.clock.runFor(300) // the debounce
    await expect.poll(() => page.locator('#header .saar-search').getAttribute('aria-busy')).toBe('true')
    await page.clock.runFor(5000) // the shop's request timeout
    await expect.poll(() => page.locator('#header .saar-search-spinner').count()).toBe(0)
    await expect.poll(() => page.locator('#header .saar-search').getAttribute('aria-busy')).toBeNull()
    await expect.poll(() => page.getAttribute(FIELD, 'aria-expanded')).toBe('false')
    await page.clock.runFor(200) // the live region writes 50 ms after an announcement
    expect((await page.locator('.saar-live-region').allTextContents()).join('').trim()).toBe('')
  })
})
