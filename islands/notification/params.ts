/**
 * `_woocommerce_notification_params` as VillaTheme's plugin prints it (wp_localize_script: numbers and booleans may
 * come as strings), read once into one typed shape. Every field has the plugin's own default, and whatever is
 * malformed counts as absent, never as an error. The buyers' names and cities come base64-encoded (UTF-8), as the
 * plugin encodes them; they are decoded here and only ever become text.
 */
import { toBool, toNumber } from '../../src/settings'
import type { Timing } from './schedule'

/** What the popup needs of the plugin's settings. */
export interface PopupSettings {
  timing: Timing
  /** The message templates (`messages`); one is picked at random for each message. */
  messages: string[]
  /**
   * `billing`: real purchases, the buyer's own name, place and time (the default). Off, the plugin's "virtual"
   * mode: the names, cities and country below, and a random time within `hours`.
   */
  billing: boolean
  /** `detect` is the plugin's "Address" setting: 0 is "Auto Detect" (the visitor's own place, geolocated), 1 "Virtual". */
  autoDetect: boolean
  /** Virtual first names and cities: only what the settings give, decoded. */
  names: string[]
  cities: string[]
  country: string
  /** `time`: the window of the random "time ago" in virtual mode, in hours. */
  hours: number
  /** `message_custom` with its `{number}` range (`message_number_min`/`_max`), absent unless both are numbers. */
  custom: string
  numbers?: [min: number, max: number]
  /** `time_close`: hours the close cookie keeps the popup away; 0 ends it for the page only. */
  closeHours: number
  /** `image`: the thumbnail links to the product too; `redirect_target`: links open a new tab. */
  imageLink: boolean
  newTab: boolean
  /** The plugin's nonce for `woonotification_get_product`. */
  nonce: string
  /** What the plugin narrows its products to: the product page's id (`viwn_pd_id`), the category's name. */
  productId: string
  categoryName: string
  /** Products printed in the page (the plugin's "non-ajax" mode): the request is then skipped. */
  products: unknown[]
  /** The plugin's translated `str_*` strings of "time ago", by their suffix (`about`, `ago`, `day`, …). */
  strings: Record<string, string>
}

type Dict = Record<string, unknown>

/** Text of at most `max` characters: a string or a number, else ''. A hostile length never reaches the page. */
export const text = (value: unknown, max = 200): string => (typeof value == 'string' || typeof value == 'number' ? String(value).trim().slice(0, max) : '')

/**
 * A base64 field decoded as the plugin encoded it (UTF-8), at most 60 characters. What is no base64 of UTF-8 text
 * is kept as it came, as the plugin's own decoder keeps it (a shop's filter may hand over plain names).
 */
export function decode(value: unknown): string {
  const raw = text(value, 400)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(raw), (c) => c.charCodeAt(0))).trim().slice(0, 60)
  } catch {
    return raw.slice(0, 60)
  }
}

/** A list of decoded names, cities: only non-empty ones. */
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(decode).filter(Boolean) : [])

/** Seconds from the settings as milliseconds, never negative. */
const ms = (value: unknown, fallback: number): number => Math.max(0, toNumber(value, fallback)) * 1000

/** The popup's settings from the plugin's global; undefined when that is no object (nothing shows). */
export function readParams(params: unknown): PopupSettings | undefined {
  if (!params || typeof params != 'object' || Array.isArray(params)) return
  const p = params as Dict
  const min = toNumber(p.message_number_min, NaN)
  const max = toNumber(p.message_number_max, NaN)
  const strings: Record<string, string> = {}
  for (const key of ['about', 'ago', 'day', 'days', 'hour', 'hours', 'min', 'mins', 'secs', 'few_sec']) if (text(p[`str_${key}`])) strings[key] = text(p[`str_${key}`])
  return {
    timing: { delay: ms(p.initial_delay, 5), display: ms(p.display_time, 5), next: ms(p.next_time, 60), loop: toBool(p.loop), total: Math.max(0, toNumber(p.notification_per_page, 30)) },
    messages: (Array.isArray(p.messages) ? p.messages : [p.messages]).map((m) => text(m, 400)).filter(Boolean),
    billing: (p.billing == null || toBool(p.billing)) && !toBool(p.in_the_same_cate),
    autoDetect: p.detect != null && !toBool(p.detect),
    names: list(p.names),
    cities: list(p.cities),
    country: text(p.country, 60),
    hours: Math.max(0, toNumber(p.time, 10)),
    custom: text(p.message_custom, 400),
    ...(min <= max && { numbers: [Math.ceil(min), Math.floor(max)] }),
    closeHours: Math.max(0, toNumber(p.time_close, 0)),
    imageLink: toBool(p.image),
    newTab: toBool(p.redirect_target),
    nonce: text(p.nonce),
    productId: /^\d+$/.test(text(p.viwn_pd_id)) ? text(p.viwn_pd_id) : '',
    categoryName: text(p.viwn_category_name),
    products: Array.isArray(p.products) ? p.products : [],
    strings,
  }
}
