/**
 * Flatsome's content sliders and count-ups in Chromium, on the stand-in's `/naidised/slaidid/` (parts/sliders.ts): the
 * banner slider autoplaying every 3 s (Flickity's `autoPlay: true`) on the page clock, waiting while hovered or
 * focused, stopped by its pause button or by using it, not started under reduced motion; the row slider's arrows,
 * dots and keys, its lazy images given their sources only when it is set up, the slides out of view out of reach; the
 * count-ups counting up to their own text (at once under reduced motion); right to left; axe-clean, under the strict
 * CSP; and with `?stock=1` (Flatsome's behaviors on the page) Saar leaves both to Flatsome and loads no slider.
 */
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { expectNoAxeViolations, underStrictCsp, useBrowser } from './browser'

const b = useBrowser()
const PAGE = '/naidised/slaidid/'
const BANNERS = '#slider-naidis .slider'
const ROW = '#tooted-slider'
const bundle = (name: string) => b.requests.filter((r) => new RegExp(`/${name}\\.[\\w-]+\\.js`).test(r.url()))

/** The banner's title of the selected (in view) slide. */
const selected = (page: Page, slider: string) =>
  page.locator(`${slider} .swiper-slide.is-selected`).evaluateAll((slides) => slides.map((s) => s.querySelector('h2, .name')?.textContent ?? ''))

/** Opens `url` with the page's clock installed and stopped: time passes only by `runFor`, however busy the machine. */
async function openOnClock(page: Page, url: string): Promise<void> {
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
  await page.goto(url)
}

/** Runs the page clock in 50 ms steps until the slider is set up (its library arrives over the real network). */
async function untilSetUp(page: Page, slider: string): Promise<Locator> {
  const el = page.locator(slider)
  await expect
    .poll(async () => {
      await page.clock.runFor(50)
      return el.evaluate((s) => s.classList.contains('flickity-enabled'))
    })
    .toBe(true)
  return el
}

