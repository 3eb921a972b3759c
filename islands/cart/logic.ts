/**
 * The pure parts of the cart: what a button or a product form sends, what an
 * add_to_cart / remove_from_cart answer means, and which fragments are usable. Nothing here reads the page, a cookie,
 * storage or the address: each function reads only its arguments (test/unit/cart.test.ts runs them without a DOM).
 */

/** A loop button with a product id (an empty `data-product_id` is a plain link, as in WooCommerce's `.data()` check). */
export const ADD_BUTTON_SELECTOR = '.ajax_add_to_cart[data-product_id]:not([data-product_id=""]):not(.wc-interactive)'
export const REMOVE_BUTTON_SELECTOR = '.remove_from_cart_button[data-cart_item_key]'
export const FORM_SELECTOR = 'form.cart'

/** Fragments: CSS selector → the HTML that replaces every element it matches. */
export type Fragments = Record<string, string>

/** The one-at-a-time request queue lives in the core: the cart page's calls use one too. */
export { createQueue } from '../../src/queue'

/** What a loop button sends: its data attributes, as WooCommerce's `$button.data()` merged with `dataset`. */
export function buttonData(button: HTMLElement): Record<string, string> {
  return { ...button.dataset } as Record<string, string>
}

/**
 * What a product form sends, or why it sends nothing. `native`: let the browser submit it (grouped products with
 * quantities, forms without a product); `none`: nothing to add (disabled button, no variation chosen, a grouped form
 * whose quantities are all zero).
 *
 * wc-ajax add_to_cart reads only `product_id` and `quantity`: a variation goes as its own id (WooCommerce then uses
 * its parent and its stored attributes). The no-JS `add-to-cart` field becomes `product_id`: posted to wc-ajax it
 * would make WooCommerce's form handler add the product a second time. Only for a variation with an "any" attribute
 * (or whose data the page does not embed) are all the form's fields returned, `add-to-cart` included: that form must
 * go to WooCommerce's form handler, which adds the shopper's choices (wc-ajax would leave them empty).
 */
export function formData(form: HTMLFormElement, submitter?: HTMLElement | null): Record<string, string> | 'native' | 'none' | 'grouped-empty' {
  const button = (submitter ?? form.querySelector('.single_add_to_cart_button, button[type=submit]')) as HTMLButtonElement | null
  if (button && (button.disabled || button.classList.contains('disabled'))) return 'none'
  const data: Record<string, string> = {}
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') data[name] = value
  })
  if (button instanceof HTMLButtonElement && button.name) data[button.name] = button.value
  const grouped = Object.keys(data).filter((name) => /^quantity\[\d+\]$/.test(name))
  if (grouped.length) return grouped.some((name) => Number(data[name]) > 0) ? 'native' : 'grouped-empty'
  if (form.classList.contains('variations_form')) {
    const id = data.variation_id!
    if (!(Number(id) > 0)) return 'none'
    let any = true
    try {
      const variations = JSON.parse(form.dataset.product_variations!) as { variation_id: unknown; attributes: Record<string, string> }[]
      any = !Object.values(variations.find((v) => v.variation_id == id)!.attributes).every(Boolean)
    } catch {
      // Not embedded (more than 30 variations) or unreadable: the form handler knows.
    }
    if (any) return (data['add-to-cart'] ??= '', data)
    data.product_id = id
  }
  const id = data.product_id || data['add-to-cart']
  if (!id) return 'native'
  delete data['add-to-cart']
  data.product_id = id
  return data
}

export type AddOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'added'; fragments: Fragments; hash: string }
  /** `unguarded`: refused for want of the anti-spam fields, none being known (AjaxError.unguarded). */
  | { kind: 'failed'; unguarded?: true }

const isDict = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Marks fragments already read: handed on (an `added_to_cart` argument, from one script to another), they are not
 * read again. A symbol from the global registry, so every Saar script knows it; not enumerable, so `for…in`,
 * `Object.keys` and JSON (what other listeners and storage see) never show it.
 */
const READ = Symbol.for('saar.fragments')

/** Only string fragments: anything else in the answer is ignored. Fragments this already returned come back as they are. */
export function readFragments(value: unknown): Fragments | undefined {
  if (!isDict(value)) return undefined
  if ((value as { [READ]?: true })[READ]) return value as Fragments
  const out: Fragments = {}
  for (const key in value) if (typeof value[key] === 'string') out[key] = value[key] as string
  return Object.defineProperty(out, READ, { value: true })
}

/** Reads an add_to_cart (or remove_from_cart) answer. Anything unexpected is a failure, never a spinner. */
export function readAddResponse(data: unknown): AddOutcome {
  if (!isDict(data)) return { kind: 'failed' }
  if (data.error) return typeof data.product_url === 'string' && data.product_url ? { kind: 'redirect', url: data.product_url } : { kind: 'failed' }
  const fragments = readFragments(data.fragments)
  if (!fragments) return { kind: 'failed' }
  return { kind: 'added', fragments, hash: typeof data.cart_hash === 'string' ? data.cart_hash : '' }
}
