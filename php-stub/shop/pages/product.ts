/**
 * The single product page (A1–A4) in Flatsome's layout: gallery, summary with the add-to-cart form, the tabs
 * description / additional information / reviews, and a sticky add-to-cart wrapper around the form.
 */
import { html, type Html } from '../html'
import { categoryOf, permalink, type Product } from '../catalogue'
import { addToCartArea, productGallery, productMeta, productPrice, stickyAddToCart } from '../parts/product-form'
import { productTabs } from '../parts/product-tabs'
import { starRating } from '../parts/reviews'
import { averageRating } from './shop'
import { productClasses } from '../parts/product-card'
import { noticesWrapper } from '../parts/notices'
import type { PageOptions } from '../layout'
import type { RequestContext } from '../context'

function rating(p: Product): Html {
  if (!p.reviews.length) return html``
  return html`<div class="woocommerce-product-rating">${starRating(averageRating(p))}<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">${p.reviews.length}</span> kliendi arvustust)</a></div>`
}

export function productPage(ctx: RequestContext, p: Product): PageOptions {
  const category = categoryOf(p)
  // A grouped product's form has no sticky bar; the others' sits in the wrapper the theme pins.
  const purchase = p.type === 'grouped' ? addToCartArea(p, permalink(p)) : stickyAddToCart(p, permalink(p), ctx.url.searchParams)
  const content = html`<div class="shop-container"><div class="container">${noticesWrapper(ctx.visitor.notices.splice(0))}</div>
<div id="product-${p.id}" class="${productClasses(p)}"><div class="product-container"><div class="product-main"><div class="row content-row mb-0">
<div class="product-gallery large-6 col">${productGallery(p, [], ctx.rtl)}</div>
<div class="product-info summary col-fit col entry-summary product-summary text-left form-flat">
<nav class="woocommerce-breadcrumb breadcrumbs uppercase" aria-label="Leivapuru"><a href="/">Avaleht</a> <span class="divider">/</span> <a href="/pood/?product_cat=${category?.slug ?? ''}">${category?.name ?? ''}</a></nav>
<h1 class="product-title product_title entry-title">${p.name}</h1>
<div class="is-divider small"></div>
${rating(p)}${productPrice(p)}
<div class="product-short-description"><p>${p.short}</p></div>
${purchase}
${productMeta(p)}
</div></div></div>
<div class="product-footer"><div class="container">${productTabs(p)}</div></div>
</div></div></div>`
  return {
    pageType: 'product',
    title: p.name,
    bodyClass: `product-template-default single single-product postid-${p.id} woocommerce woocommerce-page`,
    content,
    variableForm: p.type === 'variable',
  }
}
