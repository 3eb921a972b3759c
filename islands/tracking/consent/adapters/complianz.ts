/**
 * Complianz, and any tool speaking the WP Consent API (wordpress.org/plugins/wp-consent-api; Real Cookie Banner,
 * CookieYes and others register with it too, but their own adapters come first). Categories: `statistics` is
 * analytics, `marketing` the ad pixels.
 *
 * - WP Consent API 1.0 (`wp-consent-api.js`): `wp_has_consent(category)`; the consent type
 *   `window.wp_consent_type` (set by the banner), else `consent_api.consent_type` as `wp_fallback_consent_type`;
 *   one cookie per category, `<consent_api.cookie_prefix>_<category>` (default `wp_consent_`), `allow` or `deny`;
 *   `wp_set_consent` dispatches `wp_listen_for_consent_change` on document, detail `{<category>: 'allow'|'deny'}`.
 *   Without a consent type no banner registered: the API itself then grants everything, which is no answer here.
 * - Complianz 6/7 (`complianz.js`): cookies `<complianz.prefix><category>` (default `cmplz_`), `allow` or `deny`,
 *   written by `cmplz_set_consent`, which also calls `wp_set_consent` and dispatches `cmplz_status_change`
 *   (detail `{category, value, categories}`); `cmplz_fire_categories` when the accepted categories fire.
 *
 * Opt-out regions (consent type `optout`): until the visitor opts out the tool grants, and so does this adapter
 * (Global Privacy Control still denies marketing in the core).
 */
import { getCookie } from '../../../../src/cookies'
import { printed } from '../../../../src/stock-globals'
import type { Probe, Reader } from './on-demand'
import { choice, global, has, rereadOn, safe } from './reading'

/** The consent type a banner set: `optin`, `optout` (or a region's variant of either); '' when none did. */
const consentType = (): string => String(global.wp_consent_type ?? printed('complianz')?.consenttype ?? global.wp_fallback_consent_type ?? '')

/** A category's cookie: Complianz's own, else the WP Consent API's. */
const stored = (category: string): string | undefined =>
  getCookie(String(printed('complianz')?.prefix ?? 'cmplz_') + category) ?? getCookie(`${String(printed('consent_api')?.cookie_prefix ?? 'wp_consent')}_${category}`)

const read = () => safe(() => {
  const [statistics, marketing] = [stored('statistics'), stored('marketing')]
  if (statistics ?? marketing) {
    const allow = (value: string | undefined) => (value == 'allow' ? true : value == 'deny' || value == undefined ? false : undefined)
    return choice(allow(statistics), allow(marketing))
  }
  return consentType().includes('optout') ? choice(true, true) : undefined
})

const name = 'complianz'

/** Whether the tool is on the page (first load: the probe the consent core asks). */
export const complianzProbe: Probe = {
  name,
  // The WP Consent API's own script sets `wp_fallback_consent_type` from its printed type; a banner sets its own.
  present: () => ['complianz', 'cmplz_has_consent'].some(has) || (has('wp_has_consent') && !!(global.wp_consent_type || global.wp_fallback_consent_type)),
}

/** The tool's answer, followed (on demand: once the tool is on the page). */
export const complianz: Reader = {
  name,
  read,
  follow: (change) => rereadOn(read, change, 'wp_listen_for_consent_change cmplz_status_change cmplz_fire_categories'),
}
