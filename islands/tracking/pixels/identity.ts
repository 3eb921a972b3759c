/**
 * The first-party ids the pixels carry, made only after consent (the pixels bundle loads with it): Meta's `_fbp`
 * (when missing) and `_fbc` (from `fbclid`), in Meta's formats, and PixelYourSite's external id, `pbid`, asked of
 * the shop (`pys_get_pbid`) only with marketing granted and kept `external_id_expire` days.
 */
import { adminAjax } from '../../../src/ajax'
import { getCookie, setCookie } from '../../../src/cookies'
import { allows } from '../../../src/consent'
import { toBool, toNumber } from '../../../src/settings'

/** Keeps a first-party cookie for `days`. */
const keepCookie = (name: string, value: string, days: number): void => setCookie(name, value, days * 86400)

/** `_fbp` (`fb.1.<ms>.<10 random digits>`) when missing, and `_fbc` (`fb.1.<ms>.<fbclid>`) for a new `fbclid`. */
export function metaCookies(): void {
  if (!getCookie('_fbp')) keepCookie('_fbp', `fb.1.${Date.now()}.${1e9 + Math.floor(Math.random() * 9e9)}`, 90)
  const fbclid = new URLSearchParams(location.search).get('fbclid')
  if (fbclid && !getCookie('_fbc')?.endsWith('.' + fbclid)) keepCookie('_fbc', `fb.1.${Date.now()}.${fbclid}`, 90)
}

/**
 * The external id: the `pbid` cookie, else the shop's answer to `pys_get_pbid`; undefined when the shop does not
 * send one, the filters turn it off, marketing is not granted, or the shop does not answer.
 */
export async function externalId(options: Record<string, unknown>): Promise<string | undefined> {
  const cookie = (options.cookie ?? {}) as Record<string, unknown>
  const gdpr = (options.gdpr ?? {}) as Record<string, unknown>
  if (!toBool(options.send_external_id) || !allows('marketing') || [cookie.disabled_all_cookie, cookie.externalID_disabled_by_api, gdpr.externalID_disabled_by_api].some((f) => toBool(f))) return
  let id = getCookie('pbid')
  if (!id) {
    const answer = await adminAjax<{ pbid?: unknown }>('pys_get_pbid', {}, { method: 'GET' })
    if (answer.ok && typeof answer.data?.pbid == 'string' && answer.data.pbid != '0') id = answer.data.pbid
  }
  if (id) keepCookie('pbid', id, toNumber(options.external_id_expire, 180) || 180)
  return id
}
