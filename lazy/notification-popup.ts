/**
 * The recent-purchase popup (on demand): loaded by the first-load `notification` script when the initial delay ends.
 * STUB: the popup helper replaces it.
 */
import { provide } from '../src/loader'
import type { Popup, PopupStart } from '../islands/notification/types'

declare module '../src/assets' {
  interface Assets {
    'notification-popup': (start: PopupStart) => Popup
  }
}

provide('notification-popup', () => ({ stop() {} }))
