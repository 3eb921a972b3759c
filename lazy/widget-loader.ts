/**
 * The widget platform loader (on demand): loaded by the first-load `widgets` script with marketing consent, when
 * idle, and started once with the calls queued so far and the nonce of Saar's script tag (islands/widgets/boot.ts).
 */
import { provide } from '../src/loader'
import { bootWidgets } from '../islands/widgets/boot'
import type { StartWidgets } from '../islands/widgets/types'

declare module '../src/assets' {
  interface Assets {
    'widget-loader': StartWidgets
  }
}

provide('widget-loader', bootWidgets)
