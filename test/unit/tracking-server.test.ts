/**
 * The server events' outbox (islands/tracking/server/outbox.ts) and the bodies its transports send
 * (islands/tracking/server/transport.ts): what is stored, when an event is tried again, what expires, what is never
 * sent twice, what a tampered store becomes; PixelYourSite's field names and its bracket flattening for beacons.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Entry } from '../../islands/tracking/server/outbox'

type Outbox = typeof import('../../islands/tracking/server/outbox')

/** localStorage as a browser keeps it; `refuse` makes every call throw (a private mode, a blocked storage). */
class MemoryStorage {
  items = new Map<string, string>()
  refuse: 'none' | 'all' | 'writes' = 'none'
  getItem(key: string): string | null {
    if (this.refuse == 'all') throw new DOMException('denied', 'SecurityError')
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    if (this.refuse != 'none') throw new DOMException('full', 'QuotaExceededError')
    this.items.set(key, value)
  }
  removeItem(key: string): void {
    if (this.refuse == 'all') throw new DOMException('denied', 'SecurityError')
    this.items.delete(key)
  }
}

let storage: MemoryStorage
/** A fresh outbox module (its in-memory fallback is per page, so per test). */
let outbox: Outbox

beforeEach(async () => {
  storage = new MemoryStorage()
  vi.stubGlobal('localStorage', storage)
  vi.resetModules()
  outbox = await import('../../islands/tracking/server/outbox')
})
afterEach(() => void vi.unstubAllGlobals())

const T0 = 1_800_000_000_000
const event = (eventID: string) => ({ event: 'AddToCart', data: { value: 12.5, currency: 'EUR', contents: [{ id: '101', quantity: 2 }] }, ids: ['1000000000000001'], eventID })
const stored = () => JSON.parse(storage.items.get(outbox.OUTBOX_KEY) ?? 'null') as { v: number; q: Entry[]; s: Record<string, number> } | null

