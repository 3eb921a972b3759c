/**
 * The product page's gallery slider (islands/gallery/slider.ts) on Flatsome 3.19's gallery markup (the stand-in's, as
 * product-image.php and product-gallery-thumbnails.php print it, and the same as PHP writes its options: JSON in
 * single quotes over several lines): its Flickity options read into the slider adapter's (wrap-around, adaptive
 * height, the 15 px threshold, right to left, no dots, nothing to drag with one image), Flickity's `lazyLoad` reach
 * and what it loads, and the thumbnails as its navigation: buttons, a click or Enter selecting their image (one
 * chosen before the slider is here shows first), the selected one marked and scrolled into the strip's view, the
 * slider back at the first image when a variation's replaces it; beside Flatsome's slider behavior, Saar stands down.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serverMarkup, settle } from './helpers'
import { cellsAround, galleryConfig, lazyReach, markThumbnail, mountProductGallery, revealSlide } from '../../islands/gallery/slider'
import { readSliderConfig } from '../../islands/sliders/options'
import { contentSwiperOptions } from '../../islands/sliders/swiper-options'
import { productGallery } from '../../php-stub/shop/parts/product-form'
import { productBySlug } from '../../php-stub/shop/catalogue'
import { provide } from '../../src/loader'
import { emit } from '../../src/events'
import { GALLERY_SLIDER, standsDown } from '../../src/stock'
import { PRODUCT_SLIDER } from '../../src/product-gallery'
import type { CreateSlider, SliderOptions } from '../../src/slider'

const socks = productBySlug('villased-sokid')! // four images
const SLIDER = '.product-gallery-slider'

afterEach(() => {
  document.documentElement.removeAttribute('dir')
  delete (globalThis as { Flatsome?: unknown }).Flatsome
})

/** The stand-in's product page gallery (Flatsome 3.19's markup) inside its product, with a variation form. */
function page(rtl = false): { slider: HTMLElement; strip: HTMLElement; form: HTMLFormElement } {
  serverMarkup(`<div class="product type-product"><div class="product-gallery large-6 col">${productGallery(socks, [], rtl).value}</div><form class="variations_form cart"></form></div>`)
  return { slider: document.querySelector(SLIDER)!, strip: document.querySelector('.product-thumbnails')!, form: document.querySelector('form')! }
}

/** A fake `swiper` bundle: what each slider was made with, the slides it was asked for, its change listeners. */
function fakeSwiper() {
  const made: Array<{ el: HTMLElement; options: SliderOptions; selected: number[]; toFirst: ReturnType<typeof vi.fn>; changes: Array<(i: number) => void> }> = []
  const create: CreateSlider = (el, options) => {
    const entry = { el, options, selected: [] as number[], toFirst: vi.fn(), changes: [] as Array<(i: number) => void> }
    made.push(entry)
    el.classList.add('flickity-enabled')
    return { box: el, toFirst: entry.toFirst, destroy() {}, step() {}, select: (i) => entry.selected.push(i), onChange: (fn) => entry.changes.push(fn) }
  }
  return { made, create }
}

const marked = (strip: HTMLElement) =>
  Array.from(strip.children).map((c, i) => (c.classList.contains('is-nav-selected') ? `${i}:${c.querySelector('a')!.getAttribute('aria-current')}` : '')).filter(Boolean)

