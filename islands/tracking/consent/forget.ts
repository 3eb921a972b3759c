/**
 * What a revocation deletes: Saar's and the pixels' first-party cookies. Each is expired for every domain it may
 * have been written for: the host, no domain attribute, and each parent domain with a leading dot (sourcebuster
 * wrote `.example.com` from `www.example.com`; WooCommerce's own deletion missed it, tracking-consent.md §4.3).
 */

/** The tracking cookies by name, or by prefix where a name ends with `*`. */
export const TRACKING_COOKIES = [
  // sourcebuster / WooCommerce order attribution
  'sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations', 'sbjs_promo',
  // PixelYourSite
  'pys_first_visit', 'pysTrafficSource', 'pys_landing_page', 'pys_utm_*', 'pys_fbadid', 'pys_gadid', 'pys_padid', 'pys_bingid', 'last_pys_*', 'last_pysTrafficSource', 'pys_start_session', 'pys_session_limit',
  'pbid', 'pys_fb_event_id', 'pys_pinterest_event_id', 'pys_advanced_form_data',
  // the pixels' own
  '_fbp', '_fbc', '_ga', '_ga_*', '_gid', '_gat*', '_gcl_*', '_pin_unauth', '_pinterest_*', '_epik', '_uetsid', '_uetvid', '_uetmsclkid',
]

const matches = (name: string): boolean => TRACKING_COOKIES.some((c) => (c.endsWith('*') ? name.startsWith(c.slice(0, -1)) : name == c))

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

/** Expires every tracking cookie this page can see, for every domain it may have been written with. */
export function forgetTracking(): void {
  forgetCookies(matches)
}
