/**
 * The stock scripts that stay on a real shop beside Saar, as small plain-JS stand-ins (`stock/*.js`, each naming
 * the real file it was written from). Every mode prints what kept-scripts.json lists for the page type — what a real
 * Flatsome shop keeps beside Saar's plugin — where the stand-in has its file: jQuery from the npm package where a kept
 * script needs it (the cart, checkout and account pages), the card gateway's script on the checkout. WooCommerce's
 * checkout.js prints where a real shop keeps it: in stock mode, and where a gateway's script depends on it
 * (`?gateway_dep=wc-checkout`). The rest of that list (WordPress core's and WooCommerce's own files, which cannot be shipped) is
 * not printed; `npm run bench` counts it at its real size.
 * With `?stock=1` a page also carries what Saar's plugin cannot remove or what a theme enqueues anyway: Flatsome's
 * sticky header, back-to-top and page loader, its quantity buttons, quick view and live search, its content tabs and accordions, its header dropdowns, its off-canvas panels and anchored lightboxes, its image, gallery and video lightboxes, its content sliders and count-ups, its product gallery's slider and thumbnails, its tooltips, scroll-to
 * bullets, sticky sidebar, editor links and orders-table wrapper, WooCommerce's woocommerce.js and, on product pages,
 * single-product.js with PhotoSwipe, its country-select.js and address-i18n.js where their data is (the cart, the
 * checkout, the account's edit-address page), on the cart page cart.js, and the tracking plugins' front ends: WooCommerce's order attribution and
 * PixelYourSite's public.js, VillaTheme's recent-purchase popup (woo-notification.js with its footer markup), and
 * Zotabox's embed code as an owner pastes it into Flatsome's footer scripts, WooCommerce's price filter script (with
 * jQuery UI's slider) on the listings, WordPress's MediaElement player on
 * posts (where the stand-in's media are), and WordPress's comment-reply.js on posts and product pages. Each is printed where WordPress prints
 * it — WooCommerce 9.9's scripts deferred in the head, Flatsome's, the tracking scripts and the popup's at the end of
 * the body (PixelYourSite defers its own) — right after its localized data, as `<script id="<handle>-js">`. The
 * tracking scripts' data (`wc_order_attribution`, `pysOptions`) and the popup's (`_woocommerce_notification_params`)
 * are printed in every mode (parts/tracking.ts, globals.ts), as Saar's plugin keeps them.
 */
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { html, raw, type Html } from './html'
import { checkoutParams, hasAddressScripts, localize, singleProductParams, woocommerceParams, zotaboxDomainId, type PrintedWidgets } from './globals'
import type { PageType, RequestContext } from './context'

/** One stand-in: the WordPress handle it stands in for, its file in stock/, and the data localized on the handle. */
interface StandIn {
  handle: string
  file: string
  data?: { name: string; values: (ctx: RequestContext) => Record<string, unknown> }
}

/** Where the stand-ins are served from. */
export const stockBase = '/wp-content/stand-in-stock/'

