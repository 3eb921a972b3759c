/**
 * What one message of the popup says, as pieces of text and at most the product's link: never markup. The shop's
 * template (`messages`) is text; each placeholder is filled with text, and `{product_with_link}` becomes a link piece
 * that the toast makes with DOM APIs. A buyer called `<img onerror=…>` is a buyer with an odd name.
 *
 * Whose purchase: in billing mode (the default) the buyer's own first name, city, state and country, and the
 * order's own time. In the plugin's virtual mode only what the settings give: a first name from `names`, a city
 * from `cities` (or, with the "Auto Detect" address, the visitor's own place, when geolocation was allowed), the
 * settings' country, a random time within `time` hours. `{custom}` says `message_custom`, its `{number}` a random
 * number of the settings' range, and is empty without one.
 */
import type { PopupSettings } from './params'
import type { Purchase } from './purchases'

/** Text, or the product's link. */
export type Piece = string | { href: string; text: string }

/** One message: its pieces, the same as plain text (what a screen reader hears), the thumbnail and the link. */
export interface MessageView {
  pieces: Piece[]
  text: string
  thumb?: string
  href?: string
}

/** The visitor's place, from geolocation (virtual mode with "Auto Detect" only). */
export interface Place {
  city: string
  country: string
}

/** The words of "time ago": the plugin's `str_*` keys (`about`, `ago`, `day`, `days`, `hour`, …, `few_sec`). */
export type Words = (key: string) => string

/** A random integer from `min` to `max`, with `random` in [0, 1). */
const between = (min: number, max: number, random: () => number): number => min + Math.floor(random() * (max - min + 1))

/**
 * How long ago, in the plugin's words and its thresholds (get_time_string): whole days past one day, whole hours
 * past one hour, whole minutes past one minute, else "a few seconds".
 */
export function timeAgo(seconds: number, words: Words): string {
  for (const [size, one, many] of [[86400, 'day', 'days'], [3600, 'hour', 'hours'], [60, 'min', 'mins']] as const) {
    const n = Math.floor(seconds / size)
    if (seconds / size > 1) return `${n} ${words(n == 1 ? one : many)}`
  }
  return words('few_sec')
}

/**
 * The template with each `{placeholder}` of `values` filled (every occurrence); unknown ones stay as they are.
 * Parentheses left empty by a missing value go, and runs of spaces become one.
 */
export function fillTemplate(template: string, values: Record<string, Piece>): Piece[] {
  const pieces: Piece[] = []
  for (const part of template.split(/(\{\w+\})/)) {
    const value = /^\{\w+\}$/.test(part) && Object.hasOwn(values, part.slice(1, -1)) ? values[part.slice(1, -1)]! : part
    if (typeof value != 'string') pieces.push(value)
    else if (typeof pieces.at(-1) == 'string') pieces[pieces.length - 1] += value
    else pieces.push(value)
  }
  const tidy = pieces.map((p) => (typeof p == 'string' ? p.replace(/\(\s*\)/g, '').replace(/\s+/g, ' ') : p))
  const last = tidy.length - 1
  if (typeof tidy[0] == 'string') tidy[0] = tidy[0].trimStart()
  if (typeof tidy[last] == 'string') tidy[last] = tidy[last].trimEnd()
  return tidy.filter((p) => p !== '')
}

/** The time of a purchase in words: the order's Unix time against `now` (ms), or the plugin's own wording. */
function purchaseTime(time: string, now: number, words: Words): string {
  return /^\d{9,}$/.test(time) ? timeAgo(Math.max(0, now / 1000 - Number(time)), words) : time
}

/** The message about `purchase` with template `template`; `random` in [0, 1), `now` in ms since the epoch. */
export function composeMessage(s: PopupSettings, template: string, purchase: Purchase, place: Place | undefined, words: Words, random: () => number, now: number): MessageView {
  const pick = (list: string[]): string => (list.length ? list[between(0, list.length - 1, random)]! : '')
  const time = s.billing ? purchaseTime(purchase.time, now, words) : timeAgo(between(0, s.hours * 3600, random), words)
  const custom = s.numbers ? s.custom.replace(/\{number\}/gi, String(between(...s.numbers, random))) : /\{number\}/i.test(s.custom) ? '' : s.custom
  const product = purchase.title
  const values: Record<string, Piece> = {
    first_name: s.billing ? purchase.firstName : pick(s.names),
    city: s.billing ? purchase.city : s.autoDetect ? (place?.city ?? '') : pick(s.cities),
    state: s.billing ? purchase.state : '',
    country: s.billing ? purchase.country : s.autoDetect ? (place?.country ?? '') : s.country,
    product,
    product_with_link: purchase.url ? { href: purchase.url, text: product } : product,
    time_ago: time && `${words('about')} ${time} ${words('ago')}`,
    custom,
  }
  const pieces = fillTemplate(template, values)
  return { pieces, text: pieces.map((p) => (typeof p == 'string' ? p : p.text)).join(''), thumb: purchase.thumb, href: purchase.url }
}
