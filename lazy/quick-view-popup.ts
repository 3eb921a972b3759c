/**
 * Flatsome's quick view (islands/quick-view/) as an on-demand bundle: the popup, its slider and its forms. The
 * quick-view script loads it when the shopper first reaches for a trigger, and holds a click that comes first
 * (src/hydrate.ts). One delegated click listener opens any trigger's quick view, so it starts once, whichever trigger
 * it mounts on.
 */
import { provide } from '../src/loader'
import { onQuickViewClick } from '../islands/quick-view/quick-view'

declare module '../src/assets' {
  interface Assets {
    'quick-view-popup': () => void
  }
}

let started = false

provide('quick-view-popup', () => {
  if (!started) document.addEventListener('click', onQuickViewClick)
  started = true
})
