/**
 * The server copies of events (on demand): loaded by the tracking script when the outbox holds events and Meta's
 * consent is given, and by the pixels when they send one (islands/tracking/server/sender.ts).
 */
import { provide } from '../src/loader'
import { startSender } from '../islands/tracking/server/sender'
import type { ServerEvents } from '../islands/tracking/server/types'

declare module '../src/assets' {
  interface Assets {
    'server-events': ServerEvents
  }
}

provide('server-events', startSender())
