/**
 * What the tracking plugins print on a page (tracking-consent.md §1.2, §4.3; woocommerce-scripts.md §2.7):
 *
 * - PixelYourSite's localized `pysOptions` (`#pys-js-extra`): static events per page type, dynamic events,
 *   the `ajax_event` nonce, `ajaxUrl`, `useSendBeacon`, the `gdpr`, `cookie`, `woo` blocks and one block per
 *   pixel (facebook, ga, gtm, pinterest, bing). Each pixel block also carries `scriptUrl`, a stand-in key naming
 *   where that pixel's script is served (the third-party port): PYS hard-codes the vendors' hosts, the stand-in
 *   never prints a real one. GTM's own `gtm_container_domain` / `gtm_container_identifier` point there too;
 * - `window.pysFacebookRest` (localized on jquery: `#jquery-core-js-extra`) for the nonce-less REST route;
 * - `window.pysWooProductData[id]` for every product (and variation, and grouped child) on the page, printed in the footer;
 * - `#pys_late_event` (hook mode, `?pys_atc=hook`) on the page that shows a non-AJAX add-to-cart notice;
 * - with `?pys_triggers=1`, custom events of each trigger type (`triggerEvents`, `triggerEventTypes`; one with a
 *   selector no browser accepts, as a shop's typo would be) and a block of what they and the download event act on;
 * - the `<noscript>` PageView image pixel, only where PixelYourSite's front end stays (`?stock=1`) or Saar has no
 *   plugin (`?settings=0`): where Saar's plugin replaces PixelYourSite it takes the pixels off (they track without
 *   consent);
 * - WooCommerce's `wc_order_attribution` global on every page; on checkout the hidden
 *   `wc_order_attribution_<field>` inputs (inside `<wc-order-attribution-inputs>`) and PYS's hidden fields.
 *
 * Values the browser computes (UTMs, landing page, browser time, sourcebuster values) are printed empty.
 */
import { randomUUID } from 'node:crypto'
import { html, raw, scriptJson, type Html } from '../html'
import { ajaxUrl, type PageType, type RequestContext } from '../context'
import { categories, categoryOf, findVariation, orders, priceOf, priceRange, productById, type Product } from '../catalogue'
import { cartLines, orderTotal, subtotal } from '../cart'
import { localize, localizeValues } from '../globals'
import { nonce, nonceActions } from '../visitors'

/** The shop's (made-up) pixel ids. */
export const pixelIds = {
  facebook: ['1000000000000001'],
  ga: ['G-SAAR000001'],
  gtm: ['GTM-SAAR001'],
  pinterest: ['2610000000001'],
  bing: ['187000001'],
} as const
type Pixel = keyof typeof pixelIds

/** Where each pixel's script is served on the third-party port (paths of third-party.ts). */
export const pixelScripts: Record<Pixel, string> = {
  facebook: '/fb/fbevents.js',
  ga: '/ga/gtag/js',
  gtm: '/gtm/gtm.js',
  pinterest: '/pinterest/core.js',
  bing: '/bing/bat.js',
}

/** The order-attribution field map (`wc_order_attribution.fields`, WooCommerce 9.x/10.x). */
export const attributionFields: Record<string, string> = {
  source_type: 'current.typ', referrer: 'current_add.rf', utm_campaign: 'current.cmp', utm_source: 'current.src', utm_medium: 'current.mdm',
  utm_content: 'current.cnt', utm_id: 'current.id', utm_term: 'current.trm', utm_source_platform: 'current.plt', utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct', session_entry: 'current_add.ep', session_start_time: 'current_add.fd', session_pages: 'session.pgs',
  session_count: 'udata.vst', user_agent: 'udata.uag',
}

/** PYS's hidden checkout fields (tracking fields of spec §3). */
export const pysCheckoutFields = ['pys_utm', 'pys_utm_id', 'pys_browser_time', 'pys_landing', 'pys_source', 'pys_order_type', 'last_pys_landing', 'last_pys_source', 'last_pys_utm', 'last_pys_utm_id']

/** What the tracking markup needs to know about the page being rendered. */
export interface TrackedPage {
  pageType: PageType
  title: string
  bodyClass: string
  /** The rendered content (product ids and add-to-cart notices are read from it). */
  content: string
}

