/**
 * The page shell every page shares: head (settings JSON, stock globals, optional jQuery), Flatsome's header with
 * the live-search form and the cart dropdown, the main landmark, the footer with the coming-soon banner, the
 * store notice (E) and Saar's scripts for the page type.
 */
import { cartView } from './cart'
import { escapeHtml, html, raw, type Html } from './html'
import { categories, site } from './catalogue'
import { headerCart } from './parts/mini-cart'
import { searchForm } from './parts/search-form'
import { storeNotice } from './parts/store-notice'
import { settingsJson, settingsScript, stockGlobals } from './globals'
import { distBase, lazyAssets, printedScripts, readManifest, scriptsForPage, scriptUrls, themeBase, type Manifest } from './assets'
import { accountUrl, cartUrl, checkoutUrl, withModes, type PageType, type RequestContext } from './context'
import { antiSpamFields, md5 } from './visitors'
import { variationTemplates } from './parts/product-form'
import { checkoutTrackingInputs, trackingFooter, trackingHead, type TrackedPage } from './parts/tracking'
import { flatsomeBlock } from './parts/flatsome-block'
import { comingSoonBanner } from './parts/coming-soon'
import { stockFooter, stockHead } from './stock'
import { cmpFooter, cmpHead } from './cmp'

export interface PageOptions {
  pageType: PageType
  title: string
  /** Body classes on top of the ones every page has. */
  bodyClass: string
  content: Html
  /** The page has a variation form (prints wc_add_to_cart_variation_params and the templates). */
  variableForm?: boolean
}

/**
 * Just enough CSS to make the stand-in usable by a person: dropdowns, tabs, screen-reader text, and, as Flatsome's
 * and WooCommerce's styles would, the stock stand-ins' overlays (stock.ts): the quick view, PhotoSwipe, the live-search list.
 */
