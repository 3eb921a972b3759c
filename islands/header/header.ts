/**
 * The header's behaviour, the on-demand `header` bundle (lazy/header.ts), which starts it as it runs: Flatsome's
 * sticky header and its back-to-top button, on the markup the theme printed and on any that arrives later; Flatsome's
 * page loader, removed 1000 ms after this runs (islands/header/page-loader.ts; flatsome.js did so too); and the
 * spinners Flatsome prints in sections and banners with `loading` go (flatsome.js faded them out at its run; with
 * it gone they would spin for good, and waiting for this bundle costs the first load nothing). Beside flatsome.js,
 * which does all of it itself, it stands down (src/stock.ts): the theme script's trigger costs fewer first-load
 * bytes without the check, and where flatsome.js still runs this bundle's 2 kB come at the first scroll for nothing.
 */
import { wireAll } from '../../src/dom'
import { HEADER, standsDown } from '../../src/stock'
import { mountBackToTop } from './back-to-top'
import { mountStickyHeader } from './sticky-header'
import { removePageLoader } from './page-loader'

/** Removes Flatsome's page loader after its fade; wires the sticky header and back-to-top, unless flatsome.js is on the page. */
export function startHeader(): void {
  removePageLoader()
  if (standsDown(HEADER)) return
  document.querySelectorAll('.section .loading-spin,.banner .loading-spin').forEach((el) => el.remove())
  wireAll('#header.has-sticky', mountStickyHeader)
  wireAll('.back-to-top', mountBackToTop)
}
