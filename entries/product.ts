/**
 * The `product` script: everything a shopper does on a single product page — the variation form, the gallery
 * (zoom, lightbox, variation image), tabs opened from the URL, the review stars, the sticky add-to-cart bar — and
 * threaded comment replies (posts load this script too). It only connects markup to islands. The review stars, the
 * sticky bar and comment replies are on-demand bundles (lazy/) loaded when the page is idle, which keeps this script
 * within its 6 kB budget; quantity steppers are in the theme script, since the cart page has them too.
 */
import { onReady, wireAll } from '../src/dom'
import { onDemand } from '../src/on-demand'
import { mountVariationForm, VARIATION_FORM_SELECTOR } from '../islands/variations/variation-form'
import { mountTabs, TABS_SELECTOR } from '../islands/tabs/tabs'
import { mountRating, RATING_SELECTOR } from '../islands/rating/rating'
import { GALLERY_SELECTOR, mountGallery } from '../islands/gallery/gallery'
import { STICKY_BAR_SELECTOR } from '../islands/sticky-bar/sticky-bar'

onReady(() => {
  wireAll<HTMLFormElement>(VARIATION_FORM_SELECTOR, (form) => void mountVariationForm(form))
  wireAll(TABS_SELECTOR, mountTabs)
  wireAll<HTMLSelectElement>(RATING_SELECTOR, mountRating)
  wireAll(STICKY_BAR_SELECTOR, onDemand('sticky-bar'))
  // Comment replies only where there is something to reply to; the reply links work without them.
  if (document.querySelector('.comment-reply-link')) wireAll('#respond', onDemand('comments'))
  wireAll(GALLERY_SELECTOR, mountGallery)
})
