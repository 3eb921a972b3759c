/** WooCommerce's catalog ordering form (loop/orderby.php) above a listing. */
import { html, type Html } from '../html'

/** The orderings WooCommerce offers, value ⇒ label, the default first. */
export const orderings: [string, string][] = [
  ['menu_order', 'Vaikimisi sorteerimine'],
  ['popularity', 'Sorteeri populaarsuse järgi'],
  ['rating', 'Sorteeri keskmise hinnangu järgi'],
  ['date', 'Sorteeri uuemad enne'],
  ['price', 'Sorteeri hinna järgi: odavamad enne'],
  ['price-desc', 'Sorteeri hinna järgi: kallimad enne'],
]

/** The form with `orderby` selected; `kept`: the listing's other query arguments, kept as hidden fields. */
export const orderingForm = (orderby: string, kept: [string, string][]): Html =>
  html`<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Poe järjestus">${orderings.map(
    ([value, label]) => html`<option value="${value}"${value === orderby ? html` selected="selected"` : ''}>${label}</option>`,
  )}</select><input type="hidden" name="paged" value="1">${kept.map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)}</form>`
