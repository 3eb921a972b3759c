/**
 * The mini cart (woocommerce/cart/mini-cart.php) and the header's cart link, plus the fragments WooCommerce and
 * Flatsome return after every cart change, keyed by the selector of the element each one replaces. They render a
 * `CartView` (cart.ts's `cartView` makes one of a shopper's cart), so a test can render any cart.
 */
import { html, type Html } from '../html'
import type { CartLine } from '../cart'
import { attributeLabel, mainImage, permalink } from '../catalogue'
import { priceHtml } from '../format'
import { cartUrl, checkoutUrl } from '../context'

/** What the cart parts show: the lines, their sum and count, and the cart nonce the no-JS remove links carry. */
export interface CartView {
  lines: CartLine[]
  subtotal: number
  count: number
  cartNonce: string
}

/** The no-JS remove link WooCommerce prints: the cart page with remove_item and the cart nonce. */
export const removeUrl = (cartNonce: string, key: string): string => `${cartUrl}?remove_item=${key}&_wpnonce=${cartNonce}`

/** The chosen attributes of a line as WooCommerce's `dl.variation`. */
export function variationList(line: CartLine): Html {
  const attributes = line.product.attributes ?? []
  const rows = Object.entries(line.item.variation).map(([name, value]) => {
    const attribute = attributes.find((a) => `attribute_${a.name}` === name)
    const label = attribute?.label ?? name.replace(/^attribute_(pa_)?/, '')
    const cls = name.replace(/^attribute_/, '')
    return html`<dt class="variation-${cls}">${label}:</dt><dd class="variation-${cls}"><p>${attribute ? attributeLabel(attribute, value) : value}</p></dd>`
  })
  return rows.length ? html`<dl class="variation">${rows}</dl>` : html``
}

/** `div.widget_shopping_cart_content`: the lines with their remove links, the subtotal and the buttons, or the empty message. */
export function miniCartContent(cart: CartView): Html {
  const lines = cart.lines
  if (!lines.length)
    return html`<div class="widget_shopping_cart_content"><div class="ux-mini-cart-empty flex flex-row-col text-center pt pb"><p class="woocommerce-mini-cart__empty-message empty">Ostukorvis pole tooteid.</p></div></div>`
  return html`<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">${lines.map((line) => {
    const img = mainImage(line.product)
    return html`<li class="woocommerce-mini-cart-item mini_cart_item"><a href="${removeUrl(cart.cartNonce, line.item.key)}" class="remove remove_from_cart_button" aria-label="${`Eemalda „${line.product.name}“ ostukorvist`}" data-product_id="${line.product.id}" data-cart_item_key="${line.item.key}" data-product_sku="${line.variation?.sku ?? line.product.sku}">×</a><a href="${permalink(line.product)}"><img width="300" height="300" src="${img.thumb}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${img.alt}" decoding="async">${line.product.name}</a>${variationList(line)}<span class="quantity">${line.item.quantity} × ${priceHtml(line.price)}</span></li>`
  })}</ul><p class="woocommerce-mini-cart__total total"><strong>Vahesumma:</strong> ${priceHtml(cart.subtotal)}</p><p class="woocommerce-mini-cart__buttons buttons"><a href="${cartUrl}" class="button wc-forward">Vaata ostukorvi</a><a href="${checkoutUrl}" class="button checkout wc-forward">Vormista tellimus</a></p></div>`
}

/** The header's subtotal (`.cart-price`). */
export const cartPrice = (cart: CartView): Html => html`<span class="cart-price">${priceHtml(cart.subtotal)}</span>`
/** The header's item count (`.cart-icon`). */
export const cartIcon = (cart: CartView): Html =>
  html`<span class="cart-icon image-icon"><strong>${cart.count}</strong><span class="screen-reader-text"> toodet ostukorvis</span></span>`

/** The header's cart item: Flatsome's `.header-cart-link` with count and price, and the dropdown mini cart. */
export const headerCart = (cart: CartView): Html =>
  html`<li class="cart-item has-icon has-dropdown"><a href="${cartUrl}" class="header-cart-link is-small" title="Ostukorv"><span class="header-cart-title">Ostukorv / ${cartPrice(cart)}</span> ${cartIcon(cart)}</a><ul class="nav-dropdown nav-dropdown-default"><li class="html widget_shopping_cart">${miniCartContent(cart)}</li></ul></li>`

/** get_refreshed_fragments()'s fragments, by the selector of the element each one replaces. */
export const cartFragments = (cart: CartView): Record<string, string> => ({
  'div.widget_shopping_cart_content': miniCartContent(cart).value,
  '.header .cart-icon': cartIcon(cart).value,
  '.cart-price': cartPrice(cart).value,
})
