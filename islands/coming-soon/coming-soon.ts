/**
 * WooCommerce's coming-soon banner (Launch Your Store, printed on wp_footer for a shop manager while the store is in
 * coming-soon mode): `#coming-soon-footer-banner` with an empty `a.coming-soon-footer-banner-dismiss` that carries
 * the user's REST URL (`data-rest-url`, wp/v2/users/<id>) and a `wp_rest` nonce (`data-rest-nonce`). Dismissing
 * stores `woocommerce_meta.coming_soon_banner_dismissed` on the user, as woocommerce.js does (JSON here, which the
 * route takes as well, so no anti-spam fields go to the REST API), and hides the banner when the call settles,
 * whatever the answer, as woocommerce.js does: it is a reminder to the owner, and keeping it on screen after a
 * failed call would help nobody (the failure is said on the console; the banner comes back on the next page).
 *
 * The stock link has no href, text or role, so no keyboard reaches it: it becomes a named button in the tab order,
 * activated by Enter and Space as well as a click. What a mouse user sees does not change.
 */
import { request } from '../../src/ajax'
import { hideKeepingFocus } from '../../src/focus'
import { t } from '../../src/i18n'
import { announce } from '../../src/live-region'
import { dismiss, noticeDismissed } from '../../src/messages'

/** The body WooCommerce's dismiss link posts. */
export const DISMISS_BODY = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }

/** The dismiss link, a child of the banner as WooCommerce prints it. */
export const COMING_SOON_DISMISS = '#coming-soon-footer-banner>a.coming-soon-footer-banner-dismiss'

/** Makes the banner's dismiss link (COMING_SOON_DISMISS) a keyboard-operable button that saves the dismissal and hides the banner. */
export function mountComingSoonDismiss(link: HTMLElement): void {
  const banner = link.parentElement!
  link.setAttribute('role', 'button')
  link.setAttribute('aria-label', t(dismiss))
  link.tabIndex = 0
  const activate = async (event: Event): Promise<void> => {
    event.preventDefault()
    // request() refuses an address off the shop's own origin before sending: a tampered data-rest-url never gets
    // the nonce, and the banner still goes.
    const result = await request(link.dataset.restUrl ?? '', { json: DISMISS_BODY, headers: { 'X-WP-Nonce': link.dataset.restNonce ?? '' } })
    if (!result.ok) console.warn('[saar] coming-soon dismissal failed', result.error)
    // Fixed at the bottom, over the page: hiding it moves nothing else.
    hideKeepingFocus(banner)
    announce(t(noticeDismissed))
  }
  link.addEventListener('click', activate)
  link.addEventListener('keydown', (event) => {
    if (event.key == 'Enter' || event.key == ' ') void activate(event)
  })
}
