/**
 * Flatsome's admin-ajax actions: the quick-view fragment and the live-search suggestions
 * (shop-plugins.md §6). Suggestion values are the raw names: the client must escape them when it renders.
 */
import { mainImage, permalink, postLink, posts, productById } from '../catalogue'
import { loopPrice } from '../parts/product-card'
import { quickView } from '../parts/quick-view'
import { fold, searchProducts } from '../pages/shop'
import { htmlReply, json } from '../reply'
import type { AjaxCall, AjaxHandler } from './types'

/**
 * The language of the page that asks: `?lang=en` on the ajax URL (as WPML appends it), else on the page the call
 * came from (its Referer), else Estonian, the shop's language.
 */
function pageLanguage({ ctx, req }: AjaxCall): 'et' | 'en' {
  if (ctx.url.searchParams.has('lang')) return ctx.lang
  try {
    return new URL(String(req.headers.referer ?? '')).searchParams.get('lang') === 'en' ? 'en' : 'et'
  } catch {
    return 'et'
  }
}

export const adminAjax: Record<string, AjaxHandler> = {
  flatsome_quickview: {
    handle({ params }) {
      const product = productById(Number(params.get('product')))
      // Flatsome prints nothing for an unknown product.
      return htmlReply(product ? quickView(product).value : '')
    },
  },
  flatsome_ajax_search_products: {
    handle(call) {
      const { params, ctx } = call
      const query = params.get('query') ?? ''
      const category = params.get('product_cat') ?? ''
      const base = ctx.config.shopUrl
      const suggestions: Record<string, unknown>[] = searchProducts(query, category).map((p) => ({
        type: 'Product',
        id: p.id,
        value: p.name,
        url: `${base}${permalink(p)}`,
        img: `${base}${mainImage(p).galleryThumb}`,
        price: `<span class="price">${loopPrice(p).value}</span>`,
      }))
      // Posts are searched too unless a product category narrows the search, as the theme does.
      if (!category && query.trim())
        for (const post of posts.filter((p) => fold(p.title).includes(fold(query.trim()))))
          suggestions.push({ type: 'Page', id: post.id, value: post.title, url: `${base}${postLink(post)}`, img: '', price: '' })
      if (!suggestions.length) suggestions.push({ id: -1, value: pageLanguage(call) === 'en' ? 'No results' : 'Tulemusi ei leitud', url: '' })
      return json({ suggestions })
    },
  },
}
