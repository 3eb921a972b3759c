/** What every page and handler knows about the request it answers. */
import type { Visitor } from './visitors'

export interface ShopConfig {
  /** http://127.0.0.1:<port>, no trailing slash. */
  shopUrl: string
  thirdPartyUrl: string
  /** The same stand-ins over TLS (https://127.0.0.1:<port>, a test-only certificate): the popup's geolocation is https only. */
  thirdPartyTlsUrl?: string
  distDir: string
  quiet: boolean
}

export interface RequestContext {
  config: ShopConfig
  visitor: Visitor
  url: URL
  /** Logged-in user name, from the login cookie. */
  user: string | undefined
  lang: 'et' | 'en'
  rtl: boolean
  /** jQuery in the head: `?jquery=1`, implied by `?stock=1` and `?gateway_dep=wc-checkout`; else where a kept script needs it (kept-scripts.json). */
  jquery: boolean
  /**
   * `?stock=1`: the page also carries the stand-ins of the stock scripts that remain on a real shop beside Saar
   * (stock.ts), with their localized globals. Without it the page is what Saar's plugin serves in replace mode.
   */
  stock: boolean
  /**
   * `?settings=0`: Saar's scripts enqueued by hand in a theme, without the plugin: no settings JSON, only the
   * globals WordPress and the plugins print themselves, the scripts printed as a theme's footer scripts.
   */
  byHand: boolean
  /**
   * `?flatsome_dependant=1`: a plugin's script that depends on `flatsome-js` is on the page, where Saar's plugin
   * replaced flatsome.js: the plugin then prints Saar's `flatsome` script (window.Flatsome) in its place, before it.
   */
  flatsomeDependant: boolean
  /**
   * `?gateway_dep=wc-checkout`: the card gateway's script depends on `wc-checkout`, so Saar's plugin keeps
   * WooCommerce's checkout.js on the checkout (with jQuery and what it needs), and Saar's checkout stands down.
   */
  gatewayNeedsCheckoutJs: boolean
  /** The consent tool whose stand-in the page carries (`?cmp=<name>`, kept by a cookie; cmp.ts), if any. */
  cmp?: string
}

/** The page types of page-scripts.json. */
export type PageType = 'shop' | 'product' | 'brands' | 'cart' | 'checkout' | 'account' | 'post' | 'other'

export const ajaxUrl = '/wp-admin/admin-ajax.php'
export const wcAjaxUrl = '/?wc-ajax=%%endpoint%%'
export const restUrl = '/wp-json/'
export const cartUrl = '/ostukorv/'
export const checkoutUrl = '/kassa/'
export const accountUrl = '/minu-konto/'
export const shopPageUrl = '/pood/'

/** My Account's sub-pages. */
export const accountPaths = {
  orders: `${accountUrl}tellimused/`,
  editAccount: `${accountUrl}muuda-kontot/`,
  editAddress: `${accountUrl}muuda-aadressi/arveldus/`,
  lostPassword: `${accountUrl}kaotatud-parool/`,
  logout: `${accountUrl}logi-valja/`,
}

/** The query switches a session keeps: on redirects (withModes) and, in the stock and by-hand modes, on the page's own links. */
const modes = ['jquery', 'lang', 'rtl', 'stock', 'settings', 'flatsome_dependant', 'gateway_dep', 'gateways']

/** Keeps `?jquery=1`, `?lang=en`, `?rtl=1`, `?stock=1` and `?settings=0` on links the shop redirects to, so a test session stays in its mode. */
export function withModes(ctx: RequestContext, path: string): string {
  const keep = modes.filter((k) => ctx.url.searchParams.has(k))
  if (!keep.length) return path
  const url = new URL(path, `http://x${ctx.url.pathname}`)
  for (const k of keep) if (!url.searchParams.has(k)) url.searchParams.set(k, ctx.url.searchParams.get(k)!)
  return url.pathname + url.search + url.hash
}
