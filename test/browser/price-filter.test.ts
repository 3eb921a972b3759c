/**
 * WooCommerce's price filter widget on the stand-in's listing (`/pood/`, parts/price-filter.ts), in Chromium, with
 * Saar's slider in place of price-slider.js and jQuery UI: drawn when the widget comes into view (on a phone, only once
 * the filter panel shows it) without moving the page, moved by keys and by a drag with the label following, the form's filter applied to the
 * listing and the slider set from it again; no jQuery on the page; axe-clean, under the strict CSP with nothing
 * refused; and with `?stock=1` the stand-in of price-slider.js draws it alone (Saar stands down, its code never asked).
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { afterIdle, builtFile, expectNoAxeViolations, holdBack, underStrictCsp, useBrowser } from './browser'
import { recordShifts, type Shift } from '../../scripts/layout-shift'

const b = useBrowser()
const handles = (page: Page) => page.locator('.widget_price_filter .ui-slider-handle')
const label = (page: Page) => page.locator('.widget_price_filter .price_label').evaluate((el) => el.textContent!.replace(/\s+/g, ' ').trim())
const fields = (page: Page) => page.evaluate(() => ['min_price', 'max_price'].map((n) => document.querySelector<HTMLInputElement>(`input[name="${n}"]`)!.value))
const sliderCode = () => b.requests.filter((r) => builtFile('price-slider').test(r.url()))

/** Each card's lowest and highest price, as its price text says ("12,90 €", a range "6,50 € – 14,00 €"). */
const cardPrices = (page: Page) =>
  page.locator('.products .product-small .price').evaluateAll((prices) =>
    prices.map((p) => {
      const amounts = (p.textContent!.match(/\d+(?:[ \u00a0]\d{3})*,\d{2}/g) ?? []).map((a) => Number(a.replace(/[ \u00a0]/g, '').replace(',', '.')))
      return [Math.min(...amounts), Math.max(...amounts)]
    }),
  )

/** The body's price_slider_change events so far, each with its two values (Saar fires DOM events where no jQuery is). */
const changes = (page: Page) => page.evaluate(() => (window as unknown as { changes: string[] }).changes)
const recordChanges = () => {
  const seen: string[] = []
  ;(window as unknown as { changes: string[] }).changes = seen
  document.addEventListener('price_slider_change', (e) => seen.push((e as CustomEvent<number[]>).detail.join('–')))
}

