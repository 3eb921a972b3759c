/** A response before it is written: handlers build these, the server adds cookies and writes them. */
export interface Reply {
  status: number
  headers: Record<string, string>
  body: string | Buffer
  /** Cookies to set on top of the visitor and cart cookies. */
  cookies?: string[]
}

export const json = (value: unknown, status = 200): Reply => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=UTF-8' },
  body: JSON.stringify(value),
})

export const htmlReply = (body: string, status = 200): Reply => ({ status, headers: { 'Content-Type': 'text/html; charset=UTF-8' }, body })

export const text = (body: string, status = 200): Reply => ({ status, headers: { 'Content-Type': 'text/plain; charset=UTF-8' }, body })

/** 303 after a form POST (so reloading does not post again), 302 otherwise. */
export const redirect = (location: string, status = 302): Reply => ({ status, headers: { Location: location }, body: '' })

/** What check_ajax_referer() answers on a bad nonce: HTTP 403 with the body `-1`. */
export const badNonce = (): Reply => ({ status: 403, headers: { 'Content-Type': 'text/html; charset=UTF-8' }, body: '-1' })

/** WordPress's REST error for a bad X-WP-Nonce. */
export const restBadNonce = (): Reply =>
  json({ code: 'rest_cookie_invalid_nonce', message: 'Küpsise kontroll ebaõnnestus', data: { status: 403 } }, 403)

/** The anti-spam refusal of admin-ajax and wc-ajax. */
export const spam = (): Reply => json({ success: false, data: 'spam' }, 403)

/** `Set-Cookie` value with WordPress's defaults (path /, SameSite=Lax). */
export function cookie(name: string, value: string, options: { maxAge?: number; httpOnly?: boolean } = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax']
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`)
  if (options.maxAge !== undefined && options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT')
  if (options.httpOnly) parts.push('HttpOnly')
  return parts.join('; ')
}
