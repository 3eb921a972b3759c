/**
 * Saar beside the stock scripts that stay on a page. The plugin replaces the WooCommerce handles Saar supersedes,
 * but some stock handlers cannot go: Flatsome's own bundle (its quantity buttons, quick view, live search, product
 * lightbox and zoom, tabs, sticky bar), stock scripts a theme enqueues itself, or Saar enqueued by hand beside
 * them. For each feature there is exactly one handler: where the stock one is on the page, Saar stands down and
 * says so in one console line per feature per page. Each test below is what the real script defines (the file read
 * is named beside it). Entries decide on DOM ready (`onReady`), when every parser-inserted script and its localized
 * data has run. Reading the stock globals for settings (src/settings.ts) is fine; acting beside their handler is not.
 */
import { toBool } from './settings'
import { printed as params } from './stock-globals'
import { flatsomeBehavior, jQueryPlugin as plugin, onPage, standsDown, type StockFeature } from './stock-core'

export { standsDown, type StockFeature }

type Dict = Record<string, unknown>
const page = globalThis as unknown as Dict

// Flatsome 3.19.14 assets/js/woocommerce.js: `Flatsome.plugin("addQty", …)` defines jQuery.fn.addQty (flatsome.js's
// Flatsome.plugin), and the `add-qty` behavior binds +/- of every `.quantity` (`.ux-quantity` is one) with it.
export const QUANTITY_BUTTONS: StockFeature = { what: 'quantity buttons', by: [['Flatsome (jQuery.fn.addQty)', () => plugin('addQty')]] }

// Same file: `Flatsome.behavior("quick-view", …)` opens `.quick-view[data-prod]` itself.
export const QUICK_VIEW: StockFeature = {
  what: 'quick view',
  by: [["Flatsome (Flatsome.behaviors['quick-view'])", () => flatsomeBehavior('quick-view')]],
}

// Flatsome 3.19.14 inc/extensions/flatsome-live-search/flatsome-live-search.js: defines jQuery.fn.devbridgeAutocomplete
// and puts it on every `.searchform`'s field.
export const LIVE_SEARCH: StockFeature = { what: 'live search', by: [['Flatsome (jQuery.fn.devbridgeAutocomplete)', () => plugin('devbridgeAutocomplete')]] }

// WooCommerce 9.9.5 single-product.js opens PhotoSwipe from the gallery when `PhotoSwipe` is defined and
// `photoswipe_enabled` is on; Flatsome's woocommerce.js binds its own (Magnific Popup, jQuery.fn.lazyMagnificPopup)
// on `.has-lightbox .product-gallery-slider` (the body class of the "Flatsome" product lightbox setting).
export const GALLERY_LIGHTBOX: StockFeature = {
  what: 'gallery lightbox',
  by: [
    ['WooCommerce (PhotoSwipe)', () => page.PhotoSwipe && toBool(params('wc_single_product_params')?.photoswipe_enabled)],
    ['Flatsome (.has-lightbox)', () => plugin('lazyMagnificPopup') && onPage('.has-lightbox .product-gallery-slider')],
  ],
}

// single-product.js zooms with jquery.zoom when `zoom_enabled`; Flatsome's woocommerce.js puts easyZoom on
// `.has-image-zoom .slide` (its "product zoom" setting).
export const GALLERY_ZOOM: StockFeature = {
  what: 'gallery zoom',
  by: [
    ['WooCommerce (jQuery.fn.zoom)', () => plugin('zoom') && toBool(params('wc_single_product_params')?.zoom_enabled)],
    ['Flatsome (jQuery.fn.easyZoom)', () => plugin('easyZoom') && onPage('.has-image-zoom')],
  ],
}

// WooCommerce 9.9.5 woocommerce.js (localized `woocommerce_params`): the store notice, the ordering select, quantity
// minimums, show-password toggles, field help texts, `$.scroll_to_notices`, focusing the page's notice, and the
// coming-soon banner's dismiss link (a click binding on `a.coming-soon-footer-banner-dismiss`).
export const WOOCOMMERCE_JS: StockFeature = {
  what: "the store notice and the rest of woocommerce.js's share",
  by: [['WooCommerce (woocommerce_params)', () => params('woocommerce_params')]],
}

// add-to-cart.js (`wc_add_to_cart_params`): loop add buttons, mini-cart remove, and what follows `added_to_cart`.
export const ADD_TO_CART: StockFeature = { what: 'ajax add to cart', by: [['WooCommerce (wc_add_to_cart_params)', () => params('wc_add_to_cart_params')]] }

