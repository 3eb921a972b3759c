/**
 * The stock globals: the objects WooCommerce, WordPress, Flatsome and other plugins print for their own scripts
 * (`wp_localize_script`), read in one place. Each reader reads its global when called (a delay-JS plugin may print it
 * late), returns undefined when the page has no such object, and otherwise one normalised shape: WordPress's string
 * booleans and numbers become booleans and numbers, text stays text, and a missing or malformed field gets the
 * stock script's own default (or undefined where "not said" lets Saar ask elsewhere). A tampered or broken global
 * never throws.
 *
 * Stateless: each script bundles the readers it uses. The runtime's settings (src/settings.ts) read the URLs and
 * texts of WooCommerce's globals themselves, as one more source beside the plugin's settings; their bytes are in
 * every first load, and these readers would add to them.
 */
import { toBool, toNumber } from './settings'

type Dict = Record<string, unknown>

/** The value if it is an object (an array's fields are all missing: each reader's defaults). */
const dict = (value: unknown): Dict | undefined => (value && typeof value == 'object' ? (value as Dict) : undefined)

/**
 * A localized object the page printed (`var name = {…}`), else undefined (absent, or no object). The readers below
 * start from it. Code that needs one field of a global (whether a stock script's data is on the page, one flag, one
 * nonce) reads it from here and normalises it where it uses it (`toBool`): in a script near its size budget that
 * costs fewer bytes than a reader's whole shape.
 */
export const printed = (name: string): Dict | undefined => dict((globalThis as unknown as Dict)[name])

/** Text as localized: a string, or a number's digits; anything else is ''. */
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')

/** An object's string fields only (a translation table: anything else is no text). */
function textsOf(v: Dict): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key in v) if (typeof v[key] === 'string') out[key] = v[key]
  return out
}

/** Flatsome's `flatsomeVars` (theme settings for its scripts): what Saar reads of it. */
export interface FlatsomeVars {
  /** Whether Flatsome opens the cart after an add (its "mini cart reveal" setting). */
  is_mini_cart_reveal: boolean
  /** The sticky header's height in px (`stickyHeaderHeight`, older themes `sticky_height`); 0 when none. */
  sticky_height: number
}

/** The page's `flatsomeVars`, normalised; undefined when it printed none. */
export function flatsomeVars(): FlatsomeVars | undefined {
  const v = printed('flatsomeVars')
  return v && {
    is_mini_cart_reveal: toBool(v.is_mini_cart_reveal),
    sticky_height: toNumber(v.stickyHeaderHeight, 0) || toNumber(v.sticky_height, 0),
  }
}

/** WooCommerce's `woocommerce_params` (woocommerce.js). */
export interface WoocommerceParams {
  ajax_url: string
  wc_ajax_url: string
  i18n_password_show: string
  i18n_password_hide: string
}

/** The page's `woocommerce_params`, normalised; undefined when it printed none. */
export function woocommerceParams(): WoocommerceParams | undefined {
  const v = printed('woocommerce_params')
  return v && { ajax_url: text(v.ajax_url), wc_ajax_url: text(v.wc_ajax_url), i18n_password_show: text(v.i18n_password_show), i18n_password_hide: text(v.i18n_password_hide) }
}

/** WooCommerce's `wc_add_to_cart_params` (add-to-cart.js). */
export interface AddToCartParams {
  ajax_url: string
  wc_ajax_url: string
  i18n_view_cart: string
  cart_url: string
  is_cart: boolean
  cart_redirect_after_add: boolean
}

/** The page's `wc_add_to_cart_params`, normalised; undefined when it printed none. */
export function addToCartParams(): AddToCartParams | undefined {
  const v = printed('wc_add_to_cart_params')
  return v && {
    ajax_url: text(v.ajax_url),
    wc_ajax_url: text(v.wc_ajax_url),
    i18n_view_cart: text(v.i18n_view_cart),
    cart_url: text(v.cart_url),
    is_cart: toBool(v.is_cart),
    cart_redirect_after_add: toBool(v.cart_redirect_after_add),
  }
}

/** WooCommerce's `wc_cart_fragments_params` (cart-fragments.js): '' keys where it names none. Its addresses: settings. */
export interface CartFragmentsParams {
  /** The storage key of the cart hash (`wc_cart_hash_<site hash>`). */
  cart_hash_key: string
  /** The storage key of the fragments (`wc_fragments_<site hash>`). */
  fragment_name: string
  /** ms; WooCommerce's default 5000. */
  request_timeout: number
}

