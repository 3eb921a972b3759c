/**
 * The `product` script: everything a shopper does on a single product page — the variation form, the gallery
 * (zoom, lightbox, variation image), tabs opened from the URL, the review stars, the sticky add-to-cart bar — and
 * threaded comment replies (posts load this script too). It only connects markup to islands. The review stars, the
 * sticky bar and comment replies are on-demand bundles (lazy/) loaded when the page is idle, which keeps this script
 * within its budget; quantity steppers are in the theme script, since the cart page has them too.
 *
 * Each part whose stock handler is on the page is left to it (src/stock.ts; the variation form and the gallery
 * decide for themselves). Without WooCommerce's variation script, its jQuery API (`$.fn.wc_variation_form`, the
 * image and content helpers, `$.fn.wc_product_gallery`) mounts Saar's islands for code that calls it, such as
 * Flatsome's quick view of a related product.
 */
import { onReady, wireAll } from '../src/dom'
import { onDemand } from '../src/on-demand'
import { COMMENT_REPLY, REVIEW_RATING, STICKY_BAR, standsDown, TABS, VARIATION_FORM } from '../src/stock'
import { mountVariationForm, VARIATION_FORM_SELECTOR } from '../islands/variations/variation-form'
import { provideJQueryApi, provideVariationApi } from '../islands/variations/jquery-api'
import { mountTabs, TABS_SELECTOR } from '../islands/tabs/tabs'
import { mountRating, RATING_SELECTOR } from '../islands/rating/rating'
import { GALLERY_SELECTOR, mountGallery } from '../islands/gallery/gallery'
import { STICKY_BAR_SELECTOR } from '../islands/sticky-bar/sticky-bar'

onReady(() => {
  wireAll<HTMLFormElement>(VARIATION_FORM_SELECTOR, (form) => void mountVariationForm(form))
  if (!standsDown(VARIATION_FORM)) provideVariationApi(mountVariationForm)
  provideJQueryApi({ wc_product_gallery: function () { return Array.from(this).forEach(mountGallery), this } })
  if (!standsDown(TABS)) wireAll(TABS_SELECTOR, mountTabs)
  if (!standsDown(REVIEW_RATING)) wireAll<HTMLSelectElement>(RATING_SELECTOR, mountRating)
  if (!standsDown(STICKY_BAR)) wireAll(STICKY_BAR_SELECTOR, onDemand('sticky-bar'))
  // Comment replies only where there is something to reply to; the reply links work without them.
  if (document.querySelector('.comment-reply-link') && !standsDown(COMMENT_REPLY)) wireAll('#respond', onDemand('comments'))
  wireAll(GALLERY_SELECTOR, mountGallery)
})
