/** Flatsome's product card in listings (B1) with the quick-view trigger and the loop add-to-cart link (B2). */
import { html, type Html } from '../html'
import { categoryOf, gallery, isInStock, permalink, priceRange, productPriceHtml, type Product } from '../catalogue'
import { priceRangeHtml } from '../format'

/** Price as listings print it: a range for variable and grouped products. */
export function loopPrice(p: Product): Html {
  if (p.type === 'simple') return productPriceHtml(p)
  const [min, max] = priceRange(p)
  return priceRangeHtml(min, max)
}

/** WooCommerce's product classes (`post-<id>`, `product-type-<type>`, stock, sale …). */
export const productClasses = (p: Product): string =>
  [`product`, `type-product`, `post-${p.id}`, `status-publish`, isInStock(p) ? 'instock' : 'outofstock', `product_cat-${p.category}`,
    p.regularPrice ? 'sale' : '', 'has-post-thumbnail', 'shipping-taxable', isInStock(p) ? 'purchasable' : '', `product-type-${p.type}`]
    .filter(Boolean)
    .join(' ')

/** loop/add-to-cart.php: only purchasable, in-stock simple products get the AJAX classes. */
export function loopAddToCart(p: Product): Html {
  const describedBy = `woocommerce_loop_add_to_cart_link_describedby_${p.id}`
  const base = 'primary is-small mb-0 button'
  if (p.type === 'simple' && isInStock(p)) {
    const quantity = p.quantity?.min ?? 1
    return html`<a href="?add-to-cart=${p.id}" data-quantity="${quantity}" class="${base} product_type_simple add_to_cart_button ajax_add_to_cart is-outline" data-product_id="${p.id}" data-product_sku="${p.sku}" aria-label="${`Lisa ostukorvi: “${p.name}”`}" aria-describedby="${describedBy}" data-success_message="${`„${p.name}“ on lisatud sinu ostukorvi`}" rel="nofollow">Lisa korvi</a><span id="${describedBy}" class="screen-reader-text"></span>`
  }
  if (p.type === 'variable' && isInStock(p))
    return html`<a href="${permalink(p)}" data-quantity="1" class="${base} product_type_variable add_to_cart_button is-outline" data-product_id="${p.id}" data-product_sku="${p.sku}" aria-label="${`Vali tootele “${p.name}” variant`}" aria-describedby="${describedBy}" rel="nofollow">Vali variant</a><span id="${describedBy}" class="screen-reader-text">Sellel tootel on mitu varianti. Variandid saab valida tootelehel</span>`
  if (p.type === 'grouped')
    return html`<a href="${permalink(p)}" data-quantity="1" class="${base} product_type_grouped is-outline" data-product_id="${p.id}" data-product_sku="${p.sku}" aria-label="${`Vaata tooteid rühmas “${p.name}”`}" rel="nofollow">Vaata tooteid</a>`
  return html`<a href="${permalink(p)}" data-quantity="1" class="${base} product_type_${p.type} is-outline" data-product_id="${p.id}" data-product_sku="${p.sku}" aria-label="${`Loe lähemalt tootest “${p.name}”`}" rel="nofollow">Loe edasi</a>`
}

function saleBadge(p: Product): Html {
  if (!p.regularPrice) return html``
  const percent = Math.round((1 - Number(p.price) / Number(p.regularPrice)) * 100)
  return html`<div class="callout badge badge-circle"><div class="badge-inner secondary on-sale"><span class="onsale">-${percent}%</span></div></div>`
}

export function productCard(p: Product): Html {
  const [first, second] = gallery(p)
  const link = permalink(p)
  return html`<div class="product-small col has-hover ${productClasses(p)}"><div class="col-inner">
<div class="badge-container absolute left top z-1">${saleBadge(p)}</div>
<div class="product-small box"><div class="box-image"><div class="image-fade_in_back"><a href="${link}" aria-label="${p.name}"><img width="300" height="300" src="${first!.thumb}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${p.name}" decoding="async" srcset="${first!.srcset}" sizes="(max-width: 300px) 100vw, 300px">${
    second ? html`<img width="300" height="300" src="${second.thumb}" class="show-on-hover absolute fill hide-for-small back-image" alt="" decoding="async">` : ''
  }</a></div>
<div class="image-tools is-small top right show-on-hover"></div>
<div class="image-tools is-small hide-for-small bottom left show-on-hover"></div>
<div class="image-tools grid-tools text-center hide-for-small bottom hover-slide-in show-on-hover"><a class="quick-view" data-prod="${p.id}" href="#quick-view">Kiirvaade<span class="screen-reader-text">: ${p.name}</span></a></div></div>
<div class="box-text box-text-products"><div class="title-wrapper"><p class="category uppercase is-smaller no-text-overflow product-cat op-7">${categoryOf(p)?.name ?? ''}</p><p class="name product-title woocommerce-loop-product__title"><a href="${link}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${p.name}</a></p></div>
<div class="price-wrapper"><span class="price">${loopPrice(p)}</span></div>
<div class="add-to-cart-button">${loopAddToCart(p)}</div></div></div></div></div>
`
}
