/**
 * The variation image swap of WooCommerce's `wc_variations_image_update`: showing a variation puts its image into
 * the first gallery image (the image, its wrapper, its link and the first thumbnail); resetting, or a variation
 * without an image `src`, puts the originals back. Each original is remembered once, so showing A, then B, then
 * resetting gives the product's own image, never A's. Values go in as attributes only, and an image whose every
 * address (`src`, each `srcset` candidate, `full_src`, the thumbnail) is not an image address by Saar's rule (the
 * shop's own origin or https: src/safe-url.ts) is not shown at all: the gallery keeps, or gets back, the product's
 * own image, never half of a variation's. After each update, as
 * WooCommerce, `.images` gets `woocommerce_gallery_reset_slide_position` when the image changed and
 * `woocommerce_gallery_init_zoom`, so a slider or zoom of the theme or a plugin follows.
 */
import { emit } from '../../src/events'
import { GALLERY_IMAGE } from '../../src/product-gallery'
import { safeUrl } from '../../src/safe-url'

/** A variation's `image` object as WooCommerce prints it (`get_available_variation()`). */
export interface VariationImage {
  src?: string
  src_w?: number | string
  src_h?: number | string
  srcset?: string
  sizes?: string
  title?: string
  caption?: string
  alt?: string
  full_src?: string
  full_src_w?: number | string
  full_src_h?: number | string
  gallery_thumbnail_src?: string
  thumb_src?: string
}

/**
 * What is swapped, as `<target><attribute> <field>`: target 0 the image, 1 its wrapper, 2 its link, 3 the first
 * thumbnail; field `thumb` is `gallery_thumbnail_src`, else `thumb_src`.
 */
const SWAPS =
  '0src src,0width src_w,0height src_h,0srcset srcset,0sizes sizes,0title title,0alt alt,0data-caption caption,0data-src full_src,' +
  '0data-large_image full_src,0data-large_image_width full_src_w,0data-large_image_height full_src_h,1data-thumb thumb,2href full_src,3src thumb'

/** The attribute values an image gives: [target, attribute, value]; null (a missing or non-text field) removes it. */
export function swapValues(image: VariationImage): Array<[number, string, string | null]> {
  const fields: Record<string, unknown> = { ...image, thumb: image.gallery_thumbnail_src ?? image.thumb_src }
  return SWAPS.split(',').map((swap) => {
    const [attr, field] = swap.slice(1).split(' ') as [string, string]
    const value = fields[field]
    return [+swap[0]!, attr, value == null || typeof value == 'object' ? null : String(value)]
  })
}

/**
 * Whether every address the image gives (`src`, `full_src`, the thumbnail, each srcset candidate) is an image
 * address: the shop's own origin or https. A srcset is checked word by word: each candidate's URL starts a word, so
 * its scheme is in one (a descriptor, or a piece of a URL cut at a comma, is a relative address and passes).
 */
export const safeImage = (image: VariationImage): boolean =>
  [image.src, image.full_src, image.gallery_thumbnail_src ?? image.thumb_src, ...`${image.srcset ?? ''}`.split(/[\s,]+/)].every((url) => !url || safeUrl(url, 'image'))

/** Originals by element: attribute → its value before the first swap (null: it had none). */
const originals = new WeakMap<Element, Record<string, string | null>>()

function targets(product: Element): Array<Element | null | undefined> {
  const wrap = product.querySelector(GALLERY_IMAGE)
  return [
    wrap?.querySelector('.wp-post-image') ?? wrap?.querySelector('img'),
    wrap,
    wrap?.querySelector('a'),
    product.querySelector('.product-thumbnails img,.flex-control-nav img'),
  ]
}

const put = (el: Element, attr: string, value: string | null): void =>
  value == null ? el.removeAttribute(attr) : el.setAttribute(attr, value)

/** Runs an update of the first image, then tells the gallery (`.images`) as WooCommerce does. */
function update(product: Element, swap: (found: Array<Element | null | undefined>) => void): void {
  const found = targets(product)
  const before = found[0]?.getAttribute('src')
  swap(found)
  const images = product.querySelector('.images')
  if (!images) return
  if (found[0]?.getAttribute('src') !== before) emit(images, 'woocommerce_gallery_reset_slide_position')
  emit(images, 'woocommerce_gallery_init_zoom')
}

/** Puts the product's own image back (nothing to do when no variation image was shown). */
export function resetVariationImage(product: Element): void {
  update(product, (found) => {
    for (const el of found) {
      const saved = el && originals.get(el)
      if (!saved) continue
      for (const attr in saved) put(el!, attr, saved[attr]!)
      originals.delete(el!)
    }
  })
}

/**
 * Shows a variation's image in the first gallery image; no image (or no `src`), or one with an address that is not
 * an image address (javascript:, data:, http: elsewhere), restores the original.
 */
export function showVariationImage(product: Element, image: VariationImage | undefined): void {
  if (!image?.src || !safeImage(image)) return resetVariationImage(product)
  update(product, (found) => {
    for (const [target, attr, value] of swapValues(image)) {
      const el = found[target]
      if (!el) continue
      const saved = originals.get(el) ?? {}
      originals.set(el, saved)
      if (!(attr in saved)) saved[attr] = el.getAttribute(attr)
      put(el, attr, value)
    }
  })
}
