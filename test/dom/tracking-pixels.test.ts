/**
 * The pixels bundle's start on a page with PixelYourSite's options: what each destination's queue receives (Meta's
 * `fbq` queue, gtag's `dataLayerPYS`, GTM's `dataLayer`) before its script has run, the server copy with the same
 * event id, advanced matching only hashed, the external id only after marketing consent, the shop's filters asked
 * before any pixel, hook mode's late event once per cart, the console warnings of spec §8, and consent followed.
 * Each test loads the modules afresh (the loaders keep one state per page).
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { serverMarkup, settle } from './helpers'
import { addToCartArea } from '../../php-stub/shop/parts/product-form'
import { productBySlug } from '../../php-stub/shop/catalogue'
import type { ServerEvent } from '../../islands/tracking/server/types'

type Dict = Record<string, unknown>
const w = globalThis as unknown as Dict

let core: typeof import('../../src/stores/consent')
let dom: typeof import('../../src/dom')
let bus: ReturnType<typeof import('../../islands/tracking/bus').startBus>
let startPixels: typeof import('../../islands/tracking/pixels/start').startPixels
let sent: ServerEvent[]
let warn: MockInstance<typeof console.warn>
let calls: string[]

const sokid = productBySlug('villased-sokid')!

/** pysOptions as the shop prints it (top-level scalars as strings): Meta, GA4 and GTM configured. */
function print(extra: Dict = {}, blocks: Dict = {}): void {
  const event = (name: string, params: Dict = {}, more: Dict = {}) => ({ name, params, delay: 0, eventID: `${name}-server-id`, e_id: 'x', ...more })
  w.pysOptions = {
    staticEvents: { facebook: { init_event: [event('PageView')], woo_view_content: [event('ViewContent', { content_ids: ['101'] })] }, ga: { woo_view_content: [event('view_item')] } },
    dynamicEvents: { woo_add_to_cart_on_button_click: { facebook: event('AddToCart', { plugin: 'PixelYourSite' }, { eventID: '' }), ga: event('add_to_cart', {}, { eventID: '' }) } },
    triggerEvents: [],
    triggerEventTypes: [],
    facebook: { pixelIds: ['1000000000000001'], serverApiEnabled: true, scriptUrl: 'https://third.invalid/fbevents.js', ...(blocks.facebook as Dict) },
    ga: { trackingIds: ['G-SAAR000001'], scriptUrl: 'https://third.invalid/gtag.js' },
    gtm: { trackingIds: ['GTM-SAAR001'], gtm_dataLayer_name: 'dataLayer', scriptUrl: 'https://third.invalid/gtm.js', ...(blocks.gtm as Dict) },
    ajaxForServerEvent: '1',
    ajaxForServerStaticEvent: '1',
    send_external_id: '',
    external_id_expire: '180',
    gdpr: { ajax_enabled: false },
    cookie: {},
    woo: { enabled: true, addToCartCatchMethod: 'add_cart_js', removeFromCartSelector: 'form.woocommerce-cart-form .remove' },
    GATags: { ga_datalayer_type: 'default', ga_datalayer_name: 'dataLayerPYS' },
    ...extra,
  }
  // The product's data beside it, as PixelYourSite prints it.
  w.pysWooProductData = { 101: { facebook: { params: { content_name: 'Villased sokid', category_name: 'Rõivad', value: 12.9, currency: 'EUR' } }, ga: { params: { items: [{ item_id: '101', item_name: 'Villased sokid', item_category: 'Rõivad', price: 12.9 }], currency: 'EUR' } } } }
}