describe('content sliders', () => {
  it('autoplays every 3 s (autoPlay: true), back to the first after the last, announced only when stopped', async () => {
    const page = await b.page()
    await openOnClock(page, PAGE)
    const slider = await untilSetUp(page, BANNERS)
    expect(await selected(page, BANNERS)).toEqual(['Talvekollektsioon'])
    expect(await slider.locator('.swiper-wrapper').getAttribute('aria-live')).toBe('off')
    await page.clock.runFor(2900)
    expect(await selected(page, BANNERS)).toEqual(['Talvekollektsioon'])
    await page.clock.runFor(200)
    await expect.poll(() => selected(page, BANNERS)).toEqual(['Saunanädal'])
    await page.clock.runFor(3000)
    await expect.poll(() => selected(page, BANNERS)).toEqual(['Kingiideed'])
    await page.clock.runFor(3000)
    await expect.poll(() => selected(page, BANNERS)).toEqual(['Talvekollektsioon'])
    // The pause button stops it, and says it now starts it; pressed again, it plays.
    const pause = slider.locator('button.saar-slider-pause')
    expect(await pause.getAttribute('aria-label')).toBe('Peata slaidiesitus')
    await pause.click()
    await page.mouse.move(0, 0)
    await expect.poll(() => pause.getAttribute('aria-label')).toBe('Jätka slaidiesitust')
    expect(await slider.locator('.swiper-wrapper').getAttribute('aria-live')).toBe('polite')
    await page.clock.runFor(10_000)
    expect(await selected(page, BANNERS)).toEqual(['Talvekollektsioon'])
    await pause.click()
    await page.locator('h1').click() // the focus leaves the slider, the pointer too
    await page.clock.runFor(3100)
    await expect.poll(() => selected(page, BANNERS)).toEqual(['Saunanädal'])
  })

  it('waits while hovered or while the focus is in it, and stops when a dot is used', async () => {
    const page = await b.page()
    await openOnClock(page, PAGE)
    const slider = await untilSetUp(page, BANNERS)
    await slider.hover()
    await page.clock.runFor(7000)
    expect(await selected(page, BANNERS)).toEqual(['Talvekollektsioon'])
    await page.mouse.move(0, 0)
    await page.clock.runFor(3100)
    await expect.poll(() => selected(page, BANNERS)).toEqual(['Saunanädal'])
    // Focus on the selected banner's link: it waits, and the links of the banners out of view are out of reach.
    await slider.locator('.is-selected a.button').focus()
    await page.clock.runFor(7000)
    expect(await selected(page, BANNERS)).toEqual(['Saunanädal'])
    expect(await slider.locator('.swiper-slide:not(.is-selected)').evaluateAll((s) => s.map((el) => (el as HTMLElement).inert))).toEqual([true, true])
    await page.locator('h1').click()
    // A dot is used: it shows its slide, and the autoplay stops for good (its button now offers to start it).
    await slider.locator('.flickity-page-dots button.dot').nth(2).click()
    await page.mouse.move(0, 0)
    await expect.poll(() => selected(page, BANNERS)).toEqual(['Kingiideed'])
    expect(await slider.locator('button.dot.is-selected').getAttribute('aria-label')).toBe('Näita slaidi 3')
    await page.clock.runFor(10_000)
    expect(await selected(page, BANNERS)).toEqual(['Kingiideed'])
    expect(await slider.locator('button.saar-slider-pause').getAttribute('aria-label')).toBe('Jätka slaidiesitust')
  })

  it('does not autoplay under reduced motion: the pause button offers to start it', async () => {
    const page = await b.page({ reducedMotion: 'reduce' })
    await openOnClock(page, PAGE)
    const slider = await untilSetUp(page, BANNERS)
    expect(await slider.locator('button.saar-slider-pause').getAttribute('aria-label')).toBe('Jätka slaidiesitust')
    await page.clock.runFor(10_000)
    expect(await selected(page, BANNERS)).toEqual(['Talvekollektsioon'])
  })

  it('the row slider: lazy images only once set up, four to a view, arrows, dots and keys; axe-clean', async () => {
    const page = await b.page()
    await openOnClock(page, PAGE)
    const row = page.locator(ROW)
    await expect.poll(() => bundle('sliders').length).toBe(1)
    // Below the fold: still Flatsome's blank placeholders, no slider.
    expect(await row.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')!.slice(0, 5)))).toEqual(Array(6).fill('data:'))
    await row.scrollIntoViewIfNeeded()
    await untilSetUp(page, ROW)
    expect(await row.locator('img').evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('src'), i.className]))).toEqual(
      expect.arrayContaining([[expect.stringMatching(/^\/wp-content\/uploads\/[\w-]+-300x300\.svg$/), 'lazy-load-active attachment-woocommerce_thumbnail']]),
    )
    expect(await row.locator('img[src^="data:"]').count()).toBe(0)
    const names = () => selected(page, ROW)
    await expect.poll(names).toHaveLength(4)
    const first = await names()
    expect(await row.getAttribute('role')).toBe('region')
    expect(await row.getAttribute('aria-roledescription')).toBe('karussell')
    expect(await row.getAttribute('aria-label')).toMatch(/^Slaidiesitus \d$/)
    // The next arrow: the next group of cells.
    const nextArrow = row.locator('button.flickity-prev-next-button.next')
    expect(await nextArrow.getAttribute('aria-label')).toBe('Järgmine')
    await nextArrow.click()
    await page.clock.runFor(500)
    await expect.poll(async () => (await names()).includes(first[0]!)).toBe(false)
    // By keyboard: Enter on the previous arrow moves once; Left and Right in the slider.
    await row.locator('button.flickity-prev-next-button.previous').focus()
    await page.keyboard.press('Enter')
    await page.clock.runFor(500)
    await expect.poll(names).toEqual(first)
    await page.keyboard.press('ArrowRight')
    await page.clock.runFor(500)
    await expect.poll(async () => (await names()).includes(first[0]!)).toBe(false)
    await page.keyboard.press('ArrowLeft')
    await page.clock.runFor(500)
    await expect.poll(names).toEqual(first)
    // Dots are buttons; the cells out of view are inert.
    expect(await row.locator('.flickity-page-dots button.dot').count()).toBeGreaterThan(1)
    expect(await row.locator('.swiper-slide:not(.is-selected)').evaluateAll((s) => s.every((el) => (el as HTMLElement).inert))).toBe(true)
    await page.clock.resume() // axe waits on timers of its own
    await expectNoAxeViolations(page, '.entry-content')
  })

  it('reads right to left on RTL sites: Right goes back', async () => {
    const page = await b.page()
    await openOnClock(page, `${PAGE}?rtl=1`)
    const row = page.locator(ROW)
    await row.scrollIntoViewIfNeeded()
    await untilSetUp(page, ROW)
    expect(await row.evaluate((el) => [(el as HTMLElement).dir, el.classList.contains('flickity-rtl')])).toEqual(['rtl', true])
    const first = await selected(page, ROW)
    await row.focus()
    await page.keyboard.press('ArrowLeft')
    await page.clock.runFor(500)
    await expect.poll(async () => (await selected(page, ROW)).includes(first[0]!)).toBe(false)
    await page.keyboard.press('ArrowRight')
    await page.clock.runFor(500)
    await expect.poll(() => selected(page, ROW)).toEqual(first)
  })
})

