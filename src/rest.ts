/**
 * REST calls: a small helper bundled into the scripts that use it. (The same-origin check moved to safe-url.ts.)
 */
import { request, type AjaxResult, type RequestOptions } from './ajax'
import { settings } from './settings'

/** A REST route (relative to the settings' `restUrl`, or a full URL) with the REST nonce. */
export function rest<T = unknown>(route: string, options: RequestOptions = {}, nonce = settings().restNonce): Promise<AjaxResult<T>> {
  const url = /^(https?:)?\//.test(route) ? route : settings().restUrl.replace(/\/?$/, '/') + route
  return request<T>(url, { ...options, headers: { ...options.headers, ...(nonce && { 'X-WP-Nonce': nonce }) } })
}

export { isSameOrigin } from './safe-url'
