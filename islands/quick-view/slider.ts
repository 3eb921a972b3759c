/**
 * The quick view's gallery slider (Flatsome's `.product-gallery-slider`). Its library, swiper, is the on-demand
 * `swiper` bundle (lazy/swiper.ts), requested when a quick view opens and set up no sooner than 300 ms after it
 * (Flatsome's delay, once the popup has its size). Until then, or if it never arrives, the slides are a horizontal scroll-snap row.
 * As Flatsome's: arrows, dots only for more than one image, wrap-around, no autoplay, right-to-left on RTL sites,
 * drag threshold 15; and no slide animation under reduced motion. When the variation form shows or clears a
 * variation and its owner swaps the first image, the slider goes back to the first slide and takes its new height.
 */
import { loadAsset } from '../../src/loader'
import { prefersReducedMotion } from '../../src/motion'
import { isRtl } from '../../src/direction'
import { followVariations, sliderLabels } from '../../src/slider'
import type { Slider, SliderOptions } from '../../src/slider'

/** Flatsome sets the quick view's slider up this long after the popup opens. */
export const SLIDER_SETUP_MS = 300
/** Pixels a drag must travel before the slider moves. */
export const DRAG_THRESHOLD = 15

export const SLIDER_SELECTOR = '.product-gallery-slider, .slider'

export type { CreateSlider, Slider, SliderLabels, SliderOptions } from '../../src/slider'

/** swiper's options for `count` slides (the bundle adds the modules and the arrow and dot elements). */
export function swiperOptions(count: number, { reduced, labels }: SliderOptions) {
  return {
    rewind: count > 1,
    autoplay: false,
    autoHeight: true,
    threshold: DRAG_THRESHOLD,
    speed: reduced ? 0 : 300,
    dots: count > 1,
    a11y: { prevSlideMessage: labels.previous, nextSlideMessage: labels.next, slideLabelMessage: labels.slide, paginationBulletMessage: labels.bullet },
  }
}

/**
 * Sets up the slider in `root` 300 ms from now and follows the variation forms there. Returns the clean-up for
 * when the popup closes (a slider not yet set up is never set up).
 */
export function mountSlider(root: Element): () => void {
  const el = root.querySelector<HTMLElement>(SLIDER_SELECTOR)
  if (!el) return () => {}
  let slider: Slider | undefined
  let gone = false
  // The bundle is fetched at once; the slider is built once it is here and the popup has had its 300 ms.
  Promise.all([loadAsset('swiper'), new Promise((resolve) => setTimeout(resolve, SLIDER_SETUP_MS))]).then(
    ([create]) => {
      if (!gone) slider = create(el, { rtl: isRtl(), reduced: prefersReducedMotion(), labels: sliderLabels() })
    },
    () => {}, // offline: the scroll-snap row stays
  )
  const stop = followVariations(root, el, () => slider?.toFirst())
  return () => {
    gone = true
    stop()
    slider?.destroy()
  }
}
