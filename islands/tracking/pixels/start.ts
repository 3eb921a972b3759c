/**
 * The pixels, started when consent for one of them arrives (lazy/pixels.ts), from PixelYourSite's own `pysOptions`:
 *
 * 1. the shop's filters, refreshed first when it asks (gdpr.ts);
 * 2. each configured destination that consent allows and no filter turns off: its loader (loaders/), then its
 *    static events, once, each after its `delay`;
 * 3. the bus's actions (add to cart, remove from cart), each fanned out with its one id to every active destination
 *    by the platform's payload builder (payloads/), and the Facebook copy to the server with the same id;
 * 4. hook mode's late events (late-event.ts);
 * 5. the automatic events and custom triggers (automatic.ts, triggers.ts), through the same fan-out.
 *
 * It follows $consent: a destination revoked is back to uninitialised (no more events; Meta's and Pinterest's own
 * consent switch), granted again it resumes without firing its static events twice.
 */
import { allows, DESTINATIONS } from '../../../src/consent'
import { loadAsset } from '../../../src/loader'
import { toBool, toNumber } from '../../../src/settings'
import { printed, pysOptions } from '../../../src/stock-globals'
import { $consent, type Destination } from '../../../src/stores/consent'
import { ADD_KEY, eventId, REMOVE_KEY, type Bus, type Snapshot, type TrackedAction } from '../bus'
import { added, removed } from './cart-actions'
import type { FireDynamic, FireOptions, PysEvent } from './fire'
import { filtered, refreshFilters } from './gdpr'
import { watchLateEvents } from './late-event'
import { watchAutomatic } from './automatic'
import { watchTriggers } from './triggers'
import { fields as dict, list } from './watch'
import { addedCommerce, removedCommerce } from './products'
import { pixelIds } from './wants'
import type { Commerce } from './payloads/commerce'
import { metaPayload } from './payloads/meta'
import { ga4Payload } from './payloads/ga4'
import { gtmPayload } from './payloads/gtm'
import { pinterestPayload } from './payloads/pinterest'
import { uetPayload } from './payloads/uet'
import type { Loader, PixelEvent } from './loaders/types'
import { meta } from './loaders/meta'
import { google } from './loaders/google'
import { gtm } from './loaders/gtm'
import { pinterest } from './loaders/pinterest'
import { uet } from './loaders/uet'

type Dict = Record<string, unknown>

const LOADERS: Record<Destination, Loader> = { facebook: meta, ga: google, gtm, pinterest, bing: uet }

/** Each platform's fields of a cart event. */
const PAYLOADS: Record<Destination, (c: Commerce, name: string) => Dict> = {
  facebook: metaPayload,
  ga: ga4Payload,
  gtm: gtmPayload,
  pinterest: pinterestPayload,
  bing: (c, name) => uetPayload(name, c),
}

/** A cart event's name where the shop printed no template for a destination: Meta's, else GA4's (Pinterest's and UET's own names follow from it). */
const defaultName = (key: string, destination: Destination): string =>
  (key == ADD_KEY ? ['AddToCart', 'add_to_cart'] : ['RemoveFromCart', 'remove_from_cart'])[destination == 'facebook' ? 0 : 1]!

/** One configured destination's state on this page. */
interface Pixel {
  destination: Destination
  ids: string[]
  block: Dict
  /** Consent allows it and no filter turns it off. */
  on: boolean
  /** Its loader's work, once (after a failure too: the events then go to a stub nobody reads). */
  loaded?: Promise<void>
}

