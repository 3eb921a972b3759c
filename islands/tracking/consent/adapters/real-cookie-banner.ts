/**
 * Real Cookie Banner (devowl.io): `window.consentApi`, asked per service by the cookie the service sets, as
 * PixelYourSite 11.2 asks it (public.js `consentGiven`, `setupGdprCallbacks`): `consentSync('http', name, host)`
 * returns `{cookieOptIn}`, and `consent('http', name, host)` a promise that settles once the visitor decides (fulfilled
 * on consent, rejected without). The vendors' cookies: `_ga` (GA4 and GTM), `_fbp` (Meta), `_pinterest_sess` on
 * `.pinterest.com`, `_uetsid` (Bing). Its decision cookie is `real_cookie_banner-v:<n>_blog:<id>_path:<hash>`;
 * without it the visitor has not answered. Changes: document event `RCBConsentChange`.
 */
import type { Probe, Reader } from './on-demand'
import { byVendor, global, has, rereadOn, safe } from './reading'

type Ask = (type: 'http', name: string, host: string) => unknown
interface ConsentApi {
  consentSync: (...args: Parameters<Ask>) => { cookieOptIn?: unknown }
  consent: Ask
}

const VENDORS: Parameters<Ask>[] = [
  ['http', '_ga', '*'],
  ['http', '_fbp', '*'],
  ['http', '_pinterest_sess', '.pinterest.com'],
  ['http', '_uetsid', '*'],
]

const api = (): ConsentApi => global.consentApi as ConsentApi

const read = () => safe(() => {
  if (!/(^|; )real_cookie_banner/.test(document.cookie)) return undefined
  const [ga, facebook, pinterest, bing] = VENDORS.map((vendor) => api().consentSync(...vendor).cookieOptIn === true) as [boolean, boolean, boolean, boolean]
  return byVendor(ga, facebook, pinterest, bing)
})

const name = 'real-cookie-banner'

/** Whether the tool is on the page (first load: the probe the consent core asks). */
export const realCookieBannerProbe: Probe = {
  name,
  present: () => has('consentApi'),
}

/** The tool's answer, followed (on demand: once the tool is on the page). */
export const realCookieBanner: Reader = {
  name,
  read,
  follow: (change) => {
    rereadOn(read, change, 'RCBConsentChange')
    // The promises settle on the first decision, in versions without the event too.
    const again = (): void => change(read())
    for (const vendor of VENDORS) safe(() => Promise.resolve(api().consent(...vendor)).then(again, again))
  },
}
