// @vitest-environment jsdom
/**
 * Order attribution's parts: sourcebuster's cookie encoding and WooCommerce's Base64 option, hostile text, the
 * cookie domain, PixelYourSite's visit cookies and checkout fields, and when each part may capture.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { captureSbjs, encodeData, readSbjs, unpack } from '../../islands/tracking/attribution/sourcebuster'
import { keep, tidy } from '../../islands/tracking/attribution/text'
import { cookieDomain, rawCookie } from '../../islands/tracking/attribution/jar'
import { capturePys, PYS_COOKIES, pysFields } from '../../islands/tracking/attribution/pixelyoursite'
import { wantsPys, wantsSourcebuster } from '../../islands/tracking/attribution/wants'
import { fieldValues } from '../../islands/tracking/attribution/start'
import { resetSettings } from '../../src/settings'
import type { ConsentState } from '../../src/stores/consent'
import { dom, SHOP, stored, visit } from './attribution-page'

const page = globalThis as Record<string, unknown>

/** The shop's cookies, name → raw value. */
const cookies = (): Record<string, string> => Object.fromEntries(Object.values(stored()).map((c) => [c.key, c.value]))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.UTC(2026, 10, 24, 9, 30, 15))
})
afterEach(() => {
  vi.useRealTimers()
  dom.cookieJar.removeAllCookiesSync()
  delete page.pysOptions
  delete page.wc_order_attribution
  resetSettings()
})