beforeEach(async () => {
  vi.resetModules()
  core = await import('../../src/stores/consent')
  dom = await import('../../src/dom')
  const { startBus } = await import('../../islands/tracking/bus')
  ;({ startPixels } = await import('../../islands/tracking/pixels/start'))
  const { provide } = await import('../../src/loader')
  sent = []
  calls = []
  provide('server-events', { send: (e: ServerEvent) => void sent.push(e), retry() {} })
  // The shop's ajax: what each action was asked, and its answer.
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const action = new URL(url, location.href).searchParams.get('action') ?? new URLSearchParams(String(init.body ?? '')).get('action')!
    calls.push(`${action} (fbq ${w.fbq ? 'made' : 'not made'})`)
    const data = action == 'pys_get_pbid' ? { pbid: 'a'.repeat(64) } : { facebook_disabled_by_api: true, all_disabled_by_api: false }
    return new Response(JSON.stringify({ success: true, data }), { headers: { 'Content-Type': 'application/json' } })
  })
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  // happy-dom loads no script file: as a browser whose pixel scripts arrived (they never run here either way).
  const happy = (window as unknown as { happyDOM?: { settings: Dict } }).happyDOM
  if (happy) happy.settings.handleDisabledFileLoadingAsSuccess = true
  bus = startBus()
  document.addEventListener('submit', (event) => event.preventDefault())
})

afterEach(() => {
  // This test's own copy of the wiring (the modules are fresh per test): its observer goes with the test.
  dom.resetWiring()
  bus.stop()
  vi.unstubAllGlobals()
  for (const name of ['pysOptions', 'pysWooProductData', 'fbq', '_fbq', 'dataLayer', 'dataLayerPYS', 'shopLayer', 'pintrk', 'uetq']) delete w[name]
  sessionStorage.clear()
})

const consent = (analytics: boolean, marketing: boolean): void => core.$consent.set({ decided: true, source: 'test', analytics, marketing, destinations: {} })
/** Meta's queued commands (fbevents.js never runs here). */
const fbq = (): unknown[][] => ((w.fbq as { queue?: unknown[][] } | undefined)?.queue ?? []).map((a) => [...a])
/** gtag's commands on PixelYourSite's own layer. */
const gtag = (): unknown[][] => ((w.dataLayerPYS as IArguments[] | undefined) ?? []).map((a) => [...a])
const gtm = (): Dict[] => (w.dataLayer as Dict[] | undefined) ?? []

describe('after consent', () => {
  it("queues each destination's init and static events, and one add to cart with one id in Meta, GA4, GTM and the server copy", async () => {
    print()
    consent(true, true)
    await startPixels(bus)
    await settle()
    expect(fbq().filter((c) => c[0] == 'track').map((c) => [c[1], (c[3] as Dict).eventID])).toEqual([['PageView', 'PageView-server-id'], ['ViewContent', 'ViewContent-server-id']])
    expect(fbq().find((c) => c[0] == 'init')).toEqual(['init', '1000000000000001', {}])
    expect(gtag().filter((c) => c[0] == 'config')).toEqual([['config', 'G-SAAR000001', {}]])
    expect(sent.map((e) => [e.event, e.eventID])).toEqual([['PageView', 'PageView-server-id'], ['ViewContent', 'ViewContent-server-id']])
    // Scripts from the block's scriptUrl: gtag with its own layer.
    const srcs = [...document.querySelectorAll('script')].map((s) => s.src)
    expect(srcs).toEqual(['https://third.invalid/fbevents.js', 'https://third.invalid/gtag.js?id=G-SAAR000001&l=dataLayerPYS', 'https://third.invalid/gtm.js?id=GTM-SAAR001'])

    serverMarkup(addToCartArea(sokid, '').value)
    document.querySelector<HTMLInputElement>('[name=quantity]')!.value = '2'
    document.querySelector<HTMLElement>('.single_add_to_cart_button')!.click()
    await settle()
    const [, name, params, { eventID: id }] = fbq().find((c) => c[1] == 'AddToCart') as [string, string, Dict, Dict]
    expect(name).toBe('AddToCart')
    expect(params).toMatchObject({ plugin: 'PixelYourSite', content_ids: ['101'], contents: [{ id: '101', quantity: 2 }], content_type: 'product', value: 25.8, currency: 'EUR', product_type: 0 })
    expect(gtag().find((c) => c[1] == 'add_to_cart')).toEqual(['event', 'add_to_cart', expect.objectContaining({ send_to: ['G-SAAR000001'], event_id: id, value: 25.8, items: [expect.objectContaining({ item_id: '101', quantity: 2 })] })])
    expect(gtm().slice(-2)).toEqual([{ ecommerce: null }, expect.objectContaining({ event: 'add_to_cart', event_id: id })])
    expect(sent.at(-1)).toMatchObject({ event: 'AddToCart', eventID: id, ids: ['1000000000000001'], data: { value: 25.8 } })
  })

  it('waits a static event for its delay, and fires nothing a revocation came before', async () => {
    vi.useFakeTimers()
    print({ staticEvents: { facebook: { woo_view_content: [{ name: 'ViewContent', params: {}, delay: 2, eventID: 'v' }] } } })
    consent(false, true)
    await startPixels(bus)
    await vi.advanceTimersByTimeAsync(1900)
    expect(fbq().filter((c) => c[0] == 'track')).toEqual([])
    await vi.advanceTimersByTimeAsync(200)
    expect(fbq().filter((c) => c[0] == 'track').map((c) => c[1])).toEqual(['ViewContent'])
  })

  it('stops a revoked destination, with its own switch, and resumes it without firing its static events again', async () => {
    print()
    consent(true, true)
    await startPixels(bus)
    await settle()
    consent(true, false)
    serverMarkup(addToCartArea(sokid, '').value)
    document.querySelector<HTMLElement>('.single_add_to_cart_button')!.click()
    await settle()
    expect(fbq().filter((c) => c[0] == 'consent')).toEqual([['consent', 'revoke']])
    expect(fbq().filter((c) => c[1] == 'AddToCart')).toEqual([])
    expect(gtag().filter((c) => c[1] == 'add_to_cart')).toHaveLength(1)
    consent(true, true)
    await settle()
    expect(fbq().filter((c) => c[0] == 'consent')).toEqual([['consent', 'revoke'], ['consent', 'grant']])
    expect(fbq().filter((c) => c[1] == 'PageView')).toHaveLength(1)
  })
})

