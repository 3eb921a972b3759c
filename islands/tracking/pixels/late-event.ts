/**
 * Hook mode (`woo.addToCartCatchMethod == 'add_cart_hook'`, PixelYourSite 11's default): the shop makes the
 * AddToCart event itself, one `eventID` for every pixel, and hands it over
 * - after a non-ajax add, in the page: `#pys_late_event[dir]` (JSON by pixel). A reload shows the same event again:
 *   the cart hash it was fired for is remembered (session storage; its event ids without a cart hash cookie), and the
 *   same cart fires it once. A missing, empty or broken attribute warns (spec §8);
 * - after an ajax add, in the answer's cart fragment `#pys_ajax_events`: an inline script that would call
 *   PixelYourSite's public.js with each pixel's event as a JSON literal. Saar reads those literals as data and runs
 *   nothing (the fragments arrive with `added_to_cart`, whoever made the add); its guard is PixelYourSite's own
 *   cookie, `pysAddToCartFragmentId` = the cart hash, so a page of either script never repeats the other's.
 * Its server copy went from PHP already.
 */
import { wireAll } from '../../../src/dom'
import { getCookie, setCookie } from '../../../src/cookies'
import { listen } from '../../../src/events'
import type { Destination } from '../../../src/stores/consent'

type Dict = Record<string, unknown>

const KEY = 'saar_pys_late_event'

/** Watches for late events; `fire` gets each pixel's event once, with the action's one id. */
export function watchLateEvents(fire: (destination: Destination, event: Dict, id: string) => void): () => void {
  const stops = [
    wireAll('#pys_late_event', (el) => late(el, fire)),
    listen(document.body, 'added_to_cart', ([fragments]) => {
      const fragment = fragments?.['#pys_ajax_events']
      if (typeof fragment == 'string') fromFragment(fragment, fire)
    }),
  ]
  return () => stops.forEach((stop) => stop())
}

/** The cookie PixelYourSite keeps the cart hash of the last ajax add's events in, 90 days. */
export const FRAGMENT_GUARD = 'pysAddToCartFragmentId'

/** One pixel's event in the fragment's script: `getPixelBySlag('<pixel>'); var event = {…};` on one line. */
const FRAGMENT_EVENT = /getPixelBySlag\((['"])(\w+)\1\);\s*var event = (\{.*\});[ \t]*$/gm

/** Each pixel's event of an ajax add's `#pys_ajax_events` fragment, once per cart hash. */
export function fromFragment(fragment: string, fire: (destination: Destination, event: Dict, id: string) => void): void {
  const hash = /var cartHash = "([^"]*)"/.exec(fragment)?.[1]
  if (hash === undefined || getCookie(FRAGMENT_GUARD) == hash) return
  const id = /var pys_action_event_id = '([\w-]*)'/.exec(fragment)?.[1] ?? ''
  const events: Array<[Destination, Dict]> = []
  for (const [, , pixel, literal] of fragment.matchAll(FRAGMENT_EVENT)) {
    try {
      const event: unknown = JSON.parse(literal!)
      if (event && typeof event == 'object') events.push([pixel as Destination, event as Dict])
    } catch (error) {
      console.warn('[saar] Invalid JSON in the pys_ajax_events fragment:', error)
    }
  }
  if (!events.length) return
  setCookie(FRAGMENT_GUARD, hash, 7776000)
  for (const [pixel, event] of events) fire(pixel, event, id || String(event.eventID ?? ''))
}

/** A page's `#pys_late_event`. */
function late(el: Element, fire: (destination: Destination, event: Dict, id: string) => void): void {
  const dir = el.getAttribute('dir')
  let events: unknown
  if (!dir) return console.warn('[saar] pys_late_event dir attribute is undefined or empty')
  try {
    events = JSON.parse(dir)
  } catch (error) {
    return console.warn('[saar] Invalid JSON in pys_late_event dir attribute:', error)
  }
  if (!events || typeof events != 'object') return console.warn('[saar] Invalid JSON in pys_late_event dir attribute')
  // One id for every copy: the one the shop's server copy carried (Meta's), which PixelYourSite 11 gives every pixel
  // and older versions gave Meta alone.
  const byPixel = events as Partial<Record<Destination, Dict>>
  const id = String(byPixel.facebook?.eventID || Object.values(byPixel).find((e) => e?.eventID)?.eventID || '')
  const guard = getCookie('woocommerce_cart_hash') || id
  try {
    if (sessionStorage.getItem(KEY) == guard) return
    sessionStorage.setItem(KEY, guard)
  } catch {
    // No storage (a private mode that refuses it): fired, unguarded.
  }
  for (const [pixel, event] of Object.entries(byPixel)) if (event && typeof event == 'object') fire(pixel as Destination, event, id)
}
