/**
 * PixelYourSite's visit cookies and checkout fields (on demand, on a shop with PixelYourSite, when analytics or
 * marketing is granted: islands/tracking/attribution/pys-start.ts).
 */
import { provide } from '../src/loader'
import { startPysAttribution } from '../islands/tracking/attribution/pys-start'

declare module '../src/assets' {
  interface Assets {
    'pys-attribution': typeof startPysAttribution
  }
}

provide('pys-attribution', startPysAttribution)