const checkout: StandIn = { handle: 'wc-checkout', file: 'checkout.js', data: { name: 'wc_checkout_params', values: checkoutParams } }
const woocommerce: StandIn = { handle: 'woocommerce', file: 'woocommerce.js', data: { name: 'woocommerce_params', values: woocommerceParams } }
const photoswipe: StandIn = { handle: 'photoswipe', file: 'photoswipe.js' }
// WooCommerce's cart.js, with `?stock=1` on the cart page (its `wc_cart_params` is printed in every mode: globals.ts).
const cart: StandIn = { handle: 'wc-cart', file: 'cart.js' }
const singleProduct: StandIn = { handle: 'wc-single-product', file: 'single-product.js', data: { name: 'wc_single_product_params', values: singleProductParams } }
// WooCommerce's address scripts, country-select.js before address-i18n.js (which depends on it); their data is printed
// in every mode (globals.ts), as Saar's plugin keeps it.
const addresses: StandIn[] = [
  { handle: 'wc-country-select', file: 'country-select.js' },
  { handle: 'wc-address-i18n', file: 'address-i18n.js' },
]
// Flatsome's core (flatsome-js) with its header code (sticky header, back-to-top, page loader), then what its assets/js/woocommerce.js (flatsome-theme-woocommerce-js) binds, one
// stand-in per feature, then its live-search extension.
const flatsome: StandIn[] = [
  { handle: 'flatsome-js', file: 'flatsome.js' },
  { handle: 'flatsome-header', file: 'flatsome-header.js' },
  { handle: 'flatsome-tabs', file: 'flatsome-tabs.js' },
  { handle: 'flatsome-lightboxes', file: 'flatsome-lightboxes.js' },
  { handle: 'flatsome-lightbox', file: 'flatsome-lightbox.js' },
  { handle: 'flatsome-dropdown', file: 'flatsome-dropdown.js' },
  { handle: 'flatsome-sliders', file: 'flatsome-sliders.js' },
  { handle: 'flatsome-gallery', file: 'flatsome-gallery.js' },
  { handle: 'flatsome-bits', file: 'flatsome-bits.js' },
  { handle: 'flatsome-add-qty', file: 'flatsome-add-qty.js' },
  { handle: 'flatsome-quick-view', file: 'flatsome-quick-view.js' },
  { handle: 'flatsome-live-search', file: 'flatsome-live-search.js' },
]

// WooCommerce's order-attribution.js with sourcebuster (one stand-in), then PixelYourSite's public.js, deferred.
const tracking: StandIn[] = [
  { handle: 'wc-order-attribution', file: 'order-attribution.js' },
  { handle: 'pys', file: 'pys-public.js' },
]

// VillaTheme's "Notification for WooCommerce": its script, on the pages its data is printed on (globals.ts).
const notification: StandIn = { handle: 'woo-notification', file: 'woo-notification.js' }
const popupPages = (pageType: PageType): boolean => pageType !== 'cart' && pageType !== 'checkout' && pageType !== 'account'

// WordPress's MediaElement player (mediaelement-core with wp-mediaelement: one stand-in), where a post prints media.
const mediaelement: StandIn = { handle: 'wp-mediaelement', file: 'mediaelement.js' }

// WordPress's comment-reply.js, async in the footer: Flatsome enqueues it on singular pages with comments open and
// threading on, here the product pages (their reviews) and the posts.
const commentReply: StandIn = { handle: 'comment-reply', file: 'comment-reply.js' }
const commentPages = (pageType: PageType): boolean => pageType === 'product' || pageType === 'post'

// The stand-in's card gateway's script (parts/review-order.ts prints its box), on the checkout in every mode but
// `?gateways=offline`, where the checkout offers offline gateways alone.
const cardGateway: StandIn = { handle: 'stand-in-card-gateway', file: 'card-gateway.js' }

// A plugin's script that depends on flatsome-js and registers a Flatsome behaviour (`?flatsome_dependant=1`).
const flatsomeDependant: StandIn = { handle: 'stand-in-swatches', file: 'flatsome-dependant.js' }

// WooCommerce's price filter script with jQuery UI's slider (one stand-in), in the footer of the pages where the
// widget printed, as WooCommerce enqueues it while the widget renders (its data is printed there in every mode:
// globals.ts).
const priceSlider: StandIn = { handle: 'wc-price-slider', file: 'price-slider.js' }

const standIns = [checkout, cardGateway, woocommerce, cart, photoswipe, singleProduct, ...addresses, ...flatsome, ...tracking, notification, mediaelement, commentReply, flatsomeDependant, priceSlider]
const files = new Set(standIns.map((s) => s.file))

/** Where a kept script comes from: an npm package's file, a stand-in in stock/, or nowhere (the bench counts its real size). */
export type KeptSource = 'npm' | 'stand-in' | 'none'

