/**
 * The single product page (A1–A4) in Flatsome's layout: gallery, summary with the add-to-cart form, the tabs
 * description / additional information / reviews, and a sticky add-to-cart wrapper around the form.
 */
import { html, type Html } from '../html'
import { brandOf, categoryOf, dimensionsHtml, mainImage, permalink, weightHtml, type Product } from '../catalogue'
import { addToCartArea, productGallery, productMeta, productPrice } from './product-form'
import { reviewsSection, starRating } from './reviews'
import { averageRating } from './shop'
import { productClasses } from './product-card'
import { noticesWrapper } from './notices'
import type { PageOptions } from '../layout'
import type { RequestContext } from '../context'

function additionalInformation(p: Product): Html {
  const row = (key: string, label: string, value: Html | string) =>
    html`<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--${key}"><th class="woocommerce-product-attributes-item__label" scope="row">${label}</th><td class="woocommerce-product-attributes-item__value">${value}</td></tr>`
  return html`<table class="woocommerce-product-attributes shop_attributes" aria-label="Toote üksikasjad">${row('weight', 'Kaal', weightHtml(p.weight))}${row('dimensions', 'Mõõdud', dimensionsHtml(p.dimensions))}${(p.attributes ?? []).map((a) =>
    row(`attribute_${a.name}`, a.label, html`<p>${a.options.map(([, label]) => label).join(', ')}</p>`),
  )}${row('attribute_brand', 'Bränd', html`<p>${brandOf(p)?.name ?? ''}</p>`)}</table>`
}

function tabs(p: Product): Html {
  const list: [string, string, Html][] = [
    ['description', 'Kirjeldus', html`<h2>Kirjeldus</h2><p>${p.description}</p>`],
    ['additional_information', 'Lisainfo', html`<h2>Lisainfo</h2>${additionalInformation(p)}`],
    ['reviews', `Arvustused (${p.reviews.length})`, reviewsSection(p)],
  ]
  // Flatsome marks the first tab and panel active in the server HTML.
  return html`<div class="woocommerce-tabs wc-tabs-wrapper container tabbed-content"><ul class="tabs wc-tabs product-tabs small-nav-collapse nav nav-uppercase nav-line nav-left" role="tablist">${list.map(
    ([key, label], i) => html`<li class="${key}_tab${i === 0 ? ' active' : ''}" id="tab-title-${key}" role="presentation"><a href="#tab-${key}" role="tab" aria-selected="${i === 0 ? 'true' : 'false'}" aria-controls="tab-${key}"${i === 0 ? '' : html` tabindex="-1"`}>${label}</a></li>`,
  )}</ul><div class="tab-panels">${list.map(
    ([key, , body], i) => html`<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${key} panel entry-content${i === 0 ? ' active' : ''}" id="tab-${key}" role="tabpanel" aria-labelledby="tab-title-${key}">${body}</div>`,
  )}</div></div>`
}

function rating(p: Product): Html {
  if (!p.reviews.length) return html``
  return html`<div class="woocommerce-product-rating">${starRating(averageRating(p))}<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">${p.reviews.length}</span> kliendi arvustust)</a></div>`
}

export function productPage(ctx: RequestContext, p: Product): PageOptions {
  const category = categoryOf(p)
  const img = mainImage(p)
  // Flatsome's sticky add-to-cart: the form sits in a wrapper that the theme pins when scrolled past.
  const purchase = p.type === 'grouped'
    ? addToCartArea(p, permalink(p))
    : html`<div class="sticky-add-to-cart-wrapper"><div class="sticky-add-to-cart"><div class="sticky-add-to-cart__product"><img src="${img.galleryThumb}" alt="" class="sticky-add-to-cart-img" width="100" height="100"><div class="product-title-small hide-for-small"><strong>${p.name}</strong></div></div>${addToCartArea(p, permalink(p), ctx.url.searchParams)}</div></div>`
  const content = html`<div class="shop-container"><div class="container">${noticesWrapper(ctx.visitor.notices.splice(0))}</div>
<div id="product-${p.id}" class="${productClasses(p)}"><div class="product-container"><div class="product-main"><div class="row content-row mb-0">
<div class="product-gallery large-6 col">${productGallery(p)}</div>
<div class="product-info summary col-fit col entry-summary product-summary text-left form-flat">
<nav class="woocommerce-breadcrumb breadcrumbs uppercase" aria-label="Leivapuru"><a href="/">Avaleht</a> <span class="divider">/</span> <a href="/pood/?product_cat=${category?.slug ?? ''}">${category?.name ?? ''}</a></nav>
<h1 class="product-title product_title entry-title">${p.name}</h1>
<div class="is-divider small"></div>
${rating(p)}${productPrice(p)}
<div class="product-short-description"><p>${p.short}</p></div>
${purchase}
${productMeta(p)}
</div></div></div>
<div class="product-footer"><div class="container">${tabs(p)}</div></div>
</div></div></div>`
  return {
    pageType: 'product',
    title: p.name,
    bodyClass: `product-template-default single single-product postid-${p.id} woocommerce woocommerce-page`,
    content,
    variableForm: p.type === 'variable',
  }
}
