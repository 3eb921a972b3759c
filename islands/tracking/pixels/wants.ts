import { type ConsentState } from '../../../src/stores/consent'

/** Whether the pixels bundle is needed: a configured destination is granted. */
export function wantsPixels(state: ConsentState): boolean {
  return state.decided && false
}
