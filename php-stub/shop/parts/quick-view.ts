/** Flatsome's quick-view fragment (content-single-product-lightbox.php): slider, summary and the form with action="". */
import { html, type Html } from '../html'
import { permalink, type Product } from '../catalogue'
import { addToCartArea, productMeta, productPrice, quickViewGallery } from './product-form'
import { productClasses } from './product-card'

export function quickView(p: Product): Html {
  return html`<div class="product-quick-view-container"><div class="row row-collapse mb-0 ${productClasses(p)}" id="product-${p.id}">
<div class="product-gallery large-6 col">${quickViewGallery(p)}<div class="image-tools absolute bottom left z-3"></div></div>
<div class="product-info summary large-6 col entry-summary" style="font-size:90%;"><div class="product-lightbox-inner" style="padding: 30px;">
<a class="plain" href="${permalink(p)}"><h1 class="product-title product_title entry-title">${p.name}</h1></a>
<div class="is-divider small"></div>
${productPrice(p)}
<div class="product-short-description"><p>${p.short}</p></div>
${addToCartArea(p, '')}
${productMeta(p)}
</div></div></div></div>`
}
