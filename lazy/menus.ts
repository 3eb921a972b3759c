/** Flatsome's header dropdowns (islands/menus/dropdowns.ts), loaded by the theme script when one is shown or at the first approach to one. */
import { provide } from '../src/loader'
import { mountDropdown } from '../islands/menus/dropdowns'

declare module '../src/assets' {
  interface Assets {
    menus: typeof mountDropdown
  }
}

provide('menus', mountDropdown)
