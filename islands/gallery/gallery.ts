/**
 * The product gallery (WooCommerce's `.woocommerce-product-gallery`, Flatsome's `.product-images`): hover zoom and
 * the full-screen viewer. Saar replaces wc-single-product, whose job it also was to lift the core gallery's inline
 * `opacity: 0`; without that the gallery would stay invisible.
 */
import { mountLightbox } from './lightbox'
import { mountZoom } from './zoom'

export const GALLERY_SELECTOR = '.woocommerce-product-gallery'

export function mountGallery(gallery: HTMLElement): void {
  if (gallery.style.opacity) gallery.style.opacity = '1'
  mountZoom(gallery)
  mountLightbox(gallery)
}