// Flatsome 3.19.14 woocommerce.js (the file that defines jQuery.fn.addQty) opens the header's cart itself after an
// add (`added_to_cart`: its dropdown, or its off-canvas cart) when the theme's `is_mini_cart_reveal` is on.
export const CART_REVEAL: StockFeature = {
  what: 'opening the cart after an add',
  by: [['Flatsome (flatsomeVars.is_mini_cart_reveal)', () => plugin('addQty') && toBool(params('flatsomeVars')?.is_mini_cart_reveal)]],
}

// The same file opens the header's cart on `flatsome-open-mini-cart` (a jQuery listener on the document, whatever
// `is_mini_cart_reveal` says), which other plugins trigger.
export const MINI_CART: StockFeature = {
  what: 'opening the cart on flatsome-open-mini-cart',
  by: [['Flatsome (jQuery.fn.addQty)', () => plugin('addQty')]],
}

// cart-fragments.js (`wc_cart_fragments_params`).
export const CART_FRAGMENTS: StockFeature = { what: 'cart fragments', by: [['WooCommerce (wc_cart_fragments_params)', () => params('wc_cart_fragments_params')]] }

// Flatsome 3.19.14 assets/js/extensions/flatsome-ajax-add-to-cart-frontend.js (its "ajax add to cart" setting)
// defines nothing global; WordPress prints it as `script#flatsome-ajax-add-to-cart-frontend-js`. It takes every
// `form.cart` submit inside a simple or variable `.type-product` (not the buy-now button).
export const PRODUCT_FORM_ADD: StockFeature = {
  what: 'product form add to cart',
  by: [['Flatsome (ajax add to cart)', () => onPage('script#flatsome-ajax-add-to-cart-frontend-js,script[src*="flatsome-ajax-add-to-cart-frontend"]')]],
}

/** Whether Flatsome's ajax add to cart takes this product form's submit. */
export const flatsomeAddsForm = (form: Element): boolean =>
  !!form.closest('.type-product')?.matches('.product-type-simple,.product-type-variable') && standsDown(PRODUCT_FORM_ADD)

// add-to-cart-variation.js: `wc_add_to_cart_variation_params` (it sets up every form on ready) or its
// jQuery.fn.wc_variation_form (which others call on forms that arrive later).
export const VARIATION_FORM: StockFeature = {
  what: 'variation form',
  by: [['WooCommerce (add-to-cart-variation.js)', () => params('wc_add_to_cart_variation_params') || plugin('wc_variation_form')]],
}

// single-product.js (`wc_single_product_params`) sets up the tabs; Flatsome 3.19.14 flatsome.js's `tabs` behavior
// sets up every `.tabbed-content` (its product tabs template prints the wrapper so).
export const TABS: StockFeature = {
  what: 'product tabs',
  by: [
    ['WooCommerce (wc_single_product_params)', () => params('wc_single_product_params')],
    ['Flatsome (.tabbed-content)', () => flatsomeBehavior('tabs') && onPage('.tabbed-content')],
  ],
}

// Flatsome 3.19.14 flatsome.js: the `tabs` behavior sets up every `.tabbed-content`, the `accordion-title` behavior
// every `.accordion-title` (each also opening the one the hash names at load).
export const CONTENT_TABS: StockFeature = {
  what: 'tabs and accordions',
  by: [['Flatsome (its tabs behaviors)', () => (flatsomeBehavior('tabs') || flatsomeBehavior('accordion-title')) && onPage('.tabbed-content,.accordion')]],
}

// Flatsome 3.19.14 flatsome.js: the `dropdown` behavior opens every `.nav li.has-dropdown` (hoverIntent, its click
// mode, Space). Saar's own `window.Flatsome` (entries/flatsome.ts) registers no such behavior.
export const DROPDOWNS: StockFeature = { what: 'dropdown menus', by: [['Flatsome (its dropdown behavior)', () => flatsomeBehavior('dropdown')]] }

// Flatsome 3.19.14 flatsome.js: the `lightboxes` behavior opens every `[data-open]` (the mobile menu, off-canvas
// panels, the login popup) and `lightboxes-link` every `a[href="#id"]` to a `.lightbox-by-id` block, in Magnific Popup.
export const OFF_CANVAS: StockFeature = {
  what: 'off-canvas panels',
  by: [['Flatsome (its lightboxes behavior)', () => flatsomeBehavior('lightboxes')]],
}

// Flatsome 3.19.14 flatsome.js: its `lightbox-gallery`, `lightbox-image` and `lightbox-video` behaviors (defined
// together) open the content's gallery, image and video links in Magnific Popup (islands/lightbox/links.ts).
export const LIGHTBOXES: StockFeature = { what: 'lightboxes', by: [['Flatsome (lightbox-image)', () => flatsomeBehavior('lightbox-image')]] }

// single-product.js: the review form's stars and its required-rating check.
export const REVIEW_RATING: StockFeature = { what: 'review rating', by: [['WooCommerce (wc_single_product_params)', () => params('wc_single_product_params')]] }

