/**
 * Hook mode (`woo.addToCartCatchMethod == 'add_cart_hook'`): the shop makes the AddToCart event itself, one
 * `eventID` for every pixel, and hands it over in `#pys_late_event[dir]` (JSON by pixel): in the page after a
 * non-ajax add, or in cart fragments after an ajax one (the element arrives later, and is found then). Its server
 * copy went from PHP already. A reload shows the same event again: the cart hash it was fired for is remembered
 * (session storage; its event ids without a cart hash cookie), and the same cart fires it once. A missing, empty or broken attribute warns (spec §8).
 */
import { wireAll } from '../../../src/dom'
import { getCookie } from '../../../src/cookies'
import type { Destination } from '../../../src/stores/consent'

type Dict = Record<string, unknown>

const KEY = 'saar_pys_late_event'

/** Watches for late events; `fire` gets each pixel's event once, with the action's one id. */
export function watchLateEvents(fire: (destination: Destination, event: Dict, id: string) => void): () => void {
  return wireAll('#pys_late_event', (el) => {
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
  })
}
