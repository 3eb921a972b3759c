/**
 * The classic checkout (`/kassa/`, C1–C5) in Flatsome's two columns: billing fields with help texts, account
 * creation with a password (generate-password off; both from parts/checkout-fields.ts, whose field list the
 * checkout handler validates), order notes, `<wc-order-attribution-inputs>`, and `#order_review`. Also the
 * order-received page.
 */
import { html, raw } from '../html'
import { reviewOrderTable, paymentSection } from '../parts/review-order'
import { noticesWrapper } from '../parts/notices'
import { accountFields, billingFieldsFor, formField } from '../parts/checkout-fields'
import { checkoutUrl, type RequestContext } from '../context'
import { orders } from '../catalogue'
import { priceHtml } from '../format'
import type { PageOptions } from '../layout'

export function checkoutPage(ctx: RequestContext, posted?: URLSearchParams): PageOptions {
  const v = ctx.visitor
  const value = (name: string): string => posted?.get(name) ?? (name === 'billing_country' ? v.country : '')
  const country = value('billing_country')
  const accounts = ctx.user ? html`` : accountFields()
  const content = html`<div class="container"><h1 class="entry-title">Kassa</h1><div class="woocommerce">${noticesWrapper(v.notices.splice(0))}
<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info message-wrapper" role="status"><div class="message-container container medium-text-center">Kas sul on kupong? <a href="#" class="showcoupon">Kliki siia koodi sisestamiseks</a></div></div></div>
<form class="checkout_coupon woocommerce-form-coupon has-border is-dashed" method="post" style="display:none"><p>Kui sul on kupongi kood, sisesta see allpool.</p><div class="coupon"><div class="flex-row medium-flex-wrap"><div class="flex-col flex-grow"><label for="coupon_code" class="screen-reader-text">Kupong:</label><input type="text" name="coupon_code" class="input-text" placeholder="Kupongi kood" id="coupon_code" value=""></div><div class="flex-col"><button type="submit" class="button expand" name="apply_coupon" value="Kasuta kupongi">Kasuta kupongi</button></div></div></div></form>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="${checkoutUrl}" enctype="multipart/form-data"><div class="row pt-0">
<div class="large-7 col"><div id="customer_details" class="col2-set">
<div class="clear col-1"><div class="woocommerce-billing-fields"><h2>Arveldus</h2><div class="woocommerce-billing-fields__field-wrapper">${billingFieldsFor(country).map((f) => formField(f, value(f.name), country))}</div></div>${accounts}</div>
<div class="clear col-2"><div class="woocommerce-additional-fields"><h2>Lisainfo</h2><div class="woocommerce-additional-fields__field-wrapper"><p class="form-row notes" id="order_comments_field"><label for="order_comments" class="">Tellimuse märkmed${raw('&nbsp;')}<span class="optional">(valikuline)</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text" id="order_comments" placeholder="Märkmed tellimuse kohta, nt erijuhised tarneks." rows="2" cols="5"></textarea></span></p></div></div></div>
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
