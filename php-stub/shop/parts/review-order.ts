/**
 * The inside of `#order_review` (checkout/review-order.php and checkout/payment.php): the order table with the
 * shipping methods (C2) and, only for the chosen parcel rate, its plugin's picker row (C3), then the payment
 * methods and the place-order button. update_order_review returns these two parts as fragments.
 */
import { html, raw, type Html } from '../html'
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

/** A payment method as checkout/payment-method.php prints it: its id, title, button text and the inside of its box. */
export interface PaymentMethod {
  id: string
  title: string
  /** The gateway's `order_button_text` (WooCommerce prints it as `data-order_button_text`), '' for the default. */
  buttonText: string
  box: Html
}

/** The stand-in's card gateway's id (stock/card-gateway.js is its script). */
export const CARD_GATEWAY = 'standin_card'

/**
 * WooCommerce's default credit card form (WC_Payment_Gateway_CC::form) for the stand-in's card gateway: a gateway
 * that makes a token in the browser prints its fields without names, so the card's number is never posted; its
 * script (stock/card-gateway.js) posts the token instead, and says what is wrong in the box.
 */
const cardForm = (): Html =>
  html`<p>Testmakse: kaardi andmed ei lahku sinu brauserist. Proovi kaarti 4242 4242 4242 4242 (pank keeldub kaardist 4000 0000 0000 0002).</p><fieldset id="wc-${CARD_GATEWAY}-cc-form" class="wc-credit-card-form wc-payment-form"><legend class="screen-reader-text">Kaardi andmed</legend><p class="form-row form-row-wide"><label for="${CARD_GATEWAY}-card-number">Kaardi number${raw('&nbsp;')}<span class="required" aria-hidden="true">*</span></label><input id="${CARD_GATEWAY}-card-number" class="input-text wc-credit-card-form-card-number" inputmode="numeric" autocomplete="cc-number" autocorrect="no" autocapitalize="no" spellcheck="false" type="tel" placeholder="•••• •••• •••• ••••" aria-required="true"></p><p class="form-row form-row-first"><label for="${CARD_GATEWAY}-card-expiry">Aegub (KK / AA)${raw('&nbsp;')}<span class="required" aria-hidden="true">*</span></label><input id="${CARD_GATEWAY}-card-expiry" class="input-text wc-credit-card-form-card-expiry" inputmode="numeric" autocomplete="cc-exp" type="tel" placeholder="KK / AA" aria-required="true"></p><p class="form-row form-row-last"><label for="${CARD_GATEWAY}-card-cvc">Turvakood${raw('&nbsp;')}<span class="required" aria-hidden="true">*</span></label><input id="${CARD_GATEWAY}-card-cvc" class="input-text wc-credit-card-form-card-cvc" inputmode="numeric" autocomplete="off" type="tel" maxlength="4" placeholder="CVC" aria-required="true"></p><div class="${CARD_GATEWAY}-errors" id="${CARD_GATEWAY}-errors" role="alert"></div><div class="clear"></div></fieldset>`

/**
 * Payment methods available now: bank transfer, cash on delivery (not for a DPD parcel point without COD) and the
 * stand-in's card gateway (not with `?gateways=offline`).
 */
export function paymentMethods(visitor: Visitor): PaymentMethod[] {
  const codBlocked = chosenRate(visitor).id === 'dpd_parcels' && visitor.dpdCod === '0'
  const text = (t: string): Html => html`<p>${t}</p>`
  return [
    { id: 'bacs', title: 'Pangaülekanne', buttonText: '', box: text('Tee makse otse meie pangakontole. Kasuta selgituses tellimuse numbrit.') },
    ...(codBlocked ? [] : [{ id: 'cod', title: 'Sularaha kättesaamisel', buttonText: '', box: text('Maksa kättesaamisel sularahas või kaardiga.') }]),
    ...(visitor.offlineOnly ? [] : [{ id: CARD_GATEWAY, title: 'Pangakaart (test)', buttonText: 'Maksa kaardiga', box: cardForm() }]),
  ]
}

/**
 * The terms (checkout/terms.php with the terms page's content, wc_terms_and_conditions_page_content): its text,
 * closed, which checkout.js opens in place from the link; the box the order needs ticked.
 */
const terms = (): Html =>
  html`<div class="woocommerce-terms-and-conditions-wrapper"><div class="woocommerce-privacy-policy-text"><p>Sinu isikuandmeid kasutatakse tellimuse töötlemiseks ja kogemuse toetamiseks sellel veebilehel.</p></div><div class="woocommerce-terms-and-conditions" style="display: none; max-height: 200px; overflow: auto;"><h2>Müügitingimused</h2><p>Tellimus on siduv, kui oleme selle kinnitanud. Kauba võid 14 päeva jooksul tagastada. Tarneaeg on 2–5 tööpäeva.</p></div><p class="form-row validate-required"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name="terms" id="terms"> <span class="woocommerce-terms-and-conditions-checkbox-text">Olen lugenud ja nõustun veebilehe <a href="/kasulik-info/" class="woocommerce-terms-and-conditions-link" target="_blank">müügitingimustega</a></span>${raw('&nbsp;')}<span class="required" aria-hidden="true">*</span></label><input type="hidden" name="terms-field" value="1"></p></div>`

export function paymentSection(visitor: Visitor): Html {
  const methods = paymentMethods(visitor)
  const chosen = methods.some((m) => m.id === visitor.paymentMethod) ? visitor.paymentMethod : methods[0]!.id
  return html`<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">${methods.map(
    (m) => html`<li class="wc_payment_method payment_method_${m.id}"><input id="payment_method_${m.id}" type="radio" class="input-radio" name="payment_method" value="${m.id}"${m.id === chosen ? html` checked="checked"` : ''} data-order_button_text="${m.buttonText}"><label for="payment_method_${m.id}">${m.title}</label><div class="payment_box payment_method_${m.id}"${m.id === chosen ? '' : html` style="display:none;"`}>${m.box}</div></li>`,
  )}</ul><div class="form-row place-order"><noscript>Kuna sinu brauser ei toeta JavaScripti või see on keelatud, vajuta enne tellimuse esitamist nuppu <em>Uuenda kogusummat</em>. <button type="submit" class="button alt" name="woocommerce_checkout_update_totals" value="Uuenda kogusummat">Uuenda kogusummat</button></noscript>${terms()}<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Esita tellimus" data-value="Esita tellimus">${methods.find((m) => m.id === chosen)?.buttonText || 'Esita tellimus'}</button><input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${nonce(visitor, nonceActions.processCheckout)}"><input type="hidden" name="_wp_http_referer" value="/?wc-ajax=update_order_review"></div></div>`
}
