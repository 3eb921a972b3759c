/**
 * The page shell every page shares: head (settings JSON, stock globals, optional jQuery), Flatsome's header with
 * the live-search form and the cart dropdown, the main landmark, the footer with the coming-soon banner, the
 * store notice (E) and Saar's scripts for the page type.
 */
import { cartView } from './cart'
import { escapeHtml, html, raw, type Html } from './html'
import { site } from './catalogue'
import { headerCart } from './parts/mini-cart'
import { searchForm } from './parts/search-form'
import { mainMenu, noJsSwitch } from './parts/main-menu'
import { storeNotice } from './parts/store-notice'
import { settingsJson, settingsScript, stockGlobals } from './globals'
import { checkedPageTypes, distBase, lazyAssets, lazyIntegrity, printedScripts, readManifest, scriptFiles, scriptsForPage, scriptUrls, themeBase, type Manifest } from './assets'
import { accountUrl, cartUrl, checkoutUrl, withModes, type PageType, type RequestContext } from './context'
import { antiSpamFields, md5 } from './visitors'
import { variationTemplates } from './parts/product-form'
import { checkoutTrackingInputs, trackingFooter, trackingHead, type TrackedPage } from './parts/tracking'
import { flatsomeBlock } from './parts/flatsome-block'
import { singlePageNavSpot } from './parts/scroll-to'
import { comingSoonBanner } from './parts/coming-soon'
import { backToTop, headerClasses, pageLoader, topBar } from './parts/sticky-header'
import { mobileMenuButton, offCanvasFooter } from './parts/offcanvas'
import { headerAccountItem, loginPopup } from './parts/account-forms'
import { flatsomeDependantScripts, stockFooter, stockHead } from './stock'
import { cmpFooter, cmpHead } from './cmp'
import { themeSheetUrl } from './theme-sheet'

export interface PageOptions {
  pageType: PageType
  title: string
  /** Body classes on top of the ones every page has. */
  bodyClass: string
  content: Html
  /** The page has a variation form (prints wc_add_to_cart_variation_params and the templates). */
  variableForm?: boolean
  /**
   * The page printed WooCommerce's price filter widget, which enqueues `wc-price-slider` as it renders: its data
   * (`woocommerce_price_slider_params`) and, in stock mode, the stand-in of price-slider.js print with it.
   */
  priceFilter?: boolean
}

function header(ctx: RequestContext, pageType: PageType): Html {
  return html`<header id="header" class="${headerClasses(ctx)}"><div class="header-wrapper">${topBar()}<div id="masthead" class="header-main"><div class="header-inner flex-row container logo-left medium-logo-center">
${mobileMenuButton()}<div id="logo" class="flex-col logo"><a href="/" title="${`${site.title} – ${site.tagline}`}" rel="home">${site.title}</a></div>
<div class="flex-col hide-for-medium flex-left flex-grow"><nav aria-label="Peamenüü"><ul class="header-nav header-nav-main nav nav-left nav-uppercase">
${mainMenu()}${singlePageNavSpot(ctx)}
</ul></nav></div>
<div class="flex-col hide-for-medium flex-right"><ul class="header-nav header-nav-main nav nav-right nav-uppercase">
${searchForm(ctx.url.searchParams.get('s') ?? '')}
${headerAccountItem(ctx, pageType)}
${headerCart(cartView(ctx.visitor))}
</ul></div>
</div></div></div></header>`
}

/** The Flatsome block ([block id="jaluse-info"]) the footer shows: content editors can edit (editor.ts). */
const footerBlock = { id: 901, title: 'Jaluse info', content: html`<p class="footer-block-info">Kuressaare, Tallinna 1 · E–R 10–18</p>` }

function footer(ctx: RequestContext): Html {
  return html`<footer id="footer" class="footer-wrapper"><div class="absolute-footer dark medium-text-center small-text-center"><div class="container clearfix">
<nav class="footer-secondary pull-right" aria-label="Jaluse menüü"><ul class="links footer-nav uppercase nav"><li><a href="${accountUrl}">Minu konto</a></li><li><a href="${cartUrl}">Ostukorv</a></li><li><a href="${checkoutUrl}">Kassa</a></li><li><a href="/blogi/saunakultuur/">Saunakultuur</a></li><li><a href="/naidised/">Näidised</a></li></ul></nav>
<div class="footer-primary pull-left"><div class="copyright-footer">© 2025 ${site.title}</div>${flatsomeBlock(ctx, footerBlock)}</div>
</div></div>${comingSoonBanner(ctx)}${backToTop()}</footer>`
}


