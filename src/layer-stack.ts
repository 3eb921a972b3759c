/**
 * The overlay layers open on the page, bottom first. Different scripts open layers (the quick view, the cart panel,
 * the pickup sheet, the gallery viewer), each with its own bundled copy of src/overlay.ts, so the stack itself must be
 * one per page: the runtime shares this array (src/index.ts). Only src/overlay.ts reads or writes it.
 */

/** One open (or still fading) layer, as every copy of the overlay module sees it. */
export interface StackedLayer {
  /** Its dialog: a layer whose dialog has left the page (markup replaced without closing it) is no longer the top. */
  dialog: Element
  /** The highest z-index its elements use: a layer opened after it goes above. */
  z: number
  /** False from its close until its markup has gone (a fade-out): it no longer takes keys or focus, still holds the lock. */
  open: boolean
  /** The root element's inline `overflow` and `padding-right` before the page was locked: kept by the bottom entry. */
  saved?: [string, string] | undefined
}

/** The page's layers, bottom first (an entry leaves when its markup has gone). */
export const layerStack: StackedLayer[] = []
