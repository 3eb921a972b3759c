/**
 * Flatsome's content sliders and count-ups (islands/sliders/): the slider's Flickity options read leniently
 * (malformed JSON, wrong types: Flickity's defaults, never a throw) and mapped to swiper's; the gallery's sliders
 * left out; a count-up's number read and rewritten as the page writes it, counting up to its own text, at once
 * under reduced motion or with no number in it; and beside Flatsome's behaviors, nothing set up.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import { serverMarkup } from './helpers'
import { autoplayMs, CONTENT_SLIDER, readSliderConfig, SLIDERS_BUNDLE_SELECTOR } from '../../islands/sliders/options'
import { contentSwiperOptions } from '../../islands/sliders/swiper-options'
import { countUp, COUNT_UP_MS, easeOut, readNumber, writeNumber } from '../../islands/sliders/count-up'
import { mountContentSlider } from '../../islands/sliders/content-slider'
import { provide } from '../../src/loader'
import type { CreateSlider, SliderOptions } from '../../src/slider'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  delete (globalThis as { Flatsome?: unknown }).Flatsome
})

/** A slider with these options, as an attribute's text. */
function slider(options: string): HTMLElement {
  serverMarkup(`<div class="slider-wrapper"><div class="slider" data-flickity-options='${options}'><div>1</div><div>2</div><div>3</div></div><div class="loading-spin"></div></div>`)
  return document.querySelector('.slider')!
}

const defaults = { off: false, centered: true, group: false, contain: false, wrap: false, arrows: true, dots: true, autoplay: 0, pauseOnHover: true, autoHeight: false, threshold: 3, draggable: true, initial: 0, rtl: false }

describe('Flickity options', () => {
  it("reads [ux_slider]'s options", () => {
    const el = slider('{"cellAlign":"center","wrapAround":true,"autoPlay":6000,"pauseAutoPlayOnHover":true,"prevNextButtons":false,"contain":true,"adaptiveHeight":true,"dragThreshold":10,"pageDots":true,"rightToLeft":true,"draggable":true}')
    expect(readSliderConfig(el)).toEqual({ ...defaults, contain: true, wrap: true, arrows: false, autoplay: 6000, autoHeight: true, threshold: 10, rtl: true })
  })

  it("reads a row slider's: left-aligned groups, autoPlay true is 3 s", () => {
    const el = slider('{"imagesLoaded":true,"groupCells":"100%","dragThreshold":5,"cellAlign":"left","wrapAround":false,"prevNextButtons":true,"pageDots":false,"rightToLeft":false,"autoPlay":true}')
    expect(readSliderConfig(el)).toEqual({ ...defaults, centered: false, group: true, dots: false, threshold: 5, autoplay: 3000 })
  })

  it.each([
    ['malformed JSON', '{"autoPlay":true,'],
    ['no JSON at all', 'nonsense'],
    ['a list', '[1,2]'],
    ['null', 'null'],
    ['a string', '"autoPlay"'],
    ['an empty attribute', ''],
  ])('%s gives Flickity’s defaults, without a throw', (_, options) => {
    expect(readSliderConfig(slider(options))).toEqual(defaults)
  })

  it('takes each wrongly typed option as its default, and keeps the rest', () => {
    const el = slider('{"prevNextButtons":"no","pageDots":0,"dragThreshold":-4,"initialIndex":"2","autoPlay":"abc","wrapAround":true,"draggable":null}')
    expect(readSliderConfig(el)).toEqual({ ...defaults, wrap: true })
    expect(readSliderConfig(slider('{"watchCSS":true}')).off).toBe(true)
  })

  it('autoPlay: true is 3 s, a number that many ms (under 1 s: 3 s), anything else none', () => {
    expect([true, 4500, '5000', 200, 0, -1, false, null, 'yes', Infinity, NaN].map(autoplayMs)).toEqual([3000, 4500, 5000, 3000, 0, 0, 0, 0, 0, 0, 0])
  })

  it("leaves the product gallery's slider and thumbnails to the gallery", () => {
    serverMarkup(`<div class="slider product-gallery-slider" data-flickity-options="{}"></div><div class="product-thumbnails slider row-slider" data-flickity-options="{}"></div><div class="row slider row-slider" id="row" data-flickity-options="{}"></div><p><span class="count-up">5</span></p>`)
    expect([...document.querySelectorAll(CONTENT_SLIDER)].map((el) => el.id)).toEqual(['row'])
    expect(document.querySelectorAll(SLIDERS_BUNDLE_SELECTOR)).toHaveLength(2)
  })
})

