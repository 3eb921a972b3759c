/**
 * The sticky header and back-to-top, loaded on demand by the theme script (islands/header/load.ts): it starts them
 * as it runs, once per page however many triggers asked.
 *
 * Every page loads it by the time the browser is idle, so it also carries the trigger of the small pieces' idle step
 * (lazy/bits.ts: tooltips, scroll-to, sticky columns, editor links): in the theme script that trigger cost every
 * page's first load 80 B. The step stands down piece by piece beside Flatsome's own.
 */
import { loadAsset, provide } from '../src/loader'
import { wireWhen } from '../src/hydrate'
import { startHeader } from '../islands/header/header'
import { BITS_SELECTOR } from '../islands/bits/selector'

declare module '../src/assets' {
  interface Assets {
    header: typeof startHeader
  }
}

startHeader()
provide('header', startHeader)
wireWhen(BITS_SELECTOR, 'idle', () => loadAsset('bits'))
