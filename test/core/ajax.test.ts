/**
 * The ajax helper: what each request carries, and the typed outcome of every kind of answer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import { adminAjax, adminAjaxRaw, encodeForm, request, wcAjax, type Payload } from '../../src/ajax'
import { rest } from '../../src/rest'
import { addAntiSpamFields } from '../../src/forms'
import { printSettings } from '../dom/helpers'

interface Sent {
  url: string
  method: string
  body: string
  headers: Record<string, string>
}

/**
 * Stubs fetch: records each request and answers with `respond` (status, body, and `url`: where a redirect ended,
 * as fetch's `response.url`), or never for `hang`.
 */
function stubFetch(respond: (sent: Sent) => { status: number; body: string; url?: string } | 'hang' | 'network') {
  const sent: Sent[] = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const s: Sent = { url, method: init.method ?? 'GET', body: String(init.body ?? ''), headers: init.headers as Record<string, string> }
    sent.push(s)
    const answer = respond(s)
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'))
    if (answer === 'hang')
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
    const response = new Response(answer.body, { status: answer.status })
    if (answer.url) Object.defineProperty(response, 'url', { value: answer.url })
    return Promise.resolve(response)
  })
  return sent
}

const antiSpam = { saar_hp_name: '', saar_hp_email: '', saar_ts: '1700000000', saar_token: 'tok' }

afterEach(() => vi.unstubAllGlobals())

describe('encodeForm', () => {
  it('encodes like jQuery.param / PHP arrays', () => {
    const body = encodeForm({ a: 1, b: true, c: false, d: null, e: undefined, f: ['x', 'y'], g: { 0: 'flat_rate:4' }, h: 'õun & pirn' })
    expect(decodeURIComponent(body.toString())).toBe('a=1&b=true&c=false&d=&e=&f[]=x&f[]=y&g[0]=flat_rate:4&h=õun+&+pirn')
    expect(body.getAll('f[]')).toEqual(['x', 'y'])
    expect(body.get('h')).toBe('õun & pirn')
  })

  // The same fields, in the same order, with the same values as jQuery 3.7's own jQuery.param.
  it.each<[string, Payload]>([
    ['scalars', { a: 1, b: 'x y', c: 0, d: '' }],
    ['booleans', { clear: true, more: false }],
    ['null and undefined', { a: null, b: undefined, c: 'z' }],
    ['arrays of scalars, null included', { ids: [1, 'two', null, true] }],
    ['nested objects and arrays of objects', { data: { value: 12.5, items: [{ id: 7, qty: 2 }, { id: 8, on: false }] }, 'shipping_method': { 0: 'dpd_parcels' } }],
    ['PixelYourSite event', { action: 'pys_api_event', pixel: 'facebook', event: 'AddToCart', data: { content_ids: ['101'], value: 12.9, is_variable: false }, ids: ['1000000000000001'], eventID: 'e-1', woo_order: '', edd_order: undefined }],
  ])('%s', (_name, payload) => {
    const ours = [...encodeForm(payload)]
    const theirs = [...new URLSearchParams($.param(payload))]
    expect(ours).toEqual(theirs)
  })
})

