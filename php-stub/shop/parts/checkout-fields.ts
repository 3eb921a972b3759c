/**
 * The classic checkout's fields (woocommerce_form_field()): the billing fields with their help texts, and the
 * account creation a guest is offered (generate-password off). The checkout page and the checkout handler use them.
 */
import { html, raw, type Html } from '../html'

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

/** The "create an account?" box a guest gets, with the password field for the new account. */
export const accountFields = (): Html =>
  html`<div class="woocommerce-account-fields"><p class="form-row form-row-wide create-account"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1"> <span>Kas soovid luua konto?</span></label></p><div class="create-account"><p class="form-row validate-required" id="account_password_field" data-priority=""><label for="account_password" class="">Loo konto salasõna${raw('&nbsp;')}<abbr class="required" title="nõutav">*</abbr></label><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" placeholder="Salasõna" value="" autocomplete="new-password"></span></p><div class="clear"></div></div></div>`