const css = `
body{font-family:system-ui,sans-serif;margin:0;line-height:1.5;color:#222;background:#fff}
.container,.page-wrapper{max-width:1080px;margin:0 auto;padding:0 15px}
.screen-reader-text{clip:rect(1px,1px,1px,1px);position:absolute!important;height:1px;width:1px;overflow:hidden;word-wrap:normal!important}
.skip-link:focus{clip:auto;height:auto;width:auto;left:6px;top:7px;z-index:100000;background:#fff;padding:8px 16px}
.header-main{border-bottom:1px solid #ddd;padding:8px 0}.header-inner{display:flex;gap:16px;align-items:center;flex-wrap:wrap}
.nav{list-style:none;display:flex;gap:14px;margin:0;padding:0;align-items:center}.nav>li{position:relative}
.nav-dropdown{display:none;position:absolute;right:0;z-index:20;background:#fff;border:1px solid #ccc;min-width:280px;padding:10px;list-style:none}
.has-dropdown:hover>.nav-dropdown,.has-dropdown:focus-within>.nav-dropdown,.current-dropdown>.nav-dropdown{display:block}
.products{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:20px}
.product-small img{max-width:100%;height:auto}.box-image{position:relative}
.product-main .row{display:flex;gap:30px;flex-wrap:wrap}.product-gallery{flex:1 1 360px}.product-info{flex:1 1 320px}
.product-gallery img,.product-quick-view-container img{max-width:100%;height:auto}.product-thumbnails{display:flex;gap:6px}
.tabs{list-style:none;display:flex;gap:16px;padding:0}.tab-panels>.panel{display:none}.tab-panels>.panel.active{display:block}
.quantity{display:inline-flex}.quantity .minus,.quantity .plus,.ux-quantity__button{min-width:32px;min-height:32px}.quantity .qty{width:4em;text-align:center}.quantity.hidden{display:none}
.woocommerce-message,.woocommerce-info{border-left:4px solid #2a7;padding:8px 12px;background:#f3fbf6}.woocommerce-error{border-left:4px solid #c33;padding:8px 12px 8px 30px;background:#fdf3f3}
.woocommerce-store-notice{position:fixed;bottom:0;left:0;right:0;margin:0;padding:10px;background:#1d4f91;color:#fff;z-index:50}.woocommerce-store-notice a{color:#fff}
#message-purchased{position:fixed;bottom:60px;left:20px;z-index:40;max-width:340px;padding:8px 30px 8px 12px;background:#fff;border:1px solid #ccc}#notify-close{position:absolute;top:4px;right:6px;cursor:pointer}#notify-close:before{content:'×'}
table{border-collapse:collapse}td,th{padding:4px 8px;text-align:left;vertical-align:top}
.custom-dropdown .dropdown-list{list-style:none;padding:0;max-height:240px;overflow:auto;border:1px solid #ccc}
.wb-allview-letters-cnt{display:flex;gap:8px;flex-wrap:wrap}
.wb-filter-item{display:inline-block;margin:0 12px 6px 0}.pw_brand_filter_submit{min-height:32px;padding:4px 14px}.wb-allview-letters-disabled{color:#767676}
.relative{position:relative}
.nsl-button{display:inline-flex;gap:8px;align-items:center;padding:6px 12px;margin:4px 0;color:#fff;border-radius:4px}
.password-input .show-password-input{top:50%;right:0;transform:translateY(-50%)}
.show-password-input{min-width:32px;min-height:32px;border:1px solid #999;border-radius:4px;background:#fff;cursor:pointer;padding:0}
.show-password-input::after{content:"\\1F441";font-size:18px}.show-password-input.display-password::after{content:"\\1F576"}
.footer-wrapper{margin-top:40px;border-top:1px solid #ddd;padding:20px 0 60px}
.product-small.processing{position:relative;pointer-events:none}.product-small.processing::after{content:"";position:absolute;inset:0;z-index:2;background:rgba(255,255,255,.6)}
.product-small.processing::before{content:"";position:absolute;z-index:3;top:calc(50% - 16px);left:calc(50% - 16px);width:26px;height:26px;border:3px solid #bbb;border-top-color:#1d4f91;border-radius:50%;animation:saar-box-spin .8s linear infinite}
@keyframes saar-box-spin{to{transform:rotate(1turn)}}@media (prefers-reduced-motion:reduce){.product-small.processing::before{animation:none}}
.mfp-quick-view .mfp-bg{position:fixed;inset:0;z-index:1042;background:rgba(11,11,11,.8)}
.mfp-quick-view .mfp-wrap{position:fixed;inset:0;z-index:1043;overflow:hidden auto;outline:0}
.mfp-quick-view .mfp-container{display:flex;min-height:100%;box-sizing:border-box;padding:30px 8px}
.mfp-quick-view .mfp-content{position:relative;margin:auto;width:100%;max-width:875px}
.mfp-quick-view .product-lightbox{background:#fff;box-shadow:0 0 30px rgba(0,0,0,.3)}.mfp-quick-view .product-lightbox .row{display:flex;flex-wrap:wrap}.mfp-quick-view .product-lightbox .col{flex:1 1 300px}
.mfp-quick-view .product-gallery-slider>:not(:first-child){display:none}
.mfp-quick-view .mfp-close{position:fixed;top:8px;right:8px;z-index:1046;width:44px;height:44px;border:0;background:none;color:#fff;cursor:pointer}
.pswp{display:none;position:fixed;inset:0;z-index:1500;outline:0}.pswp--open{display:block}.pswp__bg{position:absolute;inset:0;background:#000;opacity:.9}
.pswp__scroll-wrap{position:absolute;inset:0}.pswp__container{position:absolute;inset:50px 10px 60px}.pswp__item{height:100%;display:flex;align-items:center;justify-content:center}.pswp__img{max-width:100%;max-height:100%;object-fit:contain}
.pswp__top-bar{position:absolute;z-index:2;top:0;left:0;right:0;display:flex;justify-content:space-between;align-items:center;padding:3px 10px;color:#fff}
.pswp__button--close{width:44px;height:44px;border:0;background:none;color:#fff;font-size:32px;cursor:pointer}.pswp__button--close::before{content:"×"}
.pswp__caption{position:absolute;z-index:2;left:0;right:0;bottom:0;padding:12px;color:#ddd;text-align:center}
.autocomplete-suggestions{position:absolute;top:100%;left:0;min-width:340px;z-index:30;max-height:300px;overflow:auto;background:#fff;border:1px solid #ccc;box-shadow:0 4px 12px rgba(0,0,0,.15);text-align:left}
.autocomplete-suggestion{display:flex;gap:10px;align-items:center;padding:6px 10px;cursor:pointer}.autocomplete-suggestion .search-image{width:40px;height:40px}.autocomplete-suggestion .search-name{flex:1}.autocomplete-suggestion .search-price{white-space:nowrap}
.autocomplete-suggestion:hover,.autocomplete-selected{background:#eef3fa}.submit-button.loading{opacity:.6}
p.stars span{display:inline-flex;gap:8px}p.stars a{color:#1d4f91}p.stars a.active{font-weight:700}
#coming-soon-footer-banner{position:fixed;bottom:0;left:0;right:0;z-index:100;display:flex;align-items:center;box-sizing:border-box;min-height:56px;padding:16px;background:#fff;border-top:1px solid #dcdcdc;font-size:13px;line-height:16px}
.coming-soon-footer-banner__content{flex:1;margin-right:10px;text-align:center}#coming-soon-footer-banner a{color:#3858e9}
.coming-soon-footer-banner-dismiss{width:24px;height:24px;cursor:pointer;background:no-repeat url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M7 7l10 10M17 7L7 17' stroke='%23757575' stroke-width='1.5'/%3E%3C/svg%3E")}
.saar-cmp-banner{position:fixed;left:0;right:0;bottom:0;z-index:60;background:#fff;border-top:2px solid #1d4f91;padding:12px 16px}.saar-cmp-reopen{position:fixed;left:8px;bottom:8px;z-index:60}
`