describe('requests', () => {
  it('add the four anti-spam fields to every POST, not to GET', async () => {
    printSettings({ antiSpam })
    const sent = stubFetch(() => ({ status: 200, body: '{}' }))
    await wcAjax('add_to_cart', { product_id: 12, quantity: 2 })
    await request('/wp-admin/admin-ajax.php', { method: 'GET', data: { action: 'flatsome_ajax_search_products', query: 'sall' } })
    const post = new URLSearchParams(sent[0]!.body)
    expect(sent[0]!.url).toBe('/?wc-ajax=add_to_cart')
    expect(Object.fromEntries(post)).toEqual({ product_id: '12', quantity: '2', ...antiSpam })
    expect(sent[1]!.url).toBe('/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=sall')
    expect(sent[1]!.body).toBe('')
  })

  it('unwrap the admin-ajax envelope', async () => {
    printSettings({})
    stubFetch(() => ({ status: 200, body: '{"success":true,"data":{"pbid":"abc"}}' }))
    expect(await adminAjax('pys_get_pbid')).toEqual({ ok: true, data: { pbid: 'abc' }, status: 200 })
  })

  it('turn success:false into a rejected error with the server message', async () => {
    stubFetch(() => ({ status: 200, body: '{"success":false,"data":"Vigane päring"}' }))
    expect(await adminAjax('x')).toEqual({ ok: false, error: { kind: 'rejected', status: 200, message: 'Vigane päring' } })
  })

  it('report an envelope without success flag, invalid JSON and HTTP errors as typed errors', async () => {
    stubFetch((s) =>
      s.body.includes('action=a') ? { status: 200, body: '{"data":1}' } : s.body.includes('action=b') ? { status: 200, body: '<html>' } : { status: 500, body: 'boom' },
    )
    expect(await adminAjax('a')).toMatchObject({ ok: false, error: { kind: 'parse' } })
    expect(await adminAjaxRaw('b')).toMatchObject({ ok: false, error: { kind: 'parse', status: 200 } })
    expect(await adminAjaxRaw('c')).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } })
  })

  it('return HTML fragments as text when asked', async () => {
    stubFetch(() => ({ status: 200, body: '<div class="product-quick-view-container"></div>' }))
    expect(await adminAjaxRaw('flatsome_quickview', { product: 5 }, { expect: 'text' })).toMatchObject({
      ok: true,
      data: '<div class="product-quick-view-container"></div>',
    })
  })

  it('time out instead of hanging', async () => {
    stubFetch(() => 'hang')
    expect(await wcAjax('get_refreshed_fragments', {}, { timeout: 20 })).toEqual({ ok: false, error: { kind: 'timeout', status: 0 } })
  })

  it('report network failures', async () => {
    stubFetch(() => 'network')
    expect(await wcAjax('add_to_cart')).toEqual({ ok: false, error: { kind: 'network', status: 0 } })
  })

  it('abort the stale request of the same key', async () => {
    let n = 0
    stubFetch(() => (++n === 1 ? 'hang' : { status: 200, body: '"second"' }))
    const first = wcAjax('get_variation', {}, { key: 'variation' })
    const second = wcAjax('get_variation', {}, { key: 'variation' })
    expect(await first).toEqual({ ok: false, error: { kind: 'aborted', status: 0 } })
    expect(await second).toMatchObject({ ok: true, data: 'second' })
  })

  it('refuse HTML that a redirect brought from another origin, after the redirect (fetch’s final URL)', async () => {
    printSettings({})
    const sent = stubFetch(() => ({ status: 200, body: '<div class="product"><img src=x onerror=alert(1)></div>', url: 'https://evil.example/hostile' }))
    expect(await adminAjaxRaw('flatsome_quickview', { product: 5 }, { expect: 'text' })).toEqual({ ok: false, error: { kind: 'origin', status: 200 } })
    expect(await wcAjax('add_to_cart', { product_id: 7 })).toEqual({ ok: false, error: { kind: 'origin', status: 200 } })
    expect(sent).toHaveLength(2) // asked the shop; the answer came from elsewhere
  })

  it('refuse an answer a redirect brought from another page of the shop (the login page), and take the endpoint’s own', async () => {
    printSettings({})
    let url = `${location.origin}/minu-konto/`
    stubFetch(() => ({ status: 200, body: '<form class="login"></form>', url }))
    expect(await adminAjaxRaw('pw_brand_fetch_brands', {}, { expect: 'text' })).toEqual({ ok: false, error: { kind: 'origin', status: 200 } })
    url = `${location.origin}/wp-admin/admin-ajax.php`
    expect(await adminAjaxRaw('pw_brand_fetch_brands', {}, { expect: 'text' })).toMatchObject({ ok: true, data: '<form class="login"></form>' })
  })

  it('never call an address on another origin, or one that is no http(s) URL', async () => {
    const sent = stubFetch(() => ({ status: 200, body: '{}' }))
    for (const ajaxUrl of ['https://evil.example/wp-admin/admin-ajax.php', '//evil.example/a', 'javascript:alert(1)//']) {
      printSettings({ ajaxUrl })
      expect(await adminAjaxRaw('flatsome_quickview', {}, { expect: 'text' })).toEqual({ ok: false, error: { kind: 'origin', status: 0 } })
    }
    expect(sent).toHaveLength(0)
  })

  it('treat WordPress’s -1 and 0 as refusals, whatever the status, and log each once with the action’s name', async () => {
    printSettings({})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    stubFetch((s) => (s.body.includes('action=set_checkout_session') ? { status: 200, body: '-1' } : s.url.includes('search_pudo') ? { status: 400, body: '0' } : { status: 403, body: ' -1\n' }))
    expect(await adminAjaxRaw('set_checkout_session', { cod: 1 })).toEqual({ ok: false, error: { kind: 'rejected', status: 200 } })
    expect(await adminAjax('eabi_postoffice_save_office', {}, { expect: 'text' })).toEqual({ ok: false, error: { kind: 'rejected', status: 403 } })
    expect(await adminAjaxRaw('search_pudo', { q: 'Tartu' }, { method: 'GET' })).toEqual({ ok: false, error: { kind: 'rejected', status: 400 } })
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      '[saar] set_checkout_session refused: -1',
      '[saar] eabi_postoffice_save_office refused: -1',
      '[saar] /wp-admin/admin-ajax.php?action=search_pudo&q=Tartu refused: 0',
    ])
    warn.mockRestore()
  })

  it('take other short answers (1, -10, a number in JSON) as answers', async () => {
    printSettings({})
    stubFetch((s) => ({ status: 200, body: s.body.includes('action=a') ? '1' : '-10' }))
    expect(await adminAjaxRaw('a')).toMatchObject({ ok: true, data: 1 })
    expect(await adminAjaxRaw('b', {}, { expect: 'text' })).toMatchObject({ ok: true, data: '-10' })
  })

  it('send REST calls with the nonce and a JSON body', async () => {
    printSettings({ restUrl: '/wp-json/', restNonce: 'n0nce' })
    const sent = stubFetch(() => ({ status: 200, body: '{}' }))
    await rest('wc-admin/options', { json: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } })
    expect(sent[0]).toMatchObject({ url: '/wp-json/wc-admin/options', method: 'POST' })
    expect(sent[0]!.headers['X-WP-Nonce']).toBe('n0nce')
    expect(JSON.parse(sent[0]!.body)).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } })
  })
})