describe('ids and matching', () => {
  it('hashes advanced matching after normalisation, in memory only; the external id only after marketing consent', async () => {
    print({ send_external_id: '1' }, { facebook: { advancedMatchingEnabled: true, advancedMatching: { em: ' Mari.Maasikas@Example.COM ', ph: '+372 5555 1234', fn: 'Mari', ln: '' } } })
    history.replaceState(null, '', '?fbclid=IwAR1x')
    consent(true, false)
    await startPixels(bus)
    await settle()
    expect(calls).toEqual([])
    expect(document.cookie).not.toMatch(/_fb[pc]=/)
    consent(true, true)
    await vi.waitFor(() => expect(fbq().find((c) => c[0] == 'init')).toBeDefined())
    const sha = async (text: string) => Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (b) => b.toString(16).padStart(2, '0')).join('')
    expect(fbq().find((c) => c[0] == 'init')![2]).toEqual({ em: await sha('mari.maasikas@example.com'), ph: await sha('37255551234'), fn: await sha('mari'), external_id: 'a'.repeat(64) })
    expect(calls).toEqual(['pys_get_pbid (fbq made)'])
    expect(document.cookie).toContain(`pbid=${'a'.repeat(64)}`)
    expect(document.cookie).toMatch(/_fbp=fb\.1\.\d{13}\.\d{10}/)
    expect(document.cookie).toMatch(/_fbc=fb\.1\.\d{13}\.IwAR1x/)
    history.replaceState(null, '', location.pathname)
    const everywhere = JSON.stringify([fbq(), gtag(), gtm(), document.cookie, { ...localStorage }, { ...sessionStorage }])
    expect(everywhere).not.toMatch(/maasikas|5555|Mari/i)
  })
})

describe("the shop's filters", () => {
  it('asks pys_get_gdpr_filters_values before any pixel loads, and keeps a pixel the filters turn off unloaded', async () => {
    print({ gdpr: { ajax_enabled: true } })
    consent(true, true)
    await startPixels(bus)
    await settle()
    expect(calls).toEqual(['pys_get_gdpr_filters_values (fbq not made)'])
    expect(w.fbq).toBeUndefined()
    expect(gtag().some((c) => c[0] == 'config')).toBe(true)
  })
})

