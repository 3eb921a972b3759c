/**
 * The `quick-view` script (shop listing, brands): Flatsome's product quick view. One delegated click listener opens
 * the quick view of any `.quick-view[data-prod]`, however late its card arrived (brand filters, infinite scroll);
 * `wireAll` marks each trigger once as opening a dialog. The popup, its slider (swiper, the on-demand `swiper`
 * bundle) and its variation form are islands/quick-view/. Where Flatsome's own script still runs, its quick view
 * is left to it.
 */
import { onReady, wireAll } from '../src/dom'
import { onQuickViewClick, QUICK_VIEW_SELECTOR, wireQuickViewTrigger } from '../islands/quick-view/quick-view'

onReady(() => {
  if ((window as { Flatsome?: { behaviors?: Record<string, unknown> } }).Flatsome?.behaviors?.['quick-view']) return
  document.addEventListener('click', onQuickViewClick)
  wireAll(QUICK_VIEW_SELECTOR, wireQuickViewTrigger)
})
