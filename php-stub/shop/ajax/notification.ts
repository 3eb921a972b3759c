/**
 * woonotification_get_product (shop-plugins.md §2.2): recent purchases for the popup. The nonce printed in
 * `_woocommerce_notification_params.nonce` is checked (`nonce` field). `viwn_pd_id` (or `id`) narrows the list to
 * that product, `viwn_category_name` to products of that category (name or slug). Billing mode, so the buyer's
 * fields are base64-encoded as the plugin sends them; names are masked (first two letters and the last one).
 */
import { categoryOf, mainImage, permalink, productById, products, type Product } from '../catalogue'
import { json } from '../reply'
import { nonceActions } from '../visitors'
import type { AjaxHandler } from './types'

const b64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64')
const mask = (name: string): string => (name.length <= 3 ? name : `${name.slice(0, 2)}${'*'.repeat(name.length - 3)}${name.slice(-1)}`)

const buyers: [string, string, string][] = [['Mari', 'Tartu', 'Tartumaa'], ['Jaan', 'Tallinn', 'Harjumaa'], ['Kadri', 'Pärnu', 'Pärnumaa'], ['Peeter', 'Viljandi', 'Viljandimaa'], ['Liis', 'Narva', 'Ida-Virumaa']]

export const adminAjax: Record<string, AjaxHandler> = {
  woonotification_get_product: {
    nonce: { field: 'nonce', action: nonceActions.notification },
    handle({ params, ctx }) {
      const id = Number(params.get('id') || params.get('viwn_pd_id') || 0)
      const category = (params.get('viwn_category_name') ?? '').trim().toLocaleLowerCase('et')
      const inCategory = (p: Product): boolean => !category || [categoryOf(p)?.name, categoryOf(p)?.slug].some((c) => c?.toLocaleLowerCase('et') === category)
      const sellable = products.filter((p) => (p.stock === 'instock' || p.type === 'variable') && inCategory(p))
      const chosen = id && productById(id) ? [productById(id)!] : sellable.slice(0, 5)
      return json(
        chosen.map((p, i) => {
          const [name, city, state] = buyers[i % buyers.length]!
          return {
            title: p.name,
            url: `${ctx.config.shopUrl}${permalink(p)}`,
            thumb: `${ctx.config.shopUrl}${mainImage(p).thumb}`,
            thumb_alt: p.name,
            time: String(Math.floor(Date.now() / 1000) - (i + 1) * 1800),
            first_name: b64(mask(name)),
            last_name: '',
            city: b64(city),
            state: b64(state),
            country: b64('Eesti'),
          }
        }),
      )
    },
  },
}
