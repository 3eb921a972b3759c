/**
 * The product's purchase area, shared by the product page and the quick view: Flatsome's quantity field with
 * minus/plus buttons, the add-to-cart forms of simple, variable (A1) and grouped products, the stock line, the
 * product meta, and the gallery (A2) and quick-view slider.
 */
import { html, jsonAttr, raw, type Html } from '../html'
import {
  brandOf, categoryOf, embeddedVariations, gallery, isInStock, mainImage, permalink, productById, productPriceHtml, type Product,
} from '../catalogue'
import { loopPrice } from './product-card'

let uniq = 0
/** A page-unique id suffix, as WooCommerce's uniqid() gives each quantity input. */
const nextId = (prefix: string): string => `${prefix}_${(++uniq).toString(36)}${Date.now().toString(36).slice(-4)}`

export interface QuantityOptions {
  product: Product
  name?: string
  value?: string
  min?: number | ''
  max?: number | ''
  step?: number
  label?: string
}

/** Flatsome's `div.quantity.buttons_added`; a sold-individually product gets WooCommerce's hidden field. */
export function quantityField(o: QuantityOptions): Html {
  const id = nextId('quantity')
  const name = o.name ?? 'quantity'
  if (o.product.soldIndividually)
    return html`<div class="quantity hidden"><input type="hidden" id="${id}" class="qty" name="${name}" value="1"></div>`
  const limits = o.product.quantity
  const min = o.min ?? limits?.min ?? 1
  const max = o.max ?? limits?.max ?? ''
  const step = o.step ?? limits?.step ?? 1
  return html`<div class="ux-quantity quantity buttons_added"><input type="button" value="-" class="ux-quantity__button ux-quantity__button--minus button minus is-form" aria-label="${`Vähenda toote „${o.product.name}“ kogust`}"><label class="screen-reader-text" for="${id}">${o.label ?? `${o.product.name} kogus`}</label><input type="number" id="${id}" class="input-text qty text" name="${name}" value="${o.value ?? '1'}" aria-label="Toote kogus" size="4" min="${min}" max="${max}" step="${step}" placeholder="" inputmode="numeric" autocomplete="off"><input type="button" value="+" class="ux-quantity__button ux-quantity__button--plus button plus is-form" aria-label="${`Suurenda toote „${o.product.name}“ kogust`}"></div>`
}

export const stockHtml = (p: Product): Html =>
  isInStock(p)
    ? p.stockQuantity ? html`<p class="stock in-stock">${p.stockQuantity} laos</p>` : html``
    : html`<p class="stock out-of-stock">Laost otsas</p>`

const addButton = (p: Product, extraClass = '', disabled = false): Html =>
  html`<button type="submit" name="add-to-cart" value="${p.id}" class="single_add_to_cart_button button alt${extraClass}"${disabled ? raw(' disabled') : ''}>Lisa korvi</button>`

/** single-product/add-to-cart/simple.php */
function simpleForm(p: Product, action: string): Html {
  if (!isInStock(p)) return stockHtml(p)
  return html`${stockHtml(p)}<form class="cart" action="${action}" method="post" enctype="multipart/form-data">${quantityField({ product: p })}${addButton(p)}</form>`
}

/**
 * single-product/add-to-cart/variable.php (A1), the button enabled as WooCommerce prints it: without any script the
 * form still sells, and the form handler adds only the variation the chosen options name (WooCommerce #27756).
 */
function variableForm(p: Product, action: string, chosen: URLSearchParams): Html {
  const variations = embeddedVariations(p)
  const attributes = p.attributes ?? []
  const dataVariations = variations === false ? 'false' : jsonAttr(variations)
  if (Array.isArray(variations) && !variations.length)
    return html`<form class="variations_form cart" action="${action}" method="post" enctype="multipart/form-data" data-product_id="${p.id}" data-product_variations="${raw(dataVariations)}"><p class="stock out-of-stock">See toode on hetkel laost otsas ja pole saadaval.</p></form>`
  const rows = attributes.map((a, i) => {
    const last = i === attributes.length - 1
    return html`<tr><th class="label"><label for="${a.name}">${a.label}</label></th><td class="value"><select id="${a.name}" class="" name="attribute_${a.name}" data-attribute_name="attribute_${a.name}" data-show_option_none="yes"><option value="">Vali variant</option>${a.options.map(
      ([value, label]) => html`<option value="${value}" class="attached enabled"${chosen.get(`attribute_${a.name}`) === value ? raw(' selected="selected"') : ''}>${label}</option>`,
    )}</select>${last ? html`<a class="reset_variations" href="#" aria-label="Tühjenda valikud">Tühjenda</a>` : ''}</td></tr>`
  })
  return html`<form class="variations_form cart" action="${action}" method="post" enctype="multipart/form-data" data-product_id="${p.id}" data-product_variations="${raw(dataVariations)}">
<table class="variations" cellspacing="0" role="presentation"><tbody>${rows}</tbody></table>
<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">${quantityField({ product: p })}<button type="submit" class="single_add_to_cart_button button alt">Lisa korvi</button><input type="hidden" name="add-to-cart" value="${p.id}"><input type="hidden" name="product_id" value="${p.id}"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div>
</form>`
}

