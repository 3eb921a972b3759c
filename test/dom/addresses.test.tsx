/**
 * The address forms on WooCommerce 9.9's markup (the stand-in's parts: the checkout's billing fields, the cart's
 * shipping calculator, the account's edit-address form) with WooCommerce's two globals as the stand-in prints them:
 * a country change makes the state field a list, free text or hidden; labels, required marks, hidden rows and the
 * order follow the country; both events fire with their arguments, through jQuery where it is on the page; Saar
 * answers the events others fire; and the combobox keeps the native select's value, by keyboard.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import { wireAll } from '../../src/dom'
import { HIDDEN_CLASS } from '../../src/hidden'
import { ADDRESS_I18N, COUNTRY_SELECT, standsDown } from '../../src/stock'
import { startAddresses } from '../../islands/addresses/fields'
import { readAddressI18n, readStates } from '../../islands/addresses/locale'
import { mountCombobox } from '../../islands/addresses/Combobox'
import { LONG_LIST } from '../../islands/addresses/selectors'
import { addressI18nParams, countrySelectParams, editAddressForm, shippingCalculator } from '../../php-stub/shop/parts/addresses'
import { billingFieldsFor, formField } from '../../php-stub/shop/parts/checkout-fields'
import { localizeValues } from '../../php-stub/shop/globals'
import { serverMarkup, settle } from './helpers'

const rules = () => ({
  states: { table: readStates(localizeValues(countrySelectParams()))!, texts: { selectState: 'Vali…' } },
  i18n: readAddressI18n(localizeValues(addressI18nParams()))!,
})

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  stop = undefined
  $(document.body).off()
})

/** The stand-in checkout's billing fields for an Estonian shopper, in WooCommerce's wrappers. */
const checkout = (country = 'EE') => {
  serverMarkup(
    `<form name="checkout" class="checkout woocommerce-checkout"><div class="woocommerce-billing-fields"><h3>Arveldus</h3><div class="woocommerce-billing-fields__field-wrapper">${billingFieldsFor(country)
      .map((f) => formField(f, f.name === 'billing_country' ? country : '', country).value)
      .join('')}</div></div></form>`,
  )
  // happy-dom 21's parser misses `selected` on a later option where the first has value "": the markup's choice, as a browser parses it.
  document.querySelectorAll<HTMLOptionElement>('option[selected]').forEach((o) => (o.selected = true))
}

const el = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!
const labelText = (row: string) => el(`${row} label`).textContent
const shown = (row: string) => el<HTMLElement>(row).style.display !== 'none'
const rowOrder = () => Array.from(document.querySelectorAll('.woocommerce-billing-fields__field-wrapper > .form-row')).map((r) => r.id.replace(/^billing_|_field$/g, ''))
const choose = (select: string, value: string) => {
  el<HTMLSelectElement>(select).value = value
  el(select).dispatchEvent(new Event('change', { bubbles: true }))
}

/** Records both events as Saar's DOM events carry them (no jQuery on the page). */
function recordDom() {
  const seen: [string, unknown[]][] = []
  for (const name of ['country_to_state_changed', 'country_to_state_changing'])
    document.body.addEventListener(name, (e) => seen.push([name, (e as CustomEvent).detail]))
  return seen
}

