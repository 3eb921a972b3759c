/**
 * Order attribution (on demand, when consent allows it): sourcebuster-compatible cookies and WooCommerce's inputs,
 * PixelYourSite's visit cookies and checkout fields (islands/tracking/attribution/).
 */
import { provide } from '../src/loader'
import { startAttribution } from '../islands/tracking/attribution/start'

declare module '../src/assets' {
  interface Assets {
    attribution: typeof startAttribution
  }
}

provide('attribution', startAttribution)
