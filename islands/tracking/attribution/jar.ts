/**
 * The attribution cookies' reading and writing: raw values (each format encodes its own), an expiry in minutes,
 * and the domain sourcebuster shares them on.
 */

/** A cookie's raw value (as the page's `document.cookie` shows it), or undefined when absent. */
export function rawCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(/; ?/)) if (pair.slice(0, pair.indexOf('=')) == name) return pair.slice(name.length + 1)
  return undefined
}

/**
 * The domain sourcebuster writes its cookies for: the host without `www.` (its leading dot shares them with
 * subdomains). None on an IP address or a one-label host (`localhost`), where a browser refuses a domain cookie:
 * sourcebuster then kept nothing at all.
 */
export function cookieDomain(host = location.hostname): string {
  return /^[\d.]+$|^\[|^[^.]+$/.test(host) ? '' : host.replace(/^www\./, '')
}

/**
 * Writes a cookie of raw `value` (already encoded) for the whole site: for `minutes` (0: until the browser closes;
 * negative: expired), shared from `domain` down (none: this host only).
 */
export function writeCookie(name: string, value: string, minutes: number, domain: string): void {
  document.cookie =
    name + '=' + value + (minutes ? '; expires=' + new Date(Date.now() + minutes * 60000).toUTCString() : '') + (domain ? ';domain=.' + domain : '') + '; path=/'
}
