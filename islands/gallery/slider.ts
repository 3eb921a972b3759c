/**
 * The product page's gallery slider without flatsome.js: Flatsome's `.product-gallery-slider` (its product-image
 * templates print it with Flickity's options) becomes a slider on the `swiper` bundle, set up as the content sliders
 * are (lazy/swiper.ts: the slider is the box, Flatsome's `flickity-enabled` and `is-selected` classes kept), with the
 * gallery's own options: wrap-around, adaptive height, the 15 px drag threshold, right to left, no dots (Flatsome's
 * `pageDots: false`; and never for one image), arrows, Left and Right while the focus is in it. Its `.product-thumbnails`
 * navigate it (Flickity's `asNavFor`): a click, Enter or Space on a thumbnail shows that image; the selected one is
 * `is-nav-selected` with `aria-current`, and the strip scrolls to keep it in view.
 *
 * Until the slider is set up (or if swiper never arrives) the images are the theme's scroll row: the slider starts
 * at the image the shopper scrolled to, and a thumbnail chosen meanwhile is shown once it is here. Flickity's
 * `lazyLoad: n` is kept: the selected image and `n` on each side get their sources (`data-flickity-lazyload`), and a
 * `loading="lazy"` one among them loads now, so the next image is there when it slides in; an image is loaded too as
 * soon as the shopper points at or focuses its thumbnail.
 *
 * When the variation form swaps the first image (islands/variations/variation-image.ts), the slider goes back to the
 * first slide at its new height, as the quick view's does (src/slider.ts `followVariations`). Zoom and
 * the lightbox (zoom.ts, lightbox.ts) work on the slides as they are, and open the one shown (`is-selected`).
 */
import { t } from '../../src/i18n'
import { readJsonAttribute } from '../../src/json'
import { loadAsset } from '../../src/loader'
import { carousel, galleryDialog, slide } from '../../src/messages'
import { prefersReducedMotion } from '../../src/motion'
import { isRtl } from '../../src/direction'
import { PRODUCT_SLIDER, PRODUCT_THUMBNAILS } from '../../src/product-gallery'
import { followVariations, sliderLabels, stepByArrowKeys } from '../../src/slider'
import type { ContentSliderConfig, CreateSlider, Slider } from '../../src/slider'

/** Reads a slider's Flickity options (the content sliders' reader, islands/sliders/options.ts, which the bundle passes). */
export type ReadConfig = (el: Element) => ContentSliderConfig

/** The gallery's options as its Flickity options say them, right to left also on a right-to-left page. */
export function galleryConfig(el: Element, read: ReadConfig): ContentSliderConfig {
  const config = read(el)
  return { ...config, rtl: config.rtl || isRtl(el), initial: 0 }
}

/** Flickity's `lazyLoad`: how many cells on each side of the selected one load too; -1 for none (the browser's own lazy loading). */
export function lazyReach(el: Element): number {
  const o = readJsonAttribute(el, 'data-flickity-options') as { lazyLoad?: unknown } | undefined
  const lazy = o && typeof o == 'object' ? o.lazyLoad : undefined
  if (lazy === true) return 0
  return typeof lazy == 'number' && Number.isFinite(lazy) && lazy >= 0 ? Math.floor(lazy) : -1
}

/** Gives a slide's images their sources now: Flickity's lazy attributes, and a `loading="lazy"` image loads at once. */
export function revealSlide(cell: Element | undefined): void {
  for (const img of cell?.querySelectorAll('img') ?? []) {
    const { flickityLazyload, flickityLazyloadSrc, flickityLazyloadSrcset } = img.dataset
    if (flickityLazyloadSrcset) img.srcset = flickityLazyloadSrcset
    if (flickityLazyload ?? flickityLazyloadSrc) img.src = (flickityLazyload ?? flickityLazyloadSrc)!
    delete img.dataset.flickityLazyload, delete img.dataset.flickityLazyloadSrc, delete img.dataset.flickityLazyloadSrcset
    if (img.getAttribute('loading') == 'lazy') img.setAttribute('loading', 'eager')
  }
}

/** The cells `reach` on each side of `index` (wrapping round when the slider wraps), `index` first. */
export function cellsAround(count: number, index: number, reach: number, wrap: boolean): number[] {
  const out = [index]
  for (let d = 1; d <= reach; d++)
    for (const i of [index + d, index - d]) {
      const j = wrap ? (i + count) % count : i
      if (j >= 0 && j < count && !out.includes(j)) out.push(j)
    }
  return out
}

