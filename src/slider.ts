/**
 * The slider the `swiper` bundle (lazy/swiper.ts) makes for its two users: the quick view's gallery
 * (islands/quick-view/slider.ts) and Flatsome's content sliders (islands/sliders/). Types only: nothing of this file
 * reaches a script.
 */

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
