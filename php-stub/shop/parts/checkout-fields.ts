/**
 * The classic checkout's fields (woocommerce_form_field()): the billing fields with their help texts, and the
 * account creation a guest is offered (generate-password off). The checkout page and the checkout handler use them.
 */
import { html, raw, type Html } from '../html'
import { addressFields, countrySelect, requiredMark, stateControl } from './addresses'

export interface Field {
  name: string
  label: string
  type: 'text' | 'email' | 'tel' | 'country' | 'state'
  required: boolean
  width: 'first' | 'last' | 'wide'
  autocomplete: string
  description?: string
  address?: boolean
  /** Hidden by the country's locale (a field the country does not use). */
  hidden?: boolean
  priority: number
}

export { countries } from './addresses'

const descriptions: Record<string, string> = {
  billing_company: 'Täida ainult siis, kui soovid arvet ettevõtte nimele.',
  billing_phone: 'Kuller või pakiautomaat saadab sellele numbrile teate.',
  billing_email: 'Saadame tellimuse kinnituse sellele aadressile.',
}

/** get_address_fields($country, $prefix) as checkout fields: each with the country's locale, in its order. */
function addressFieldsFor(prefix: 'billing' | 'shipping', country: string): Field[] {
  return addressFields(prefix, country).map((f): Field => ({
    name: f.name,
    label: f.label,
    type: f.type,
    required: f.required,
    width: f.classes.includes('form-row-first') ? 'first' : f.classes.includes('form-row-last') ? 'last' : 'wide',
    autocomplete: prefix === 'shipping' ? `shipping ${f.autocomplete}` : f.autocomplete,
    address: f.classes.includes('address-field'),
    hidden: f.hidden,
    priority: f.priority,
    ...(descriptions[f.name] ? { description: descriptions[f.name] } : {}),
  }))
}

/**
 * The billing fields for a country (WC_Checkout::get_checkout_fields: get_address_fields($country, 'billing') with
 * the phone and the e-mail), each with the country's locale and in its order: Estonia's postcode before the city.
 */
export function billingFieldsFor(country: string): Field[] {
  return [
    ...addressFieldsFor('billing', country),
    { name: 'billing_phone', label: 'Telefon', type: 'tel', required: true, width: 'wide', autocomplete: 'tel', description: descriptions.billing_phone, priority: 100 },
    { name: 'billing_email', label: 'E-posti aadress', type: 'email', required: true, width: 'wide', autocomplete: 'email', description: descriptions.billing_email, priority: 110 },
  ]
}

/** The shipping fields for a country (get_address_fields($country, 'shipping')), for "ship to a different address". */
export const shippingFieldsFor = (country: string): Field[] => addressFieldsFor('shipping', country)

/** The billing fields of an Estonian shopper (the shop's base country). */
export const billingFields: Field[] = billingFieldsFor('EE')

/** woocommerce_form_field() for one field; `country` is the address's (its state field follows it). */
export function formField(f: Field, value = '', country = 'EE'): Html {
  const descId = `${f.name}-description`
  const aria = html`${f.required ? html` aria-required="true"` : ''}${f.description ? html` aria-describedby="${descId}"` : ''}`
  let hidden = !!f.hidden
  let control: Html
  if (f.type === 'country') control = countrySelect(f.name, value, aria)
  else if (f.type === 'state') {
    const state = stateControl(f.name, country, value, aria)
    control = state.control
    hidden = state.hidden
  } else control = html`<input type="${f.type}" class="input-text" name="${f.name}" id="${f.name}" placeholder="" value="${value}" autocomplete="${f.autocomplete}"${aria}>`
  const classes = ['form-row', `form-row-${f.width}`, f.address ? 'address-field' : '', f.type === 'country' ? 'update_totals_on_change' : '', f.required ? 'validate-required' : '', f.type === 'email' ? 'validate-email' : '', f.type === 'tel' ? 'validate-phone' : '', f.type === 'state' ? 'validate-state' : '']
  return html`<p class="${classes.filter(Boolean).join(' ')}" id="${f.name}_field" data-priority="${String(f.priority)}"${hidden ? raw(' style="display: none"') : ''}><label for="${f.name}" class="${f.required ? 'required_field' : ''}">${f.label}${requiredMark(f.required)}</label><span class="woocommerce-input-wrapper">${control}${f.description ? html`<span class="description" id="${descId}" aria-hidden="true">${f.description}</span>` : ''}</span></p>`
}

/** The "create an account?" box a guest gets, with the password field for the new account. */
export const accountFields = (): Html =>
  html`<div class="woocommerce-account-fields"><p class="form-row form-row-wide create-account"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1"> <span>Kas soovid luua konto?</span></label></p><div class="create-account"><p class="form-row validate-required" id="account_password_field" data-priority=""><label for="account_password" class="">Loo konto salasõna${raw('&nbsp;')}<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" placeholder="Salasõna" value="" autocomplete="new-password"></span></p><div class="clear"></div></div></div>`
