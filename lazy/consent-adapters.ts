/**
 * The readers of the consent tools Saar reads (on demand, when the consent core follows a tool it found on the
 * page; islands/tracking/consent/adapters/on-demand.ts). Google Consent Mode's is made with the core's own set of the
 * commands Saar pushed. Each reports changes only (reading.ts `changesOnly`).
 */
import { provide } from '../src/loader'
import type { Reader } from '../islands/tracking/consent/adapters/on-demand'
import { cookiebot } from '../islands/tracking/consent/adapters/cookiebot'
import { cookieYes } from '../islands/tracking/consent/adapters/cookieyes'
import { consentMagic } from '../islands/tracking/consent/adapters/consentmagic'
import { realCookieBanner } from '../islands/tracking/consent/adapters/real-cookie-banner'
import { cookieNotice } from '../islands/tracking/consent/adapters/cookie-notice'
import { complianz } from '../islands/tracking/consent/adapters/complianz'
import { tcf } from '../islands/tracking/consent/adapters/tcf'
import { googleConsentMode } from '../islands/tracking/consent/adapters/google-consent-mode'
import { changesOnly } from '../islands/tracking/consent/adapters/reading'

const readers = (saarPushed: WeakSet<object>): Reader[] =>
  [cookiebot, cookieYes, consentMagic, realCookieBanner, cookieNotice, complianz, tcf, googleConsentMode(saarPushed)].map(changesOnly)

declare module '../src/assets' {
  interface Assets {
    'consent-adapters': typeof readers
  }
}

provide('consent-adapters', readers)
