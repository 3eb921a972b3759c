/**
 * The server-event sender (the `server-events` bundle's `ServerEvents`): events go through the outbox one at a time,
 * each after its delay (500 ms for link events), retried with backoff; when the page goes (`pagehide`, or hidden),
 * what still waits is handed to beacons at once. It follows $consent: without Meta's consent it sends nothing, and a
 * revocation empties the outbox.
 */
import { abortRequest } from '../../../src/ajax'
import { allows } from '../../../src/consent'
import { $consent } from '../../../src/stores/consent'
import * as outbox from './outbox'
import { confirmSend, handOver, SENDING } from './transport'
import type { ServerEvents } from './types'

/** Attempts of already-tried events one page makes at most (first sends are not counted): no retry storm. */
export const PAGE_RETRIES = 10

/** Bytes a flush hands to beacons at most: under the browser's ~64 kB, with room for a keepalive send in flight. */
const FLUSH_BUDGET = 48_000

/** Starts the sender: sends what the outbox holds now, and what `send` adds. */
export function startSender(): ServerEvents {
  let busy = false
  let retries = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  /**
   * The event being sent, whether its request is the keepalive one that outlives the page, and whether the page,
   * going, has counted that request as its send.
   */
  let current: { id: string; kept: boolean; handed?: boolean } | undefined
  /** Events of this page still in their delay: a flush sends them at once. */
  const delayed = new Set<string>()
  const allowed = (): boolean => allows('facebook')

  const schedule = (): void => {
    clearTimeout(timer)
    const at = outbox.next(retries < PAGE_RETRIES)
    if (at < Infinity) timer = setTimeout(pump, Math.max(0, at - Date.now()))
  }

  /** Sends the entries due, one at a time, then waits for the next one due. */
  async function pump(): Promise<void> {
    if (busy || !allowed()) return
    busy = true
    for (let entry; (entry = outbox.take(retries < PAGE_RETRIES)); ) {
      if (entry.n > 1) retries++
      const id = entry.e.eventID
      delayed.delete(id)
      const sending: NonNullable<typeof current> = (current = { id, kept: false })
      const sent = await confirmSend(entry, (on) => (sending.kept = on), () => !!sending.handed)
      current = undefined
      // A revocation meanwhile emptied the outbox: nothing more to take.
      outbox.settle(id, sent)
    }
    busy = false
    schedule()
  }

  /** The page goes: what is due or delayed leaves now, by beacon; what waits a backoff stays for the next page. */
  function flush(): void {
    if (!allowed()) return
    const now = Date.now()
    // A keepalive request ends without the page: handed over. An admin-ajax one would not: stopped, and beaconed.
    if (current?.kept) {
      outbox.settle(current.id, true, now)
      current.handed = true
    } else if (current) abortRequest(SENDING)
    let budget = FLUSH_BUDGET
    for (const entry of outbox.waiting(now)) {
      const id = entry.e.eventID
      if (entry.at > now && !delayed.has(id) && id != current?.id) continue
      const used = handOver(entry, budget)
      if (!used) break
      budget -= used
      delayed.delete(id)
      outbox.settle(id, true, now)
    }
  }

  /** From `pagehide` until the page shows again (back from the back-forward cache). */
  let leaving = false
  addEventListener('pagehide', () => ((leaving = true), flush()))
  addEventListener('pageshow', () => (leaving = false))
  document.addEventListener('visibilitychange', () => document.visibilityState == 'hidden' && flush())

  let was = false
  $consent.subscribe((state) => {
    const ok = allows('facebook', state)
    // A revocation (or a page whose choice denies Meta): nothing more goes, nothing waits.
    if (!ok && (was || state.decided)) {
      clearTimeout(timer)
      abortRequest(SENDING)
      delayed.clear()
      outbox.clear()
    }
    was = ok
    void pump()
  })

  return {
    send(event) {
      const { delay = 0, ...e } = event
      if (!allowed() || !outbox.add(e, location.href, delay)) return
      if (delay) delayed.add(e.eventID)
      // Raised while the page goes, or hidden (then it may be discarded without another event): by beacon at once.
      if (leaving || document.visibilityState == 'hidden') flush()
      else void pump()
    },
    retry: pump,
  }
}