function header(ctx: RequestContext): Html {
  return html`<header id="header" class="header has-sticky sticky-jump"><div class="header-wrapper"><div id="masthead" class="header-main"><div class="header-inner flex-row container logo-left medium-logo-center">
<div id="logo" class="flex-col logo"><a href="/" title="${`${site.title} – ${site.tagline}`}" rel="home">${site.title}</a></div>
<div class="flex-col hide-for-medium flex-left flex-grow"><nav aria-label="Peamenüü"><ul class="header-nav header-nav-main nav nav-left nav-uppercase">
<li class="menu-item"><a href="/pood/" class="nav-top-link">Pood</a></li>
<li class="menu-item menu-item-has-children has-dropdown"><a href="/pood/" class="nav-top-link" aria-expanded="false" aria-haspopup="menu">Kategooriad</a><ul class="sub-menu nav-dropdown nav-dropdown-default">${categories.map(
    (c) => html`<li class="menu-item"><a href="/pood/?product_cat=${c.slug}">${c.name}</a></li>`,
  )}</ul></li>
<li class="menu-item"><a href="/brandid/" class="nav-top-link">Brändid</a></li>
<li class="menu-item"><a href="/blogi/villaste-riiete-hooldus/" class="nav-top-link">Blogi</a></li>
</ul></nav></div>
<div class="flex-col hide-for-medium flex-right"><ul class="header-nav header-nav-main nav nav-right nav-uppercase">
${searchForm(ctx.url.searchParams.get('s') ?? '')}
<li class="account-item has-icon"><a href="${accountUrl}" class="nav-top-link ${ctx.user ? 'nav-top-logged-in' : 'nav-top-not-logged-in'}">${ctx.user ? 'Minu konto' : 'Logi sisse'}</a></li>
${headerCart(cartView(ctx.visitor))}
</ul></div>
</div></div></div></header>`
}

