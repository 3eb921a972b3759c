/**
 * The product gallery's markup as WooCommerce and Flatsome print it, for every island that reads or changes it: the
 * gallery's zoom and lightbox, and the variation form's image swap.
 */

/** A gallery image wrapper, WooCommerce's and Flatsome's, including the placeholder (`…__image--placeholder`). */
export const GALLERY_IMAGE = '[class*="woocommerce-product-gallery__image"]'
