/**
 * WooCommerce's "Filter products by price" widget (WC_Widget_Price_Filter, templates/content-widget-price-filter.php of
 * WooCommerce 9.9.5) in Flatsome's widget wrapper, first in the shop's sidebar. As the widget computes them: the
 * bounds are the listing's cheapest and dearest price (before the price filter, after the category, brand and search
 * ones) rounded down and up to the step of 10; the current values are the URL's `min_price` and `max_price` rounded
 * alike (PHP's floatval: what is no number reads as 0), else the bounds, printed as PHP prints a float; no widget when
 * the bounds meet. The form goes to the listing it is on (`listingAction`) and keeps the listing's other query
 * arguments as hidden fields, as wc_query_string_form_fields does, without `paged`.
 */
import { html, raw, type Html } from '../html'

/** The widget's step (woocommerce_price_filter_widget_step's default). */
export const PRICE_STEP = 10

/**
 * PHP's floatval of a query argument: its leading number after ASCII white space (zend_strtod), else 0; past the
 * double's range it is INF.
 */
export const floatval = (text: string): number => {
  const match = /^[ \t\n\r\v\f]*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(text)
  return match ? Number(match[0].replace(/^[ \t\n\r\v\f]+/, '')) : 0
}

/**
 * A float as PHP 8 prints it (`echo`, esc_attr): 14 significant digits (the `precision` setting), `INF`, `-INF`,
 * `-0`, and past 14 digits before the point or 4 zeros after it the exponent form `1.0E+20`, `1.5E-7`.
 */
export function phpFloat(value: number): string {
  if (Number.isNaN(value)) return 'NAN'
  if (!Number.isFinite(value)) return value > 0 ? 'INF' : '-INF'
  if (value === 0) return Object.is(value, -0) ? '-0' : '0'
  const [mantissa, exponent] = Math.abs(value).toExponential(13).split('e') as [string, string]
  const digits = mantissa.replace('.', '').replace(/0+$/, '')
  const point = Number(exponent) + 1
  const sign = value < 0 ? '-' : ''
  if (point < -3 || point > 14) return `${sign}${digits[0]}.${digits.slice(1) || '0'}E${point > 0 ? '+' : '-'}${Math.abs(point - 1)}`
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`
  return sign + (digits.length <= point ? digits + '0'.repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`)
}

/** The `min_price` / `max_price` the URL asks for (undefined: not asked). */
export function priceQuery(params: URLSearchParams): { min?: number; max?: number } {
  const read = (name: string) => (params.has(name) ? floatval(params.get(name)!) : undefined)
  return { min: read('min_price'), max: read('max_price') }
}

/**
 * Where the widget's form goes: the listing it is on. WooCommerce prints the request's own address without its
 * `/page/<n>` (home_url( trailingslashit( $wp->request ) )): the shop page, or the category's or brand's archive. The
 * stand-in's archives are its listing with `product_cat` / `product_brand`, so those stay on the path (a GET form's
 * own fields replace the query on submit; the hidden fields carry them as well).
 */
export function listingAction(url: URL): string {
  const path = url.pathname.replace(/\/page\/\d+\/?$/, '/')
  const term = new URLSearchParams()
  for (const name of ['product_cat', 'product_brand']) if (url.searchParams.get(name)) term.set(name, url.searchParams.get(name)!)
  return term.size ? `${path}?${term}` : path
}

/**
 * The widget for the listing at `url` whose prices run from `lowest` to `highest`, or undefined when they meet (then
 * nothing prints). WooCommerce enqueues `wc-price-slider` as the widget renders, so the listing tells the layout
 * (`priceFilter` in its page options) to print `woocommerce_price_slider_params` and, in stock mode, the stand-in of
 * price-slider.js only where this printed.
 */
export function priceFilter(lowest: number, highest: number, url: URL): Html | undefined {
  const params = url.searchParams
  const min = Math.floor(lowest / PRICE_STEP) * PRICE_STEP
  const max = Math.ceil(highest / PRICE_STEP) * PRICE_STEP
  if (!(min < max)) return undefined
  const asked = priceQuery(params)
  const current = [asked.min === undefined ? min : Math.floor(asked.min / PRICE_STEP) * PRICE_STEP, asked.max === undefined ? max : Math.ceil(asked.max / PRICE_STEP) * PRICE_STEP].map(phpFloat)
  const kept = [...params.entries()].filter(([k]) => k !== 'min_price' && k !== 'max_price' && k !== 'paged')
  return html`<aside id="woocommerce_price_filter-2" class="widget woocommerce widget_price_filter"><span class="widget-title shop-sidebar">Filtreeri hinna järgi</span><div class="is-divider small"></div><form method="get" action="${listingAction(url)}">
<div class="price_slider_wrapper"><div class="price_slider" style="display:none;"></div><div class="price_slider_amount" data-step="${PRICE_STEP}">
<label class="screen-reader-text" for="min_price">Min hind</label><input type="text" id="min_price" name="min_price" value="${current[0]}" data-min="${phpFloat(min)}" placeholder="Min hind">
<label class="screen-reader-text" for="max_price">Max hind</label><input type="text" id="max_price" name="max_price" value="${current[1]}" data-max="${phpFloat(max)}" placeholder="Max hind">
<button type="submit" class="button">Filtreeri</button>
<div class="price_label" style="display:none;">Hind: <span class="from"></span> ${raw('&mdash;')} <span class="to"></span></div>
${kept.map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)}<div class="clear"></div></div></div></form></aside>`
}

/** The widget's money format (the constructor's wp_localize_script): WooCommerce's, HTML-escaped as it prints it. */
export const priceSliderParams = {
  currency_format_num_decimals: 0,
  currency_format_symbol: '&euro;',
  currency_format_decimal_sep: ',',
  currency_format_thousand_sep: ' ',
  currency_format: '%v&nbsp;%s',
}
