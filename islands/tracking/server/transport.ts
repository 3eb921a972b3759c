/**
 * How a server event travels (spec §7, tracking-consent.md §1.6): to PixelYourSite's nonce-less REST route when the
 * page prints `pysFacebookRest`, with admin-ajax's `pys_api_event` as the fallback; else `pys_api_event` alone.
 *
 * Two ways, for two moments:
 * - `confirmSend`, while the page lives: a transport that answers, so a failure is known and the event stays in the
 *   outbox. REST goes by `fetch` (JSON, keepalive: if the page goes meanwhile the request still ends, and counts as
 *   handed over), then admin-ajax through src/ajax.ts (anti-spam fields; `-1`, `0`, garbage, a redirect, a timeout
 *   are failures).
 * - `handOver`, when the page goes: `sendBeacon` where the shop allows it (`useSendBeacon`), else a keepalive `fetch`,
 *   with a Blob: REST's fields as JSON (the route is same-origin, so no preflight), `pys_api_event`'s form-encoded
 *   and flattened to bracket keys as PixelYourSite does. Neither can say whether the server took it: the browser
 *   accepting it is all there is, which is why a page that stays never sends this way.
 */
import { allows } from '../../../src/consent'
import { adminAjaxRaw, withAntiSpam, type Payload, type PayloadValue } from '../../../src/ajax'
import { safeUrl } from '../../../src/safe-url'
import { settings, toBool } from '../../../src/settings'
import { printed } from '../../../src/stock-globals'
import type { Entry } from './outbox'

/** The key of the admin-ajax send in flight: src/ajax.ts aborts it by this key. */
export const SENDING = 'saar-server-event'

/** The REST route, when PixelYourSite prints one on the shop's own origin (a tampered address sends nothing there). */
const restUrl = (): string | undefined => {
  const url = printed('pysFacebookRest')?.restApiUrl
  return typeof url == 'string' && safeUrl(url, 'own') ? url : undefined
}

/** The REST route's fields (PixelYourSite's `sendRestAPIRequest`): params and pixel ids as JSON text, orders '0' when none. */
export function restFields({ e, url }: Entry): Record<string, string> {
  return { event: e.event, data: JSON.stringify(e.data), ids: JSON.stringify(e.ids), eventID: e.eventID, woo_order: e.woo_order || '0', edd_order: e.edd_order || '0', event_source_url: url }
}

/** The REST route's body: its fields as JSON (a Blob of that type: a beacon's body and a request's alike). */
const restBody = (entry: Entry): Blob => new Blob([JSON.stringify(restFields(entry))], { type: 'application/json' })

/** `pys_api_event`'s fields, with the page's `ajax_event` nonce (fresher than the page the event happened on). */
export function ajaxFields({ e, url }: Entry): Payload {
  return {
    action: 'pys_api_event',
    pixel: 'facebook',
    event: e.event,
    data: e.data as Payload,
    ids: e.ids,
    eventID: e.eventID,
    url,
    ajax_event: String(printed('pysOptions')?.ajax_event ?? ''),
    woo_order: e.woo_order,
    edd_order: e.edd_order,
  }
}

/**
 * A payload as PixelYourSite flattens it for a beacon: `data[contents][0][id]=…`, arrays indexed like objects,
 * null and undefined left out.
 */
export function flatten(value: PayloadValue, prefix = '', out = new URLSearchParams()): URLSearchParams {
  if (value && typeof value == 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}[${k}]` : k, out)
  else if (value != null) out.append(prefix, String(value))
  return out
}

/** Whether admin-ajax's answer says the event was taken: PixelYourSite answers nothing (`wp_die()`) or JSON success. */
function taken(text: string): boolean {
  try {
    return !text.trim() || (JSON.parse(text) as { success?: unknown }).success !== false
  } catch {
    return false
  }
}

/**
 * Sends one event and resolves with whether the server confirmed it. `keepalive(true)` is called while the request
 * in flight is the keepalive REST one (it outlives the page), `keepalive(false)` when it no longer is. `handedOver`
 * says the page, going, has counted that request as the send: then a failure seen afterwards (Chromium may drop the
 * answer of a page that goes, though the shop got the request) tries no fallback, which would send it twice.
 */
export async function confirmSend(entry: Entry, keepalive: (on: boolean) => void, handedOver: () => boolean = () => false): Promise<boolean> {
  const rest = restUrl()
  if (rest) {
    keepalive(true)
    try {
      const signal = AbortSignal.timeout(settings().ajaxTimeout)
      const res = await fetch(rest, { method: 'POST', body: restBody(entry), keepalive: true, signal })
      if (res.ok && (await res.json())) return true
    } catch {
      // refused, timed out, or not JSON (a redirect to a page): admin-ajax is next
    }
    if (handedOver()) return true
    keepalive(false)
    // Consent may have gone while the REST route was tried.
    if (!allows('facebook')) return false
  }
  const result = await adminAjaxRaw<string>('pys_api_event', ajaxFields(entry), { expect: 'text', key: SENDING })
  return result.ok && taken(result.data)
}

/**
 * Hands one event to the browser to send after the page has gone, if its body fits in `budget` bytes (beacons and
 * keepalive requests share a quota of about 64 kB). Resolves nothing: returns the bytes used, 0 when not handed over.
 */
export function handOver(entry: Entry, budget: number): number {
  const rest = restUrl()
  const url = rest ?? settings().ajaxUrl
  // A form body is percent-encoded: ASCII, no charset to say.
  const body = rest ? restBody(entry) : new Blob([String(withAntiSpam(flatten(ajaxFields(entry))))], { type: 'application/x-www-form-urlencoded' })
  const size = body.size
  if (size > budget || !safeUrl(url, 'own')) return 0
  try {
    if (toBool(printed('pysOptions')?.useSendBeacon) && navigator.sendBeacon(url, body)) return size
  } catch {
    // a browser that refuses the beacon: the keepalive request below
  }
  // A keepalive request over the quota fails, but only later: the budget is what keeps it under.
  fetch(url, { method: 'POST', body, keepalive: true }).catch(() => {})
  return size
}
