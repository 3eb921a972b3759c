/**
 * The `addresses` script (cart, checkout, account): the address forms in place of WooCommerce's country-select.js,
 * selectWoo and address-i18n.js. It only finds the forms and decides: where WooCommerce's own file is on the page
 * that half stands down (src/stock.ts); the address code (the state field, each field's locale, their events) comes
 * when the page is idle, and the searchable list for countries and states with React at the first approach to one.
 * Until then, and without scripts, the fields work as printed.
 */
import { onReady } from '../src/dom'
import { wireWhen } from '../src/hydrate'
import { whenIdle } from '../src/idle'
import { loadAsset } from '../src/loader'
import { ADDRESS_I18N, COUNTRY_SELECT, standsDown } from '../src/stock'
import { ANY_COUNTRY, LONG_LIST } from '../islands/addresses/selectors'

onReady(() => {
  if (!document.querySelector(ANY_COUNTRY)) return
  const states = !standsDown(COUNTRY_SELECT)
  const i18n = !standsDown(ADDRESS_I18N)
  if (states || i18n) whenIdle(() => void loadAsset('address-fields').then((start) => start({ states, i18n })))
  if (states) wireWhen(LONG_LIST, 'interaction', () => loadAsset('address-combobox'))
})
