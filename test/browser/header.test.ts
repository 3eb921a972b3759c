/**
 * Flatsome's sticky header, back-to-top and page loader on the stand-in (Chromium, 1280 × 800): the header's states
 * while scrolling in both modes (hide-on-scroll on the page's clock), its code only at the first scroll (at once with
 * the page loader), nothing below it moving, anchors landing below
 * it, back-to-top by keyboard, the page loader's second, axe-core while stuck, the strict CSP; and beside Flatsome's
 * own header code (`?stock=1`) only Flatsome's stand-in acting.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, underStrictCsp, useBrowser } from './browser'
import { recordShifts, type Shift } from '../../scripts/layout-shift'

const b = useBrowser()

const desktop = { viewport: { width: 1280, height: 800 } }
/** The page clock's start, for the tests that run it by hand. */
const start = Date.parse('2026-11-24T12:00:00Z')

/** The header's code has run: the sticky height is on the root, so its scroll padding is. */
const headerReady = (page: Page) => expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop)).toBe('70px')
const headerBundle = () => b.requests.filter((r) => /\/header\.[0-9a-f]+\.js/.test(r.url()))

async function open(path: string, options: { reducedMotion?: 'reduce' } = {}): Promise<Page> {
  const page = await b.page({ device: desktop, ...options })
  await page.addInitScript(recordShifts)
  await page.goto(path)
  await firstScroll(page)
  return page
}

/** Nothing fetched for the header before the shopper scrolls; the first scroll (a pixel, and back) brings its code. */
async function firstScroll(page: Page): Promise<void> {
  await b.flushRequests(page)
  expect(headerBundle()).toEqual([])
  await scrollTo(page, 1)
  await headerReady(page)
  await scrollTo(page, 0)
  await settledShifts(page)
}

/**
 * From here on the page's shifts are the header's to answer for: what the page did as it loaded (a font, an image, on
 * a busy machine late) is layout-shift.test.ts's, and is forgotten.
 */
const settledShifts = (page: Page) => page.evaluate(() => (window as unknown as { __saarShifts?: Shift[] }).__saarShifts?.splice(0)).then(() => {})

/** Scrolls the window (a script's scroll, not the shopper's input: a shift after it counts) and lets two frames pass. */
const scrollTo = (page: Page, y: number) =>
  page.evaluate((to) => {
    window.scrollTo(0, to)
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  }, y)

const state = (page: Page) =>
  page.evaluate(() => ({
    stuck: document.querySelector('.header-wrapper')!.classList.contains('stuck'),
    hiding: document.getElementById('header')!.classList.contains('sticky-hide-on-scroll--active'),
    reserved: document.getElementById('header')!.style.height,
  }))
const stuck = async (page: Page) => (await state(page)).stuck
/** The header's height as laid out unstuck. */
const naturalHeight = (page: Page) => page.evaluate(() => document.getElementById('header')!.getBoundingClientRect().height)
/** Where the page's content starts in the document: it must not move when the header sticks or lets go. */
const contentTop = (page: Page) => page.evaluate(() => document.getElementById('main')!.getBoundingClientRect().top + scrollY)
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __saarShifts: Shift[] }).__saarShifts)

