/**
 * Flatsome's product gallery without flatsome.js, in Chromium on the stand-in's product pages: the main images a
 * slider (arrows, a drag past 15 px, a touch swipe, Left and Right, wrap-around both ways), the thumbnails showing
 * their image by click or Enter and marked (`is-nav-selected`, `aria-current`), the image shown at the end of the
 * slide, a variation's image on the first slide and the reset back, right to left, the lazy neighbours loaded,
 * axe-clean, under the strict CSP, no layout shift on a desktop or a phone, and with `?stock=1` (Flatsome's slider
 * behavior on the page) Saar standing down beside the stand-in's Flickity.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, underStrictCsp, useBrowser } from './browser'
import { openHeld, settledShift } from './shifts'

const b = useBrowser()

const SOCKS = '/toode/villased-sokid/' // four images
const SWEATER = '/toode/villane-kampsun/' // three images, a variable product
const SLIDER = '.product-gallery-slider'
const bundle = (name: string) => b.requests.filter((r) => new RegExp(`/${name}\\.[\\w-]+\\.js`).test(r.url()))

const devices = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
}

/** The alt text of the image wholly in the slider's view (null mid-slide): what the shopper sees. */
const shown = (page: Page) =>
  page.evaluate((sel) => {
    const box = document.querySelector(sel)!.getBoundingClientRect()
    const cell = Array.from(document.querySelectorAll(`${sel} .woocommerce-product-gallery__image`)).find((c) => {
      const r = c.getBoundingClientRect()
      return Math.abs(r.left - box.left) < 1 && Math.abs(r.width - box.width) < 1
    })
    return cell?.querySelector('img')?.alt ?? null
  }, SLIDER)

/** The thumbnails marked selected, by their image's alt, with their `aria-current`. */
const marked = (page: Page) =>
  page.locator('.product-thumbnails .col').evaluateAll((cells) =>
    cells.filter((c) => c.classList.contains('is-nav-selected')).map((c) => `${c.querySelector('img')!.alt} ${c.querySelector('a')!.getAttribute('aria-current')}`),
  )

/** Reaches for the gallery (the pointer over it) and waits until its slider is set up. */
async function approach(page: Page): Promise<void> {
  await page.locator(SLIDER).hover()
  await expect.poll(() => page.locator(SLIDER).evaluate((s) => s.classList.contains('flickity-enabled') && s.classList.contains('swiper-initialized'))).toBe(true)
}

