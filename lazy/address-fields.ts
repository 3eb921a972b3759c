/**
 * The address code (islands/addresses/fields.ts), loaded by the first-load `addresses` script at the first approach to a
 * country or state field or the shipping calculator's button, or at another script's change of a country or its
 * `country_to_state_changed`:
 * the state field that follows the country, and each field's locale, from WooCommerce's own localized globals
 * (`wc_country_select_params`, `wc_address_i18n_params`, which the plugin keeps on its aliases). The first load says
 * which halves are Saar's (the other stands down beside WooCommerce's file); a half whose global is missing or
 * unreadable does nothing, as WooCommerce's script does then.
 */
import { provide } from '../src/loader'
import { printed } from '../src/stock-globals'
import { t } from '../src/i18n'
import { selectState } from '../src/messages'
import { readAddressI18n, readStates } from '../islands/addresses/locale'
import { refreshAll, startAddresses, type AddressRules } from '../islands/addresses/fields'

declare module '../src/assets' {
  interface Assets {
    'address-fields': (halves: { states: boolean; i18n: boolean }) => void
  }
}

/** A localized text as WooCommerce escapes it (`esc_attr__`: `&hellip;` and the like), as plain text. */
const plain = (text: unknown): string =>
  typeof text == 'string' ? text.replace(/&(hellip|amp|quot|lt|gt|#0?39);/g, (_, e: string) => ({ hellip: '…', amp: '&', quot: '"', lt: '<', gt: '>' } as Record<string, string>)[e] ?? "'") : ''

let started = false

provide('address-fields', (halves) => {
  if (started) return
  started = true
  const params = printed('wc_country_select_params')
  const table = halves.states ? readStates(params) : undefined
  const rules: AddressRules = {
    states: table && { table, texts: { selectState: plain(params?.i18n_select_state_text) || t(selectState) } },
    i18n: halves.i18n ? readAddressI18n(printed('wc_address_i18n_params')) : undefined,
  }
  startAddresses(rules)
  // Without Saar's locale half nobody fires `wc_address_i18n_ready` now (WooCommerce's fired it at DOM ready, before
  // this listened): the countries are refreshed here instead.
  if (rules.states && !rules.i18n) refreshAll()
})
