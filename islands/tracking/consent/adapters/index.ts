/**
 * The consent tools Saar reads, in the order they are asked whether they are on the page: the dedicated tools first,
 * then IAB TCF and Google Consent Mode, which are often fed by one of them (the tool's own answer is the richer one).
 * Complianz comes after Real Cookie Banner and the others: it also answers for any banner speaking the WP Consent
 * API. First load holds only their probes (on-demand.ts).
 */
import type { ConsentAdapter } from '../types'
import { onDemand } from './on-demand'
import { cookiebotProbe } from './cookiebot'
import { cookieYesProbe } from './cookieyes'
import { consentMagicProbe } from './consentmagic'
import { realCookieBannerProbe } from './real-cookie-banner'
import { cookieNoticeProbe } from './cookie-notice'
import { complianzProbe } from './complianz'
import { tcfProbe } from './tcf'
import { googleConsentModeProbe } from './google-consent-mode'

export const ADAPTERS: ConsentAdapter[] = [
  cookiebotProbe,
  cookieYesProbe,
  consentMagicProbe,
  realCookieBannerProbe,
  cookieNoticeProbe,
  complianzProbe,
  tcfProbe,
  googleConsentModeProbe,
].map(onDemand)
