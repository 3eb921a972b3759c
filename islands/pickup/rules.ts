/**
 * When the picker appears and how it remembers: the chosen shipping rate (a checked radio, the single hidden
 * input or a select — never assume radios), which rates are pickup rates, the set-up delays of the stock plugins,
 * and the pick remembered per carrier for the session.
 */
import type { Point } from './search'

/** Search input debounce before asking the server (spec §5). */
export const SEARCH_DEBOUNCE_MS = 100
/** Delay between saving the point's session data and the checkout update (spec §9). */
export const UPDATE_DELAY_MS = 300

/** Set-up waits for the checkout's own refresh to settle: 1000 ms, 1500 ms after a billing country change (§9). */
export const setupDelay = (countryChanged: boolean): number => (countryChanged ? 1500 : 1000)

/** Whether a shipping rate id is one the picker serves: the terminal-search family's 'parcels' rates, E-Abi's own. */
export const isPickupRate = (rate: string): boolean => rate.includes('parcels') || rate.startsWith('eabi_')

/** The chosen rate of the first package: a checked radio, the single hidden input, or a select's value. */
export function chosenRate(root: ParentNode = document): string {
  for (const el of Array.from(root.querySelectorAll<HTMLInputElement>('select.shipping_method, input.shipping_method')))
    if (el.tagName === 'SELECT' || !/radio|checkbox/.test(el.type) || el.checked) return el.value
  return ''
}

const KEY = 'saar-pickup'

function read(): Record<string, Point> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) || '{}')
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, Point>) : {}
  } catch {
    return {}
  }
}

function write(all: Record<string, Point>): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(all))
  } catch {
    // Storage full or switched off: the pick is simply not remembered.
  }
}

const FIELDS = ['id', 'name', 'city', 'street', 'pcode', 'cod', 'group'] as const

/**
 * The pick remembered for a carrier this session, if it is a well-formed point: an object of known fields, every
 * one a string, with an id and a name. Storage is the shopper's to tamper with, so the caller still restores it
 * only when the id is among the points the server lists.
 */
export function recall(carrier: string): Point | undefined {
  const p: unknown = read()[carrier]
  if (!p || typeof p !== 'object' || Array.isArray(p)) return undefined
  const entries = Object.entries(p as Record<string, unknown>)
  if (!entries.every(([k, v]) => (FIELDS as readonly string[]).includes(k) && typeof v === 'string')) return undefined
  const point = p as Point
  return point.id && point.name && typeof point.city === 'string' ? point : undefined
}

/** Remembers (or, with no point, forgets) the pick for a carrier. */
export function remember(carrier: string, point: Point | undefined): void {
  const all = read()
  if (point) all[carrier] = point
  else delete all[carrier]
  write(all)
}

/** Forgets every pick (the billing country changed: the old points belong to another country). */
export const forgetAll = (): void => write({})