type Dict = Record<string, unknown>

const currency = 'EUR'
const money = (n: number): number => Math.round(n * 100) / 100

/** One PYS event object as `EventsManager` prints it. */
function pysEvent(ctx: RequestContext, page: TrackedPage, pixel: Pixel, name: string, eId: string, params: Dict, extra: Dict = {}): Dict {
  const common: Dict =
    pixel === 'facebook' || pixel === 'pinterest' || pixel === 'bing'
      ? { page_title: page.title, post_type: postType(page), post_id: postId(page), plugin: 'PixelYourSite', user_role: ctx.user ? 'customer' : 'guest', event_url: `${ctx.url.host}${ctx.url.pathname}` }
      : {}
  return {
    delay: 0,
    type: eId.startsWith('woo_add_to_cart') || eId.startsWith('automatic_') || eId === 'woo_remove_from_cart' ? 'dyn' : 'static',
    ajaxFire: false,
    name,
    pixelIds: [...pixelIds[pixel]],
    eventID: randomUUID(),
    params: { ...common, ...params },
    e_id: eId,
    ids: [],
    hasTimeWindow: false,
    timeWindow: 0,
    woo_order: '',
    edd_order: '',
    ...extra,
  }
}

const postId = (page: TrackedPage): number => Number(/\bpostid-(\d+)/.exec(page.bodyClass)?.[1] ?? 0)
const postType = (page: TrackedPage): string => (page.pageType === 'product' ? 'product' : page.pageType === 'post' ? 'post' : 'page')

/** PYS's product type ids (spec §3): simple 0, variable 1, bundle 2, grouped 3. */
const productTypeId = (p: Product): number => ({ simple: 0, variable: 1, grouped: 3 })[p.type]

function gaItem(p: Product, quantity = 1, price = priceRange(p)[0]): Dict {
  return { id: String(p.id), item_id: String(p.id), name: p.name, item_name: p.name, quantity, price: money(price), item_category: categoryOf(p)?.name ?? '' }
}