describe('with jQuery on the page', () => {
  /** How the one stubbed jQuery transport answers: complete(status, text, body), never (`hang`), or a dropped connection. */
  let answer: (url: string, data: string) => [number, JQuery.Ajax.TextStatus, string] | 'hang' | 'network' = () => [200, 'success', '{}']
  const sentThrough: { url: string; data: string }[] = []
  const aborted: string[] = []
  $.ajaxTransport('+*', (options) => {
    let url = ''
    return {
      send: (_headers, complete) => {
        // jQuery's own xhr transport makes its XHR with the `xhr` option: so does this one.
        options.xhr?.()
        url = options.url ?? ''
        sentThrough.push({ url, data: String(options.data ?? '') })
        const a = answer(url, String(options.data ?? ''))
        if (a === 'hang') return
        if (a === 'network') return complete(0, 'error')
        complete(a[0], a[1], { text: a[2] })
      },
      abort: () => void aborted.push(url),
    }
  })
  const useJQuery = () => ((globalThis as { jQuery?: unknown }).jQuery = $)
  afterEach(() => {
    delete (globalThis as { jQuery?: unknown }).jQuery
    sentThrough.length = 0
    aborted.length = 0
  })

  it('wc-ajax calls are seen by ajaxSend and ajaxComplete listeners', async () => {
    printSettings({ antiSpam })
    useJQuery()
    answer = () => [200, 'success', '{"fragments":{},"cart_hash":"abc"}']
    const seen: string[] = []
    $(document).on('ajaxSend', (_e, _xhr, o: { url?: string }) => seen.push(`send ${o.url}`))
    $(document).on('ajaxComplete', (_e, _xhr, o: { url?: string }) => seen.push(`complete ${o.url}`))
    const result = await wcAjax('add_to_cart', { product_id: 7 })
    expect(result).toEqual({ ok: true, data: { fragments: {}, cart_hash: 'abc' }, status: 200 })
    expect(seen).toEqual(['send /?wc-ajax=add_to_cart', 'complete /?wc-ajax=add_to_cart'])
    expect(new URLSearchParams(sentThrough[0]!.data).get('saar_token')).toBe('tok')
    $(document).off('ajaxSend ajaxComplete')
  })

  it('time out through jQuery (its timeout aborts the transport)', async () => {
    printSettings({})
    useJQuery()
    answer = () => 'hang'
    expect(await wcAjax('get_refreshed_fragments', {}, { timeout: 20 })).toEqual({ ok: false, error: { kind: 'timeout', status: 0 } })
    expect(aborted).toEqual(['/?wc-ajax=get_refreshed_fragments'])
  })

  it('abort the stale request of the same key through jQuery', async () => {
    printSettings({})
    useJQuery()
    let n = 0
    answer = () => (++n === 1 ? 'hang' : [200, 'success', '"second"'])
    const first = wcAjax('get_variation', { n: 1 }, { key: 'variation' })
    const second = wcAjax('get_variation', { n: 2 }, { key: 'variation' })
    expect(await first).toEqual({ ok: false, error: { kind: 'aborted', status: 0 } })
    expect(await second).toEqual({ ok: true, data: 'second', status: 200 })
    expect(aborted).toEqual(['/?wc-ajax=get_variation'])
    expect(sentThrough.map((s) => new URLSearchParams(s.data).get('n'))).toEqual(['1', '2'])
  })

  it('refuse HTML whose XHR ended on another origin after a redirect (responseURL), and take the shop’s own', async () => {
    printSettings({})
    useJQuery()
    let responseURL = 'https://evil.example/hostile'
    const made = vi.spyOn($.ajaxSettings, 'xhr').mockImplementation(() => ({ responseURL }) as XMLHttpRequest)
    answer = () => [200, 'success', '<div class="product"></div>']
    expect(await adminAjaxRaw('flatsome_quickview', { product: 5 }, { expect: 'text' })).toEqual({ ok: false, error: { kind: 'origin', status: 200 } })
    responseURL = `${location.origin}/wp-admin/admin-ajax.php`
    expect(await adminAjaxRaw('flatsome_quickview', { product: 5 }, { expect: 'text' })).toMatchObject({ ok: true, data: '<div class="product"></div>' })
    expect(made).toHaveBeenCalledTimes(2)
    made.mockRestore()
  })

  it('report HTTP errors and dropped connections through jQuery as typed errors', async () => {
    printSettings({})
    useJQuery()
    answer = (url) => (url.includes('remove_from_cart') ? [500, 'error', 'boom'] : url.includes('admin-ajax') ? [403, 'error', '-1'] : 'network')
    expect(await wcAjax('remove_from_cart', { cart_item_key: 'k' })).toEqual({ ok: false, error: { kind: 'http', status: 500 } })
    expect(await adminAjax('set_checkout_session', { cod: 1 })).toEqual({ ok: false, error: { kind: 'rejected', status: 403 } })
    expect(await wcAjax('add_to_cart', { product_id: 7 })).toEqual({ ok: false, error: { kind: 'network', status: 0 } })
    expect(sentThrough).toHaveLength(3)
  })
})

