/** What every page and handler knows about the request it answers. */
import type { Visitor } from './visitors'

export interface ShopConfig {
  /** http://127.0.0.1:<port>, no trailing slash. */
  shopUrl: string
  thirdPartyUrl: string
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
  jquery: boolean
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

/** Keeps `?jquery=1`, `?lang=en` and `?rtl=1` on links the shop redirects to, so a test session stays in its mode. */
export function withModes(ctx: RequestContext, path: string): string {
  const keep = ['jquery', 'lang', 'rtl'].filter((k) => ctx.url.searchParams.has(k))
  if (!keep.length) return path
  const url = new URL(path, 'http://x')
  for (const k of keep) url.searchParams.set(k, ctx.url.searchParams.get(k)!)
  return url.pathname + url.search + url.hash
}
