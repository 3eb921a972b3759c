/** Estonian number and price formatting as WooCommerce prints it (decimal comma, symbol after the amount). */
import { html, raw, type Html } from './html'

/** 12.9 → "12,90". */
export const decimal = (amount: number): string => amount.toFixed(2).replace('.', ',')

/** WooCommerce's price HTML: `span.woocommerce-Price-amount.amount > bdi`, with a no-break space before the €. */
export const priceHtml = (amount: number): Html =>
  html`<span class="woocommerce-Price-amount amount"><bdi>${decimal(amount)}${raw('&nbsp;')}<span class="woocommerce-Price-currencySymbol">${raw('&euro;')}</span></bdi></span>`

/** A sale price: `del` + `ins`, with the screen-reader texts recent WooCommerce adds. */
export const salePriceHtml = (regular: number, sale: number): Html =>
  html`<del aria-hidden="true">${priceHtml(regular)}</del> <span class="screen-reader-text">Algne hind oli: ${decimal(regular)} €.</span><ins aria-hidden="true">${priceHtml(sale)}</ins><span class="screen-reader-text">Praegune hind on: ${decimal(sale)} €.</span>`

/** A price range "79,00 € – 89,00 €" as variable products print it. */
export const priceRangeHtml = (min: number, max: number): Html =>
  min === max ? priceHtml(min) : html`${priceHtml(min)} <span aria-hidden="true">–</span><span class="screen-reader-text">Hinnavahemik: ${decimal(min)} € kuni ${decimal(max)} €</span> ${priceHtml(max)}`

/** "12. märts 2025" from an ISO date. */
export function estonianDate(iso: string): string {
  const months = ['jaanuar', 'veebruar', 'märts', 'aprill', 'mai', 'juuni', 'juuli', 'august', 'september', 'oktoober', 'november', 'detsember']
  const d = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : `${iso}Z`)
  return `${d.getUTCDate()}. ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}
