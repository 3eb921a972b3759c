/**
 * A revocation's forgetting reaches the server copies waiting in the outbox too: they are Meta's, and go with its
 * consent, even where the sender is not running on the page.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { forgetTracking } from '../../islands/tracking/consent/forget'
import { OUTBOX_KEY } from '../../islands/tracking/server/outbox'
import type { ConsentState } from '../../src/stores/consent'

const state = (marketing: boolean, destinations: ConsentState['destinations'] = {}): ConsentState => ({ decided: true, source: 'saar', analytics: true, marketing, destinations })

afterEach(() => localStorage.clear())

describe('forgetting on a revocation', () => {
  it("empties the server copies' outbox when Meta is no longer granted", () => {
    localStorage.setItem(OUTBOX_KEY, '{"v":1,"q":[],"s":{}}')
    forgetTracking(state(false))
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull()
  })

  it('keeps it while Meta is granted, by its category or on its own', () => {
    localStorage.setItem(OUTBOX_KEY, 'kept')
    forgetTracking(state(true))
    forgetTracking(state(false, { facebook: true }))
    expect(localStorage.getItem(OUTBOX_KEY)).toBe('kept')
  })
})