describe('the checkout without jQuery', () => {
  it('Estonia at start: the state row stays hidden, the postcode before the city, both events with the country and its group', () => {
    checkout()
    const seen = recordDom()
    stop = startAddresses(rules())
    const group = el('.woocommerce-billing-fields')
    expect(seen).toEqual([
      ['country_to_state_changed', ['EE', group]],
      ['country_to_state_changing', ['EE', group]],
    ])
    expect(shown('#billing_state_field')).toBe(false)
    expect(el<HTMLInputElement>('#billing_state').type).toBe('hidden')
    expect(rowOrder()).toEqual(['first_name', 'last_name', 'company', 'country', 'address_1', 'postcode', 'city', 'state', 'phone', 'email'])
  })

  it('the United States: a required list of states with its own labels, the postcode after the state', () => {
    checkout()
    stop = startAddresses(rules())
    const seen = recordDom()
    choose('#billing_country', 'US')
    const state = el<HTMLSelectElement>('#billing_state')
    expect(state.tagName).toBe('SELECT')
    expect(state.name).toBe('billing_state')
    expect(state.className).toBe('state_select')
    expect(state.options[0]!.text).toBe('Vali…')
    expect(Array.from(state.options).slice(1, 4).map((o) => [o.value, o.text])).toEqual([['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona']])
    expect(state.getAttribute('aria-required')).toBe('true')
    expect(shown('#billing_state_field')).toBe(true)
    expect(labelText('#billing_state_field')).toBe('Osariik\u00a0*')
    expect(el('#billing_state_field label .required').getAttribute('aria-hidden')).toBe('true')
    expect(el('#billing_state_field').classList.contains('validate-required')).toBe(true)
    expect(labelText('#billing_postcode_field')).toBe('Sihtnumber\u00a0*')
    expect(rowOrder()).toEqual(['first_name', 'last_name', 'company', 'country', 'address_1', 'city', 'state', 'postcode', 'phone', 'email'])
    const group = el('.woocommerce-billing-fields')
    expect(seen).toEqual([
      ['country_to_state_changed', ['US', group]],
      ['country_to_state_changing', ['US', group]],
    ])
  })

  it('a state chosen for one list is kept where the next list has it, and reset where it does not', () => {
    checkout('US')
    stop = startAddresses(rules())
    choose('#billing_state', 'CA')
    choose('#billing_country', 'US')
    expect(el<HTMLSelectElement>('#billing_state').value).toBe('CA')
    choose('#billing_country', 'LV')
    choose('#billing_country', 'US')
    expect(el<HTMLSelectElement>('#billing_state').value).toBe('')
  })

  it('Latvia: free text under its own label, optional; only `changing` fires when the field already is text', () => {
    checkout('US')
    stop = startAddresses(rules())
    choose('#billing_country', 'LV')
    const state = el<HTMLInputElement>('#billing_state')
    expect([state.tagName, state.type, state.className, state.value]).toEqual(['INPUT', 'text', 'input-text', ''])
    expect(labelText('#billing_state_field')).toBe('Omavalitsus\u00a0(valikuline)')
    expect(el('#billing_state_field').classList.contains('validate-required')).toBe(false)
    expect(state.hasAttribute('aria-required')).toBe(false)
    const seen = recordDom()
    choose('#billing_country', 'LT')
    expect(seen.map(([name]) => name)).toEqual(['country_to_state_changing'])
    expect(labelText('#billing_state_field')).toBe('Maakond\u00a0*')
  })

  it('the Emirates hide and empty the postcode; Estonia shows it again and hides the state', () => {
    checkout('US')
    stop = startAddresses(rules())
    el<HTMLInputElement>('#billing_postcode').value = '10115'
    choose('#billing_country', 'AE')
    expect(shown('#billing_postcode_field')).toBe(false)
    expect(el<HTMLInputElement>('#billing_postcode').value).toBe('')
    choose('#billing_country', 'EE')
    expect(shown('#billing_postcode_field')).toBe(true)
    expect(shown('#billing_state_field')).toBe(false)
    expect(el<HTMLInputElement>('#billing_state').type).toBe('hidden')
  })

  it('malformed globals: nothing changes, nothing throws', () => {
    checkout()
    const before = document.body.innerHTML
    stop = startAddresses({ states: undefined, i18n: readAddressI18n({ locale: 'nonsense' }) })
    choose('#billing_country', 'US')
    expect(document.body.innerHTML).toBe(before.replace('<option value="US">', '<option value="US">'))
    expect(el('#billing_state').tagName).toBe('INPUT')
  })
})

describe('with jQuery on the page (checkout.js and cart.js listen with it)', () => {
  it('both events reach jQuery listeners with the country and the group wrapped; checkout.js hears the refilled state select', () => {
    ;(globalThis as { jQuery?: unknown }).jQuery = $
    checkout()
    const seen: unknown[][] = []
    $(document.body).on('country_to_state_changed country_to_state_changing', (e, country, $group) => seen.push([e.type, country, ($group as JQuery)[0]]))
    const heard: string[] = []
    $('form.checkout').on('change', '.address-field select', function (this: HTMLSelectElement) {
      heard.push(this.id)
    })
    stop = startAddresses(rules())
    // jQuery's trigger, as cart.js and other scripts change a country.
    $('#billing_country').val('US').trigger('change')
    const group = el('.woocommerce-billing-fields')
    expect(seen.slice(-2)).toEqual([
      ['country_to_state_changed', 'US', group],
      ['country_to_state_changing', 'US', group],
    ])
    expect(heard).toEqual(['billing_country', 'billing_state'])
    expect(el('#billing_state').tagName).toBe('SELECT')
  })

  it("Saar answers others' events: a third party's country_to_state_changing applies that locale, wc_address_i18n_ready refreshes", () => {
    ;(globalThis as { jQuery?: unknown }).jQuery = $
    checkout()
    stop = startAddresses(rules())
    $(document.body).trigger('country_to_state_changing', ['US', $('.woocommerce-billing-fields')])
    expect(labelText('#billing_state_field')).toBe('Osariik\u00a0*')
    el<HTMLSelectElement>('#billing_country').value = 'US'
    $(document.body).trigger('wc_address_i18n_ready')
    expect(el('#billing_state').tagName).toBe('SELECT')
  })
})