/** Static events by page type (`staticEvents[pixel][eventKey][]`). */
function staticEvents(ctx: RequestContext, page: TrackedPage): Dict {
  const out: Record<Pixel, Record<string, Dict[]>> = { facebook: {}, ga: {}, gtm: {}, pinterest: {}, bing: {} }
  const add = (pixel: Pixel, key: string, name: string, params: Dict, extra: Dict = {}): void =>
    void (out[pixel][key] = [pysEvent(ctx, page, pixel, name, key, params, extra)])
  add('facebook', 'init_event', 'PageView', {})
  add('pinterest', 'init_event', 'pagevisit', {})
  add('bing', 'init_event', 'PageView', {})

  const product = page.pageType === 'product' ? productById(postId(page)) : undefined
  if (product) {
    const value = money(priceRange(product)[0])
    const fb = { content_ids: [String(product.id)], content_type: product.type === 'variable' ? 'product_group' : 'product', content_name: product.name, category_name: categoryOf(product)?.name ?? '', value, currency, contents: [{ id: String(product.id), quantity: 1 }], product_price: value }
    add('facebook', 'woo_view_content', 'ViewContent', fb)
    add('pinterest', 'woo_view_content', 'ViewContent', { post_type: 'product', product_id: product.id, product_price: value, currency })
    add('bing', 'woo_view_content', 'view_item', { ecomm_prodid: String(product.id), ecomm_pagetype: 'product', revenue_value: value, currency })
    add('ga', 'woo_view_content', 'view_item', { items: [gaItem(product)], currency, value })
    add('gtm', 'woo_view_content', 'view_item', { ecommerce: { currency, value, items: [gaItem(product)] } })
  }
  const category = page.pageType === 'shop' ? categories.find((c) => c.slug === ctx.url.searchParams.get('product_cat')) : undefined
  if (category) {
    const ids = [...page.content.matchAll(/data-product_id="(\d+)"/g)].map((m) => m[1]!).slice(0, 5)
    add('facebook', 'woo_view_category', 'ViewCategory', { content_ids: ids, content_type: 'product', content_name: category.name, content_category: category.name })
    add('ga', 'woo_view_item_list', 'view_item_list', { item_list_name: category.name, items: ids.map((id) => gaItem(productById(Number(id))!)) })
  }
  const lines = cartLines(ctx.visitor)
  const items = lines.map((l) => gaItem(l.product, l.item.quantity, l.price))
  const contentIds = lines.map((l) => String(l.item.variationId || l.product.id))
  const received = /\/kassa\/tellimus-vastu-voetud\/(\d+)\//.exec(ctx.url.pathname)
  if (page.pageType === 'cart' && lines.length) {
    add('ga', 'woo_view_cart', 'view_cart', { items, currency, value: money(subtotal(ctx.visitor)) })
    add('gtm', 'woo_view_cart', 'view_cart', { ecommerce: { currency, value: money(subtotal(ctx.visitor)), items } })
  }
  if (page.pageType === 'checkout' && !received && lines.length) {
    const value = money(orderTotal(ctx.visitor))
    add('facebook', 'woo_initiate_checkout', 'InitiateCheckout', { content_ids: contentIds, content_type: 'product', contents: lines.map((l, i) => ({ id: contentIds[i], quantity: l.item.quantity })), num_items: lines.reduce((n, l) => n + l.item.quantity, 0), value, currency, subtotal: money(subtotal(ctx.visitor)) })
    add('ga', 'woo_initiate_checkout', 'begin_checkout', { items, currency, value })
    add('gtm', 'woo_initiate_checkout', 'begin_checkout', { ecommerce: { currency, value, items } })
  }
  if (received) {
    const order = orders.find((o) => o.id === Number(received[1]))
    const value = Number(order?.total ?? 0)
    const orderId = received[1]!
    add('facebook', 'woo_purchase', 'Purchase', { order_id: orderId, value, currency, content_type: 'product', num_items: order?.items ?? 0 }, { woo_order: orderId })
    add('ga', 'woo_purchase', 'purchase', { transaction_id: orderId, value, currency, items: [] }, { woo_order: orderId })
    add('gtm', 'woo_purchase', 'purchase', { ecommerce: { transaction_id: orderId, value, currency, items: [] } }, { woo_order: orderId })
  }
  return out
}

/** Dynamic events (`dynamicEvents[eventKey][pixel]`; remove-from-cart additionally by cart item key). */
function dynamicEvents(ctx: RequestContext, page: TrackedPage): Dict {
  const both = (key: string, fbName: string, gaName: string, params: Dict = {}, extra: Dict = {}): Dict => ({
    facebook: pysEvent(ctx, page, 'facebook', fbName, key, params, extra),
    ga: pysEvent(ctx, page, 'ga', gaName, key, params, extra),
  })
  const out: Dict = {
    woo_add_to_cart_on_button_click: {
      ...both('woo_add_to_cart_on_button_click', 'AddToCart', 'add_to_cart'),
      gtm: pysEvent(ctx, page, 'gtm', 'add_to_cart', 'woo_add_to_cart_on_button_click', {}),
    },
    automatic_event_scroll: both('automatic_event_scroll', 'PageScroll', 'PageScroll', {}, { scroll_percent: 30 }),
    automatic_event_time_on_page: both('automatic_event_time_on_page', 'TimeOnPage', 'TimeOnPage', {}, { time_on_page: 30 }),
    automatic_event_download: both('automatic_event_download', 'Download', 'Download', {}, { extensions: ['', 'doc', 'exe', 'js', 'pdf', 'ppt', 'tgz', 'zip', 'xls'] }),
    automatic_event_form: both('automatic_event_form', 'Form', 'Form'),
  }
  if (page.pageType === 'post' || page.pageType === 'product') out.automatic_event_comment = both('automatic_event_comment', 'Comment', 'Comment')
  if (page.pageType === 'cart') {
    const byKey: Dict = {}
    for (const l of cartLines(ctx.visitor)) {
      const id = String(l.item.variationId || l.product.id)
      byKey[l.item.key] = {
        facebook: pysEvent(ctx, page, 'facebook', 'RemoveFromCart', 'woo_remove_from_cart', { content_ids: [id], content_type: 'product', contents: [{ id, quantity: l.item.quantity }], value: money(l.total), currency, content_name: l.product.name }),
        ga: pysEvent(ctx, page, 'ga', 'remove_from_cart', 'woo_remove_from_cart', { items: [gaItem(l.product, l.item.quantity, l.price)], currency, value: money(l.total) }),
      }
    }
    out.woo_remove_from_cart = byKey
  }
  return out
}

