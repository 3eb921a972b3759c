/**
 * The account's orders table (WooCommerce's `table.my_account_orders`, several columns) in Flatsome's
 * `div.touch-scroll-table`, which the theme's CSS scrolls sideways below 850 px, as Flatsome's woocommerce.js wraps
 * it (where that script stays, the account script leaves the table to it). A wrapper the server printed is kept. The
 * wrapper is a labelled region ("Tellimused") that Tab reaches, so a keyboard can scroll it too (axe's
 * scrollable-region-focusable).
 */
import { t } from '../../src/i18n'
import { ordersTable } from '../../src/messages'

/** WooCommerce's orders table (its current template and the old my-orders.php). */
export const ORDERS_TABLE_SELECTOR = 'table.my_account_orders'

/** Wraps one table, unless it is wrapped already, and makes the wrapper a focusable, labelled region. */
export function mountOrdersTable(table: HTMLElement): void {
  let wrap = table.parentElement!
  if (!wrap.matches('.touch-scroll-table')) {
    wrap = document.createElement('div')
    wrap.className = 'touch-scroll-table'
    table.replaceWith(wrap)
    wrap.append(table)
  }
  wrap.tabIndex = 0
  wrap.setAttribute('role', 'region')
  wrap.setAttribute('aria-label', t(ordersTable))
}
