/**
 * The shopper's consent, one state per page that every script reads and follows live: the tracking script's pixels
 * and attribution, the notification popup's geolocation, the widget loader. It lives in the runtime, like the cart
 * store, so a choice made in one place (the shop's consent tool, Saar's own banner) reaches every island at once.
 *
 * Who writes it: only the tracking script's consent core (islands/tracking/consent/), fed by the adapter of the
 * shop's consent tool, the stored choice or Saar's banner. Until a choice is known nothing is granted: `decided`
 * false means "ask", never "yes".
 */
import { map } from 'nanostores'

/** The categories a shopper grants; `necessary` is always granted and so is not stored. */
export type ConsentCategory = 'analytics' | 'marketing'

/** The tracking destinations (PixelYourSite's pixel names). */
export type Destination = 'facebook' | 'ga' | 'gtm' | 'pinterest' | 'bing'

export interface ConsentState {
  /** Whether a choice is known (from the consent tool, the stored choice or Saar's banner). */
  decided: boolean
  /** Who made it: the adapter's name ('cookiebot', 'tcf', …), 'saar' for the banner or the stored choice, '' before. */
  source: string
  analytics: boolean
  marketing: boolean
  /** Per-destination answers that override their category (a tool that asks per vendor). */
  destinations: Partial<Record<Destination, boolean>>
}

/** The shared consent store: nothing granted until a choice is known. */
export const $consent = map<ConsentState>({ decided: false, source: '', analytics: false, marketing: false, destinations: {} })
