/**
 * The consent tools' adapters, each on what its tool prints and does (its globals, cookies and events, as the tool's
 * documentation and code say): no answer before the visitor answers, the answer (with the ad pixels following the
 * tool's advertising category), each change followed (a late choice, a revocation), and a malformed global or cookie
 * is no answer and never an exception. Then the first-load list: the order the tools are asked in, and readers that
 * arrive on demand.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Choice } from '../../islands/tracking/consent/types'
import { ADAPTERS } from '../../islands/tracking/consent/adapters'
import { cookiebot, cookiebotProbe } from '../../islands/tracking/consent/adapters/cookiebot'
import { cookieYes, cookieYesProbe } from '../../islands/tracking/consent/adapters/cookieyes'
import { complianz, complianzProbe } from '../../islands/tracking/consent/adapters/complianz'
import { realCookieBanner, realCookieBannerProbe } from '../../islands/tracking/consent/adapters/real-cookie-banner'
import { cookieNotice, cookieNoticeProbe } from '../../islands/tracking/consent/adapters/cookie-notice'
import { consentMagic, consentMagicProbe } from '../../islands/tracking/consent/adapters/consentmagic'
import { tcf, tcfProbe } from '../../islands/tracking/consent/adapters/tcf'
import { googleConsentMode, googleConsentModeProbe } from '../../islands/tracking/consent/adapters/google-consent-mode'
import type { Reader } from '../../islands/tracking/consent/adapters/on-demand'
import { saarPushed } from '../../islands/tracking/consent/google-marks'
// The on-demand bundle provides its readers, as it does when the page loads it.
import '../../lazy/consent-adapters'

const page = globalThis as unknown as Record<string, unknown>
const printed: string[] = []
/** Prints a tool's global for this test. */
const print = (name: string, value: unknown): void => {
  page[name] = value
  printed.push(name)
}
const cookie = (pair: string): void => void (document.cookie = `${pair}; path=/`)
const both = (granted: boolean): Choice => ({ analytics: granted, marketing: granted })

afterEach(() => {
  for (const name of printed.splice(0)) delete page[name]
})

/** Follows a reader; the answers it reports. */
function following(reader: Reader): (Choice | undefined)[] {
  const changes: (Choice | undefined)[] = []
  reader.follow((choice) => changes.push(choice))
  return changes
}

