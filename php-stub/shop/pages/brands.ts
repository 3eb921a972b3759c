/**
 * The brands page: two instances of the `pw_brand_*` plugin's shortcode (shop-plugins.md §5), the brand filter
 * by category and the products of the chosen brands (parts/brand-filter.ts).
 */
import { html } from '../html'
import { brandFilter, brandProductsFilter } from '../parts/brand-filter'
import { noticesWrapper } from '../parts/notices'
import type { PageOptions } from '../layout'
import type { RequestContext } from '../context'

/** The form's id suffix (the plugin uses a random number per shortcode instance). */
export const brandFormId = 'pw_brand_form4821'
export const brandResultId = 'pw_brand_result4821'
/** The second instance: products of the chosen brands (pw_brand_fetch_products). */
export const brandProductsFormId = 'pw_brand_form7305'
export const brandProductsResultId = 'pw_brand_result7305'
/** The brand the products form starts with. */
const firstBrand = 'hiiu-vill'

/** Category ids posted by the filter form (`pw_woob_category[]`), no-JS path included. */
export const postedCategories = (body: URLSearchParams): number[] =>
  body.getAll('pw_woob_category[]').map(Number).filter((n) => Number.isInteger(n) && n >= 0)

export function brandsPage(ctx: RequestContext, chosen: number[] = [0]): PageOptions {
  const content = html`<div class="page-wrapper page-right-sidebar"><div class="container">${noticesWrapper(ctx.visitor.notices.splice(0))}
<h1 class="entry-title">Brändid</h1>
${brandFilter({ formId: brandFormId, resultId: brandResultId }, chosen)}
<h2>Brändi tooted</h2>
${brandProductsFilter({ formId: brandProductsFormId, resultId: brandProductsResultId }, firstBrand)}</div></div>`
  return { pageType: 'brands', title: 'Brändid', bodyClass: 'page-template-default page page-brandid', content }
}
