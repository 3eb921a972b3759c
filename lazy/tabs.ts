/** Tabs and accordions in page content, and the product tabs' hash changes after load, loaded on demand by the theme script. */
import { provide } from '../src/loader'
import { mountContentTabs } from '../islands/tabs/content-tabs'

declare module '../src/assets' {
  interface Assets {
    tabs: typeof mountContentTabs
  }
}

provide('tabs', mountContentTabs)