describe("sourcebuster's cookie format", () => {
  it('URL-encodes the whole value, also !~*\'()', () => {
    expect(encodeData("a b!~*'()|||=")).toBe('a%20b%21%7E%2A%27%28%29%7C%7C%7C%3D')
  })

  it("writes WooCommerce's Base64 option without = padding, and reads it back to the same values", () => {
    visit('/?utm_source=uudiskiri&utm_campaign=kevad%20sale', 'https://l.facebook.com/')
    const plain = captureSbjs({ lifetime: 6, session: 30, base64: false })
    const plainCookie = rawCookie('sbjs_current')!
    dom.cookieJar.removeAllCookiesSync()
    const coded = captureSbjs({ lifetime: 6, session: 30, base64: true })
    const raw = rawCookie('sbjs_current')!
    expect(raw).toMatch(/^[A-Za-z0-9+/]+$/)
    expect(atob(raw.padEnd(Math.ceil(raw.length / 4) * 4, '='))).toBe(plainCookie)
    expect(coded).toEqual(plain)
    expect(readSbjs()).toEqual(plain)
    expect(readSbjs().current).toMatchObject({ typ: 'utm', src: 'uudiskiri', cmp: 'kevad sale' })
  })

  it("reads a Base64 cookie WooCommerce's fork wrote, and a plain one, alike", () => {
    const fields = 'typ=organic|||src=google|||mdm=organic|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)'
    const expected = { typ: 'organic', src: 'google', mdm: 'organic', cmp: '(none)', cnt: '(none)', trm: '(none)', id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)' }
    expect(unpack(btoa(encodeData(fields)).replace(/=+$/, ''))).toEqual(expected)
    expect(unpack(encodeData(fields))).toEqual(expected)
  })

  it('continues a session written in Base64 after the shop turned the option on', () => {
    visit('/', 'https://www.google.com/')
    captureSbjs({ lifetime: 6, session: 30, base64: false })
    visit('/pood/', SHOP + '/')
    expect(captureSbjs({ lifetime: 6, session: 30, base64: true })).toMatchObject({ current: { typ: 'organic', src: 'google' }, session: { pgs: '2' } })
  })

  it('reads nothing from a missing, empty or garbled cookie, and never throws', () => {
    expect(unpack(undefined)).toEqual({})
    expect(unpack('')).toEqual({})
    expect(unpack('%E0%A4%A')).toEqual({})
    expect(unpack('typ%3Dutm%7C%7C%7C%3Dnokey%7C%7C%7Csrc%3D%25zz')).toEqual({ typ: 'utm', src: '%zz' })
    visit('/')
    document.cookie = 'sbjs_session=pgs%3Dlots; path=/; domain=.saar.example'
    document.cookie = 'sbjs_udata=%%%; path=/; domain=.saar.example'
    expect(() => captureSbjs({ lifetime: 6, session: 30, base64: false })).not.toThrow()
    expect(readSbjs()).toMatchObject({ session: { pgs: '2' }, udata: { vst: '1' } })
  })

  it("writes session cookies for WooCommerce's lifetime (0.00001 months), sourcebuster's 6 months for 0", () => {
    visit('/')
    captureSbjs({ lifetime: 0.00001, session: 30, base64: false })
    const byName = (name: string) => stored()[name]!
    expect(String(byName('sbjs_current').expires)).toBe('Infinity')
    expect(byName('sbjs_session').expires).toEqual(new Date(Date.UTC(2026, 10, 24, 10, 0, 15)))
    dom.cookieJar.removeAllCookiesSync()
    captureSbjs({ lifetime: 0, session: 0, base64: false })
    expect(byName('sbjs_current').expires).toEqual(new Date(Date.UTC(2026, 10, 24, 9, 30, 15) + 180 * 24 * 60 * 60000))
    expect(byName('sbjs_session').expires).toEqual(new Date(Date.UTC(2026, 10, 24, 10, 0, 15)))
  })

  it('writes sbjs_promo only when the shop configures a promo code, once, with leading zeros to its length', () => {
    visit('/')
    captureSbjs({ lifetime: 6, session: 30, base64: false })
    expect(rawCookie('sbjs_promo')).toBeUndefined()
    vi.spyOn(Math, 'random').mockReturnValue(0)
    captureSbjs({ lifetime: 6, session: 30, base64: false, promocode: { min: 42, max: 999999 } })
    expect(readSbjs().promo).toEqual({ code: '000042' })
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    captureSbjs({ lifetime: 6, session: 30, base64: false, promocode: { min: 42, max: 999999 } })
    expect(readSbjs().promo).toEqual({ code: '000042' })
  })

  it('shares the cookies with subdomains from the host without www., but sets no domain an IP address or localhost refuses', () => {
    expect(cookieDomain('www.saar.example')).toBe('saar.example')
    expect(cookieDomain('pood.saar.example')).toBe('pood.saar.example')
    expect(cookieDomain('127.0.0.1')).toBe('')
    expect(cookieDomain('[::1]')).toBe('')
    expect(cookieDomain('localhost')).toBe('')
  })

  it("gives WooCommerce's fields from the values, '' where sourcebuster has none", () => {
    visit('/?gclid=abc')
    const values = captureSbjs({ lifetime: 6, session: 30, base64: false })
    expect(fieldValues(values, { source_type: 'current.typ', utm_source: 'current.src', session_pages: 'session.pgs', session_count: 'udata.vst', odd: 'nothing.here', bare: 'current' })).toEqual({
      source_type: 'utm',
      utm_source: 'google',
      session_pages: '1',
      session_count: '1',
      odd: '',
      bare: '',
    })
  })
})

describe('hostile text', () => {
  it('strips email addresses anywhere, decoded or not, and keeps the rest', () => {
    expect(tidy('mari.maasikas@example.ee', 100)).toBe('')
    expect(tidy('tere mari%40example.ee!', 100)).toBe('tere !')
    expect(tidy('a@b', 100)).toBe('a@b')
  })

  it('drops control characters and lone surrogates, and caps by characters', () => {
    expect(tidy('a%00b%0Ac\u007f', 100)).toBe('abc')
    expect(tidy('x\ud800y😀', 100)).toBe('xy😀')
    expect(tidy('😀'.repeat(200), 100)).toBe('😀'.repeat(100))
  })

  it('keeps clean raw text as it came, and encodes what it changed or what could forge a field', () => {
    expect(keep('kevad%20sale', 100)).toBe('kevad%20sale')
    expect(keep('a|||typ=evil', 100)).toBe('a%7C%7C%7Ctyp%3Devil')
    expect(keep('%3Cscript%3E', 100)).toBe('%3Cscript%3E')
    expect(keep('x'.repeat(150), 100)).toBe('x'.repeat(100))
  })

  it('a URL cannot forge a field: a UTM value with ||| stays one value', () => {
    visit('/?utm_source=a|||typ=evil|||src=forged&utm_medium=cpc')
    expect(captureSbjs({ lifetime: 6, session: 30, base64: false }).current).toMatchObject({ typ: 'utm', src: 'a|||typ=evil|||src=forged', mdm: 'cpc' })
    expect(readSbjs().current).toMatchObject({ typ: 'utm', src: 'a|||typ=evil|||src=forged' })
  })

  it('never throws on any referrer or address', () => {
    for (const referrer of ['not a url', 'https://', 'javascript:alert(1)', 'https://www.google.com/%E0%A4%A?q=%zz'])
      for (const url of ['/?utm_source=%', '/?=x&&&utm_term', '/?gclid=1&gclid=2&GCLID=3']) {
        visit(url, referrer)
        expect(() => captureSbjs({ lifetime: 6, session: 30, base64: false })).not.toThrow()
      }
  })
})

