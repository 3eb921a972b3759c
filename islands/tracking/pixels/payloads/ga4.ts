/** GA4's ecommerce parameters and `items[]` (tracking-consent.md §3.1), for gtag and for GTM's `ecommerce`. */
import { type Commerce, type Line, valueOf } from './commerce'

/** One GA4 item. */
export const ga4Item = (l: Line): Record<string, unknown> => ({
  item_id: l.id,
  item_name: l.name,
  ...(l.category && { item_category: l.category }),
  ...(l.variant && { item_variant: l.variant }),
  price: l.price,
  quantity: l.quantity,
})

/** `currency`, `value` (Σ price × quantity) and `items`. */
export const ga4Payload = (c: Commerce): Record<string, unknown> => ({ currency: c.currency, value: valueOf(c), items: c.lines.map(ga4Item) })
