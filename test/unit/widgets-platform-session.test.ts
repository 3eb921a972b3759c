/**
 * The widget platform's stored state (islands/widgets/platform/session.ts, spec §9): the session clearing at the
 * hour's boundary, the last access kept 365 days, the first click ids, and tampered values.
 */
import { describe, expect, it } from 'vitest'
import {
  captureClickIds,
  clearStoredState,
  clickIds,
  FBCLID_KEY,
  GCLID_KEY,
  LAST_ACCESS_KEY,
  touchSession,
  widgetStorage,
} from '../../islands/widgets/platform/session'

const t0 = Date.UTC(2026, 10, 24, 12)
const hour = 3_600_000

/** A storage with session data of both prefixes, a click id and someone else's key, last accessed at `last`. */
function stored(last?: string): Storage {
  const s = widgetStorage()
  s.setItem('_ZB_STATIC_SS_widgets', '{"a":1}')
  s.setItem('_ZB_STATS_SS_a1b2c3d4_view', '1')
  s.setItem(GCLID_KEY, 'Cj0KCQ')
  s.setItem('woocommerce_cart_hash', 'abc')
  if (last !== undefined) s.setItem(LAST_ACCESS_KEY, last)
  return s
}
const session = (s: Storage): Array<string | null> => [s.getItem('_ZB_STATIC_SS_widgets'), s.getItem('_ZB_STATS_SS_a1b2c3d4_view')]

describe('touchSession', () => {
  it('keeps the session data up to exactly 3,600 s since the last access, and records the access', () => {
    for (const gap of [0, 1, 60_000, hour]) {
      const s = stored(String(t0))
      expect(touchSession(s, t0 + gap), `${gap} ms`).toBe(false)
      expect(session(s)).toEqual(['{"a":1}', '1'])
      expect(s.getItem(LAST_ACCESS_KEY)).toBe(String(t0 + gap))
    }
  })

  it('clears it after more than 3,600 s (one millisecond over), keeping the click ids and others’ keys', () => {
    for (const gap of [hour + 1, 2 * hour, 30 * 86_400_000]) {
      const s = stored(String(t0))
      expect(touchSession(s, t0 + gap), `${gap} ms`).toBe(true)
      expect(session(s)).toEqual([null, null])
      expect([s.getItem(GCLID_KEY), s.getItem('woocommerce_cart_hash')]).toEqual(['Cj0KCQ', 'abc'])
      expect(s.getItem(LAST_ACCESS_KEY)).toBe(String(t0 + gap))
    }
  })

  it('a session kept alive by accesses within the hour lasts longer than an hour', () => {
    const s = stored(String(t0))
    for (let i = 1; i <= 5; i++) expect(touchSession(s, t0 + i * 50 * 60_000)).toBe(false)
    expect(session(s)).toEqual(['{"a":1}', '1'])
  })

  it('a first visit, or a missing, garbled, negative or future last access, starts a new session', () => {
    for (const last of [undefined, '', 'abc', '12abc', '-5', '1e12', 'NaN', 'Infinity', ' 1764', String(t0 + 60_000), '9'.repeat(40)]) {
      const s = stored(last)
      expect(touchSession(s, t0), String(last)).toBe(true)
      expect(session(s)).toEqual([null, null])
      expect(s.getItem(LAST_ACCESS_KEY)).toBe(String(t0))
    }
  })

  it('a storage that refuses writes is no error', () => {
    const s = stored(String(t0))
    const refusing = Object.assign(Object.create(s) as Storage, { setItem: () => { throw new Error('QuotaExceededError') } })
    expect(() => touchSession(refusing, t0 + 2 * hour)).not.toThrow()
  })
})

describe('clearStoredState', () => {
  it('removes every session key and the last access, and nothing else', () => {
    const s = stored(String(t0))
    for (let i = 0; i < 20; i++) s.setItem(`_ZB_STATIC_SS_${i}`, String(i))
    clearStoredState(s)
    expect(Object.keys(s).sort()).toEqual([GCLID_KEY, 'woocommerce_cart_hash'])
  })
})

describe('captureClickIds', () => {
  it('keeps the first gclid and fbclid of the query', () => {
    const s = widgetStorage()
    captureClickIds('?utm_source=x&gclid=first&gclid=second&fbclid=IwAR1_a-b&fbclid=other', s)
    expect([s.getItem(GCLID_KEY), s.getItem(FBCLID_KEY)]).toEqual(['first', 'IwAR1_a-b'])
  })

  it('takes either case of the name, whichever comes first', () => {
    const s = widgetStorage()
    captureClickIds('?GCLID=upper&gclid=lower&FbClId=mixed', s)
    expect(clickIds(s)).toEqual({ gclid: 'upper', fbclid: 'mixed' })
  })

  it('never overwrites a kept id, and keeps nothing when none is given', () => {
    const s = widgetStorage()
    captureClickIds('?gclid=first', s)
    captureClickIds('?gclid=later&fbclid=fb1', s)
    captureClickIds('?page=2', s)
    expect(clickIds(s)).toEqual({ gclid: 'first', fbclid: 'fb1' })
    const empty = widgetStorage()
    captureClickIds('?gclid=&fbclid', empty)
    expect([empty.getItem(GCLID_KEY), empty.getItem(FBCLID_KEY)]).toEqual([null, null])
  })

  it('keeps no hostile value, and replaces a tampered kept one', () => {
    const s = widgetStorage()
    captureClickIds(`?gclid=${encodeURIComponent('<img src=x onerror=alert(1)>')}&fbclid=${'a'.repeat(600)}`, s)
    expect([s.getItem(GCLID_KEY), s.getItem(FBCLID_KEY)]).toEqual([null, null])
    s.setItem(GCLID_KEY, '"><script>')
    expect(clickIds(s).gclid, 'a tampered value is no click id').toBeUndefined()
    captureClickIds('?gclid=real', s)
    expect(clickIds(s).gclid).toBe('real')
  })
})
