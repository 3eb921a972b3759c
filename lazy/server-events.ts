/** The server copies of events (on demand). */
import { provide } from '../src/loader'
import type { ServerEvents } from '../islands/tracking/server/types'

const sender: ServerEvents = { send() {}, retry() {} }

declare module '../src/assets' {
  interface Assets {
    'server-events': ServerEvents
  }
}

provide('server-events', sender)
