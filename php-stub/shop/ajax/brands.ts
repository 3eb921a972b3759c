/** The brand plugin's admin-ajax actions (shop-plugins.md §5): HTML answers for the result area. */
import { brandBlocks, brandProducts, brandsIn } from '../parts/brand-filter'
import { postedCategories } from '../pages/brands'
import { htmlReply } from '../reply'
import type { AjaxHandler } from './types'

export const adminAjax: Record<string, AjaxHandler> = {
  pw_brand_fetch_brands: {
    handle({ params }) {
      return htmlReply(brandBlocks(brandsIn(postedCategories(params))).value)
    },
  },
  pw_brand_fetch_products: {
    handle({ params }) {
      const slugs = [...params.getAll('pw_woob_brand[]'), ...params.getAll('pw_brand')].filter(Boolean)
      return htmlReply(brandProducts(slugs).value)
    },
  },
}
