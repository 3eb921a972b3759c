/**
 * The shop listing (`/` and `/pood/`): Flatsome's title bar with the result count and the ordering form (B3),
 * then the product cards (B1/B2), beside the sidebar (WooCommerce's price filter widget, the categories). Filters by
 * `product_cat`, `product_brand`, search `s` and `min_price` / `max_price`; sorts by `orderby`.
 */
import { html, type Html } from '../html'
import { categories, brands, priceRange, products, type Product } from '../catalogue'
import { productCard } from '../parts/product-card'
import { noticesWrapper } from '../parts/notices'
import type { PageOptions } from '../layout'
import type { RequestContext } from '../context'
import { orderingForm, orderings } from '../parts/ordering-form'
import { filterButton, shopSidebar } from '../parts/offcanvas'
import { priceFilter, priceQuery } from '../parts/price-filter'

export const averageRating = (p: Product): number =>
  p.reviews.length ? p.reviews.reduce((s, r) => s + r.rating, 0) / p.reviews.length : 0

const minPrice = (p: Product): number => priceRange(p)[0]
const byName = (a: Product, b: Product): number => a.name.localeCompare(b.name, 'et')

/** WooCommerce's catalog orderings; an unknown value falls back to the default. */
export function sortProducts(list: Product[], orderby: string): Product[] {
  const sorted = [...list]
  const compare: Record<string, (a: Product, b: Product) => number> = {
    menu_order: (a, b) => a.menuOrder - b.menuOrder || byName(a, b),
    popularity: (a, b) => b.totalSales - a.totalSales || a.id - b.id,
    rating: (a, b) => averageRating(b) - averageRating(a) || a.id - b.id,
    date: (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
    price: (a, b) => minPrice(a) - minPrice(b) || a.id - b.id,
    'price-desc': (a, b) => minPrice(b) - minPrice(a) || a.id - b.id,
  }
  return sorted.sort(compare[orderby] ?? compare.menu_order!)
}

/** Case- and accent-insensitive text for matching ("Õie" finds "oie"). */
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

export function searchProducts(query: string, category = ''): Product[] {
  const q = fold(query.trim())
  return products.filter((p) => (!category || p.category === category) && (fold(p.name).includes(q) || fold(p.sku).includes(q)))
}

export function shopPage(ctx: RequestContext, isHome: boolean): PageOptions {
  const params = ctx.url.searchParams
  const cat = params.get('product_cat') ?? ''
  const brand = params.get('product_brand') ?? ''
  const search = params.get('s') ?? ''
  const orderby = orderings.some(([v]) => v === (params.get('orderby') ?? '')) ? params.get('orderby')! : 'menu_order'
  const unpriced = (search ? searchProducts(search) : products).filter((p) => (!cat || p.category === cat) && (!brand || p.brand === brand))
  // The price filter's widget takes its bounds from the listing before its own filter (WC_Widget_Price_Filter's
  // get_filtered_price); a product is in when its price range meets the one asked for.
  const prices = unpriced.flatMap(priceRange)
  const asked = priceQuery(params)
  const list = sortProducts(
    unpriced.filter((p) => {
      const [low, high] = priceRange(p)
      return (asked.min === undefined || high >= asked.min) && (asked.max === undefined || low <= asked.max)
    }),
    orderby,
  )
  const sidebarPriceFilter = prices.length ? priceFilter(Math.min(...prices), Math.max(...prices), ctx.url) : undefined
  const category = categories.find((c) => c.slug === cat)
  const brandTerm = brands.find((b) => b.slug === brand)
  const title = search ? `Otsingutulemused: “${search}”` : category?.name ?? brandTerm?.name ?? 'Pood'
  // The ordering form keeps every other query argument as a hidden field, as loop/orderby.php does.
  const kept = [...params.entries()].filter(([k]) => k !== 'orderby' && k !== 'paged' && k !== 'add-to-cart')
  const count = list.length === 1 ? 'Näitan ainsat tulemust' : `Näitan kõiki ${list.length} tulemust`
  const content: Html = html`<div class="shop-page-title category-page-title page-title"><div class="page-title-inner flex-row medium-flex-wrap container">
<div class="flex-col flex-grow medium-text-center"><nav class="woocommerce-breadcrumb breadcrumbs uppercase" aria-label="Leivapuru"><a href="/">Avaleht</a> <span class="divider">/</span> ${title}</nav><h1 class="shop-page-title is-xlarge">${title}</h1></div>
<div class="flex-col medium-text-center">${filterButton()}<p class="woocommerce-result-count">${count}</p>
${orderingForm(orderby, kept)}</div>
</div></div>
<div class="row category-page-row"><div class="col large-3 hide-for-medium">${shopSidebar(cat, sidebarPriceFilter ?? '')}</div><div class="col large-9"><div class="shop-container">
${noticesWrapper(ctx.visitor.notices.splice(0))}
${list.length
    ? html`<div class="products row row-small large-columns-3 medium-columns-3 small-columns-2">${list.map(productCard)}</div>`
    : html`<div class="woocommerce-no-products-found"><div class="woocommerce-info message-wrapper" role="status"><div class="message-container container medium-text-center">Ühtegi toodet ei leitud, mis vastaks sinu valikule.</div></div></div>`}
</div></div></div>`
  return {
    pageType: 'shop',
    title,
    bodyClass: `${isHome ? 'home ' : ''}archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page${search ? ' search search-results' : ''}`,
    content,
    // WooCommerce enqueues wc-price-slider (and with it its data) while the widget renders: only where it printed.
    priceFilter: sidebarPriceFilter !== undefined,
  }
}
