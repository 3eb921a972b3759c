/**
 * PixelYourSite's visit cookies and the checkout fields its PHP reads (tracking-consent.md §1.4; PixelYourSite 11's
 * `Utils.manageCookies` and `addCheckoutFields`): first visit, traffic source, landing page, the five UTM terms and
 * the four ad ids of the first visit, their `last_` copies at each new session, and the session's start and limit.
 * PixelYourSite writes them on every page before any consent; Saar only once analytics or marketing is granted, and
 * honours the shop's `pysOptions.cookie.disabled_*` flags, `cookie_duration` (days) and `last_visit_duration`
 * (minutes). Values are decoded, without email addresses and capped (text.ts): PixelYourSite kept them raw and
 * dropped only a value that was wholly an email address.
 */
import { forgetCookies } from '../consent/forget'
import { cookieDomain, writeCookie } from './jar'
import { queryOf } from './source'
import { tidy, URL_CAP, VALUE_CAP } from './text'
import { getCookie } from '../../../src/cookies'
import { toBool, toNumber } from '../../../src/settings'

/** `pysOptions` as printed (read field by field where used: the full reader would double this bundle's share). */
export type PysPrinted = Record<string, unknown>
type Dict = Record<string, unknown>
const dict = (value: unknown): Dict => (value && typeof value == 'object' ? (value as Dict) : {})

/** The UTM terms PixelYourSite keeps (`pys_<term>`, `last_pys_<term>`). */
export const UTM_TERMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']

/**
 * PixelYourSite's ad id slots (`pys_<id>`) and what fills each: its own parameter, else the platform's click id (the
 * first value, in either case): Meta's fbclid, Google's gclid, gbraid or wbraid, Pinterest's epik, Microsoft's
 * msclkid.
 */
export const AD_IDS: Record<string, string[]> = {
  fbadid: ['fbadid', 'fbclid'],
  gadid: ['gadid', 'gclid', 'gbraid', 'wbraid'],
  padid: ['padid', 'epik'],
  bingid: ['bingid', 'msclkid'],
}

/** Every cookie this file writes (a revocation expires them). */
export const PYS_COOKIES = ['pys_first_visit', 'pysTrafficSource', 'last_pysTrafficSource', 'pys_landing_page', 'last_pys_landing_page', 'pys_start_session', 'pys_session_limit']
for (const name of [...UTM_TERMS, ...Object.keys(AD_IDS)]) PYS_COOKIES.push('pys_' + name, 'last_pys_' + name)

/** Where the visitor came from, as PixelYourSite says it: the referrer's host without `www.`, or `direct`. */
function trafficSource(domain: string): string {
  try {
    const from = new URL(document.referrer)
    const host = from.host.replace(/^www\./, '')
    return host == domain || host.endsWith('.' + domain) || from.hostname == location.hostname ? 'direct' : tidy(host, VALUE_CAP)
  } catch {
    return 'direct'
  }
}

/** Records this page view in PixelYourSite's cookies. */
export function capturePys(options: PysPrinted): void {
  const off = (flag: string): boolean => toBool(dict(options.cookie)['disabled_' + flag])
  const domain = toBool(options.track_cookie_for_subdomains) ? cookieDomain() : ''
  const days = (toNumber(options.cookie_duration, 0) || 7) * 1440
  // undefined: none, for whichever domain it was written with (the shop may have changed its subdomain setting).
  const set = (name: string, value: string | undefined, minutes = days): void =>
    value === undefined ? forgetCookies((cookie) => cookie == name) : writeCookie(name, encodeURIComponent(value), minutes, domain)
  const newSession = getCookie('pys_start_session') === undefined || getCookie('pys_session_limit') === undefined
  const query = queryOf(location.search)
  const param = (names: string[]): string | undefined => {
    const raw = names.map((name) => query.get(name)).find((value) => value !== undefined)
    return raw === undefined ? undefined : tidy(raw, VALUE_CAP) || undefined
  }
  // One visit's data, under `prefix` (`pys_` for the first visit, `last_pys_` for this session).
  const visit = (prefix: string, source: string, landing: string): void => {
    set(source, off('trafficsource_cookie') ? undefined : trafficSource(cookieDomain() || location.hostname))
    set(landing, off('landing_page_cookie') ? undefined : tidy(location.origin + location.pathname, URL_CAP))
    for (const term of UTM_TERMS) set(prefix + term, off('utmTerms_cookie') ? undefined : param([term]))
    for (const id in AD_IDS) set(prefix + id, off('utmId_cookie') ? undefined : param(AD_IDS[id]!))
  }
  if (off('all_cookie')) {
    for (const name of PYS_COOKIES) set(name, undefined)
    return
  }
  if (newSession && !off('start_session_cookie')) {
    set('pys_session_limit', 'true', toNumber(options.last_visit_duration, 0) || 60)
    set('pys_start_session', 'true', 0)
  }
  if (getCookie('pys_first_visit') === undefined) {
    set('pys_first_visit', off('first_visit_cookie') ? undefined : 'true')
    visit('pys_', 'pysTrafficSource', 'pys_landing_page')
  }
  if (newSession) visit('last_pys_', 'last_pysTrafficSource', 'last_pys_landing_page')
  if (off('start_session_cookie')) ['pys_start_session', 'pys_session_limit'].forEach((name) => set(name, undefined))
}

/** The English names PixelYourSite's order box shows (its `getDateTime`): `14-15|Tuesday|November`. */
function browserTime(date = new Date()): string {
  const hour = date.getHours()
  const two = (n: number): string => String(n).padStart(2, '0')
  const name = (part: 'weekday' | 'month'): string => date.toLocaleString('en-US', { [part]: 'long' })
  return `${two(hour)}-${two(hour + 1)}|${name('weekday')}|${name('month')}`
}

/** A `name:value|…` list as PixelYourSite's PHP splits it: a `|` or `:` inside a value is percent-encoded. */
const list = (prefix: string, names: string[], fallback: Dict): string =>
  names
    .map((name) => {
      const value = tidy(getCookie(prefix + name) ?? (typeof fallback[name] == 'string' ? fallback[name] : ''), VALUE_CAP)
      return name + ':' + (value ? value.replace(/[|:]/g, encodeURIComponent) : 'undefined')
    })
    .join('|')

/** PixelYourSite's hidden checkout fields, from its cookies (and what the server printed, where a cookie is off). */
export function pysFields(options: PysPrinted): Record<string, string> {
  const server = dict(options.tracking_analytics)
  const landing = (name: string): string => tidy(getCookie(name) ?? (typeof server.TrafficLanding == 'string' ? server.TrafficLanding : ''), URL_CAP)
  const source = (name: string): string => tidy(getCookie(name) ?? '', VALUE_CAP)
  const utms = dict(server.TrafficUtms)
  const ids = dict(server.TrafficUtmsId)
  return {
    pys_utm: list('pys_', UTM_TERMS, utms),
    pys_utm_id: list('pys_', Object.keys(AD_IDS), ids),
    pys_browser_time: browserTime(),
    pys_landing: landing('pys_landing_page'),
    pys_source: source('pysTrafficSource'),
    pys_order_type: document.querySelector('.wcf-optin-form') ? 'wcf-optin' : 'normal',
    last_pys_landing: landing('last_pys_landing_page'),
    last_pys_source: source('last_pysTrafficSource'),
    last_pys_utm: list('last_pys_', UTM_TERMS, utms),
    last_pys_utm_id: list('last_pys_', Object.keys(AD_IDS), ids),
  }
}
