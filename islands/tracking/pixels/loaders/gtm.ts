/**
 * Google Tag Manager: its container (domain, loader, data layer name, auth and preview as the GTM block says) and
 * events pushed to its data layer by spec §9's mapping, each ecommerce push after `{ecommerce: null}`. With the
 * container's placement off (`gtm_just_data_layer`) the shop loads the container itself: the data layer is still fed,
 * and the console says so (spec §8).
 */
import { gtmPushes } from '../payloads/gtm'
import { gtmLayer, layer } from '../layers'
import { inject, scriptUrl } from './inject'
import type { Loader } from './types'

let dl: unknown[] = []

export const gtm: Loader = {
  load(ids, block) {
    const name = gtmLayer()
    dl = layer(name)
    dl.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    if (block.gtm_just_data_layer) {
      console.warn('[saar] Google Tag Manager container code placement set to OFF')
      return Promise.resolve()
    }
    const text = (v: unknown, fallback: string): string => (typeof v == 'string' && v ? v : fallback)
    const domain = text(block.gtm_container_domain, 'www.googletagmanager.com')
    const loader = text(block.gtm_container_identifier, 'gtm').replace(/\.js$/, '')
    const url = new URL(scriptUrl(block, `${/^https?:/.test(domain) ? '' : 'https://'}${domain}/${loader}.js`), location.href)
    url.searchParams.set('id', ids[0]!)
    if (name != 'dataLayer') url.searchParams.set('l', name)
    if (block.gtm_auth && block.gtm_preview)
      for (const [k, v] of [['gtm_auth', block.gtm_auth], ['gtm_preview', block.gtm_preview], ['gtm_cookies_win', 'x']]) url.searchParams.set(k as string, String(v))
    void inject(url.href)
    return Promise.resolve()
  },
  send({ name, params, id }) {
    dl.push(...gtmPushes(name, params, id))
  },
}