/** A click on a tool's button whose own handler (the tool's) writes `cookies`; resolves once the adapter re-read. */
async function clickTool(html: string, cookies: string[]): Promise<void> {
  document.body.insertAdjacentHTML('beforeend', html)
  const button = document.body.lastElementChild as HTMLElement
  button.addEventListener('click', () => cookies.forEach(cookie), { once: true })
  button.click()
  await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('Cookiebot', () => {
  const bot = (hasResponse: boolean, statistics: unknown, marketing: unknown) => print('Cookiebot', { hasResponse, consent: { necessary: true, statistics, marketing } })

  it('is present with its global, and has no answer before the visitor responds', () => {
    expect(cookiebotProbe.present()).toBe(false)
    bot(false, false, false)
    expect(cookiebotProbe.present()).toBe(true)
    expect(cookiebot.read()).toBeUndefined()
  })

  it('reads statistics as analytics and marketing as the ad pixels', () => {
    bot(true, true, false)
    expect(cookiebot.read()).toEqual({ analytics: true, marketing: false })
    bot(true, false, true)
    expect(cookiebot.read()).toEqual({ analytics: false, marketing: true })
  })

  it('follows its window events: a late acceptance, then a revocation', () => {
    bot(false, false, false)
    const changes = following(cookiebot)
    bot(true, true, true)
    window.dispatchEvent(new Event('CookiebotOnAccept'))
    bot(true, false, false)
    window.dispatchEvent(new Event('CookiebotOnDecline'))
    window.dispatchEvent(new Event('CookiebotOnConsentReady'))
    expect(changes).toEqual([both(true), both(false), both(false)])
  })

  it('gives no answer for a malformed global, and never throws', () => {
    print('Cookiebot', { hasResponse: true })
    expect(cookiebot.read()).toBeUndefined()
    bot(true, 'yes', 1)
    expect(cookiebot.read()).toBeUndefined()
    print('Cookiebot', {
      get hasResponse(): boolean {
        throw new Error('half loaded')
      },
    })
    expect(cookiebot.read()).toBeUndefined()
    print('Cookiebot', 'uc.js')
    expect(() => cookiebot.read()).not.toThrow()
  })
})

describe('CookieYes, Cookie Law Info, WebToffee', () => {
  const cky = (isUserActionCompleted: boolean, analytics: unknown, advertisement: unknown) =>
    print('getCkyConsent', () => ({ activeLaw: 'gdpr', categories: { necessary: true, functional: false, analytics, performance: false, advertisement }, isUserActionCompleted, consentID: 'x', languageCode: 'et' }))
  const stored = (name: string, action: string, analytics: string, advertisement: string) =>
    cookie(`${name}=consentid:bFl2eFJBN05VS21W,consent:${advertisement},action:${action},necessary:yes,functional:no,analytics:${analytics},performance:no,advertisement:${advertisement}`)

  it('is present with its printed settings, its API or a cookie it wrote', () => {
    expect(cookieYesProbe.present()).toBe(false)
    print('_ckyConfig', { _ipData: [] })
    expect(cookieYesProbe.present()).toBe(true)
    delete page._ckyConfig
    // Another tool's cookie of a like name (ConsentMagic's) is not CookieYes's.
    cookie('cs_viewed_cookie_policy=yes')
    expect(cookieYesProbe.present()).toBe(false)
    stored('wt_consent', 'yes', 'no', 'no')
    expect(cookieYesProbe.present()).toBe(true)
  })

  it('reads getCkyConsent(): ad pixels follow the advertisement category, not analytics', () => {
    cky(false, true, true)
    expect(cookieYes.read()).toBeUndefined()
    cky(true, true, false)
    expect(cookieYes.read()).toEqual({ analytics: true, marketing: false })
    cky(true, false, true)
    expect(cookieYes.read()).toEqual({ analytics: false, marketing: true })
  })

  it("reads WebToffee's getWccConsent() as CookieYes's", () => {
    expect(cookieYesProbe.present()).toBe(false)
    print('getWccConsent', () => ({ categories: { necessary: true, analytics: false, advertisement: true }, isUserActionCompleted: true }))
    expect(cookieYesProbe.present()).toBe(true)
    expect(cookieYes.read()).toEqual({ analytics: false, marketing: true })
  })

  it("reads CookieYes's and WebToffee's cookie once the visitor acted", () => {
    stored('cookieyes-consent', '', 'no', 'no')
    expect(cookieYes.read()).toBeUndefined()
    stored('cookieyes-consent', 'yes', 'no', 'yes')
    expect(cookieYes.read()).toEqual({ analytics: false, marketing: true })
    document.cookie = 'cookieyes-consent=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    stored('wt_consent', 'yes', 'yes', 'no')
    expect(cookieYes.read()).toEqual({ analytics: true, marketing: false })
  })

  it("reads the older bar's cookies: its answer, then each category's checkbox", () => {
    expect(cookieYes.read()).toBeUndefined()
    cookie('viewed_cookie_policy=no')
    expect(cookieYes.read()).toEqual(both(false))
    cookie('viewed_cookie_policy=yes')
    expect(cookieYes.read()).toEqual(both(true))
    cookie('cookielawinfo-checkbox-analytics=no')
    cookie('cookielawinfo-checkbox-advertisement=yes')
    expect(cookieYes.read()).toEqual({ analytics: false, marketing: true })
  })

  it('follows cookieyes_consent_update: an acceptance, then a revocation', () => {
    cky(false, false, false)
    const changes = following(cookieYes)
    cky(true, true, true)
    document.dispatchEvent(new CustomEvent('cookieyes_consent_update', { detail: { accepted: ['analytics', 'advertisement'], rejected: [] } }))
    cky(true, true, false)
    document.dispatchEvent(new CustomEvent('cookieyes_consent_update', { detail: { accepted: ['analytics'], rejected: ['advertisement'] } }))
    expect(changes).toEqual([both(true), { analytics: true, marketing: false }])
  })

  it("follows the older bar's buttons, once their own handler wrote the cookies", async () => {
    const changes = following(cookieYes)
    await clickTool('<a id="cookie_action_close_header" role="button" class="cli_action_button">Nõustun</a>', ['viewed_cookie_policy=yes'])
    expect(changes[0]).toEqual(both(true))
    await clickTool('<a id="cookie_action_close_header_reject" role="button" class="cli_action_button">Keeldun</a>', ['viewed_cookie_policy=no'])
    expect(changes.at(-1)).toEqual(both(false))
    await clickTool('<a href="/muu/">Muu link</a>', ['viewed_cookie_policy=yes'])
    expect(changes.at(-1)).toEqual(both(false))
  })

  it('gives no answer for malformed cookies or a broken API, and never throws', () => {
    cookie('cookieyes-consent=garbage')
    expect(cookieYes.read()).toBeUndefined()
    stored('cookieyes-consent', 'yes', 'maybe', 'yes')
    expect(cookieYes.read()).toBeUndefined()
    cookie('cookieyes-consent=%E0%A4%A')
    expect(() => cookieYes.read()).not.toThrow()
    print('getCkyConsent', () => ({ categories: null, isUserActionCompleted: true }))
    expect(cookieYes.read()).toBeUndefined()
    print('getCkyConsent', () => {
      throw new Error('banner disabled')
    })
    expect(cookieYes.read()).toBeUndefined()
  })
})

describe('Complianz and the WP Consent API', () => {
  it('is present with Complianz, or with the WP Consent API once a banner set a consent type', () => {
    expect(complianzProbe.present()).toBe(false)
    print('wp_has_consent', () => true)
    expect(complianzProbe.present()).toBe(false)
    print('wp_consent_type', 'optin')
    expect(complianzProbe.present()).toBe(true)
    for (const name of printed.splice(0)) delete page[name]
    print('complianz', { prefix: 'cmplz_', consenttype: 'optin' })
    expect(complianzProbe.present()).toBe(true)
  })

  it("reads Complianz's cookies: statistics is analytics, marketing the ad pixels; none yet is no answer", () => {
    print('complianz', { prefix: 'cmplz_', consenttype: 'optin' })
    expect(complianz.read()).toBeUndefined()
    cookie('cmplz_statistics=allow')
    cookie('cmplz_marketing=deny')
    expect(complianz.read()).toEqual({ analytics: true, marketing: false })
  })

  it("reads the WP Consent API's cookies under its printed prefix; an opt-out region grants until the visitor opts out", () => {
    print('consent_api', { consent_type: 'optin', cookie_prefix: 'wp_consent' })
    print('wp_fallback_consent_type', 'optin')
    expect(complianz.read()).toBeUndefined()
    cookie('wp_consent_marketing=allow')
    expect(complianz.read()).toEqual({ analytics: false, marketing: true })
    document.cookie = 'wp_consent_marketing=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    print('wp_consent_type', 'optout')
    expect(complianz.read()).toEqual(both(true))
  })

  it('follows cmplz_status_change and wp_listen_for_consent_change: an acceptance, then a revocation', () => {
    print('complianz', { prefix: 'cmplz_', consenttype: 'optin' })
    const changes = following(complianz)
    cookie('cmplz_statistics=allow')
    cookie('cmplz_marketing=allow')
    document.dispatchEvent(new CustomEvent('cmplz_status_change', { detail: { category: 'marketing', value: 'allow', categories: ['functional', 'statistics', 'marketing'] } }))
    cookie('cmplz_marketing=deny')
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'deny' } }))
    expect(changes).toEqual([both(true), { analytics: true, marketing: false }])
  })

  it('gives no answer for a malformed cookie, and never throws', () => {
    print('complianz', { prefix: 'cmplz_', consenttype: 'optin' })
    cookie('cmplz_marketing=maybe')
    expect(complianz.read()).toBeUndefined()
    print('complianz', 'broken')
    expect(() => complianz.read()).not.toThrow()
  })
})

