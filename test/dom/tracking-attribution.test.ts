/**
 * Order attribution on a checkout page (the stand-in's checkout inputs and account forms): nothing before consent;
 * consent given late on the same page records this page's landing URL and fills WooCommerce's and PixelYourSite's
 * inputs through `.value`; they stay filled after the checkout refreshes and for forms that come late; a revocation
 * expires the cookies and empties the inputs; hostile UTM values end up as inert text. WooCommerce's part and
 * PixelYourSite's are two bundles, started here side by side as the tracking script does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startAttribution } from '../../islands/tracking/attribution/start'
import { startPysAttribution } from '../../islands/tracking/attribution/pys-start'
import { $consent, type ConsentState } from '../../src/stores/consent'
import { emit } from '../../src/events'
import { attributionFields, checkoutTrackingInputs } from '../../php-stub/shop/parts/tracking'
import { loginForms } from '../../php-stub/shop/parts/account-forms'
import { serverMarkup } from './helpers'

const page = globalThis as Record<string, unknown>
const undecided: ConsentState = { decided: false, source: '', analytics: false, marketing: false, destinations: {} }
const grant = (over: Partial<ConsentState>) => $consent.set({ ...undecided, decided: true, source: 'saar', ...over })

const woo = (field: string, root: ParentNode = document) =>
  Array.from(root.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input')).find((i) => i.name == 'wc_order_attribution_' + field)?.value
const pys = (name: string) => document.querySelector<HTMLInputElement>(`form.checkout input[name="${name}"]`)?.value
const cookieNames = () => document.cookie.split('; ').filter(Boolean).map((c) => c.slice(0, c.indexOf('=')))

let stop: (() => void) | undefined

/** Both parts, as the tracking script brings them on a shop with both plugins: each its own bundle. */
function startBoth(): () => void {
  const stops = [startAttribution(), startPysAttribution()]
  return () => stops.forEach((stopPart) => stopPart())
}

beforeEach(() => {
  page.wc_order_attribution = { params: { lifetime: 1e-5, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true }, fields: attributionFields }
  page.pysOptions = { siteUrl: location.origin, cookie_duration: 7, last_visit_duration: 60, cookie: {}, tracking_analytics: {} }
  $consent.set(undecided)
  serverMarkup(
    `<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/kassa/">${checkoutTrackingInputs().value}</form>` +
      loginForms({ login: 'l', register: 'r' }).value,
  )
  history.replaceState(null, '', '/kassa/?utm_source=uudiskiri&utm_medium=email&utm_campaign=kevad&gclid=G1')
  Object.defineProperty(document, 'referrer', { value: 'https://l.facebook.com/', configurable: true })
})

afterEach(() => {
  stop?.()
  stop = undefined
  $consent.set(undecided)
  delete page.wc_order_attribution
  delete page.pysOptions
  delete page.pys
  delete page.wp
  delete page.wc
  history.replaceState(null, '', '/')
})