/** The Flatsome block ([block id="jaluse-info"]) the footer shows: content editors can edit (editor.ts). */
const footerBlock = { id: 901, title: 'Jaluse info', content: html`<p class="footer-block-info">Kuressaare, Tallinna 1 · E–R 10–18</p>` }

function footer(ctx: RequestContext): Html {
  return html`<footer id="footer" class="footer-wrapper"><div class="absolute-footer dark medium-text-center small-text-center"><div class="container clearfix">
<nav class="footer-secondary pull-right" aria-label="Jaluse menüü"><ul class="links footer-nav uppercase nav"><li><a href="${accountUrl}">Minu konto</a></li><li><a href="${cartUrl}">Ostukorv</a></li><li><a href="${checkoutUrl}">Kassa</a></li><li><a href="/blogi/saunakultuur/">Saunakultuur</a></li></ul></nav>
<div class="footer-primary pull-left"><div class="copyright-footer">© 2025 ${site.title}</div>${flatsomeBlock(ctx, footerBlock)}</div>
</div></div>${comingSoonBanner(ctx)}<a href="#wrapper" class="back-to-top button icon invert plain fixed bottom z-1 is-outline hide-for-medium circle" id="top-link" aria-label="Tagasi üles">↑</a></footer>`
}


/** The whole page. */
export function renderPage(ctx: RequestContext, page: PageOptions): string {
  const manifest = readManifest(ctx.config.distDir, ctx.config.quiet)
  const scripts = ctx.byHand ? handEnqueued(manifest, page.pageType) : scriptUrls(manifest, scriptsForPage(page.pageType)).map((src) => html`<script src="${src}" defer></script>\n`)
  const sheets = sheetLinks(manifest, page.pageType, ctx.byHand)
  const settings = ctx.byHand ? undefined : settingsJson(ctx, page.pageType, lazyAssets(manifest))
  const tracked: TrackedPage = { pageType: page.pageType, title: page.title, bodyClass: page.bodyClass, content: page.content.value }
  const bodyClass = [page.bodyClass, 'theme-flatsome', 'woocommerce-js', 'woocommerce-demo-store', 'lightbox', 'nav-dropdown-has-arrow', ctx.user ? 'logged-in' : '', ctx.rtl ? 'rtl' : '']
    .filter(Boolean)
    .join(' ')
  const out = html`<!DOCTYPE html>
<html lang="${ctx.lang}"${ctx.rtl ? raw(' dir="rtl"') : ''} class="loading-site no-js">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} – ${site.title}</title>
<style id="saar-stand-in-css">${raw(css)}</style>
${sheets}${settings ? settingsScript(settings) : ''}${stockGlobals(ctx, page.pageType)}${trackingHead(ctx, tracked)}${cmpHead(ctx)}${
    ctx.jquery || page.pageType === 'checkout' ? html`<script src="/wp-includes/js/jquery/jquery.min.js" id="jquery-core-js"></script>\n` : ''
  }${stockHead(ctx, page.pageType)}</head>
<body class="${bodyClass}">
<a class="skip-link screen-reader-text" href="#main">Liigu edasi sisu juurde</a>
<div id="wrapper">
${header(ctx)}
<main id="main" class="">
${page.content}
</main>
${footer(ctx)}
</div>
${storeNotice(site.storeNotice, md5(site.storeNotice))}
${page.variableForm ? variationTemplates() : ''}${trackingFooter(ctx, tracked)}${stockFooter(ctx, page.pageType)}${scripts}${cmpFooter(ctx)}</body>
</html>
`.value.replace(/<form\b[^>]*\bmethod="post"[^>]*>/gi, (start) => start + antiSpamInputs(ctx))
  // Checkout's hidden tracking inputs (tracking.ts) go where WooCommerce prints its attribution element.
  const full = page.pageType === 'checkout' ? out.replace('<wc-order-attribution-inputs></wc-order-attribution-inputs>', () => checkoutTrackingInputs().value) : out
  return ctx.stock || ctx.byHand ? keepModesOnLinks(ctx, full) : full
}

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