describe('Real Cookie Banner', () => {
  /** `window.consentApi` answering per vendor cookie; `decide` settles its promises as the visitor decides. */
  function rcb(optIn: Record<string, boolean>) {
    const waiting: [(value: unknown) => void, (reason: unknown) => void, string][] = []
    print('consentApi', {
      consentSync: (_type: string, name: string) => ({ cookie: null, cookieOptIn: optIn[name] === true }),
      consent: (_type: string, name: string) => new Promise((resolve, reject) => waiting.push([resolve, reject, name])),
    })
    return {
      decide(answers: Record<string, boolean>) {
        Object.assign(optIn, answers)
        cookie('real_cookie_banner-v:3_blog:1_path:7b8f3e3=1718370286%3A70a4721b%3Afb8b43%3A%7B%2244%22%3A%5B604%5D%7D')
        for (const [resolve, reject, name] of waiting.splice(0)) (optIn[name] ? resolve : reject)(undefined)
      },
    }
  }

  it('is present with its API, and has no answer before its decision cookie', () => {
    expect(realCookieBannerProbe.present()).toBe(false)
    rcb({ _ga: true })
    expect(realCookieBannerProbe.present()).toBe(true)
    expect(realCookieBanner.read()).toBeUndefined()
  })

  it("asks per vendor by the vendor's cookie: each pixel follows its own answer", () => {
    rcb({}).decide({ _ga: true, _fbp: false, _pinterest_sess: true, _uetsid: false })
    expect(realCookieBanner.read()).toEqual({
      analytics: true,
      marketing: true,
      destinations: { ga: true, gtm: true, facebook: false, pinterest: true, bing: false },
    })
  })

  it('follows the first decision through its promises, and later ones through RCBConsentChange', async () => {
    const tool = rcb({})
    const changes = following(realCookieBanner)
    tool.decide({ _ga: true, _fbp: true, _pinterest_sess: true, _uetsid: true })
    await vi.waitFor(() => expect(changes.length).toBeGreaterThan(0))
    expect(changes.every((c) => c?.analytics && c.marketing)).toBe(true)
    tool.decide({ _ga: false, _fbp: false, _pinterest_sess: false, _uetsid: false })
    document.dispatchEvent(new CustomEvent('RCBConsentChange', { detail: {} }))
    expect(changes.at(-1)).toMatchObject(both(false))
  })

  it('gives no answer for a broken API, and never throws', () => {
    cookie('real_cookie_banner-v:3_blog:1_path:7b8f3e3=x')
    print('consentApi', {
      consentSync: () => {
        throw new Error('not ready')
      },
      consent: () => {
        throw new Error('not ready')
      },
    })
    expect(realCookieBanner.read()).toBeUndefined()
    expect(() => following(realCookieBanner)).not.toThrow()
  })
})

