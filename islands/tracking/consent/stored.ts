/**
 * The stored choice, in PixelYourSite's `pys_consent` format (tracking-consent.md §1.4): base64 of a JSON map
 * `{facebook, ga, bing, pinterest, gtm, reddit}` → boolean, 365 days. PixelYourSite's PHP side reads it to decide
 * whether it may send server events, so a shop keeps its server copies working with Saar's banner or a tool.
 */
import { allows, DESTINATIONS } from '../../../src/consent'
import type { ConsentState, Destination } from '../../../src/stores/consent'
import type { Choice } from './types'

/** The cookie's name, as PixelYourSite's PHP reads it. */
export const STORED_COOKIE = 'pys_consent'

/**
 * A state as the cookie's value: each destination as `allows()` answers it, and Reddit's (no Saar pixel, but PHP may
 * ask) as marketing. PHP decodes a map: the keys' order is not read.
 */
const encode = (state: ConsentState): string =>
  btoa(JSON.stringify(Object.fromEntries([...DESTINATIONS, 'reddit' as const].map((k) => [k, allows(k == 'reddit' ? 'marketing' : k, state)]))))

/** A choice as the cookie's value. */
export const encodeChoice = (choice: Choice): string => encode({ decided: true, source: '', destinations: {}, ...choice })

/**
 * The choice a cookie value holds (as the cookie has it, percent-encoded or not): a category is granted when each of its destinations (CATEGORY's) is (a grant split within a
 * category, which only a tool that asks per vendor writes, grants none of it). Anything that is not a map of
 * booleans for every destination (tampered, bad base64, bad JSON) is no choice, never an error.
 */
export function decodeChoice(value: string | undefined): Choice | undefined {
  // No cookie is the common case on a first visit: answered without the thrown error (slow on a throttled phone).
  if (value)
    try {
      const granted = JSON.parse(atob(decodeURIComponent(value))) as Partial<Record<Destination, unknown>>
      if (DESTINATIONS.every((d) => typeof granted[d] == 'boolean'))
        return { analytics: !!(granted.ga && granted.gtm), marketing: !!(granted.facebook && granted.pinterest && granted.bing) }
    } catch {
      // no percent-encoding, base64 or JSON: no choice
    }
}

/** The stored choice, or undefined when there is none (or it is not one). */
export const readStored = (): Choice | undefined => decodeChoice(/(?:^|; )pys_consent=([^;]*)/.exec(document.cookie)?.[1])

/** Stores a decided state for the whole site, 365 days; percent-encoded, since PHP reads a raw `+` of base64 as a space. */
export function writeStored(state: ConsentState): void {
  document.cookie = `${STORED_COOKIE}=${encodeURIComponent(encode(state))}; max-age=31536000; path=/; SameSite=Lax`
}
