/**
 * The WooCommerce, Flatsome and Magnific Popup events Saar fires or hears (and the checkout's and Flatsome's that the
 * next features will), each with its arguments as the stock scripts pass them (WooCommerce 9.9 to 11: add-to-cart.js,
 * cart-fragments.js, add-to-cart-variation.js, single-product.js, cart.js, checkout.js, country-select.js,
 * password-strength-meter.js; Flatsome 3.19's flatsome.js and woocommerce.js). `emit`, `listen` and
 * `ask` (src/events.ts) take their names and arguments from here, so an unknown name or a wrong argument is a type
 * error. Types only: nothing of this file reaches a script.
 *
 * Elements stand where the stock scripts pass a jQuery-wrapped one (`$button`): the bridge wraps them for jQuery's
 * listeners and unwraps them for Saar's. There is no escape hatch for other names: a plugin's event Saar needs is
 * added here, with its arguments, so every use of it is checked alike.
 */

/** Cart fragments: CSS selector → the HTML that replaces what it selects (WooCommerce's `fragments`). */
export type CartFragments = Record<string, string>

/**
 * A variation as WooCommerce hands it to `found_variation` and `show_variation`: what every listener may count on
 * (islands/variations/variation.ts reads the rest).
 */
export interface VariationData {
  variation_id: number
  /** `attribute_<name>` → value; '' means "any value". */
  attributes: Record<string, string>
}

/** `check_variations`'s optional argument: the choices, counted, in place of reading the selects. */
export interface ChosenAttributes {
  count: number
  chosenCount: number
  data: Record<string, string>
}

/** `update_checkout`'s optional argument (checkout.js). */
export interface UpdateCheckoutOptions {
  update_shipping_method?: boolean
  current_target?: Element | null
}

/** `updated_checkout`'s argument: the `update_order_review` answer checkout.js applied. */
export interface UpdatedCheckoutData {
  result?: string
  messages?: string
  reload?: boolean
  fragments?: CartFragments
}

/**
 * `wc-ajax=checkout`'s answer, as `checkout_place_order_success` hands it to gateways: `success` with the address to
 * go to, or `failure` with the error notices' HTML.
 */
export interface CheckoutResult {
  result?: string
  redirect?: string
  messages?: string
  refresh?: boolean
  reload?: boolean
  [key: string]: unknown
}

/**
 * What checkout.js hands gateways as `wc_checkout_form` with `checkout_place_order*`: the part of it gateways read
 * (Saar's checkout, islands/checkout/api.ts, makes it; the jQuery collections only where the page has jQuery).
 */
export interface CheckoutForm {
  $checkout_form?: unknown
  $order_review?: unknown
  /** The chosen payment method's input id (`payment_method_cod`). */
  selectedPaymentMethod: string | false
  /** The chosen gateway's id (`cod`). */
  get_payment_method(): string
  /** Shows error notices (HTML, cleaned) at the top of the form, as after a failed order. */
  submit_error(errorHtml: string): void
  scroll_to_notices(): void
  reset_update_checkout_timer(): void
}

/** Each event's argument tuple, by name. */
export interface EventTable {
  // add-to-cart.js, on the body. `adding_to_cart`'s data: the fields posted (product_id, quantity, …).
  'ajax_request_not_sent.adding_to_cart': [fragments: false, cartHash: false, button: Element]
  adding_to_cart: [button: Element, data: Record<string, unknown>]
  added_to_cart: [fragments: CartFragments, cartHash: string, button: Element]
  removed_from_cart: [fragments: CartFragments, cartHash: string, button: Element]
  wc_cart_button_updated: [button: Element]
  /** Asked (`triggerHandler`): a listener returning false stops the add. */
  'should_send_ajax_request.adding_to_cart': [button: Element]

  // cart-fragments.js, on the body (Flatsome's woocommerce.js also fires `updated_wc_div`).
  wc_fragments_loaded: []
  wc_fragments_refreshed: []
  wc_fragments_ajax_error: []
  wc_fragment_refresh: []
  updated_wc_div: []

  // price-slider.js, on the body: the price filter's two values as they are chosen (`slide`, and `create` once),
  // when a choice ends (`change`: Flatsome's ajax filters reload the listing on it), and after the labels show them.
  price_slider_create: [min: number, max: number]
  price_slider_slide: [min: number, max: number]
  price_slider_change: [min: number, max: number]
  price_slider_updated: [min: number, max: number]

