/**
 * The purchases the popup tells of: `woonotification_get_product`'s answer (or the products the plugin printed),
 * each checked on its own. A purchase needs a title; its link is kept only when it is an http(s) address of the
 * shop itself and its thumbnail only when it is an image address Saar may show (src/safe-url.ts); the buyer's
 * fields are decoded from base64 (params.ts). Anything else in the answer is dropped, never shown.
 */
import { safeUrl } from '../../src/safe-url'
import { decode, text } from './params'

/** One purchase, as text and checked addresses. */
export interface Purchase {
  title: string
  /** The product's page: the shop's own origin only. */
  url?: string
  /** The thumbnail: the shop's own origin or https. */
  thumb?: string
  firstName: string
  city: string
  state: string
  country: string
  /** The plugin's `time`: the order's Unix time, or the plugin's own wording of how long ago ("2 hours"). */
  time: string
}

/** The purchases of an answer; [] when it is no list or holds none that can be shown. `base` is the page's URL. */
export function readPurchases(answer: unknown, base?: string): Purchase[] {
  if (!Array.isArray(answer)) return []
  return answer.flatMap((item: unknown): Purchase[] => {
    if (!item || typeof item != 'object') return []
    const p = item as Record<string, unknown>
    const title = text(p.title)
    if (!title) return []
    return [
      {
        title,
        url: safeUrl(p.url, 'own', base)?.href,
        thumb: safeUrl(p.thumb, 'image', base)?.href,
        firstName: decode(p.first_name),
        city: decode(p.city),
        state: decode(p.state),
        country: decode(p.country),
        time: text(p.time, 60),
      },
    ]
  })
}