/** The thumbnail strip follows the slider: the selected cell marked, and scrolled into the strip's view (not the page's). */
export function markThumbnail(strip: HTMLElement, index: number, reduced = prefersReducedMotion()): void {
  const cells = Array.from(strip.children) as HTMLElement[]
  cells.forEach((cell, i) => {
    cell.classList.toggle('is-nav-selected', i == index)
    const link = cell.querySelector('a') ?? cell
    if (i == index) link.setAttribute('aria-current', 'true')
    else link.removeAttribute('aria-current')
  })
  const cell = cells[index]
  if (!cell || strip.scrollWidth <= strip.clientWidth) return
  const box = strip.getBoundingClientRect()
  const r = cell.getBoundingClientRect()
  // Where the cell starts in the strip's content, whatever the scroll now (so a second call mid-scroll aims the same).
  const start = strip.scrollLeft + r.left - box.left
  const left = r.left < box.left ? start : r.right > box.right ? start + r.width - box.width : undefined
  if (left != null) strip.scrollTo({ left, behavior: reduced ? 'auto' : 'smooth' })
}

const mounted = new WeakSet<Element>()

/**
 * Sets up the gallery that `el` (its slider or its thumbnail strip) belongs to, once: the thumbnails at once, the
 * slider when the `swiper` bundle is here, with the options `read` finds.
 */
export function mountProductGallery(el: HTMLElement, read: ReadConfig): void {
  const root = el.closest('.product') ?? document.body
  const box = root.querySelector<HTMLElement>(PRODUCT_SLIDER)
  if (!box || mounted.has(box) || box.classList.contains('flickity-enabled')) return
  mounted.add(box)
  const strip = root.querySelector<HTMLElement>(PRODUCT_THUMBNAILS)
  const cells = Array.from(box.children) as HTMLElement[]
  const config = galleryConfig(box, read)
  const reach = lazyReach(box)
  let slider: Slider | undefined
  /** The image asked for before the slider was set up. */
  let wanted: number | undefined
  const show = (index: number): void => {
    revealSlide(cells[index])
    // The slider's change marks the thumbnail; before it is here, the thumbnail says what will show.
    if (slider) slider.select(index)
    else if (strip) (wanted = index), markThumbnail(strip, index)
  }
  if (strip) wireThumbnails(strip, show, (i) => revealSlide(cells[i]))
  loadAsset('swiper').then(
    (create) => void (slider = setUp(box, cells, config, reach, create, wanted)),
    () => {}, // offline: the scroll row stays, and the thumbnails mark what they would show
  )
  followVariations(root, box, () => slider?.toFirst())
}

/** Each thumbnail a button that shows its image; pointing at or focusing one loads its image already. */
function wireThumbnails(strip: HTMLElement, show: (index: number) => void, preload: (index: number) => void): void {
  Array.from(strip.children).forEach((cell, i) => {
    const link = (cell.querySelector('a') ?? cell) as HTMLElement
    // Flatsome prints `<a>` without an address: no stop in the Tab order, no role, until now.
    if (!link.hasAttribute('href')) link.setAttribute('role', 'button'), (link.tabIndex = 0)
    link.addEventListener('click', (event) => (event.preventDefault(), show(i)))
    link.addEventListener('keydown', (event) => {
      if ((event.key == 'Enter' && !link.hasAttribute('href')) || event.key == ' ') event.preventDefault(), show(i)
    })
    for (const type of ['pointerenter', 'focus']) link.addEventListener(type, () => preload(i), { passive: true })
  })
  if (!strip.querySelector('[aria-current]')) markThumbnail(strip, 0)
}

function setUp(box: HTMLElement, cells: HTMLElement[], config: ContentSliderConfig, reach: number, create: CreateSlider, wanted?: number): Slider {
  // The row the shopper may have scrolled before: the slider starts where it was, the row's scroll undone.
  const width = box.clientWidth
  const scrolled = width ? Math.round(Math.abs(box.scrollLeft) / width) : 0
  box.scrollLeft = 0
  const initial = Math.min(wanted ?? scrolled, cells.length - 1)
  const slider = create(box, {
    rtl: config.rtl,
    reduced: prefersReducedMotion(),
    labels: sliderLabels(),
    content: { config: { ...config, initial }, region: t(galleryDialog), carousel: t(carousel), slide: t(slide) },
  })
  const strip = box.closest('.product, body')?.querySelector<HTMLElement>(PRODUCT_THUMBNAILS)
  const around = (index: number): void => {
    if (reach >= 0) for (const i of cellsAround(cells.length, index, reach, config.wrap)) revealSlide(cells[i])
  }
  around(initial)
  if (strip) markThumbnail(strip, initial)
  slider.onChange((index) => {
    around(index)
    if (strip) markThumbnail(strip, index)
  })
  stepByArrowKeys(slider, config.rtl, config.wrap)
  return slider
}
