/**
 * The recent-purchase popup's contracts: what the first-load `notification` script hands the on-demand
 * `notification-popup` bundle when the initial delay ends.
 */

/** What `startPopup` gets: the page's popup settings, read once by the first-load part. */
export interface PopupStart {
  /** `_woocommerce_notification_params` as the stock plugin prints it (strings, booleans and numbers mixed). */
  params: Record<string, unknown>
  /** `performance.now()` when the first-load part started its timer: the popup shows no earlier than the initial delay after it. */
  startedAt: number
}

/** The popup while it runs: `stop` removes it and its timers (a page that hands the popup back, tests). */
export interface Popup {
  stop(): void
}