describe('sticky header', () => {
  it('comes at the first scroll, not before (nor when idle), and that scroll, straight past the threshold, sticks it, nothing moving', async () => {
    const page = await b.page({ device: desktop })
    await page.addInitScript(recordShifts)
    await page.goto('/pood/', { waitUntil: 'networkidle' })
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })))
    await b.flushRequests(page)
    expect(headerBundle()).toEqual([])
    const natural = await naturalHeight(page)
    const top = await contentTop(page)
    await settledShifts(page)
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 600)
    await expect.poll(() => state(page)).toEqual({ stuck: true, hiding: false, reserved: `${natural}px` })
    expect(headerBundle()).toHaveLength(1)
    expect(await contentTop(page)).toBe(top)
    await expect.poll(() => page.evaluate(() => document.querySelector('.header-wrapper')!.getBoundingClientRect().top)).toBe(0)
    expect(await shifts(page)).toEqual([])
  })

  it('sticks past the header and 100 px more, keeps its space (nothing moves), lets go above the top bar, axe-clean while stuck', async () => {
    const page = await open('/pood/')
    const natural = await naturalHeight(page)
    const top = await contentTop(page)
    await scrollTo(page, natural + 100 - 10)
    expect(await stuck(page)).toBe(false)
    await scrollTo(page, 600)
    await expect.poll(() => state(page)).toEqual({ stuck: true, hiding: false, reserved: `${natural}px` })
    expect(await contentTop(page)).toBe(top)
    // Once it has slid in (Flatsome's 0.6 s animation): at the window's top, its sticky height.
    await expect.poll(() => page.evaluate(() => document.querySelector('.header-wrapper')!.getBoundingClientRect().toJSON())).toMatchObject({ top: 0, height: 70 })
    await expectNoAxeViolations(page)
    await scrollTo(page, 0)
    await expect.poll(() => stuck(page)).toBe(false)
    expect(await contentTop(page)).toBe(top)
    // The header went from the window's top to the page's top, the same place: nothing moved for the shopper.
    expect(await shifts(page)).toEqual([])
    // Flatsome's hysteresis: stuck again, it stays stuck over the top bar's height and lets go above it.
    await scrollTo(page, 600)
    await expect.poll(() => stuck(page)).toBe(true)
    await scrollTo(page, 40)
    expect(await stuck(page)).toBe(true)
    await scrollTo(page, 20)
    await expect.poll(() => stuck(page)).toBe(false)
  })

  it('hide-on-scroll: hidden on the way down, back on the way up once the scrolling pauses (100 ms, on the page’s clock)', async () => {
    const page = await b.page({ device: desktop })
    await page.clock.install({ time: start })
    await page.goto('/pood/?header=hide-on-scroll')
    await firstScroll(page)
    await page.clock.pauseAt(start + 60_000) // from here the page's time moves only by runFor
    // The browser fires the scroll event at its next rendering (real time); the frame that reads it is on the clock.
    const scroll = async (y: number) => {
      await page.evaluate((to) => new Promise((resolve) => (addEventListener('scroll', resolve, { once: true }), window.scrollTo(0, to))), y)
      await page.clock.runFor(20)
    }
    await scroll(600)
    await expect.poll(() => state(page)).toEqual({ stuck: false, hiding: true, reserved: '' })
    await scroll(500)
    await expect.poll(() => state(page)).toEqual({ stuck: false, hiding: false, reserved: '' })
    await page.clock.runFor(100)
    await expect.poll(() => stuck(page)).toBe(true)
    await scroll(550)
    await expect.poll(() => state(page)).toMatchObject({ stuck: true, hiding: true })
    await page.clock.runFor(100)
    await expect.poll(() => state(page)).toEqual({ stuck: false, hiding: true, reserved: '' })
    await scroll(0)
    await expect.poll(() => state(page)).toEqual({ stuck: false, hiding: false, reserved: '' })
  })

  it('lands anchors below the stuck header, on the page and when the page opens at one', async () => {
    const page = await open('/brandid/')
    const letter = await page.evaluate(() => [...document.querySelectorAll('h2.wb-allview-title[id]')].pop()!.id)
    const headingTop = () => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), letter)
    await page.evaluate((id) => (location.hash = `#${encodeURIComponent(id)}`), letter)
    await expect.poll(() => stuck(page)).toBe(true)
    await expect.poll(headingTop).toBe(70)

    const opened = await b.page({ device: desktop })
    await opened.goto(`/brandid/#${encodeURIComponent(letter)}`)
    await headerReady(opened)
    await expect.poll(() => stuck(opened)).toBe(true)
    await expect.poll(() => opened.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), letter)).toBe(70)
  })

  it('measures again at a breakpoint: a stuck header keeps the phone header’s space, and sticks sooner there', async () => {
    const page = await open('/pood/')
    const desktopHeader = `${await naturalHeight(page)}px`
    await scrollTo(page, 600)
    await expect.poll(() => state(page)).toMatchObject({ stuck: true, reserved: desktopHeader })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(async () => (await state(page)).reserved).not.toBe(desktopHeader)
    const reserved = (await state(page)).reserved
    expect(await stuck(page)).toBe(true)
    await scrollTo(page, 0)
    await expect.poll(() => stuck(page)).toBe(false)
    // The space kept was the phone header's own (no top bar there), and so is the threshold: 100 px past it.
    const natural = await naturalHeight(page)
    expect(reserved).toBe(`${natural}px`)
    await scrollTo(page, natural + 100 + 10)
    await expect.poll(() => stuck(page)).toBe(true)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop)).toBe(`${Math.round(await page.evaluate(() => document.querySelector('.header-wrapper')!.getBoundingClientRect().height))}px`)
  })

  it('hide-on-scroll: an add to cart brings the hidden header back, stuck with its space kept, so the cart dropdown is seen', async () => {
    const page = await open('/pood/?header=hide-on-scroll')
    const natural = await naturalHeight(page)
    await page.evaluate(() => new Promise((resolve) => (addEventListener('scroll', resolve, { once: true }), window.scrollTo(0, 700))))
    await expect.poll(() => state(page)).toEqual({ stuck: false, hiding: true, reserved: '' })
    // A button in view, clicked where it is (nothing scrolls).
    await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.ajax_add_to_cart')].find((el) => el.getBoundingClientRect().top > 150)!.click())
    await expect.poll(() => page.locator('.header .cart-item').first().getAttribute('class')).toContain('current-dropdown')
    await expect.poll(() => state(page)).toEqual({ stuck: true, hiding: false, reserved: `${natural}px` })
    await expect.poll(() => page.locator('.header .cart-item .nav-dropdown').first().isVisible()).toBe(true)
    await expectNoAxeViolations(page)
  })

  it('works under the strict CSP: its inline sizes are CSSOM', async () => {
    const page = await b.page({ device: desktop })
    const violations = await underStrictCsp(page, b.shop)
    await page.goto('/pood/')
    await firstScroll(page)
    await scrollTo(page, 600)
    await expect.poll(() => stuck(page)).toBe(true)
    expect(await violations()).toEqual([])
  })
})

