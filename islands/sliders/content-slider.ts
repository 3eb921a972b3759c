/**
 * Flatsome's content sliders (`[ux_slider]`, row sliders: `.slider[data-flickity-options]`) on swiper, the `swiper`
 * bundle that the quick view's gallery uses too. Until a slider is set up it is the theme's horizontal scroll row
 * (Flatsome's CSS for `.slider:not(.flickity-enabled)`), and it stays one if swiper never arrives.
 *
 * Its library is requested when the slider comes into view; the slider is set up once its top is 90% of the way up
 * the viewport, 300 ms later (spec §9: Flatsome's lazy sliders), and its lazy images (Flatsome's lazy-load
 * extension's `img.lazy-load[data-src]`, Flickity's `data-flickity-lazyload`) are given their sources then; a
 * `loading="lazy"` image the browser loads by itself. As Flatsome's: its loading spinner goes, its background videos
 * play only on the selected slide, `flatsome-flickity-ready` is fired on it once set up and `change.flickity` (with the
 * selected index) at each change of slide. The slider is a labelled
 * region ("Slaidiesitus 1", a "karussell" of "slaid"s); Left and Right move it while the focus is in it (mirrored
 * right to left), and its autoplay has a pause button (autoplay.ts).
 */
import { emit } from '../../src/events'
import { t } from '../../src/i18n'
import { loadAsset } from '../../src/loader'
import { carousel, next, previous, showSlide, slide, slideOfTotal, sliderRegion } from '../../src/messages'
import { prefersReducedMotion } from '../../src/motion'
import { setHidden } from '../../src/hidden'
import { CONTENT_SLIDERS, standsDown } from '../../src/stock'
import { autoplay } from './autoplay'
import { whenInView } from './in-view'
import { readSliderConfig } from './options'
import type { ContentSliderConfig, CreateSlider } from '../../src/slider'
import { stepByArrowKeys } from '../../src/slider'

/** Flatsome's lazy sliders wait this long after coming into view. */
export const SLIDER_SETUP_MS = 300

/** Sliders set up on this page: each region's number. */
let regions = 0

/** Wires a content slider: its library when seen, its set-up when 90% up the viewport plus 300 ms. */
export function mountContentSlider(el: HTMLElement): void {
  if (standsDown(CONTENT_SLIDERS)) return
  const config = readSliderConfig(el)
  if (config.off || el.classList.contains('flickity-enabled') || !el.children.length) return
  const library = loadAsset('swiper')
  library.catch(() => {}) // offline: the scroll row stays
  whenInView(
    el,
    () =>
      setTimeout(() => {
        revealImages(el)
        library.then((create) => setUp(el, config, create), () => {})
      }, SLIDER_SETUP_MS),
    '10%',
  )
}

/** The slider's lazy images get their sources (the same attributes Flatsome's and Flickity's lazy loaders read). */
function revealImages(el: HTMLElement): void {
  for (const img of el.querySelectorAll('img')) {
    const src = img.dataset.flickityLazyload ?? img.dataset.flickityLazyloadSrc ?? (img.classList.contains('lazy-load') ? img.dataset.src : undefined)
    const srcset = img.dataset.flickityLazyloadSrcset ?? (img.classList.contains('lazy-load') ? img.dataset.srcset : undefined)
    if (srcset) img.srcset = srcset
    if (src) img.src = src
    img.classList.replace('lazy-load', 'lazy-load-active')
  }
}

function setUp(el: HTMLElement, config: ContentSliderConfig, create: CreateSlider): void {
  if (el.classList.contains('flickity-enabled')) return // set up meanwhile (another script, a second mount)
  const slider = create(el, {
    rtl: config.rtl,
    reduced: prefersReducedMotion(),
    labels: {
      previous: t(previous),
      next: t(next),
      slide: t(slideOfTotal, { n: '{{index}}', total: '{{slidesLength}}' }),
      bullet: t(showSlide, { n: '{{index}}' }),
    },
    content: { config, region: t(sliderRegion, { n: ++regions }), carousel: t(carousel), slide: t(slide) },
  })
  const spinner = el.closest('.slider-wrapper')?.querySelector('.loading-spin')
  if (spinner) setHidden(spinner, true)
  playSelectedVideo(el)
  // As Flickity's `change`: scripts bound to `change.flickity` (Flatsome's own video code, page builders) follow.
  slider.onChange((index) => (playSelectedVideo(el), emit(el, 'change.flickity', index)))
  stepByArrowKeys(slider, config.rtl)
  if (config.autoplay) autoplay(slider, config.autoplay, config.pauseOnHover)
  emit(el, 'flatsome-flickity-ready')
}

/** Flatsome's background videos: only the selected slide's plays. */
function playSelectedVideo(el: HTMLElement): void {
  for (const video of el.querySelectorAll<HTMLVideoElement>('video.video-bg')) {
    if (video.closest('.is-selected')) video.play()?.catch(() => {})
    else video.pause()
  }
}