describe('anti-spam fields without the settings (Saar enqueued by hand)', () => {
  const fieldInputs = (values: Record<string, string>) => Object.entries(values).map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`).join('')
  const postFields = (sent: Sent) => Object.fromEntries(new URLSearchParams(sent.body))

  it('come from the hidden inputs of the page’s POST forms, read at the first POST (the form arrived after load)', async () => {
    const sent = stubFetch(() => ({ status: 200, body: '{}' }))
    document.body.innerHTML = '<form method="get" action="/"><input type="search" name="s"></form>'
    const form = document.createElement('form')
    form.method = 'post'
    form.action = '/ostukorv/'
    form.innerHTML = `${fieldInputs(antiSpam)}<input type="hidden" name="woocommerce-cart-nonce" value="n1">`
    document.body.appendChild(form)
    await wcAjax('add_to_cart', { product_id: 12 })
    await adminAjaxRaw('search_pudo', { q: 'Tartu' }, { method: 'GET' })
    expect(postFields(sent[0]!)).toEqual({ product_id: '12', ...antiSpam })
    expect(sent[1]!.body).toBe('')
  })

  it('take only the four fixed names, only hidden inputs, only from POST forms to the shop’s own origin', async () => {
    const sent = stubFetch(() => ({ status: 200, body: '{}' }))
    const forged = { saar_hp_name: 'x', saar_hp_email: 'x@evil.example', saar_ts: '1', saar_token: 'forged' }
    document.body.innerHTML = [
      `<form method="post" action="https://evil.example/collect">${fieldInputs(forged)}</form>`,
      `<form method="get" action="/">${fieldInputs(forged)}</form>`,
      `<form method="POST" action="/minu-konto/"><input type="text" name="saar_token" value="typed">${fieldInputs({ saar_hp_name: '', saar_hp_email: '', ak_js: '1' })}</form>`,
      `<form method="post">${fieldInputs({ saar_ts: antiSpam.saar_ts, saar_token: antiSpam.saar_token, saar_hp_name: 'later' })}</form>`,
    ].join('')
    await wcAjax('add_to_cart', { product_id: 12 })
    expect(postFields(sent[0]!)).toEqual({ product_id: '12', ...antiSpam })
  })

  it('come from the settings when they have them, whatever the forms carry', async () => {
    printSettings({ antiSpam })
    const sent = stubFetch(() => ({ status: 200, body: '{}' }))
    document.body.innerHTML = `<form method="post">${fieldInputs({ saar_hp_name: '', saar_hp_email: '', saar_ts: '2', saar_token: 'old' })}</form>`
    await adminAjax('pys_get_pbid')
    expect(postFields(sent[0]!)).toEqual({ action: 'pys_get_pbid', ...antiSpam })
  })

  it('are kept once found: a form a fragment refresh removes still gave them', async () => {
    const sent = stubFetch(() => ({ status: 200, body: '{}' }))
    document.body.innerHTML = `<div class="widget_shopping_cart_content"><form method="post">${fieldInputs(antiSpam)}</form></div>`
    await wcAjax('add_to_cart', { product_id: 1 })
    document.body.innerHTML = '<div class="widget_shopping_cart_content"></div>'
    await wcAjax('add_to_cart', { product_id: 2 })
    expect(sent.map(postFields)).toEqual([{ product_id: '1', ...antiSpam }, { product_id: '2', ...antiSpam }])
  })

  it('fill a POST form that lacks them (a quick-view popup’s), never one posting to another origin', () => {
    document.body.innerHTML = `<form method="post" action="/minu-konto/">${fieldInputs(antiSpam)}</form><form method="post" action="/toode/villased-sokid/" id="popup"><input type="hidden" name="saar_ts" value="9"></form><form method="post" action="https://pay.example/" id="other"></form>`
    for (const form of document.forms) addAntiSpamFields(form)
    const fields = (id: string) => Object.fromEntries(new FormData(document.getElementById(id) as HTMLFormElement))
    expect(fields('popup')).toEqual({ ...antiSpam, saar_ts: '9' })
    expect(fields('other')).toEqual({})
  })

  it('missing everywhere: a refused POST says once, naming the setting, and a GET or a success says nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    stubFetch((s) =>
      s.method === 'GET' ? { status: 404, body: '' }
      : s.url.includes('get_refreshed_fragments') ? { status: 200, body: '{}' }
      : s.url.includes('update_order_review') ? { status: 500, body: '' }
      : { status: 403, body: '{"success":false,"data":"spam"}' },
    )
    expect(await wcAjax('get_refreshed_fragments')).toMatchObject({ ok: true })
    expect(await adminAjaxRaw('search_pudo', { q: 'Tartu' }, { method: 'GET' })).toMatchObject({ ok: false })
    expect(warn).not.toHaveBeenCalled()
    // Said to the caller too, so it can take the way that works without scripts; a server error is no such refusal.
    expect(await wcAjax('add_to_cart', { product_id: 12 })).toEqual({ ok: false, error: { kind: 'http', status: 403, unguarded: true } })
    expect(await wcAjax('update_order_review')).toEqual({ ok: false, error: { kind: 'http', status: 500 } })
    expect(await adminAjax('set_checkout_session', { cod: 1 })).toMatchObject({ ok: false })
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      '[saar] /?wc-ajax=add_to_cart refused without anti-spam fields (no POST form has them): set `antiSpam` in the settings',
    ])
  })
})