/** single-product/add-to-cart/grouped.php: one quantity per child; sold-out children show their stock line. */
function groupedForm(p: Product, action: string): Html {
  const children = (p.children ?? []).map(productById).filter((c): c is Product => !!c)
  const rows = children.map((child) => {
    const qty = isInStock(child)
      ? quantityField({ product: child, name: `quantity[${child.id}]`, value: '', min: 0, max: child.quantity?.max ?? '', label: `${child.name} kogus` })
      : html`<a href="${permalink(child)}" class="button product_type_simple" aria-label="${`Loe lähemalt tootest “${child.name}”`}">Loe edasi</a>`
    return html`<tr id="product-${child.id}" class="woocommerce-grouped-product-list-item ${isInStock(child) ? 'instock' : 'outofstock'} product type-product post-${child.id}"><td class="woocommerce-grouped-product-list-item__quantity">${qty}</td><td class="woocommerce-grouped-product-list-item__label"><a href="${permalink(child)}">${child.name}</a></td><td class="woocommerce-grouped-product-list-item__price">${loopPrice(child)}${stockHtml(child)}</td></tr>`
  })
  return html`<form class="cart grouped_form" action="${action}" method="post" enctype="multipart/form-data"><table cellspacing="0" class="woocommerce-grouped-product-list group_table" role="presentation"><tbody>${rows}</tbody></table><input type="hidden" name="add-to-cart" value="${p.id}"><button type="submit" class="single_add_to_cart_button button alt">Lisa korvi</button></form>`
}

/**
 * The add-to-cart area of any product type. `chosen`: the request's query, whose `attribute_*` values preselect a
 * variable product's options (as WooCommerce's wc_dropdown_variation_attribute_options reads $_REQUEST).
 */
export function addToCartArea(p: Product, action: string, chosen = new URLSearchParams()): Html {
  if (p.type === 'variable') return variableForm(p, action, chosen)
  if (p.type === 'grouped') return groupedForm(p, action)
  return simpleForm(p, action)
}

/**
 * Flatsome's sticky add-to-cart bar around the product's purchase area (its add-to-cart area with `action` and
 * `chosen`): the wrapper keeps the form's place, the theme pins the bar inside once the shopper has scrolled past.
 */
export const stickyAddToCart = (p: Product, action: string, chosen = new URLSearchParams()): Html =>
  html`<div class="sticky-add-to-cart-wrapper"><div class="sticky-add-to-cart"><div class="sticky-add-to-cart__product"><img src="${mainImage(p).galleryThumb}" alt="" class="sticky-add-to-cart-img" width="100" height="100"><div class="product-title-small hide-for-small"><strong>${p.name}</strong></div></div>${addToCartArea(p, action, chosen)}</div></div>`

export const productMeta = (p: Product): Html => {
  const category = categoryOf(p)
  const brand = brandOf(p)
  return html`<div class="product_meta"><span class="sku_wrapper">Tootekood: <span class="sku">${p.sku}</span></span> <span class="posted_in">Kategooria: <a href="/pood/?product_cat=${category?.slug ?? ''}" rel="tag">${category?.name ?? ''}</a></span> <span class="posted_in brand_in">Bränd: <a href="/pood/?product_brand=${brand?.slug ?? ''}" rel="tag">${brand?.name ?? ''}</a></span></div>`
}

export const productPrice = (p: Product): Html =>
  html`<div class="price-wrapper"><p class="price product-page-price${p.regularPrice ? ' price-on-sale' : ''}">${p.type === 'simple' ? productPriceHtml(p) : loopPrice(p)}</p></div>`

const flickity = (options: Record<string, unknown>): string => JSON.stringify(options)

