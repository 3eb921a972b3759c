/**
 * The store notice (`.woocommerce-store-notice`, printed hidden on wp_footer). It is shown unless the cookie
 * `store_notice` + its notice id says `hidden`; dismissing hides it and sets that cookie for the session (path /,
 * no expiry), as WooCommerce does. The notice id is the md5 of the text, so an edited notice shows again.
 */
import { getCookie, setCookie } from '../../src/cookies'
import { announce } from '../../src/live-region'
import { t } from '../../src/i18n'
import { dismiss, noticeDismissed, storeNotice } from '../../src/messages'
import { hideKeepingFocus } from '../../src/focus'

/** The cookie that remembers a dismissal of the notice with this id. */
export const noticeCookieName = (noticeId: string | undefined): string => `store_notice${noticeId ?? ''}`

/** Whether a notice with this cookie value stays hidden: only the exact value `hidden` hides it. */
export const isDismissed = (cookieValue: string | undefined): boolean => cookieValue === 'hidden'

export function mountStoreNotice(notice: HTMLElement): void {
  const cookie = noticeCookieName(notice.dataset.noticeId)
  if (isDismissed(getCookie(cookie))) {
    notice.style.display = 'none'
    return
  }
  notice.style.removeProperty('display')
  if (!notice.hasAttribute('aria-label')) notice.setAttribute('aria-label', t(storeNotice))
  const link = notice.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link')
  if (!link) return
  // The link is a button to assistive technology; Space must work as on a button.
  link.setAttribute('role', 'button')
  if (!link.textContent?.trim()) link.textContent = t(dismiss)
  const hide = (event: Event): void => {
    event.preventDefault()
    setCookie(cookie, 'hidden')
    hideKeepingFocus(notice)
    announce(t(noticeDismissed))
  }
  link.addEventListener('click', hide)
  link.addEventListener('keydown', (event) => {
    if (event.key === ' ' || event.key === 'Spacebar') hide(event)
  })
}
