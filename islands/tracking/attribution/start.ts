/**
 * Order attribution on the page (the on-demand `attribution` bundle, loaded once consent allows it): it follows
 * `$consent` from then on. When a part is allowed it records this page view — the landing URL and referrer of this
 * very page, when consent came late on it (the bug of FAZ Cookie Manager #288, where the landing UTMs were lost) —
 * and fills the checkout's inputs; when it is revoked it stops, expires its cookies and empties the inputs. The
 * inputs are filled again after the checkout refreshes (`updated_checkout`) and at every submit, before
 * WooCommerce's checkout script reads the form, so markup that came late is filled too.
 */
import { $consent } from '../../../src/stores/consent'
import { listen } from '../../../src/events'
import { ORDER_ATTRIBUTION, PIXELS, standsDown } from '../../../src/stock'
import { orderAttribution, printed, type OrderAttribution } from '../../../src/stock-globals'
import { forgetCookies } from '../consent/forget'
import { fillCheckoutBlock, fillPysInputs, fillWooInputs } from './inputs'
import { capturePys, PYS_COOKIES, pysFields } from './pixelyoursite'
import { captureSbjs, SBJS, type SbjsPrefs, type SbjsValues } from './sourcebuster'
import { attributionSettings, wantsPys, wantsSourcebuster } from './wants'

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

/**
 * Starts following `$consent` (once per page); gives the function that stops it. A part whose stock script is on
 * the page is left to it: WooCommerce's to order-attribution.js, PixelYourSite's cookies and fields to its public.js
 * (src/stock.ts).
 */
export function startAttribution(): () => void {
  const woo = !standsDown(ORDER_ATTRIBUTION)
  const pixelYourSite = !standsDown(PIXELS)
  // This page view's captures: each part records it once, and again only after a revocation forgot it.
  let sbjs: SbjsValues | undefined
  let pys = false
  const fill = (): void => {
    const setup = woo && prefs()
    if (setup) {
      const values = fieldValues(sbjs ?? {}, setup.fields)
      fillWooInputs(setup.prefix, Object.keys(setup.fields), values)
      fillCheckoutBlock(values)
    }
    const options = pixelYourSite && printed('pysOptions')
    if (options) fillPysInputs(pys ? pysFields(options) : undefined)
  }
  const unsubscribe = $consent.subscribe((state) => {
    const setup = prefs()
    const options = printed('pysOptions')
    // Not allowed (or never set up): no cookie of the part stays, for any domain sourcebuster or PixelYourSite used.
    if (woo)
      if (setup && wantsSourcebuster(state)) sbjs ??= captureSbjs(setup)
      else forgetCookies((name) => name.startsWith('sbjs_') && SBJS.includes(name.slice(5))), (sbjs = undefined)
    if (pixelYourSite)
      if (options && wantsPys(state)) pys ||= (capturePys(options), true)
      else forgetCookies((name) => PYS_COOKIES.includes(name)), (pys = false)
    fill()
  })
  const unlisten = listen(document.body, 'updated_checkout', fill)
  document.addEventListener('submit', fill, true)
  return () => {
    unsubscribe()
    unlisten()
    document.removeEventListener('submit', fill, true)
  }
}