// Flatsome 3.19.14 woocommerce.js (the file that defines jQuery.fn.addQty) shows `.sticky-add-to-cart` itself.
export const STICKY_BAR: StockFeature = { what: 'sticky add-to-cart bar', by: [['Flatsome (jQuery.fn.addQty)', () => plugin('addQty')]] }

// password-strength-meter.js (`wc_password_strength_meter_params`).
export const PASSWORD_METER: StockFeature = {
  what: 'password strength meter',
  by: [['WooCommerce (wc_password_strength_meter_params)', () => params('wc_password_strength_meter_params')]],
}

// WordPress 6.9 wp-includes/js/comment-reply.js (`window.addComment`; themes enqueue it on singular pages with
// threaded comments, Flatsome 3.19.14 inc/functions/function-setup.php does). It loads `async`
// (wp-includes/script-loader.php), so it may not have run on DOM ready: its script element counts too.
export const COMMENT_REPLY: StockFeature = {
  what: 'comment replies',
  by: [['WordPress (comment-reply.js)', () => page.addComment || onPage('script#comment-reply-js,script[src*="comment-reply"]')]],
}

// PixelYourSite 11.2.0.7 dist/scripts/public.js (handle `pys`): defines `window.pys.getPixelBySlag` as it loads (an
// add-on may make `window.pys` before it, never this) and fires every pixel of `pysOptions` itself, with its server
// copies, dynamic events and cookies.
export const PIXELS: StockFeature = {
  what: 'pixels',
  by: [['PixelYourSite (public.js)', () => (page.pys as Dict | undefined)?.getPixelBySlag]],
}

// WooCommerce 9.9.5 assets/js/frontend/order-attribution.js (handle `wc-order-attribution`, with sourcebuster.js):
// adds `setOrderTracking` to its localized `wc_order_attribution`, writes the `sbjs_*` cookies and fills
// `<wc-order-attribution-inputs>`. The localized global alone (which Saar's plugin keeps for Saar) is no sign.
export const ORDER_ATTRIBUTION: StockFeature = {
  what: 'order attribution',
  by: [['WooCommerce (order-attribution.js)', () => (page.wc_order_attribution as Dict | undefined)?.setOrderTracking]],
}

// VillaTheme "Notification for WooCommerce" 1.4.2 js/woo-notification.js: a top-level `var woo_notification`, whose
// timers show the popup in `#message-purchased` from `window.load`.
export const NOTIFICATION_POPUP: StockFeature = { what: 'recent-purchase popup', by: [['Notification for WooCommerce (woo_notification)', () => page.woo_notification]] }

// Zotabox's embed snippet injects its loader as `<script id="zb-embed-code" src="//static.zotabox.com/…/widgets.js">`
// (shop-plugins.md §4.2) unless one is there already.
export const WIDGET_LOADER: StockFeature = { what: 'widget loader', by: [["Zotabox's embed code (#zb-embed-code)", () => onPage('script#zb-embed-code:not([data-saar])')]] }

// WordPress 6.9 wp-includes/js/mediaelement/: mediaelement-and-player.js (handle `mediaelement-core`, which
// `wp-mediaelement` needs) defines `window.mejs` as it runs; wp-mediaelement.js then puts MediaElement's player on
// every `[video]` / `[audio]` on ready. (Saar's own `wp.mediaelement`, lazy/media.ts, is therefore no sign.)
export const MEDIA_PLAYER: StockFeature = { what: 'media player', by: [['WordPress (mediaelement.js)', () => page.mejs]] }

// Flatsome 3.19.14 flatsome.js runs its sticky header, back-to-top and page loader outside its behaviours (all three
// are "header" here), and defines `window.Flatsome` as it loads; Saar's own stand-in for that object
// (entries/flatsome.ts) carries `saar`.
export const HEADER: StockFeature = {
  what: 'header',
  by: [['Flatsome (flatsome.js)', () => page.Flatsome && !(page.Flatsome as { saar?: unknown }).saar]],
}

// Flatsome 3.19.14 flatsome.js: the `slider` behavior sets up every `[data-flickity-options]` with Flickity (its
// chunk.slider.js, when the slider is first seen), the `count-up` behavior counts every `span.count-up` up
// (chunk.countup.js, countUp.js).
export const CONTENT_SLIDERS: StockFeature = { what: 'content sliders', by: [["Flatsome (Flatsome.behaviors.slider)", () => flatsomeBehavior('slider')]] }
// The same `slider` behavior makes the product gallery's `.product-gallery-slider` and its `.product-thumbnails`
// (`asNavFor`) Flickity sliders, which woocommerce.js then waits for (`flatsome-flickity-ready`).
export const GALLERY_SLIDER: StockFeature = { what: 'product gallery slider', by: [["Flatsome (Flatsome.behaviors.slider)", () => flatsomeBehavior('slider')]] }
export const COUNT_UP: StockFeature = { what: 'count-up numbers', by: [["Flatsome (Flatsome.behaviors['count-up'])", () => flatsomeBehavior('count-up')]] }

