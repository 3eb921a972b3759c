/**
 * GA4 through gtag, on its own data layer (`dataLayerPYS` unless the shop names another, layers.ts): `gtag.js` with
 * that layer (`l=`), `config` per measurement id, events with `send_to` and the action's `event_id`.
 */
import { gaLayer, layer } from '../layers'
import { inject, scriptUrl } from './inject'
import type { Loader } from './types'

let gtag: (...args: unknown[]) => void = () => {}

export const google: Loader = {
  load(ids, block) {
    const name = gaLayer()
    const dl = layer(name)
    // gtag.js reads commands as Arguments objects, never arrays: the stub pushes `arguments` itself.
    gtag = function () {
      // eslint-disable-next-line prefer-rest-params
      dl.push(arguments)
    }
    const url = new URL(scriptUrl(block, 'https://www.googletagmanager.com/gtag/js'), location.href)
    url.searchParams.set('id', ids[0]!)
    url.searchParams.set('l', name)
    void inject(url.href)
    gtag('js', new Date())
    const config = (block.additionalConfig ?? {}) as Record<string, unknown>
    // The shop's PixelYourSite switches for Google signals and ad personalisation, as its own script passes them.
    const flags = { ...(!!block.disableAdvertisingFeatures && { allow_google_signals: false }), ...(!!block.disableAdvertisingPersonalization && { allow_ad_personalization_signals: false }) }
    for (const id of ids) gtag('config', id, { ...(config[id] as object), ...flags })
    return Promise.resolve()
  },
  send({ name, params, id }, ids) {
    gtag('event', name, { ...params, send_to: ids, event_id: id })
  },
}
