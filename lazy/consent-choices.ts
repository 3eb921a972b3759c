/**
 * Saar's consent choices (on demand, when a shopper asks for them: the banner's "choose" or a link to
 * `#saar-consent`): islands/tracking/consent/choices.ts, provided once its own sheet (lazy/consent-choices.css) has
 * loaded. The overlay's layer code and the switches' strings come with it, not with the banner.
 */
import { linkBundleSheet } from '../src/bundle-sheet'
import { provide } from '../src/loader'
import { openChoices } from '../islands/tracking/consent/choices'

declare module '../src/assets' {
  interface Assets {
    'consent-choices': typeof openChoices
  }
}

provide('consent-choices', linkBundleSheet().then(() => openChoices))
