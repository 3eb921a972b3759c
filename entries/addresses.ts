/**
 * The `addresses` script (cart, checkout, account): the address forms in place of WooCommerce's country-select.js,
 * selectWoo and address-i18n.js. It only finds the forms and decides: where WooCommerce's own file is on the page
 * that half stands down (src/stock.ts); the address code (the state field, each field's locale, their events) comes
 * at the first approach to a country or state field or to the shipping calculator's button, and the searchable list
 * for countries and states with React at the first approach to one. Until then, and without scripts, the fields work
 * as printed.
 */
import { onReady } from '../src/dom'
import { listen } from '../src/events'
import { wireWhen } from '../src/hydrate'
import { loadAsset } from '../src/loader'
import { ADDRESS_I18N, COUNTRY_SELECT, standsDown } from '../src/stock'
import { ANY_COUNTRY, ANY_STATE, CALCULATOR_BUTTON, LONG_LIST } from '../islands/addresses/selectors'

onReady(() => {
  if (!document.querySelector(ANY_COUNTRY)) return
  const states = !standsDown(COUNTRY_SELECT)
  const i18n = !standsDown(ADDRESS_I18N)
  if (states || i18n) {
    // WooCommerce prints the fields already laid out for the customer's country (its locale), so at start the code
    // would change nothing the shopper sees: it is needed once a country changes. It starts from the fields as they
    // are then (every country refreshed, as address-i18n.js's ready), so whatever came before it is followed.
    const fields = () => loadAsset('address-fields').then((start) => (start({ states, i18n }), () => {}))
    // A change of a country or state field before the code is held and replayed once it is here.
    wireWhen(`${ANY_COUNTRY},${ANY_STATE}`, 'interaction', fields, { hold: ['change'] })
    // The cart page's calculator opens closed fields, which follow the country's locale only with the code (cart.js
    // opens it with a change of its country): the click waits for the code, so they show laid out.
    wireWhen(CALCULATOR_BUTTON, 'interaction', fields, { hold: ['click'] })
    // Another script's change of a country (a jQuery trigger, which the hold, a DOM listener, never hears) or its
    // `country_to_state_changed` (cart.js's, after it shows fields): the code comes too, and follows the fields.
    document.querySelectorAll(ANY_COUNTRY).forEach((el) => listen(el, 'change', fields))
    listen(document.body, 'country_to_state_changed', fields)
  }
  if (states) wireWhen(LONG_LIST, 'interaction', () => loadAsset('address-combobox'))
})
