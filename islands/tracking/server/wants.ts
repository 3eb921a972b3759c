import { allows } from '../../../src/consent'
import { type ConsentState } from '../../../src/stores/consent'
import { pending } from './outbox'

/** Whether the server-event sender is needed at once: its outbox holds events and Meta's consent lets them go. */
export function wantsServerEvents(state: ConsentState): boolean {
  return allows('facebook', state) && pending()
}