describe('swiper options', () => {
  const options = (reduced = false): SliderOptions => ({ rtl: false, reduced, labels: { previous: 'Eelmine', next: 'Järgmine', slide: '{{index}}/{{slidesLength}}', bullet: 'Näita slaidi {{index}}' } })
  const content = (config = {}) => ({ config: { ...defaults, ...config }, region: 'Slaidiesitus 1', carousel: 'karussell', slide: 'slaid' })

  it('maps a row slider: the cells keep their widths, a step is a view, rewind for wrap-around, a labelled region', () => {
    expect(contentSwiperOptions(6, options(), content({ centered: false, group: true, wrap: true, threshold: 5, initial: 9 }))).toEqual({
      slidesPerView: 'auto',
      slidesPerGroupAuto: true,
      centeredSlides: false,
      centeredSlidesBounds: false,
      rewind: true,
      autoHeight: false,
      threshold: 5,
      allowTouchMove: true,
      initialSlide: 5,
      speed: 300,
      watchSlidesProgress: true,
      arrows: true,
      dots: true,
      a11y: {
        prevSlideMessage: 'Eelmine',
        nextSlideMessage: 'Järgmine',
        slideLabelMessage: '{{index}}/{{slidesLength}}',
        paginationBulletMessage: 'Näita slaidi {{index}}',
        containerRole: 'region',
        containerMessage: 'Slaidiesitus 1',
        containerRoleDescriptionMessage: 'karussell',
        itemRoleDescriptionMessage: 'slaid',
      },
    })
  })

  it('one cell: no arrows, dots, drag or wrap; no animation under reduced motion', () => {
    expect(contentSwiperOptions(1, options(true), content({ wrap: true, contain: true }))).toMatchObject({ arrows: false, dots: false, allowTouchMove: false, rewind: false, speed: 0, centeredSlidesBounds: true, initialSlide: 0 })
  })
})

describe('count-up numbers', () => {
  it.each([
    ['1500', { before: '', after: '', value: 1500, decimals: 0, group: '', decimal: '.' }],
    ['1 500+', { before: '', after: '+', value: 1500, decimals: 0, group: ' ', decimal: '.' }],
    ['98,5 %', { before: '', after: ' %', value: 98.5, decimals: 1, group: '', decimal: ',' }],
    ['€ 1.234.567,89', { before: '€ ', after: '', value: 1234567.89, decimals: 2, group: '.', decimal: ',' }],
    ['1,500 customers', { before: '', after: ' customers', value: 1500, decimals: 0, group: ',', decimal: '.' }],
    ['-12.5°', { before: '', after: '°', value: -12.5, decimals: 1, group: '', decimal: '.' }],
    ['Üle 300 toote', { before: 'Üle ', after: ' toote', value: 300, decimals: 0, group: '', decimal: '.' }],
  ])('reads %j as the page writes it', (text, number) => {
    const n = readNumber(text)!
    expect(n).toEqual(number)
    expect(writeNumber(n, n.value)).toBe(text)
  })

  it('has nothing to count in text without a number, or one too long to count exactly', () => {
    expect(['', 'palju', '—', '12345678901234567890'].map(readNumber)).toEqual([undefined, undefined, undefined, undefined])
  })

  it('writes the numbers on the way as the final one is written', () => {
    const n = readNumber('1 234,50 €')!
    expect([0, 12.3456, 999.5, 1000].map((v) => writeNumber(n, v))).toEqual(['0,00 €', '12,35 €', '999,50 €', '1 000,00 €'])
    expect(easeOut(0)).toBe(0)
    expect(easeOut(0.5)).toBeGreaterThan(0.9)
    expect(easeOut(1)).toBe(1)
  })

  it('counts up over 4 s to its own text, read by screen readers as the final text meanwhile', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'Date'] })
    serverMarkup(`<p><span class="count-up">1 500</span>+ klienti</p>`)
    const span = document.querySelector<HTMLElement>('.count-up')!
    countUp(span)
    expect(span.className).toBe('count-up active')
    expect(span.getAttribute('aria-hidden')).toBe('true')
    expect(span.nextElementSibling?.textContent).toBe('1 500')
    vi.advanceTimersByTime(COUNT_UP_MS / 8)
    expect(Number(span.textContent!.replace(/\s/g, ''))).toBeGreaterThan(0)
    expect(Number(span.textContent!.replace(/\s/g, ''))).toBeLessThan(1500)
    vi.advanceTimersByTime(COUNT_UP_MS)
    expect(document.querySelector('p')!.innerHTML).toBe('<span class="count-up active">1 500</span>+ klienti')
  })

  it('shows the final value at once under reduced motion, or when there is no number', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }))
    serverMarkup(`<span class="count-up">98,5</span><span class="count-up">palju</span><span class="count-up active">7</span>`)
    for (const span of document.querySelectorAll<HTMLElement>('.count-up')) countUp(span)
    expect(document.body.innerHTML).toBe('<span class="count-up active">98,5</span><span class="count-up active">palju</span><span class="count-up active">7</span>')
    vi.unstubAllGlobals()
    serverMarkup(`<span class="count-up">palju</span>`)
    countUp(document.querySelector<HTMLElement>('.count-up')!)
    expect(document.body.innerHTML).toBe('<span class="count-up active">palju</span>')
  })
})

