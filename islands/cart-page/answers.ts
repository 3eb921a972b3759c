/**
 * What the answers of the cart page's calls mean, read purely (test/unit/cart-page.test.ts runs them without a DOM).
 * Every call cart.js makes is answered with HTML: the cart page (the form's posts, the remove and undo links), a
 * notice (`apply_coupon`, `remove_coupon`) or the totals (`update_shipping_method`). The ajax core (src/ajax.ts) has
 * already refused an answer from another page or origin (a redirect), WordPress's `-1` and `0`, a failed status, a
 * timeout and a lost connection. What is left must be the markup the call gives: a whole page where a notice or the
 * totals belong (a login or error page, a proxy's), a page that is no cart, a JSON or garbled answer (a PHP notice
 * before it) or nothing at all is a failure too, and nothing of it reaches the page.
 */
import type { AjaxResult } from '../../src/ajax'

/** The answer's HTML, or that there is none to use. */
export type Answer = { ok: true; html: string } | { ok: false }

const WHOLE_PAGE = /<!doctype|<html[\s>]|<body[\s>]/i
const NOTICE = /\b(woocommerce-(error|message|info)|is-(error|success|info))\b/

const text = (result: AjaxResult<unknown>): string | undefined => (result.ok && typeof result.data == 'string' ? result.data : undefined)

/** The cart page a post or link led to: its form, or the empty cart's message. */
export function readCartPage(result: AjaxResult<unknown>): Answer {
  const html = text(result)
  return html && /\b(woocommerce-cart-form|wc-empty-cart-message)\b/.test(html) ? { ok: true, html } : { ok: false }
}

/** A coupon's answer: WooCommerce's printed notices, nothing else. */
export function readNotices(result: AjaxResult<unknown>): Answer {
  const html = text(result)
  return html && NOTICE.test(html) && !WHOLE_PAGE.test(html) ? { ok: true, html } : { ok: false }
}

/** A shipping rate's answer: the totals (cart/cart-totals.php) alone. */
export function readTotals(result: AjaxResult<unknown>): Answer {
  const html = text(result)
  return html && /\bcart_totals\b/.test(html) && !WHOLE_PAGE.test(html) ? { ok: true, html } : { ok: false }
}

/** Whether a coupon's notices say no (cart.js then shows them under the field, not at the top). */
export const isCouponError = (html: string): boolean => /woocommerce-error|is-error/.test(html)

/**
 * cart.js's `shipping_method` payload: each package's chosen rate by its `data-index` (selects, checked radios and
 * the hidden input of a single rate), as jQuery's `.data('index')` reads it.
 */
export function shippingMethods(chosen: ReadonlyArray<{ index: string | null; value: string }>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const { index, value } of chosen) out[index ?? 'undefined'] = value
  return out
}
