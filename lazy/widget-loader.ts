/**
 * The widget platform loader (on demand): loaded by the first-load `widgets` script with consent, when idle.
 * STUB: the loader helper replaces it.
 */
import { provide } from '../src/loader'
import type { StartWidgets } from '../islands/widgets/types'

declare module '../src/assets' {
  interface Assets {
    'widget-loader': StartWidgets
  }
}

provide('widget-loader', ({ queue }) => queue.forEach((call) => call.resolve(false)))
