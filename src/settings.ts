/**
 * Typed settings for every island.
 *
 * The plugin prints one JSON object in `<script type="application/json" id="saar-settings">`. A shop that has not
 * changed its PHP still has WooCommerce's localized globals (`woocommerce_params`, `wc_add_to_cart_params`, …), so
 * every value falls back to them. `wp_localize_script` turns booleans into "1" / "" and numbers into strings: all of
 * that is normalised here, once, so no island ever compares against "yes" or "1".
 */

/** The shape of the JSON the plugin prints. Every key is optional: a missing key falls back to the stock globals. */
export interface RawSettings {
  locale?: string
  siteTitle?: string
  homeUrl?: string
  /** admin-ajax.php */
  ajaxUrl?: string
  /** WooCommerce's wc-ajax URL with the `%%endpoint%%` placeholder. */
  wcAjaxUrl?: string
  restUrl?: string
  restNonce?: string
  cartUrl?: string
  checkoutUrl?: string
  isCart?: unknown
  isCheckout?: unknown
  cartRedirectAfterAdd?: unknown
  /** The four anti-spam fields added to every POST: name → value. */
  antiSpam?: Record<string, string>
  /** Nonces by purpose (e.g. `updateOrderReview`, `feAjax`). */
  nonces?: Record<string, string>
  /** Overrides of user-visible strings, by message key. */
  i18n?: Record<string, string>
  /** Heavy files loaded on demand: asset name → URL. */
  assets?: Record<string, string>
  /** Their Subresource Integrity hashes, by asset name (on the checkout). */
  integrity?: Record<string, string>
  /** Default ajax timeout in milliseconds. */
  ajaxTimeout?: unknown
  /** Settings owned by one feature, normalised by that feature. */
  features?: FeatureSettings
}

/**
 * Feature settings. `account` and `cart` carry what the localized parameters of the stock scripts the plugin
 * replaced held (wc_password_strength_meter_params, wc_cart_fragments_params), computed as WooCommerce computes
 * them; the islands that read them (passwordRules() in islands/account/password.ts, the cart fragments) fall back
 * to those globals on a shop that still prints them.
 */
export interface FeatureSettings {
  [feature: string]: unknown
  account?: {
    /** `min_password_strength`: the zxcvbn score (0–4) a password needs; WooCommerce's default is 3. */
    minPasswordStrength?: unknown
    /** `stop_checkout`: enforce that minimum at checkout too. */
    stopCheckout?: unknown
  }
  /** wc_cart_fragments_params' own names, so the plugin's object overrides the stock one key by key. */
  cart?: {
    /** The sessionStorage key of the stored fragments. */
    fragment_name?: unknown
    /** The session and local storage key of the cart hash. */
    cart_hash_key?: unknown
    /** Milliseconds before a fragments refresh gives up. */
    request_timeout?: unknown
  }
  /**
   * Order attribution: `wc_order_attribution.params`' own names (`lifetime`, `session`, `base64`, `prefix`,
   * `allowTracking`), its `fields` map, and sourcebuster's `promocode` (`{min, max}`); each overrides the stock
   * global's, which a shop whose plugin dequeues WooCommerce's script no longer prints.
   */
  attribution?: Record<string, unknown>
}

/** Settings after normalisation. */
export interface Settings {
  locale: string
  siteTitle: string
  homeUrl: string
  ajaxUrl: string
  wcAjaxUrl: string
  restUrl: string
  restNonce: string
  cartUrl: string
  checkoutUrl: string
  isCart: boolean
  isCheckout: boolean
  cartRedirectAfterAdd: boolean
  antiSpam: Record<string, string>
  nonces: Record<string, string>
  i18n: Record<string, string>
  assets: Record<string, string>
  integrity: Record<string, string>
  ajaxTimeout: number
  features: Record<string, unknown>
}

type Dict = Record<string, unknown>

const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Reads a localized boolean the way WordPress prints them: true, 1, "1", "yes", "true", "on" are true; false, 0, "",
 * "0", "no", "false", "off", null and undefined are false; anything else gives `fallback`.
 */
export function toBool(value: unknown, fallback = false): boolean {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : value
  if ([true, 1, '1', 'yes', 'true', 'on'].includes(v as never)) return true
  if ([false, 0, '', '0', 'no', 'false', 'off', null, undefined].includes(v as never)) return false
  return fallback
}

/** Reads a localized number ("5000" or 5000); anything else gives `fallback`. */
export function toNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'number' || (typeof value === 'string' && value.trim()) ? Number(value) : NaN
  return Number.isFinite(n) ? n : fallback
}

/** The first non-empty string among the candidates, else `fallback`. */
const firstString = (candidates: unknown[], fallback = ''): string =>
  (candidates.find((c) => typeof c === 'string' && c !== '') as string | undefined) ?? fallback

/** Keeps only string and number values, so a tampered map cannot smuggle objects into requests or text. */
function stringMap(value: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (isDict(value))
    for (const k in value) {
      const v = value[k]
      if (typeof v == 'string' || typeof v == 'number') out[k] = String(v)
    }
  return out
}

