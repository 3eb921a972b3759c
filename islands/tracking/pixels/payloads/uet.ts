/** Microsoft UET's retail parameters of an event (tracking-consent.md §3.5). */
import { type Commerce, valueOf } from './commerce'

/** UET's page type for an event name (`ecomm_pagetype`). */
const PAGE: Record<string, string> = { add_to_cart: 'cart', remove_from_cart: 'cart', view_item: 'product', view_item_list: 'category', purchase: 'purchase' }

/** UET's names for Meta's: UET takes GA4-style actions. */
export const UET_NAMES: Record<string, string> = { AddToCart: 'add_to_cart', RemoveFromCart: 'remove_from_cart', ViewContent: 'view_item', Purchase: 'purchase', InitiateCheckout: 'begin_checkout' }

/** `ecomm_prodid`, `ecomm_pagetype`, `ecomm_totalvalue`, `revenue_value`, `currency`, `items`. */
export function uetPayload(name: string, c: Commerce): Record<string, unknown> {
  const value = valueOf(c)
  return {
    ecomm_prodid: c.lines.map((l) => l.id),
    ecomm_pagetype: PAGE[UET_NAMES[name] ?? name] ?? 'other',
    ecomm_totalvalue: value,
    revenue_value: value,
    currency: c.currency,
    items: c.lines.map((l) => ({ id: l.id, quantity: l.quantity, price: l.price })),
  }
}
