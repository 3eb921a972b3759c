/**
 * The address rules read purely from WooCommerce's two globals as the stand-in prints them (its data is
 * WooCommerce 9.9.5's for these countries): the state field per country, each field's locale over `default`, the
 * fieldsets' order, the combobox's search; and malformed globals, which give no rules instead of an error.
 */
import { describe, expect, it } from 'vitest'
import { fieldLocale, readAddressI18n, readStates, sortedOrder, stateFieldFor } from '../../islands/addresses/locale'
import { fold, matches } from '../../islands/addresses/choices'
import { addressI18nParams, countrySelectParams } from '../../php-stub/shop/parts/addresses'
import { localizeValues } from '../../php-stub/shop/globals'

const states = readStates(localizeValues(countrySelectParams()))!
const i18n = readAddressI18n(localizeValues(addressI18nParams()))!

describe('the state field per country (wc_country_select_params)', () => {
  it('Estonia and Finland have no states: the field is hidden', () => {
    expect(stateFieldFor(states, 'EE')).toEqual({ kind: 'hidden' })
    expect(stateFieldFor(states, 'FI')).toEqual({ kind: 'hidden' })
  })

  it('the United States list their states, in the given order', () => {
    const field = stateFieldFor(states, 'US')
    expect(field.kind).toBe('select')
    expect(field.kind === 'select' && field.states.slice(0, 3)).toEqual([['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona']])
  })

  it('a country the table does not list (Latvia, Lithuania, one made up, a prototype key) gets free text', () => {
    for (const country of ['LV', 'LT', 'XX', '', 'constructor', '__proto__']) expect(stateFieldFor(states, country)).toEqual({ kind: 'text' })
  })
})

describe('each field per country (wc_address_i18n_params)', () => {
  it("Estonia: the postcode before the city, the state optional and hidden, the rest default's", () => {
    expect(fieldLocale(i18n.locale, 'EE', 'postcode')).toEqual({ label: 'Postiindeks', required: true, priority: 65, class: ['form-row-wide', 'address-field'] })
    expect(fieldLocale(i18n.locale, 'EE', 'state')).toMatchObject({ label: 'Maakond', required: false, hidden: true })
    expect(fieldLocale(i18n.locale, 'EE', 'city')).toMatchObject({ label: 'Linn', required: true, priority: 70 })
  })

  it('the United States: ZIP and State labels, both required', () => {
    expect(fieldLocale(i18n.locale, 'US', 'postcode')).toMatchObject({ label: 'Sihtnumber', required: true, priority: 90 })
    expect(fieldLocale(i18n.locale, 'US', 'state')).toMatchObject({ label: 'Osariik', required: true })
  })

  it('the Emirates hide the postcode and make the state optional; Latvia names its municipality', () => {
    expect(fieldLocale(i18n.locale, 'AE', 'postcode')).toMatchObject({ required: false, hidden: true })
    expect(fieldLocale(i18n.locale, 'AE', 'state')).toMatchObject({ label: 'Maakond', required: false })
    expect(fieldLocale(i18n.locale, 'LV', 'state')).toMatchObject({ label: 'Omavalitsus', required: false })
  })

  it('a country without an entry gets the default alone', () => {
    expect(fieldLocale(i18n.locale, 'LT', 'state')).toEqual(fieldLocale(i18n.locale, 'nowhere', 'state'))
    expect(fieldLocale(i18n.locale, 'LT', 'state')).toMatchObject({ label: 'Maakond', required: true, priority: 80 })
  })

  it('the field selectors and the "optional" text come through', () => {
    expect(Object.fromEntries(i18n.fields).state).toBe('#billing_state_field, #shipping_state_field, #calc_shipping_state_field')
    expect(i18n.optionalText).toBe('valikuline')
  })
})

describe('malformed globals', () => {
  it('no object, no countries, broken JSON or the wrong shape: no state rules', () => {
    for (const params of [undefined, null, 'x', 5, [], {}, { countries: '{"EE": [' }, { countries: '[1,2]' }, { countries: 42 }]) expect(readStates(params)).toBeUndefined()
  })

  it('`&quot;`-escaped JSON (an old filter) and an object in place of the string are read alike', () => {
    expect(readStates({ countries: '{&quot;US&quot;:{&quot;CA&quot;:&quot;California&quot;},&quot;EE&quot;:[]}' })).toEqual({ US: { CA: 'California' }, EE: {} })
    expect(readStates({ countries: { EE: [] } })).toEqual({ EE: {} })
  })

  it("a country whose states are junk is left out (free text); names that are no text are dropped", () => {
    expect(readStates({ countries: '{"US":"many","CA":{"ON":"Ontario","QC":{"x":1},"BC":7}}' })).toEqual({ CA: { ON: 'Ontario', BC: '7' } })
  })

  it('the locale needs both the table and the selectors; junk rules read as none', () => {
    expect(readAddressI18n({ locale: '{}' })).toBeUndefined()
    expect(readAddressI18n({ locale_fields: '{}' })).toBeUndefined()
    expect(readAddressI18n({ locale: '{oops', locale_fields: '{}' })).toBeUndefined()
    const odd = readAddressI18n({ locale: '{"default":{"state":{"label":5,"required":"yes","priority":"40","class":["form-row-first","bad class"]}},"US":"x"}', locale_fields: '{"state":"#x","city":"","postcode":7}' })!
    expect(odd.fields).toEqual([['state', '#x']])
    expect(odd.optionalText).toBe('')
    expect(fieldLocale(odd.locale, 'US', 'state')).toEqual({ required: true, priority: 40, class: ['form-row-first'] })
  })
})

describe("the fieldsets' order", () => {
  it('by priority, a row without one right after the row before it, ties kept in place', () => {
    // first 10, last 20, country 40, address 50, city 70, postcode 65, state 80, phone (none), email (none)
    expect(sortedOrder([10, 20, 40, 50, 70, 65, 80, undefined, undefined])).toEqual([0, 1, 2, 3, 5, 4, 6, 7, 8])
    expect(sortedOrder([30, 30, undefined])).toEqual([0, 1, 2])
    expect(sortedOrder([])).toEqual([])
  })
})

describe("the combobox's search", () => {
  it('any part of the name, case and accents ignored', () => {
    expect(matches('Ameerika Ühendriigid', 'ühend')).toBe(true)
    expect(matches('Ameerika Ühendriigid', 'UHEND')).toBe(true)
    expect(matches('Läti', 'lat')).toBe(true)
    expect(matches('Soome', 'eesti')).toBe(false)
    expect(fold('  Ääne ')).toBe('aane')
  })
})