describe('the shipping calculator and the edit-address form', () => {
  it("the calculator's state follows its country, in its own group", () => {
    serverMarkup(shippingCalculator('/ostukorv/', { country: 'EE', state: '', city: '', postcode: '' }, 'n').value)
    const seen = recordDom()
    stop = startAddresses(rules())
    const group = el('form.woocommerce-shipping-calculator')
    choose('#calc_shipping_country', 'US')
    expect(el('#calc_shipping_state').tagName).toBe('SELECT')
    expect(el<HTMLSelectElement>('#calc_shipping_state').name).toBe('calc_shipping_state')
    expect(seen.slice(-2)).toEqual([
      ['country_to_state_changed', ['US', group]],
      ['country_to_state_changing', ['US', group]],
    ])
    choose('#calc_shipping_country', 'LT')
    expect(el<HTMLInputElement>('#calc_shipping_state').type).toBe('text')
  })

  it("the calculator's state, printed hidden without a label, is named by its placeholder once it is a list or text", async () => {
    serverMarkup(shippingCalculator('/ostukorv/', { country: 'EE', state: '', city: '', postcode: '' }, 'n').value)
    stop = startAddresses(rules())
    wireAll(LONG_LIST, mountCombobox)
    expect(document.querySelector('label[for=calc_shipping_state]')).toBeNull()
    choose('#calc_shipping_country', 'US')
    await settle()
    // Named by its old placeholder, then by the country's label for it (the United States': "Osariik").
    expect(el('#calc_shipping_state').getAttribute('aria-label')).toBe('Osariik')
    const input = el('#calc_shipping_state_field [role=combobox]')
    expect([input.getAttribute('aria-label'), input.getAttribute('aria-labelledby'), input.getAttribute('placeholder')]).toEqual(['Osariik', null, 'Osariik'])
    expect(el('#calc_shipping_state_field [role=listbox]').getAttribute('aria-label')).toBe('Osariik')
    choose('#calc_shipping_country', 'LT')
    expect(el('#calc_shipping_state').getAttribute('aria-label')).toBe('Maakond')
    expect(document.querySelectorAll('#calc_shipping_state_field [data-saar-combobox]')).toHaveLength(0)
  })

  it('the edit-address form: the list, its label, the order; the country field keeps the focus while the rows move', () => {
    serverMarkup(editAddressForm({ billing_country: 'EE' }, 'n').value)
    stop = startAddresses(rules())
    el<HTMLSelectElement>('#billing_country').focus()
    choose('#billing_country', 'US')
    expect(document.activeElement).toBe(el('#billing_country'))
    expect(el('#billing_state').tagName).toBe('SELECT')
    expect(labelText('#billing_state_field')).toBe('Osariik\u00a0*')
    const order = Array.from(document.querySelectorAll('.woocommerce-address-fields__field-wrapper > .form-row')).map((r) => r.id)
    expect(order.indexOf('billing_state_field')).toBeLessThan(order.indexOf('billing_postcode_field'))
  })
})

