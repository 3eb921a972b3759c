/**
 * Variation forms inside the quick view. The form arrives with the popup, after the page scripts have set up the
 * page, so someone must set it up, exactly once:
 * - WooCommerce's own variation script, when the shop still runs it (src/stock.ts), is called on the form (as
 *   Flatsome does);
 * - where the product script is on the page, its `wireAll` sets the form up as soon as the popup is in the page,
 *   and the form announces it with WooCommerce's `wc_variation_form` event (100 ms after set-up, as WooCommerce);
 * - otherwise (the shop listing has no product script) the variation island comes as the on-demand
 *   `variation-form` bundle and is mounted here, once it is clear nobody else did: when `wc_variation_form` has not
 *   come within twice WooCommerce's set-up delay.
 * Quantity steppers and the anti-spam fields come from the theme script's own `wireAll`; adding to the cart is the
 * cart script's job (it handles `form.cart` submits), or the form posts as it is.
 */
import { listen, pageJQuery } from '../../src/events'
import { loadAsset } from '../../src/loader'
import { standsDown, VARIATION_FORM } from '../../src/stock'
import { LOADING_MS, VARIATION_FORM_SELECTOR } from '../../src/variation-form'

/** How long to wait for another script to claim a form before mounting it here: twice WooCommerce's 100 ms. */
export const CLAIM_MS = LOADING_MS * 2

/** What the `variation-form` bundle provides: the product page's variation island (`mountVariationForm`). */
export type MountVariationForm = (form: HTMLFormElement) => unknown

type WithVariationForm = (el: Element) => { wc_variation_form?: () => void }

/** Sets up the variation forms in `root` (a popup's content that has just been put into the page). */
export function mountPopupForms(root: Element): () => void {
  const timers: Array<ReturnType<typeof setTimeout>> = []
  const stops: Array<() => void> = []
  const $ = pageJQuery() as unknown as WithVariationForm | undefined
  for (const form of root.querySelectorAll<HTMLFormElement>(VARIATION_FORM_SELECTOR)) {
    if ($ && standsDown(VARIATION_FORM)) {
      $(form).wc_variation_form?.()
      // It has bound its click guard and disables by class: the server's disabled attribute (#27756) must go.
      form.querySelector('.single_add_to_cart_button')?.removeAttribute('disabled')
      continue
    }
    let claimed = false
    stops.push(listen(form, 'wc_variation_form', () => (claimed = true)))
    timers.push(
      setTimeout(() => {
        if (!claimed && form.isConnected)
          loadAsset('variation-form').then(
            (mount) => void (form.isConnected && !claimed && mount(form)),
            () => {}, // offline: the form posts as it is, WooCommerce checks the choices
          )
      }, CLAIM_MS),
    )
  }
  return () => {
    for (const timer of timers) clearTimeout(timer)
    for (const stop of stops) stop()
  }
}
