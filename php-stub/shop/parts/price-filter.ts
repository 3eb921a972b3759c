/**
 * WooCommerce's "Filter products by price" widget (WC_Widget_Price_Filter, templates/content-widget-price-filter.php of
 * WooCommerce 9.9.5) in Flatsome's widget wrapper, first in the shop's sidebar. As the widget computes them: the
 * bounds are the listing's cheapest and dearest price (before the price filter, after the category, brand and search
 * ones) rounded down and up to the step of 10; the current values are the URL's `min_price` and `max_price` rounded
 * alike (PHP's floatval: what is no number reads as 0), else the bounds; no widget when the bounds meet. The form keeps
 * the listing's other query arguments as hidden fields, as wc_query_string_form_fields does, without `paged`.
 */
import { html, raw, type Html } from '../html'

/** The widget's step (woocommerce_price_filter_widget_step's default). */
export const PRICE_STEP = 10

/** PHP's floatval of a query argument: its leading number, else 0. */
export const floatval = (text: string): number => {
  const match = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(text)
  return match ? Number(match[0]) : 0
}

/** The `min_price` / `max_price` the URL asks for (undefined: not asked). */
export function priceQuery(params: URLSearchParams): { min?: number; max?: number } {
  const read = (name: string) => (params.has(name) ? floatval(params.get(name)!) : undefined)
  return { min: read('min_price'), max: read('max_price') }
}

/** The widget for a listing whose prices run from `lowest` to `highest`, or nothing when they meet. */
export function priceFilter(lowest: number, highest: number, params: URLSearchParams): Html {
  const min = Math.floor(lowest / PRICE_STEP) * PRICE_STEP
  const max = Math.ceil(highest / PRICE_STEP) * PRICE_STEP
  if (!(min < max)) return html``
  const asked = priceQuery(params)
  const current = [asked.min === undefined ? min : Math.floor(asked.min / PRICE_STEP) * PRICE_STEP, asked.max === undefined ? max : Math.ceil(asked.max / PRICE_STEP) * PRICE_STEP]
  const kept = [...params.entries()].filter(([k]) => k !== 'min_price' && k !== 'max_price' && k !== 'paged')
  return html`<aside id="woocommerce_price_filter-2" class="widget woocommerce widget_price_filter"><span class="widget-title shop-sidebar">Filtreeri hinna järgi</span><div class="is-divider small"></div><form method="get" action="/pood/">
<div class="price_slider_wrapper"><div class="price_slider" style="display:none;"></div><div class="price_slider_amount" data-step="${PRICE_STEP}">
<label class="screen-reader-text" for="min_price">Min hind</label><input type="text" id="min_price" name="min_price" value="${current[0]}" data-min="${min}" placeholder="Min hind">
<label class="screen-reader-text" for="max_price">Max hind</label><input type="text" id="max_price" name="max_price" value="${current[1]}" data-max="${max}" placeholder="Max hind">
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
