/**
 * Notices the server printed after a form post (a failed login, an added product): once the page has settled the
 * first alert notice is scrolled to (100 px above it, 1000 ms, at once under reduced motion) and focused, so both
 * sighted and screen-reader users meet it — unless the shopper is already in a field by then. `$.scroll_to_notices` is provided for plugins that call it.
 */
import { revealNotice, scrollToNotices } from '../../src/scroll'
import { pageJQuery } from '../../src/events'

export { revealNotice }

export const NOTICE_SELECTOR = '.woocommerce-error[role=alert], .woocommerce-message[role=alert], .woocommerce-info[role=alert]'

/**
 * Reveals the first alert notice of the page, if any, once it has settled (WooCommerce waits 500 ms) — unless the
 * shopper has already put focus somewhere: pulling it from a field they are typing in would lose their place.
 */
export function revealPageNotice(delay = 500): void {
  // The page's own document, not whatever `document` is when the timer fires (none, once a test page is torn down).
  const page = document
  setTimeout(() => {
    const notice = page.querySelector<HTMLElement>(NOTICE_SELECTOR)
    const focused = page.activeElement
    if (notice && (!focused || focused === page.body || focused === page.documentElement)) void revealNotice(notice)
  }, delay)
}

/** Gives jQuery code the stock `$.scroll_to_notices(el)`. */
export function provideJQueryScrollToNotices(): void {
  const $ = pageJQuery() as unknown as (Record<string, unknown> & { fn?: unknown }) | undefined
  if (!$ || typeof $.scroll_to_notices === 'function') return
  $.scroll_to_notices = (target: unknown) => {
    const el = (target as { 0?: unknown })?.[0] ?? target
    if (el instanceof Element) void scrollToNotices(el)
  }
}