/** One script of kept-scripts.json: what a real shop keeps beside Saar on a page type, and why. */
export interface KeptScript {
  /** Its WordPress handle. */
  handle: string
  /** Why it stays beside Saar's plugin. */
  why: string
  source: KeptSource
  /** The served file, from the repository's root (npm and stand-in only). */
  file?: string
  /** The path the page loads it from: the stand-in's, or for `none` the real shop's (never asked for here). */
  src: string
  /** gzip -9 bytes of the real file (WooCommerce 9.9.5, WordPress 6.9): what the bench counts where nothing is served. */
  gzip: number
  /** Its registered dependencies. */
  deps: string[]
  /** False where WordPress prints its loader itself rather than from the script queue (the emoji script). */
  queued?: boolean
}

/** The page types kept-scripts.json names (those of page-scripts.json). */
export type KeptScripts = Partial<Record<PageType, KeptScript[]>>

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const keptFile = fileURLToPath(new URL('./kept-scripts.json', import.meta.url))
/** Where WordPress serves jQuery (`jquery-core`), and so the stand-in. */
const jqueryPath = '/wp-includes/js/jquery/jquery.min.js'
const keptPageTypes: readonly PageType[] = ['shop', 'product', 'brands', 'cart', 'checkout', 'account', 'post']

/**
 * kept-scripts.json read and checked, so a malformed entry fails the shop's start with its place named rather than
 * printing a wrong page: every page type of page-scripts.json, each entry with a handle (once per page type), a why,
 * a known source, a root-relative `src`, a positive gzip size and its dependencies; an npm or stand-in entry with its
 * file (a stand-in's one of stock/'s, at its served path; jQuery at WordPress's).
 */
export function parseKeptScripts(raw: unknown): KeptScripts {
  const fail = (where: string, what: string): never => {
    throw new Error(`kept-scripts.json: ${where}: ${what}`)
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) fail('top level', 'not an object of page types')
  const table = raw as Record<string, unknown>
  const out: KeptScripts = {}
  for (const key of Object.keys(table)) if (!keptPageTypes.includes(key as PageType)) fail(key, 'not a page type of page-scripts.json')
  for (const type of keptPageTypes) {
    const list = table[type]
    if (!Array.isArray(list)) fail(type, 'missing, or not a list')
    const seen = new Set<string>()
    out[type] = (list as unknown[]).map((item, i): KeptScript => {
      const where = `${type}[${i}]`
      if (!item || typeof item !== 'object') return fail(where, 'not an object')
      const e = item as Record<string, unknown>
      const text = (key: string): string => (typeof e[key] === 'string' && (e[key] as string).trim() ? (e[key] as string) : fail(where, `"${key}" is not a non-empty string`))
      const handle = text('handle')
      if (seen.has(handle)) fail(where, `"${handle}" twice`)
      seen.add(handle)
      const source = text('source')
      if (source !== 'npm' && source !== 'stand-in' && source !== 'none') fail(where, `source "${source}" is not npm, stand-in or none`)
      const src = text('src')
      if (!/^\/[\w./-]+\.js$/.test(src)) fail(where, `src "${src}" is not a root-relative .js path`)
      if (!Number.isInteger(e.gzip) || (e.gzip as number) <= 0) fail(where, '"gzip" is not a positive whole number of bytes')
      if (!Array.isArray(e.deps) || !e.deps.every((d) => typeof d === 'string')) fail(where, '"deps" is not a list of handles')
      if (e.queued !== undefined && typeof e.queued !== 'boolean') fail(where, '"queued" is not a boolean')
      const file = source === 'none' ? (e.file === undefined ? undefined : fail(where, 'a "file" with source none')) : text('file')
      const standIn = source === 'stand-in' && file!.startsWith('php-stub/shop/stock/') ? standIns.find((s) => s.file === file!.slice('php-stub/shop/stock/'.length)) : undefined
      if (source === 'stand-in' && !(standIn && src === stockBase + standIn.file)) fail(where, `stand-in "${file}" is not one of stock/'s files served at its own path`)
      if (standIn && standIn.handle !== handle) fail(where, `stand-in "${file}" prints as "${standIn.handle}", not "${handle}"`)
      if (source === 'npm' && !file!.startsWith('node_modules/')) fail(where, `npm file "${file}" is not under node_modules/`)
      if (handle === 'jquery-core' && source !== 'none' && src !== jqueryPath) fail(where, `jquery-core served at "${src}", not WordPress's ${jqueryPath}`)
      return { handle, why: text('why'), source: source as KeptSource, ...(file ? { file } : {}), src, gzip: e.gzip as number, deps: e.deps as string[], ...(e.queued === undefined ? {} : { queued: e.queued as boolean }) }
    })
  }
  return out
}