  // add-to-cart-variation.js, on form.variations_form (`show_variation`, `hide_variation` on .single_variation).
  /** The form's instance (WooCommerce's VariationForm; Saar's is islands/variations' `VariationForm`). */
  wc_variation_form: [instance: object]
  check_variations: [chosen?: ChosenAttributes]
  update_variation_values: []
  woocommerce_update_variation_values: []
  woocommerce_variation_select_change: []
  woocommerce_variation_has_changed: []
  found_variation: [variation: VariationData]
  show_variation: [variation: VariationData, purchasable: boolean]
  hide_variation: []
  reset_data: []
  reset_image: []
  announce_reset: []
  clear_reset_announcement: []
  reset_focus: []
  reload_product_variations: []
  // ... and on the gallery (.images) after a variation's image changed.
  woocommerce_gallery_reset_slide_position: []
  woocommerce_gallery_init_zoom: []

  // single-product.js: (re)initialises the tabs and the rating (.wc-tabs-wrapper, .woocommerce-tabs, #rating).
  init: []

  // checkout.js, on the body; `change` is what its fields' handlers hear (jQuery's trigger('change') or the DOM's).
  init_checkout: []
  update_checkout: [options?: UpdateCheckoutOptions]
  updated_checkout: [data?: UpdatedCheckoutData]
  payment_method_selected: []
  /** The error notices' HTML (server markup: never put into the page by Saar). */
  checkout_error: [errorHtml: string]
  /** `update` on form.checkout: a manual trigger of the order review's refresh. */
  update: []
  /**
   * Asked on form.checkout before an order is posted, then the chosen gateway's own (`checkout_place_order_cod`),
   * each with WooCommerce's `triggerHandler`: a listener returning false stops the post; and after a `success`
   * answer, `checkout_place_order_success`, whose false stops the redirect (a gateway finishing the payment itself).
   */
  checkout_place_order: [checkout: CheckoutForm]
  [gateway: `checkout_place_order_${string}`]: [checkout: CheckoutForm] | [result: CheckoutResult, checkout: CheckoutForm]
  checkout_place_order_success: [result: CheckoutResult, checkout: CheckoutForm]
  applied_coupon_in_checkout: [code: string]
  removed_coupon_in_checkout: [code: string]
  // country-select.js, on the body: the country's code and the address fields' wrapper (`changed` after the state
  // field was swapped or refilled, `changing` after every country change; cart.js fires `changed` with none, to set
  // up the selects it showed). address-i18n.js fires `wc_address_i18n_ready` once its locale listener is bound;
  // country-select.js answers it with `refresh` on each country field that has a value.
  country_to_state_changed: [country?: string, wrapper?: Element]
  country_to_state_changing: [country: string, wrapper: Element]
  wc_address_i18n_ready: []
  refresh: []
  change: []

  // cart.js (WooCommerce 9.9.5), on the body: the totals replaced (also after a shipping rate's answer), the cart
  // emptied, a removal done, a coupon applied or removed (its code); heard on the document: `wc_update_cart` (a
  // refresh of the form, notices kept when its argument says so), which plugins fire.
  updated_cart_totals: []
  updated_shipping_method: []
  wc_cart_emptied: []
  item_removed_from_classic_cart: []
  applied_coupon: [code: string]
  removed_coupon: [code: string]
  wc_update_cart: [keepNotices?: unknown]

  // password-strength-meter.js, on the body.
  'wc-password-strength-added': []
  'wc-password-strength-show': []
  'wc-password-strength-hide': []

  // Flatsome's quick view (woocommerce.js) on the document: Magnific Popup's open and close, then Flatsome's own.
  mfpOpen: []
  mfpClose: []
  flatsome_quickview: []

  // Flatsome's theme (flatsome.js, woocommerce.js), on the document: a header dropdown opened (its menu item), the
  // header stuck, a slider ready (on the slider), the gallery's tools set up; and what it listens to: open the mini
  // cart, equalise the product boxes.
  'flatsome-dropdown-opened': [item: Element]
  'flatsome-header-sticky': []
  'flatsome-flickity-ready': []
  // Flickity's `change` (namespaced as Flatsome binds it), on a content slider: the selected cell's index.
  'change.flickity': [index: number]
  'flatsome-product-gallery-tools-init': []
  'flatsome-open-mini-cart': []
  'flatsome-equalize-box': []
}

/** An event's name. */
export type EventName = keyof EventTable

/** The events Saar asks (`triggerHandler`), whose listeners may say no. */
export type AskedEvent = 'should_send_ajax_request.adding_to_cart' | 'checkout_place_order' | `checkout_place_order_${string}`

/**
 * What a listener gets: the event's arguments, each possibly missing, since third parties fire these events too,
 * some with fewer (an `added_to_cart` without a button).
 */
export type Heard<N extends EventName> = Partial<EventTable[N]>