describe('order attribution on the page', () => {
  it('writes nothing and fills nothing before consent', () => {
    stop = startBoth()
    expect(cookieNames().filter((n) => /^(sbjs_|pys_|last_pys|pysTraffic)/.test(n))).toEqual([])
    expect(woo('source_type')).toBe('')
    expect(pys('pys_utm')).toBe('')
  })

  it("records this page's landing URL when consent comes late on it, and fills both plugins' inputs", () => {
    stop = startBoth()
    grant({ analytics: true, marketing: true })
    expect(woo('source_type')).toBe('utm')
    expect(woo('utm_source')).toBe('uudiskiri')
    expect(woo('utm_medium')).toBe('email')
    expect(woo('utm_campaign')).toBe('kevad')
    expect(woo('referrer')).toBe('https://l.facebook.com/')
    expect(woo('session_entry')).toBe(location.href)
    expect(woo('session_pages')).toBe('1')
    expect(woo('session_count')).toBe('1')
    expect(woo('user_agent')).toBe(navigator.userAgent)
    expect(woo('session_start_time')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(woo('utm_id')).toBe('(none)')
    expect(pys('pys_utm')).toBe('utm_source:uudiskiri|utm_medium:email|utm_campaign:kevad|utm_term:undefined|utm_content:undefined')
    expect(pys('pys_utm_id')).toBe('fbadid:undefined|gadid:G1|padid:undefined|bingid:undefined')
    expect(pys('pys_source')).toBe('l.facebook.com')
    expect(pys('pys_landing')).toBe(location.origin + '/kassa/')
    expect(pys('pys_order_type')).toBe('normal')
    expect(cookieNames()).toEqual(expect.arrayContaining(['sbjs_current', 'sbjs_session', 'pys_utm_source', 'pys_first_visit']))
    // The register form had no attribution element: it gets its own, with one input per field.
    const register = document.querySelector('form.register')!
    expect(register.querySelectorAll('wc-order-attribution-inputs input')).toHaveLength(16)
    expect(woo('utm_source', register)).toBe('uudiskiri')
    // The checkout's element keeps its 16 inputs: none made twice.
    expect(document.querySelectorAll('form.checkout wc-order-attribution-inputs input')).toHaveLength(16)
  })

  it("gives WooCommerce's Checkout block the same values, as its extension data, and empties them on revocation", () => {
    const sent: unknown[][] = []
    page.wc = { wcBlocksData: { CHECKOUT_STORE_KEY: 'wc/store/checkout' } }
    page.wp = { data: { dispatch: (store: string) => ({ setExtensionData: (...args: unknown[]) => sent.push([store, ...args]) }) } }
    stop = startBoth()
    grant({ marketing: true })
    expect(sent.at(-1)).toEqual(['wc/store/checkout', 'woocommerce/order-attribution', expect.objectContaining({ source_type: 'utm', utm_source: 'uudiskiri', session_pages: '1' }), true])
    expect(Object.keys(sent.at(-1)![2] as object).sort()).toEqual(Object.keys(attributionFields).sort())
    grant({})
    expect(Object.values(sent.at(-1)![2] as object).every((v) => v === '')).toBe(true)
    // A store that is not registered throws in WordPress: the classic inputs still work.
    page.wp = { data: { dispatch: () => { throw new Error('Store "wc/store/checkout" is not registered') } } }
    grant({ marketing: true })
    expect(woo('source_type')).toBe('utm')
  })

  it('records the page view once, however often consent changes while it is allowed', () => {
    stop = startBoth()
    grant({ marketing: true })
    grant({ marketing: true, analytics: true })
    expect(woo('session_pages')).toBe('1')
  })

  it("with analytics only: PixelYourSite's cookies and fields, nothing of WooCommerce's", () => {
    stop = startBoth()
    grant({ analytics: true })
    expect(pys('pys_utm')).toContain('utm_source:uudiskiri')
    expect(woo('source_type')).toBe('')
    expect(cookieNames().filter((n) => n.startsWith('sbjs_'))).toEqual([])
  })

  it('fills the inputs again after the checkout refreshes, and a form that came late at its submit', () => {
    stop = startBoth()
    grant({ marketing: true, analytics: true })
    // Something re-rendered the element empty; the checkout's refresh brings its values back.
    document.querySelector('form.checkout wc-order-attribution-inputs')!.replaceChildren()
    emit(document.body, 'updated_checkout')
    expect(woo('source_type', document.querySelector('form.checkout')!)).toBe('utm')
    // A register form added later is filled before anything reading the form on submit sees it.
    const late = document.createElement('form')
    late.className = 'woocommerce-form woocommerce-form-register register'
    document.body.append(late)
    let seen: string | undefined
    late.addEventListener('submit', (event) => {
      event.preventDefault()
      seen = new FormData(late).get('wc_order_attribution_utm_source') as string
    })
    late.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(seen).toBe('uudiskiri')
  })

  it('a revocation expires every attribution cookie and empties the inputs', () => {
    stop = startBoth()
    grant({ marketing: true, analytics: true })
    expect(woo('source_type')).toBe('utm')
    grant({})
    expect(cookieNames().filter((n) => /^(sbjs_|pys_(?!consent)|last_pys|pysTraffic)/.test(n))).toEqual([])
    for (const field of Object.keys(attributionFields)) expect(woo(field), field).toBe('')
    expect(pys('pys_utm')).toBe('')
    expect(pys('last_pys_source')).toBe('')
    expect(pys('pys_order_type')).toBe('normal')
    // Granted again on the same page: recorded afresh.
    grant({ marketing: true })
    expect(woo('source_type')).toBe('utm')
  })

  it("leaves WooCommerce's part to its order-attribution.js on the page, and PixelYourSite's to public.js", () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    ;(page.wc_order_attribution as Record<string, unknown>).setOrderTracking = () => undefined
    stop = startBoth()
    grant({ marketing: true, analytics: true })
    expect(woo('source_type')).toBe('')
    expect(cookieNames().filter((n) => n.startsWith('sbjs_'))).toEqual([])
    expect(pys('pys_utm')).toContain('utm_source:uudiskiri')
    stop()
    page.pys = { getPixelBySlag: () => undefined }
    for (const input of document.querySelectorAll<HTMLInputElement>('form.checkout input[name^="pys_"]')) input.value = 'theirs'
    grant({})
    stop = startBoth()
    grant({ marketing: true, analytics: true })
    grant({})
    // Its fields and cookies are public.js's to fill, keep or drop: Saar neither writes nor expires them.
    expect(pys('pys_utm')).toBe('theirs')
    expect(cookieNames()).toContain('pys_utm_source')
  })

  it('hostile UTM values stay text in the inputs, with email addresses stripped', () => {
    history.replaceState(null, '', `/kassa/?utm_source=%22%3E%3Cscript%3Ealert(1)%3C/script%3E&utm_term=mari%40example.ee&utm_content=${'x'.repeat(500)}`)
    const scripts = document.querySelectorAll('script').length
    stop = startBoth()
    grant({ marketing: true, analytics: true })
    expect(woo('utm_source')).toBe('"><script>alert(1)</script>')
    expect(woo('utm_term')).toBe('(none)')
    expect(woo('utm_content')).toBe('x'.repeat(100))
    expect(woo('session_entry')).not.toContain('@')
    expect(pys('pys_utm')).toContain('utm_term:undefined')
    expect(document.querySelectorAll('script')).toHaveLength(scripts)
    expect(document.querySelectorAll('form.checkout input')).toHaveLength(26)
  })
})
