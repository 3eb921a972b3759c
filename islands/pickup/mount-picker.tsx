/** Renders the picker into its element; loaded on demand (lazy/pickup-picker.tsx) while the set-up waits. */
import { createRoot } from '../../src/react'
import { ownMarkup } from '../../src/dom'
import type { ReadableStore } from '../../src/stores/use-store'
import { Picker, type PickerActions, type PickerState } from './Picker'

export function mountPicker(host: HTMLElement, store: ReadableStore<PickerState>, actions: PickerActions): void {
  // The picker's rows are its own rendering: the wiring observer need not search them on every re-render.
  createRoot(ownMarkup(host)).render(<Picker store={store} actions={actions} />)
}