// Flatsome 3.19.14 flatsome.js: the `tooltips` behavior puts Tooltipster (its lazyTooltipster) on `.tooltip`,
// `.has-tooltip`, `.tip-top` and `li.chosen a`.
export const TOOLTIPS: StockFeature = { what: 'tooltips', by: [['Flatsome (Flatsome.behaviors.tooltips)', () => flatsomeBehavior('tooltips')]] }

// Same file: the `scroll-to` behavior builds the bullets and nav links of every `span.scroll-to` and scrolls to them.
export const SCROLL_TO: StockFeature = { what: 'scroll-to bullets and links', by: [["Flatsome (Flatsome.behaviors['scroll-to'])", () => flatsomeBehavior('scroll-to')]] }

// Same file: the `sticky-sidebar` behavior moves every `.is-sticky-column[data-sticky-mode="javascript"]`.
export const STICKY_SIDEBAR: StockFeature = { what: 'sticky sidebar', by: [["Flatsome (Flatsome.behaviors['sticky-sidebar'])", () => flatsomeBehavior('sticky-sidebar')]] }

// Same file, at load: for `flatsomeVars.user.can_edit_pages` every `.block-edit-link` becomes a tooltip with its
// jQuery.fn.lazyTooltipster (which it defines), and goes.
export const EDITOR_LINKS: StockFeature = { what: 'editor links', by: [['Flatsome (jQuery.fn.lazyTooltipster)', () => plugin('lazyTooltipster')]] }


// Flatsome 3.19.14 woocommerce.js (the file that defines jQuery.fn.addQty) wraps `table.my_account_orders` in
// `div.touch-scroll-table` on jQuery's ready, which runs after Saar's: both would wrap it.
export const ORDERS_TABLE: StockFeature = { what: 'orders table', by: [['Flatsome (jQuery.fn.addQty)', () => plugin('addQty')]] }

// WooCommerce 9.9.5 country-select.js (handle `wc-country-select`: the state field that follows the country, and
// selectWoo on the country and state selects) and address-i18n.js (`wc-address-i18n`: each field's locale) define
// nothing global, and their localized `wc_country_select_params` / `wc_address_i18n_params` are no sign: Saar reads
// them, and the plugin keeps them on its aliases, which print no file. WordPress prints each file as
// `script#<handle>-js`.
export const COUNTRY_SELECT: StockFeature = {
  what: 'the state field and the country and state lists',
  by: [['WooCommerce (country-select.js)', () => onPage('script#wc-country-select-js[src],script[src*="/frontend/country-select"]')]],
}
export const ADDRESS_I18N: StockFeature = {
  what: "the address fields' locale",
  by: [['WooCommerce (address-i18n.js)', () => onPage('script#wc-address-i18n-js[src],script[src*="/frontend/address-i18n"]')]],
}

// WooCommerce 9.9.5 assets/js/frontend/cart.js (handle `wc-cart`, deferred) defines nothing global, and its localized
// `wc_cart_params` is no sign: Saar's cart page reads its nonces, and the plugin keeps it on the alias, which prints
// no file. WordPress prints the file as `script#wc-cart-js`.
export const CART_PAGE: StockFeature = {
  what: 'the cart page',
  by: [['WooCommerce (cart.js)', () => onPage('script#wc-cart-js[src],script[src*="/frontend/cart."]')]],
}

// WooCommerce 9.9.5 assets/js/frontend/checkout.js (handle `wc-checkout`): the order review's refresh, the payment
// boxes, the toggles, the coupon and login forms and the ajax submit, all bound on jQuery's ready. It defines nothing
// global, and its localized `wc_checkout_params` is no sign: Saar reads it, and the plugin keeps it on its alias,
// which prints no file. The plugin keeps the file itself where a gateway's script depends on it.
export const CHECKOUT: StockFeature = {
  what: 'the checkout',
  by: [['WooCommerce (checkout.js)', () => onPage('script#wc-checkout-js[src],script[src*="/frontend/checkout."]')]],
}

// WooCommerce 9.9.5 assets/js/frontend/price-slider.js puts jQuery UI's slider (jQuery.fn.slider, WordPress's
// jquery-ui-slider, which it depends on) on `.price_slider`. The plugin replaces it where Saar's price filter runs.
export const PRICE_SLIDER: StockFeature = { what: 'price filter', by: [['WooCommerce (price-slider.js, jQuery.fn.slider)', () => plugin('slider')]] }