describe('Cookie Notice', () => {
  const notice = () => print('cnArgs', { cookieName: 'cookie_notice_accepted', cookieValue: 'true', onScroll: '0' })

  it('is present with cnArgs; all or nothing by its cookie; none yet is no answer', () => {
    expect(cookieNoticeProbe.present()).toBe(false)
    notice()
    expect(cookieNoticeProbe.present()).toBe(true)
    expect(cookieNotice.read()).toBeUndefined()
    cookie('cookie_notice_accepted=true')
    expect(cookieNotice.read()).toEqual(both(true))
    cookie('cookie_notice_accepted=false')
    expect(cookieNotice.read()).toEqual(both(false))
  })

  it('follows setCookieNotice, and a revocation by its button', async () => {
    notice()
    const changes = following(cookieNotice)
    cookie('cookie_notice_accepted=true')
    document.dispatchEvent(new CustomEvent('setCookieNotice', { detail: { value: 'true' } }))
    expect(changes).toEqual([both(true)])
    await clickTool('<button class="cn-revoke-cookie cn-button">Tühista nõusolek</button>', ['cookie_notice_accepted=false'])
    expect(changes.at(-1)).toEqual(both(false))
  })

  it('gives no answer for a malformed cookie or global, and never throws', () => {
    notice()
    cookie('cookie_notice_accepted=1')
    expect(cookieNotice.read()).toBeUndefined()
    print('cnArgs', null)
    expect(() => cookieNotice.read()).not.toThrow()
    expect(cookieNotice.read()).toBeUndefined()
  })
})

