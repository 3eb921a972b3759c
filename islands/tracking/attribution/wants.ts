/**
 * When order attribution may capture, per part: WooCommerce's (sourcebuster's cookies and inputs) with marketing
 * granted, or with no consent tool and no banner at all when the shop's own setting lets it (`allowTracking`, as
 * WooCommerce's script reads it); PixelYourSite's visit cookies with analytics or marketing granted, on a shop with
 * PixelYourSite. Each part is its own on-demand bundle. First-load code: small, and it reads only `$consent`'s
 * state, the settings and two globals.
 */
import { allows } from '../../../src/consent'
import { featureSettings, toBool } from '../../../src/settings'
import { printed } from '../../../src/stock-globals'
import { type ConsentState } from '../../../src/stores/consent'

/** The shop's attribution setting: Saar's settings (`features.attribution`), else `wc_order_attribution.params`. */
export function attributionSettings(): Record<string, unknown> {
  const stock = printed('wc_order_attribution')
  return { ...(stock?.params as object), ...featureSettings('attribution') }
}

/** Whether sourcebuster's cookies and WooCommerce's inputs may be filled. */
export const wantsSourcebuster = (state: ConsentState): boolean =>
  allows('marketing', state) || (state.source == 'none' && toBool(attributionSettings().allowTracking))

/** Whether PixelYourSite's visit cookies may be written. */
export const wantsPys = (state: ConsentState): boolean => !!printed('pysOptions') && (allows('analytics', state) || allows('marketing', state))