/** What a real shop keeps beside Saar, per page type (kept-scripts.json). */
export const keptScripts: KeptScripts = parseKeptScripts(JSON.parse(readFileSync(keptFile, 'utf8')))

/** The kept scripts of a page type (none for the types the list does not name: other pages, the 404). */
export const keptOn = (pageType: PageType): KeptScript[] => keptScripts[pageType] ?? []

/** The npm files kept scripts are served from: path on the shop → file on disk; jQuery's always (`?jquery=1`). */
export const npmScripts: ReadonlyMap<string, string> = new Map([
  [jqueryPath, path.join(repoRoot, 'node_modules/jquery/dist/jquery.min.js')],
  ...Object.values(keptScripts)
    .flat()
    .filter((k) => k.source === 'npm')
    .map((k): [string, string] => [k.src, path.join(repoRoot, k.file!)]),
])

/**
 * The kept npm files in the head, in the list's order, as WordPress prints a head script (`<handle>-js`): jQuery where
 * a kept script needs it, and with `?jquery=1` (and `?stock=1`) on any page.
 */
function npmHead(ctx: RequestContext, pageType: PageType): Html {
  const npm = keptOn(pageType).filter((k) => k.source === 'npm')
  const list = ctx.jquery && !npm.some((k) => k.handle === 'jquery-core') ? [{ handle: 'jquery-core', src: jqueryPath }, ...npm] : npm
  return html`${list.map((k) => html`<script src="${k.src}" id="${k.handle}-js"></script>\n`)}`
}

/**
 * The stand-ins of the head, deferred: in stock mode WooCommerce's (and single-product's with PhotoSwipe, the address
 * scripts where their data is, cart.js on the cart after them, as its dependencies print first, and on the checkout
 * checkout.js, which also stays where a gateway's script depends on it), then the page type's kept ones (the card
 * gateway's not with `?gateways=offline`).
 */
function headStandIns(ctx: RequestContext, pageType: PageType): StandIn[] {
  const out = ctx.stock ? [woocommerce] : []
  if (ctx.stock && pageType === 'product') out.push(photoswipe, singleProduct)
  if (ctx.stock && hasAddressScripts(ctx, pageType)) out.push(...addresses)
  if (ctx.stock && pageType === 'cart') out.push(cart)
  if ((ctx.stock || ctx.gatewayNeedsCheckoutJs) && pageType === 'checkout') out.push(checkout)
  const offline = ctx.url.searchParams.get('gateways') === 'offline'
  for (const kept of keptOn(pageType))
    if (kept.source === 'stand-in' && !(offline && kept.handle === cardGateway.handle)) out.push(standIns.find((s) => s.file === path.basename(kept.file!))!)
  return out
}

const printed = (ctx: RequestContext, s: StandIn, defer: boolean): Html =>
  html`${s.data ? localize(s.data.name, s.data.values(ctx), s.handle) : ''}<script src="${stockBase}${s.file}" id="${s.handle}-js"${defer ? raw(' defer data-wp-strategy="defer"') : ''}></script>\n`

/** What goes at the end of the head: the npm files (jQuery), then the deferred stand-ins. */
export const stockHead = (ctx: RequestContext, pageType: PageType): Html => html`${npmHead(ctx, pageType)}${headStandIns(ctx, pageType).map((s) => printed(ctx, s, true))}`

/**
 * What goes at the end of the body, before Saar's scripts: on product pages PhotoSwipe's element; the popup's
 * markup (VillaTheme's wp_footer) and Zotabox's embed code (Flatsome's footer scripts, also on wp_footer); then the
 * footer scripts: Flatsome's, the tracking scripts, the popup's, MediaElement on posts, price-slider.js where the
 * price filter widget printed, comment-reply.js (async) on posts and product pages.
 */
