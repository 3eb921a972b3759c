/** WooCommerce's store notice (section E), printed hidden: its script shows it unless this notice was dismissed. */
import { html, type Html } from '../html'

/**
 * The notice with `text`; `id` (WooCommerce's md5 of the text) names the dismissal cookie `store_notice<id>`, so a
 * new text shows again to those who dismissed the old one.
 */
export const storeNotice = (text: string, id: string): Html =>
  html`<p role="complementary" aria-label="Poe teade" class="woocommerce-store-notice demo_store" data-notice-id="${id}" style="display:none;">${text} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Sulge</a></p>`
