/**
 * The consent core's start: which answer rules, in this order.
 * 1. The shop's consent tool (the first of ADAPTERS present on the page), at start and, since tools load async, once
 *    more at window load: its answer decides, and its changes are followed live. A tool without an answer leaves
 *    nothing decided: the tool asks.
 * 2. No tool: the stored `pys_consent` choice (a tampered one counts as none).
 * 3. No tool and no stored choice, on a shop with pixels that Saar fires: Saar's own banner asks (after window load,
 *    once no tool has turned up). Without them nothing is asked (where PixelYourSite's public.js fires the pixels, a
 *    banner of Saar's would govern nothing of theirs): `source` 'none', nothing decided (order attribution then
 *    follows WooCommerce's own setting).
 * Before any of it, Google's and Microsoft's consent modes are told everything is denied. With no tool, a link to
 * `#saar-consent` or an element with `data-saar-consent` opens Saar's choices, to change or take back a choice.
 */
import { DESTINATIONS } from '../../../src/consent'
import { loadAsset } from '../../../src/loader'
import { $consent } from '../../../src/stores/consent'
import { printed } from '../../../src/stock-globals'
import { ADAPTERS } from './adapters/index'
import { defaultConsentMode } from './consent-mode'
import { decide } from './decide'
import { readStored } from './stored'
import type { ConsentAdapter } from './types'

/** What opens Saar's choices: a link to `#saar-consent`, or any element marked `data-saar-consent`. */
export const CONSENT_OPENER = 'a[href$="#saar-consent"],[data-saar-consent]'

/** Loads Saar's banner and shows it, or its choices (`opener` gets focus back when they close): each its own bundle. */
const banner = (choose: boolean, opener?: Element): void =>
  void (choose ? loadAsset('consent-choices').then((open) => open(decide, opener)) : loadAsset('consent-banner').then((open) => open(decide))).catch(
    (error: unknown) => console.warn('[saar]', error),
  )

/**
 * Reads the shop's consent tool, the stored choice or Saar's banner into $consent, and follows them. `pixels`: Saar
 * fires the page's pixels (false where PixelYourSite's public.js does).
 */
export function startConsent(pixels: boolean): void {
  defaultConsentMode()
  const findTool = (): ConsentAdapter | undefined => {
    const adapter = ADAPTERS.find((a) => a.present())
    if (adapter) {
      // A tool found at load whose answer is not read yet (its reader comes on demand) takes over from the stored
      // choice when its answer comes, through `follow`: until then the stored choice stands, nothing is taken back.
      const now = adapter.read()
      if (now || !$consent.get().decided) decide(adapter.name, now)
      adapter.follow((choice) => decide(adapter.name, choice))
    }
    return adapter
  }
  if (findTool()) return
  const stored = readStored()
  if (stored) decide('saar', stored)
  // No tool at start: the openers are Saar's (a shop with a tool links to the tool's own settings).
  document.addEventListener('click', (event) => {
    const opener = (event.target as Element).closest?.(CONSENT_OPENER)
    if (!opener) return
    event.preventDefault()
    banner(true, opener)
  })
  const withoutTool = (): void => {
    if (findTool() || stored) return
    // Pixels on: a destination's block in `pysOptions`.
    const pys = printed('pysOptions')
    if (pixels && DESTINATIONS.some((pixel) => pys?.[pixel])) banner(false)
    else $consent.setKey('source', 'none')
  }
  if (document.readyState == 'complete') withoutTool()
  else addEventListener('load', withoutTool)
}