describe('ConsentMagic', () => {
  const data = (prefix = '') => print('CS_Data', { test_prefix: prefix, cs_necessary_cat_id: 1, cs_script_cat: { facebook: 4, analytics: 3, gads: 4, pinterest: 4, bing: 4 } })

  it("is present with CS_Data; reads each pixel's category cookie", () => {
    expect(consentMagicProbe.present()).toBe(false)
    data()
    expect(consentMagicProbe.present()).toBe(true)
    expect(consentMagic.read()).toBeUndefined()
    cookie('cs_enabled_cookie_term_3=yes')
    cookie('cs_enabled_cookie_term_4=no')
    expect(consentMagic.read()).toMatchObject({ analytics: true, marketing: false, destinations: { ga: true, facebook: false, bing: false } })
  })

  it('reads the cookies under its test prefix', () => {
    data('_test')
    cookie('cs_enabled_cookie_term_3=yes')
    expect(consentMagic.read()).toBeUndefined()
    cookie('cs_enabled_cookie_term_test_4=yes')
    expect(consentMagic.read()).toMatchObject({ analytics: false, marketing: true })
  })

  it('follows its buttons: allow all, then disable all', async () => {
    data()
    const changes = following(consentMagic)
    await clickTool('<button class="cs_action_btn" data-cs_action="allow_all">Luba kõik</button>', ['cs_enabled_cookie_term_3=yes', 'cs_enabled_cookie_term_4=yes'])
    expect(changes[0]).toMatchObject(both(true))
    await clickTool('<button class="cs_action_btn" data-cs_action="disable_all">Keela kõik</button>', ['cs_enabled_cookie_term_3=no', 'cs_enabled_cookie_term_4=no'])
    expect(changes.at(-1)).toMatchObject(both(false))
  })

  it('gives no answer for a malformed global, and never throws', () => {
    print('CS_Data', { test_prefix: '' })
    cookie('cs_enabled_cookie_term_3=yes')
    expect(consentMagic.read()).toBeUndefined()
  })
})

