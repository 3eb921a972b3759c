/**
 * The `notification` script: the recent-purchase popup's first-load part, on every page, and only a timer (300 B
 * gzip). Once the page is parsed (the plugin's data may be printed after this script) it does nothing on the cart,
 * checkout and account pages (WooCommerce's body classes), without `_woocommerce_notification_params`, or while the
 * shopper's close cookie is set. Otherwise, when the plugin's `initial_delay` (seconds, 5 by default) has passed,
 * the popup (lazy/notification-popup.ts) loads and starts. Everything else is checked there, where bytes are
 * cheap: a malformed global, the close cookie exactly, and VillaTheme's own script beside Saar's (src/stock.ts),
 * which is then left the popup, with one console line.
 */
import { onReady } from '../src/dom'
import { loadAsset } from '../src/loader'
import { toNumber } from '../src/settings'
import type { PopupStart } from '../islands/notification/types'

onReady(() => {
  const params = (window as unknown as { _woocommerce_notification_params?: PopupStart['params'] })._woocommerce_notification_params
  const startedAt = performance.now()
  if (!params || /woocommerce-(cart|checkout|account)/.test(document.body.className) || /woo_notification_close=./.test(document.cookie)) return
  // A file that cannot load leaves the page as it is (the loader says why in the console).
  setTimeout(() => loadAsset('notification-popup').then((start) => start({ params, startedAt }), () => {}), toNumber(params.initial_delay, 5) * 1000)
})
