/**
 * The checkout's shipping rows (C2, C3): the rates list and each parcel plugin's picker row, as pure functions of
 * plain data so the stand-in's order review and the DOM tests print the same theme markup from one source.
 */
import { html, type Html } from '../html'
import type { ShippingRate } from '../cart'
import type { Terminal } from '../catalogue'
import { priceHtml } from '../format'
import { terminalItems } from '../pickup-data'

const rateInputId = (id: string): string => `shipping_method_0_${id.replace(/:/g, '')}`

/**
 * cart/cart-shipping.php's row: radios when several rates are offered, a single hidden input when only one is
 * (as WooCommerce prints it), the chosen one checked; `after` is what the cart page prints below the list (the
 * destination and the shipping calculator).
 */
export function shippingRatesRow(rates: readonly ShippingRate[], chosen: string, after: Html = html``): Html {
  const type = rates.length > 1 ? 'radio' : 'hidden'
  return html`<tr class="woocommerce-shipping-totals shipping"><th>Tarne</th><td data-title="Tarne"><ul id="shipping_method" class="woocommerce-shipping-methods">${rates.map(
    (r) => html`<li><input type="${type}" name="shipping_method[0]" data-index="0" id="${rateInputId(r.id)}" value="${r.id}" class="shipping_method"${r.id === chosen ? html` checked="checked"` : ''}><label for="${rateInputId(r.id)}">${r.label}${r.cost ? html`: ${priceHtml(r.cost)}` : ''}</label></li>`,
  )}</ul>${after}</td></tr>`
}

/** What DPD Baltic's row shows: the country, the chosen point, the first page of points, and the country's total. */
export interface DpdRowData {
  country: string
  selected: Terminal | undefined
  rows: readonly Terminal[]
  hasMore: boolean
  count: number
}

/** DPD Baltic's custom dropdown row (no select): the search input, the first page of points, a load-more button. */
export function dpdTerminalRow({ country, selected, rows, hasMore, count }: DpdRowData): Html {
  const id = selected?.parcelshop_id ?? ''
  return html`<tr class="wc_shipping_dpd_terminals"><th>Vali pakiautomaat</th><td><div class="custom-dropdown" data-country="${country}"><div class="selected-option" data-value="${id}">${selected ? selected.name : 'Vali pakiautomaat'}</div><ul class="dropdown-list"><li class="search-pudo"><label class="screen-reader-text" for="dpd-pudo-search">Otsi pakiautomaati</label><input type="text" class="js--pudo-search" id="dpd-pudo-search" placeholder="Otsi pakiautomaati…" autocomplete="off"></li>${terminalItems([...rows], id)}${
    hasMore ? html`<li class="load-more"><button type="button" class="button js--pudo-load-more" data-page="1">Laadi veel</button></li>` : ''
  }</ul></div><input type="hidden" name="wc_shipping_dpd_parcels_terminal" id="wc_shipping_dpd_parcels_terminal" value="${id}" data-count="${count}"></td></tr>`
}

/** What E-Abi's row shows: the country, its groups, the chosen group, that group's offices and the chosen office. */
export interface EabiRowData {
  country: string
  groups: readonly { id: string; title: string }[]
  group: string
  offices: readonly { value: string; label: string }[]
  chosen: string
}

/** E-Abi's cascading row: group select, then the offices of the chosen group. */
export function eabiOfficeRow({ country, groups, group, offices, chosen }: EabiRowData): Html {
  const carrier = 'eabi_omniva_parcelterminal'
  return html`<tr id="eabi_postoffice_pickup_location_div" class="eabi-postoffice-pickup-location"><th>Vali pakiautomaat</th><td><label class="screen-reader-text" for="eabi_postoffice_pickup_group">Maakond või linn</label><select id="eabi_postoffice_pickup_group" name="eabi_postoffice_pickup_group" data-carrier_code="${carrier}" data-address_id="${country}"><option value="">Vali maakond või linn…</option>${groups.map(
    (g) => html`<option value="${g.id}"${g.id === group ? html` selected="selected"` : ''}>${g.title}</option>`,
  )}</select> <label class="screen-reader-text" for="eabi_postoffice_pickup_location">Pakiautomaat</label><select id="eabi_postoffice_pickup_location" name="eabi_postoffice_pickup_location" data-carrier_code="${carrier}"><option value="">Vali pakiautomaat…</option>${offices.map(
    (o) => html`<option value="${o.value}"${o.value === chosen ? html` selected="selected"` : ''}>${o.label}</option>`,
  )}</select></td></tr>`
}
