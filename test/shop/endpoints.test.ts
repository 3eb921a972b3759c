/**
 * One test per third-party and REST endpoint of the spec's Calls table not covered elsewhere: the Zotabox parts
 * (bootstrap, data, bundle, editor bootstrap, refresh, stats, share count, draft checkout), the share-count
 * services, the caption tracks, the Facebook REST route and the server events it records, and the pickup calls
 * whose answer is "not shown" (set_delivery_shifts, set_terminal_value).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { runInNewContext } from 'node:vm'
import { startShop, type RunningShop } from '../../php-stub/shop/server'
import { zotaboxDomainId } from '../../php-stub/shop/globals'
import { knownVisitor } from '../../php-stub/shop/visitors'
import { sameOrigin } from '../../php-stub/shop/ajax/tracking'
import { Visitor, parse } from './client'

let shop: RunningShop

beforeAll(async () => {
  shop = await startShop({ port: 0, quiet: true })
})
afterAll(() => shop.close())

const ajax = '/wp-admin/admin-ajax.php'
const tp = (path: string, init?: RequestInit): Promise<Response> => fetch(`${shop.thirdPartyUrl}${path}`, init)

interface Recorded {
  method: string
  path: string
  query: Record<string, string>
  body: string
  headers: { referer: string; origin: string; cookie: string }
}

/**
 * Third-party calls tagged with a cookie of their own, which the stand-in records with each request: a test finds
 * exactly its own records, in the order it made them, whatever the clock said (a `since` time taken before the calls
 * can fall in the same millisecond as the first record).
 */
function tagged(): { tp: typeof tp; recorded: () => Promise<Recorded[]> } {
  const tag = `saar_test=${randomUUID()}`
  return {
    tp: (path, init) => tp(path, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), Cookie: tag } }),
    recorded: async () => ((await (await fetch(`${shop.url}/__saar/requests`)).json()) as Recorded[]).filter((r) => r.headers.cookie === tag),
  }
}

/** Runs a stand-in script in a fresh context with a `window` and returns that window. */
function runScript(code: string): Record<string, unknown> {
  const window: Record<string, unknown> = {}
  runInNewContext(code, { window })
  return window
}

async function newVisitor(path = '/pood/'): Promise<Visitor> {
  const v = new Visitor(shop.url)
  await v.page(path)
  return v
}

