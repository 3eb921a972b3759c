/** What the first-load `addresses` script looks for, without the address code itself. */

/** The long lists that get the searchable combobox: the selects selectWoo enhances (country-select.js). */
export const LONG_LIST = 'select.country_select, select.state_select'
/** Any country field: where one is, the page has an address form. */
export const ANY_COUNTRY = 'select.country_to_state, input.country_to_state'
