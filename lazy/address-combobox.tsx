/**
 * The searchable country and state list (islands/addresses/Combobox.tsx), loaded with React at the first approach to
 * a country or state select (the first-load `addresses` script), provided once its own sheet
 * (lazy/address-combobox.css) has loaded. Until then the native select works as printed.
 */
import { linkBundleSheet } from '../src/bundle-sheet'
import { provide } from '../src/loader'
import { mountCombobox } from '../islands/addresses/Combobox'

declare module '../src/assets' {
  interface Assets {
    'address-combobox': typeof mountCombobox
  }
}

provide('address-combobox', linkBundleSheet().then(() => mountCombobox))
