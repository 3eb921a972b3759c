/**
 * WooCommerce's order attribution (on demand, when consent allows it): sourcebuster-compatible cookies and
 * WooCommerce's inputs (islands/tracking/attribution/start.ts). PixelYourSite's part is lazy/pys-attribution.ts.
 */
import { provide } from '../src/loader'
import { startAttribution } from '../islands/tracking/attribution/start'

declare module '../src/assets' {
  interface Assets {
    attribution: typeof startAttribution
  }
}

provide('attribution', startAttribution)
