/** The pixels (on demand, when consent for one of them arrives). */
import { provide } from '../src/loader'
import type { Bus } from '../islands/tracking/bus'

const start = (bus: Bus): void => bus.take(() => {})

declare module '../src/assets' {
  interface Assets {
    pixels: typeof start
  }
}

provide('pixels', start)
