/** The pickup picker's UI, loaded on demand by islands/pickup/pickup.ts during the set-up delay. */
import { provide } from '../src/loader'
import { mountPicker } from '../islands/pickup/mount-picker'

declare module '../src/assets' {
  interface Assets {
    'pickup-picker': typeof mountPicker
  }
}

provide('pickup-picker', mountPicker)
