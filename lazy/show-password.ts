/**
 * The show-password toggles (on demand: islands/show-password/mount.ts), loaded when the first password field of a
 * WooCommerce form comes into view. Fields in a section that is not shown (the header's account popup on every
 * page, a closed tab) never bring it: mounting one measures the page's layout, which a hidden field never needs.
 */
import { provide } from '../src/loader'
import { mountShowPassword } from '../islands/show-password/mount'

declare module '../src/assets' {
  interface Assets {
    'show-password': typeof mountShowPassword
  }
}

provide('show-password', mountShowPassword)
