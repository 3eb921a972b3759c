/**
 * The `tracking` script, on every page: the consent core and the event bus, nothing more at first. It replaces
 * PixelYourSite's front end and WooCommerce's order attribution, and sends nothing anywhere before the shopper
 * consents. What a visitor who has not consented never needs loads on demand, when consent arrives (on this page
 * or an earlier one):
 * - `pixels`: the pixels PixelYourSite's `pysOptions` configures, their static and dynamic events;
 * - `attribution`: WooCommerce's order attribution, sourcebuster-compatible;
 * - `pys-attribution`: PixelYourSite's landing and UTM cookies, on a shop with PixelYourSite;
 * - `server-events`: the server copies of events, with their outbox (also at once when the outbox holds some);
 * - `consent-banner`: Saar's own banner, when the shop has no consent tool and has pixels on.
 * Where PixelYourSite's public.js or WooCommerce's order-attribution.js is still on the page (src/stock.ts), Saar's
 * pixels or attribution never load beside it: one script acts. The consent state stays Saar's (other islands read it).
 */
import { onReady } from '../src/dom'
import { ORDER_ATTRIBUTION, PIXELS, standsDown } from '../src/stock'
import { loadAsset } from '../src/loader'
import { $consent } from '../src/stores/consent'
import { startConsent } from '../islands/tracking/consent/start'
import { startBus } from '../islands/tracking/bus'
import { wantsPixels } from '../islands/tracking/pixels/wants'
import { wantsPys, wantsSourcebuster } from '../islands/tracking/attribution/wants'
import { wantsServerEvents } from '../islands/tracking/server/wants'

onReady(() => {
  // Where PixelYourSite's public.js fires the pixels, Saar catches no action for them.
  const bus = standsDown(PIXELS) ? undefined : startBus()
  startConsent(!!bus)
  // What a stock handler on the page has is marked loaded: never brought.
  // PixelYourSite's visit cookies go with its pixels (public.js), WooCommerce's attribution with order-attribution.js.
  const loaded = new Set<string>()
  if (!bus) loaded.add('pixels').add('pys-attribution')
  if (standsDown(ORDER_ATTRIBUTION)) loaded.add('attribution')
  const once = (name: 'pixels' | 'attribution' | 'pys-attribution' | 'server-events', start: () => Promise<unknown>) => {
    if (loaded.has(name)) return
    loaded.add(name)
    start().catch((error: unknown) => console.warn('[saar]', error))
  }
  // Each bundle follows $consent itself once here (a revocation stops it); this only brings it when first needed.
  $consent.subscribe((state) => {
    if (bus && wantsPixels(state)) once('pixels', () => loadAsset('pixels').then((start) => start(bus)))
    if (wantsSourcebuster(state)) once('attribution', () => loadAsset('attribution').then((start) => start()))
    if (wantsPys(state)) once('pys-attribution', () => loadAsset('pys-attribution').then((start) => start()))
    if (wantsServerEvents(state)) once('server-events', () => loadAsset('server-events').then((sender) => sender.retry()))
  })
})
