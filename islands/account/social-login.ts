/**
 * Nextend Social Login's buttons (`a[data-plugin=nsl]`), without Nextend's script and without any provider SDK:
 * the login opens in a centred popup of the button's size by default, or a new tab or the same window as the
 * settings say (`features.account.socialTarget`); a blocked popup falls back to the same window. Inside an embedded
 * webview the same window is forced, and buttons of providers that refuse webviews are removed, or with
 * `webviewButtons: 'disable'` kept disabled beside the notice that explains why. Going away in the same window
 * shows the "Hold On" overlay (loaded on demand then).
 */
import { t } from '../../src/i18n'
import { announce } from '../../src/live-region'
import { providerNoWebview } from '../../src/messages'
import { isSameOrigin } from '../../src/rest'
import { featureSettings } from '../../src/settings'
import { loadAsset } from '../../src/loader'
import { isWebview, loginUrl, popupFeatures, refusesWebview, socialTarget } from './social'

export const SOCIAL_SELECTOR = 'a[data-plugin=nsl][data-action][data-provider]'

let popup: Window | null = null
let channel: BroadcastChannel | undefined

/**
 * Goes to the login in this window, behind the overlay. The overlay (a React island, lazy/redirect-overlay.tsx)
 * loads now, while the provider answers; the page does not wait for it. If the shopper is back on this page
 * (the back-forward cache) before it arrives, it stays away.
 */
function redirect(url: string): void {
  let leaving = true
  addEventListener('pageshow', (event) => event.persisted && (leaving = false), { once: true })
  loadAsset('redirect-overlay').then((show) => leaving && show(), () => {})
  location.assign(url)
}

/**
 * A popup whose opener link was cut (COOP) hands the final URL over Nextend's broadcast channel: one channel for
 * the page, opened with the first popup, heeded only while a popup this page opened is there.
 */
function bridge(): void {
  if (channel || typeof BroadcastChannel !== 'function') return
  channel = new BroadcastChannel('nsl_login_broadcast_channel')
  channel.onmessage = ({ data }: MessageEvent<{ action?: unknown; href?: unknown }>) => {
    if (!popup || data?.action !== 'redirect' || typeof data.href !== 'string' || !isSameOrigin(data.href)) return
    popup.close()
    popup = null
    redirect(data.href)
  }
}

export function mountSocialButton(button: HTMLAnchorElement): void {
  const settings = featureSettings('account')
  const ua = navigator.userAgent
  const webview = isWebview(ua, navigator.maxTouchPoints)
  const listed = Array.isArray(settings.webviewProviders) ? settings.webviewProviders.map(String) : ['google']
  if (webview && refusesWebview(button.dataset.provider ?? '', ua, listed)) {
    const container = button.closest('.nsl-container') ?? button.parentElement!
    if (!/^disable/.test(String(settings.webviewButtons ?? ''))) {
      button.remove()
      if (!container.querySelector('[data-plugin=nsl]')) container.querySelector('.nsl-separator')?.remove()
      return
    }
    let notice = container.querySelector<HTMLElement>('.nsl-webview-notice')
    if (!notice) {
      notice = document.createElement('p')
      notice.className = 'nsl-webview-notice'
      notice.id = `nsl-webview-notice-${Math.random().toString(36).slice(2, 8)}`
      notice.textContent = t(providerNoWebview)
      container.append(notice)
    }
    button.classList.add('nsl-disabled-provider')
    button.setAttribute('href', '#')
    button.setAttribute('aria-disabled', 'true')
    button.setAttribute('aria-describedby', notice.id)
    button.addEventListener('click', (event) => {
      event.preventDefault()
      announce(t(providerNoWebview), 'assertive')
    })
    return
  }
  button.addEventListener('click', (event) => {
    const href = button.getAttribute('href') ?? ''
    // A click that asks for a new tab or window, or a link that leaves the shop, keeps the browser's own handling.
    if (event.defaultPrevented || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || !isSameOrigin(href)) return
    event.preventDefault()
    if (popup && !popup.closed) return popup.focus()
    const target = socialTarget(settings.socialTarget, webview)
    const url = (asPopup: boolean): string => loginUrl(href, button.dataset.redirect, asPopup, location.href)
    if (target === 'prefer-popup') {
      popup = window.open(url(true), 'nsl-social-login', popupFeatures(Number(button.dataset.popupwidth), Number(button.dataset.popupheight), window))
      if (popup) return bridge()
    } else if (target === 'prefer-new-tab' && window.open(url(false), '_blank')) return
    redirect(url(false))
  })
}
