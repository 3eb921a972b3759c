/**
 * The sticky header and back-to-top, loaded on demand by the theme script (islands/header/load.ts) at the first
 * scroll: it starts them as it runs, once per page however many triggers asked.
 */
import { provide } from '../src/loader'
import { startHeader } from '../islands/header/header'

declare module '../src/assets' {
  interface Assets {
    header: typeof startHeader
  }
}

startHeader()
provide('header', startHeader)
