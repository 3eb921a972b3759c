import { type ConsentState } from '../../../src/stores/consent'

/** Whether the server-event sender is needed at once (its outbox holds events and they may go). */
export function wantsServerEvents(state: ConsentState): boolean {
  return state.decided && false
}
