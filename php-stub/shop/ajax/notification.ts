/**
 * woonotification_get_product (shop-plugins.md §2): recent purchases for the popup. Billing mode, so the buyer's
 * fields are base64-encoded as the plugin sends them; names are masked (first two letters and the last one).
 */
import { mainImage, permalink, productById, products } from '../catalogue'
import { json } from '../reply'
import type { AjaxHandler } from './types'

const b64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64')
const mask = (name: string): string => (name.length <= 3 ? name : `${name.slice(0, 2)}${'*'.repeat(name.length - 3)}${name.slice(-1)}`)

const buyers: [string, string, string][] = [['Mari', 'Tartu', 'Tartumaa'], ['Jaan', 'Tallinn', 'Harjumaa'], ['Kadri', 'Pärnu', 'Pärnumaa'], ['Peeter', 'Viljandi', 'Viljandimaa'], ['Liis', 'Narva', 'Ida-Virumaa']]

export const adminAjax: Record<string, AjaxHandler> = {
  woonotification_get_product: {
    handle({ params, ctx }) {
      const id = Number(params.get('id') ?? params.get('viwn_pd_id') ?? 0)
      const chosen = id && productById(id) ? [productById(id)!] : products.filter((p) => p.stock === 'instock' || p.type === 'variable').slice(0, 5)
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
