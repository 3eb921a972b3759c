/**
 * Saar's own consent banner (on demand, when the shop has no consent tool and has pixels on):
 * islands/tracking/consent/banner.ts, provided once its own sheet (lazy/consent-banner.css) has loaded. Its choices
 * are a bundle of their own (lazy/consent-choices.ts). The caller hands it the consent core's `decide`: the core's state (the data
 * layers it speaks to, the commands it marked) lives once, in the tracking script.
 */
import { linkBundleSheet } from '../src/bundle-sheet'
import { provide } from '../src/loader'
import { openConsent } from '../islands/tracking/consent/banner'

declare module '../src/assets' {
  interface Assets {
    'consent-banner': typeof openConsent
  }
}

provide('consent-banner', linkBundleSheet().then(() => openConsent))
