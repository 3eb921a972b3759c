/**
 * What a caught cart click (the bus's snapshot) adds or removes, read as PixelYourSite reads it:
 * - a loop button (`.add_to_cart_button`, not a variable or bundle product's "choose" link): its product, its
 *   `data-quantity`;
 * - a product form's `.single_add_to_cart_button`: simple (its quantity), variable (the chosen `variation_id`,
 *   nothing before one is chosen), grouped (each child with a quantity above 0; nothing at a total of 0), bundle;
 * - nothing from a disabled button;
 * - a remove link: the cart item key (`remove_item` in its address, else `data-cart_item_key`) and its product.
 */
import type { Snapshot } from '../bus'

/** One product of a cart action: its id (the variation's for a variation), how many, and its parent's id. */
export interface CartItem {
  id: string
  quantity: number
  /** The variable product of a variation, the grouped product of a child. */
  parent?: string
}

/** What an add or remove concerns: the product type (PixelYourSite's 0–3), the items, the cart item key. */
export interface CartData {
  /** Simple 0, variable 1, bundle 2, grouped 3 (spec §3). */
  type: number
  items: CartItem[]
  cartKey?: string
}

/** A quantity: no field (sold individually) is 1; an empty or bad one 0. */
const count = (value: string | undefined): number => (value == null ? 1 : Math.max(0, parseInt(value) || 0))

/** The add a click made, or undefined (disabled, no variation chosen, nothing to add). */
export function added({ button, dataset, fields, disabled }: Snapshot): CartData | undefined {
  if (disabled) return
  const field = (name: string): string | undefined => (fields.get(name) as string | null) ?? undefined
  if (!button.matches('.single_add_to_cart_button')) {
    const id = dataset.product_id
    return id && !button.matches('.product_type_variable,.product_type_bundle') ? { type: 0, items: [{ id, quantity: count(dataset.quantity ?? '1') || 1 }] } : undefined
  }
  const form = button.closest('form') ?? (button as HTMLButtonElement).form
  const has = (c: string): boolean => !!form?.classList.contains(c)
  const id = field('add-to-cart') ?? dataset.product_id ?? ''
  const quantity = count(field('quantity'))
  const grouped = [...fields].filter((f): f is [string, string] => /^quantity\[\d+\]$/.test(f[0]))
  if (has('grouped_form') || grouped.length) {
    const items = grouped.map(([name, value]) => ({ id: name.slice(9, -1), quantity: count(value), parent: id })).filter((i) => i.quantity > 0)
    return items.length ? { type: 3, items } : undefined
  }
  if (has('variations_form')) {
    const variation = field('variation_id') ?? ''
    return +variation > 0 && quantity ? { type: 1, items: [{ id: variation, quantity, parent: id }] } : undefined
  }
  return id && quantity ? { type: has('bundle_form') ? 2 : 0, items: [{ id, quantity }] } : undefined
}

/** The remove a click made: its cart item key and product. */
export function removed({ button, dataset }: Snapshot): CartData {
  const cartKey = /[?&]remove_item=([^&#]*)/.exec(button.getAttribute('href') ?? '')?.[1] ?? dataset.cart_item_key
  return { type: 0, items: dataset.product_id ? [{ id: dataset.product_id, quantity: 1 }] : [], cartKey }
}
