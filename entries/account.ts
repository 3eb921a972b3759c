/**
 * The `account` script (register, login, edit-account, lost/reset password and checkout pages): the password
 * strength meter with its submit rules (it and zxcvbn load on demand on the first focus of a password field),
 * field help texts, the social login buttons, and the orders table wrapped for touch scrolling. It only connects
 * markup to islands, and leaves the meter and the help texts to WooCommerce's own scripts, the orders table to
 * Flatsome's, where those are on the page (src/stock.ts).
 */
import { onReady, wireAll } from '../src/dom'
import { ORDERS_TABLE, PASSWORD_METER, standsDown, WOOCOMMERCE_JS } from '../src/stock'
import { PASSWORD_SELECTOR, wirePasswordField } from '../islands/account/password-field'
import { HELP_TEXT_SELECTOR, mountHelpText } from '../islands/account/help-text'
import { mountSocialButton, SOCIAL_SELECTOR } from '../islands/account/social-login'
import { mountOrdersTable, ORDERS_TABLE_SELECTOR } from '../islands/account/orders-table'

onReady(() => {
  if (!standsDown(PASSWORD_METER)) wireAll<HTMLInputElement>(PASSWORD_SELECTOR, wirePasswordField)
  if (!standsDown(WOOCOMMERCE_JS)) wireAll(HELP_TEXT_SELECTOR, mountHelpText)
  wireAll<HTMLAnchorElement>(SOCIAL_SELECTOR, mountSocialButton)
  if (!standsDown(ORDERS_TABLE)) wireAll(ORDERS_TABLE_SELECTOR, mountOrdersTable)
})
