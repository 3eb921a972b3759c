/**
 * Cookie Notice & Compliance (Hu-manity.co, 2.x `front.js`): all or nothing, as PixelYourSite reads it. The cookie
 * named by `cnArgs.cookieName` (default `cookie_notice_accepted`) holds `true` (accepted) or `false` (refused);
 * `setCookieNotice` is dispatched on document (detail `{value, …}`) after each choice, and `.cn-revoke-cookie` asks
 * again.
 */
import { getCookie } from '../../../../src/cookies'
import type { Probe, Reader } from './on-demand'
import { choice, global, has, rereadAfterClicks, rereadOn, safe } from './reading'

const read = () => safe(() => {
  const value = getCookie(String((global.cnArgs as Record<string, unknown>).cookieName))
  const accepted = value == 'true' ? true : value == 'false' ? false : undefined
  return choice(accepted, accepted)
})

const name = 'cookie-notice'

/** Whether the tool is on the page (first load: the probe the consent core asks). */
export const cookieNoticeProbe: Probe = {
  name,
  present: () => has('cnArgs'),
}

/** The tool's answer, followed (on demand: once the tool is on the page). */
export const cookieNotice: Reader = {
  name,
  read,
  follow: (change) => {
    rereadOn(read, change, 'setCookieNotice')
    rereadAfterClicks(read, change, '.cn-revoke-cookie')
  },
}
