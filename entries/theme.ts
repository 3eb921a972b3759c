/**
 * The `theme` script: the shop-wide basics every page has (WooCommerce's woocommerce.js share): the store notice,
 * the ordering form, quantity minimums and steppers (product pages, cart, quick view), scrolling to notices, the
 * coming-soon banner's dismiss button, the anti-spam fields on POST forms; and the triggers of the pieces whose code
 * comes on demand: show-password toggles, and Flatsome's theme chrome (the sticky header and back-to-top, dropdown
 * menus, off-canvas panels and the mobile menu, lightboxes, content sliders and count-ups, tabs and accordions in
 * content, tooltips, scroll-to and sticky columns) and WordPress's `[video]` / `[audio]`. It only connects markup to
 * islands, and leaves each piece to the stock script that has it where one is on the page (src/stock.ts).
 */
import { onReady, wireAll } from '../src/dom'
import { addAntiSpamFields } from '../src/forms'
import { mountStoreNotice } from '../islands/store-notice/store-notice'
import { mountOrdering } from '../islands/ordering/ordering'
import { mountQuantityMinimum } from '../islands/quantity/minimum'
import { mountSteppers, QUANTITY_STEPPERS_SELECTOR } from '../islands/quantity/steppers'
import { provideJQueryScrollToNotices, revealPageNotice } from '../islands/notices/notices'
import { COMING_SOON_DISMISS, mountComingSoonDismiss } from '../islands/coming-soon/coming-soon'
import { CONTENT_TABS, DROPDOWNS, LIGHTBOXES, MEDIA_PLAYER, OFF_CANVAS, QUANTITY_BUTTONS, standsDown, WOOCOMMERCE_JS } from '../src/stock'
import { wireWhen } from '../src/hydrate'
import { loadAsset } from '../src/loader'
import { MEDIA_SELECTOR } from '../islands/media/media'
import { CONTENT_ONLY_SELECTOR, PRODUCT_TABS } from '../islands/tabs/content-tabs'
import { DROPDOWN_ITEM } from '../src/header-dropdowns'
import { loadHeader } from '../islands/header/load'
import { BITS_SELECTOR } from '../islands/bits/selector'
import { wireOffCanvas } from '../islands/offcanvas/trigger'
import { wireLightboxes } from '../islands/lightbox/links'
import { SLIDERS_BUNDLE_SELECTOR } from '../islands/sliders/options'

function startTheme(): void {
  if (!standsDown(WOOCOMMERCE_JS)) {
    wireAll('.woocommerce-store-notice', mountStoreNotice)
    wireAll<HTMLSelectElement>('.woocommerce-ordering select.orderby', mountOrdering)
    wireAll<HTMLInputElement>('input.qty', mountQuantityMinimum)
    // Show-password toggles: their code when a field comes into view (the header popup's stay hidden on most views).
    wireWhen('.woocommerce form input[type=password]', 'visible', () => loadAsset('show-password'))
    provideJQueryScrollToNotices()
    revealPageNotice()
    wireAll(COMING_SOON_DISMISS, mountComingSoonDismiss)
  }
  if (!standsDown(QUANTITY_BUTTONS)) wireAll(QUANTITY_STEPPERS_SELECTOR, mountSteppers)
  wireAll<HTMLFormElement>('form', addAntiSpamFields)
  // WordPress's [video] / [audio]: their code (islands/media/media.ts) comes when one is about to be seen.
  if (!standsDown(MEDIA_PLAYER)) wireWhen(MEDIA_SELECTOR, 'visible', () => loadAsset('media'))
  // Header dropdowns: their code (islands/menus/dropdowns.ts) at the first approach to one (a hover, a focus, Tab's
  // too, a touch), which it then takes up: a mouse still resting there opens it, a held click is replayed. Not when
  // one is shown: every desktop shows them, and most views never open one.
  if (!standsDown(DROPDOWNS)) wireWhen(DROPDOWN_ITEM, 'interaction', () => loadAsset('menus'), { hold: ['click'] })
  // Off-canvas panels, the mobile menu and anchored lightboxes: a click catcher, their code on approach.
  if (!standsDown(OFF_CANVAS)) wireOffCanvas()
  // Image, gallery and video links in content: the viewer (glightbox, with their one click listener) at the first
  // approach to a link that may be one; a click before it is held and replayed.
  if (!standsDown(LIGHTBOXES)) wireLightboxes()
  // Flatsome's content sliders and count-ups: their code when one comes into view (it stands down beside Flatsome's).
  wireWhen(SLIDERS_BUNDLE_SELECTOR, 'visible', () => loadAsset('sliders'))
  if (!standsDown(CONTENT_TABS)) {
    const tabs = () => loadAsset('tabs')
    // Tabs and accordions in content: their code at once for a hash to open, else when idle (a click before then
    // follows the link's hash, which the code opens when it comes).
    wireWhen(CONTENT_ONLY_SELECTOR, location.hash ? 'now' : 'idle', tabs)
    // The product tabs need it only for a hash: at once for the load's, else at the first hash change (after which
    // it follows every one, and back steps), not when idle: 2 kB and ~9 ms of main thread at 4x that most product
    // views never use.
    const product = () => wireWhen(PRODUCT_TABS, 'now', tabs)
    if (location.hash) product()
    else addEventListener('hashchange', product, { once: true })
  }
  // Tooltips, scroll-to markers, sticky columns and editor links: the small pieces' step (lazy/bits.ts) when one
  // comes into view (islands/bits/selector.ts), not when idle: most are in a footer or further down.
  wireWhen(BITS_SELECTOR, 'visible', () => loadAsset('bits'))
  // Flatsome's page loader goes; the sticky header and back-to-top come at the first scroll (and stand down beside
  // flatsome.js).
  loadHeader()
}

onReady(startTheme)