describe("the gallery's options, from Flatsome's markup", () => {
  it('wraps, takes the height of the image shown, drags from 15 px, shows arrows and no dots', () => {
    const { slider } = page()
    expect(slider.matches(PRODUCT_SLIDER)).toBe(true)
    const config = galleryConfig(slider, readSliderConfig)
    expect(config).toMatchObject({ wrap: true, autoHeight: true, threshold: 15, arrows: true, dots: false, rtl: false, draggable: true, autoplay: 0 })
    const options = contentSwiperOptions(4, { rtl: false, reduced: false, labels: { previous: 'p', next: 'n', slide: 's', bullet: 'b' } }, { config, region: 'r', carousel: 'c', slide: 's' })
    expect(options).toMatchObject({ rewind: true, autoHeight: true, threshold: 15, arrows: true, dots: false, allowTouchMove: true, initialSlide: 0 })
    // One image: nothing to wrap, drag or step to.
    expect(contentSwiperOptions(1, { rtl: false, reduced: false, labels: { previous: 'p', next: 'n', slide: 's', bullet: 'b' } }, { config, region: 'r', carousel: 'c', slide: 's' })).toMatchObject({ rewind: false, arrows: false, dots: false, allowTouchMove: false })
  })

  it('runs right to left where Flatsome says so (rightToLeft), and on a right-to-left page', () => {
    expect(galleryConfig(page(true).slider, readSliderConfig).rtl).toBe(true)
    expect(JSON.parse(document.querySelector('.product-thumbnails')!.getAttribute('data-flickity-options')!)).toMatchObject({ cellAlign: 'right', rightToLeft: true })
    const { slider } = page()
    document.documentElement.dir = 'rtl'
    expect(galleryConfig(slider, readSliderConfig).rtl).toBe(true)
  })

  it("reads the options as PHP prints them: JSON in single quotes over several lines; junk gives Flickity's defaults", () => {
    serverMarkup(`<div class="woocommerce-product-gallery__wrapper product-gallery-slider slider slider-nav-small mb-half"
        data-flickity-options='{
                "cellAlign": "center",
                "wrapAround": true,
                "autoPlay": false,
                "prevNextButtons":true,
                "adaptiveHeight": true,
                "imagesLoaded": true,
                "lazyLoad": 1,
                "dragThreshold" : 15,
                "pageDots": false,
                "rightToLeft": true
       }'><div class="slide"><img src="/a.jpg" alt=""></div></div>`)
    const el = document.querySelector<HTMLElement>(SLIDER)!
    expect(galleryConfig(el, readSliderConfig)).toMatchObject({ wrap: true, autoHeight: true, threshold: 15, dots: false, rtl: true })
    expect(lazyReach(el)).toBe(1)
    el.setAttribute('data-flickity-options', '{"lazyLoad":')
    expect(galleryConfig(el, readSliderConfig)).toMatchObject({ wrap: false, autoHeight: false, threshold: 3, dots: true, rtl: false })
  })

  it("lazyLoad: a number is that many neighbours, true the selected image only, anything else the browser's own", () => {
    const el = document.createElement('div')
    const reach = (v: string) => (el.setAttribute('data-flickity-options', v), lazyReach(el))
    expect(['{"lazyLoad":1}', '{"lazyLoad":2.7}', '{"lazyLoad":true}', '{"lazyLoad":false}', '{"lazyLoad":-1}', '{"lazyLoad":"2"}', '{}', 'null', '[]'].map(reach)).toEqual([1, 2, 0, -1, -1, -1, -1, -1, -1])
    expect(cellsAround(4, 0, 1, true)).toEqual([0, 1, 3])
    expect(cellsAround(4, 0, 1, false)).toEqual([0, 1])
    expect(cellsAround(4, 2, 2, true)).toEqual([2, 3, 1, 0])
    expect(cellsAround(3, 1, 0, true)).toEqual([1])
  })

  it("gives a slide's images their sources: Flickity's lazy attributes, and a loading=lazy image now", () => {
    serverMarkup(`<div class="slide"><img data-flickity-lazyload="/big.jpg" data-flickity-lazyload-srcset="/big.jpg 600w" alt=""><img src="/b.jpg" loading="lazy" alt=""></div>`)
    revealSlide(document.querySelector('.slide')!)
    const [a, b] = Array.from(document.querySelectorAll('img'))
    expect([a!.getAttribute('src'), a!.getAttribute('srcset'), a!.hasAttribute('data-flickity-lazyload')]).toEqual(['/big.jpg', '/big.jpg 600w', false])
    expect(b!.getAttribute('loading')).toBe('eager')
  })
})