describe('set-up', () => {
  /** A swiper bundle that records what it is asked. */
  /** The slide-change listeners the sliders gave the fake swiper. */
  const changes: Array<(index: number) => void> = []
  function fakeSwiper(): Array<{ el: HTMLElement; options: SliderOptions }> {
    changes.length = 0
    const made: Array<{ el: HTMLElement; options: SliderOptions }> = []
    const create: CreateSlider = (el, options) => {
      made.push({ el, options })
      el.classList.add('flickity-enabled')
      return { box: el, toFirst() {}, destroy() {}, step() {}, select() {}, onChange: (fn) => changes.push(fn) }
    }
    provide('swiper', create)
    return made
  }

  it('sets the slider up 300 ms after it is seen, with its options and labels, and fires flatsome-flickity-ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    vi.stubGlobal('IntersectionObserver', undefined) // seen at once (the browser tests see it come into view)
    const made = fakeSwiper()
    const el = slider('{"wrapAround":true,"pageDots":false}')
    const ready = vi.fn()
    el.addEventListener('flatsome-flickity-ready', ready)
    mountContentSlider(el)
    await vi.advanceTimersByTimeAsync(299)
    expect(made).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(made).toHaveLength(1)
    expect(made[0]!.options.content).toEqual({ config: { ...defaults, wrap: true, dots: false }, region: expect.stringMatching(/^Slaidiesitus \d+$/), carousel: 'karussell', slide: 'slaid' })
    expect(made[0]!.options.labels.bullet).toBe('Näita slaidi {{index}}')
    expect(ready).toHaveBeenCalledTimes(1)
    // The theme's loading spinner goes (hidden by the shared sheet's class).
    expect(document.querySelector('.loading-spin')!.classList.contains('saar-hidden')).toBe(true)
  })

  it('fires change.flickity with the selected index at each change, to jQuery listeners as Flickity did', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    vi.stubGlobal('IntersectionObserver', undefined)
    fakeSwiper()
    const el = slider('{}')
    mountContentSlider(el)
    await vi.advanceTimersByTimeAsync(300)
    const heard: unknown[] = []
    el.addEventListener('change.flickity', (event) => heard.push((event as CustomEvent).detail))
    changes.forEach((fn) => fn(2))
    expect(heard).toEqual([[2]])
    ;(globalThis as { jQuery?: unknown }).jQuery = $
    const viaJQuery: number[] = []
    $(el).on('change.flickity', (_event, index: number) => viaJQuery.push(index))
    changes.forEach((fn) => fn(1))
    expect(viaJQuery).toEqual([1])
  })

  it("does nothing beside Flatsome's slider behavior, nor for watchCSS", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    vi.stubGlobal('IntersectionObserver', undefined)
    const made = fakeSwiper()
    mountContentSlider(slider('{"watchCSS":true}'))
    ;(globalThis as { Flatsome?: unknown }).Flatsome = { behaviors: { slider: { attach() {} } } }
    mountContentSlider(slider('{}'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(made).toEqual([])
  })
})
