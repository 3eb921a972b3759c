/**
 * What the pages print for tracking (PixelYourSite, WooCommerce order attribution), the editor view and the post's
 * media block: present per page type, valid JSON, and never a real vendor host.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShop, type RunningShop } from '../../php-stub/shop/server'
import { Visitor, type Page } from './client'

let shop: RunningShop

beforeAll(async () => {
  shop = await startShop({ port: 0, quiet: true })
})
afterAll(() => shop.close())

type Dict = Record<string, unknown>

/** The value of `var <name> = …;` printed in `script#<id>`, parsed as JSON. */
function localized(page: Page, id: string, name: string): Dict {
  const script = page.doc.getElementById(id)
  expect(script, `script#${id}`).toBeTruthy()
  const m = new RegExp(`^var ${name} = (.*);$`, 's').exec(script!.textContent!.trim())
  expect(m, `var ${name} in #${id}`).toBeTruthy()
  return JSON.parse(m![1]!) as Dict
}

const pys = (page: Page): Dict => localized(page, 'pys-js-extra', 'pysOptions')
const staticKeys = (options: Dict, pixel: string): string[] => Object.keys((options.staticEvents as Record<string, Dict>)[pixel] ?? {})

/** pysWooProductData as the page's inline script builds it. */
function productData(page: Page): Record<string, Record<string, Dict>> {
  const code = page.doc.getElementById('pys-woo-product-data')?.textContent ?? ''
  const window: { pysWooProductData?: Record<string, Record<string, Dict>> } = {}
  new Function('window', code)(window)
  return window.pysWooProductData ?? {}
}

/** Whether the page prints PixelYourSite's `<noscript>` image pixel. */
const noscriptPixel = (page: Page): boolean => [...page.doc.querySelectorAll('noscript')].some((n) => n.innerHTML.includes(`${shop.thirdPartyUrl}/fb/tr?id=`))

