/**
 * The slider the `swiper` bundle (lazy/swiper.ts) makes for its users: the quick view's gallery
 * (islands/quick-view/slider.ts), Flatsome's content sliders (islands/sliders/) and the product page's gallery
 * (islands/gallery/slider.ts, a content slider with the gallery's options): its types, and what its users share
 * (the texts, following the variation forms, stepping by the arrow keys).
 */
import { listen } from './events'
import { t } from './i18n'
import { goToSlide, imageOfTotal, next, previous } from './messages'

/** The slider's texts (swiper's A11y messages). */
export interface SliderLabels {
  previous: string
  next: string
  /** Slide label with swiper's `{{index}}` and `{{slidesLength}}`. */
  slide: string
  /** Pagination dot label with `{{index}}`. */
  bullet: string
}

/** How to set a slider up. */
export interface SliderOptions {
  rtl: boolean
  reduced: boolean
  labels: SliderLabels
  /** A content slider's own settings (islands/sliders/): without them, the slider is the quick view's gallery. */
  content?: ContentSlider
}

/** What the `swiper` bundle does with a slider. */
export interface Slider {
  /** Back to the first slide, at its (new) height. */
  toFirst(): void
  destroy(): void
  /** The box made around the slider: swiper's container, holding the slider and its controls. */
  box: HTMLElement
  /** One step on (from the last, back to the first where the slider wraps, or `wrap` asks), or back with `false`. */
  step(forward: boolean, wrap?: boolean): void
  /** Shows slide `index` (a thumbnail's). */
  select(index: number): void
  /** Calls `fn` with the selected index after each change of slide. */
  onChange(fn: (index: number) => void): void
}
/** Makes `slider` a swiper slider. */
export type CreateSlider = (slider: HTMLElement, options: SliderOptions) => Slider

/** What a content slider does, read from its Flickity options. */
export interface ContentSliderConfig {
  /** `watchCSS: true`: Flickity stays off (the theme's CSS row stays): so does Saar. */
  off: boolean
  /** `cellAlign: "center"` (Flickity's default): the selected cell in the middle; else at the start. */
  centered: boolean
  /** `groupCells`: a step moves a viewful of cells (Flatsome's row sliders), not one. */
  group: boolean
  /** `contain`: no empty space before the first cell or after the last. */
  contain: boolean
  /** `wrapAround`: the last cell leads back to the first. */
  wrap: boolean
  /** `prevNextButtons` (default true). */
  arrows: boolean
  /** `pageDots` (default true). */
  dots: boolean
  /** `autoPlay`: ms between slides, 0 for none. */
  autoplay: number
  /** `pauseAutoPlayOnHover` (default true). */
  pauseOnHover: boolean
  /** `adaptiveHeight`: the slider takes the height of the selected cell. */
  autoHeight: boolean
  /** `dragThreshold` in px (Flickity's default 3). */
  threshold: number
  /** `draggable` (default true). */
  draggable: boolean
  /** `initialIndex`: the cell shown first. */
  initial: number
  /** `rightToLeft`. */
  rtl: boolean
}

/** What a content slider adds to the quick view's slider options. */
export interface ContentSlider {
  config: ContentSliderConfig
  /** The region's label ("Slaidiesitus 2"), its role description ("karussell") and a slide's ("slaid"). */
  region: string
  carousel: string
  slide: string
}

/** The slider's texts in the page's language. */
export const sliderLabels = (): SliderLabels => ({
  previous: t(previous),
  next: t(next),
  slide: t(imageOfTotal, { n: '{{index}}', total: '{{slidesLength}}' }),
  bullet: t(goToSlide, { n: '{{index}}' }),
})

/**
 * Follows the variation forms in `root`: when their owner swaps the first image of `el` (a variation shown, hidden
 * or reset), `changed` is called, so the slider goes back to the first slide at its new height; only when the image
 * actually changed: the form's own start-up check (a moment after it mounts, maybe after the shopper's first arrow
 * click) clears a selection that was never made, and must not throw the shopper back to the first slide. The
 * quick view's slider and the product page's gallery (islands/gallery/slider.ts) follow their forms so. Returns the stop.
 */
export function followVariations(root: Element, el: Element, changed: () => void): () => void {
  const firstImage = () => el.querySelector('img')?.getAttribute('src')
  let shown = firstImage()
  const follow = () => {
    const now = firstImage()
    if (now !== shown) changed()
    shown = now
  }
  const stops = Array.from(root.querySelectorAll('form.variations_form')).flatMap((form) =>
    (['show_variation', 'hide_variation', 'reset_image'] as const).map((name) => listen(form, name, follow)),
  )
  return () => stops.forEach((stop) => stop())
}

/**
 * Left and Right, while the focus is in the slider (and not in a field), step it: mirrored right to left, wrapping
 * round where `wrap` asks. The content sliders and the product gallery step so.
 */
export function stepByArrowKeys(slider: Slider, rtl: boolean, wrap?: boolean): void {
  slider.box.addEventListener('keydown', (event) => {
    const { key, target, altKey, ctrlKey, metaKey } = event
    if ((key != 'ArrowLeft' && key != 'ArrowRight') || altKey || ctrlKey || metaKey) return
    if ((target as Element).closest('input,textarea,select,[contenteditable]')) return
    event.preventDefault()
    slider.step((key == 'ArrowRight') != rtl, wrap)
  })
}
