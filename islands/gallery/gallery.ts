/**
 * The product gallery (WooCommerce's `.woocommerce-product-gallery`, Flatsome's `.product-images`): hover zoom and
 * the full-screen viewer. Saar replaces wc-single-product, whose job it also was to lift the core gallery's inline
 * `opacity: 0`; without that the gallery would stay invisible. Where the stock zoom or lightbox is on the page
 * (WooCommerce's PhotoSwipe and zoom, Flatsome's lightbox and easyZoom: src/stock.ts), that part is left to it.
 * Each gallery is set up once, however it is reached (the page's wiring, `$.fn.wc_product_gallery`).
 */
import { GALLERY_LIGHTBOX, GALLERY_ZOOM, standsDown } from '../../src/stock'
import { mountLightbox } from './lightbox'
import { mountZoom } from './zoom'

export const GALLERY_SELECTOR = '.woocommerce-product-gallery'

const mounted = new WeakSet<Element>()

export function mountGallery(gallery: HTMLElement): void {
  if (mounted.has(gallery)) return
  mounted.add(gallery)
  if (gallery.style.opacity) gallery.style.opacity = '1'
  if (!standsDown(GALLERY_ZOOM)) mountZoom(gallery)
  if (!standsDown(GALLERY_LIGHTBOX)) mountLightbox(gallery)
}