describe('hook mode', () => {
  const late = (dir: string | null) =>
    serverMarkup(`<div class="woocommerce-message">„Villased sokid“ on lisatud sinu ostukorvi</div>${dir === null ? '<div id="pys_late_event"></div>' : `<div id="pys_late_event" dir='${dir}'></div>`}`)
  // As PixelYourSite before 11 printed it: an id per pixel. Every copy takes Meta's, the one the shop's server copy had.
  const events = JSON.stringify({ facebook: { name: 'AddToCart', params: { value: 12.9 }, eventID: 'late-1' }, ga: { name: 'add_to_cart', params: { value: 12.9 }, eventID: 'late-ga' } })

  it("fires the shop's AddToCart once per cart with the id of its server copy, never the click's, and no server copy (the shop sent it)", async () => {
    print({ woo: { enabled: true, addToCartCatchMethod: 'add_cart_hook' } })
    document.cookie = 'woocommerce_cart_hash=h1; path=/'
    late(events)
    consent(true, true)
    await startPixels(bus)
    await settle()
    document.querySelector<HTMLElement>('.woocommerce-message')!.insertAdjacentHTML('afterend', addToCartArea(sokid, '').value)
    document.querySelector<HTMLElement>('.single_add_to_cart_button')!.click()
    await settle()
    expect(fbq().filter((c) => c[1] == 'AddToCart').map((c) => (c[3] as Dict).eventID)).toEqual(['late-1'])
    expect(gtag().filter((c) => c[1] == 'add_to_cart').map((c) => (c[2] as Dict).event_id)).toEqual(['late-1'])
    expect(sent.filter((e) => e.event == 'AddToCart')).toEqual([])
  })

  it('does not fire it again on a reload of the same cart', async () => {
    sessionStorage.setItem('saar_pys_late_event', 'h1')
    document.cookie = 'woocommerce_cart_hash=h1; path=/'
    print({ woo: { enabled: true, addToCartCatchMethod: 'add_cart_hook' } })
    late(events)
    consent(true, true)
    await startPixels(bus)
    await settle()
    expect(fbq().filter((c) => c[1] == 'AddToCart')).toEqual([])
  })

  it('warns of an empty or invalid attribute (spec §8) and fires nothing', async () => {
    print({ woo: { enabled: true, addToCartCatchMethod: 'add_cart_hook' } })
    late(null)
    consent(true, true)
    await startPixels(bus)
    await settle()
    late('{broken')
    await settle()
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(['[saar] pys_late_event dir attribute is undefined or empty', '[saar] Invalid JSON in pys_late_event dir attribute:'])
    expect(fbq().filter((c) => c[1] == 'AddToCart')).toEqual([])
  })
})

describe("the vendors' scripts", () => {
  it("loads GTM's container from its own domain, loader, data layer, auth and preview, and gtag from Google with PixelYourSite's layer", async () => {
    print({}, { gtm: { scriptUrl: undefined, gtm_container_domain: 'gtm.example.com', gtm_container_identifier: 'loader', gtm_auth: 'A b', gtm_preview: 'env-3', gtm_dataLayer_name: 'shopLayer' } })
    ;(w.pysOptions as { ga: Dict }).ga.scriptUrl = undefined
    consent(true, false)
    await startPixels(bus)
    await settle()
    expect([...document.querySelectorAll('script')].map((s) => s.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-SAAR000001&l=dataLayerPYS',
      'https://gtm.example.com/loader.js?id=GTM-SAAR001&l=shopLayer&gtm_auth=A+b&gtm_preview=env-3&gtm_cookies_win=x',
    ])
    expect((w.shopLayer as Dict[])[0]).toMatchObject({ event: 'gtm.js' })
    expect(w.dataLayer).toBeUndefined()
  })
})

describe('GTM container placement off', () => {
  it('warns (spec §8), loads no container, and still feeds the data layer', async () => {
    print({}, { gtm: { gtm_just_data_layer: true } })
    consent(true, false)
    await startPixels(bus)
    await settle()
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('Google Tag Manager container code placement set to OFF')])
    expect([...document.querySelectorAll('script')].map((s) => s.src).filter((s) => s.includes('gtm'))).toEqual([])
    expect(gtm()[0]).toMatchObject({ event: 'gtm.js' })
  })
})