/** Starts the pixels (see above); returns the fan-out the automatic events and triggers use. */
export async function startPixels(bus: Bus): Promise<FireDynamic | undefined> {
  const options = printed('pysOptions')
  if (!options) return
  await refreshFilters(options)
  const woo = dict(options.woo)
  const fb = dict(options.facebook)
  const pixels: Pixel[] = DESTINATIONS.filter((d) => pixelIds(d).length).map((destination) => ({ destination, ids: pixelIds(destination), block: dict(options[destination]), on: false }))

  /** Sends an event to a destination once it is loaded, if it is still on then. */
  const send = (pixel: Pixel, event: PixelEvent): void =>
    void pixel.loaded?.then(() => {
      if (pixel.on) LOADERS[pixel.destination].send(event, pixel.ids)
    })

  /** The server copy of a Facebook event (PixelYourSite's `serverApiEnabled`; static ones with `ajaxForServerStaticEvent`). */
  const toServer = (event: PixelEvent, source: Dict, dynamic: boolean, delay?: number): void => {
    if (!fb.serverApiEnabled || !toBool(dynamic ? options.ajaxForServerEvent : options.ajaxForServerStaticEvent, true)) return
    const order = (key: string): string | undefined => (source[key] ? String(source[key]) : undefined)
    loadAsset('server-events').then(
      (server) => server.send({ event: event.name, data: event.params, ids: pixelIds('facebook'), eventID: event.id, woo_order: order('woo_order'), edd_order: order('edd_order'), delay }),
      (error: unknown) => console.warn('[saar]', error),
    )
  }

  /** One event to one destination, and its server copy when it is Facebook's; after `delay` seconds, if still on. */
  const emit = (pixel: Pixel, event: PixelEvent, source: Dict, dynamic: boolean, delay = 0, serverDelay?: number): void => {
    const go = (): void => {
      if (!pixel.on) return
      send(pixel, event)
      if (pixel.destination == 'facebook') toServer(event, source, dynamic, serverDelay)
    }
    if (delay > 0) setTimeout(go, delay * 1000)
    else go()
  }

  const statics = (pixel: Pixel): void => {
    for (const [key, events] of Object.entries(dict(dict(options.staticEvents)[pixel.destination])))
      for (const e of list(events) as Dict[]) {
        const event = { name: String(e.name ?? ''), params: dict(e.params), id: typeof e.eventID == 'string' && e.eventID ? e.eventID : eventId(), init: key == 'init_event' }
        emit(pixel, event, e, false, toNumber(e.delay, 0))
      }
  }

  /** The automatic events' and triggers' fan-out (fire.ts): one id for every copy. */
  const fire: FireDynamic = (key: string, templates: Partial<Record<Destination, PysEvent>>, params = {}, fireOptions: FireOptions = {}) => {
    const id = eventId()
    for (const pixel of pixels) {
      const template = templates[pixel.destination]
      if (template) emit(pixel, { name: String(template.name ?? key), params: { ...dict(template.params), ...params }, id }, template, true, fireOptions.delay ?? toNumber(template.delay, 0), fireOptions.link ? 500 : undefined)
    }
  }
  /**
   * The automatic events and triggers watch while some destination is on: a revocation of all stops them, so what
   * fires once per page is not spent while nobody may hear it, and a new grant starts them again.
   */
  let watching: (() => void) | undefined
  const watch = (on: boolean): void => {
    if (on && !watching) {
      const normalised = pysOptions()!
      const stops = [watchAutomatic(normalised, fire), watchTriggers(normalised, fire)]
      watching = () => stops.forEach((stop) => stop())
    } else if (!on && watching) watching = void watching()
  }

  const follow = (): void => {
    for (const pixel of pixels) {
      const on = allows(pixel.destination) && !filtered(options, pixel.destination)
      if (on == pixel.on) continue
      pixel.on = on
      const loader = LOADERS[pixel.destination]
      if (!on) loader.revoke?.()
      else if (pixel.loaded) loader.grant?.()
      else {
        pixel.loaded = loader.load(pixel.ids, pixel.block, options).catch((error: unknown) => console.warn('[saar]', error))
        statics(pixel)
      }
    }
    watch(pixels.some((p) => p.on))
  }
  $consent.subscribe(follow)

  const hook = woo.addToCartCatchMethod == 'add_cart_hook'
  bus.take((action: TrackedAction) => {
    const snapshot = action.data as Snapshot
    const data = action.key == ADD_KEY ? added(snapshot) : removed(snapshot)
    const all = dict(dict(options.dynamicEvents)[action.key])
    // The shop's own switches: WooCommerce events on, add to cart caught by script (hook mode: the shop makes it).
    const templates = action.key == REMOVE_KEY ? dict(all[data?.cartKey ?? '']) : all
    if (!data || !toBool(woo.enabled, true) || !Object.keys(templates).length || (action.key == ADD_KEY && hook)) return
    for (const pixel of pixels) {
      const template = templates[pixel.destination] as Dict | undefined
      const commerce = action.key == ADD_KEY ? addedCommerce(data, pixel.block) : removedCommerce(templates)
      if (!commerce) continue
      const name = String(template?.name ?? defaultName(action.key, pixel.destination))
      emit(pixel, { name, params: { ...dict(template?.params), ...PAYLOADS[pixel.destination](commerce, name) }, id: action.id }, {}, true)
    }
  })

  if (hook) watchLateEvents((destination, event, id) => {
    const pixel = pixels.find((p) => p.destination == destination)
    // Its server copy went from the shop already.
    if (pixel?.on) send(pixel, { name: String(event.name ?? ''), params: dict(event.params), id: id || eventId() })
  })

  return fire
}
