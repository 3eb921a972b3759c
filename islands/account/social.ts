/**
 * Nextend Social Login's rules (shop-plugins.md §3): where a provider's login opens, which browsers are embedded
 * webviews (in-app browsers where Google refuses to log in), and the login URL with its `redirect` and `display`.
 */

export type SocialTarget = 'prefer-popup' | 'prefer-new-tab' | 'prefer-same-window'

/** In-app browsers by their own tokens (Facebook, Instagram, …), Android's WebView `; wv)`. */
const WEBVIEW_TOKENS = /FBAN|FBAV|FB_IAB|FBIOS|Instagram|LinkedInApp|Snapchat|musical_ly|Bytedance|\bLine\/|Twitter|; wv\)/

/**
 * Whether the user agent is an embedded webview: a known in-app token, or iOS WebKit without a `Safari/` token —
 * iPadOS included, whose webviews say 'Macintosh' like a desktop Mac but have a touch screen (`touchPoints` > 1).
 */
export const isWebview = (ua: string, touchPoints = 0): boolean =>
  WEBVIEW_TOKENS.test(ua) || ((/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1)) && /AppleWebKit/.test(ua) && !/Safari\//.test(ua))

/**
 * Whether a provider refuses this webview: those listed (Google by default, `403 disallowed_useragent`), and
 * Facebook in other apps' Android WebViews (it works inside Facebook's and Instagram's own browsers).
 */
export const refusesWebview = (provider: string, ua: string, listed: string[]): boolean =>
  listed.includes(provider) || (provider === 'facebook' && /; wv\)/.test(ua) && !/FBAN|FBAV|Instagram/.test(ua))

/** Where the login opens: the setting (a popup by default), but always the same window inside a webview. */
export const socialTarget = (setting: unknown, webview: boolean): SocialTarget =>
  webview ? 'prefer-same-window' : setting === 'prefer-new-tab' || setting === 'prefer-same-window' ? setting : 'prefer-popup'

/** The login URL with `redirect` (`current` = this page) unless it has one, and `display=popup` for a popup. */
export function loginUrl(href: string, redirect: string | undefined, popup: boolean, current: string): string {
  const url = new URL(href, current)
  if (redirect && !url.searchParams.has('redirect')) url.searchParams.set('redirect', redirect === 'current' ? current : redirect)
  if (popup) url.searchParams.set('display', 'popup')
  return url.href
}

/** `window.open` features of a popup of the button's size, centred on the window, never larger than the screen. */
export function popupFeatures(width: number, height: number, win: { screenX: number; screenY: number; outerWidth: number; outerHeight: number }): string {
  const w = Math.min(width > 0 ? width : 600, win.outerWidth || Infinity)
  const h = Math.min(height > 0 ? height : 600, win.outerHeight || Infinity)
  const left = Math.round(win.screenX + (win.outerWidth - w) / 2)
  const top = Math.round(win.screenY + (win.outerHeight - h) / 2)
  return `width=${w},height=${h},left=${left},top=${top},scrollbars=yes,resizable=yes`
}
