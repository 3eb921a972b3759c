/**
 * Google Consent Mode commands already in the data layers (tracking-consent.md §3.2): a tool that feeds Google's
 * tags (a CMP template in GTM, a plugin calling gtag) says the visitor's answer as `gtag('consent', 'update', {…})`,
 * pushed as an `arguments` object (gtag) or an array (`['consent', 'update', {…}]`) onto `dataLayer`, PixelYourSite's
 * `dataLayerPYS` or the GTM container's own layer (`pysOptions.gtm.gtm_dataLayer_name`). Each type's last update
 * counts: `analytics_storage` granted is analytics; `ad_storage` and `ad_user_data` both granted is marketing (ad
 * storage alone is Consent Mode v1, which says nothing of sending user data to Google's ads).
 *
 * Only updates are a visitor's answer: a `consent default` is the site's setting before anyone asked. Saar's own
 * commands (google-marks.ts) are never read back. Later pushes are followed by wrapping each layer's `push`
 * (gtag.js and GTM chain to the push they find, so wrapping before or after them both hold).
 */
import { printed } from '../../../../src/stock-globals'
import { saarPushed } from '../google-marks'
import type { Probe, Reader } from './on-demand'
import { choice, global, safe } from './reading'

type Command = ArrayLike<unknown>
type Layer = Command[]

/** The data layers a Google tag of this shop may use. */
function layers(): Layer[] {
  const gtm = printed('pysOptions')?.gtm as Record<string, unknown> | undefined
  const names = new Set(['dataLayer', 'dataLayerPYS', String(gtm?.gtm_dataLayer_name ?? 'dataLayer')])
  return [...names].map((name) => global[name]).filter((layer): layer is Layer => Array.isArray(layer))
}

/** The settings of a `consent update` someone other than Saar pushed (`ours`); undefined for anything else. */
const update = (entry: unknown, ours: WeakSet<object>): Record<string, unknown> | undefined =>
  safe(() => {
    const command = entry as Command
    const settings = command[2]
    return command[0] == 'consent' && command[1] == 'update' && !ours.has(command) && settings && typeof settings == 'object' ? (settings as Record<string, unknown>) : undefined
  })

const name = 'google-consent-mode'

/** Whether the tool is on the page: someone pushed a `consent update` (first load: the probe the consent core asks). */
export const googleConsentModeProbe: Probe = {
  name,
  present: () => layers().some((layer) => [...layer].some((entry) => update(entry, saarPushed))),
}

/**
 * The answer, followed (on demand: once an update is there). `ours` is the consent core's `saarPushed`, handed over
 * by the first-load script: this bundle's own copy of google-marks.ts would be another, empty set.
 */
export function googleConsentMode(ours: WeakSet<object>): Reader {
  const read = () =>
    safe(() => {
      const types: Record<string, unknown> = Object.assign({}, ...layers().flatMap((layer) => [...layer].map((entry) => update(entry, ours))))
      if (!('analytics_storage' in types || 'ad_storage' in types)) return undefined
      const granted = (type: string) => types[type] == 'granted'
      return choice(granted('analytics_storage'), granted('ad_storage') && granted('ad_user_data'))
    })
  return {
    name,
    read,
    follow: (change) => {
      for (const layer of layers()) {
        const push = layer.push
        layer.push = function (...entries) {
          const length = push.apply(this, entries)
          if (entries.some((entry) => update(entry, ours))) change(read())
          return length
        }
      }
    },
  }
}
