/**
 * The quick view's pure parts: the spec's constants (removal 300 ms, slider set-up 300 ms, drag threshold 15),
 * swiper's options for one and for several images, and where Tab goes at the edges of the dialog.
 */
import { describe, expect, it } from 'vitest'
import { REMOVAL_MS } from '../../islands/quick-view/popup'
import { wrapFocus } from '../../src/focus'
import { DRAG_THRESHOLD, SLIDER_SETUP_MS, swiperOptions, type SliderOptions } from '../../islands/quick-view/slider'
import { CLAIM_MS } from '../../islands/quick-view/forms'

const labels = { previous: 'Eelmine', next: 'Järgmine', slide: 'Pilt {{index}}/{{slidesLength}}', bullet: 'Näita pilti {{index}}' }
const options = (reduced = false): SliderOptions => ({ rtl: false, reduced, labels })

describe('quick view constants (spec §9)', () => {
  it('removes the popup 300 ms after closing (at once under reduced motion: src/overlay.ts, test/core/overlay.test.ts)', () => {
    expect(REMOVAL_MS).toBe(300)
  })

  it('sets the slider up after 300 ms with a drag threshold of 15', () => {
    expect(SLIDER_SETUP_MS).toBe(300)
    expect(DRAG_THRESHOLD).toBe(15)
  })

  it('waits twice WooCommerce’s 100 ms set-up for another script to claim a variation form', () => {
    expect(CLAIM_MS).toBe(200)
  })
})

describe('swiper options', () => {
  it('several images: wrap-around, dots, no autoplay, adaptive height, threshold 15, labelled controls', () => {
    expect(swiperOptions(3, options())).toEqual({
      rewind: true,
      autoplay: false,
      autoHeight: true,
      threshold: 15,
      speed: 300,
      dots: true,
      a11y: { prevSlideMessage: 'Eelmine', nextSlideMessage: 'Järgmine', slideLabelMessage: 'Pilt {{index}}/{{slidesLength}}', paginationBulletMessage: 'Näita pilti {{index}}' },
    })
  })

  it('one image: no dots and nothing to wrap to', () => {
    expect(swiperOptions(1, options())).toMatchObject({ rewind: false, dots: false })
    expect(swiperOptions(0, options())).toMatchObject({ rewind: false, dots: false })
  })

  it('no slide animation under reduced motion', () => {
    expect(swiperOptions(3, options(true)).speed).toBe(0)
  })
})

describe('focus wrapping', () => {
  const items = ['a', 'b', 'c'].map((id) => ({ id }) as unknown as HTMLElement)
  const [a, b, c] = items as [HTMLElement, HTMLElement, HTMLElement]

  it('Tab from the last goes to the first; Shift+Tab from the first goes to the last', () => {
    expect(wrapFocus(items, c, false)).toBe(a)
    expect(wrapFocus(items, a, true)).toBe(c)
  })

  it('leaves Tab alone inside the list', () => {
    expect(wrapFocus(items, a, false)).toBeUndefined()
    expect(wrapFocus(items, b, true)).toBeUndefined()
  })

  it('from the dialog itself (not in the list): Tab to the first, Shift+Tab to the last', () => {
    expect(wrapFocus(items, null, false)).toBe(a)
    expect(wrapFocus(items, null, true)).toBe(c)
  })

  it('nothing to focus: nothing to do', () => {
    expect(wrapFocus([], null, false)).toBeUndefined()
  })
})
