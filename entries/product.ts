/**
 * The `product` script: everything a shopper does on a single product page — the variation form, the gallery
 * (zoom, lightbox, variation image, Flatsome's slider and thumbnails), tabs opened from the URL, the review stars, the
 * sticky add-to-cart bar — and threaded comment replies (their trigger, islands/comments/trigger.ts, is the post
 * script's too). It only connects markup to islands. The variation form is the on-demand `variation-form` bundle,
 * loaded only where a variable product's form is (src/hydrate.ts); the review stars are an on-demand bundle (lazy/)
 * loaded when the rating is in view, the comment replies one at the first approach to a reply link or the review
 * form, the sticky bar one loaded with the first scroll, the gallery slider one at the first approach to the gallery;
 * quantity steppers are in the theme script, since the cart page has them too.
 *
 * Each part whose stock handler is on the page is left to it (src/stock.ts; the variation form and the gallery
 * decide for themselves). Without WooCommerce's variation script, its jQuery API (`$.fn.wc_variation_form`, the
 * image and content helpers, `$.fn.wc_product_gallery`) mounts Saar's islands for code that calls it, such as
 * Flatsome's quick view of a related product.
 */
import { onReady, wireAll } from '../src/dom'
import { wireWhen } from '../src/hydrate'
import { loadAsset } from '../src/loader'
import { GALLERY_SLIDER, REVIEW_RATING, STICKY_BAR, standsDown, TABS, VARIATION_FORM } from '../src/stock'
import { VARIATION_FORM_SELECTOR } from '../src/variation-form'
import { showAddButton } from '../islands/variations/add-button'
import { provideJQueryApi, provideVariationApi } from '../islands/variations/jquery-api'
import { mountTabs, TABS_SELECTOR } from '../islands/tabs/tabs'
import { mountRating, RATING_SELECTOR } from '../islands/rating/rating'
import { GALLERY_SELECTOR, mountGallery } from '../islands/gallery/gallery'
import { STICKY_BAR_SELECTOR } from '../islands/sticky-bar/sticky-bar'
import { wireCommentReplies } from '../islands/comments/trigger'
import { afterFirstFrame } from '../src/idle'

/** The gallery slider with its thumbnails (islands/gallery/slider.ts), the on-demand `gallery-slider` bundle. */
const gallerySlider = () => loadAsset('gallery-slider')

/** The variation island (islands/variations/variation-form.ts), the on-demand `variation-form` bundle. */
const variationForm = () => loadAsset('variation-form')

onReady(() => {
  // Only a page with a variable product's form loads it: at once when an option is already chosen (a default or a
  // shared link's attributes: its price, stock and image show), else when the shopper first reaches for the form
  // (nothing changes on the page until a choice). A submit or a choice that comes first waits for it, so an
  // incomplete choice is refused as always, and a choice made before it came is shown, and said, once it mounts.
  const forms = Array.from(document.querySelectorAll<HTMLFormElement>(VARIATION_FORM_SELECTOR))
  const chosen = forms.some((form) => Array.from(form.querySelectorAll('select')).some((s) => s.value))
  // Until then its button already says that a choice is needed, as it will once the code is here.
  if (!chosen && !standsDown(VARIATION_FORM)) forms.forEach((form) => showAddButton(form, 'needed'))
  wireWhen<HTMLFormElement>(VARIATION_FORM_SELECTOR, chosen ? 'now' : 'interaction', variationForm, { hold: ['submit', 'change'] })
  if (!standsDown(VARIATION_FORM))
    provideVariationApi((form) =>
      variationForm().then(
        (mount) => form.isConnected && mount(form),
        () => {}, // offline: the form posts as it is, and the shop checks the choices
      ),
    )
  provideJQueryApi({ wc_product_gallery: function () { return Array.from(this).forEach(mountGallery), this } })
  if (!standsDown(TABS)) wireAll(TABS_SELECTOR, mountTabs)
  if (!standsDown(REVIEW_RATING)) wireAll<HTMLSelectElement>(RATING_SELECTOR, mountRating)
  // The sticky bar turns on once the shopper has scrolled past the form: its code comes with the first scroll (at
  // once on a page that opens scrolled down, as on the way back to it).
  if (!standsDown(STICKY_BAR)) {
    let wired: unknown
    const stick = () => void (wired ??= wireWhen(STICKY_BAR_SELECTOR, 'now', () => loadAsset('sticky-bar')))
    addEventListener('scroll', stick, { once: true }) // a scroll cannot be cancelled: no passive needed
    // A page opened scrolled: asked once the first frame has laid the page out (src/idle.ts).
    afterFirstFrame(() => scrollY && stick())
  }
  // Comment replies and Ctrl+Enter in the review form: their code at the first approach (the links work without it).
  wireCommentReplies()
  wireAll(GALLERY_SELECTOR, mountGallery)
  // Flatsome's gallery slider and its thumbnails: their code (and swiper's, 27 kB) at the first approach to the
  // gallery, a pointer over it, a touch or a focus in it, not when it is seen: it is in view as the page opens, and
  // until the shopper reaches for it the server's images are all it needs to show (a row a finger can swipe). The
  // bundle finds Flatsome's own slider there (src/product-gallery.ts); a click that comes first is done once it is here.
  if (!standsDown(GALLERY_SLIDER)) wireWhen('.product-gallery-slider,.product-thumbnails', 'interaction', gallerySlider, { hold: ['click'] })
})