/** Parses the plugin's settings element. Malformed JSON gives `{}` and a console warning, never a crash. */
export function readSettingsJson(doc: Document): RawSettings {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById('saar-settings')?.textContent || '{}')
    return isDict(parsed) ? parsed : {}
  } catch {
    console.warn('[saar] settings JSON is malformed; using the stock globals')
    return {}
  }
}

/** Stock i18n keys of WooCommerce's globals, as `global.key` → Saar message key. */
const stockStrings: Record<string, string> = {
  'wc_add_to_cart_params.i18n_view_cart': 'viewCart',
  'woocommerce_params.i18n_password_show': 'passwordShow',
  'woocommerce_params.i18n_password_hide': 'passwordHide',
  'wc_add_to_cart_variation_params.i18n_no_matching_variations_text': 'noMatchingVariations',
  'wc_add_to_cart_variation_params.i18n_make_a_selection_text': 'makeASelection',
  'wc_add_to_cart_variation_params.i18n_unavailable_text': 'unavailableVariation',
  'wc_add_to_cart_variation_params.i18n_reset_alert_text': 'resetAlert',
  'wc_single_product_params.i18n_required_rating_text': 'requiredRating',
}

/** Merges the plugin's JSON with the stock WooCommerce globals and normalises every value. */
export function normaliseSettings(raw: RawSettings, globals: Dict, doc?: Document): Settings {
  const g = (name: string): Dict => (isDict(globals[name]) ? globals[name] : {})
  const wc = g('woocommerce_params')
  const atc = g('wc_add_to_cart_params')
  const checkout = g('wc_checkout_params')
  const fragments = g('wc_cart_fragments_params')
  const wpApi = g('wpApiSettings')
  // The stock globals carry the site's translations: they beat the built-in text, the plugin's JSON beats them.
  const stockI18n: Dict = {}
  for (const path in stockStrings) {
    const [name, key] = path.split('.') as [string, string]
    stockI18n[stockStrings[path]!] = g(name)[key] || undefined
  }
  return {
    locale: firstString([raw.locale, doc?.documentElement.lang]),
    siteTitle: firstString([raw.siteTitle, doc?.title]),
    homeUrl: firstString([raw.homeUrl], '/'),
    ajaxUrl: firstString([raw.ajaxUrl, wc.ajax_url, atc.ajax_url], '/wp-admin/admin-ajax.php'),
    wcAjaxUrl: firstString(
      [raw.wcAjaxUrl, wc.wc_ajax_url, atc.wc_ajax_url, g('wc_add_to_cart_variation_params').wc_ajax_url, fragments.wc_ajax_url, g('wc_cart_params').wc_ajax_url],
      '/?wc-ajax=%%endpoint%%',
    ),
    restUrl: firstString([raw.restUrl, wpApi.root], '/wp-json/'),
    restNonce: firstString([raw.restNonce, wpApi.nonce]),
    // Without either, the cart link of Flatsome's header (the theme this front-end serves) is the cart page.
    cartUrl: firstString([raw.cartUrl, atc.cart_url, doc?.querySelector('a.header-cart-link')?.getAttribute('href')]),
    // Not wc_checkout_params.checkout_url: that is the wc-ajax endpoint that places the order, not the page.
    checkoutUrl: firstString([raw.checkoutUrl]),
    // Else the classes WooCommerce gives the body of its cart and checkout pages (wc_body_class).
    isCart: toBool(raw.isCart ?? atc.is_cart ?? doc?.body?.classList.contains('woocommerce-cart')),
    isCheckout: toBool(raw.isCheckout ?? checkout.is_checkout ?? doc?.body?.classList.contains('woocommerce-checkout')),
    cartRedirectAfterAdd: toBool(raw.cartRedirectAfterAdd ?? atc.cart_redirect_after_add),
    antiSpam: stringMap(raw.antiSpam),
    nonces: stringMap(raw.nonces),
    i18n: { ...stringMap(stockI18n), ...stringMap(raw.i18n) },
    assets: stringMap(raw.assets),
    integrity: stringMap(raw.integrity),
    ajaxTimeout: toNumber(raw.ajaxTimeout ?? fragments.request_timeout, 10000),
    features: isDict(raw.features) ? raw.features : {},
  }
}

let cached: Settings | undefined

/** The page's settings, read once. */
export function settings(): Settings {
  return (cached ??= normaliseSettings(readSettingsJson(document), window as unknown as Dict, document))
}

/** Forgets the cached settings (tests, and pages that print a new settings element). */
export function resetSettings(): void {
  cached = undefined
}

const missing = new WeakMap<Settings, Set<string>>()

/**
 * Says once a page, in the console, that something cannot work because a setting is missing (a shop that enqueues
 * Saar by hand prints none, and neither its globals nor its markup had the value): never a silent failure.
 */
export function missingSetting(setting: string, what: string): void {
  const said = missing.get(settings()) ?? new Set<string>()
  missing.set(settings(), said)
  if (!said.has(setting)) said.add(setting), console.warn(`[saar] ${what}: set \`${setting}\` in the settings`)
}

/** One feature's own settings object, or `{}`. */
export function featureSettings(name: string): Dict {
  const value = settings().features[name]
  return isDict(value) ? value : {}
}