describe('outbox', () => {
  it('writes an event before it is sent, in one versioned key, and removes it when the send is confirmed', () => {
    expect(outbox.add(event('a'), 'https://pood.test/toode/x/', 0, T0)).toBe(true)
    expect(stored()).toEqual({ v: 1, q: [{ e: event('a'), url: 'https://pood.test/toode/x/', t: T0, n: 0, at: T0 }], s: {} })
    expect(outbox.pending()).toBe(true)
    const taken = outbox.take(true, T0)
    expect(taken?.e.eventID).toBe('a')
    outbox.settle('a', true, T0 + 100)
    expect(stored()).toEqual({ v: 1, q: [], s: { a: T0 + 100 } })
    expect(outbox.pending()).toBe(false)
  })

  it('holds an event through its delay', () => {
    outbox.add(event('link'), '/', 500, T0)
    expect(outbox.take(true, T0 + 499)).toBeUndefined()
    expect(outbox.next(true, T0)).toBe(T0 + 500)
    expect(outbox.take(true, T0 + 500)?.e.eventID).toBe('link')
  })

  it('leases an entry while it is being sent, so another tab does not send it too', () => {
    outbox.add(event('a'), '/', 0, T0)
    expect(outbox.take(true, T0)?.n).toBe(1)
    expect(outbox.take(true, T0 + 1000)).toBeUndefined()
    expect(stored()?.q[0]?.at).toBe(T0 + outbox.LEASE)
  })

  it('retries a failed send with exponential backoff, then gives it up after its last attempt', () => {
    outbox.add(event('a'), '/', 0, T0)
    let now = T0
    const waits: number[] = []
    for (let attempt = 1; attempt <= outbox.MAX_ATTEMPTS; attempt++) {
      const entry = outbox.take(true, now)
      expect(entry?.n).toBe(attempt)
      outbox.settle('a', false, now)
      if (attempt == outbox.MAX_ATTEMPTS) break
      const at = outbox.next(true, now)
      // Not a moment earlier.
      expect(outbox.take(true, at - 1)).toBeUndefined()
      waits.push(at - now)
      now = at
    }
    expect(waits).toEqual([2000, 4000, 8000, 16000, 32000])
    expect(stored()).toBeNull()
    expect(outbox.next(true, now)).toBe(Infinity)
  })

  it('takes only first sends when the page has used its retries', () => {
    outbox.add(event('old'), '/', 0, T0)
    outbox.take(true, T0)
    outbox.settle('old', false, T0)
    outbox.add(event('new'), '/', 0, T0 + 10_000)
    expect(outbox.take(false, T0 + 10_000)?.e.eventID).toBe('new')
    expect(outbox.take(false, T0 + 10_000)).toBeUndefined()
    expect(outbox.next(false, T0 + 10_000)).toBe(Infinity)
    expect(outbox.take(true, T0 + 10_000)?.e.eventID).toBe('old')
  })

  it('expires an event a day after it was written, and forgets sent ids after a day', () => {
    outbox.add(event('stale'), '/', 0, T0)
    outbox.add(event('sent'), '/', 0, T0)
    outbox.take(true, T0)
    outbox.take(true, T0)
    outbox.settle('sent', true, T0)
    outbox.settle('stale', false, T0)
    expect(outbox.waiting(T0 + outbox.TTL - 1).map((x) => x.e.eventID)).toEqual(['stale'])
    expect(outbox.take(true, T0 + outbox.TTL)).toBeUndefined()
    expect(stored()).toBeNull()
    // A day on, the id may be used again (the event itself is long gone).
    expect(outbox.add(event('sent'), '/', 0, T0 + outbox.TTL)).toBe(true)
  })

  it('sends an event_id at most once: waiting or already sent, a second add is refused', () => {
    expect(outbox.add(event('a'), '/', 0, T0)).toBe(true)
    expect(outbox.add(event('a'), '/other/', 0, T0)).toBe(false)
    outbox.take(true, T0)
    outbox.settle('a', true, T0)
    expect(outbox.add(event('a'), '/', 0, T0 + 1000)).toBe(false)
    // Ids that a plain object has by inheritance are ids like any other.
    expect(outbox.add(event('toString'), '/', 0, T0)).toBe(true)
    expect(outbox.add(event('__proto__'), '/', 0, T0)).toBe(true)
    expect(outbox.waiting(T0).map((x) => x.e.eventID)).toEqual(['toString', '__proto__'])
  })

  it('keeps at most 100 events waiting, the oldest going first', () => {
    for (let i = 0; i < 105; i++) outbox.add(event(`e${i}`), '/', 0, T0 + i)
    const ids = outbox.waiting(T0 + 200).map((x) => x.e.eventID)
    expect(ids).toHaveLength(100)
    expect(ids[0]).toBe('e5')
    expect(ids.at(-1)).toBe('e104')
  })

  it('drops a tampered or unreadable outbox without a throw, and keeps the valid entries of a damaged one', () => {
    for (const text of ['{not json', '[]', 'null', '{"v":2,"q":[],"s":{}}', '{"v":1,"q":{},"s":{}}', '"text"']) {
      storage.items.set(outbox.OUTBOX_KEY, text)
      expect(outbox.waiting(T0)).toEqual([])
      expect(outbox.pending()).toBe(false)
      expect(storage.items.has(outbox.OUTBOX_KEY)).toBe(false)
    }
    const good = { e: event('ok'), url: '/', t: T0, n: 0, at: T0 }
    storage.items.set(outbox.OUTBOX_KEY, JSON.stringify({ v: 1, q: [null, 7, { e: {} }, { e: { eventID: 5 } }, { ...good, t: 'x' }, { ...good, n: null }, good], s: { old: 'x', __proto__: 1 } }))
    expect(outbox.waiting(T0)).toEqual([good])
    expect(outbox.take(true, T0)?.e.eventID).toBe('ok')
  })

  it('keeps working in memory for the page where storage refuses, and says nothing waits to the next page', () => {
    storage.refuse = 'all'
    expect(outbox.pending()).toBe(false)
    expect(outbox.add(event('a'), '/', 0, T0)).toBe(true)
    expect(outbox.take(true, T0)?.e.eventID).toBe('a')
    outbox.settle('a', true, T0)
    expect(outbox.add(event('a'), '/', 0, T0)).toBe(false)
    outbox.clear()
    expect(outbox.add(event('a'), '/', 0, T0)).toBe(true)
  })

  it('keeps the event in memory when storage is full, rather than losing it', () => {
    storage.refuse = 'writes'
    expect(outbox.add(event('a'), '/', 0, T0)).toBe(true)
    expect(outbox.take(true, T0)?.e.eventID).toBe('a')
  })

  it('is emptied by a revocation: nothing waits, no id is remembered', () => {
    outbox.add(event('a'), '/', 0, T0)
    outbox.add(event('b'), '/', 0, T0)
    outbox.take(true, T0)
    outbox.settle('a', true, T0)
    outbox.clear()
    expect(storage.items.has(outbox.OUTBOX_KEY)).toBe(false)
    expect(outbox.waiting(T0)).toEqual([])
  })
})

