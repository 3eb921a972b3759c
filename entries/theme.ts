/**
 * The `theme` script: the shop-wide basics every page has (WooCommerce's woocommerce.js share): the store notice,
 * the ordering form, quantity minimums and steppers (product pages, cart, quick view), show-password toggles,
 * scrolling to notices, the coming-soon banner's dismiss button, and the anti-spam fields on POST forms. It only connects markup to islands, and leaves
 * woocommerce.js's share to it, and the steppers to Flatsome's, where those are on the page (src/stock.ts).
 */
import { onReady, wireAll } from '../src/dom'
import { addAntiSpamFields } from '../src/forms'
import { mountStoreNotice } from '../islands/store-notice/store-notice'
import { mountOrdering } from '../islands/ordering/ordering'
import { mountQuantityMinimum } from '../islands/quantity/minimum'
import { mountSteppers, QUANTITY_STEPPERS_SELECTOR } from '../islands/quantity/steppers'
import { mountShowPassword } from '../islands/show-password/mount'
import { provideJQueryScrollToNotices, revealPageNotice } from '../islands/notices/notices'
import { COMING_SOON_DISMISS, mountComingSoonDismiss } from '../islands/coming-soon/coming-soon'
import { QUANTITY_BUTTONS, standsDown, WOOCOMMERCE_JS } from '../src/stock'

function startTheme(): void {
  if (!standsDown(WOOCOMMERCE_JS)) {
    wireAll('.woocommerce-store-notice', mountStoreNotice)
    wireAll<HTMLSelectElement>('.woocommerce-ordering select.orderby', mountOrdering)
    wireAll<HTMLInputElement>('input.qty', mountQuantityMinimum)
    wireAll<HTMLInputElement>('.woocommerce form input[type=password]', mountShowPassword)
    provideJQueryScrollToNotices()
    revealPageNotice()
    wireAll(COMING_SOON_DISMISS, mountComingSoonDismiss)
  }
  if (!standsDown(QUANTITY_BUTTONS)) wireAll(QUANTITY_STEPPERS_SELECTOR, mountSteppers)
  wireAll<HTMLFormElement>('form', addAntiSpamFields)
}

onReady(startTheme)
