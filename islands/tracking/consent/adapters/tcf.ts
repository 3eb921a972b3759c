/**
 * IAB TCF 2.2 (`__tcfapi`, IAB Tech Lab "CMP API v2", tracking-consent.md §3.6): Saar listens with
 * `addEventListener` (getTCData is deprecated since 2.2); the CMP calls back at once with what it knows and again on
 * each change. `eventStatus` `tcloaded` (a stored answer) and `useractioncomplete` (an answer now) carry an answer;
 * `cmpuishown` (the CMP asks) carries none. `gdprApplies: false`: the visitor is outside the GDPR, no consent is
 * needed, both granted.
 *
 * The mapping, by purpose (`purpose.consents[n]`, `purpose.legitimateInterests[n]`). Purpose 1 (store or access
 * information on a device) needs consent for both, since every pixel sets cookies.
 * - analytics: 1, and each of the measurement purposes 7 (ad performance), 8 (content performance), 9 (audience
 *   research), 10 (improve services), by consent or by a legitimate interest the visitor did not object to (TCF 2.2
 *   allows it for them);
 * - marketing: 1, 2 (basic ads; consent or legitimate interest), 3 and 4 (an advertising profile, ads chosen by it;
 *   consent only).
 * The ad pixels (Meta, Pinterest, Bing) are no TCF vendors, so vendor consents are not asked: the purposes decide.
 */
import type { Choice } from '../types'
import type { Probe, Reader } from './on-demand'
import { choice, global, has, safe } from './reading'

interface TCData {
  eventStatus?: unknown
  gdprApplies?: unknown
  purpose: { consents: Record<number, unknown>; legitimateInterests?: Record<number, unknown> }
}
type TcfApi = (command: 'addEventListener', version: 2, callback: (data: TCData, success: boolean) => void) => void

/** The last answer the CMP called back with. */
let last: Choice | undefined

function answer(data: TCData): Choice | undefined {
  if (data.gdprApplies === false) return choice(true, true)
  const consented = (n: number) => data.purpose.consents[n] === true
  const allowed = (n: number) => consented(n) || data.purpose.legitimateInterests?.[n] === true
  return choice(consented(1) && [7, 8, 9, 10].every(allowed), consented(1) && allowed(2) && consented(3) && consented(4))
}

const name = 'tcf'

/** Whether the tool is on the page (first load: the probe the consent core asks). */
export const tcfProbe: Probe = {
  name,
  present: () => has('__tcfapi'),
}

/** The tool's answer, followed (on demand: once the tool is on the page). */
export const tcf: Reader = {
  name,
  read: () => last,
  follow: (change) =>
    safe(() =>
      (global.__tcfapi as TcfApi)('addEventListener', 2, (data, success) => {
        const status = safe(() => data.eventStatus)
        if (!success || (status != 'tcloaded' && status != 'useractioncomplete')) return
        last = safe(() => answer(data))
        change(last)
      }),
    ),
}
