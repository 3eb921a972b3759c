/**
 * CookieYes and its family, the "cookie law info" integration of PixelYourSite (tracking-consent.md §1.4), read by the
 * advertisement category for the ad pixels (PixelYourSite 11.2 reads only `analytics`, for every pixel, Meta
 * included):
 *
 * - CookieYes (the CookieYes plugin 3.x, once "GDPR Cookie Consent" / cookie-law-info): `getCkyConsent()` returns
 *   `{categories: {analytics, advertisement, …}, isUserActionCompleted, …}` (cookieyes.com/documentation/
 *   retrieving-consent-data-using-api-getckyconsent); its cookie `cookieyes-consent` holds
 *   `consentid:…,consent:yes,action:yes,necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no`;
 *   document event `cookieyes_consent_update` (detail `{accepted, rejected}`) after each choice.
 * - WebToffee GDPR Cookie Consent 3.x (CookieYes's sibling): `getWccConsent()` of the same shape, the same cookie
 *   format as `wt_consent`, event `wcc_consent_update` (as integrations written against it read them).
 * - Cookie Law Info 1.x/2.x (the older bar): `viewed_cookie_policy` (`yes` accepted, `no` rejected) and one
 *   `cookielawinfo-checkbox-<category>` per category (`yes`/`no`), written when a button of its bar is clicked
 *   (the buttons PixelYourSite's public.js listens to).
 */
import { getCookie } from '../../../../src/cookies'
import type { Choice } from '../types'
import type { Probe, Reader } from './on-demand'
import { choice, global, has, rereadAfterClicks, rereadOn, safe } from './reading'

interface CkyConsent {
  categories: { analytics?: unknown; advertisement?: unknown }
  isUserActionCompleted?: unknown
}

/** The buttons of the older bars and of CookieYes's banner (public.js `setupGdprCallbacks`). */
const BUTTONS = '#wt-cli-accept-all-btn,.wt-cli-accept-all-btn,.wt-cli-save-preferences-btn,#cookie_action_close_header,#cookie_action_close_header_reject,.cli_action_button,.cky-btn-accept,.cky-btn-reject'

/** A `yes`/`no` as a boolean; anything else is undefined (no answer). */
const yes = (value: string | undefined): boolean | undefined => (value == 'yes' ? true : value == 'no' ? false : undefined)

/** The answer of a `key:value,…` cookie (CookieYes's and WebToffee's), once the visitor acted. */
function fromCookie(value: string): Choice | undefined {
  const fields = new Map(value.split(',').map((pair) => pair.split(':') as [string, string]))
  return fields.get('action') == 'yes' ? choice(yes(fields.get('analytics')), yes(fields.get('advertisement'))) : undefined
}

/** The older bar: a category without its checkbox cookie follows the bar's own answer (a bar without categories). */
function fromBar(viewed: string): Choice | undefined {
  const all = yes(viewed)
  const category = (name: string) => (all ? (yes(getCookie(`cookielawinfo-checkbox-${name}`)) ?? all) : all)
  return choice(category('analytics'), category('advertisement'))
}

const read = () => safe(() => {
  const api = global.getCkyConsent ?? global.getWccConsent
  if (typeof api == 'function') {
    const consent = (api as () => CkyConsent)()
    return consent.isUserActionCompleted === true ? choice(consent.categories.analytics, consent.categories.advertisement) : undefined
  }
  const stored = getCookie('cookieyes-consent') ?? getCookie('wt_consent')
  if (stored) return fromCookie(stored)
  const viewed = getCookie('viewed_cookie_policy')
  return viewed ? fromBar(viewed) : undefined
})

const name = 'cookieyes'

/** Whether the tool is on the page (first load: the probe the consent core asks). */
export const cookieYesProbe: Probe = {
  name,
  // Their settings are printed inline before their scripts (`_ckyConfig`, the older bar's `Cli_Data`), and their
  // cookies stay from an earlier page: each says the tool is there before its script has run.
  present: () =>
    ['_ckyConfig', 'getCkyConsent', 'getWccConsent', 'Cli_Data'].some(has) || /(^|; )(cookieyes-consent|wt_consent|viewed_cookie_policy)=/.test(document.cookie),
}

/** The tool's answer, followed (on demand: once the tool is on the page). */
export const cookieYes: Reader = {
  name,
  read,
  follow: (change) => {
    rereadOn(read, change, 'cookieyes_consent_update wcc_consent_update')
    rereadAfterClicks(read, change, BUTTONS)
  },
}
