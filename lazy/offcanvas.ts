/**
 * Flatsome's off-canvas panels (`[data-open]`: the mobile menu with its levels, the off-canvas cart, the shop's
 * filters, the login popup) and anchored lightboxes (`a[href="#id"]` to a `.lightbox-by-id` block), on the overlay:
 * loaded by the theme script's triggers (islands/offcanvas/trigger.ts) when a shopper approaches one, and mounted on
 * each trigger, present or later.
 */
import { provide } from '../src/loader'
import { mountOffCanvasTrigger } from '../islands/offcanvas/offcanvas'

declare module '../src/assets' {
  interface Assets {
    offcanvas: typeof mountOffCanvasTrigger
  }
}

provide('offcanvas', mountOffCanvasTrigger)