/** `?pys_triggers=1`: PixelYourSite's custom events with a trigger of each type (see triggerDemo). */
const triggersMode = (ctx: RequestContext): boolean => ctx.url.searchParams.get('pys_triggers') === '1'

/**
 * Custom events (`triggerEvents[id][pixel]`, keyed by the event's post id as PixelYourSite keys them) and their
 * triggers (`triggerEventTypes[type][id] = [trigger, …]`): a URL click (the server marks matching links with
 * `data-pys-event-id`), a CSS click with a parameter read from the page when it fires, a mouse-over, a scroll
 * position, and a CSS click whose selector is broken.
 */
function customEvents(ctx: RequestContext, page: TrackedPage): { triggerEvents: Dict; triggerEventTypes: Dict } {
  const event = (id: number, name: string, params: Dict = {}): Dict => ({
    facebook: pysEvent(ctx, page, 'facebook', name, 'custom_event', params, { type: 'trigger', custom_event_post_id: id }),
    ga: pysEvent(ctx, page, 'ga', name, 'custom_event', params, { type: 'trigger', custom_event_post_id: id }),
  })
  const label = { value: '', selector: '.pys-trigger-call', dynamic: true, input_type: 'string' }
  return {
    triggerEvents: { 901: event(901, 'BlogLink'), 902: event(902, 'CallUs', { button_text: label }), 903: event(903, 'HelpSeen'), 904: event(904, 'HalfPage'), 905: event(905, 'Broken') },
    triggerEventTypes: {
      url_click: { 901: [{ rule: 'contains', value: '/blogi/' }] },
      css_click: { 902: ['.pys-trigger-call'], 905: ['a[[href]'] },
      css_mouseover: { 903: ['.pys-trigger-demo'] },
      scroll_pos: { 904: [50] },
    },
  }
}

/** What the triggers of `?pys_triggers=1` and the download event act on (a shop's content would hold such). */
const triggerDemo = (): Html =>
  html`<aside class="pys-trigger-demo container" aria-label="Abi"><p><a href="/wp-content/uploads/2025/01/hooldusjuhend.pdf?ver=2" download>Hooldusjuhend (PDF)</a> · <a href="/blogi/saunakultuur/" data-pys-event-id="901">Saunakultuurist</a> · <button type="button" class="button pys-trigger-call">Helista meile</button></p></aside>
`

/** Hook mode (`?pys_atc=hook`): AddToCart is created on the server and handed over by #pys_late_event / fragments. */
const hookMode = (ctx: RequestContext): boolean => {
  const asked = ctx.url.searchParams.get('pys_atc')
  // Kept for the visitor's later requests (its ajax adds carry no query of the page), until `?pys_atc=js`.
  if (asked) ctx.visitor.pysHook = asked === 'hook'
  return !!ctx.visitor.pysHook
}