/** The page's `wc_cart_fragments_params`, normalised; undefined when it printed none. */
export function cartFragmentsParams(): CartFragmentsParams | undefined {
  const v = printed('wc_cart_fragments_params')
  return v && {
    cart_hash_key: text(v.cart_hash_key),
    fragment_name: text(v.fragment_name),
    request_timeout: toNumber(v.request_timeout, 5000),
  }
}

/** WooCommerce's `wc_single_product_params` (single-product.js): its text is read by the settings. */
export interface SingleProductParams {
  /** Whether a review needs a rating; undefined when the object does not say (the rating select's `required` then). */
  review_rating_required: boolean | undefined
  zoom_enabled: boolean
  photoswipe_enabled: boolean
}

/** The page's `wc_single_product_params`, normalised; undefined when it printed none. */
export function singleProductParams(): SingleProductParams | undefined {
  const v = printed('wc_single_product_params')
  return v && {
    review_rating_required: v.review_rating_required == null ? undefined : toBool(v.review_rating_required),
    zoom_enabled: toBool(v.zoom_enabled),
    photoswipe_enabled: toBool(v.photoswipe_enabled),
  }
}

/** WooCommerce's `wc_add_to_cart_variation_params` (add-to-cart-variation.js). */
export interface VariationParams {
  wc_ajax_url: string
  i18n_no_matching_variations_text: string
  i18n_make_a_selection_text: string
  i18n_unavailable_text: string
  i18n_reset_alert_text: string
}

/** The page's `wc_add_to_cart_variation_params`, normalised; undefined when it printed none. */
export function variationParams(): VariationParams | undefined {
  const v = printed('wc_add_to_cart_variation_params')
  return v && {
    wc_ajax_url: text(v.wc_ajax_url),
    i18n_no_matching_variations_text: text(v.i18n_no_matching_variations_text),
    i18n_make_a_selection_text: text(v.i18n_make_a_selection_text),
    i18n_unavailable_text: text(v.i18n_unavailable_text),
    i18n_reset_alert_text: text(v.i18n_reset_alert_text),
  }
}

/** WooCommerce's `wc_checkout_params` (checkout.js). */
export interface CheckoutParams {
  ajax_url: string
  wc_ajax_url: string
  update_order_review_nonce: string
  apply_coupon_nonce: string
  remove_coupon_nonce: string
  /** The wc-ajax address that places the order (not the checkout page). */
  checkout_url: string
  i18n_checkout_error: string
  is_checkout: boolean
  option_guest_checkout: boolean
  debug_mode: boolean
}

/** The page's `wc_checkout_params`, normalised; undefined when it printed none. */
export function checkoutParams(): CheckoutParams | undefined {
  const v = printed('wc_checkout_params')
  return v && {
    ajax_url: text(v.ajax_url),
    wc_ajax_url: text(v.wc_ajax_url),
    update_order_review_nonce: text(v.update_order_review_nonce),
    apply_coupon_nonce: text(v.apply_coupon_nonce),
    remove_coupon_nonce: text(v.remove_coupon_nonce),
    checkout_url: text(v.checkout_url),
    i18n_checkout_error: text(v.i18n_checkout_error),
    is_checkout: toBool(v.is_checkout),
    option_guest_checkout: toBool(v.option_guest_checkout),
    debug_mode: toBool(v.debug_mode),
  }
}

/** WooCommerce's `wc_password_strength_meter_params` (password-strength-meter.js). */
export interface PasswordMeterParams {
  /** zxcvbn's score a password needs (0–4 in WooCommerce's settings); its default 3. */
  min_password_strength: number
  /** Whether a weak password also stops the checkout. */
  stop_checkout: boolean
  i18n_password_error: string
  i18n_password_hint: string
}

/** The page's `wc_password_strength_meter_params`, normalised; undefined when it printed none. */
export function passwordMeterParams(): PasswordMeterParams | undefined {
  const v = printed('wc_password_strength_meter_params')
  return v && {
    min_password_strength: toNumber(v.min_password_strength, 3),
    stop_checkout: toBool(v.stop_checkout),
    i18n_password_error: text(v.i18n_password_error),
    i18n_password_hint: text(v.i18n_password_hint),
  }
}

/** WordPress's `pwsL10n` (password-strength-meter.js): the strength labels it translates, each only if text. */
export type PasswordLabels = Partial<Record<'unknown' | 'short' | 'bad' | 'good' | 'strong' | 'mismatch', string>>