describe('IAB TCF 2.2', () => {
  type Callback = (data: unknown, success: boolean) => void
  /** A CMP's `__tcfapi`, calling each listener back at once with `now`, and with each later `answer`. */
  function cmp(now: unknown) {
    const listeners: Callback[] = []
    print('__tcfapi', (command: string, version: number, callback: Callback) => {
      if (command != 'addEventListener' || version != 2) return
      listeners.push(callback)
      callback(now, true)
    })
    return { answer: (data: unknown, success = true) => listeners.forEach((l) => l(data, success)) }
  }
  const purposes = (consents: number[], legitimateInterests: number[] = []) => ({
    consents: Object.fromEntries(consents.map((n) => [n, true])),
    legitimateInterests: Object.fromEntries(legitimateInterests.map((n) => [n, true])),
  })
  const tcData = (eventStatus: string, consents: number[], li: number[] = [], gdprApplies: boolean = true) => ({ tcString: 'CP', gdprApplies, eventStatus, cmpStatus: 'loaded', purpose: purposes(consents, li) })

  it('is present with __tcfapi; the UI shown is no answer, the visitor acting is one', () => {
    expect(tcfProbe.present()).toBe(false)
    const tool = cmp(tcData('cmpuishown', []))
    expect(tcfProbe.present()).toBe(true)
    const changes = following(tcf)
    expect(changes).toEqual([])
    tool.answer(tcData('useractioncomplete', [1, 2, 3, 4, 7, 8, 9, 10]))
    expect(changes).toEqual([both(true)])
    expect(tcf.read()).toEqual(both(true))
  })

  it('maps purposes: 1 for both; 7–10 (or a legitimate interest) analytics; 2–4 marketing', () => {
    const tool = cmp(tcData('tcloaded', [1, 7, 8, 9, 10]))
    const changes = following(tcf)
    tool.answer(tcData('useractioncomplete', [1, 3, 4], [2, 7, 8, 9, 10]))
    tool.answer(tcData('useractioncomplete', [2, 3, 4, 7, 8, 9, 10]))
    tool.answer(tcData('useractioncomplete', [1, 2, 3, 7, 8, 9]))
    expect(changes).toEqual([{ analytics: true, marketing: false }, both(true), both(false), both(false)])
  })

  it('grants both where the GDPR does not apply', () => {
    cmp(tcData('tcloaded', [], [], false))
    expect(following(tcf)).toEqual([both(true)])
  })

  it('follows a revocation; ignores failed calls; a malformed answer is no answer; never throws', () => {
    const tool = cmp(tcData('tcloaded', [1, 2, 3, 4, 7, 8, 9, 10]))
    const changes = following(tcf)
    tool.answer(tcData('cmpuishown', [1, 2, 3, 4, 7, 8, 9, 10]))
    tool.answer(tcData('useractioncomplete', []))
    tool.answer(tcData('useractioncomplete', [1, 2, 3, 4, 7, 8, 9, 10]), false)
    tool.answer({ eventStatus: 'useractioncomplete' })
    expect(changes).toEqual([both(true), both(false), undefined])
    print('__tcfapi', () => {
      throw new Error('stub')
    })
    expect(() => following(tcf)).not.toThrow()
  })
})

describe('Google Consent Mode', () => {
  /** gtag as Google's snippet defines it: each call's `arguments` pushed onto its data layer. */
  function gtagOn(name = 'dataLayer') {
    const layer: unknown[] = (page[name] as unknown[]) ?? []
    print(name, layer)
    return function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params -- gtag pushes its arguments object, as Google's snippet does
      layer.push(arguments)
    }
  }
  const reader = () => googleConsentMode(saarPushed)

  it('is present once a tool pushed an update or a default waiting for one; a default is no answer', () => {
    const gtag = gtagOn()
    // The site's own default (GTM4WP's, set by the owner): no tool, and granted says nothing of the visitor.
    gtag('consent', 'default', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted' })
    expect(googleConsentModeProbe.present()).toBe(false)
    expect(reader().read()).toBeUndefined()
    // A banner's default, waiting for its update: the tool is here, the visitor has not answered.
    gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 })
    expect(googleConsentModeProbe.present()).toBe(true)
    expect(reader().read()).toBeUndefined()
    gtag('consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied' })
    expect(googleConsentModeProbe.present()).toBe(true)
    expect(reader().read()).toEqual({ analytics: true, marketing: false })
  })

  it('grants marketing only with ad_storage and ad_user_data both granted; arrays read like arguments', () => {
    const gtag = gtagOn()
    gtag('consent', 'update', { ad_storage: 'granted' })
    expect(reader().read()).toEqual(both(false))
    ;(page.dataLayer as unknown[]).push(['consent', 'update', { ad_user_data: 'granted', analytics_storage: 'granted' }])
    expect(reader().read()).toEqual(both(true))
  })

  it("never reads back Saar's own commands", () => {
    const gtag = gtagOn()
    const layer = page.dataLayer as object[]
    gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 })
    gtag('consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted' })
    saarPushed.add(layer[0]!)
    saarPushed.add(layer[1]!)
    expect(googleConsentModeProbe.present()).toBe(false)
    expect(reader().read()).toBeUndefined()
  })

  it("reads gtag's layer and the GTM container's, as PixelYourSite names them", () => {
    print('pysOptions', { gtm: { gtm_dataLayer_name: 'gtmLayer' } })
    gtagOn('dataLayerPYS')('consent', 'update', { analytics_storage: 'granted' })
    gtagOn('gtmLayer')('consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted' })
    expect(reader().read()).toEqual(both(true))
  })

  it('follows later pushes, a revocation too, through each layer’s push', () => {
    const gtag = gtagOn()
    gtag('consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' })
    const changes = following(reader())
    gtag('event', 'page_view')
    gtag('consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted' })
    gtag('consent', 'update', { ad_storage: 'denied' })
    expect(changes).toEqual([both(true), { analytics: true, marketing: false }])
    expect((page.dataLayer as unknown[]).length).toBe(4)
  })

  it('skips malformed entries, and never throws', () => {
    const gtag = gtagOn()
    ;(page.dataLayer as unknown[]).push(null, 5, 'consent', ['consent', 'update', null], { 0: 'consent', 1: 'update', 2: 'granted' })
    expect(reader().read()).toBeUndefined()
    expect(googleConsentModeProbe.present()).toBe(false)
    gtag('consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted' })
    expect(googleConsentModeProbe.present()).toBe(true)
    expect(reader().read()).toEqual(both(true))
  })
})

