/**
 * `decide`: the one writer of the shared consent state ($consent). Whoever answers (a consent tool's adapter, the
 * stored choice, Saar's banner) hands the answer here, and everything a choice implies happens in one place.
 */
import { allows, DESTINATIONS } from '../../../src/consent'
import { loadAsset } from '../../../src/loader'
import { $consent, type ConsentState } from '../../../src/stores/consent'
import { updateConsentMode } from './consent-mode'
import { writeStored } from './stored'
import type { Choice } from './types'

/**
 * Sets the consent state from an answer (`source`: the adapter's name, or 'saar'); `undefined` means no answer (a
 * tool that asks again): nothing granted, nothing decided.
 * - Global Privacy Control denies marketing, whatever the answer (its per-destination grants included: under GPC
 *   every destination follows its category).
 * - A choice is stored as `pys_consent`, which PixelYourSite's PHP side reads before it sends server events.
 * - Google's and Microsoft's consent modes get an update.
 * - What this page had granted and no longer is, is revoked: the bundles follow $consent and stop what they ran,
 *   and the tracking cookies the new state does not keep are expired (by the `forget-tracking` bundle: a visitor who
 *   never consented never needs it).
 */
export function decide(source: string, choice: Choice | undefined): void {
  const gpc = !!(navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl
  const next: ConsentState = {
    decided: !!choice,
    source,
    analytics: !!choice?.analytics,
    marketing: !!choice?.marketing && !gpc,
    // Under GPC no per-destination grant outlives the clamp: each destination follows its category.
    destinations: (!gpc && choice?.destinations) || {},
  }
  const before = $consent.get()
  $consent.set(next)
  if (choice) writeStored(next)
  updateConsentMode(next)
  if (DESTINATIONS.some((d) => allows(d, before) && !allows(d, next)))
    loadAsset('forget-tracking').then((forget) => forget(next), (error: unknown) => console.warn('[saar]', error))
}