/** Opens a product page and reaches for its gallery. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await approach(page)
}

describe('product gallery slider', () => {
  it('fetches no slider code until the shopper reaches for the gallery, though it is in view', async () => {
    const page = await b.page()
    await page.goto(SOCKS)
    await page.waitForLoadState('networkidle')
    await b.flushRequests(page)
    expect([bundle('gallery-slider').length, bundle('swiper').length]).toEqual([0, 0])
    expect(await page.locator(SLIDER).evaluate((s) => s.classList.contains('flickity-enabled'))).toBe(false)
    await approach(page)
    expect([bundle('gallery-slider').length, bundle('swiper').length]).toEqual([1, 1])
  })

  it('steps with its arrows, wrapping round both ways; the thumbnails follow', async () => {
    const page = await b.page()
    await open(page, SOCKS)
    expect(await shown(page)).toBe('Villased sokid')
    expect(await marked(page)).toEqual(['Villased sokid true'])
    // Flatsome's options: no page dots (pageDots: false), arrows labelled.
    expect(await page.locator(`${SLIDER} .flickity-page-dots`).count()).toBe(0)
    const next = page.locator(`${SLIDER} .flickity-prev-next-button.next`)
    const prev = page.locator(`${SLIDER} .flickity-prev-next-button.previous`)
    expect(await next.getAttribute('aria-label')).toBe('Järgmine')
    await next.click()
    await expect.poll(() => shown(page)).toBe('Villased sokid – pilt 2')
    await expect.poll(() => marked(page)).toEqual(['Villased sokid – pilt 2 true'])
    await prev.click()
    await expect.poll(() => shown(page)).toBe('Villased sokid')
    await prev.click()
    await expect.poll(() => shown(page)).toBe('Villased sokid – pilt 4')
    await expect.poll(() => marked(page)).toEqual(['Villased sokid – pilt 4 true'])
    await next.click()
    await expect.poll(() => shown(page)).toBe('Villased sokid')
    // The image shown is the one the lightbox opens (the zoom button's too).
    await page.locator(`${SLIDER} .flickity-prev-next-button.next`).click()
    await expect.poll(() => shown(page)).toBe('Villased sokid – pilt 2')
    await page.locator('.zoom-button').click()
    await expect.poll(() => page.locator('[role=dialog][aria-modal=true] img').first().getAttribute('src')).toContain('villased-sokid-2-1200')
  })

  it('moves on a drag past 15 px only, and on a touch swipe', async () => {
    const page = await b.page()
    await open(page, SOCKS)
    const box = (await page.locator(SLIDER).boundingBox())!
    const y = box.y + box.height / 2
    const drag = async (from: number, by: number) => {
      await page.mouse.move(from, y)
      await page.mouse.down()
      for (let i = 1; i <= 5; i++) await page.mouse.move(from + (by * i) / 5, y)
      await page.mouse.up()
    }
    await drag(box.x + box.width * 0.8, -box.width * 0.7)
    await expect.poll(() => shown(page)).toBe('Villased sokid – pilt 2')
    // A drag is no click: the image's link did not open the viewer.
    await b.flushRequests(page)
    expect(await page.locator('[role=dialog][aria-modal=true]').count()).toBe(0)
    // Under 15 px it is a click, as Flickity's: the slider stays, and the viewer opens at the image shown.
    await drag(box.x + box.width / 2, -12)
    await expect.poll(() => page.locator('[role=dialog][aria-modal=true] img').first().getAttribute('src')).toContain('villased-sokid-2-1200')
    expect(await shown(page)).toBe('Villased sokid – pilt 2')

    const phone = await b.page({ device: devices.phone })
    await open(phone, SOCKS)
    const pbox = (await phone.locator(SLIDER).boundingBox())!
    const cdp = await phone.context().newCDPSession(phone)
    const py = pbox.y + pbox.height / 2
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type == 'touchEnd' ? [] : [{ x, y: py }] })
    // Between the arrows, as the drag above.
    await touch('touchStart', pbox.x + pbox.width * 0.75)
    for (let i = 1; i <= 8; i++) await touch('touchMove', pbox.x + pbox.width * (0.75 - i * 0.085))
    await touch('touchEnd', 0)
    await expect.poll(() => shown(phone)).toBe('Villased sokid – pilt 2')
    await expect.poll(() => marked(phone)).toEqual(['Villased sokid – pilt 2 true'])
  })

  it('steps with Left and Right while focused, wrapping round', async () => {
    const page = await b.page()
    await open(page, SOCKS)
    await page.locator(SLIDER).focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => shown(page)).toBe('Villased sokid – pilt 2')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => shown(page)).toBe('Villased sokid')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => shown(page)).toBe('Villased sokid – pilt 4')
  })

  it('shows a thumbnail’s image on click or Enter, the image there when the slide ends', async () => {
    const page = await b.page()
    await open(page, SOCKS)
    // At the end of the slide (the track's transition), the chosen image is in place and loaded.
    const atEnd = await page.evaluate((sel) => {
      const box = document.querySelector(sel)!
      const cell = box.querySelectorAll('.woocommerce-product-gallery__image')[2]!
      const img = cell.querySelector('img')!
      return new Promise<string>((resolve) => {
        box.querySelector('.swiper-wrapper')!.addEventListener('transitionend', () => {
          const a = box.getBoundingClientRect(), r = cell.getBoundingClientRect()
          resolve(`${Math.abs(r.left - a.left) < 1} ${img.complete && img.naturalWidth > 0}`)
        }, { once: true })
        document.querySelectorAll<HTMLElement>('.product-thumbnails a')[2]!.click()
      })
    }, SLIDER)
    expect(atEnd).toBe('true true')
    expect(await shown(page)).toBe('Villased sokid – pilt 3')
    expect(await marked(page)).toEqual(['Villased sokid – pilt 3 true'])
    // By keyboard: each thumbnail is a button in the Tab order.
    const second = page.locator('.product-thumbnails a').nth(1)
    expect(await second.getAttribute('role')).toBe('button')
    await second.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => shown(page)).toBe('Villased sokid – pilt 2')
    await expect.poll(() => marked(page)).toEqual(['Villased sokid – pilt 2 true'])
  })

  it('shows a thumbnail clicked before its code arrived once it has', async () => {
    const page = await b.page()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/gallery-slider\.[\w-]+\.js$/, async (route) => (await held, route.continue()))
    await page.goto(SOCKS)
    await page.locator('.product-thumbnails a').nth(3).click()
    expect(await page.locator(SLIDER).evaluate((s) => s.classList.contains('flickity-enabled'))).toBe(false)
    release()
    await expect.poll(() => shown(page)).toBe('Villased sokid – pilt 4')
    await expect.poll(() => marked(page)).toEqual(['Villased sokid – pilt 4 true'])
  })

  it("loads the selected image's neighbours (lazyLoad: 1), the last one too, as it wraps", async () => {
    const page = await b.page()
    await open(page, SOCKS)
    const last = page.locator(`${SLIDER} .woocommerce-product-gallery__image`).nth(3).locator('img:not(.saar-zoom)')
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.loading)).toBe('eager')
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  it('puts a variation’s image on the first slide and goes there; the reset restores it', async () => {
    const page = await b.page()
    await open(page, SWEATER)
    const first = page.locator(`${SLIDER} .woocommerce-product-gallery__image img`).first()
    const original = await first.getAttribute('src')
    await page.locator('.product-thumbnails a').nth(2).click()
    await expect.poll(() => shown(page)).toBe('Villane kampsun – pilt 3')
    await page.selectOption('#pa_suurus', 'm')
    await page.selectOption('#varv', 'Hõbehall')
    await expect.poll(() => first.getAttribute('src')).toContain('villane-kampsun-v10202')
    await expect.poll(() => shown(page)).toBe('Villane kampsun')
    await expect.poll(() => marked(page)).toEqual(['Villane kampsun true'])
    await page.locator('.product-thumbnails a').nth(1).click()
    await expect.poll(() => shown(page)).toBe('Villane kampsun – pilt 2')
    await page.click('.reset_variations')
    await expect.poll(() => first.getAttribute('src')).toBe(original)
    await expect.poll(() => shown(page)).toBe('Villane kampsun')
  })

  it('runs right to left on a right-to-left site: Left is the next image', async () => {
    const page = await b.page()
    await open(page, `${SOCKS}?rtl=1`)
    expect(await page.locator(SLIDER).getAttribute('dir')).toBe('rtl')
    await page.locator(SLIDER).focus()
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => shown(page)).toBe('Villased sokid – pilt 2')
    // The next image comes in from the left.
    const box = (await page.locator(SLIDER).boundingBox())!
    const third = (await page.locator(`${SLIDER} .woocommerce-product-gallery__image`).nth(2).boundingBox())!
    expect(third.x).toBeLessThan(box.x)
    await page.locator(`${SLIDER} .flickity-prev-next-button.next`).click()
    await expect.poll(() => shown(page)).toBe('Villased sokid – pilt 3')
  })

  it('is axe-clean once set up, and after a thumbnail is chosen', async () => {
    const page = await b.page()
    await open(page, SOCKS)
    await expectNoAxeViolations(page, '.product-gallery')
    await page.locator('.product-thumbnails a').nth(1).click()
    await expect.poll(() => shown(page)).toBe('Villased sokid – pilt 2')
    await expectNoAxeViolations(page, '.product-gallery')
  })

  it('runs under the strict CSP without a violation', async () => {
    const page = await b.page()
    const violations = await underStrictCsp(page, b.shop)
    await open(page, SOCKS)
    // The slider's own sheet is linked, not made at run time.
    await expect.poll(() => page.locator(`${SLIDER} .flickity-prev-next-button.next`).evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%')
    await page.locator('.product-thumbnails a').nth(2).click()
    await expect.poll(() => shown(page)).toBe('Villased sokid – pilt 3')
    expect(await violations()).toEqual([])
  })

  it("stands down beside Flatsome's slider behavior (?stock=1): the stand-in's Flickity runs, no Saar slider", async () => {
    const page = await b.page()
    const said: string[] = []
    page.on('console', (m) => said.push(m.text()))
    await page.goto(`${SOCKS}?stock=1`)
    await expect.poll(() => page.locator(SLIDER).getAttribute('data-stock-slider')).toBe('')
    await expect.poll(() => said.filter((s) => s == 'Saar: product gallery slider left to Flatsome (Flatsome.behaviors.slider)').length).toBe(1)
    await page.locator('.product-thumbnails .col').nth(1).click()
    await expect.poll(() => page.locator(`${SLIDER} .woocommerce-product-gallery__image`).nth(1).getAttribute('class')).toContain('is-selected')
    await expect.poll(() => page.locator('.product-thumbnails .col').nth(1).getAttribute('class')).toContain('is-nav-selected')
    await b.flushRequests(page)
    expect(bundle('gallery-slider')).toHaveLength(0)
    expect(bundle('swiper')).toHaveLength(0)
    expect(await page.locator(`${SLIDER}.swiper-initialized, .product-thumbnails [role=button]`).count()).toBe(0)
  })
})

for (const device of ['desktop', 'phone'] as const)
  describe(`product gallery layout shift on a ${device}`, () => {
    it('is 0 once the slider is set up, and after a thumbnail is chosen', async () => {
      const page = await b.page({ device: devices[device] })
      const before = { first: null as null | { x: number; y: number; width: number; height: number } }
      await page.route(/\/gallery-slider\.[\w-]+\.js$/, async (route) => {
        // The first image's box as the page drew it before the slider.
        before.first = await page.locator(`${SLIDER} img`).first().boundingBox()
        await route.continue()
      })
      await openHeld(page, SWEATER)
      await approach(page)
      await page.waitForLoadState('networkidle')
      expect(await settledShift(page)).toBe(0)
      expect(await page.locator(`${SLIDER} img`).first().boundingBox()).toEqual(before.first)
      await page.locator('.product-thumbnails a').nth(2).click()
      await expect.poll(() => shown(page)).toBe('Villane kampsun – pilt 3')
      expect(await settledShift(page)).toBe(0)
    })
  })
