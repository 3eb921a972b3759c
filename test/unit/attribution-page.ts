/**
 * The page order attribution's unit tests run on (vitest's jsdom environment): the shop's address, a way to open a
 * URL from a referrer, and jsdom's cookie jar, to read each cookie's domain, path and expiry.
 */

/** A cookie as jsdom's jar keeps it (tough-cookie's fields the tests read). */
export interface StoredCookie {
  key: string
  value: string
  domain: string | null
  path: string | null
  expires: Date | 'Infinity'
}

/** What the tests use of vitest's JSDOM instance (jsdom ships no types). */
interface JsdomPage {
  reconfigure(options: { url: string }): void
  cookieJar: { getCookiesSync(url: string): StoredCookie[]; removeAllCookiesSync(): void }
}

/** vitest's JSDOM instance of this test file. */
export const dom = (globalThis as unknown as { jsdom: JsdomPage }).jsdom

/** The shop, on a `www.` host (sourcebuster shares its cookies from `.saar.example`). */
export const SHOP = 'https://www.saar.example'

/** Opens `url` (a path) on the shop, arriving from `referrer`. */
export function visit(url: string, referrer = ''): void {
  dom.reconfigure({ url: SHOP + url })
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
}

/** The shop's cookies, by name. */
export const stored = (): Record<string, StoredCookie> => Object.fromEntries(dom.cookieJar.getCookiesSync(SHOP + '/').map((c) => [c.key, c]))
