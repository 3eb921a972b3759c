/**
 * WooCommerce's endpoints: wc-ajax add_to_cart, remove_from_cart, get_refreshed_fragments, get_variation,
 * update_order_review, apply_coupon, remove_coupon, update_shipping_method, get_cart_totals and checkout; REST the Store API cart and the coming-soon
 * banner dismissal. Payloads follow WC_AJAX (woocommerce-scripts.md §2.1–2.3, §2.8).
 */
import { addToCart, applyCoupon, cartHash, cartLines, cartView, removeCoupon, removeFromCart, itemCount, shippingRates, subtotal } from '../cart'
import { cartTotals } from '../pages/cart'
import { availableVariation, matchVariation, permalink, productById } from '../catalogue'
import { cartFragments } from '../parts/mini-cart'
import { pysAjaxEventsFragment } from '../parts/tracking'
import { reviewOrderTable, paymentSection } from '../parts/review-order'
import { noticeHtml } from '../parts/notices'
import { demoUserId } from '../parts/coming-soon'
import { processCheckout, orderReceivedUrl, rememberCheckoutChoices } from '../checkout-process'
import { html } from '../html'
import { htmlReply, json, cookie, type Reply } from '../reply'
import { loginCookie, loginCookieValue, nonceActions } from '../visitors'
import { postedAttributes, type AjaxHandler, type RestRoute } from './types'

/** get_refreshed_fragments(): `{fragments, cart_hash}`. */
const fragmentsReply = (call: Parameters<AjaxHandler['handle']>[0]): Reply =>
  json({ fragments: cartFragments(cartView(call.ctx.visitor)), cart_hash: cartHash(call.ctx.visitor) })

export const wcAjax: Record<string, AjaxHandler> = {
  add_to_cart: {
    handle(call) {
      const { params, ctx } = call
      // WC_AJAX::add_to_cart reads product_id and quantity, nothing else: a variation id is accepted as product_id (its
      // parent and its stored attributes are used, so an "any" attribute stays empty and the add is refused), a
      // variable parent is refused, and posted variation_id / attribute_* fields are ignored. Only the product form
      // (WC_Form_Handler, forms.ts) adds the shopper's choices.
      const productId = Number(params.get('product_id'))
      const quantity = params.get('quantity') ? Number(params.get('quantity')) : 1
      const result = addToCart(ctx.visitor, productId, quantity)
      if (result.ok) {
        const hash = cartHash(ctx.visitor)
        return json({ fragments: { ...cartFragments(cartView(ctx.visitor)), ...pysAjaxEventsFragment(ctx, hash) }, cart_hash: hash })
      }
      // WooCommerce keeps the reason as a notice; the product page shows it after the redirect to product_url.
      ctx.visitor.notices.push({ type: 'error', text: result.error })
      return json({ error: true, product_url: result.product ? `${ctx.config.shopUrl}${permalink(result.product)}` : `${ctx.config.shopUrl}/pood/` })
    },
  },
  remove_from_cart: {
    handle(call) {
      const key = call.params.get('cart_item_key') ?? ''
      return key && removeFromCart(call.ctx.visitor, key) ? fragmentsReply(call) : json({ success: false })
    },
  },
  get_refreshed_fragments: { handle: fragmentsReply },
  get_variation: {
    handle({ params }) {
      const product = productById(Number(params.get('product_id')))
      // wp_die() with no message: an empty 200 answer.
      if (!product) return htmlReply('')
      const variation = product.type === 'variable' ? matchVariation(product, postedAttributes(params)) : undefined
      return json(variation ? availableVariation(product, variation) : false)
    },
  },
  update_order_review: {
    nonce: { field: 'security', action: nonceActions.updateOrderReview },
    handle({ params, ctx }) {
      const v = ctx.visitor
      if (!v.cart.length)
        return json({ fragments: { 'form.woocommerce-checkout': '<div class="woocommerce-error">Vabandust, sinu sessioon on aegunud. <a href="/pood/" class="wc-backward">Tagasi poodi</a></div>' } })
      // post_data is the serialized checkout form: pickup points and other plugin fields travel in it.
      rememberCheckoutChoices(v, new URLSearchParams(params.get('post_data') ?? ''))
      const method = params.get('shipping_method[0]')
      const direct = new URLSearchParams()
      if (method) direct.set('shipping_method[0]', method)
      if (params.get('payment_method')) direct.set('payment_method', params.get('payment_method')!)
      if (params.get('country')) direct.set('billing_country', params.get('country')!)
      rememberCheckoutChoices(v, direct)
      return json({
        result: 'success',
        messages: '',
        reload: false,
        fragments: {
          '.woocommerce-checkout-review-order-table': reviewOrderTable(v).value,
          '.woocommerce-checkout-payment': paymentSection(v).value,
        },
      })
    },
  },
  apply_coupon: {
    nonce: { field: 'security', action: nonceActions.applyCoupon },
    handle({ params, ctx }) {
      const result = applyCoupon(ctx.visitor, params.get('coupon_code') ?? '')
      return htmlReply(noticeHtml([{ type: result.ok ? 'success' : 'error', text: result.message }]).value)
    },
  },
  remove_coupon: {
    nonce: { field: 'security', action: nonceActions.removeCoupon },
    handle({ params, ctx }) {
      const result = removeCoupon(ctx.visitor, params.get('coupon') ?? '')
      return htmlReply(noticeHtml([{ type: result.ok ? 'success' : 'error', text: result.message }]).value)
    },
  },
  // The cart page's shipping rate (WC_AJAX::update_shipping_method): `shipping_method[<package>]`, then the totals as
  // get_cart_totals prints them (cart-totals.php alone, HTML). A rate the shop has no more keeps the chosen one.
  update_shipping_method: {
    nonce: { field: 'security', action: nonceActions.updateShippingMethod },
    handle({ params, ctx }) {
      const method = params.get('shipping_method[0]')
      if (method && shippingRates.some((r) => r.id === method)) ctx.visitor.shippingMethod = method
      return htmlReply(cartTotals(ctx.visitor).value)
    },
  },
  get_cart_totals: { handle: ({ ctx }) => htmlReply(cartTotals(ctx.visitor).value) },
  checkout: {
    nonce: { field: 'woocommerce-process-checkout-nonce', action: nonceActions.processCheckout },
    handle({ params, ctx }) {
      const result = processCheckout(ctx.visitor, params)
      if (!result.ok)
        return json({
          result: 'failure',
          messages: html`<ul class="woocommerce-error" role="alert">${result.errors.map((e) => html`<li data-id="${e.field}">${e.text}</li>`)}</ul>`.value,
          refresh: false,
          reload: false,
        })
      const reply = json({ result: 'success', redirect: `${ctx.config.shopUrl}${orderReceivedUrl(result.orderId)}` })
      if (result.createdUser) reply.cookies = [cookie(loginCookie, loginCookieValue(result.createdUser), { httpOnly: true })]
      return reply
    },
  },
}