describe('Zotabox', () => {
  const secure = zotaboxDomainId
  const widgetsJs = `/zotabox/static/${secure[0]}/${secure[1]}/${secure}/widgets.js`

  it('bootstrap: the platform data with every URL on the stand-in host, the origin filled in', async () => {
    const code = await (await tp(widgetsJs)).text()
    expect(code).not.toContain('%ORIGIN%')
    expect(code).toContain(JSON.stringify(shop.thirdPartyUrl))
    const boot = runScript(code).__saarZotaboxBoot as Record<string, unknown>
    expect(Object.keys(boot)).toEqual(expect.arrayContaining(['root', 'domains', 'staticURL', 'dataURL', 'bundleURL', 'widgetURLs', 'widgetInstallerClasses', 'version', 'timestamp', 'imageResize']))
    expect(boot.dataURL).toBe(`${shop.thirdPartyUrl}/zotabox/static/data/${secure}.js`)
    expect(boot.domains).toMatchObject({ trial_days: 30, total_servers: 3, static2: [expect.stringContaining(shop.thirdPartyUrl)] })
  })

  it('data: a domain and a customer record with every field of spec §3, the origin filled in', async () => {
    const code = await (await tp(`/zotabox/static/data/${secure}.js`)).text()
    expect(code).not.toContain('%ORIGIN%')
    const data = runScript(code).__saarZotaboxData as { domain: Record<string, unknown>; customer: Record<string, unknown>; domainNames: string[]; embedWidgets: unknown[]; widgets: { _id: string; container: string }[] }
    const domainFields = ['id', 'secure_id', 'name', 'registed_domain', 'phone_number', 'sms_number', 'email_address', 'whatsapp_contact_id', 'skype_profile_name',
      'facebook_fanpage', 'facebook_likepage', 'facebook_state', 'twitter_username', 'twitter_url', 'google_plus_id', 'google_plus_url', 'vimeo', 'youtube', 'pinterest',
      'instagram', 'tumblr', 'blogger', 'linked_in', 'weibo', 'vk', 'ok', 'stumbleupon', 'getpocket', 'blocked_url_patterns', 'customer_id', 'status',
      'countdown_translation', 'shopify_currency', 'nofollow_on', 'nofollow_url_matching', 'css_conflict', 'ignore_embed_elements', 'custom_css', 'custom_script',
      'google_tracking', 'facebook_tracking', 'date_format', 'updated_time', 'use_captcha', 'locale', 'conversion_tracking_url', 'average_cart', 'free_website', 'monitor_id']
    expect(Object.keys(data.domain).sort()).toEqual([...domainFields].sort())
    expect(data.domain.secure_id).toBe(secure)
    expect(data.domain.countdown_translation).toMatchObject({ days: 'päeva', hours: 'tundi', minutes: 'minutit', seconds: 'sekundit' })
    expect(data.domain.conversion_tracking_url).toBe(`${shop.thirdPartyUrl}/zotabox/stats/api/conversion`)
    expect(Object.keys(data.customer).sort()).toEqual(['created_time', 'customerConfig', 'disable_tools_type', 'id', 'isAnonymous', 'membership', 'monitor_id', 'time_zone', 'time_zone_offset', 'zotabox_logo'])
    expect(data.domainNames).toEqual(['127.0.0.1'])
    expect(data.widgets.every((w) => /^[a-f0-9]{8}$/.test(w._id) && w.container)).toBe(true)
  })

  it('bundle, widget scripts and the embed-widget editor bootstrap are scripts that mark themselves', async () => {
    for (const [path, flag] of [['/zotabox/static/bundle.js', 'zotaboxBundle'], ['/zotabox/static/widgets/facebookchat.js', 'zotaboxWidget_facebookchat'], ['/zotabox/static/embed-widget/bootstrap.js', 'zotaboxEditorBootstrap']] as const) {
      const res = await tp(path)
      expect(res.headers.get('content-type')).toContain('javascript')
      const window = runScript(await res.text())
      expect((window.__saarThirdParty as Record<string, boolean>)[flag]).toBe(true)
      if (flag === 'zotaboxEditorBootstrap') expect(window.__saarZotaboxEditor).toEqual({ origin: shop.thirdPartyUrl })
    }
  })

  it('refresh and stats answer and are recorded with what they were sent', async () => {
    const { tp, recorded } = tagged()
    expect(await (await tp(`/zotabox/static/refresh/${secure}`)).json()).toEqual({ status: 1 })
    const stats = await tp('/zotabox/stats/api/', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'customer_id=815&domain_id=4711&stats_version=2' })
    expect(await stats.json()).toEqual({ status: 1 })
    const seen = await recorded()
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /zotabox/static/refresh/${secure}`, 'POST /zotabox/stats/api/'])
    expect(new URLSearchParams(seen[1]!.body).get('stats_version')).toBe('2')
  })

  it('Facebook share count: engagement counts for the url asked about', async () => {
    const { tp, recorded } = tagged()
    const res = await tp(`/zotabox/actions/sharecount/getfacebooksharecount?url=${encodeURIComponent(`${shop.url}/pood/`)}`)
    expect(await res.json()).toEqual({ engagement: { reaction_count: 12, share_count: 5, comment_count: 3 } })
    expect((await recorded()).map((r) => r.query)).toEqual([{ url: `${shop.url}/pood/` }])
  })

  it('createcheckout: a draft order with invoice_url for the discount widget, offers false for zbad=0 or an unknown widget', async () => {
    const ask = async (body: string, type = 'application/x-www-form-urlencoded') =>
      (await (await tp('/zotabox/actions/advanceddiscount/createcheckout', { method: 'POST', headers: { 'Content-Type': type }, body })).json()) as { offers: boolean; draft_order?: { invoice_url: string } }
    const offered = await ask('advanced_discount_widget_id=5a1e0d15&zbad=1')
    expect(offered.offers).toBe(true)
    expect(offered.draft_order!.invoice_url).toMatch(new RegExp(`^${shop.thirdPartyUrl}/zotabox/invoice/\\d+$`))
    expect((await tp(new URL(offered.draft_order!.invoice_url).pathname)).status).toBe(200)
    expect(await ask(JSON.stringify({ advanced_discount_widget_id: '5a1e0d15', zbad: 1 }), 'application/json')).toMatchObject({ offers: true })
    expect(await ask('advanced_discount_widget_id=5a1e0d15&zbad=0')).toEqual({ offers: false })
    expect(await ask('advanced_discount_widget_id=ffffffff&zbad=1')).toEqual({ offers: false })
    expect(await ask('advanced_discount_widget_id=a1b2c3d4&zbad=1')).toEqual({ offers: false }) // the chat widget offers no discount
  })

  it('subscriber/add (the email dialog): takes what looks like an address, refuses anything else, records the post', async () => {
    const { tp, recorded } = tagged()
    const post = (email: string) => tp('/zotabox/actions/subscriber/add', { method: 'POST', body: new URLSearchParams({ domain_id: secure, widget_id: 'a1b2c3d4', email }) })
    expect(await (await post('mari@example.ee')).json()).toEqual({ status: 1 })
    const refused = await post('not an address')
    expect([refused.status, await refused.json()]).toEqual([400, { status: 0 }])
    expect((await recorded()).map((r) => new URLSearchParams(r.body).get('email'))).toEqual(['mari@example.ee', 'not an address'])
  })
})

describe('reCAPTCHA', () => {
  it('api.js defines grecaptcha: v3 execute resolves a token naming the key and action; v2 render gives one on a click', async () => {
    const code = await (await tp('/recaptcha/api.js?render=explicit')).text()
    const made: Array<{ onclick?: () => void; textContent?: string }> = []
    const window: Record<string, unknown> = {}
    const box = { appendChild: (b: { onclick?: () => void }) => made.push(b) }
    runInNewContext(code, { window, document: { currentScript: null, createElement: () => ({}) }, URLSearchParams, Promise })
    const api = window.grecaptcha as { execute(k: string, o: { action: string }): Promise<string>; render(el: unknown, o: { sitekey: string; callback(t: string): void }): number }
    expect(await api.execute('key-v3', { action: 'email' })).toBe('v3:key-v3:email')
    let token = ''
    api.render(box, { sitekey: 'key-v2', callback: (t) => (token = t) })
    expect(made[0]!.textContent).toBe('Ma ei ole robot')
    made[0]!.onclick!()
    expect(token).toBe('v2:key-v2')
  })
})

describe('share-count services', () => {
  it('Google plus-ones (JSON-RPC POST), Pinterest and LinkedIn (GET with url)', async () => {
    const { tp, recorded } = tagged()
    const rpc = [{ method: 'pos.plusones.get', id: 'p', params: { nolog: true, id: `${shop.url}/pood/`, source: 'widget' }, jsonrpc: '2.0' }]
    const google = (await (await tp('/share/google', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(rpc) })).json()) as { result: { metadata: { globalCounts: { count: number } } } }[]
    expect(google[0]!.result.metadata.globalCounts.count).toBe(4)
    for (const service of ['pinterest', 'linkedin'])
      expect(await (await tp(`/share/${service}?url=${encodeURIComponent(`${shop.url}/pood/`)}`)).json()).toEqual({ url: `${shop.url}/pood/`, count: 7 })
    const seen = await recorded()
    expect(seen.map((r) => r.path)).toEqual(['/share/google', '/share/pinterest', '/share/linkedin'])
    expect(JSON.parse(seen[0]!.body)).toEqual(rpc)
    expect(seen.slice(1).map((r) => r.query.url)).toEqual([`${shop.url}/pood/`, `${shop.url}/pood/`])
  })
})

describe('caption tracks', () => {
  it('are WebVTT on the shop (the post video\'s tracks) and on the video provider', async () => {
    const v = await newVisitor('/blogi/saunakultuur/')
    const page = await v.page('/blogi/saunakultuur/')
    const tracks = [...page.doc.querySelectorAll('video.wp-video-shortcode track')].map((t) => t.getAttribute('src')!)
    expect(tracks.length).toBe(2)
    for (const src of tracks) {
      const res = await v.fetch(src)
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/vtt; charset=UTF-8'])
      expect(await res.text()).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> 00:00:04\.000\n\S/)
    }
    const remote = await tp('/media/captions/suitsusaun-en.vtt', { headers: { Origin: shop.url } })
    expect(remote.headers.get('access-control-allow-origin')).toBe(shop.url)
    expect(await remote.text()).toContain('Heating the smoke sauna')
    expect((await tp('/media/captions/suitsusaun-fr.vtt')).status).toBe(404)
    expect((await v.fetch('/wp-content/uploads/2025/02/suitsusaun-fr.vtt')).status).toBe(404)
  })
})

describe('Facebook REST route and server events', () => {
  const route = '/wp-json/pys-facebook/v1/event'
  const event = { event: 'AddToCart', data: { value: 12.5, currency: 'EUR' }, ids: ['1000000000000001'], eventID: 'e-1', woo_order: '', edd_order: '' }

  it('takes a JSON event from the shop\'s own origin without a nonce and records it', async () => {
    await fetch(`${shop.url}/__saar/reset`, { method: 'POST' })
    const res = await fetch(`${shop.url}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: shop.url }, body: JSON.stringify(event) })
    expect(await res.json()).toEqual({ success: true })
    const events = (await (await fetch(`${shop.url}/__saar/server-events`)).json()) as { source: string; fields: Record<string, string> }[]
    expect(events).toEqual([expect.objectContaining({ source: 'rest', fields: { ...event, data: JSON.stringify(event.data), ids: JSON.stringify(event.ids) } })])
  })

  it('refuses other origins, look-alike origins and requests with neither Origin nor Referer', async () => {
    const send = (headers: Record<string, string>) => fetch(`${shop.url}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(event) })
    expect((await send({ Origin: 'http://evil.example' })).status).toBe(403)
    expect((await send({ Origin: `${shop.url}.evil.example` })).status).toBe(403)
    expect((await send({ Origin: `${shop.url}0` })).status).toBe(403)
    expect((await send({ Referer: `${shop.url}@evil.example/` })).status).toBe(403)
    expect((await send({})).status).toBe(403)
    expect((await send({ Referer: `${shop.url}/toode/villased-sokid/` })).status).toBe(200)
  })

  it('sameOrigin compares scheme, host and port exactly', () => {
    const shopUrl = 'http://127.0.0.1:8080'
    expect(sameOrigin('http://127.0.0.1:8080', shopUrl)).toBe(true)
    expect(sameOrigin('http://127.0.0.1:8080/kassa/', shopUrl)).toBe(true)
    expect(sameOrigin('http://127.0.0.1:80801', shopUrl)).toBe(false)
    expect(sameOrigin('https://127.0.0.1:8080', shopUrl)).toBe(false)
    expect(sameOrigin('http://127.0.0.1:8080.evil.example', shopUrl)).toBe(false)
    expect(sameOrigin('null', shopUrl)).toBe(false)
  })

  it('pys_api_event with the ajax_event nonce is recorded as an ajax server event; without it, refused', async () => {
    const v = await newVisitor()
    await fetch(`${shop.url}/__saar/reset`, { method: 'POST' })
    const fields = { action: 'pys_api_event', pixel: 'facebook', event: 'PageView', 'data[page_title]': 'Pood', eventID: 'e-2', url: `${shop.url}/pood/` }
    expect((await v.post(ajax, { ...fields, ajax_event: 'wrong' })).status).toBe(403)
    expect((await v.post(ajax, { ...fields, ajax_event: v.nonce('ajaxEvent') })).status).toBe(200)
    const events = (await (await fetch(`${shop.url}/__saar/server-events`)).json()) as { source: string; fields: Record<string, string> }[]
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ source: 'ajax', fields: { event: 'PageView', 'data[page_title]': 'Pood', eventID: 'e-2' } })
  })
})

describe('pickup calls answered without a visible result', () => {
  it('set_delivery_shifts stores the chosen shift for the visitor', async () => {
    const v = await newVisitor('/kassa/?add-to-cart=101')
    expect(await (await v.post(ajax, { action: 'set_delivery_shifts', delivery_shifts: '12:00-15:00' })).json()).toEqual({ success: true })
    expect(knownVisitor(v.jar.get('saar_visitor')!)!.deliveryShifts).toBe('12:00-15:00')
    expect((await v.post(ajax, { action: 'set_delivery_shifts', delivery_shifts: '18:00-21:00' }, { antiSpam: false })).status).toBe(403)
    expect(knownVisitor(v.jar.get('saar_visitor')!)!.deliveryShifts).toBe('12:00-15:00')
  })

  it('set_terminal_value selects an active terminal (seen in the next review) and ignores an inactive one', async () => {
    const v = await newVisitor('/kassa/?add-to-cart=101')
    const selected = async (): Promise<string | null> => {
      const res = (await (await v.post('/?wc-ajax=update_order_review', { security: v.nonce('updateOrderReview'), 'shipping_method[0]': 'dpd_parcels', payment_method: 'bacs', country: 'EE', post_data: '' })).json()) as { fragments: Record<string, string> }
      return parse(res.fragments['.woocommerce-checkout-review-order-table']!).querySelector('.custom-dropdown .selected-option')!.getAttribute('data-value')
    }
    expect(await selected()).toBe('')
    expect(await (await v.post(ajax, { action: 'set_terminal_value', selected_value: 'EE90001' })).json()).toEqual({ success: true })
    expect(await selected()).toBe('EE90001')
    await v.post(ajax, { action: 'set_terminal_value', selected_value: 'EE90018' }) // status '0'
    expect(await selected()).toBe('')
  })
})
