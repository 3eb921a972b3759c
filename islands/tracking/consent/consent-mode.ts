/**
 * Google Consent Mode v2 and Microsoft UET consent mode. When the consent core starts (before any Google or
 * Microsoft tag Saar injects: those come with consent, in the pixels bundle), each Google data layer the page uses
 * gets `consent default` with everything denied, waiting `wait_for_update` ms for a tool's answer, and UET's queue
 * the same; every choice after it, `consent update` with its values. PixelYourSite pushed `granted` by default and
 * never an update (tracking-consent.md §1.4). Each command Saar pushes is marked (google-marks.ts), so the Google
 * Consent Mode adapter never takes Saar's own back as a tool's answer.
 */
import { allows } from '../../../src/consent'
import type { ConsentState } from '../../../src/stores/consent'
import { printed } from '../../../src/stock-globals'
import { gaLayer, gtmLayer } from '../pixels/layers'
import { layers as googleLayers } from './adapters/google-consent-mode'
import { saarPushed } from './google-marks'

type Dict = Record<string, unknown>

/** The Google data layers of the page, found at start. */
let layers: unknown[][] = []
/** Whether the page has Microsoft's UET. */
let uet: unknown

/**
 * One gtag command, pushed as gtag itself pushes it (`function gtag(){dataLayer.push(arguments)}`): gtag.js takes
 * a command only from an Arguments object, never from an array.
 */
function gtag(this: unknown[], _command: 'consent', _kind: string, _values: Dict): void {
  // eslint-disable-next-line prefer-rest-params -- an Arguments object is what gtag.js reads as a command
  saarPushed.add(arguments), this.push(arguments)
}

/**
 * Pushes a consent command with a state's values (ads follow marketing, Google's analytics storage analytics) into
 * the Google layers `defaultConsentMode` found, and into UET's queue: whatever holds `uetq` now, the array before
 * bat.js, the UET object bat.js puts in its place after. A default waits `wait_for_update` ms for a tool's answer.
 */
function command(kind: 'default' | 'update', state: ConsentState): void {
  const ads = allows('marketing', state) ? 'granted' : 'denied'
  const values = { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: allows('analytics', state) ? 'granted' : 'denied' }
  for (const layer of layers) gtag.call(layer, 'consent', kind, kind == 'default' ? { ...values, wait_for_update: 500 } : values)
  if (uet) ((window as unknown as Dict).uetq as { push?(...items: unknown[]): void } | undefined)?.push?.('consent', kind, { ad_storage: ads })
}

/**
 * Pushes `consent default`, all denied, into each Google data layer of the page: gtag's with a GA block and GTM's
 * with a GTM block (named as PixelYourSite names them, pixels/layers.ts, made here when missing, so the default is
 * queued before the tag), and any of those or `dataLayer` already there (the Consent Mode adapter's list); and into
 * UET's queue with a Bing block or a queue already. A name that holds something other than an array is no data
 * layer (a hostile or mistaken name: `location`), and is left alone.
 */
export function defaultConsentMode(): void {
  const w = window as unknown as Dict
  const pys = printed('pysOptions') ?? {}
  for (const name of [pys.ga && gaLayer(), pys.gtm && gtmLayer()]) if (name) w[name as string] ??= []
  layers = googleLayers()
  if ((uet = pys.bing || w.uetq)) w.uetq ??= []
  command('default', { decided: false } as ConsentState)
}

/** Pushes `consent update` with a state's values wherever `defaultConsentMode` pushed its default. */
export const updateConsentMode = (state: ConsentState): void => command('update', state)
