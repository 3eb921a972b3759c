/**
 * What a revocation deletes: Saar's and the pixels' first-party cookies, each kept only while what owns it is granted.
 * Each is expired for every domain it may have been written for: the host, no domain attribute, and each parent
 * domain with a leading dot (sourcebuster wrote `.example.com` from `www.example.com`; WooCommerce's own deletion
 * missed it, tracking-consent.md §4.3).
 */
import { allows } from '../../../src/consent'
import type { ConsentState, Destination } from '../../../src/stores/consent'
import { OUTBOX_KEY } from '../server/outbox'

/**
 * The tracking cookies by name, or by prefix where a name ends with `*`, grouped by what must be granted to keep
 * them: a destination (its pixel's own cookies), marketing (sourcebuster's order attribution among them), or
 * `attribution` (PixelYourSite's landing, UTM and click-id cookies: analytics or marketing).
 */
export const COOKIE_OWNERS: Record<Destination | 'marketing' | 'attribution', string[]> = {
  // PixelYourSite's landing, UTM, click-id and session cookies
  attribution: [
    'pys_first_visit', 'pysTrafficSource', 'pys_landing_page', 'pys_utm_*', 'pys_fbadid', 'pys_gadid', 'pys_padid', 'pys_bingid', 'last_pys_*',
    'last_pysTrafficSource', 'pys_start_session', 'pys_session_limit',
  ],
  // PixelYourSite's external id, form data and hook mode's last cart hash; Google Ads' click ids; sourcebuster's
  // (WooCommerce's order attribution captures only with marketing granted: attribution/wants.ts)
  marketing: [
    'pbid', 'pys_advanced_form_data', '_gcl_*', 'pysAddToCartFragmentId',
    'sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations', 'sbjs_promo',
  ],
  facebook: ['_fbp', '_fbc', 'pys_fb_event_id'],
  pinterest: ['_pin_unauth', '_pinterest_*', '_epik', 'pys_pinterest_event_id'],
  bing: ['_uetsid', '_uetvid', '_uetmsclkid'],
  ga: ['_ga', '_ga_*', '_gid', '_gat*'],
  gtm: [],
}

/** Every tracking cookie, by name or by prefix (`*`). */
export const TRACKING_COOKIES = /* @__PURE__ */ Object.values(COOKIE_OWNERS).flat()

/** Whether a cookie name is one of `patterns` (names, or prefixes ending with `*`). */
const named = (name: string, patterns: string[]): boolean => patterns.some((c) => (c.endsWith('*') ? name.startsWith(c.slice(0, -1)) : name == c))

/** Whether a state still keeps the cookies of an owner. */
const keeps = (owner: string, state: ConsentState): boolean =>
  owner == 'attribution' ? allows('analytics', state) || allows('marketing', state) : allows(owner as Destination | 'marketing', state)

/** The domains a cookie of this page may carry: none, the host, and each parent with a leading dot. */
function domains(host: string): string[] {
  const out = ['', host]
  const parts = host.split('.')
  for (let i = 0; i < parts.length - 1; i++) out.push('.' + parts.slice(i).join('.'))
  return out
}

/** Expires every cookie this page can see that `which` names, for every domain it may have been written with. */
export function forgetCookies(which: (name: string) => boolean): void {
  const names = document.cookie.split('; ').map((pair) => pair.slice(0, pair.indexOf('=')))
  for (const name of names.filter(which))
    for (const domain of domains(location.hostname))
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain && '; domain=' + domain}`
}

/**
 * Expires every tracking cookie this page can see that `state` does not keep (all of them without one), for every
 * domain it may have been written with.
 */
export function forgetTracking(state?: ConsentState): void {
  forgetCookies((name) => Object.entries(COOKIE_OWNERS).some(([owner, patterns]) => named(name, patterns) && !(state && keeps(owner, state))))
  // The server copies waiting to go are Meta's: gone with its consent, wherever it was taken back.
  if (!state || !allows('facebook', state))
    try {
      localStorage.removeItem(OUTBOX_KEY)
    } catch {
      // No storage: nothing was kept there.
    }
}
