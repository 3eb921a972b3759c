/** The sticky add-to-cart bar, loaded on demand by the product script once the page is idle. */
import { provide } from '../src/loader'
import { mountStickyBar } from '../islands/sticky-bar/sticky-bar'

declare module '../src/assets' {
  interface Assets {
    'sticky-bar': typeof mountStickyBar
  }
}

provide('sticky-bar', mountStickyBar)
