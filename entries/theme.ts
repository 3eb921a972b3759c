/**
 * The `theme` script: the shop-wide basics every page has (WooCommerce's woocommerce.js share): the store notice,
 * the ordering form, quantity minimums and steppers (product pages, cart, quick view), show-password toggles,
 * scrolling to notices, and the anti-spam fields on POST forms. It only connects markup to islands.
 */
import { onReady, wireAll } from '../src/dom'
import { addAntiSpamFields } from '../src/forms'
import { mountStoreNotice } from '../islands/store-notice/store-notice'
import { mountOrdering } from '../islands/ordering/ordering'
import { mountQuantityMinimum } from '../islands/quantity/minimum'
import { mountSteppers, QUANTITY_STEPPERS_SELECTOR } from '../islands/quantity/steppers'
import { mountShowPassword } from '../islands/show-password/mount'
import { provideJQueryScrollToNotices, revealPageNotice } from '../islands/notices/notices'

function startTheme(): void {
  wireAll('.woocommerce-store-notice', mountStoreNotice)
  wireAll<HTMLSelectElement>('.woocommerce-ordering select.orderby', mountOrdering)
  wireAll<HTMLInputElement>('input.qty', mountQuantityMinimum)
  wireAll(QUANTITY_STEPPERS_SELECTOR, mountSteppers)
  wireAll<HTMLInputElement>('.woocommerce form input[type=password]', mountShowPassword)
  wireAll<HTMLFormElement>('form', addAntiSpamFields)
  provideJQueryScrollToNotices()
  revealPageNotice()
}

onReady(startTheme)
