/**
 * WooCommerce's variation form as scripts other than its own meet it: the product page's variation island sets it
 * up, and the quick view waits to see whether someone did before it mounts the island itself.
 */

/** The variation form, as WooCommerce prints it. */
export const VARIATION_FORM_SELECTOR = 'form.variations_form'

/**
 * WooCommerce's set-up delay: `wc_variation_form` fires this long after set-up, and until then a no-match stays
 * silent (server-side default attributes that match nothing).
 */
export const LOADING_MS = 100