describe('transport bodies', () => {
  const entry = (e: Partial<Entry['e']> = {}): Entry => ({ e: { ...event('id-1'), ...e }, url: 'https://pood.test/toode/villane-sall/?utm_source=x', t: T0, n: 0, at: T0 })
  let transport: typeof import('../../islands/tracking/server/transport')
  beforeEach(async () => {
    vi.stubGlobal('pysOptions', { ajax_event: 'nonce-1', useSendBeacon: '1' })
    transport = await import('../../islands/tracking/server/transport')
  })

  it('flattens nested objects and arrays into bracket keys as PixelYourSite does, leaving out null and undefined', () => {
    const body = transport.flatten({ a: 1, b: { c: [{ id: '7', q: 2 }, 'x'], d: true }, e: null, f: undefined, g: '', h: [] })
    expect([...body]).toEqual([
      ['a', '1'],
      ['b[c][0][id]', '7'],
      ['b[c][0][q]', '2'],
      ['b[c][1]', 'x'],
      ['b[d]', 'true'],
      ['g', ''],
    ])
    expect(body.toString()).toBe('a=1&b%5Bc%5D%5B0%5D%5Bid%5D=7&b%5Bc%5D%5B0%5D%5Bq%5D=2&b%5Bc%5D%5B1%5D=x&b%5Bd%5D=true&g=')
  })

  it('gives pys_api_event its fields, with the page nonce', () => {
    const body = transport.flatten(transport.ajaxFields(entry({ woo_order: '1234' })))
    expect(Object.fromEntries(body)).toEqual({
      action: 'pys_api_event',
      pixel: 'facebook',
      event: 'AddToCart',
      'data[value]': '12.5',
      'data[currency]': 'EUR',
      'data[contents][0][id]': '101',
      'data[contents][0][quantity]': '2',
      'ids[0]': '1000000000000001',
      eventID: 'id-1',
      url: 'https://pood.test/toode/villane-sall/?utm_source=x',
      ajax_event: 'nonce-1',
      woo_order: '1234',
    })
  })

  it("gives the REST route PixelYourSite's fields: params and ids as JSON text, no order as '0'", () => {
    expect(transport.restFields(entry())).toEqual({
      event: 'AddToCart',
      data: '{"value":12.5,"currency":"EUR","contents":[{"id":"101","quantity":2}]}',
      ids: '["1000000000000001"]',
      eventID: 'id-1',
      woo_order: '0',
      edd_order: '0',
      event_source_url: 'https://pood.test/toode/villane-sall/?utm_source=x',
    })
  })

  it('sends an empty nonce, not "undefined", where the page printed none', () => {
    vi.stubGlobal('pysOptions', undefined)
    expect(transport.ajaxFields(entry()).ajax_event).toBe('')
  })
})
