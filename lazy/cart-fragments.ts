/**
 * The cart fragments (islands/cart-fragments/fragments.ts: restore from storage, refresh, across tabs and the
 * back-forward cache) as an on-demand bundle: the cart script loads it when the page is idle. The header the server
 * printed is right meanwhile on every page that is not cached whole; an add before then applies its own fragments.
 */
import { provide } from '../src/loader'
import { startCartFragments } from '../islands/cart-fragments/fragments'

let started = false

provide('cart-fragments', () => {
  if (!started) startCartFragments()
  started = true
})
