/**
 * The product gallery's markup as WooCommerce and Flatsome print it, for every island that reads or changes it: the
 * gallery's zoom and lightbox, and the variation form's image swap.
 */

/** A gallery image wrapper, WooCommerce's and Flatsome's, including the placeholder (`…__image--placeholder`). */
export const GALLERY_IMAGE = '[class*="woocommerce-product-gallery__image"]'

/**
 * Flatsome's main product slider (its product-image*.php templates, with Flickity's options), not the quick view's
 * (`.slider.product-gallery-slider.main-images`, islands/quick-view/slider.ts) nor a plain WooCommerce gallery.
 */
export const PRODUCT_SLIDER = '.woocommerce-product-gallery__wrapper.product-gallery-slider[data-flickity-options]'
/** Its thumbnail strip (product-gallery-thumbnails.php: `asNavFor: ".product-gallery-slider"`). */
export const PRODUCT_THUMBNAILS = '.product-thumbnails'
