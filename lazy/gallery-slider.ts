/**
 * The product page's gallery slider and its thumbnail navigation (islands/gallery/slider.ts), loaded by the `product`
 * script at the first approach to the gallery (a pointer over it, a touch, a focus in it, or a thumbnail's click). The slider library itself is the
 * `swiper` bundle the quick view and the content sliders use, requested from here; the gallery's Flickity options
 * are read by the content sliders' reader (islands/sliders/options.ts).
 */
import { provide } from '../src/loader'
import { mountProductGallery } from '../islands/gallery/slider'
import { readSliderConfig } from '../islands/sliders/options'

/** Mounts the gallery `el` belongs to, its options read as the content sliders' are. */
const mount = (el: HTMLElement): void => mountProductGallery(el, readSliderConfig)

declare module '../src/assets' {
  interface Assets {
    'gallery-slider': typeof mount
  }
}

provide('gallery-slider', mount)
