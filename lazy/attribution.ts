/** Order attribution (on demand, when consent arrives). */
import { provide } from '../src/loader'

const start = (): void => {}

declare module '../src/assets' {
  interface Assets {
    attribution: typeof start
  }
}

provide('attribution', start)
