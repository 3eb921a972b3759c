/**
 * ConsentMagic (PixelYourSite's own consent tool), as PixelYourSite 11.2 reads it (public.js `consentGiven`,
 * `setupGdprCallbacks`): `window.CS_Data` names each pixel's category (`cs_script_cat.{facebook, analytics,
 * pinterest, bing}`, a category id; 0 or `cs_necessary_cat_id` means the owner filed it as necessary) and the cookies'
 * `test_prefix`; the visitor's answer per category is the cookie `cs_enabled_cookie_term<test_prefix>_<id>`, `yes` or
 * `no`. Its buttons `.cs_action_btn` (`data-cs_action`: `allow_all`, `disable_all`, `cs_confirm`) write them.
 */
import { getCookie } from '../../../../src/cookies'
import type { Probe, Reader } from './on-demand'
import { byVendor, global, has, rereadAfterClicks, safe } from './reading'

const read = () => safe(() => {
  const data = global.CS_Data as Record<string, unknown>
  const category = data.cs_script_cat as Record<string, unknown>
  let answered = false
  const allows = (pixel: string): boolean => {
    const id = category[pixel]
    if (id === 0 || id === '0' || id == data.cs_necessary_cat_id) return true
    const value = getCookie(`cs_enabled_cookie_term${String(data.test_prefix ?? '')}_${String(id)}`)
    answered ||= value != undefined
    return value == 'yes'
  }
  const answer = byVendor(allows('analytics'), allows('facebook'), allows('pinterest'), allows('bing'))
  return answered ? answer : undefined
})

const name = 'consentmagic'

/** Whether the tool is on the page (first load: the probe the consent core asks). */
export const consentMagicProbe: Probe = {
  name,
  present: () => has('CS_Data'),
}

/** The tool's answer, followed (on demand: once the tool is on the page). */
export const consentMagic: Reader = {
  name,
  read,
  follow: (change) => rereadAfterClicks(read, change, '.cs_action_btn'),
}
