/** Meta Pixel's object properties of a cart event (tracking-consent.md §3.3). */
import { type Commerce, valueOf } from './commerce'

/** Meta's standard events (spec §9); any other name goes through `trackCustom`. */
export const META_STANDARD = 'PageView ViewContent Search AddToCart AddToWishlist InitiateCheckout AddPaymentInfo Purchase Lead Subscribe CustomizeProduct FindLocation StartTrial SubmitApplication Schedule Contact Donate'.split(' ')

/** `content_ids`, `content_type`, `contents`, `value`, `currency` (+ `content_name`, `category_name`, `product_type`, `num_items`). */
export function metaPayload(c: Commerce): Record<string, unknown> {
  const one = c.lines.length == 1 ? c.lines[0] : undefined
  return {
    content_type: c.group ? 'product_group' : 'product',
    content_ids: c.lines.map((l) => l.id),
    contents: c.lines.map((l) => ({ id: l.id, quantity: l.quantity })),
    value: valueOf(c),
    currency: c.currency,
    ...(one && { content_name: one.name, category_name: one.category }),
    num_items: c.lines.reduce((n, l) => n + l.quantity, 0),
    product_type: c.type,
  }
}
