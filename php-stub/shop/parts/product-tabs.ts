/**
 * The product page's tabs (woocommerce/single-product/tabs/tabs.php in Flatsome's markup): description, additional
 * information (weight, dimensions, attributes, brand) and the reviews, as tablist, tabs and panels.
 */
import { html, type Html } from '../html'
import { brandOf, dimensionsHtml, weightHtml, type Product } from '../catalogue'
import { reviewsSection } from './reviews'

/** The additional information table: weight and dimensions (which a chosen variation's replace), attributes, brand. */
export function additionalInformation(p: Product): Html {
  const row = (key: string, label: string, value: Html | string) =>
    html`<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--${key}"><th class="woocommerce-product-attributes-item__label" scope="row">${label}</th><td class="woocommerce-product-attributes-item__value">${value}</td></tr>`
  return html`<table class="woocommerce-product-attributes shop_attributes" aria-label="Toote üksikasjad">${row('weight', 'Kaal', weightHtml(p.weight))}${row('dimensions', 'Mõõdud', dimensionsHtml(p.dimensions))}${(p.attributes ?? []).map((a) =>
    row(`attribute_${a.name}`, a.label, html`<p>${a.options.map(([, label]) => label).join(', ')}</p>`),
  )}${row('attribute_brand', 'Bränd', html`<p>${brandOf(p)?.name ?? ''}</p>`)}</table>`
}

/** The tabs Flatsome prints below the product: description, additional information and reviews, the first active. */
export function productTabs(p: Product): Html {
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