/** Every absolute URL inside a value. */
const urlsIn = (value: unknown): string[] => JSON.stringify(value).match(/https?:\/\/[^"\s]+/g) ?? []

describe('PixelYourSite data', () => {
  it('every page type prints pysOptions with the nonce, ajaxUrl, beacon flag, gdpr and per-pixel blocks on the stand-in hosts', async () => {
    for (const path of ['/pood/', '/toode/villased-sokid/', '/brandid/', '/ostukorv/', '/kassa/?add-to-cart=101', '/minu-konto/', '/blogi/saunakultuur/', '/ei-ole/']) {
      const v = new Visitor(shop.url)
      const page = await v.page(path)
      const options = pys(page)
      expect(options, path).toMatchObject({ ajaxUrl: `${shop.url}/wp-admin/admin-ajax.php`, ajax_event: v.nonce('ajaxEvent'), useSendBeacon: '1', ajaxForServerEvent: '1' })
      expect(Object.keys(options.gdpr as Dict)).toEqual(expect.arrayContaining(['all_disabled_by_api', 'facebook_disabled_by_api', 'analytics_disabled_by_api', 'google_ads_disabled_by_api', 'pinterest_disabled_by_api', 'bing_disabled_by_api']))
      for (const pixel of ['facebook', 'ga', 'gtm', 'pinterest', 'bing']) expect((options[pixel] as Dict).scriptUrl, `${path} ${pixel}`).toMatch(new RegExp(`^${shop.thirdPartyUrl}/`))
      expect((options.gtm as Dict).gtm_container_domain).toBe(`${shop.thirdPartyUrl}/gtm`)
      expect(staticKeys(options, 'facebook')).toContain('init_event')
      // Pixel and script URLs only ever name the shop or its third-party stand-in.
      const vendorUrls = urlsIn(options).filter((u) => !u.startsWith(shop.url) && !u.startsWith(shop.thirdPartyUrl))
      expect(vendorUrls, path).toEqual([])
      expect(noscriptPixel(page), `${path}: Saar's plugin takes PixelYourSite's noscript pixel off`).toBe(false)
      const sep = path.includes('?') ? '&' : '?'
      expect(noscriptPixel(await new Visitor(shop.url).page(`${path}${sep}stock=1`)), `${path}: PixelYourSite's front end stays`).toBe(true)
      expect(noscriptPixel(await new Visitor(shop.url).page(`${path}${sep}settings=0`)), `${path}: no plugin`).toBe(true)
      const rest = localized(page, 'jquery-core-js-extra', 'pysFacebookRest')
      expect(rest).toEqual({ restApiUrl: `${shop.url}/wp-json/pys-facebook/v1/event`, debug: '' })
    }
  })

  it('static events follow the page type: view content, category, cart, checkout, purchase', async () => {
    const v = new Visitor(shop.url)
    const product = pys(await v.page('/toode/villased-sokid/'))
    expect(staticKeys(product, 'facebook')).toEqual(['init_event', 'woo_view_content'])
    const view = ((product.staticEvents as Record<string, Record<string, Dict[]>>).facebook!.woo_view_content!)[0]!
    expect(view).toMatchObject({ name: 'ViewContent', e_id: 'woo_view_content', type: 'static', pixelIds: ['1000000000000001'], params: { content_ids: ['101'], currency: 'EUR', plugin: 'PixelYourSite' } })
    expect(view.eventID).toMatch(/^[0-9a-f-]{36}$/)
    expect(staticKeys(product, 'ga')).toEqual(['woo_view_content'])
    expect(staticKeys(pys(await v.page('/pood/?product_cat=kodu')), 'facebook')).toEqual(['init_event', 'woo_view_category'])
    expect(staticKeys(pys(await v.page('/pood/')), 'facebook')).toEqual(['init_event'])
    expect(staticKeys(pys(await v.page('/ostukorv/?add-to-cart=101')), 'ga')).toEqual(['woo_view_cart'])
    expect(staticKeys(pys(await v.page('/kassa/')), 'facebook')).toEqual(['init_event', 'woo_initiate_checkout'])
    const purchase = pys(await v.page('/kassa/tellimus-vastu-voetud/1207/'))
    expect((purchase.staticEvents as Record<string, Record<string, Dict[]>>).facebook!.woo_purchase![0]).toMatchObject({ name: 'Purchase', woo_order: '1207', params: { order_id: '1207', value: 41.8 } })
  })

  it('dynamic events: add to cart, automatic events, remove from cart keyed by cart item', async () => {
    const v = new Visitor(shop.url)
    const post = pys(await v.page('/blogi/saunakultuur/')).dynamicEvents as Record<string, Record<string, Dict>>
    expect(Object.keys(post)).toEqual(['woo_add_to_cart_on_button_click', 'automatic_event_scroll', 'automatic_event_time_on_page', 'automatic_event_download', 'automatic_event_form', 'automatic_event_comment'])
    expect(post.automatic_event_scroll!.facebook).toMatchObject({ scroll_percent: 30, type: 'dyn' })
    expect(post.woo_add_to_cart_on_button_click!.gtm).toMatchObject({ name: 'add_to_cart' })
    const cart = await v.page('/ostukorv/?add-to-cart=101')
    const key = cart.doc.querySelector('a.remove[data-cart_item_key]')!.getAttribute('data-cart_item_key')!
    const removal = (pys(cart).dynamicEvents as Record<string, Record<string, Record<string, Dict>>>).woo_remove_from_cart!
    expect(Object.keys(removal)).toEqual([key])
    expect(removal[key]!.facebook).toMatchObject({ name: 'RemoveFromCart', params: { content_ids: ['101'] } })
  })

  it('pysWooProductData has the AddToCart templates of every product on the page (and each variation)', async () => {
    const v = new Visitor(shop.url)
    const listing = await v.page('/pood/')
    const ids = [...new Set([...listing.doc.querySelectorAll('.products [data-product_id]')].map((a) => a.getAttribute('data-product_id')!))]
    const data = productData(listing)
    expect(ids.length).toBeGreaterThan(3)
    for (const id of ids) expect(data[id], id).toMatchObject({ facebook: { name: 'AddToCart', params: { content_ids: [id] } }, ga: { name: 'add_to_cart' } })
    const variable = productData(await v.page('/toode/villane-kampsun/'))
    expect(Object.keys(variable)).toEqual(expect.arrayContaining(['102', '10201', '10204']))
    expect(variable['10201']!.ga!.params).toMatchObject({ items: [{ id: '10201' }] })
  })

  it('hook mode prints #pys_late_event after a non-AJAX add, and only then', async () => {
    const v = new Visitor(shop.url)
    expect((await v.page('/pood/?pys_atc=hook')).doc.getElementById('pys_late_event')).toBeNull()
    const after = await v.page('/pood/?add-to-cart=101&pys_atc=hook')
    expect((pys(after).woo as Dict).addToCartCatchMethod).toBe('add_cart_hook')
    const late = after.doc.getElementById('pys_late_event')!
    expect(late.getAttribute('style')).toBe('display:none')
    const events = JSON.parse(late.getAttribute('dir')!) as Record<string, Dict>
    expect(events.facebook).toMatchObject({ name: 'AddToCart', e_id: 'woo_add_to_cart_on_button_click', params: { content_ids: ['101'] } })
    expect(events.facebook!.eventID).toMatch(/^[0-9a-f-]{36}$/)
    expect((await v.page('/pood/?pys_atc=hook')).doc.getElementById('pys_late_event')).toBeNull()
    // The mode stays the visitor's (its ajax adds carry no page query) until ?pys_atc=js.
    expect((pys(await v.page('/pood/')).woo as Dict).addToCartCatchMethod).toBe('add_cart_hook')
    expect((pys(await v.page('/pood/?pys_atc=js')).woo as Dict).addToCartCatchMethod).toBe('add_cart_js')
    expect((pys(await v.page('/pood/')).woo as Dict).addToCartCatchMethod).toBe('add_cart_js')
  })

  it("hook mode's ajax add answers with PixelYourSite 11's #pys_ajax_events fragment: the add's one id, each pixel's event as JSON", async () => {
    const v = new Visitor(shop.url)
    await v.page('/pood/?pys_atc=hook')
    const answer = (await (await v.post('/?wc-ajax=add_to_cart', { product_id: '101', quantity: '2' })).json()) as { fragments: Record<string, string>; cart_hash: string }
    const fragment = answer.fragments['#pys_ajax_events']!
    expect(fragment).toContain(`var cartHash = "${answer.cart_hash}"`)
    const id = /var pys_action_event_id = '([\da-f-]{36})'/.exec(fragment)![1]
    const events = [...fragment.matchAll(/getPixelBySlag\("(\w+)"\);\s*var event = (\{.*\});$/gm)].map((m) => [m[1], JSON.parse(m[2]!) as Dict])
    expect(events.map(([pixel, e]) => [pixel, (e as Dict).name])).toEqual([['facebook', 'AddToCart'], ['ga', 'add_to_cart']])
    expect((events[0]![1] as Dict).params).toMatchObject({ content_ids: ['101'], contents: [{ id: '101', quantity: 2 }] })
    expect(id).toMatch(/^[\da-f-]{36}$/)
    await v.page('/pood/?pys_atc=js')
    const plain = (await (await v.post('/?wc-ajax=add_to_cart', { product_id: '101' })).json()) as { fragments: Record<string, string> }
    expect(plain.fragments['#pys_ajax_events']).toBeUndefined()
  })

  it('?pys_triggers=1 prints a custom event for each trigger type and the block they act on; without it, none', async () => {
    const v = new Visitor(shop.url)
    const plain = await v.page('/toode/villased-sokid/')
    expect([pys(plain).triggerEvents, pys(plain).triggerEventTypes]).toEqual([[], []])
    expect(plain.doc.querySelector('.pys-trigger-demo')).toBeNull()
    const page = await v.page('/toode/villased-sokid/?pys_triggers=1')
    const options = pys(page)
    expect(options.triggerEventTypes).toEqual({
      url_click: { 901: [{ rule: 'contains', value: '/blogi/' }] },
      css_click: { 902: ['.pys-trigger-call'], 905: ['a[[href]'] },
      css_mouseover: { 903: ['.pys-trigger-demo'] },
      scroll_pos: { 904: [50] },
    })
    const events = options.triggerEvents as Record<string, Record<string, Dict>>
    expect(Object.keys(events)).toEqual(['901', '902', '903', '904', '905'])
    expect(events['902']!.facebook).toMatchObject({ name: 'CallUs', e_id: 'custom_event', custom_event_post_id: 902, params: { button_text: { selector: '.pys-trigger-call', dynamic: true } } })
    expect(Object.keys(events['902']!)).toEqual(['facebook', 'ga'])
    // What the triggers and the download event act on.
    expect(page.doc.querySelector('.pys-trigger-demo a[download]')!.getAttribute('href')).toBe('/wp-content/uploads/2025/01/hooldusjuhend.pdf?ver=2')
    expect(page.doc.querySelector('a[data-pys-event-id="901"]')!.getAttribute('href')).toContain('/blogi/')
    expect(page.doc.querySelector('.pys-trigger-call')!.textContent).toBe('Helista meile')
  })
})

describe('order attribution and checkout fields', () => {
  const fields = ['source_type', 'referrer', 'utm_campaign', 'utm_source', 'utm_medium', 'utm_content', 'utm_id', 'utm_term', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'session_entry', 'session_start_time', 'session_pages', 'session_count', 'user_agent']

  it('every page prints wc_order_attribution with real types (not localized strings)', async () => {
    const page = await new Visitor(shop.url).page('/pood/')
    const attribution = localized(page, 'wc-order-attribution-js-extra', 'wc_order_attribution')
    expect(attribution.params).toEqual({ lifetime: 0.00001, session: 30, base64: false, ajaxurl: `${shop.url}/wp-admin/admin-ajax.php`, prefix: 'wc_order_attribution_', allowTracking: true })
    expect(Object.keys(attribution.fields as Dict)).toEqual(fields)
    expect((attribution.fields as Dict).source_type).toBe('current.typ')
  })

  it('checkout carries the attribution inputs and PYS\'s hidden fields inside form.checkout', async () => {
    const page = await new Visitor(shop.url).page('/kassa/?add-to-cart=101')
    const form = page.doc.querySelector('form.checkout')!
    expect([...form.querySelectorAll('wc-order-attribution-inputs input[type=hidden]')].map((i) => i.getAttribute('name'))).toEqual(fields.map((f) => `wc_order_attribution_${f}`))
    const pysFields = ['pys_utm', 'pys_utm_id', 'pys_browser_time', 'pys_landing', 'pys_source', 'pys_order_type', 'last_pys_landing', 'last_pys_source', 'last_pys_utm', 'last_pys_utm_id']
    for (const name of pysFields) expect(form.querySelector(`input[type=hidden][name="${name}"]`), name).toBeTruthy()
    expect(form.querySelector<HTMLInputElement>('input[name=pys_order_type]')!.getAttribute('value')).toBe('normal')
    expect(page.doc.querySelectorAll('wc-order-attribution-inputs')).toHaveLength(1)
    // Other pages do not get the checkout fields.
    expect((await new Visitor(shop.url).page('/minu-konto/')).doc.querySelector('input[name=pys_utm]')).toBeNull()
  })
})

describe('editor view', () => {
  async function loggedIn(): Promise<Visitor> {
    const v = new Visitor(shop.url)
    await v.page('/minu-konto/')
    const res = await v.post('/minu-konto/', { username: 'demo', password: 'demo', 'woocommerce-login-nonce': v.nonce('login'), login: 'Logi sisse' })
    expect(res.status).toBe(303)
    return v
  }
  const canEdit = (page: Page): unknown => (localized(page, 'flatsome-js-js-extra', 'flatsomeVars').user as Dict).can_edit_pages

  it('the logged-in demo user with ?editor=1 gets can_edit_pages and edit links on blocks', async () => {
    const v = await loggedIn()
    const page = await v.page('/blogi/saunakultuur/?editor=1')
    expect(canEdit(page)).toBe(true)
    const link = page.doc.querySelector('#footer .block-edit-link')!
    expect(link.getAttribute('data-title')).toBe('Edit Block: Jaluse info')
    expect(link.getAttribute('data-backend')).toBe('/wp-admin/post.php?post=901&action=edit')
    expect(link.getAttribute('data-link')).toContain('page=uxbuilder')
    expect(link.nextElementSibling!.textContent).toContain('Kuressaare')
    expect(canEdit(await v.page('/blogi/saunakultuur/'))).toBe(false)
  })

  it('anonymous visitors never get the editor markup', async () => {
    const page = await new Visitor(shop.url).page('/blogi/saunakultuur/?editor=1')
    expect(canEdit(page)).toBe(false)
    expect(page.doc.querySelector('.block-edit-link')).toBeNull()
    expect(page.doc.querySelector('#footer .footer-block-info')).toBeTruthy()
  })
})

describe('media block', () => {
  it('the post prints WordPress\'s video shortcode markup with caption tracks and the player settings', async () => {
    const page = await new Visitor(shop.url).page('/blogi/saunakultuur/')
    const video = page.doc.querySelector('.entry-content div.wp-video > video.wp-video-shortcode')!
    expect(video.getAttribute('controls')).toBe('controls')
    expect(video.querySelector('source[type="video/mp4"]')!.getAttribute('src')).toMatch(/\.mp4\?_=1$/)
    const tracks = [...video.querySelectorAll('track')].map((t) => [t.getAttribute('kind'), t.getAttribute('srclang'), t.hasAttribute('default')])
    expect(tracks).toEqual([['captions', 'et', true], ['subtitles', 'en', false]])
    expect(video.querySelector('a[href$=".mp4"]')).toBeTruthy()
    expect(localized(page, 'wp-mediaelement-js-extra', '_wpmejsSettings')).toMatchObject({ pluginPath: '/wp-includes/js/mediaelement/', stretching: 'responsive' })
    expect((await new Visitor(shop.url).page('/blogi/villaste-riiete-hooldus/')).doc.querySelector('video')).toBeNull()
  })
})
