/**
 * Reading the shared consent state ($consent, src/stores/consent.ts): which category each destination belongs to and
 * whether one is granted. Stateless, so each script that asks bundles it and the runtime carries only the store.
 */
import { $consent, type ConsentCategory, type ConsentState, type Destination } from './stores/consent'

/** Each destination's category: ad pixels are marketing, Google's measurement is analytics. */
export const CATEGORY: Record<Destination, ConsentCategory> = { facebook: 'marketing', ga: 'analytics', gtm: 'analytics', pinterest: 'marketing', bing: 'marketing' }

/** The destinations, as CATEGORY lists them: in PixelYourSite's order, which the pixels load in. */
export const DESTINATIONS = Object.keys(CATEGORY) as Destination[]

/** Whether a destination or a category is granted now. */
export function allows(what: Destination | ConsentCategory, state: ConsentState = $consent.get()): boolean {
  if (!state.decided) return false
  if (what == 'analytics' || what == 'marketing') return state[what]
  return state.destinations[what] ?? state[CATEGORY[what]]
}
