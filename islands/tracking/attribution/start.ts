/**
 * WooCommerce's order attribution on the page (the on-demand `attribution` bundle, loaded once consent allows it):
 * sourcebuster-compatible cookies, WooCommerce's inputs and the Checkout block's extension data, following
 * `$consent` from then on (follow.ts). Where WooCommerce's order-attribution.js is on the page it is left to it
 * (src/stock.ts). PixelYourSite's visit cookies are their own bundle (pys-start.ts): a shop without PixelYourSite
 * never fetches them.
 */
import { ORDER_ATTRIBUTION, standsDown } from '../../../src/stock'
import { orderAttribution, type OrderAttribution } from '../../../src/stock-globals'
import { forgetCookies } from '../consent/forget'
import { followConsent } from './follow'
import { fillCheckoutBlock, fillWooInputs } from './inputs'
import { captureSbjs, SBJS, type SbjsPrefs, type SbjsValues } from './sourcebuster'
import { attributionSettings, wantsSourcebuster } from './wants'

type Prefs = OrderAttribution & SbjsPrefs

/** WooCommerce's attribution setup with Saar's settings over it; undefined on a shop without it. */
function prefs(): Prefs | undefined {
  const stock = orderAttribution()
  const own = attributionSettings()
  const fields = own.fields ?? stock?.fields
  const merged = stock || Object.keys(own).length ? orderAttribution({ params: own, fields }) : undefined
  const promo = own.promocode as Partial<SbjsPrefs['promocode']> | undefined
  const min = Number(promo?.min) || 100000
  return merged && { ...merged, promocode: promo ? { min, max: Math.max(min, Number(promo.max) || 999999) } : undefined }
}

/** WooCommerce's field values (`current.typ` → `sbjs_current`'s `typ`), '' where sourcebuster has none. */
export function fieldValues(values: SbjsValues, fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const field in fields) {
    const [cookie = '', key = ''] = fields[field]!.split('.')
    out[field] = values[cookie]?.[key] ?? ''
  }
  return out
}

/** Starts following `$consent` (once per page); gives the function that stops it. */
export function startAttribution(): () => void {
  if (standsDown(ORDER_ATTRIBUTION)) return () => {}
  // This page view's sourcebuster values, once captured.
  let sbjs: SbjsValues | undefined
  return followConsent({
    allowed: (state) => !!prefs() && wantsSourcebuster(state),
    capture: () => void (sbjs = captureSbjs(prefs()!)),
    // No cookie of sourcebuster's stays, for any domain it used.
    forget: () => (forgetCookies((name) => name.startsWith('sbjs_') && SBJS.includes(name.slice(5))), (sbjs = undefined)),
    fill: () => {
      const setup = prefs()
      if (!setup) return
      const values = fieldValues(sbjs ?? {}, setup.fields)
      fillWooInputs(setup.prefix, Object.keys(setup.fields), values)
      fillCheckoutBlock(values)
    },
  })
}