export function stockFooter(ctx: RequestContext, pageType: PageType, widgets: PrintedWidgets = {}): Html {
  if (!ctx.stock) return html``
  const popup = popupPages(pageType)
  return html`${pageType === 'product' ? photoswipeElement() : ''}${popup ? popupElement : ''}${zotaboxEmbedCode(ctx)}${flatsome.map((s) => printed(ctx, s, false))}${tracking.map((s) => printed(ctx, s, s.handle === 'pys'))}${popup ? printed(ctx, notification, false) : ''}${pageType === 'post' ? printed(ctx, mediaelement, false) : ''}${widgets.priceFilter ? printed(ctx, priceSlider, false) : ''}${commentPages(pageType) ? html`<script src="${stockBase}${commentReply.file}" id="${commentReply.handle}-js" async data-wp-strategy="async"></script>\n` : ''}`
}

/**
 * `?flatsome_dependant=1`: where Saar's plugin replaced flatsome.js and a script that stays depends on it, it prints
 * Saar's `flatsome` script as `flatsome-js` (a classic footer script, before its dependants), then the dependant.
 */
export const flatsomeDependantScripts = (ctx: RequestContext, shimUrl: string | undefined): Html =>
  ctx.flatsomeDependant && shimUrl ? html`<script src="${shimUrl}" id="flatsome-js-js"></script>\n${printed(ctx, flatsomeDependant, false)}` : html``

/**
 * VillaTheme's footer markup (frontend/notify.php show_product(), 1.4.2): the empty container its script fills,
 * hidden by an inline style, in its default position.
 */
const popupElement = raw('<div id="message-purchased" class=" wn-background-template-type-0 bottom_left" style="display: none;"></div>\n')

/**
 * Zotabox's embed code for the shop's domain, as its plugins print it and owners paste it (shop-plugins.md §4.2):
 * an inline script that inserts the async `script#zb-embed-code` of `<static>/<c1>/<c2>/<id>/widgets.js` before the
 * page's first script, here from the stand-in widget host.
 */
function zotaboxEmbedCode(ctx: RequestContext): Html {
  const id = zotaboxDomainId
  const src = `${ctx.config.thirdPartyUrl}/zotabox/static/${id[0]}/${id[1]}/${id}/widgets.js`
  return html`<script type="text/javascript">(function(d,s,id){var z=d.createElement(s);z.type="text/javascript";z.id=id;z.async=true;z.src=${raw(JSON.stringify(src))};var sz=d.getElementsByTagName(s)[0];sz.parentNode.insertBefore(z,sz)}(document,"script","zb-embed-code"));</script>\n`
}

/**
 * The element PhotoSwipe opens in (WooCommerce prints it in the footer of product pages; Flatsome's template
 * single-product/photoswipe.php gives it the same parts): hidden until opened, a dialog with a close button.
 */
const photoswipeElement = (): Html =>
  raw(`<div class="pswp" tabindex="-1" role="dialog" aria-modal="true" aria-hidden="true" aria-label="Pildigalerii"><div class="pswp__bg"></div><div class="pswp__scroll-wrap"><div class="pswp__container"><div class="pswp__item"></div></div><div class="pswp__ui"><div class="pswp__top-bar"><div class="pswp__counter"></div><button type="button" class="pswp__button pswp__button--close" aria-label="Sulge (Esc)"></button></div><div class="pswp__caption"><div class="pswp__caption__center"></div></div></div></div></div>\n`)

/** The file of a stand-in URL, or undefined for anything else. */
export async function stockFile(pathname: string): Promise<Buffer | undefined> {
  if (!pathname.startsWith(stockBase)) return undefined
  const name = pathname.slice(stockBase.length)
  if (!files.has(name)) return undefined
  return readFile(fileURLToPath(new URL(`./stock/${name}`, import.meta.url)))
}
