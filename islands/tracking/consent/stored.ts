/**
 * The stored choice, in PixelYourSite's `pys_consent` format (tracking-consent.md §1.4): base64 of a JSON map
 * `{facebook, ga, bing, pinterest, gtm, reddit}` → boolean, 365 days. PixelYourSite's PHP side reads it to decide
 * whether it may send server events, so a shop keeps its server copies working with Saar's banner or a tool.
 */
import { allows, CATEGORY } from '../../../src/consent'
import type { ConsentState, Destination } from '../../../src/stores/consent'
import { getCookie } from '../../../src/cookies'
import type { Choice } from './types'

/** The cookie's name, as PixelYourSite's PHP reads it. */
export const STORED_COOKIE = 'pys_consent'

/** The destinations in PixelYourSite's order; Reddit has no Saar pixel but PHP may ask, so it follows marketing. */
const KEYS = ['facebook', 'ga', 'bing', 'pinterest', 'gtm', 'reddit'] as const
const DESTINATIONS = KEYS.slice(0, 5) as Destination[]

/** A choice as the cookie's value: each destination as `allows()` answers it. */
export function encodeChoice(choice: Choice): string {
  const state: ConsentState = { decided: true, source: '', destinations: {}, ...choice }
  return btoa(JSON.stringify(Object.fromEntries(KEYS.map((k) => [k, k == 'reddit' ? choice.marketing : allows(k, state)]))))
}

/**
 * The choice a cookie value holds, or undefined for anything that is not a map of booleans for every destination
 * (tampered, bad base64, bad JSON): treated as no choice, never an error. A category is granted when all its
 * destinations are; a destination that says otherwise becomes an override.
 */
export function decodeChoice(value: string): Choice | undefined {
  let map: unknown
  try {
    map = JSON.parse(atob(value))
  } catch {
    return undefined
  }
  if (typeof map != 'object' || !map) return undefined
  const granted = map as Record<string, unknown>
  if (DESTINATIONS.some((d) => typeof granted[d] != 'boolean')) return undefined
  const category = (c: 'analytics' | 'marketing') => DESTINATIONS.every((d) => CATEGORY[d] != c || granted[d] === true)
  const choice: Choice = { analytics: category('analytics'), marketing: category('marketing'), destinations: {} }
  for (const d of DESTINATIONS) if (granted[d] !== choice[CATEGORY[d]]) choice.destinations![d] = granted[d] as boolean
  return choice
}

/** The stored choice, or undefined when there is none (or it is not one). */
export function readStored(): Choice | undefined {
  const value = getCookie(STORED_COOKIE)
  return value ? decodeChoice(value) : undefined
}

/** Stores a choice for the whole site, 365 days; percent-encoded, since PHP reads a raw `+` of base64 as a space. */
export function writeStored(choice: Choice): void {
  document.cookie = `${STORED_COOKIE}=${encodeURIComponent(encodeChoice(choice))}; max-age=31536000; path=/; SameSite=Lax`
}
