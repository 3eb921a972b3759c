/** The Pinterest tag's event data (tracking-consent.md §3.4). */
import { type Commerce, quantityOf, valueOf } from './commerce'

/** Pinterest's lowercase names for PixelYourSite's (Meta's) event names; other names become `custom`. */
const NAMES: Record<string, string> = {
  PageView: 'pagevisit', ViewContent: 'pagevisit', ViewCategory: 'viewcategory', Search: 'search', AddToCart: 'addtocart', Purchase: 'checkout',
  Lead: 'lead', CompleteRegistration: 'signup', add_to_cart: 'addtocart', view_item: 'pagevisit', purchase: 'checkout',
}
const OWN = ['pagevisit', 'viewcategory', 'search', 'addtocart', 'checkout', 'watchvideo', 'signup', 'lead', 'custom']

/** The Pinterest event for a name. */
export const pinterestName = (name: string): string => NAMES[name] ?? (OWN.includes(name) ? name : 'custom')

/** `value`, `currency`, `order_quantity`, `line_items[]`. */
export const pinterestPayload = (c: Commerce): Record<string, unknown> => ({
  value: valueOf(c),
  currency: c.currency,
  order_quantity: quantityOf(c),
  line_items: c.lines.map((l) => ({
    product_id: l.id,
    product_name: l.name,
    ...(l.category && { product_category: l.category }),
    ...(l.variant && { product_variant: l.variant }),
    product_price: l.price,
    product_quantity: l.quantity,
  })),
})
