/**
 * sourcebuster-compatible capture (tracking-consent.md §4.2): on each page view the shopper allows, the `sbjs_*`
 * cookies exactly as sourcebuster (WooCommerce's fork, 1.2) writes them — `key=value` fields joined by `|||`, the
 * whole URL-encoded (also `!~*'()`), optionally Base64 without `=` padding, for `lifetime` months (WooCommerce's
 * 0.00001: session cookies) on the host without `www.` — so WooCommerce's own script, were it back, reads them on,
 * and sourcebuster's cookies from before Saar are read by Saar.
 */
import { cookieDomain, rawCookie, writeCookie } from './jar'
import { detectSource, type Source } from './source'
import { decode, keep, NONE, URL_CAP } from './text'

/** How the shop sets sourcebuster up (WooCommerce's `wc_order_attribution.params`, Saar's settings). */
export interface SbjsPrefs {
  /** Months; 0 or less: sourcebuster's default, 6. */
  lifetime: number
  /** Minutes; 0 or less: 30. */
  session: number
  base64: boolean
  /** sourcebuster's `promocode` (a random code per visitor), only when the shop configures it. */
  promocode?: { min: number; max: number }
}

/** sourcebuster's values after a page view, decoded, by cookie (`current`, `current_add`, `session`, …) and field. */
export type SbjsValues = Record<string, Record<string, string>>

/** The cookies, by the names WooCommerce's field map uses (`current.typ` is `sbjs_current`'s `typ`). */
export const SBJS = ['current', 'current_add', 'first', 'first_add', 'session', 'udata', 'promo', 'migrations']

/** sourcebuster's URL-encoding: encodeURIComponent, and also `!~*'()`. */
export const encodeData = (text: string): string => encodeURIComponent(text).replace(/[!~*'()]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())

/** One cookie's fields, from its raw value: Base64 detected by its alphabet, as WooCommerce's sourcebuster does. */
export function unpack(raw: string | undefined): Record<string, string> {
  let text = raw ?? ''
  if (/^[A-Za-z0-9+/]+$/.test(text))
    try {
      text = atob(text.padEnd(Math.ceil(text.length / 4) * 4, '='))
    } catch {
      // Not Base64 after all: read as it is.
    }
  const fields: Record<string, string> = {}
  for (const field of text && decode(text).split('|||')) {
    const at = field.indexOf('=')
    if (at > 0) fields[field.slice(0, at)] = field.slice(at + 1)
  }
  return fields
}

const pack = (fields: Record<string, string>): string =>
  Object.keys(fields)
    .map((key) => key + '=' + fields[key])
    .join('|||')

/** The values of WooCommerce's field map from the cookies as they are now (a page view that captured nothing). */
export function readSbjs(): SbjsValues {
  const values: SbjsValues = {}
  for (const name of SBJS) values[name] = decoded(unpack(rawCookie('sbjs_' + name)))
  return values
}

const decoded = (fields: Record<string, string>): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const key in fields) out[key] = decode(fields[key]!)
  return out
}

/**
 * Records this page view (its URL, referrer and time: the landing page's, even when consent comes late on it) and
 * gives the values WooCommerce's inputs take.
 */
export function captureSbjs(prefs: SbjsPrefs, now = Date.now()): SbjsValues {
  const domain = cookieDomain()
  const lifetime = Math.trunc((prefs.lifetime > 0 ? prefs.lifetime : 6) * 43200)
  const read = (name: string): Record<string, string> | undefined => {
    const raw = rawCookie('sbjs_' + name)
    return raw === undefined ? undefined : unpack(raw)
  }
  // What this view wrote, as the inputs take it: kept even where the browser refuses the cookies.
  const values = readSbjs()
  const write = (name: string, fields: Record<string, string>, minutes = lifetime): void => {
    values[name] = decoded(fields)
    const text = encodeData(pack(fields))
    writeCookie('sbjs_' + name, prefs.base64 ? btoa(text).replace(/=+$/, '') : text, minutes, domain)
  }
  const here = location.href
  const extra = {
    fd: new Date(now).toISOString().slice(0, 19).replace('T', ' '),
    ep: keep(here, URL_CAP),
    rf: document.referrer ? keep(document.referrer, URL_CAP) : NONE,
  }
  const first = read('first')
  const session = read('session')
  if (!first && !read('migrations')) write('migrations', { 1418474375998: '1' })
  const source: Source | undefined = detectSource(here, document.referrer, domain, { session: !!session, known: !!first || !!read('current') })
  if (source) {
    write('current_add', extra)
    if (!read('first_add')) write('first_add', extra)
  }
  const current: Record<string, string> = { ...(source ?? read('current')) }
  write('current', current)
  if (!first) write('first', current)
  const udata = read('udata')
  const visits = udata ? (parseInt(udata.vst ?? '') || 1) + (session ? 0 : 1) : 1
  write('udata', { vst: String(visits), uip: NONE, uag: keep(navigator.userAgent, URL_CAP) })
  write('session', { pgs: String(session ? (parseInt(session.pgs ?? '') || 1) + 1 : 1), cpg: keep(here, URL_CAP) }, prefs.session > 0 ? Math.trunc(prefs.session) : 30)
  const promo = prefs.promocode
  if (promo && !read('promo')) {
    const code = Math.floor(Math.random() * (promo.max - promo.min + 1)) + promo.min
    write('promo', { code: String(code).padStart(String(promo.max).length, '0') })
  }
  return values
}