const minor = (amount: number): string => String(Math.round(amount * 100))

/** The user updates the REST route accepted (the coming-soon banner's dismissals), for the tests: GET /__saar/rest-calls. */
export const restCalls: { time: number; route: string; contentType: string; nonce: string; body: string }[] = []

/**
 * The `woocommerce_meta` of a user update, as WordPress reads it from a JSON body or a form body
 * (`woocommerce_meta[coming_soon_banner_dismissed]=yes`, what woocommerce.js sends); only string values.
 */
function userMeta(contentType: string | undefined, rawBody: string, params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {}
  if (/^application\/json/i.test(contentType ?? '')) {
    try {
      const meta = (JSON.parse(rawBody) as { woocommerce_meta?: unknown } | null)?.woocommerce_meta
      if (meta && typeof meta === 'object') for (const [k, v] of Object.entries(meta)) if (typeof v === 'string') out[k] = v
    } catch {
      // Not JSON: no meta, as WordPress's rest_invalid_json would leave nothing stored.
    }
    return out
  }
  for (const [k, v] of params) {
    const m = /^woocommerce_meta\[(\w+)\]$/.exec(k)
    if (m) out[m[1]!] = v
  }
  return out
}

export const restRoutes: RestRoute[] = [
  {
    // The coming-soon banner's dismiss link posts the user meta here with X-WP-Nonce (its data-rest-url); the
    // dispatcher has checked the nonce. WordPress then wants a logged-in user who may edit this one (themself).
    method: 'POST',
    pattern: /^wp\/v2\/users\/(\d+|me)$/,
    nonce: true,
    handle({ ctx, req, rawBody, params }) {
      const meta = userMeta(req.headers['content-type'], rawBody, params)
      const route = ctx.url.searchParams.get('rest_route') ?? ctx.url.pathname
      if (!ctx.user) return json({ code: 'rest_not_logged_in', message: 'Sa pole sisse logitud.', data: { status: 401 } }, 401)
      const id = /(\d+|me)\/?$/.exec(route)?.[1]
      if (id !== 'me' && id !== String(demoUserId)) return json({ code: 'rest_cannot_edit', message: 'Sul pole õigust seda kasutajat muuta.', data: { status: 403 } }, 403)
      restCalls.push({ time: Date.now(), route, contentType: String(req.headers['content-type'] ?? ''), nonce: String(req.headers['x-wp-nonce'] ?? ''), body: rawBody })
      if (meta.coming_soon_banner_dismissed === 'yes') ctx.visitor.bannerDismissed = true
      return json({ id: demoUserId, name: ctx.user, woocommerce_meta: { coming_soon_banner_dismissed: ctx.visitor.bannerDismissed ? 'yes' : '' } })
    },
  },
  {
    method: 'POST',
    pattern: /^wc-admin\/options$/,
    nonce: true,
    handle({ ctx }) {
      ctx.visitor.bannerDismissed = true
      return json({ success: true })
    },
  },
  {
    method: 'GET',
    pattern: /^wc\/store\/v1\/cart$/,
    nonce: false,
    handle({ ctx }) {
      const v = ctx.visitor
      const prices = (amount: number) => ({ price: minor(amount), currency_code: 'EUR', currency_symbol: '€', currency_minor_unit: 2, currency_decimal_separator: ',', currency_thousand_separator: ' ', currency_prefix: '', currency_suffix: ' €' })
      return json({
        items: cartLines(v).map((l) => ({
          key: l.item.key,
          id: l.variation?.id ?? l.product.id,
          quantity: l.item.quantity,
          name: l.product.name,
          sku: l.variation?.sku ?? l.product.sku,
          permalink: `${ctx.config.shopUrl}${permalink(l.product)}`,
          prices: prices(l.price),
          totals: { line_subtotal: minor(l.total), line_total: minor(l.total), currency_code: 'EUR', currency_minor_unit: 2 },
          variation: Object.entries(l.item.variation).map(([attribute, value]) => ({ attribute: attribute.replace(/^attribute_/, ''), value })),
        })),
        coupons: v.coupons.map((code) => ({ code })),
        items_count: itemCount(v),
        needs_shipping: true,
        totals: { total_items: minor(subtotal(v)), total_price: minor(subtotal(v)), currency_code: 'EUR', currency_minor_unit: 2 },
      })
    },
  },
]
