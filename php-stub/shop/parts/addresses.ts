/**
 * The shop's address data as WooCommerce 9.9.5 has it, for a shop selling to the Baltics, Finland, the United States
 * and the Emirates (WC_Countries: allowed countries, get_states, get_country_locale with the site's Estonian
 * wording) and what WooCommerce prints of it: `wc_country_select_params` and `wc_address_i18n_params` (class
 * WC_Frontend_Scripts, the locale and the field selectors as JSON strings), the state field of woocommerce_form_field
 * (a select of the country's states, a hidden input in a hidden row for a country without states, else free text),
 * the cart's shipping calculator (cart/shipping-calculator.php) and the account's edit-address form
 * (myaccount/form-edit-address.php). Estonia and Finland have no states, Latvia and Lithuania unknown ones (free
 * text), the United States a list; the Emirates hide the postcode.
 */
import { html, raw, type Html } from '../html'
import type { FieldLocale } from '../../../islands/addresses/locale'

/** The allowed (and shipping) countries, in WooCommerce's order (by name). */
export const countries: [string, string][] = [
  ['US', 'Ameerika Ühendriigid'],
  ['AE', 'Araabia Ühendemiraadid'],
  ['EE', 'Eesti'],
  ['LT', 'Leedu'],
  ['LV', 'Läti'],
  ['FI', 'Soome'],
]

