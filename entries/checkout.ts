/**
 * The `checkout` script (the checkout page): Saar's checkout in place of WooCommerce's checkout.js. It only finds
 * the checkout form and stands down where WooCommerce's own file is on the page (the plugin keeps it where a gateway's
 * script depends on it: src/stock.ts). The checkout's code comes at once, on demand; the coupon form's, the login
 * form's and the terms text's at the first approach to one of them. A submit or a click made before its code is here
 * is held and replayed when it is (or, if it cannot come, goes as without scripts: the form posts, the link is
 * followed).
 */
import { onReady } from '../src/dom'
import { wireWhen } from '../src/hydrate'
import { loadAsset } from '../src/loader'
import { CHECKOUT, standsDown } from '../src/stock'

onReady(() => {
  if (!document.querySelector('form.checkout') || standsDown(CHECKOUT)) return
  wireWhen<HTMLFormElement>('form.checkout', 'now', () => loadAsset('checkout-form'), { hold: ['submit'] })
  const extras = () => loadAsset('checkout-extras').then((start) => start)
  wireWhen('a.showcoupon, a.showlogin, a.woocommerce-terms-and-conditions-link, .woocommerce-remove-coupon', 'interaction', extras, { hold: ['click'] })
  wireWhen('form.checkout_coupon', 'interaction', extras, { hold: ['submit'] })
})
