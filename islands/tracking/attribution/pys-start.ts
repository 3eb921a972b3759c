/**
 * PixelYourSite's visit cookies and checkout fields on the page (the on-demand `pys-attribution` bundle, loaded on a
 * shop with PixelYourSite once analytics or marketing is granted), following `$consent` from then on (follow.ts).
 * Where PixelYourSite's public.js is on the page they are left to it (src/stock.ts).
 */
import { PIXELS, standsDown } from '../../../src/stock'
import { printed } from '../../../src/stock-globals'
import { forgetCookies } from '../consent/forget'
import { followConsent } from './follow'
import { fillPysInputs } from './inputs'
import { capturePys, PYS_COOKIES, pysFields } from './pixelyoursite'
import { wantsPys } from './wants'

/** Starts following `$consent` (once per page); gives the function that stops it. */
export function startPysAttribution(): () => void {
  if (standsDown(PIXELS)) return () => {}
  let captured = false
  return followConsent({
    allowed: wantsPys,
    capture: () => (capturePys(printed('pysOptions')!), (captured = true)),
    // No cookie of PixelYourSite's stays, for any domain it used.
    forget: () => (forgetCookies((name) => PYS_COOKIES.includes(name)), (captured = false)),
    fill: () => {
      const options = printed('pysOptions')
      if (options) fillPysInputs(captured ? pysFields(options) : undefined)
    },
  })
}