/**
 * Flatsome 3.19's product gallery (A2; woocommerce/single-product/product-image.php, product-gallery-thumbnails.php and
 * flatsome_wc_get_gallery_image_html()): the main slider, a `div` with Flickity's options (right to left on a
 * right-to-left site), each image in its wrapper with the thumbnail's address, srcset and sizes; then the thumbnail
 * strip (`slider-no-arrows` below five images, its cells aligned to the right on a right-to-left site). No `title`
 * on the images (Flatsome drops it) and no `skip-lazy` (only beside Jetpack's lazy load); WordPress 6.9 leaves its
 * first three images eager and marks the later ones `loading="lazy"`. `captions`: the images' attachment captions, as
 * WordPress prints them in data-caption (the stand-in's images have none).
 */
export function productGallery(p: Product, captions: readonly string[] = [], rtl = false): Html {
  const images = gallery(p)
  const main = { cellAlign: 'center', wrapAround: true, autoPlay: false, prevNextButtons: true, adaptiveHeight: true, imagesLoaded: true, lazyLoad: 1, dragThreshold: 15, pageDots: false, rightToLeft: rtl }
  const thumbs = { cellAlign: rtl ? 'right' : 'left', wrapAround: false, autoPlay: false, prevNextButtons: true, asNavFor: '.product-gallery-slider', percentPosition: true, imagesLoaded: true, pageDots: false, rightToLeft: rtl, contain: true }
  return html`<div class="product-images relative mb-half has-hover woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4">
<div class="badge-container is-larger absolute left top z-1"></div>
<div class="image-tools absolute top show-on-hover right z-3"></div>
<div class="woocommerce-product-gallery__wrapper product-gallery-slider slider slider-nav-small mb-half" data-flickity-options="${flickity(main)}">${images.map(
    (img, i) => html`<div data-thumb="${img.galleryThumb}" data-thumb-alt="${img.alt}" data-thumb-srcset="${img.galleryThumb} 100w" data-thumb-sizes="(max-width: 100px) 100vw, 100px" class="woocommerce-product-gallery__image slide${i === 0 ? ' first' : ''}"><a href="${img.full}"><img width="600" height="600" src="${img.src}" class="${i === 0 ? 'wp-post-image' : ''}" alt="${img.alt}" data-caption="${captions[i] ?? ''}" data-src="${img.full}" data-large_image="${img.full}" data-large_image_width="1200" data-large_image_height="1200"${raw(i === 0 ? ' fetchpriority="high"' : i >= 3 ? ' loading="lazy"' : '')} decoding="async" srcset="${img.srcset}" sizes="${img.sizes}"></a></div>`,
  )}</div>
<div class="image-tools absolute bottom left z-3"><a href="#product-zoom" class="zoom-button button is-outline circle icon tooltip hide-for-small" title="Suurenda" aria-label="Suurenda"><i class="icon-expand" aria-hidden="true"></i></a></div>
</div>
${images.length > 1 ? html`<div class="product-thumbnails thumbnails${images.length < 5 ? ' slider-no-arrows' : ''} slider row row-small row-slider slider-nav-small small-columns-4" data-flickity-options="${flickity(thumbs)}">${images.map(
    (img, i) => html`<div class="col${i === 0 ? ' is-nav-selected first' : ''}"><a><img src="${img.galleryThumb}" alt="${img.alt}" width="100" height="100" class="attachment-woocommerce_thumbnail"></a></div>`,
  )}</div>` : ''}`
}

/** The quick view's slider (content-single-product-lightbox.php). */
export function quickViewGallery(p: Product): Html {
  const images = gallery(p)
  return html`<div class="product-images slider-wrapper relative mb-half has-hover woocommerce-product-gallery"><div class="slider slider-show-nav product-gallery-slider main-images mb-0" data-flickity-options="${flickity({ cellAlign: 'center', wrapAround: true, autoPlay: false, prevNextButtons: true, adaptiveHeight: true, imagesLoaded: true, dragThreshold: 15, rightToLeft: false, pageDots: images.length > 1 })}">${images.map(
    (img, i) => html`<div class="woocommerce-product-gallery__image slide${i === 0 ? ' first is-selected' : ''}"><a href="${img.full}"><img width="600" height="600" src="${img.src}" class="${i === 0 ? 'wp-post-image ' : ''}skip-lazy" alt="${img.alt}" data-large_image="${img.full}" data-large_image_width="1200" data-large_image_height="1200" srcset="${img.srcset}" sizes="${img.sizes}" decoding="async"></a></div>`,
  )}</div></div>`
}

/** The variation templates WooCommerce prints in the footer of pages with a variation form. */
export const variationTemplates = (): Html =>
  raw(`<script type="text/template" id="tmpl-variation-template">
	<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
	<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
	<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>
</script>
<script type="text/template" id="tmpl-unavailable-variation-template">
	<p role="alert">Kahjuks see toode pole saadaval. Palun vali teistsugune kombinatsioon.</p>
</script>
`)
