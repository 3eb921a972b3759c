/**
 * The cart as every script sees it: what the page's cart counts show and what tracking reads. There is exactly one
 * copy of this store on a page: it lives in the runtime and feature scripts reach it through `window.saar.core`, so
 * an add in one island updates the count in every other.
 *
 * Who writes it: the cart script seeds it from the header the server printed (its count, the cart hash cookie);
 * after that only the one place cart fragments arrive (islands/cart/sync.ts: an add, a remove, a refresh, this tab's
 * storage, another tab, another script's `added_to_cart`), and add-to-cart's `busy`. The page's cart counts render
 * from it (islands/cart/fragments.ts's showCount). WooCommerce's answers carry fragments and a hash, nothing more:
 * the count is the one the fragments show.
 */
import { map } from 'nanostores'

export interface CartState {
  /** Number of items in the cart, as the server's cart markup last showed it (the header, then each fragment set). */
  itemCount: number
  /**
   * WooCommerce's cart hash (`woocommerce_cart_hash` cookie / `cart_hash` in answers; it changes with every change of
   * the cart); '' for an empty cart.
   */
  hash: string
  /** True while an add or remove request is in flight. */
  busy: boolean
}

/** The shared cart store. */
export const $cart = map<CartState>({ itemCount: 0, hash: '', busy: false })

/** Records a server answer (or the server's markup) that carried a cart hash and, when known, a new item count. */
export function setCartFromServer(hash: string, itemCount?: number): void {
  $cart.set({ ...$cart.get(), hash, itemCount: itemCount ?? $cart.get().itemCount })
}
