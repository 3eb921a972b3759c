import { type ConsentState } from '../../../src/stores/consent'

/** Whether order attribution may capture. */
export function wantsAttribution(state: ConsentState): boolean {
  return state.decided && false
}
