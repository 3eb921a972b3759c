/**
 * The `quick-view` script (shop listing, brands): Flatsome's product quick view. One delegated click listener opens
 * the quick view of any `.quick-view[data-prod]`, however late its card arrived (brand filters, infinite scroll);
 * `wireAll` marks each trigger once as opening a dialog. The popup, its slider (swiper, the on-demand `swiper`
 * bundle) and its variation form are islands/quick-view/. Where Flatsome's own quick view is on the page, the
 * quick view is left to it (src/stock.ts).
 *
 * Either way, without WooCommerce's variation script, WooCommerce's jQuery API (`$.fn.wc_variation_form` and its
 * helpers) mounts Saar's variation island, loaded on demand: Flatsome's quick view calls it on its popup's form.
 */
import { onReady, wireAll } from '../src/dom'
import { loadAsset } from '../src/loader'
import { QUICK_VIEW, standsDown, VARIATION_FORM } from '../src/stock'
import { onQuickViewClick, QUICK_VIEW_SELECTOR, wireQuickViewTrigger } from '../islands/quick-view/quick-view'
import type { MountVariationForm } from '../islands/quick-view/forms'
import { provideVariationApi } from '../islands/variations/jquery-api'

onReady(() => {
  if (!standsDown(VARIATION_FORM))
    provideVariationApi((form) =>
      loadAsset<MountVariationForm>('variation-form').then(
        (mount) => form.isConnected && mount(form),
        () => {}, // offline: the form posts as it is, and the shop checks the choices
      ),
    )
  if (standsDown(QUICK_VIEW)) return
  document.addEventListener('click', onQuickViewClick)
  wireAll(QUICK_VIEW_SELECTOR, wireQuickViewTrigger)
})
