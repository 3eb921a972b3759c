/**
 * The cart as every island sees it. There is exactly one copy of this store on a page: it lives in the runtime and
 * feature scripts reach it through `window.saar.core`, so an add in one island updates the count in every other.
 */
import { map } from 'nanostores'

export interface CartState {
  /** Number of items in the cart, as last reported by the server. */
  itemCount: number
  /** WooCommerce's cart hash (`woocommerce_cart_hash` cookie / `cart_hash` in responses); '' for an empty cart. */
  hash: string
  /** True while an add or remove request is in flight. */
  busy: boolean
}

/** The shared cart store. */
export const $cart = map<CartState>({ itemCount: 0, hash: '', busy: false })

/** Records a server answer that carried a cart hash and, when known, a new item count. */
export function setCartFromServer(hash: string, itemCount?: number): void {
  $cart.set({ ...$cart.get(), hash, itemCount: itemCount ?? $cart.get().itemCount })
}