/** The whole `pysOptions` object, before wp_localize_script's string conversion. */
export function pysOptions(ctx: RequestContext, page: TrackedPage): Dict {
  const tp = ctx.config.thirdPartyUrl
  const shop = ctx.config.shopUrl
  const utms = Object.fromEntries(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'].filter((k) => ctx.url.searchParams.has(k)).map((k) => [k, ctx.url.searchParams.get(k)!]))
  const product = page.pageType === 'product' ? productById(postId(page)) : undefined
  const consent = (enabled: boolean) => ({ enabled, value: 'granted', filter: false })
  return {
    staticEvents: staticEvents(ctx, page),
    dynamicEvents: dynamicEvents(ctx, page),
    ...(triggersMode(ctx) ? customEvents(ctx, page) : { triggerEvents: [], triggerEventTypes: [] }),
    facebook: {
      pixelIds: [...pixelIds.facebook], advancedMatching: [], advancedMatchingEnabled: false, removeMetadata: false, wooVariableAsSimple: false,
      serverApiEnabled: true, wooCRSendFromServer: false, send_external_id: null, enabled_medical: false,
      do_not_track_medical_param: ['event_url', 'post_title', 'page_title', 'landing_page', 'content_name', 'categories', 'category_name', 'tags'], meta_ldu: false,
      scriptUrl: `${tp}${pixelScripts.facebook}`,
    },
    ga: {
      trackingIds: [...pixelIds.ga], commentEventEnabled: true, downloadEnabled: true, formEventEnabled: true, crossDomainEnabled: false, crossDomainAcceptIncoming: false,
      crossDomainDomains: [], isDebugEnabled: [], serverContainerUrls: { [pixelIds.ga[0]]: { enable_server_container: '', server_container_url: '', transport_url: `${tp}/ga` } },
      additionalConfig: { [pixelIds.ga[0]]: { first_party_collection: true } }, disableAdvertisingFeatures: false, disableAdvertisingPersonalization: false,
      wooVariableAsSimple: true, custom_page_view_event: false,
      scriptUrl: `${tp}${pixelScripts.ga}`,
    },
    gtm: {
      trackingIds: [...pixelIds.gtm], gtm_dataLayer_name: 'dataLayer', gtm_container_domain: `${tp}/gtm`, gtm_container_identifier: 'gtm.js', gtm_auth: '', gtm_preview: '',
      gtm_just_data_layer: false, check_list: 'disabled', check_list_contain: [], wooVariableAsSimple: false,
      scriptUrl: `${tp}${pixelScripts.gtm}`,
    },
    pinterest: { pixelIds: [...pixelIds.pinterest], advancedMatching: [], wooVariableAsSimple: false, scriptUrl: `${tp}${pixelScripts.pinterest}` },
    bing: { pixelIds: [...pixelIds.bing], wooVariableAsSimple: false, enableConsentMode: false, scriptUrl: `${tp}${pixelScripts.bing}` },
    debug: false,
    siteUrl: shop,
    ajaxUrl: `${shop}${ajaxUrl}`,
    ajax_event: nonce(ctx.visitor, nonceActions.ajaxEvent),
    enable_remove_download_url_param: true,
    cookie_duration: 7,
    last_visit_duration: 60,
    enable_success_send_form: false,
    ajaxForServerEvent: true,
    ajaxForServerStaticEvent: true,
    useSendBeacon: true,
    send_external_id: true,
    external_id_expire: 180,
    track_cookie_for_subdomains: true,
    google_consent_mode: true,
    gdpr: {
      ajax_enabled: false, all_disabled_by_api: false, facebook_disabled_by_api: false, analytics_disabled_by_api: false, google_ads_disabled_by_api: false,
      pinterest_disabled_by_api: false, bing_disabled_by_api: false, externalID_disabled_by_api: false,
      facebook_prior_consent_enabled: true, analytics_prior_consent_enabled: true, google_ads_prior_consent_enabled: null, pinterest_prior_consent_enabled: true, bing_prior_consent_enabled: true,
      cookiebot_integration_enabled: false, cookiebot_facebook_consent_category: 'marketing', cookiebot_analytics_consent_category: 'statistics',
      cookiebot_google_ads_consent_category: 'marketing', cookiebot_pinterest_consent_category: 'marketing', cookiebot_bing_consent_category: 'marketing',
      consent_magic_integration_enabled: false, real_cookie_banner_integration_enabled: false, cookie_notice_integration_enabled: false, cookie_law_info_integration_enabled: false,
      analytics_storage: consent(true), ad_storage: consent(true), ad_user_data: consent(true), ad_personalization: consent(true),
    },
    cookie: {
      disabled_all_cookie: false, disabled_start_session_cookie: false, disabled_advanced_form_data_cookie: false, disabled_landing_page_cookie: false,
      disabled_first_visit_cookie: false, disabled_trafficsource_cookie: false, disabled_utmTerms_cookie: false, disabled_utmId_cookie: false,
    },
    tracking_analytics: { TrafficSource: 'direct', TrafficLanding: `${shop}${ctx.url.pathname}`, TrafficUtms: utms, TrafficUtmsId: [] },
    GATags: { ga_datalayer_type: 'default', ga_datalayer_name: 'dataLayerPYS' },
    woo: {
      enabled: true, enabled_save_data_to_orders: true, addToCartOnButtonEnabled: true, addToCartOnButtonValueEnabled: true, addToCartOnButtonValueOption: 'price',
      singleProductId: product?.id ?? null, removeFromCartSelector: 'form.woocommerce-cart-form .remove',
      addToCartCatchMethod: hookMode(ctx) ? 'add_cart_hook' : 'add_cart_js',
      is_order_received_page: page.bodyClass.includes('woocommerce-order-received'), containOrderId: page.bodyClass.includes('woocommerce-order-received'),
    },
    edd: { enabled: false },
    cache_bypass: String(Math.floor(Date.now() / 1000)),
  }
}

/** `pysWooProductData[id][pixel]`: the AddToCart templates for one product (or variation). */
function productData(ctx: RequestContext, page: TrackedPage, p: Product, id: number, price: number): Dict {
  const value = money(price)
  return {
    facebook: pysEvent(ctx, page, 'facebook', 'AddToCart', 'woo_add_to_cart_on_button_click', { content_type: 'product', content_ids: [String(id)], contents: [{ id: String(id), quantity: 1 }], content_name: p.name, category_name: categoryOf(p)?.name ?? '', value, currency, product_type: productTypeId(p) }, { eventID: '' }),
    ga: pysEvent(ctx, page, 'ga', 'add_to_cart', 'woo_add_to_cart_on_button_click', { items: [{ ...gaItem(p, 1, price), id: String(id), item_id: String(id) }], currency, value }, { eventID: '' }),
  }
}

/** Product (and variation) ids shown on the page: listings' add-to-cart links and the single product. */
function productsOnPage(page: TrackedPage): Map<number, { product: Product; price: number }> {
  const out = new Map<number, { product: Product; price: number }>()
  const ids = [...page.content.matchAll(/data-product_id="(\d+)"/g)].map((m) => Number(m[1]))
  if (page.pageType === 'product') ids.unshift(postId(page))
  for (const id of ids) {
    const p = productById(id)
    if (!p || out.has(id)) continue
    out.set(id, { product: p, price: priceRange(p)[0] })
    if (page.pageType === 'product' && id === postId(page)) {
      for (const v of p.variations ?? []) out.set(v.id, { product: p, price: priceOf(p, v) })
      // A grouped product's children, as PixelYourSite prints them beside its grouped form.
      for (const child of (p.children ?? []).map(productById)) if (child) out.set(child.id, { product: child, price: priceRange(child)[0] })
    }
  }
  return out
}

/** The page's head part: pysOptions, pysFacebookRest and wc_order_attribution. */
export function trackingHead(ctx: RequestContext, page: TrackedPage): Html {
  const attribution = localize('wc_order_attribution', {
    params: { lifetime: 1.0e-5, session: 30, base64: false, ajaxurl: `${ctx.config.shopUrl}${ajaxUrl}`, prefix: 'wc_order_attribution_', allowTracking: true },
    fields: attributionFields,
  })
  return html`<script id="jquery-core-js-extra">var pysFacebookRest = ${scriptJson(localizeValues({ restApiUrl: `${ctx.config.shopUrl}/wp-json/pys-facebook/v1/event`, debug: false }))};</script>
<script id="pys-js-extra">var pysOptions = ${scriptJson(localizeValues(pysOptions(ctx, page)))};</script>
${attribution}`
}

/** The footer part: per-product data, the late event (hook mode), the noscript pixel where PixelYourSite stays. */
export function trackingFooter(ctx: RequestContext, page: TrackedPage): Html {
  const out: Html[] = []
  const shown = productsOnPage(page)
  if (shown.size)
    out.push(html`<script id="pys-woo-product-data">window.pysWooProductData = window.pysWooProductData || [];${[...shown].map(
      ([id, { product, price }]) => raw(`window.pysWooProductData[${id}] = ${scriptJson(productData(ctx, page, product, id, price)).value};`),
    )}</script>\n`)
  if (hookMode(ctx)) {
    const last = ctx.visitor.cart[ctx.visitor.cart.length - 1]
    // The page after a non-AJAX add prints WooCommerce's "… on lisatud sinu ostukorvi" notice.
    if (last && /woocommerce-message[^]*?on lisatud sinu ostukorvi/.test(page.content)) {
      const id = last.variationId || last.productId
      const product = productById(last.productId) ?? findVariation(id)?.product
      if (product) {
        const events = productData(ctx, page, product, id, priceOf(product, findVariation(id)?.variation))
        // One GUID for the whole add, shared by every pixel (PixelYourSite 11's trackWooAddToCartEvent).
        const shared = randomUUID()
        for (const e of Object.values(events) as Dict[]) e.eventID = shared
        out.push(html`<div id="pys_late_event" style="display:none" dir="${JSON.stringify(events)}"></div>\n`)
      }
    }
    out.push(html`<div id="pys_ajax_events"></div>\n`)
  }
  if (triggersMode(ctx)) out.push(triggerDemo())
  if (ctx.stock || ctx.byHand)
    out.push(
      html`<noscript><img height="1" width="1" style="display: none;" src="${`${ctx.config.thirdPartyUrl}/fb/tr?id=${pixelIds.facebook[0]}&ev=PageView&noscript=1`}" alt=""></noscript>\n`,
    )
  return html`${out}`
}

/**
 * Checkout's hidden tracking inputs: WooCommerce's attribution inputs inside the custom element (what its script
 * renders; empty until sourcebuster fills them) and PYS's fields, which PYS's script appends to form.checkout.
 */
export function checkoutTrackingInputs(): Html {
  const hidden = (name: string, value = ''): Html => html`<input type="hidden" name="${name}" value="${value}">`
  return html`<wc-order-attribution-inputs>${Object.keys(attributionFields).map((f) => hidden(`wc_order_attribution_${f}`))}</wc-order-attribution-inputs>${pysCheckoutFields.map(
    (f) => hidden(f, f === 'pys_order_type' ? 'normal' : ''),
  )}`
}

/**
 * Hook mode's cart fragment after an ajax add (`#pys_ajax_events`), in the shape PixelYourSite 11 prints it: an
 * inline script that fires each pixel's AddToCart with one id for the add (`pys_action_event_id`), once per cart hash
 * (its `pysAddToCartFragmentId` cookie). The script calls PixelYourSite's own functions; where public.js is gone
 * it is data for whoever reads it (Saar parses the JSON literals and runs nothing).
 */
export function pysAjaxEventsFragment(ctx: RequestContext, cartHash: string): Record<string, string> {
  if (!hookMode(ctx)) return {}
  const last = ctx.visitor.cart[ctx.visitor.cart.length - 1]
  const id = last ? last.variationId || last.productId : 0
  const product = last && (productById(last.productId) ?? findVariation(id)?.product)
  if (!last || !product) return {}
  const page: TrackedPage = { pageType: 'product', title: product.name, bodyClass: `postid-${product.id}`, content: '' }
  const events = productData(ctx, page, product, id, priceOf(product, findVariation(id)?.variation)) as Record<string, Dict>
  const shared = randomUUID()
  const fire = Object.entries(events).map(
    ([pixel, event]) => `
                    var pixel = getPixelBySlag(${JSON.stringify(pixel)});
                    var event = ${JSON.stringify({ ...event, eventID: randomUUID(), params: { ...(event.params as Dict), contents: [{ id: String(id), quantity: last.quantity }] } })};
                    event.eventID = pys_action_event_id;
                    pixel.fireEvent(event.name, event);`,
  )
  const script = `
            var name = 'pysAddToCartFragmentId';
            var cartHash = ${JSON.stringify(cartHash)};
            if (pys_getCookie(name) != cartHash) {
                var pys_action_event_id = '${shared}' || pys_generate_token();
                if (window.pys && window.pys.setEventUniqueId) {
                    window.pys.setEventUniqueId('woo_add_to_cart_on_button_click', pys_action_event_id);
                }${fire.join('')}
                pys_setCookie(name, cartHash, 90)
            }`
  return { '#pys_ajax_events': `<div id='pys_ajax_events'><script>${script.replaceAll('</', '<\\/')}
        </script>
        </div>` }
}
