/**
 * WooCommerce's endpoints: wc-ajax add_to_cart, remove_from_cart, get_refreshed_fragments, get_variation,
 * update_order_review, apply_coupon, remove_coupon and checkout; REST the Store API cart and the coming-soon
 * banner dismissal. Payloads follow WC_AJAX (woocommerce-scripts.md §2.1–2.3, §2.8).
 */
import { addToCart, applyCoupon, cartHash, cartLines, cartView, removeCoupon, removeFromCart, itemCount, subtotal } from '../cart'
import { availableVariation, matchVariation, permalink, productById } from '../catalogue'
import { cartFragments } from '../parts/mini-cart'
import { pysAjaxEventsFragment } from '../parts/tracking'
import { reviewOrderTable, paymentSection } from '../parts/review-order'
import { noticeHtml } from '../parts/notices'
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

export const restRoutes: RestRoute[] = [
  {
    // The coming-soon banner's dismiss link posts the user meta here with X-WP-Nonce (its data-rest-url).
    method: 'POST',
    pattern: /^wp\/v2\/users\/(\d+|me)$/,
    nonce: true,
    handle({ ctx }) {
      ctx.visitor.bannerDismissed = true
      return json({ id: 1, name: ctx.user ?? 'demo', woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } })
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