describe('the thumbnails navigate the slider', () => {
  it('a thumbnail clicked before the slider is here is the image it starts at', async () => {
    const { slider, strip } = page()
    const fake = fakeSwiper()
    let arrive: (create: CreateSlider) => void = () => {}
    provide('swiper', new Promise<CreateSlider>((resolve) => (arrive = resolve)))
    mountProductGallery(slider, readSliderConfig)
    strip.querySelectorAll('a')[3]!.click()
    expect(marked(strip)).toEqual(['3:true'])
    arrive(fake.create)
    await settle()
    expect(fake.made).toHaveLength(1)
    expect(fake.made[0]!.options.content!.config).toMatchObject({ initial: 3, wrap: true, autoHeight: true, threshold: 15 })
    expect(fake.made[0]!.options.content!.region).toBe('Pildigalerii')
    // lazyLoad: 1 with wrap-around: the image shown and one each side load now.
    const imgs = Array.from(slider.querySelectorAll('img'))
    expect(imgs[3]!.getAttribute('loading')).toBe('eager')
  })

  it('a click or Enter on a thumbnail selects its image; the change marks it, the strip scrolls to it', async () => {
    const { slider, strip } = page()
    const fake = fakeSwiper()
    provide('swiper', fake.create)
    mountProductGallery(slider, readSliderConfig)
    mountProductGallery(strip, readSliderConfig) // the strip's own wiring mounts the same gallery: once
    await settle()
    expect(fake.made).toHaveLength(1)
    const links = Array.from(strip.querySelectorAll('a'))
    expect(links.map((a) => [a.getAttribute('role'), a.tabIndex])).toEqual(Array(4).fill(['button', 0]))
    expect(marked(strip)).toEqual(['0:true'])
    links[2]!.click()
    links[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
    links[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }))
    expect(fake.made[0]!.selected).toEqual([2, 1])
    for (const change of fake.made[0]!.changes) change(2)
    expect(marked(strip)).toEqual(['2:true'])
  })

  it('the slider goes back to the first image when a variation replaces it, and not when nothing changed', async () => {
    const { slider, form } = page()
    const fake = fakeSwiper()
    provide('swiper', fake.create)
    mountProductGallery(slider, readSliderConfig)
    await settle()
    emit(form, 'hide_variation')
    expect(fake.made[0]!.toFirst).not.toHaveBeenCalled()
    slider.querySelector('img')!.setAttribute('src', '/variation.jpg')
    emit(form, 'show_variation', { variation_id: 1, attributes: {} }, true)
    expect(fake.made[0]!.toFirst).toHaveBeenCalledTimes(1)
  })

  it("scrolls the strip, not the page, to a thumbnail out of its view", () => {
    const { strip } = page()
    const cells = Array.from(strip.children) as HTMLElement[]
    const rect = (left: number, width: number) => ({ left, right: left + width, width, top: 0, bottom: 90, height: 90, x: left, y: 0, toJSON() {} }) as DOMRect
    Object.defineProperties(strip, { scrollWidth: { value: 400 }, clientWidth: { value: 200 }, scrollLeft: { value: 0, writable: true } })
    strip.getBoundingClientRect = () => rect(100, 200)
    cells.forEach((c, i) => (c.getBoundingClientRect = () => rect(100 + i * 100, 90)))
    const scrollTo = vi.fn()
    strip.scrollTo = scrollTo as typeof strip.scrollTo
    markThumbnail(strip, 1, true)
    expect(scrollTo).not.toHaveBeenCalled() // 200–290 is in view
    markThumbnail(strip, 3, true)
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 190, behavior: 'auto' }) // its right edge at the strip's
    markThumbnail(strip, 3, false)
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 190, behavior: 'smooth' })
  })
})

describe("beside Flatsome's slider behavior", () => {
  it('stands down', () => {
    expect(standsDown(GALLERY_SLIDER)).toBe(false)
    ;(globalThis as { Flatsome?: unknown }).Flatsome = { behaviors: { slider: { attach() {} } } }
    expect(standsDown(GALLERY_SLIDER)).toBe(true)
  })
})