/** get_states(): a list, an empty one (no states: the field is hidden), or none (free text). */
export const states: Record<string, Record<string, string>> = {
  EE: {},
  FI: {},
  US: { AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', NY: 'New York', TX: 'Texas', WA: 'Washington' },
}

/** get_default_address_fields(), reduced to what the locale says, in the site's Estonian. */
const defaultLocale: Record<string, FieldLocale> = {
  first_name: { label: 'Eesnimi', required: true, class: ['form-row-first'], priority: 10 },
  last_name: { label: 'Perekonnanimi', required: true, class: ['form-row-last'], priority: 20 },
  company: { label: 'Ettevõtte nimi', required: false, class: ['form-row-wide'], priority: 30 },
  country: { label: 'Riik', required: true, class: ['form-row-wide', 'address-field', 'update_totals_on_change'], priority: 40 },
  address_1: { label: 'Tänav ja majanumber', required: true, class: ['form-row-wide', 'address-field'], priority: 50 },
  city: { label: 'Linn', required: true, class: ['form-row-wide', 'address-field'], priority: 70 },
  state: { label: 'Maakond', required: true, class: ['form-row-wide', 'address-field'], priority: 80 },
  postcode: { label: 'Postiindeks', required: true, class: ['form-row-wide', 'address-field'], priority: 90 },
}

/** get_country_locale(): each country's differences from the default (WooCommerce's, in Estonian). */
export const countryLocale: Record<string, Record<string, FieldLocale>> = {
  AE: { postcode: { required: false, hidden: true }, state: { required: false } },
  EE: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
  FI: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
  LV: { state: { label: 'Omavalitsus', required: false } },
  US: { postcode: { label: 'Sihtnumber' }, state: { label: 'Osariik' } },
}

/** get_country_locale_field_selectors(). */
export const localeFieldSelectors: Record<string, string> = {
  address_1: '#billing_address_1_field, #shipping_address_1_field',
  address_2: '#billing_address_2_field, #shipping_address_2_field',
  state: '#billing_state_field, #shipping_state_field, #calc_shipping_state_field',
  postcode: '#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field',
  city: '#billing_city_field, #shipping_city_field, #calc_shipping_city_field',
}

/** One address field's rules for a country: the country's over the default (as get_address_fields() merges them). */
export const localeOf = (country: string, key: string): FieldLocale => ({ ...defaultLocale[key], ...countryLocale[country]?.[key] })

/** `wc_country_select_params` (handle wc-country-select), with WooCommerce's Estonian strings. */
export const countrySelectParams = (): Record<string, unknown> => ({
  countries: JSON.stringify(Object.fromEntries(countries.map(([code]) => [code, states[code] && !Object.keys(states[code]!).length ? [] : states[code]]).filter(([, s]) => s !== undefined))),
  i18n_select_state_text: 'Vali&hellip;',
  i18n_no_matches: 'Vasteid ei leitud',
  i18n_ajax_error: 'Laadimine ebaõnnestus',
  i18n_input_too_short_1: 'Palun sisesta 1 või rohkem tähemärki',
  i18n_input_too_short_n: 'Palun sisesta %qty% või rohkem tähemärki',
  i18n_input_too_long_1: 'Palun kustuta 1 tähemärk',
  i18n_input_too_long_n: 'Palun kustuta %qty% tähemärki',
  i18n_selection_too_long_1: 'Saad valida ainult 1 kirje',
  i18n_selection_too_long_n: 'Saad valida ainult %qty% kirjet',
  i18n_load_more: 'Laadin rohkem tulemusi&hellip;',
  i18n_searching: 'Otsin&hellip;',
})

/** `wc_address_i18n_params` (handle wc-address-i18n): the locale of every allowed country with `default`. */
export const addressI18nParams = (): Record<string, unknown> => ({
  locale: JSON.stringify({ ...Object.fromEntries(countries.map(([code]) => [code, countryLocale[code] ?? {}])), default: defaultLocale }),
  locale_fields: JSON.stringify(localeFieldSelectors),
  i18n_required_text: 'nõutav',
  i18n_optional_text: 'valikuline',
})

/** woocommerce_form_field()'s mark after a label. */
export const requiredMark = (required: boolean): Html =>
  required ? html`${raw('&nbsp;')}<span class="required" aria-hidden="true">*</span>` : html`${raw('&nbsp;')}<span class="optional">(valikuline)</span>`

/** The country select of woocommerce_form_field (type country). */
export const countrySelect = (name: string, value: string, attrs: Html = html``): Html =>
  html`<select name="${name}" id="${name}" class="country_to_state country_select " autocomplete="country" data-placeholder="Vali riik…" data-label="Riik"${attrs}><option value="">Vali riik…</option>${countries.map(
    ([v, l]) => html`<option value="${v}"${v === value ? html` selected="selected"` : ''}>${l}</option>`,
  )}</select><noscript><button type="submit" name="woocommerce_checkout_update_totals" value="Uuenda riiki">Uuenda riiki</button></noscript>`

/** The state control of woocommerce_form_field (type state) for `country`, and whether its row is hidden. */
export function stateControl(name: string, country: string, value: string, attrs: Html = html``): { control: Html; hidden: boolean } {
  const list = states[country]
  if (list && !Object.keys(list).length)
    return { hidden: true, control: html`<input type="hidden" class="hidden" name="${name}" id="${name}" value="" placeholder="" readonly="readonly" data-input-classes=""/>` }
  if (list)
    return {
      hidden: false,
      control: html`<select name="${name}" id="${name}" class="state_select " autocomplete="address-level1" data-placeholder="Vali…" data-input-classes="" data-label="${localeOf(country, 'state').label ?? ''}"${attrs}><option value="">Vali…</option>${Object.entries(list).map(
        ([v, l]) => html`<option value="${v}"${v === value ? html` selected="selected"` : ''}>${l}</option>`,
      )}</select>`,
    }
  return { hidden: false, control: html`<input type="text" class="input-text " value="${value}" placeholder="" name="${name}" id="${name}" autocomplete="address-level1" data-input-classes=""${attrs}/>` }
}

/** The shopper's shipping address as the calculator shows it. */
export interface CalculatorAddress {
  country: string
  state: string
  city: string
  postcode: string
}

/** cart/shipping-calculator.php (9.7.0), with the nonce field: its form posts to the cart. */
export function shippingCalculator(cartUrl: string, address: CalculatorAddress, nonce: string): Html {
  const st = stateControl('calc_shipping_state', address.country, address.state)
  const stateRow = st.hidden
    ? html`<input type="hidden" name="calc_shipping_state" id="calc_shipping_state" placeholder="Maakond" />`
    : states[address.country]
      ? html`<span><label for="calc_shipping_state">Maakond</label><select name="calc_shipping_state" class="state_select" id="calc_shipping_state"><option value="">Vali…</option>${Object.entries(states[address.country]!).map(
          ([v, l]) => html`<option value="${v}"${v === address.state ? html` selected="selected"` : ''}>${l}</option>`,
        )}</select></span>`
      : html`<label for="calc_shipping_state">Maakond</label><input type="text" class="input-text" value="${address.state}" name="calc_shipping_state" id="calc_shipping_state" />`
  return html`<form class="woocommerce-shipping-calculator" action="${cartUrl}" method="post"><a href="#" class="shipping-calculator-button" aria-expanded="false" aria-controls="shipping-calculator-form" role="button">Arvuta tarne</a><section class="shipping-calculator-form" id="shipping-calculator-form" style="display:none;">
<p class="form-row form-row-wide" id="calc_shipping_country_field"><label for="calc_shipping_country">Riik</label><select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state country_select" rel="calc_shipping_state"><option value="default">Vali riik…</option>${countries.map(
    ([v, l]) => html`<option value="${v}"${v === address.country ? html` selected="selected"` : ''}>${l}</option>`,
  )}</select></p>
<p class="form-row form-row-wide" id="calc_shipping_state_field">${stateRow}</p>
<p class="form-row form-row-wide" id="calc_shipping_city_field"><label for="calc_shipping_city">Linn:</label><input type="text" class="input-text" value="${address.city}" name="calc_shipping_city" id="calc_shipping_city" /></p>
<p class="form-row form-row-wide" id="calc_shipping_postcode_field"><label for="calc_shipping_postcode">Postiindeks:</label><input type="text" class="input-text" value="${address.postcode}" name="calc_shipping_postcode" id="calc_shipping_postcode" /></p>
<p><button type="submit" name="calc_shipping" value="1" class="button">Uuenda</button></p><input type="hidden" id="woocommerce-shipping-calculator-nonce" name="woocommerce-shipping-calculator-nonce" value="${nonce}"><input type="hidden" name="_wp_http_referer" value="${cartUrl}"></section></form>`
}

/** An address field as get_address_fields($country, $prefix) gives it to woocommerce_form_field. */
export interface AddressField {
  key: string
  name: string
  label: string
  required: boolean
  hidden: boolean
  priority: number
  classes: string[]
  type: 'text' | 'country' | 'state'
  autocomplete: string
}

const addressKeys: [key: string, type: AddressField['type'], autocomplete: string][] = [
  ['first_name', 'text', 'given-name'],
  ['last_name', 'text', 'family-name'],
  ['company', 'text', 'organization'],
  ['country', 'country', 'country'],
  ['address_1', 'text', 'address-line1'],
  ['city', 'text', 'address-level2'],
  ['state', 'state', 'address-level1'],
  ['postcode', 'text', 'postal-code'],
]

/** get_address_fields($country, $prefix): the default fields with the country's locale, sorted by priority. */
export function addressFields(prefix: string, country: string): AddressField[] {
  return addressKeys
    .map(([key, type, autocomplete]): AddressField => {
      const l = localeOf(country, key)
      return { key, name: `${prefix}_${key}`, label: l.label ?? key, required: !!l.required, hidden: !!l.hidden && key !== 'state', priority: l.priority ?? 0, classes: l.class ?? ['form-row-wide'], type, autocomplete }
    })
    .sort((a, b) => a.priority - b.priority)
}

/** One address field as woocommerce_form_field() prints it, with the country's state control. */
export function addressRow(f: AddressField, country: string, value: string): Html {
  const aria = f.required ? html` aria-required="true"` : html``
  const cls = [...f.classes, ...(f.required ? ['validate-required'] : []), ...(f.key === 'postcode' ? ['validate-postcode'] : []), ...(f.key === 'state' ? ['validate-state'] : [])].join(' ')
  let control: Html
  let hidden = f.hidden
  if (f.type === 'country') control = countrySelect(f.name, value, aria)
  else if (f.type === 'state') {
    const st = stateControl(f.name, country, value, aria)
    control = st.control
    hidden = st.hidden
  } else control = html`<input type="text" class="input-text " name="${f.name}" id="${f.name}" placeholder="" value="${value}" autocomplete="${f.autocomplete}"${aria} />`
  // The hidden rows' inline style is WooCommerce's; under the stand-in's strict CSP the theme sheet's rule for them holds.
  return html`<p class="form-row ${cls}" id="${f.name}_field" data-priority="${String(f.priority)}"${hidden ? raw(' style="display: none"') : ''}><label for="${f.name}" class="${f.required ? 'required_field' : ''}">${f.label}${requiredMark(f.required)}</label><span class="woocommerce-input-wrapper">${control}</span></p>`
}

/** myaccount/form-edit-address.php for the billing address (`/minu-konto/muuda-aadressi/arveldus/`). */
export function editAddressForm(values: Record<string, string>, nonce: string): Html {
  const country = values.billing_country || 'EE'
  return html`<form method="post" novalidate><h2>Arveldusaadress</h2><div class="woocommerce-address-fields"><div class="woocommerce-address-fields__field-wrapper">${addressFields('billing', country).map((f) => addressRow(f, country, values[f.name] ?? ''))}</div><p><button type="submit" class="button" name="save_address" value="Salvesta aadress">Salvesta aadress</button><input type="hidden" id="woocommerce-edit-address-nonce" name="woocommerce-edit-address-nonce" value="${nonce}"><input type="hidden" name="action" value="edit_address"></p></div></form>`
}
