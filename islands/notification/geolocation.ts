/**
 * The visitor's own place, for the plugin's virtual mode with the "Auto Detect" address: the one case where
 * VillaTheme's script sends the visitor's IP to a geolocation service (extreme-ip-lookup.com, over plain http in
 * its older versions, before any consent). Saar asks only while marketing is granted (`allows('marketing')`,
 * followed live on `$consent`), only over https (the settings' `features.notification.geolocationUrl`, else the
 * plugin's service; an http address is never called), at most once a page, and keeps the answer where the plugin
 * keeps it: the cookies `wn_ip`, `wn_city` and `wn_country`, for a day. A choice that takes marketing away stops a
 * request under way and expires those cookies. Without consent, or when the service fails, the place is simply
 * not used.
 */
import { allows } from '../../src/consent'
import { getCookie, setCookie } from '../../src/cookies'
import { safeUrl } from '../../src/safe-url'
import { featureSettings } from '../../src/settings'
import { $consent } from '../../src/stores/consent'
import type { Place } from './message'
import { text } from './params'

/** The plugin's service. */
export const GEOLOCATION_URL = 'https://extreme-ip-lookup.com/json/'

/** How long the plugin keeps the answer, in seconds. */
const DAY = 86400

/** The plugin's cookies: the IP (its "already asked" mark), the city and the country. */
const COOKIES = ['wn_ip', 'wn_city', 'wn_country'] as const

/**
 * The service's https address; undefined when the settings turn it off (`''`, the plugin's way), or give another
 * kind of address (said on the console).
 */
export function geolocationUrl(): string | undefined {
  const setting = featureSettings('notification').geolocationUrl
  const url = safeUrl(setting ?? GEOLOCATION_URL)
  if (url?.protocol == 'https:') return url.href
  if (setting !== '') console.warn(`[saar] recent-purchase popup: the visitor's place is not asked for over ${String(setting)}, only over https`)
}

/** The place while it may be used, and the end of following consent. */
export interface PlaceWatch {
  /** The visitor's place; undefined without marketing consent or an answer. */
  place(): Place | undefined
  /** Settles when the first ask has (at once when there is nothing to ask). */
  ready: Promise<void>
  stop(): void
}

/** Follows consent for the visitor's place (see the module's comment). `timeout` is the service's, in ms. */
export function watchPlace(timeout = 5000): PlaceWatch {
  let place: Place | undefined
  let asked = false
  let request: AbortController | undefined
  let settle!: () => void
  const ready = new Promise<void>((resolve) => (settle = resolve))
  const fromCookies = (): Place | undefined => (getCookie('wn_ip') ? { city: text(getCookie('wn_city'), 60), country: text(getCookie('wn_country'), 60) } : undefined)

  async function ask(url: string): Promise<void> {
    const controller = (request = new AbortController())
    const timer = setTimeout(() => controller.abort(), timeout)
    try {
      const answer = (await (await fetch(url, { credentials: 'omit', referrerPolicy: 'no-referrer', signal: controller.signal })).json()) as Record<string, unknown> | null
      // extreme-ip-lookup says `query` (the IP) and `status`; others `ip`. A failed lookup keeps only the IP, as the plugin does.
      const ok = !answer?.status || answer.status == 'success'
      const found = { ip: text(answer?.query ?? answer?.ip, 60), city: ok ? text(answer?.city, 60) : '', country: ok ? text(answer?.country, 60) : '' }
      if (controller.signal.aborted || !allows('marketing')) return
      if (found.ip) setCookie('wn_ip', found.ip, DAY)
      if (found.city) setCookie('wn_city', found.city, DAY)
      if (found.country) setCookie('wn_country', found.country, DAY)
      place = { city: found.city, country: found.country }
    } catch {
      if (!controller.signal.aborted) console.warn('[saar] recent-purchase popup: the visitor\'s place could not be found')
    } finally {
      clearTimeout(timer)
      if (request == controller) request = undefined
    }
  }

  const stop = $consent.subscribe((state) => {
    if (allows('marketing', state)) {
      place ??= fromCookies()
      const url = !place && !asked && geolocationUrl()
      asked = true
      if (url) return void ask(url).then(settle)
    } else {
      request?.abort()
      place = undefined
      // A choice that denies marketing: the place kept under an earlier one goes too.
      if (state.decided) for (const name of COOKIES) if (getCookie(name) !== undefined) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
    }
    settle()
  })
  return { place: () => place, ready, stop }
}
