/**
 * What WooCommerce's cart page prints that the cart page's code binds to, as cart.js (9.9.5) finds it: the first-load
 * trigger (entries/cart-page.ts) and the code (cart-page.ts) share these.
 */
export const CART_FORM = '.woocommerce-cart-form'
export const TOTALS = '.cart_totals'
/** "Update cart", disabled until a line's field changes. */
export const UPDATE_BUTTON = '.woocommerce-cart-form [name=update_cart]'
/** A cart line, whose fields' change or input enables "Update cart" (only fields fire those). */
export const CART_LINE = '.woocommerce-cart-form .cart_item'
/** The shipping calculator's fields, closed until its button opens them. */
export const CALCULATOR = '.shipping-calculator-form'
export const CALCULATOR_BUTTON = '.shipping-calculator-button'
/** Where the shopper acts on the cart: the form, the totals, and the notices (a removal's undo link). */
export const REGIONS = '.woocommerce-cart-form, .cart_totals, .woocommerce-cart .woocommerce-notices-wrapper'