describe('back-to-top', () => {
  for (const reducedMotion of [undefined, 'reduce'] as const)
    it(`appears after a window’s height of scrolling, takes the keyboard to the top and puts focus on the header${reducedMotion ? ' (reduced motion)' : ''}`, async () => {
      const page = await open('/pood/', { reducedMotion })
      const link = page.locator('#top-link')
      expect(await link.getAttribute('aria-hidden')).toBe('true')
      expect(await link.getAttribute('tabindex')).toBe('-1')
      await scrollTo(page, 1200)
      await expect.poll(() => link.getAttribute('class')).toContain('active')
      expect(await link.getAttribute('aria-hidden')).toBeNull()
      await expectNoAxeViolations(page)
      await link.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('header')
      expect(page.url()).not.toContain('#top')
      await expect.poll(() => link.getAttribute('aria-hidden')).toBe('true')
      // The next Tab goes on from the top of the page.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.getElementById('header')!.contains(document.activeElement))).toBe(true)
      expect(await page.evaluate(() => document.getElementById('header')!.hasAttribute('tabindex'))).toBe(false)
    })
})

describe('page loader', () => {
  it('lets the page show at once, lets clicks through, and is gone 1000 ms after the header’s code, fetched at once, runs (page clock)', async () => {
    const page = await b.page({ device: desktop })
    await page.clock.install({ time: start })
    await page.clock.pauseAt(start + 1000) // the page's time moves only by runFor
    await page.goto('/pood/?page_loader=1') // the load event: the header's code, asked for at once here, has run
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('loading-site'))).toBe(false)
    expect(headerBundle()).toHaveLength(1) // with no scroll: it removes the loader
    expect(await page.locator('.page-loader').count()).toBe(1)
    // Faded, it lets clicks through to the page while it is still there.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.page-loader')!).pointerEvents)).toBe('none')
    await page.clock.runFor(999)
    expect(await page.locator('.page-loader').count()).toBe(1)
    await page.clock.runFor(1)
    await expect.poll(() => page.locator('.page-loader').count()).toBe(0)
  })
})

describe('beside Saar’s own window.Flatsome (?flatsome_dependant=1: flatsome.js replaced)', () => {
  it('acts: the shim is not flatsome.js', async () => {
    const page = await open('/pood/?flatsome_dependant=1')
    expect(await page.evaluate(() => (window as unknown as { Flatsome?: { saar?: boolean } }).Flatsome?.saar)).toBe(true)
    await scrollTo(page, 600)
    await expect.poll(() => stuck(page)).toBe(true)
  })
})

describe('beside Flatsome’s header code (?stock=1)', () => {
  it('leaves the header and back-to-top to it: one flatsome-header-sticky per stick, none of Saar’s marks', async () => {
    const page = await b.page({ device: desktop })
    const lines: string[] = []
    page.on('console', (m) => void (m.type() === 'info' && lines.push(m.text())))
    await page.goto('/pood/?stock=1')
    await page.evaluate(() => {
      const w = window as unknown as { sticks: number; jQuery: (t: unknown) => { on(n: string, f: () => void): void } }
      w.sticks = 0
      w.jQuery(document).on('flatsome-header-sticky', () => void w.sticks++)
    })
    await scrollTo(page, 1200)
    // The first scroll brought Saar's header code, which stands down.
    await expect.poll(() => lines).toContain('Saar: header left to Flatsome (flatsome.js)')
    await expect.poll(() => stuck(page)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { sticks: number }).sticks)).toBe(1)
    await expect.poll(() => page.locator('#top-link').getAttribute('class')).toContain('active')
    expect(await page.locator('#top-link').getAttribute('tabindex')).toBeNull() // Saar's hidden-link marks are not there
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--flatsome--header--sticky-height'))).toBe('')
  })
})
