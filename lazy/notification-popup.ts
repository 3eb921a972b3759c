/**
 * The recent-purchase popup (on demand): loaded by the first-load `notification` script when the initial delay ends,
 * and provided once its own sheet (lazy/notification-popup.css) has loaded. islands/notification/popup.ts.
 */
import { linkBundleSheet } from '../src/bundle-sheet'
import { provide } from '../src/loader'
import { startPopup } from '../islands/notification/popup'
import type { Popup, PopupStart } from '../islands/notification/types'

declare module '../src/assets' {
  interface Assets {
    'notification-popup': (start: PopupStart) => Popup
  }
}

provide('notification-popup', linkBundleSheet().then(() => startPopup))
