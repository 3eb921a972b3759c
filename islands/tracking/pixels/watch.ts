/**
 * What the automatic events (automatic.ts) and the custom triggers (triggers.ts) watch the page with: PixelYourSite's
 * templates read safely from `pysOptions`, listeners that come with their own removal, scroll thresholds, and the
 * page's memory of what has fired once. The memory outlives a watcher: a revocation stops the watchers, a new grant on
 * the same page starts them again, and what fires once per page still fires once.
 */
import { CATEGORY } from '../../../src/consent'
import type { Destination } from '../../../src/stores/consent'
import type { PysEvent } from './fire'

/** One event's template per destination, as `fire` takes them. */
export type Templates = Partial<Record<Destination, PysEvent>>

/** Undoes what a watcher set up. */
export type Stop = () => void

/** The object fields of `value` (an array or a scalar has none: PHP prints an empty list as `[]`). */
export const fields = (value: unknown): Record<string, unknown> =>
  value && typeof value == 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/** The templates of one event: its destinations' objects, whatever else PixelYourSite printed beside them left out. */
export function templatesOf(value: unknown): Templates {
  const out: Templates = {}
  for (const [pixel, template] of Object.entries(fields(value)))
    if (pixel in CATEGORY && template && typeof template == 'object') out[pixel as Destination] = template as PysEvent
  return out
}

/** Whether an event has any template. */
export const some = (templates: Templates): boolean => Object.keys(templates).length > 0

/** A list as printed: an array, an object's values (PHP prints a list with holes as an object), or nothing. */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : Object.values(fields(value)))

/** Says once on the console that part of the options is unusable and is skipped. */
export const skip = (what: string, value: unknown): void => console.warn(`[saar] tracking: ${what} skipped:`, value)

/** A number PixelYourSite printed (as a number or as text, not negative); undefined, with a warning, when it is none. */
export function numberOf(value: unknown, what: string): number | undefined {
  const n = typeof value == 'number' || (typeof value == 'string' && value.trim()) ? Number(value) : NaN
  if (n >= 0 && n < Infinity) return n
  skip(what, value)
}

/** The comment form (WordPress's, and WooCommerce's review form, which is one). */
export const COMMENT_FORM = 'form.comment-form'

/** Listens on the document and returns the removal (a plugin's own event types are plain events). */
export function on<K extends string>(type: K, listener: (event: K extends keyof DocumentEventMap ? DocumentEventMap[K] : Event) => void, capture = false): Stop {
  const heard = listener as EventListener
  document.addEventListener(type, heard, capture)
  return () => document.removeEventListener(type, heard, capture)
}

const seen = new WeakMap<object, Set<string>>()

/** True only the first time `key` is asked for `owner` (the document for once per page, an element for once per element). */
export function firstTime(owner: object, key: string): boolean {
  const keys = seen.get(owner) ?? new Set<string>()
  seen.set(owner, keys)
  return !keys.has(key) && !!keys.add(key)
}

/**
 * Whether the page has been scrolled past `percent` of what can be scrolled (the document's height less the window's,
 * as PixelYourSite measures). Unlike PixelYourSite's, 100 % is reached at the very bottom; 0 % by any scroll at all.
 */
function scrolledPast(percent: number): boolean {
  const room = document.documentElement.scrollHeight - innerHeight
  return scrollY > 0 && room > 0 && scrollY + 1 >= (room * percent) / 100
}

/**
 * Calls `reached(percent)` once for each of `percents` the page is scrolled past: at once for those it already is
 * (consent given after the shopper scrolled), then as the shopper scrolls. The height is measured on each scroll, so
 * content that grows the page moves the thresholds as it does for the shopper.
 */
export function onScrollPast(percents: number[], reached: (percent: number) => void): Stop {
  let left = percents
  const check = (): void => {
    left = left.filter((percent) => !scrolledPast(percent) || void reached(percent))
    if (!left.length) stop()
  }
  const stop = (): void => removeEventListener('scroll', check)
  addEventListener('scroll', check, { passive: true })
  check()
  return stop
}
