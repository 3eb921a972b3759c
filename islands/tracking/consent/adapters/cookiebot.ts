/**
 * Cookiebot (Cybot's uc.js; its developer SDK, cookiebot.com/en/developer): `window.Cookiebot` with `hasResponse`
 * (the visitor has answered) and `consent.{statistics, marketing}` (booleans, read only); window events
 * `CookiebotOnConsentReady` (the answer is known: stored, or given now), `CookiebotOnAccept`, `CookiebotOnDecline`.
 * Statistics is analytics (GA4, GTM), marketing the ad pixels: the categories PixelYourSite 11.2 maps by default
 * (`cookiebot_<pixel>_consent_category`, public.js `setupGdprCallbacks`).
 */
import type { Probe, Reader } from './on-demand'
import { choice, global, has, rereadOn, safe } from './reading'

interface Cookiebot {
  hasResponse?: unknown
  consent: { statistics?: unknown; marketing?: unknown }
}

const read = () => safe(() => {
  const bot = global.Cookiebot as Cookiebot
  return bot.hasResponse === true ? choice(bot.consent.statistics, bot.consent.marketing) : undefined
})

const name = 'cookiebot'

/** Whether the tool is on the page (first load: the probe the consent core asks). */
export const cookiebotProbe: Probe = {
  name,
  present: () => has('Cookiebot'),
}

/** The tool's answer, followed (on demand: once the tool is on the page). */
export const cookiebot: Reader = {
  name,
  read,
  follow: (change) => rereadOn(read, change, 'CookiebotOnConsentReady CookiebotOnAccept CookiebotOnDecline', window),
}
