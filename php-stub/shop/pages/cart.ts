/**
 * The cart page (`/ostukorv/`): the cart form with quantities, remove links and the coupon; the products WooCommerce
 * suggests beside them (cross-sells, each with its ajax add link); and the totals with the shipping rates, the
 * destination and the shipping calculator (cart/cart-totals.php, cart-shipping.php), which wc-ajax
 * update_shipping_method and get_cart_totals answer alone (`cartTotals`).
 */
import { html, type Html } from '../html'
import { cartLines, chosenRate, discount, orderTotal, shippingRates, subtotal } from '../cart'
import { isInStock, mainImage, permalink, productById } from '../catalogue'
import { priceHtml } from '../format'
import { quantityField } from '../parts/product-form'
import { removeUrl, variationList } from '../parts/mini-cart'
import { noticesWrapper } from '../parts/notices'
import { cartUrl, checkoutUrl, shopPageUrl, type RequestContext } from '../context'
import { nonce, nonceActions, type Visitor } from '../visitors'
import type { PageOptions } from '../layout'
import { countries, shippingCalculator } from '../parts/addresses'
import { shippingRatesRow } from '../parts/shipping-rows'
import { productCard } from '../parts/product-card'

/** Coupon rows of a totals table (cart and checkout). */
export const couponRows = (visitor: Visitor): Html =>
  html`${discount(visitor).map(
    (d) => html`<tr class="cart-discount coupon-${d.code}"><th>Kupong: ${d.code}</th><td data-title="${`Kupong: ${d.code}`}">-${priceHtml(d.amount)} <a href="${cartUrl}?remove_coupon=${d.code}" class="woocommerce-remove-coupon" data-coupon="${d.code}">[Eemalda]</a></td></tr>`,
  )}`

function cartTable(visitor: Visitor): Html {
  return html`<form class="woocommerce-cart-form" action="${cartUrl}" method="post"><div class="cart-wrapper sm-touch-scroll"><table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">
<thead><tr><th class="product-remove"><span class="screen-reader-text">Eemalda toode</span></th><th class="product-thumbnail"><span class="screen-reader-text">Pisipilt</span></th><th class="product-name">Toode</th><th class="product-price">Hind</th><th class="product-quantity">Kogus</th><th class="product-subtotal">Vahesumma</th></tr></thead>
<tbody>${cartLines(visitor).map((line) => {
    const img = mainImage(line.product)
    return html`<tr class="woocommerce-cart-form__cart-item cart_item"><td class="product-remove"><a href="${removeUrl(nonce(visitor, nonceActions.cart), line.item.key)}" class="remove" aria-label="${`Eemalda „${line.product.name}“ ostukorvist`}" data-product_id="${line.product.id}" data-product_sku="${line.variation?.sku ?? line.product.sku}" data-cart_item_key="${line.item.key}">×</a></td><td class="product-thumbnail"><a href="${permalink(line.product)}"><img width="100" height="100" src="${img.galleryThumb}" alt="${img.alt}" decoding="async"></a></td><td class="product-name" data-title="Toode"><a href="${permalink(line.product)}">${line.product.name}</a>${variationList(line)}</td><td class="product-price" data-title="Hind">${priceHtml(line.price)}</td><td class="product-quantity" data-title="Kogus">${quantityField({ product: line.product, name: `cart[${line.item.key}][qty]`, value: String(line.item.quantity), min: 0, max: line.product.quantity?.max ?? line.variation?.maxQty ?? '' })}</td><td class="product-subtotal" data-title="Vahesumma">${priceHtml(line.total)}</td></tr>`
  })}
<tr><td colspan="6" class="actions"><div class="coupon"><label for="coupon_code" class="screen-reader-text">Kupong:</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Kupongi kood"> <button type="submit" class="is-form expand button" name="apply_coupon" value="Kasuta kupongi">Kasuta kupongi</button></div>
<button type="submit" class="button primary mt-0 pull-left small" name="update_cart" value="Uuenda ostukorvi">Uuenda ostukorvi</button><input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${nonce(visitor, nonceActions.cart)}"><input type="hidden" name="_wp_http_referer" value="${cartUrl}"></td></tr>
</tbody></table></div></form>`
}

/** Where the rates are for (cart-shipping.php's "Shipping to …"): the calculator's city and postcode, and the country. */
function destination(visitor: Visitor): string {
  const { city, postcode } = visitor.shippingAddress
  return [[city, postcode].filter(Boolean).join(' '), countries.find(([code]) => code === visitor.country)?.[1] ?? visitor.country].filter(Boolean).join(', ')
}

/** cart/cart-totals.php: the subtotal, coupons, the shipping rates with the destination and calculator, the total. */
export function cartTotals(visitor: Visitor): Html {
  const calculator = shippingCalculator(cartUrl, { country: visitor.country, ...visitor.shippingAddress }, nonce(visitor, nonceActions.shippingCalculator))
  return html`<div class="cart_totals"><h2>Ostukorvi kokkuvõte</h2><table cellspacing="0" class="shop_table shop_table_responsive"><tbody>
<tr class="cart-subtotal"><th>Vahesumma</th><td data-title="Vahesumma">${priceHtml(subtotal(visitor))}</td></tr>
${couponRows(visitor)}
${shippingRatesRow(shippingRates, chosenRate(visitor).id, html`<p class="woocommerce-shipping-destination">Tarne aadressile <strong>${destination(visitor)}</strong>. </p>${calculator}`)}
<tr class="order-total"><th>Kokku</th><td data-title="Kokku"><strong>${priceHtml(orderTotal(visitor))}</strong></td></tr>
</tbody></table><div class="wc-proceed-to-checkout"><a href="${checkoutUrl}" class="checkout-button button alt wc-forward">Vormista tellimus</a></div></div>`
}

/** The shop's suggestions beside the cart (cart/cross-sells.php), those not in it already: each adds by ajax. */
const crossSellIds = [105, 106, 111]

function crossSells(visitor: Visitor): Html {
  const products = crossSellIds.flatMap((id) => productById(id) ?? []).filter((p) => isInStock(p) && !visitor.cart.some((i) => i.productId === p.id))
  return products.length ? html`<div class="cross-sells"><h2>Sind võivad huvitada ka…</h2><div class="products row row-small large-columns-3 medium-columns-3 small-columns-2">${products.map(productCard)}</div></div>` : html``
}

export function cartPage(ctx: RequestContext): PageOptions {
  const visitor = ctx.visitor
  const notices = noticesWrapper(visitor.notices.splice(0))
  const content = visitor.cart.length
    ? html`<div class="container"><h1 class="entry-title">Ostukorv</h1><div class="woocommerce">${notices}<div class="row row-large row-divided"><div class="col large-7 pb-0 cart-auto-refresh">${cartTable(visitor)}${crossSells(visitor)}</div><div class="cart-collaterals large-5 col pb-0"><div class="cart-sidebar col-inner">${cartTotals(visitor)}</div></div></div></div></div>`
    : html`<div class="container"><h1 class="entry-title">Ostukorv</h1><div class="woocommerce"><div class="text-center pt pb">${notices}<div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info message-wrapper" role="status"><div class="message-container container medium-text-center">Su ostukorv on hetkel tühi!</div></div></div><p class="return-to-shop"><a class="button primary wc-backward" href="${shopPageUrl}">Tagasi poodi</a></p></div></div></div>`
  return { pageType: 'cart', title: 'Ostukorv', bodyClass: 'page-template-default page woocommerce-cart woocommerce-page', content }
}