const pysOptions = (extra: Record<string, unknown> = {}) => ({
  siteUrl: SHOP,
  cookie_duration: '7',
  last_visit_duration: '60',
  track_cookie_for_subdomains: '1',
  cookie: {},
  tracking_analytics: { TrafficSource: 'direct', TrafficLanding: SHOP + '/server-landing/', TrafficUtms: [], TrafficUtmsId: [] },
  ...extra,
})

describe("PixelYourSite's visit cookies", () => {
  it('records the first visit and the session: source, landing page without query, UTMs, ad ids from click ids', () => {
    visit('/toode/sokid/?utm_source=uudiskiri&utm_medium=email&utm_term=mari%40example.ee&fbclid=FB1&fbclid=FB2&GCLID=G1&msclkid=M1#top', 'https://www.google.com/search?q=x')
    capturePys(pysOptions())
    const c = cookies()
    expect(c).toMatchObject({
      pys_first_visit: 'true',
      pysTrafficSource: 'google.com',
      pys_landing_page: encodeURIComponent(SHOP + '/toode/sokid/'),
      pys_utm_source: 'uudiskiri',
      pys_utm_medium: 'email',
      pys_fbadid: 'FB1',
      pys_gadid: 'G1',
      pys_bingid: 'M1',
      last_pysTrafficSource: 'google.com',
      last_pys_utm_source: 'uudiskiri',
      last_pys_fbadid: 'FB1',
      pys_start_session: 'true',
      pys_session_limit: 'true',
    })
    // An email address is no UTM value; what the URL lacks is not kept.
    expect(c.pys_utm_term).toBeUndefined()
    expect(c.pys_padid).toBeUndefined()
    const limit = stored().pys_session_limit!
    expect(limit.expires).toEqual(new Date(Date.UTC(2026, 10, 24, 10, 30, 15)))
    expect(limit.domain).toBe('saar.example')
    expect(stored().pys_start_session!.expires).toBe('Infinity')
  })

  it("keeps the first visit's data; a new session (its cookies gone) writes the last_ copies", () => {
    visit('/?utm_source=esimene', 'https://l.facebook.com/')
    capturePys(pysOptions())
    visit('/pood/?utm_source=teine', SHOP + '/')
    capturePys(pysOptions())
    expect(cookies()).toMatchObject({ pys_utm_source: 'esimene', last_pys_utm_source: 'esimene', pysTrafficSource: 'l.facebook.com' })
    document.cookie = 'pys_session_limit=; path=/; domain=.saar.example; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    visit('/?utm_source=kolmas', 'https://www.bing.com/')
    capturePys(pysOptions())
    expect(cookies()).toMatchObject({ pys_utm_source: 'esimene', last_pys_utm_source: 'kolmas', pysTrafficSource: 'l.facebook.com', last_pysTrafficSource: 'bing.com' })
  })

  it("honours the shop's disabled_* flags (WordPress's string booleans) and writes no domain without subdomain tracking", () => {
    visit('/?utm_source=x&gadid=1', 'https://l.facebook.com/')
    capturePys(pysOptions({ track_cookie_for_subdomains: '', cookie: { disabled_utmTerms_cookie: '1', disabled_trafficsource_cookie: true, disabled_start_session_cookie: '1' } }))
    const c = cookies()
    expect(c).toMatchObject({ pys_first_visit: 'true', pys_gadid: '1' })
    expect(Object.keys(c)).not.toContain('pys_utm_source')
    expect(Object.keys(c)).not.toContain('pysTrafficSource')
    expect(Object.keys(c)).not.toContain('pys_start_session')
    expect(stored().pys_gadid!.domain).toBe('www.saar.example')
    capturePys(pysOptions({ cookie: { disabled_all_cookie: '1' } }))
    expect(Object.keys(cookies()).filter((name) => PYS_COOKIES.includes(name))).toEqual([])
  })

  it("gives PixelYourSite's checkout fields in the format its PHP splits, values never markup", () => {
    visit('/?utm_source=a:b|c&utm_campaign=<b>x</b>&gadid=7', 'https://l.facebook.com/')
    capturePys(pysOptions())
    const fields = pysFields(pysOptions())
    expect(fields).toMatchObject({
      pys_utm: 'utm_source:a%3Ab%7Cc|utm_medium:undefined|utm_campaign:<b>x</b>|utm_term:undefined|utm_content:undefined',
      pys_utm_id: 'fbadid:undefined|gadid:7|padid:undefined|bingid:undefined',
      pys_landing: SHOP + '/',
      pys_source: 'l.facebook.com',
      pys_order_type: 'normal',
      last_pys_landing: SHOP + '/',
      last_pys_source: 'l.facebook.com',
      last_pys_utm: 'utm_source:a%3Ab%7Cc|utm_medium:undefined|utm_campaign:<b>x</b>|utm_term:undefined|utm_content:undefined',
      last_pys_utm_id: 'fbadid:undefined|gadid:7|padid:undefined|bingid:undefined',
    })
    expect(fields.pys_browser_time).toMatch(/^\d\d-\d\d\|(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\|(January|February|March|April|May|June|July|August|September|October|November|December)$/)
  })

  it("falls back to what the server printed where a cookie is off, and says wcf-optin on CartFlows' optin form", () => {
    visit('/')
    document.body.innerHTML = '<form class="wcf-optin-form"></form>'
    const fields = pysFields(pysOptions({ tracking_analytics: { TrafficLanding: SHOP + '/maandumine/', TrafficUtms: { utm_source: 'server', utm_term: 'x@y.ee' } } }))
    expect(fields).toMatchObject({ pys_landing: SHOP + '/maandumine/', pys_source: '', pys_order_type: 'wcf-optin' })
    expect(fields.pys_utm).toBe('utm_source:server|utm_medium:undefined|utm_campaign:undefined|utm_term:undefined|utm_content:undefined')
  })
})

describe('when attribution may capture', () => {
  const state = (over: Partial<ConsentState>): ConsentState => ({ decided: true, source: 'saar', analytics: false, marketing: false, destinations: {}, ...over })

  it("WooCommerce's part: with marketing, or with no consent tool at all when the shop allows tracking", () => {
    page.wc_order_attribution = { params: { allowTracking: '1' }, fields: {} }
    expect(wantsSourcebuster(state({ marketing: true }))).toBe(true)
    expect(wantsSourcebuster(state({ analytics: true }))).toBe(false)
    expect(wantsSourcebuster(state({ decided: false, marketing: true }))).toBe(false)
    expect(wantsSourcebuster(state({ decided: false, source: 'none' }))).toBe(true)
    page.wc_order_attribution = { params: { allowTracking: '' }, fields: {} }
    expect(wantsSourcebuster(state({ decided: false, source: 'none' }))).toBe(false)
    // Saar's settings override the stock global.
    document.body.innerHTML = '<script type="application/json" id="saar-settings">{"features":{"attribution":{"allowTracking":true}}}</script>'
    resetSettings()
    expect(wantsSourcebuster(state({ decided: false, source: 'none' }))).toBe(true)
  })

  it("PixelYourSite's part: with analytics or marketing, on a shop with PixelYourSite", () => {
    expect(wantsPys(state({ analytics: true }))).toBe(false)
    page.pysOptions = pysOptions()
    expect(wantsPys(state({ analytics: true }))).toBe(true)
    expect(wantsPys(state({ marketing: true }))).toBe(true)
    expect(wantsPys(state({}))).toBe(false)
  })
})
