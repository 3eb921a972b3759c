/**
 * The cart fragments (islands/cart-fragments/fragments.ts: restore from storage, refresh, across tabs and the
 * back-forward cache) as an on-demand bundle: the cart script loads it when the page is idle. The header the server
 * printed is right meanwhile on every page that is not cached whole; an add before then applies its own fragments.
 * A refresh someone asked for before then (`wc_fragment_refresh`, `updated_wc_div`) brings it at once, and is handed
 * over as `refresh`: it refreshes instead of restoring. So do adds and removes (`changes`): their fragments are kept.
 */
import { provide } from '../src/loader'
import { startCartFragments } from '../islands/cart-fragments/fragments'

/** Starts the fragments, once; `refresh`: a refresh was asked for before they had started; `changes`: the add and remove events' arguments heard before. */
export type CartFragmentsBundle = (refresh?: boolean, changes?: unknown[][]) => void

declare module '../src/assets' {
  interface Assets {
    'cart-fragments': CartFragmentsBundle
  }
}

let started = false

provide('cart-fragments', ((refresh, changes) => {
  if (!started) startCartFragments(refresh, changes)
  started = true
}) satisfies CartFragmentsBundle)