describe('the price filter', () => {
  it('is a slider on the listing: keys move it, the label follows, the filter narrows the listing, which sets it again; no jQuery', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    await expect.poll(() => handles(page).count()).toBe(2)
    expect(await label(page)).toBe('Hind: 0 € — 90 €')
    const all = (await cardPrices(page)).length
    await handles(page).first().focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => fields(page)).toEqual(['10', '90'])
    await handles(page).last().focus()
    await page.keyboard.press('PageDown')
    await page.keyboard.press('PageDown')
    await expect.poll(() => label(page)).toBe('Hind: 10 € — 50 €')
    expect(await handles(page).evaluateAll((hs) => hs.map((h) => `${h.getAttribute('aria-label')} ${h.getAttribute('aria-valuetext')!.replace(/\s/g, ' ')}`))).toEqual(['Min hind 10 €', 'Max hind 50 €'])
    await expectNoAxeViolations(page)
    await page.click('.widget_price_filter button[type=submit]')
    await expect.poll(() => new URL(page.url()).search).toBe('?min_price=10&max_price=50')
    await expect.poll(() => handles(page).count()).toBe(2)
    expect(await label(page)).toBe('Hind: 10 € — 50 €')
    const shown = await cardPrices(page)
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.length).toBeLessThan(all)
    expect(shown.filter(([low, high]) => high! < 10 || low! > 50)).toEqual([])
    expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe('undefined')
    expect(b.requests.filter((r) => /jquery|price-slider\.js/.test(r.url()))).toEqual([])
  })

  it('follows a drag: the nearer handle to the press, then the pointer, and one change when it is let go', async () => {
    const page = await b.page()
    await page.addInitScript(recordChanges)
    await page.goto('/pood/')
    await expect.poll(() => handles(page).count()).toBe(2)
    const track = (await page.locator('.widget_price_filter .price_slider').boundingBox())!
    const y = track.y + track.height / 2
    await page.mouse.move(track.x + track.width * 0.9, y)
    await page.mouse.down()
    await expect.poll(() => fields(page)).toEqual(['0', '80'])
    await page.mouse.move(track.x + track.width * 0.7, y, { steps: 4 })
    await page.mouse.move(track.x + track.width * 0.55, y, { steps: 4 })
    await expect.poll(() => fields(page)).toEqual(['0', '50'])
    expect(await changes(page)).toEqual([])
    await page.mouse.up()
    await expect.poll(() => changes(page)).toEqual(['0–50'])
    expect(await label(page)).toBe('Hind: 0 € — 50 €')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Max hind')
  })

  it('moves nothing on the page when its code comes late: the track and the label keep their place from the first paint', async () => {
    const page = await b.page()
    await page.addInitScript(recordShifts)
    const release = await holdBack(page, 'price-slider')
    await page.goto('/pood/')
    await expect.poll(() => sliderCode().length).toBe(1)
    await page.evaluate(() => document.fonts.ready)
    const from = await page.evaluate(() => (window as unknown as { __saarShifts: Shift[] }).__saarShifts.length)
    expect(await page.locator('.widget_price_filter .price_label').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden')
    release()
    await expect.poll(() => handles(page).count()).toBe(2)
    await expect.poll(() => page.locator('.widget_price_filter .price_label').evaluate((el) => getComputedStyle(el).visibility)).toBe('visible')
    // Two frames for a shift to be reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.evaluate((n) => (window as unknown as { __saarShifts: Shift[] }).__saarShifts.slice(n), from)).toEqual([])
  })

  it('on a phone, its code comes only when the filter panel shows the widget', async () => {
    const page = await b.page({ device: { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true } })
    await page.goto('/pood/')
    await afterIdle(page)
    await b.flushRequests(page)
    expect(sliderCode()).toEqual([])
    await page.tap('.filter-button')
    await expect.poll(() => handles(page).count()).toBe(2)
    await expect.poll(() => handles(page).first().isVisible()).toBe(true)
    expect(sliderCode()).toHaveLength(1)
    await expectNoAxeViolations(page)
  })

  it('holds under the strict CSP: drawn and moved, nothing refused', async () => {
    const page = await b.page()
    const violations = await underStrictCsp(page, b.shop)
    await page.goto('/pood/?min_price=20&max_price=60')
    await expect.poll(() => handles(page).count()).toBe(2)
    await handles(page).first().focus()
    await page.keyboard.press('End')
    await expect.poll(() => label(page)).toBe('Hind: 60 € — 60 €')
    expect(await violations()).toEqual([])
  })

  it('beside WooCommerce’s price-slider.js (?stock=1) stands down: the stock slider alone moves, a step a key', async () => {
    const page = await b.page()
    const said: string[] = []
    page.on('console', (m) => said.push(m.text()))
    await page.goto('/pood/?stock=1')
    await expect.poll(() => page.locator('.price_slider[data-stock-slider] .ui-slider-handle').count()).toBe(2)
    await expect.poll(() => said.filter((s) => s.startsWith('Saar: price filter left to WooCommerce')).length).toBe(1)
    await handles(page).first().focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => fields(page)).toEqual(['10', '90'])
    expect(await label(page)).toBe('Hind: 10 € — 90 €')
    await b.flushRequests(page)
    expect(sliderCode()).toEqual([])
    expect(await page.locator('.saar-price-slider, .ui-slider-handle[role=slider]').count()).toBe(0)
  })

  it('stock mode: the stock slider changes after its keys only, and moves for the primary button alone', async () => {
    const page = await b.page()
    await page.goto('/pood/?stock=1')
    await expect.poll(() => page.locator('.price_slider[data-stock-slider] .ui-slider-handle').count()).toBe(2)
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { changes: string[] }).changes = seen
      const $ = (window as unknown as { jQuery: (el: unknown) => { on: (type: string, fn: (e: unknown, min: number, max: number) => void) => void } }).jQuery
      $(document.body).on('price_slider_change', (_e, min, max) => seen.push(`${min}–${max}`))
    })
    await handles(page).first().focus()
    await page.keyboard.press('Shift')
    await page.keyboard.press('a')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => changes(page)).toEqual(['10–90'])
    await page.keyboard.press('Tab')
    await page.keyboard.press('PageDown')
    await expect.poll(() => fields(page)).toEqual(['10', '70'])
    await expect.poll(() => changes(page)).toEqual(['10–90', '10–70'])
    // A right or middle press on the track moves nothing.
    const box = (await page.locator('.price_slider').boundingBox())!
    for (const button of ['right', 'middle'] as const) {
      await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2)
      await page.mouse.down({ button })
      await page.mouse.up({ button })
    }
    await page.mouse.click(box.x + box.width * 0.52, box.y + box.height / 2)
    await expect.poll(() => fields(page)).toEqual(['10', '50'])
    expect(await changes(page)).toEqual(['10–90', '10–70', '10–50'])
  })
})
