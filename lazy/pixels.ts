/**
 * The pixels (on demand, when consent for one of them arrives): PixelYourSite's destinations loaded, their static
 * events, the bus's cart actions and the automatic events fanned out (islands/tracking/pixels/start.ts).
 */
import { provide } from '../src/loader'
import type { Bus } from '../islands/tracking/bus'
import { startPixels } from '../islands/tracking/pixels/start'

const start = (bus: Bus): void => void startPixels(bus).catch((error: unknown) => console.warn('[saar]', error))

declare module '../src/assets' {
  interface Assets {
    pixels: typeof start
  }
}

provide('pixels', start)
