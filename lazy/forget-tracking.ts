/**
 * Expiring the tracking cookies a revocation takes back (islands/tracking/consent/forget.ts), on demand: only a
 * visitor who had consented and takes it back needs it, so the first-load tracking script does not carry the list.
 */
import { provide } from '../src/loader'
import { forgetTracking } from '../islands/tracking/consent/forget'

declare module '../src/assets' {
  interface Assets {
    'forget-tracking': typeof forgetTracking
  }
}

provide('forget-tracking', forgetTracking)
