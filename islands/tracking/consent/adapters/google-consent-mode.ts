/**
 * Google Consent Mode commands already in the data layers (tracking-consent.md §3.2): a tool that feeds Google's
 * tags (a CMP template in GTM, a plugin calling gtag) says the visitor's answer as `gtag('consent', 'update', {…})`,
 * pushed as an `arguments` object (gtag) or an array (`['consent', 'update', {…}]`) onto `dataLayer`, gtag's own
 * layer (PixelYourSite's `dataLayerPYS`) or the GTM container's (pixels/layers.ts). Each type's last update
 * counts: `analytics_storage` granted is analytics; `ad_storage` and `ad_user_data` both granted is marketing (ad
 * storage alone is Consent Mode v1, which says nothing of sending user data to Google's ads).
 *
 * Only updates are a visitor's answer: a `consent default` is the site's setting before anyone asked. Saar's own
 * commands (google-marks.ts) are never read back. Later pushes are followed by wrapping each layer's `push`
 * (gtag.js and GTM chain to the push they find, so wrapping before or after them both hold).
 */
import { gaLayer, gtmLayer } from '../../pixels/layers'
import { saarPushed } from '../google-marks'
import type { Probe, Reader } from './on-demand'
import { choice, global, safe } from './reading'

type Command = ArrayLike<unknown>
type Layer = Command[]

/** The data layers a Google tag of this shop may use: the usual one, gtag's and GTM's as PixelYourSite names them. */
export function layers(): Layer[] {
  return [...new Set(['dataLayer', gaLayer(), gtmLayer()])].map((name) => global[name]).filter((layer): layer is Layer => Array.isArray(layer))
}

/** A `consent` command someone other than Saar (`ours`) pushed, as its kind and settings; undefined for anything else. */
const command = (entry: unknown, ours: WeakSet<object>): [kind: unknown, settings: Record<string, unknown>] | undefined =>
  safe(() => {
    const pushed = entry as Command
    const settings = pushed[2]
    return pushed[0] == 'consent' && !ours.has(pushed) && settings && typeof settings == 'object' ? [pushed[1], settings as Record<string, unknown>] : undefined
  })

/** The settings of a `consent update`; undefined for anything else. */
const update = (entry: unknown, ours: WeakSet<object>): Record<string, unknown> | undefined => {
  const found = command(entry, ours)
  return found?.[0] == 'update' ? found[1] : undefined
}

const name = 'google-consent-mode'

/**
 * Whether a tool speaks Consent Mode here (first load: the probe the consent core asks): it pushed an update, or a
 * default that waits for one (`wait_for_update`: a banner will answer). A site's plain default (GTM4WP's, set by the
 * owner) is no tool.
 */
export const googleConsentModeProbe: Probe = {
  name,
  present: () =>
    !!safe(() =>
      layers().some((layer) =>
        layer.some((entry) => {
          const settings = entry?.[2] as object
          return entry?.[0] == 'consent' && !saarPushed.has(entry) && Object(settings) === settings && (entry[1] == 'update' || 'wait_for_update' in settings)
        }),
      ),
    ),
}

/**
 * The answer, followed (on demand: once the tool is found). `ours` is the consent core's `saarPushed`, handed over
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