describe('count-ups', () => {
  it('count up over 4 s to their own text, made visible as they start', async () => {
    const page = await b.page()
    await openOnClock(page, PAGE)
    const spans = page.locator('span.count-up')
    await spans.first().scrollIntoViewIfNeeded()
    await expect
      .poll(async () => {
        await page.clock.runFor(100)
        return spans.evaluateAll((s) => s.every((el) => el.classList.contains('active')))
      })
      .toBe(true)
    // Part way: a smaller number, written the same way; hidden from screen readers, which read the final text.
    const midway = await spans.first().textContent()
    expect(midway).toMatch(/^\d{1,3}( \d{3})?$/)
    expect(midway).not.toBe('1 500')
    expect(await spans.first().getAttribute('aria-hidden')).toBe('true')
    expect(await page.locator('span.count-up + .screen-reader-text').allTextContents()).toEqual(['1 500', '98,5', '12'])
    await page.clock.runFor(4100)
    await expect.poll(() => spans.allTextContents()).toEqual(['1 500', '98,5', '12'])
    expect(await page.locator('span.count-up[aria-hidden], span.count-up + .screen-reader-text').count()).toBe(0)
  })

  it('show their final value at once under reduced motion', async () => {
    const page = await b.page({ reducedMotion: 'reduce' })
    await page.goto(PAGE)
    const spans = page.locator('span.count-up')
    await spans.first().scrollIntoViewIfNeeded()
    await expect.poll(() => spans.evaluateAll((s) => s.map((el) => [el.className, el.textContent]))).toEqual([
      ['count-up active', '1 500'],
      ['count-up active', '98,5'],
      ['count-up active', '12'],
    ])
  })
})

describe('beside the page', () => {
  it('runs under the strict CSP without a violation', async () => {
    const page = await b.page()
    const violations = await underStrictCsp(page, b.shop)
    await page.goto(PAGE)
    await expect.poll(() => page.locator(BANNERS).evaluate((s) => s.classList.contains('flickity-enabled'))).toBe(true)
    // The bundles' own sheets are linked, not made at run time.
    await expect.poll(() => page.locator(`${BANNERS} .saar-slider-pause`).evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%')
    await page.locator(ROW).scrollIntoViewIfNeeded()
    await expect.poll(() => page.locator(ROW).evaluate((s) => s.classList.contains('flickity-enabled'))).toBe(true)
    expect(await violations()).toEqual([])
  })

  it("stands down beside Flatsome's slider and count-up behaviors (?stock=1): no slider library", async () => {
    const page = await b.page()
    const said: string[] = []
    page.on('console', (m) => said.push(m.text()))
    await page.goto(`${PAGE}?stock=1`)
    await expect.poll(() => page.locator(`${BANNERS}[data-stock-slider]`).count()).toBe(1)
    await page.locator('span.count-up').first().scrollIntoViewIfNeeded()
    await page.locator(ROW).scrollIntoViewIfNeeded()
    await expect.poll(() => page.locator('span.count-up[data-stock-count-up]').count()).toBe(3)
    await expect.poll(() => said.filter((s) => /^Saar: (content sliders|count-up numbers) left to Flatsome/.test(s)).length).toBe(2)
    await b.flushRequests(page)
    expect(bundle('swiper')).toEqual([])
    expect(await page.locator('.saar-slider, .saar-slider-pause').count()).toBe(0)
    expect(await page.locator('span.count-up').allTextContents()).toEqual(['1 500', '98,5', '12'])
  })
})
