/**
 * Saar's own UI for its requests (src/own-ui-components.tsx: the busy veil, Saar's notice), loaded with React by the
 * cart page's code as it starts, by the checkout's at the first approach to the form, and wherever a notice must
 * show (src/own-ui.ts).
 */
import { provide } from '../src/loader'
import type { OwnUi } from '../src/own-ui'
import { ownUi } from '../src/own-ui-components'

declare module '../src/assets' {
  interface Assets {
    'own-ui': OwnUi
  }
}

provide('own-ui', ownUi)
