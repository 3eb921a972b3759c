/**
 * The `quick-view` script (shop listing, brands): Flatsome's product quick view. Each trigger
 * (`.quick-view[data-prod]`, however late its card arrived: brand filters, infinite scroll) says at once that it
 * opens a dialog; the quick view itself (popup, slider, variation form: islands/quick-view/) is the on-demand
 * `quick-view-popup` bundle, loaded when the shopper first reaches for a trigger (pointer over, focus, touch). A
 * click that lands before it is held and replayed once it is here (src/hydrate.ts); offline the trigger is the link
 * it is. Where Flatsome's own quick view is on the page, the quick view is left to it (src/stock.ts).
 *
 * Either way, without WooCommerce's variation script, WooCommerce's jQuery API (`$.fn.wc_variation_form` and its
 * helpers) mounts Saar's variation island, loaded on demand: Flatsome's quick view calls it on its popup's form.
 */
import { onReady, wireAll } from '../src/dom'
import { wireWhen } from '../src/hydrate'
import { loadAsset } from '../src/loader'
import { QUICK_VIEW, standsDown, VARIATION_FORM } from '../src/stock'
import { QUICK_VIEW_SELECTOR, wireQuickViewTrigger } from '../islands/quick-view/trigger'
import { provideVariationApi } from '../islands/variations/jquery-api'

onReady(() => {
  if (!standsDown(VARIATION_FORM))
    provideVariationApi((form) =>
      loadAsset('variation-form').then(
        (mount) => form.isConnected && mount(form),
        () => {}, // offline: the form posts as it is, and the shop checks the choices
      ),
    )
  if (standsDown(QUICK_VIEW)) return
  wireAll(QUICK_VIEW_SELECTOR, wireQuickViewTrigger)
  wireWhen(QUICK_VIEW_SELECTOR, 'interaction', () => loadAsset('quick-view-popup'), { hold: ['click'] })
})
