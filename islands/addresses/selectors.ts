/** What the first-load `addresses` script looks for, without the address code itself. */

/** The long lists that get the searchable combobox: the selects selectWoo enhances (country-select.js). */
export const LONG_LIST = 'select.country_select, select.state_select'
/** Any country field: where one is, the page has an address form. */
export const ANY_COUNTRY = 'select.country_to_state, input.country_to_state'
/** The state fields country-select.js swaps (a list, free text or hidden). */
export const ANY_STATE = '#billing_state,#shipping_state,#calc_shipping_state'
/** The cart page's button that opens the shipping calculator (cart.js's `.shipping-calculator-button`). */
export const CALCULATOR_BUTTON = '.shipping-calculator-button'
