/**
 * The price filter's labels as WooCommerce's price-slider.js writes them (accounting.js's `formatMoney` with
 * `woocommerce_price_slider_params`): the amount with its decimals, decimal separator and thousands separator, put in
 * the shop's price format (`%s` the currency symbol, `%v` the amount: `%v&nbsp;%s` gives "1 250 €"). The parameters
 * are HTML-escaped on the server (`&euro;`, `&nbsp;`): they are decoded to text, and the label is text, never markup.
 */
import { decodedText } from '../../src/safe-html'

export interface MoneyFormat {
  symbol: string
  decimals: number
  decimalSeparator: string
  thousandSeparator: string
  /** `%s` is the symbol, `%v` the amount. */
  format: string
}

type Params = Record<string, unknown> | undefined

const text = (value: unknown, fallback: string): string => (typeof value == 'string' ? decodedText(value) : fallback)

/** The format from `woocommerce_price_slider_params` (WooCommerce passes 0 decimals); defaults for what is missing. */
export function moneyFormat(params: Params): MoneyFormat {
  const decimals = Number(params?.currency_format_num_decimals)
  const format = text(params?.currency_format, '%s%v')
  return {
    symbol: text(params?.currency_format_symbol, ''),
    decimals: Number.isInteger(decimals) && decimals >= 0 && decimals <= 4 ? decimals : 0,
    decimalSeparator: text(params?.currency_format_decimal_sep, '.'),
    thousandSeparator: text(params?.currency_format_thousand_sep, ','),
    format: format.includes('%v') ? format : '%s%v',
  }
}

/** `value` as the shop writes a price. */
export function formatMoney(value: number, f: MoneyFormat): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(f.decimals).split('.')
  const amount = whole.replace(/\B(?=(\d{3})+$)/g, f.thousandSeparator) + (fraction ? f.decimalSeparator + fraction : '')
  // Replaced by a function: a `$` in the symbol or the amount is no replacement pattern.
  return (value < 0 ? '-' : '') + f.format.replace(/%s|%v/g, (m) => (m == '%s' ? f.symbol : amount))
}
