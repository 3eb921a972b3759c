/**
 * The inside of `#order_review` (checkout/review-order.php and checkout/payment.php): the order table with the
 * shipping methods (C2) and, only for the chosen parcel rate, its plugin's picker row (C3), then the payment
 * methods and the place-order button. update_order_review returns these two parts as fragments.
 */
import { html, type Html } from '../html'
import { cartLines, chosenRate, orderTotal, shippingRates, subtotal } from '../cart'
import { priceHtml } from '../format'
import { couponRows } from '../pages/cart'
import { variationList } from './mini-cart'
import { activeTerminals, officeGroups, officeRows, terminalById, terminalItems, terminalPage } from '../pickup-data'
import { nonce, nonceActions, type Visitor } from '../visitors'

const rateInputId = (id: string): string => `shipping_method_0_${id.replace(/:/g, '')}`

/** DPD Baltic's custom dropdown row (no select): the search input, the first page of points, a load-more button. */
function dpdTerminalRow(visitor: Visitor): Html {
  const selected = terminalById(visitor.dpdTerminal)
  const first = terminalPage(visitor.country, 0)
  return html`<tr class="wc_shipping_dpd_terminals"><th>Vali pakiautomaat</th><td><div class="custom-dropdown" data-country="${visitor.country}"><div class="selected-option" data-value="${selected?.parcelshop_id ?? ''}">${selected ? selected.name : 'Vali pakiautomaat'}</div><ul class="dropdown-list"><li class="search-pudo"><label class="screen-reader-text" for="dpd-pudo-search">Otsi pakiautomaati</label><input type="text" class="js--pudo-search" id="dpd-pudo-search" placeholder="Otsi pakiautomaati…" autocomplete="off"></li>${terminalItems(first.rows, visitor.dpdTerminal)}${
    first.hasMore ? html`<li class="load-more"><button type="button" class="button js--pudo-load-more" data-page="1">Laadi veel</button></li>` : ''
  }</ul></div><input type="hidden" name="wc_shipping_dpd_parcels_terminal" id="wc_shipping_dpd_parcels_terminal" value="${selected?.parcelshop_id ?? ''}" data-count="${activeTerminals(visitor.country).length}"></td></tr>`
}

/** E-Abi's cascading row: group select, then the offices of the chosen group. */
function eabiOfficeRow(visitor: Visitor): Html {
  const carrier = 'eabi_omniva_parcelterminal'
  const chosenOffice = visitor.eabiOffice[carrier] ?? ''
  const offices = visitor.eabiGroup ? officeRows(visitor.country, visitor.eabiGroup, chosenOffice) : []
  return html`<tr id="eabi_postoffice_pickup_location_div" class="eabi-postoffice-pickup-location"><th>Vali pakiautomaat</th><td><label class="screen-reader-text" for="eabi_postoffice_pickup_group">Maakond või linn</label><select id="eabi_postoffice_pickup_group" name="eabi_postoffice_pickup_group" data-carrier_code="${carrier}" data-address_id="${visitor.country}"><option value="">Vali maakond või linn…</option>${officeGroups(visitor.country).map(
    (g) => html`<option value="${g.id}"${g.id === visitor.eabiGroup ? html` selected="selected"` : ''}>${g.title}</option>`,
  )}</select> <label class="screen-reader-text" for="eabi_postoffice_pickup_location">Pakiautomaat</label><select id="eabi_postoffice_pickup_location" name="eabi_postoffice_pickup_location" data-carrier_code="${carrier}"><option value="">Vali pakiautomaat…</option>${offices.map(
    (o) => html`<option value="${o.value}"${o.selected ? html` selected="selected"` : ''}>${o.label}</option>`,
  )}</select></td></tr>`
}

