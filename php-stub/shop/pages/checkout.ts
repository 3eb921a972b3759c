/**
 * The classic checkout (`/kassa/`, C1–C5) in Flatsome's two columns: billing fields with help texts, account
 * creation with a password (generate-password off), order notes, `<wc-order-attribution-inputs>`, and
 * `#order_review`. Also the field list the checkout handler validates, and the order-received page.
 */
import { html, raw, type Html } from '../html'
import { reviewOrderTable, paymentSection } from '../parts/review-order'
import { noticesWrapper } from '../parts/notices'
import { checkoutUrl, type RequestContext } from '../context'
import { orders } from '../catalogue'
import { priceHtml } from '../format'
import type { PageOptions } from '../layout'

export interface Field {
  name: string
  label: string
  type: 'text' | 'email' | 'tel' | 'select'
  required: boolean
  width: 'first' | 'last' | 'wide'
  autocomplete: string
  description?: string
  options?: [string, string][]
  address?: boolean
}

export const countries: [string, string][] = [['EE', 'Eesti'], ['LV', 'Läti'], ['LT', 'Leedu'], ['FI', 'Soome']]

export const billingFields: Field[] = [
  { name: 'billing_first_name', label: 'Eesnimi', type: 'text', required: true, width: 'first', autocomplete: 'given-name' },
  { name: 'billing_last_name', label: 'Perekonnanimi', type: 'text', required: true, width: 'last', autocomplete: 'family-name' },
  { name: 'billing_company', label: 'Ettevõtte nimi', type: 'text', required: false, width: 'wide', autocomplete: 'organization', description: 'Täida ainult siis, kui soovid arvet ettevõtte nimele.' },
  { name: 'billing_country', label: 'Riik', type: 'select', required: true, width: 'wide', autocomplete: 'country', options: countries, address: true },
  { name: 'billing_address_1', label: 'Tänav ja majanumber', type: 'text', required: true, width: 'wide', autocomplete: 'address-line1', address: true },
  { name: 'billing_city', label: 'Linn', type: 'text', required: true, width: 'wide', autocomplete: 'address-level2', address: true },
  { name: 'billing_postcode', label: 'Postiindeks', type: 'text', required: true, width: 'wide', autocomplete: 'postal-code', address: true },
  { name: 'billing_phone', label: 'Telefon', type: 'tel', required: true, width: 'wide', autocomplete: 'tel', description: 'Kuller või pakiautomaat saadab sellele numbrile teate.' },
  { name: 'billing_email', label: 'E-posti aadress', type: 'email', required: true, width: 'wide', autocomplete: 'email', description: 'Saadame tellimuse kinnituse sellele aadressile.' },
]

/** woocommerce_form_field() for one field. */
export function formField(f: Field, value = ''): Html {
  const descId = `${f.name}-description`
  const required = f.required
    ? html`${raw('&nbsp;')}<abbr class="required" title="nõutav">*</abbr>`
    : html`${raw('&nbsp;')}<span class="optional">(valikuline)</span>`
  const aria = html`${f.required ? html` aria-required="true"` : ''}${f.description ? html` aria-describedby="${descId}"` : ''}`
  const control = f.type === 'select'
    ? html`<select name="${f.name}" id="${f.name}" class="country_to_state country_select" autocomplete="${f.autocomplete}" data-placeholder="Vali riik…" data-label="${f.label}"${aria}><option value="">Vali riik…</option>${(f.options ?? []).map(
        ([v, l]) => html`<option value="${v}"${v === value ? html` selected="selected"` : ''}>${l}</option>`,
      )}</select>`
    : html`<input type="${f.type}" class="input-text" name="${f.name}" id="${f.name}" placeholder="" value="${value}" autocomplete="${f.autocomplete}"${aria}>`
  const classes = ['form-row', `form-row-${f.width}`, f.address ? 'address-field' : '', f.type === 'select' ? 'update_totals_on_change' : '', f.required ? 'validate-required' : '', f.type === 'email' ? 'validate-email' : '', f.type === 'tel' ? 'validate-phone' : '']
  return html`<p class="${classes.filter(Boolean).join(' ')}" id="${f.name}_field"><label for="${f.name}" class="">${f.label}${required}</label><span class="woocommerce-input-wrapper">${control}${f.description ? html`<span class="description" id="${descId}" aria-hidden="true">${f.description}</span>` : ''}</span></p>`
}

export function checkoutPage(ctx: RequestContext, posted?: URLSearchParams): PageOptions {
  const v = ctx.visitor
  const value = (name: string): string => posted?.get(name) ?? (name === 'billing_country' ? v.country : '')
  const accountFields = ctx.user
    ? html``
    : html`<div class="woocommerce-account-fields"><p class="form-row form-row-wide create-account"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1"> <span>Kas soovid luua konto?</span></label></p><div class="create-account"><p class="form-row validate-required" id="account_password_field" data-priority=""><label for="account_password" class="">Loo konto salasõna${raw('&nbsp;')}<abbr class="required" title="nõutav">*</abbr></label><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" placeholder="Salasõna" value="" autocomplete="new-password"></span></p><div class="clear"></div></div></div>`
  const content = html`<div class="container"><h1 class="entry-title">Kassa</h1><div class="woocommerce">${noticesWrapper(v.notices.splice(0))}
<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info message-wrapper" role="status"><div class="message-container container medium-text-center">Kas sul on kupong? <a href="#" class="showcoupon">Kliki siia koodi sisestamiseks</a></div></div></div>
<form class="checkout_coupon woocommerce-form-coupon has-border is-dashed" method="post" style="display:none"><p>Kui sul on kupongi kood, sisesta see allpool.</p><div class="coupon"><div class="flex-row medium-flex-wrap"><div class="flex-col flex-grow"><label for="coupon_code" class="screen-reader-text">Kupong:</label><input type="text" name="coupon_code" class="input-text" placeholder="Kupongi kood" id="coupon_code" value=""></div><div class="flex-col"><button type="submit" class="button expand" name="apply_coupon" value="Kasuta kupongi">Kasuta kupongi</button></div></div></div></form>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="${checkoutUrl}" enctype="multipart/form-data"><div class="row pt-0">
<div class="large-7 col"><div id="customer_details" class="col2-set">
<div class="clear col-1"><div class="woocommerce-billing-fields"><h2>Arveldus</h2><div class="woocommerce-billing-fields__field-wrapper">${billingFields.map((f) => formField(f, value(f.name)))}</div></div>${accountFields}</div>
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
