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
import { activeTerminals, officeGroups, officeRows, terminalById, terminalPage } from '../pickup-data'
import { dpdTerminalRow, eabiOfficeRow, shippingRatesRow } from './shipping-rows'
import { nonce, nonceActions, type Visitor } from '../visitors'

/** The rates list and, only for the chosen parcel rate, its plugin's picker row, from the visitor's choices. */
function shippingRows(visitor: Visitor): Html {
  const chosen = chosenRate(visitor)
  return html`${shippingRatesRow(shippingRates, chosen.id)}${chosen.id === 'dpd_parcels' ? dpdRow(visitor) : chosen.id === 'eabi_omniva_parcelterminal' ? eabiRow(visitor) : ''}`
}

function dpdRow(visitor: Visitor): Html {
  const first = terminalPage(visitor.country, 0)
  return dpdTerminalRow({ country: visitor.country, selected: terminalById(visitor.dpdTerminal), rows: first.rows, hasMore: first.hasMore, count: activeTerminals(visitor.country).length })
}

function eabiRow(visitor: Visitor): Html {
  const chosen = visitor.eabiOffice['eabi_omniva_parcelterminal'] ?? ''
  const offices = visitor.eabiGroup ? officeRows(visitor.country, visitor.eabiGroup, chosen) : []
  return eabiOfficeRow({ country: visitor.country, groups: officeGroups(visitor.country), group: visitor.eabiGroup, offices, chosen })
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
