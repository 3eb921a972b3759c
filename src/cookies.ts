/**
 * Cookies, through js-cookie (the library WooCommerce ships as `Cookies`), so names and values are encoded the
 * same way the stock scripts and the PHP side expect.
 */
import Cookies from 'js-cookie'

/** A cookie's value, or undefined when it is absent. */
export function getCookie(name: string): string | undefined {
  return Cookies.get(name)
}

/** Sets a cookie for the whole site. Without `days` it is a session cookie (no expiry), like WooCommerce's. */
export function setCookie(name: string, value: string, days?: number): void {
  Cookies.set(name, value, days === undefined ? { path: '/', sameSite: 'Lax' } : { path: '/', sameSite: 'Lax', expires: days })
}

/** Removes a site-wide cookie. */
export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' })
}
