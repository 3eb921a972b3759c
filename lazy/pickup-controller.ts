/**
 * The pickup controller (islands/pickup/pickup.ts), loaded by the checkout's `pickup` script once the page is idle
 * and only where a shipping row of a parcel-terminal plugin is there. Its first set-up waits a second for the
 * checkout's own refresh anyway, so nothing a shopper sees waits on this file.
 */
import { provide } from '../src/loader'
import { startPickup } from '../islands/pickup/pickup'

declare module '../src/assets' {
  interface Assets {
    'pickup-controller': () => void
  }
}

let sync: (() => void) | undefined

/** Starts the one controller of the page at the first row, and re-checks the page for every row after it. */
provide('pickup-controller', () => (sync ??= startPickup())())
