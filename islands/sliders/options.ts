/**
 * Flatsome's content sliders: the markup its `[ux_slider]` and row sliders print (`.slider[data-flickity-options]`,
 * inc/shortcodes/ux_slider.php, inc/helpers/helpers-shortcode.php), read into what Saar's slider does. The options
 * are Flickity 2's, as Flatsome writes them; what a page cannot be trusted to write well is read leniently: malformed
 * JSON, a list or a string in its place, or a value of the wrong type gives Flickity's default for that option, never
 * an exception.
 */
import { readJsonAttribute } from '../../src/json'
import type { ContentSliderConfig } from '../../src/slider'

/** A content slider as Flatsome prints it: the product gallery and its thumbnails are islands/gallery's. */
export const CONTENT_SLIDER = '[data-flickity-options]:not(.product-gallery-slider,.product-thumbnails)'
/** Flatsome's "Count Up Number" format. */
export const COUNT_UP = '.count-up'
/** What the `sliders` bundle takes: the `theme` script loads it when one of these comes into view. */
export const SLIDERS_BUNDLE_SELECTOR = `${CONTENT_SLIDER},${COUNT_UP}`

/** Flickity's `autoPlay: true`: a slide every 3 s (Flickity 2.3's player). */
export const AUTOPLAY_DEFAULT_MS = 3000
/** A shorter interval than this is taken as the default: no slider should flash by faster than it can be read. */
export const AUTOPLAY_MIN_MS = 1000

type Dict = Record<string, unknown>

const bool = (value: unknown, fallback: boolean): boolean => (typeof value == 'boolean' ? value : fallback)
const count = (value: unknown, fallback: number): number => (typeof value == 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback)

/** Flickity's `autoPlay`: `true` is 3 s, a number that many ms (too short: 3 s), anything else none. */
export function autoplayMs(value: unknown): number {
  if (value === true) return AUTOPLAY_DEFAULT_MS
  if (typeof value == 'string' && /^\s*\d+\s*$/.test(value)) value = Number(value)
  if (typeof value != 'number' || !Number.isFinite(value) || value <= 0) return 0
  return value < AUTOPLAY_MIN_MS ? AUTOPLAY_DEFAULT_MS : Math.round(value)
}

/** The slider's options as `el` says them; each missing or malformed one is Flickity's default. */
export function readSliderConfig(el: Element): ContentSliderConfig {
  const raw = readJsonAttribute(el, 'data-flickity-options')
  const o: Dict = raw && typeof raw == 'object' && !Array.isArray(raw) ? (raw as Dict) : {}
  return {
    off: o.watchCSS === true,
    centered: o.cellAlign == null || o.cellAlign === 'center',
    group: o.groupCells != null && o.groupCells !== false,
    contain: bool(o.contain, false),
    wrap: bool(o.wrapAround, false),
    arrows: bool(o.prevNextButtons, true),
    dots: bool(o.pageDots, true),
    autoplay: autoplayMs(o.autoPlay),
    pauseOnHover: bool(o.pauseAutoPlayOnHover, true),
    autoHeight: bool(o.adaptiveHeight, false),
    threshold: count(o.dragThreshold, 3),
    draggable: bool(o.draggable, true),
    initial: count(o.initialIndex, 0),
    rtl: bool(o.rightToLeft, false),
  }
}