/** The page's `pwsL10n`, normalised; undefined when it printed none. */
export function passwordLabels(): PasswordLabels | undefined {
  const v = printed('pwsL10n')
  return v && textsOf(v)
}

/** DPD Baltic's `dpd` (its checkout script): the nonce of `set_checkout_session`. */
export interface DpdGlobals {
  fe_ajax_nonce: string
}

/** The page's `dpd`, normalised; undefined when it printed none. */
export function dpdGlobals(): DpdGlobals | undefined {
  const v = printed('dpd')
  return v && { fe_ajax_nonce: text(v.fe_ajax_nonce) }
}

/**
 * PixelYourSite's `pysOptions` (tracking-consent.md §1.2), for the tracking script to come: the event lists and
 * each pixel's block as objects ({} when missing or malformed), the flags as booleans.
 */
export interface PysOptions {
  ajaxUrl: string
  /** The nonce of PixelYourSite's ajax events. */
  ajax_event: string
  staticEvents: Dict
  dynamicEvents: Dict
  triggerEvents: Dict
  triggerEventTypes: Dict
  /** Consent configuration (§1.4). */
  gdpr: Dict
  cookie: Dict
  woo: Dict
  tracking_analytics: Dict
  /** The blocks of the configured pixels only. */
  pixels: Partial<Record<'facebook' | 'ga' | 'gtm' | 'pinterest' | 'bing' | 'reddit', Dict>>
  useSendBeacon: boolean
  google_consent_mode: boolean
  debug: boolean
  /** Whether a download's `download_url` drops its query string. */
  enable_remove_download_url_param: boolean
  /** Whether the form event waits for a form plugin's "sent" event (other forms' submits then fire nothing). */
  enable_success_send_form: boolean
}

/** The page's `pysOptions`, normalised; undefined when it printed none. */
export function pysOptions(): PysOptions | undefined {
  const v = printed('pysOptions')
  if (!v) return undefined
  const pixels: PysOptions['pixels'] = {}
  for (const pixel of ['facebook', 'ga', 'gtm', 'pinterest', 'bing', 'reddit'] as const) {
    const block = dict(v[pixel])
    if (block) pixels[pixel] = block
  }
  return {
    ajaxUrl: text(v.ajaxUrl),
    ajax_event: text(v.ajax_event),
    staticEvents: dict(v.staticEvents) ?? {},
    dynamicEvents: dict(v.dynamicEvents) ?? {},
    triggerEvents: dict(v.triggerEvents) ?? {},
    triggerEventTypes: dict(v.triggerEventTypes) ?? {},
    gdpr: dict(v.gdpr) ?? {},
    cookie: dict(v.cookie) ?? {},
    woo: dict(v.woo) ?? {},
    tracking_analytics: dict(v.tracking_analytics) ?? {},
    pixels,
    useSendBeacon: toBool(v.useSendBeacon),
    google_consent_mode: toBool(v.google_consent_mode),
    debug: toBool(v.debug),
    enable_remove_download_url_param: toBool(v.enable_remove_download_url_param),
    enable_success_send_form: toBool(v.enable_success_send_form),
  }
}

/**
 * WooCommerce's `wc_order_attribution` (order-attribution.js, tracking-consent.md §4.3): how sourcebuster is set up
 * and which of its values go into which checkout field.
 */
export interface OrderAttribution {
  /** Cookie lifetime in months (WooCommerce's default 0.00001: too short for a minute, so session cookies). */
  lifetime: number
  /** Session length in minutes; 30 when not said. */
  session: number
  /** Whether the cookies are Base64-encoded (WooCommerce's option against web application firewalls). */
  base64: boolean
  /** The inputs' name prefix; `wc_order_attribution_` when not said. */
  prefix: string
  /** Whether the shop lets attribution capture (off when missing: the stock script then captures nothing). */
  allowTracking: boolean
  /** Field → sourcebuster value (`source_type` → `current.typ`); text values only, {} when missing. */
  fields: Record<string, string>
}

/**
 * The page's `wc_order_attribution`, normalised; undefined when it printed none. `v` reads another object of its
 * shape instead (Saar's settings merged over it).
 */
export function orderAttribution(v = printed('wc_order_attribution')): OrderAttribution | undefined {
  const p = dict(v?.params) ?? {}
  return v && {
    lifetime: toNumber(p.lifetime, 0.00001),
    session: toNumber(p.session, 30),
    base64: toBool(p.base64),
    prefix: text(p.prefix) || 'wc_order_attribution_',
    allowTracking: toBool(p.allowTracking),
    fields: textsOf(dict(v.fields) ?? {}),
  }
}
