/**
 * The classic checkout (`/kassa/`, C1–C5) in Flatsome's two columns, as WooCommerce 9.9's templates print it: the
 * returning customer's login toggle and form (global/form-login.php, for a guest), the coupon toggle and form,
 * billing fields with help texts, account creation with a password (generate-password off; both from
 * parts/checkout-fields.ts, whose field list the checkout handler validates), "ship to a different address" with the
 * shipping fields (checkout/form-shipping.php), order notes, `<wc-order-attribution-inputs>`, and `#order_review`
 * (its payment methods and terms in parts/review-order.ts). `?gateways=offline` leaves the card gateway out (kept
 * for the visitor, so the order review's refreshes leave it out too). Also the order-received page.
 */
import { html, raw, type Html } from '../html'
import { reviewOrderTable, paymentSection } from '../parts/review-order'
import { noticesWrapper } from '../parts/notices'
import { accountFields, billingFieldsFor, formField, shippingFieldsFor } from '../parts/checkout-fields'
import { accountPaths, checkoutUrl, type RequestContext } from '../context'
import { orders } from '../catalogue'
import { priceHtml } from '../format'
import { nonce, nonceActions } from '../visitors'
import type { PageOptions } from '../layout'

/** global/form-login.php on the checkout: its toggle, and the form (closed) that logs in and comes back here. */
const loginForm = (ctx: RequestContext): Html =>
  html`<div class="woocommerce-form-login-toggle"><div class="woocommerce-info message-wrapper" role="status"><div class="message-container container medium-text-center">Oled varem ostnud? <a href="#" class="showlogin">Kliki siia sisselogimiseks</a></div></div></div>
<form class="woocommerce-form woocommerce-form-login login" method="post" style="display:none;"><p>Kui oled meilt varem ostnud, sisesta oma andmed allpool. Kui oled uus klient, jätka arveldus- ja tarneandmetega.</p><p class="form-row form-row-first"><label for="username">Kasutajanimi või e-posti aadress${raw('&nbsp;')}<span class="required" aria-hidden="true">*</span></label><input type="text" class="input-text" name="username" id="username" autocomplete="username" required aria-required="true"></p><p class="form-row form-row-last"><label for="password">Parool${raw('&nbsp;')}<span class="required" aria-hidden="true">*</span></label><input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p><div class="clear"></div><p class="form-row"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>Jäta mind meelde</span></label><input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${nonce(ctx.visitor, nonceActions.login)}"><input type="hidden" name="_wp_http_referer" value="${checkoutUrl}"><input type="hidden" name="redirect" value="${checkoutUrl}"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Logi sisse">Logi sisse</button></p><p class="lost_password"><a href="${accountPaths.lostPassword}">Kaotasid parooli?</a></p><div class="clear"></div></form>`

/** checkout/form-shipping.php: the box, and the shipping address WooCommerce's script shows while it is ticked. */
function shippingFields(value: (name: string) => string): Html {
  const country = value('shipping_country') || 'EE'
  const ticked = value('ship_to_different_address') === '1'
  return html`<div class="woocommerce-shipping-fields"><h3 id="ship-to-different-address"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" type="checkbox" name="ship_to_different_address" value="1"${ticked ? raw(' checked="checked"') : ''}> <span>Kas saata teisele aadressile?</span></label></h3><div class="shipping_address"><div class="woocommerce-shipping-fields__field-wrapper">${shippingFieldsFor(country).map((f) => formField(f, value(f.name), country))}</div></div></div>`
}

export function checkoutPage(ctx: RequestContext, posted?: URLSearchParams): PageOptions {
  const v = ctx.visitor
  v.offlineOnly = ctx.url.searchParams.get('gateways') === 'offline'
  const value = (name: string): string => posted?.get(name) ?? (name === 'billing_country' ? v.country : name === 'shipping_country' ? 'EE' : '')
  const country = value('billing_country')
  const accounts = ctx.user ? html`` : accountFields()
  const content = html`<div class="container"><h1 class="entry-title">Kassa</h1><div class="woocommerce">${noticesWrapper(v.notices.splice(0))}
${ctx.user ? '' : loginForm(ctx)}<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info message-wrapper" role="status"><div class="message-container container medium-text-center">Kas sul on kupong? <a href="#" role="button" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">Kliki siia koodi sisestamiseks</a></div></div></div>
<form class="checkout_coupon woocommerce-form-coupon has-border is-dashed" method="post" style="display:none" id="woocommerce-checkout-form-coupon"><p>Kui sul on kupongi kood, sisesta see allpool.</p><div class="coupon"><div class="flex-row medium-flex-wrap"><div class="flex-col flex-grow"><label for="coupon_code" class="screen-reader-text">Kupong:</label><input type="text" name="coupon_code" class="input-text" placeholder="Kupongi kood" id="coupon_code" value=""></div><div class="flex-col"><button type="submit" class="button expand" name="apply_coupon" value="Kasuta kupongi">Kasuta kupongi</button></div></div></div></form>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="${checkoutUrl}" enctype="multipart/form-data"><div class="row pt-0">
<div class="large-7 col"><div id="customer_details" class="col2-set">
<div class="clear col-1"><div class="woocommerce-billing-fields"><h2>Arveldus</h2><div class="woocommerce-billing-fields__field-wrapper">${billingFieldsFor(country).map((f) => formField(f, value(f.name), country))}</div></div>${accounts}</div>
<div class="clear col-2">${shippingFields(value)}<div class="woocommerce-additional-fields"><h2>Lisainfo</h2><div class="woocommerce-additional-fields__field-wrapper"><p class="form-row notes" id="order_comments_field"><label for="order_comments" class="">Tellimuse märkmed${raw('&nbsp;')}<span class="optional">(valikuline)</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text" id="order_comments" placeholder="Märkmed tellimuse kohta, nt erijuhised tarneks." rows="2" cols="5"></textarea></span></p></div></div></div>
</div><wc-order-attribution-inputs></wc-order-attribution-inputs></div>
<div class="large-5 col"><div class="col-inner has-border"><div class="checkout-sidebar sm-touch-scroll"><h2 id="order_review_heading">Sinu tellimus</h2><div id="order_review" class="woocommerce-checkout-review-order">${reviewOrderTable(v)}${paymentSection(v)}</div></div></div></div>
</div></form></div></div>`
  // `?theme=divi`: the body class of a Divi shop, where DPD's script also saves the terminal and the delivery
  // window with calls of their own (set_terminal_value, set_delivery_shifts).
  const divi = ctx.url.searchParams.get('theme') === 'divi' ? ' theme-Divi' : ''
  return { pageType: 'checkout', title: 'Kassa', bodyClass: `page-template-default page woocommerce-checkout woocommerce-page${divi}`, content }
}

/** The thank-you page after a placed order. */
export function orderReceivedPage(orderId: number): PageOptions {
  const order = orders.find((o) => o.id === orderId)
  const content = html`<div class="container"><h1 class="entry-title">Tellimus vastu võetud</h1><div class="woocommerce"><div class="woocommerce-order"><p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Täname! Sinu tellimus on vastu võetud.</p><ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details"><li class="woocommerce-order-overview__order order">Tellimuse number: <strong>${orderId}</strong></li>${
    order ? html`<li class="woocommerce-order-overview__total total">Kokku: <strong>${priceHtml(Number(order.total))}</strong></li>` : ''
  }</ul></div></div></div>`
  return { pageType: 'checkout', title: 'Tellimus vastu võetud', bodyClass: 'page-template-default page woocommerce-checkout woocommerce-page woocommerce-order-received', content }
}
