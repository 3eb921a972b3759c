/**
 * Where the cart fragments wait for the next page: sessionStorage, under cart-fragments.js's keys (its
 * `fragment_name` and `cart_hash_key`: the plugin prints them where it replaced that script, else any stock copy's,
 * else Saar's own), the cart hash also in localStorage (other tabs hear it change), and `wc_cart_created`, the time
 * of the last refresh that returned a cart. No probe of whether storage takes writes (WooCommerce writes a test key
 * into both stores on every page): the first access to each store costs every page, and most pages never write. A
 * write that fails (private mode, full or blocked storage) is caught where it happens, and the next page simply asks
 * the server.
 */
import { featureSettings } from '../../src/settings'
import { printed } from '../../src/stock-globals'
import { readFragments, type Fragments } from './logic'

interface FragmentParams {
  cart_hash_key?: unknown
  fragment_name?: unknown
  request_timeout?: unknown
}

/** What this tab keeps: its fragments (read and cleaned once), their cart hash, when the cart was last refreshed. */
export interface Kept {
  fragments?: Fragments
  hash: string
  created: number
}

/** The fragments' storage and cart-fragments.js's parameters (its `request_timeout` too). */
export function fragmentStorage() {
  // Where the plugin replaced cart-fragments.js it prints its parameters (FeatureSettings.cart), over any stock copy.
  const params: FragmentParams = { ...printed('wc_cart_fragments_params'), ...featureSettings('cart') }
  const hashKey = String(params.cart_hash_key || 'wc_cart_hash_saar')
  const fragmentKey = String(params.fragment_name || 'wc_fragments_saar')
  let session: Storage | undefined
  try {
    session = sessionStorage
  } catch {
    // Blocked storage: one refresh instead of a restore.
  }
  return {
    params,
    hashKey,
    /** This tab's hash, to tell another tab's change (the `storage` event) from its own. */
    hash: () => session?.getItem(hashKey),
    /** What is kept; tampered storage (no JSON, a time that is no number) reads as nothing. */
    read(): Kept {
      let fragments: Fragments | undefined
      try {
        fragments = readFragments(JSON.parse(session?.getItem(fragmentKey) ?? 'null'))
      } catch {
        // Not JSON: nothing kept.
      }
      return { fragments, hash: session?.getItem(hashKey) ?? '', created: Number(session?.getItem('wc_cart_created') ?? 0) }
    },
    /** Keeps what the server sent; the 24 h start again on every refresh that returned a cart (`refreshed`). */
    save(fragments: Fragments, hash: string, refreshed?: boolean): void {
      try {
        if (hash && (refreshed || !sessionStorage.getItem(hashKey))) sessionStorage.setItem('wc_cart_created', String(Date.now()))
        sessionStorage.setItem(fragmentKey, JSON.stringify(fragments))
        sessionStorage.setItem(hashKey, hash)
        localStorage.setItem(hashKey, hash)
      } catch {
        // No storage, or full: the next page simply asks the server.
      }
    },
  }
}
