/**
 * REST calls and same-origin checks: small helpers bundled into the scripts that use them.
 */
import { request, type AjaxResult, type RequestOptions } from './ajax'
import { settings } from './settings'

/** A REST route (relative to the settings' `restUrl`, or a full URL) with the REST nonce. */
export function rest<T = unknown>(route: string, options: RequestOptions = {}, nonce = settings().restNonce): Promise<AjaxResult<T>> {
  const url = /^(https?:)?\//.test(route) ? route : settings().restUrl.replace(/\/?$/, '/') + route
  return request<T>(url, { ...options, headers: { ...options.headers, ...(nonce && { 'X-WP-Nonce': nonce }) } })
}

/** Whether a URL points at the page's own origin: HTML fragments are only ever taken from there. */
export function isSameOrigin(url: string, base = location.href): boolean {
  try {
    return new URL(url, base).origin === new URL(base).origin
  } catch {
    return false
  }
}