describe('the first-load list', () => {
  it('asks the dedicated tools first, TCF and Google Consent Mode last', () => {
    expect(ADAPTERS.map((a) => a.name)).toEqual(['cookiebot', 'cookieyes', 'consentmagic', 'real-cookie-banner', 'cookie-notice', 'complianz', 'tcf', 'google-consent-mode'])
    print('__tcfapi', () => {})
    print('Cookiebot', { hasResponse: false, consent: {} })
    expect(ADAPTERS.find((a) => a.present())?.name).toBe('cookiebot')
    expect(ADAPTERS.filter((a) => a.present()).map((a) => a.name)).toEqual(['cookiebot', 'tcf'])
  })

  it('finds no tool on a page without one', () => {
    expect(ADAPTERS.some((a) => a.present())).toBe(false)
  })

  it("has no answer before its reader is here, then reports the tool's answer and follows it", async () => {
    const adapter = ADAPTERS.find((a) => a.name == 'cookie-notice')!
    print('cnArgs', { cookieName: 'cookie_notice_accepted' })
    cookie('cookie_notice_accepted=true')
    expect(adapter.present()).toBe(true)
    const changes: (Choice | undefined)[] = []
    adapter.follow((choice) => changes.push(choice))
    await vi.waitFor(() => expect(changes).toEqual([both(true)]))
    expect(adapter.read()).toEqual(both(true))
    cookie('cookie_notice_accepted=false')
    document.dispatchEvent(new CustomEvent('setCookieNotice', { detail: { value: 'false' } }))
    expect(changes).toEqual([both(true), both(false)])
  })

  it('reports each choice once, however many events and re-reads a tool makes of it', async () => {
    const adapter = ADAPTERS.find((a) => a.name == 'cookiebot')!
    print('Cookiebot', { hasResponse: false, consent: { statistics: false, marketing: false } })
    const changes: (Choice | undefined)[] = []
    adapter.follow((choice) => changes.push(choice))
    await vi.waitFor(() => expect(changes).toEqual([undefined]))
    print('Cookiebot', { hasResponse: true, consent: { statistics: true, marketing: true } })
    for (const event of ['CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnConsentReady']) window.dispatchEvent(new Event(event))
    print('Cookiebot', { hasResponse: true, consent: { statistics: false, marketing: false } })
    for (const event of ['CookiebotOnConsentReady', 'CookiebotOnDecline']) window.dispatchEvent(new Event(event))
    expect(changes).toEqual([undefined, both(true), both(false)])
  })
})