/** The whole page. */
export function renderPage(ctx: RequestContext, page: PageOptions): string {
  const manifest = readManifest(ctx.config.distDir, ctx.config.quiet)
  const checked = checkedPageTypes.includes(page.pageType)
  const scripts = ctx.byHand ? handEnqueued(manifest, page.pageType) : pluginScripts(manifest, page.pageType, checked)
  const sheets = sheetLinks(manifest, page.pageType, ctx.byHand)
  const settings = ctx.byHand ? undefined : settingsJson(ctx, page.pageType, lazyAssets(manifest), checked ? lazyIntegrity(manifest) : undefined)
  const tracked: TrackedPage = { pageType: page.pageType, title: page.title, bodyClass: page.bodyClass, content: page.content.value }
  const bodyClass = [page.bodyClass, 'theme-flatsome', 'woocommerce-js', 'woocommerce-demo-store', 'lightbox', 'nav-dropdown-has-arrow', ctx.user ? 'logged-in' : '', ctx.rtl ? 'rtl' : '']
    .filter(Boolean)
    .join(' ')
  const out = html`<!DOCTYPE html>
<html lang="${ctx.lang}"${ctx.rtl ? raw(' dir="rtl"') : ''} class="loading-site no-js">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${noJsSwitch}<title>${page.title} – ${site.title}</title>
<link rel="stylesheet" id="flatsome-main-css" href="${themeSheetUrl}" media="all">
${sheets}${settings ? settingsScript(settings) : ''}${stockGlobals(ctx, page.pageType, { priceFilter: page.priceFilter })}${trackingHead(ctx, tracked)}${cmpHead(ctx)}${stockHead(ctx, page.pageType)}</head>
<body class="${bodyClass}">
<a class="skip-link screen-reader-text" href="#main">Liigu edasi sisu juurde</a>
<div id="wrapper">
${pageLoader(ctx)}${header(ctx, page.pageType)}
<main id="main" class="">
${page.content}
</main>
${footer(ctx)}
</div>
${offCanvasFooter()}${loginPopup(ctx, page.pageType)}
${storeNotice(site.storeNotice, md5(site.storeNotice))}
${page.variableForm ? variationTemplates() : ''}${trackingFooter(ctx, tracked)}${stockFooter(ctx, page.pageType, { priceFilter: page.priceFilter })}${flatsomeDependantScripts(ctx, manifest?.flatsome && distBase + manifest.flatsome.file)}${scripts}${cmpFooter(ctx)}</body>
</html>
`.value.replace(/<form\b[^>]*\bmethod="post"[^>]*>/gi, (start) => start + antiSpamInputs(ctx))
  // Checkout's hidden tracking inputs (tracking.ts) go where WooCommerce prints its attribution element.
  const full = page.pageType === 'checkout' ? out.replace('<wc-order-attribution-inputs></wc-order-attribution-inputs>', () => checkoutTrackingInputs().value) : out
  return ctx.stock || ctx.byHand ? keepModesOnLinks(ctx, full) : full
}

/** Saar's scripts as the plugin prints them: deferred, and on the checkout with their integrity hashes. */
const pluginScripts = (manifest: Manifest | undefined, pageType: PageType, checked: boolean): Html[] =>
  scriptFiles(manifest, scriptsForPage(pageType)).map(({ src, integrity }) =>
    checked && integrity ? html`<script src="${src}" defer integrity="${integrity}" crossorigin="anonymous"></script>\n` : html`<script src="${src}" defer></script>\n`,
  )

/**
 * `?settings=0`: Saar's built scripts as a theme's functions.php enqueues them by hand — copied into the child
 * theme, `wp_enqueue_script( 'saar-<name>', …, deps, false, true )` — so WordPress prints them at the end of the body
 * with its own `?ver=` and `id="saar-<name>-js"`, and prints no settings: the runtime finds its on-demand files next
 * to its own URL.
 */
const handEnqueued = (manifest: Manifest | undefined, pageType: PageType): Html[] =>
  scriptUrls(manifest, scriptsForPage(pageType), themeBase).map((src) => {
    const name = /([\w-]+)\.[\w-]+\.js$/.exec(src)?.[1] ?? 'script'
    return html`<script src="${src}?ver=6.9" id="saar-${name}-js"></script>\n`
  })

/**
 * The style sheets of the scripts a page prints (the runtime's is the shared sheet), in the head as WordPress prints an
 * enqueued style: by the plugin from its dist/, or by a theme's functions.php (`?settings=0`, the theme's copy).
 */
const sheetLinks = (manifest: Manifest | undefined, pageType: PageType, byHand: boolean): Html[] =>
  manifest
    ? printedScripts(manifest, scriptsForPage(pageType)).flatMap((name) => {
        const css = manifest[name]!.css
        if (!css) return []
        return [html`<link rel="stylesheet" id="saar-${name}-css" href="${byHand ? `${themeBase}${css}?ver=6.9` : distBase + css}" media="all">\n`]
      })
    : []

/**
 * In stock mode the page's own links and form actions (root-relative or query-only) keep the session's switches,
 * so a person clicking through the shop stays in the mode.
 */
const keepModesOnLinks = (ctx: RequestContext, page: string): string =>
  page.replace(/\b(href|action)="((?:\/(?!\/)|\?)[^"]*)"/g, (_all, name: string, value: string) => `${name}="${escapeHtml(withModes(ctx, value.replace(/&amp;/g, '&')))}"`)

/**
 * The anti-spam plugin prints its four hidden fields into every POST form of the page, so forms work without
 * JavaScript; Saar adds them to forms that arrive later and to its ajax calls.
 */
function antiSpamInputs(ctx: RequestContext): string {
  return Object.entries(antiSpamFields(ctx.visitor))
    .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`.value)
    .join('')
}