function shippingRows(visitor: Visitor): Html {
  const chosen = chosenRate(visitor)
  const picker = chosen.id === 'dpd_parcels' ? dpdTerminalRow(visitor) : chosen.id === 'eabi_omniva_parcelterminal' ? eabiOfficeRow(visitor) : html``
  return html`<tr class="woocommerce-shipping-totals shipping"><th>Tarne</th><td data-title="Tarne"><ul id="shipping_method" class="woocommerce-shipping-methods">${shippingRates.map(
    (r) => html`<li><input type="radio" name="shipping_method[0]" data-index="0" id="${rateInputId(r.id)}" value="${r.id}" class="shipping_method"${r.id === chosen.id ? html` checked="checked"` : ''}><label for="${rateInputId(r.id)}">${r.label}${r.cost ? html`: ${priceHtml(r.cost)}` : ''}</label></li>`,
  )}</ul></td></tr>${picker}`
}

export function reviewOrderTable(visitor: Visitor): Html {
  return html`<table class="shop_table woocommerce-checkout-review-order-table"><thead><tr><th class="product-name">Toode</th><th class="product-total">Vahesumma</th></tr></thead><tbody>${cartLines(visitor).map(
    (line) => html`<tr class="cart_item"><td class="product-name">${line.product.name} <strong class="product-quantity">× ${line.item.quantity}</strong>${variationList(line)}</td><td class="product-total">${priceHtml(line.total)}</td></tr>`,
  )}</tbody><tfoot><tr class="cart-subtotal"><th>Vahesumma</th><td>${priceHtml(subtotal(visitor))}</td></tr>${couponRows(visitor)}${shippingRows(visitor)}<tr class="order-total"><th>Kokku</th><td><strong>${priceHtml(orderTotal(visitor))}</strong></td></tr></tfoot></table>`
}

/** Payment methods available now: cash on delivery disappears for a parcel point without COD. */
export function paymentMethods(visitor: Visitor): { id: string; title: string; description: string }[] {
  const codBlocked = chosenRate(visitor).id === 'dpd_parcels' && visitor.dpdCod === '0'
  return [
    { id: 'bacs', title: 'Pangaülekanne', description: 'Tee makse otse meie pangakontole. Kasuta selgituses tellimuse numbrit.' },
    ...(codBlocked ? [] : [{ id: 'cod', title: 'Sularaha kättesaamisel', description: 'Maksa kättesaamisel sularahas või kaardiga.' }]),
  ]
}

export function paymentSection(visitor: Visitor): Html {
  const methods = paymentMethods(visitor)
  const chosen = methods.some((m) => m.id === visitor.paymentMethod) ? visitor.paymentMethod : methods[0]!.id
  return html`<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">${methods.map(
    (m) => html`<li class="wc_payment_method payment_method_${m.id}"><input id="payment_method_${m.id}" type="radio" class="input-radio" name="payment_method" value="${m.id}"${m.id === chosen ? html` checked="checked"` : ''} data-order_button_text=""><label for="payment_method_${m.id}">${m.title}</label><div class="payment_box payment_method_${m.id}"${m.id === chosen ? '' : html` style="display:none;"`}><p>${m.description}</p></div></li>`,
  )}</ul><div class="form-row place-order"><noscript>Kuna sinu brauser ei toeta JavaScripti või see on keelatud, vajuta enne tellimuse esitamist nuppu <em>Uuenda kogusummat</em>. <button type="submit" class="button alt" name="woocommerce_checkout_update_totals" value="Uuenda kogusummat">Uuenda kogusummat</button></noscript><div class="woocommerce-terms-and-conditions-wrapper"><div class="woocommerce-privacy-policy-text"><p>Sinu isikuandmeid kasutatakse tellimuse töötlemiseks ja kogemuse toetamiseks sellel veebilehel.</p></div></div><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Esita tellimus" data-value="Esita tellimus">Esita tellimus</button><input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${nonce(visitor, nonceActions.processCheckout)}"><input type="hidden" name="_wp_http_referer" value="/?wc-ajax=update_order_review"></div></div>`
}