describe('the combobox', () => {
  const combobox = (name: string) => el<HTMLInputElement>(`#${name}_field [role=combobox]`)
  const options = () => Array.from(document.querySelectorAll<HTMLElement>('[role=listbox]:not([hidden]) [role=option]')).map((o) => o.textContent)
  const key = (input: HTMLElement, name: string, init: KeyboardEventInit = {}) => input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }))
  const type = (input: HTMLInputElement, text: string) => {
    input.value = text
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }))
  }

  it('stands over the native select, which stays in the form (hidden) with the value; named by the label', async () => {
    checkout()
    wireAll(LONG_LIST, mountCombobox)
    await settle()
    const select = el<HTMLSelectElement>('#billing_country')
    const input = combobox('billing_country')
    expect(select.classList.contains(HIDDEN_CLASS)).toBe(true)
    expect(select.form).toBe(el('form.checkout'))
    expect(input.value).toBe('Eesti')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.getAttribute('aria-required')).toBe('true')
    expect(document.getElementById(input.getAttribute('aria-labelledby')!)).toBe(el('label[for=billing_country]'))
  })

  it('takes the focus the select had when it came (Tab to the select is the approach that loads it)', async () => {
    checkout()
    el<HTMLSelectElement>('#billing_country').focus()
    wireAll(LONG_LIST, mountCombobox)
    await settle()
    expect(document.activeElement).toBe(combobox('billing_country'))
  })

  it('typing filters and announces; Enter chooses: the select changes as a shopper would change it, and the state follows', async () => {
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))
    checkout()
    stop = startAddresses(rules())
    wireAll(LONG_LIST, mountCombobox)
    await settle()
    const changes: string[] = []
    el('form.checkout').addEventListener('change', (e) => changes.push((e.target as HTMLElement).id))
    const input = combobox('billing_country')
    input.focus()
    type(input, 'ühend')
    await wait(80)
    expect(options()).toEqual(['Ameerika Ühendriigid', 'Araabia Ühendemiraadid'])
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)!.textContent).toBe('Ameerika Ühendriigid')
    expect(document.querySelector('.saar-live-region[aria-live=polite]')!.textContent).toBe('Sobivaid valikuid: 2')
    key(input, 'Enter')
    await settle()
    expect(el<HTMLSelectElement>('#billing_country').value).toBe('US')
    expect(changes[0]).toBe('billing_country')
    expect(input.value).toBe('Ameerika Ühendriigid')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    // The state list is a new select: it gets its own combobox, and the hidden input's place is gone.
    expect(combobox('billing_state').value).toBe('')
    expect(document.querySelectorAll('#billing_state_field [data-saar-combobox]')).toHaveLength(1)
  })

  it('arrows move, Escape restores the chosen name; a value set by a script (jQuery) is shown', async () => {
    ;(globalThis as { jQuery?: unknown }).jQuery = $
    checkout()
    wireAll(LONG_LIST, mountCombobox)
    await settle()
    const input = combobox('billing_country')
    input.focus()
    key(input, 'ArrowDown')
    await settle()
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)!.textContent).toBe('Leedu')
    type(input, 'so')
    await settle()
    key(input, 'Escape')
    await settle()
    expect(input.value).toBe('Eesti')
    expect(el<HTMLSelectElement>('#billing_country').value).toBe('EE')
    // A script sets the value and triggers jQuery's change, which no DOM listener hears.
    el<HTMLSelectElement>('#billing_country').value = 'FI'
    $('#billing_country').trigger('change')
    await settle()
    expect(input.value).toBe('Soome')
  })

  it('a click on an option chooses it; Tab takes the active match of what was typed', async () => {
    checkout()
    wireAll(LONG_LIST, mountCombobox)
    await settle()
    const input = combobox('billing_country')
    input.focus()
    input.click()
    await settle()
    ;(Array.from(document.querySelectorAll<HTMLElement>('[role=option]')).find((o) => o.textContent === 'Läti'))!.click()
    await settle()
    expect(el<HTMLSelectElement>('#billing_country').value).toBe('LV')
    type(input, 'soo')
    await settle()
    key(input, 'Tab')
    await settle()
    expect(el<HTMLSelectElement>('#billing_country').value).toBe('FI')
  })

  it('what matches nothing says so and chooses nothing', async () => {
    checkout()
    wireAll(LONG_LIST, mountCombobox)
    await settle()
    const input = combobox('billing_country')
    input.focus()
    type(input, 'zzz')
    await settle()
    expect(document.querySelector('[role=listbox]:not([hidden])')!.textContent).toBe('Tulemusi ei leitud')
    key(input, 'Enter')
    await settle()
    expect(el<HTMLSelectElement>('#billing_country').value).toBe('EE')
  })
})

describe('beside WooCommerce’s own files', () => {
  it("each half stands down where WooCommerce's file is printed, not for its data alone", () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    serverMarkup('<script id="wc-country-select-js-extra"></script><script id="wc-address-i18n-js-extra"></script>')
    expect(standsDown(COUNTRY_SELECT)).toBe(false)
    expect(standsDown(ADDRESS_I18N)).toBe(false)
    serverMarkup('<script src="/wp-content/plugins/woocommerce/assets/js/frontend/country-select.min.js" id="wc-country-select-js" type="text/plain"></script>')
    expect(standsDown(COUNTRY_SELECT)).toBe(true)
    expect(standsDown(ADDRESS_I18N)).toBe(false)
    serverMarkup('<script src="/x/address-i18n.js" id="wc-address-i18n-js" type="text/plain"></script>')
    expect(standsDown(ADDRESS_I18N)).toBe(true)
  })
})
