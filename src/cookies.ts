/**
 * Cookies, encoded the way js-cookie (the library WooCommerce's scripts use) encodes them, so the stock scripts, the
 * PHP side and Saar read each other's values: percent-encoded on the way in, `%XX` sequences decoded on the way out,
 * a quoted value unquoted. Not js-cookie itself: the store notice reads one cookie on every page, and the library
 * would be a fifth of the theme script.
 */

/** Decodes the `%XX` runs of a cookie name or value (what js-cookie's read converter does). */
const decode = (text: string): string => text.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent)

/** A cookie's value, or undefined when it is absent. A malformed cookie (a bad `%` sequence) is skipped. */
export function getCookie(name: string): string | undefined {
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const at = pair.indexOf('=')
    let value = pair.slice(at + 1)
    if (value[0] == '"') value = value.slice(1, -1)
    try {
      if (decode(pair.slice(0, at)) == name) return decode(value)
    } catch {
      // Someone else's cookie that is no valid percent-encoding: not ours to read.
    }
  }
  return undefined
}

/**
 * Sets a cookie for the whole site: for `maxAge` seconds, or for the session without one (as WooCommerce's store
 * notice sets its own).
 */
export function setCookie(name: string, value: string, maxAge?: number): void {
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${maxAge ? '; max-age=' + maxAge : ''}; path=/; SameSite=Lax`
}
