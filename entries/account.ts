/**
 * The `account` script (register, login, edit-account, lost/reset password and checkout pages): field help texts,
 * the social login buttons, and the orders table wrapped for touch scrolling. The password strength meter's trigger
 * is the `password` script, on every page (entries/password.ts). It only connects markup to islands, and leaves the
 * help texts to WooCommerce's own scripts, the orders table to Flatsome's, where those are on the page (src/stock.ts).
 */
import { onReady, wireAll } from '../src/dom'
import { ORDERS_TABLE, standsDown, WOOCOMMERCE_JS } from '../src/stock'
import { HELP_TEXT_SELECTOR, mountHelpText } from '../islands/account/help-text'
import { mountSocialButton, SOCIAL_SELECTOR } from '../islands/account/social-login'
import { mountOrdersTable, ORDERS_TABLE_SELECTOR } from '../islands/account/orders-table'

onReady(() => {
  if (!standsDown(WOOCOMMERCE_JS)) wireAll(HELP_TEXT_SELECTOR, mountHelpText)
  wireAll<HTMLAnchorElement>(SOCIAL_SELECTOR, mountSocialButton)
  if (!standsDown(ORDERS_TABLE)) wireAll(ORDERS_TABLE_SELECTOR, mountOrdersTable)
})
