/** Saar's own consent banner (on demand, when the shop has no consent tool and has pixels on). */
import { provide } from '../src/loader'

const open = (): void => {}

declare module '../src/assets' {
  interface Assets {
    'consent-banner': typeof open
  }
}

provide('consent-banner', open)
