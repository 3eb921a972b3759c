/**
 * The checkout's calls read purely: what each answer of `update_order_review`, `checkout`, `apply_coupon` and
 * `remove_coupon` means, as a plain value the island acts on. Every outcome is defined: a success, the server's own
 * failure (with its notices), a reload asked for, and the call that failed on the way — no connection or a timeout,
 * a server error, WordPress's `-1` / `0` refusal, a page of HTML or garbage where JSON was due, an answer a redirect
 * brought from elsewhere (src/ajax.ts refuses those before they are read). Nothing here touches the page.
 */
import type { AjaxError, AjaxResult } from '../../src/ajax'
import type { CheckoutResult, UpdatedCheckoutData } from '../../src/event-table'
import { safeUrl } from '../../src/safe-url'

/** Why a call gave nothing to apply (`aborted`: a newer call replaced it; the island ignores it). */
export type Failure = 'offline' | 'server' | 'refused' | 'garbled' | 'elsewhere' | 'aborted'

/** A failed call's reason, from the ajax core's error. */
export function failureOf(error: AjaxError): Failure {
  const kinds: Partial<Record<AjaxError['kind'], Failure>> = { http: 'server', rejected: 'refused', parse: 'garbled', origin: 'elsewhere', aborted: 'aborted' }
  return kinds[error.kind] ?? 'offline'
}

type Dict = Record<string, unknown>
const isDict = (v: unknown): v is Dict => !!v && typeof v == 'object' && !Array.isArray(v)

/**
 * A JSON object in an answer's text. As checkout.js's `dataFilter` does, a body that a PHP notice or a plugin's
 * echo spoiled is searched for the `{"result…}` object WooCommerce printed after it; anything else is no object.
 */
export function jsonObject(text: string): Dict | undefined {
  for (const candidate of [text, /\{"result.*\}/s.exec(text)?.[0]])
    try {
      const value: unknown = candidate && JSON.parse(candidate)
      if (isDict(value)) return value
    } catch {
      // Not JSON: the next candidate, or none.
    }
}

/** Only the string values of a map (selector → HTML): a fragment that is anything else is no fragment. */
function texts(value: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (isDict(value)) for (const key in value) if (typeof value[key] == 'string') out[key] = value[key]
  return out
}

const text = (value: unknown): string => (typeof value == 'string' ? value : '')

/** What `update_order_review` said. */
export type ReviewAnswer =
  | { kind: 'reload' }
  | { kind: 'update'; data: UpdatedCheckoutData; fragments: Record<string, string>; messages: string; failure: boolean }
  | { kind: 'failed'; reason: Failure }

/** Reads `update_order_review`'s answer (asked for as text, so a spoiled body can still be read). */
export function readReview(result: AjaxResult<string>): ReviewAnswer {
  if (!result.ok) return { kind: 'failed', reason: failureOf(result.error) }
  const data = jsonObject(result.data)
  if (!data) return { kind: 'failed', reason: 'garbled' }
  if (data.reload === true) return { kind: 'reload' }
  const fragments = texts(data.fragments)
  return { kind: 'update', data: { ...data, fragments }, fragments, messages: text(data.messages), failure: data.result == 'failure' }
}

/** What `checkout` (placing the order) said. */
export type OrderAnswer =
  | { kind: 'success'; result: CheckoutResult; url: string }
  /** `success`, but its address is no http(s) one (`javascript:` …): the order was taken, the page is not left. */
  | { kind: 'unsafe-redirect'; result: CheckoutResult }
  /** WooCommerce's failure, or any object without `success` (checkout.js's "Invalid response"). */
  | { kind: 'failure'; result: CheckoutResult; messages: string; refresh: boolean; reload: boolean }
  | { kind: 'failed'; reason: Failure }

/** Reads `checkout`'s answer; a relative address is the page's (`base`, the page's own address by default). */
export function readOrder(result: AjaxResult<string>, base?: string): OrderAnswer {
  if (!result.ok) return { kind: 'failed', reason: failureOf(result.error) }
  const data = jsonObject(result.data) as CheckoutResult | undefined
  if (!data) return { kind: 'failed', reason: 'garbled' }
  if (data.result == 'success') {
    const url = safeUrl(data.redirect, undefined, base)
    return url ? { kind: 'success', result: data, url: url.href } : { kind: 'unsafe-redirect', result: data }
  }
  return { kind: 'failure', result: data, messages: text(data.messages), refresh: data.refresh === true, reload: data.reload === true }
}

/** What `apply_coupon` / `remove_coupon` said: WooCommerce's notices as HTML, an error among them or not. */
export type CouponAnswer = { kind: 'notices'; html: string; error: boolean } | { kind: 'empty' } | { kind: 'failed'; reason: Failure }

/** Reads a coupon call's answer (HTML notices, as checkout.js asks for: `dataType: 'html'`). */
export function readCoupon(result: AjaxResult<string>): CouponAnswer {
  if (!result.ok) return { kind: 'failed', reason: failureOf(result.error) }
  const html = result.data.trim()
  if (!html) return { kind: 'empty' }
  // A page of HTML where notices were due (a login page, a theme's error page) is no answer of WooCommerce's.
  if (/<(html|body|head)\b|<!doctype/i.test(html)) return { kind: 'failed', reason: 'garbled' }
  return { kind: 'notices', html, error: /woocommerce-error|is-error/.test(html) }
}
