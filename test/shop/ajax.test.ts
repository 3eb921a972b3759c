/** The stand-in shop's calls: anti-spam, nonces, the cart and its cookies, variations, search and the plugins. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShop, type RunningShop } from '../../php-stub/shop/server'
import { Visitor, parse } from './client'

let shop: RunningShop

beforeAll(async () => {
  shop = await startShop({ port: 0, quiet: true })
})
afterAll(() => shop.close())

const wc = (endpoint: string): string => `/?wc-ajax=${endpoint}`
const ajax = '/wp-admin/admin-ajax.php'

/** A visitor that has seen a page (so it has its cookie, anti-spam values and nonces). */
async function newVisitor(path = '/pood/'): Promise<Visitor> {
  const v = new Visitor(shop.url)
  await v.page(path)
  return v
}

/** Logs the visitor in as the demo user (the shop manager) through the account page's form. */
async function logIn(v: Visitor): Promise<void> {
  await v.page('/minu-konto/')
  const res = await v.post('/minu-konto/', { username: 'demo', password: 'demo', 'woocommerce-login-nonce': v.nonce('login'), login: 'Logi sisse' })
  expect(res.status).toBe(303)
}

describe('anti-spam and nonces', () => {
  it('refuses POSTs without the printed anti-spam values', async () => {
    const v = await newVisitor()
    const bare = await v.post(wc('add_to_cart'), { product_id: '101' }, { antiSpam: false })
    expect(bare.status).toBe(403)
    expect(await bare.json()).toEqual({ success: false, data: 'spam' })
    const wrong = await v.post(ajax, { action: 'search_pudo', search_value: 'Tartu', ...v.settings.antiSpam, saar_token: 'x' }, { antiSpam: false })
    expect(wrong.status).toBe(403)
    const form = await v.post('/toode/villased-sokid/', { 'add-to-cart': '101', quantity: '1' }, { antiSpam: false })
    expect(form.status).toBe(403)
    expect((await v.fetch(`${ajax}?action=pys_get_pbid`)).status).toBe(200)
  })

  it('answers a wrong nonce with 403 and -1, a wrong REST nonce with rest_cookie_invalid_nonce', async () => {
    // On the checkout, where DPD prints its nonce and WooCommerce its order-review nonce.
    const v = await newVisitor('/kassa/?add-to-cart=101')
    const res = await v.post(ajax, { action: 'set_checkout_session', cod: '1', fe_ajax_nonce: 'nope' })
    expect([res.status, await res.text()]).toEqual([403, '-1'])
    const ok = await v.post(ajax, { action: 'set_checkout_session', cod: '1', fe_ajax_nonce: v.nonce('feAjax') })
    expect(await ok.json()).toEqual({ success: true })
    const rest = await v.fetch('/wp-json/wp/v2/users/1', { method: 'POST', headers: { 'X-WP-Nonce': 'nope', 'Content-Type': 'application/json' }, body: '{}' })
    expect(rest.status).toBe(403)
    expect(((await rest.json()) as { code: string }).code).toBe('rest_cookie_invalid_nonce')
    const other = await newVisitor()
    const stolen = await other.post(wc('update_order_review'), { security: v.nonce('updateOrderReview') })
    expect(stolen.status).toBe(403)
  })

  it('answers 0 for an unknown admin-ajax action', async () => {
    const v = await newVisitor()
    expect(await (await v.post(ajax, { action: 'no_such_action' })).text()).toBe('0')
  })
})

describe('cart', () => {
  it('adds, sets the WooCommerce cookies, returns fragments and removes again', async () => {
    const v = await newVisitor()
    expect(v.jar.has('woocommerce_items_in_cart')).toBe(false)
    const added = (await (await v.post(wc('add_to_cart'), { product_id: '101', quantity: '2' })).json()) as { fragments: Record<string, string>; cart_hash: string }
    expect(Object.keys(added.fragments)).toEqual(expect.arrayContaining(['div.widget_shopping_cart_content', '.header .cart-icon', '.cart-price']))
    expect(v.jar.get('woocommerce_items_in_cart')).toBe('1')
    expect(v.jar.get('woocommerce_cart_hash')).toBe(added.cart_hash)
    expect(parse(added.fragments['.header .cart-icon']!).querySelector('strong')!.textContent).toBe('2')
    const link = parse(added.fragments['div.widget_shopping_cart_content']!).querySelector('a.remove_from_cart_button')!
    const removed = (await (await v.post(wc('remove_from_cart'), { cart_item_key: link.getAttribute('data-cart_item_key')! })).json()) as { cart_hash: string }
    expect(removed.cart_hash).toBe('')
    expect(v.jar.has('woocommerce_items_in_cart') || v.jar.has('woocommerce_cart_hash')).toBe(false)
    expect(await (await v.post(wc('remove_from_cart'), { cart_item_key: 'missing' })).json()).toEqual({ success: false })
  })

  it('answers error + product_url for out-of-stock and incomplete variations', async () => {
    const v = await newVisitor()
    const out = await (await v.post(wc('add_to_cart'), { product_id: '107' })).json()
    expect(out).toEqual({ error: true, product_url: `${shop.url}/toode/keraamiline-vaagen/` })
    const single = await v.post(wc('add_to_cart'), { product_id: '108' })
    expect(((await single.json()) as { fragments?: unknown }).fragments).toBeTruthy()
    expect(((await (await v.post(wc('add_to_cart'), { product_id: '108' })).json()) as { error?: boolean }).error).toBe(true)
  })

  it('adds a variation posted as product_id with its stored attributes, as WC_AJAX::add_to_cart; variation_id and attribute_* are ignored', async () => {
    const v = await newVisitor()
    const lines = async () =>
      ((await (await v.fetch('/wp-json/wc/store/v1/cart')).json()) as { items: { id: number; quantity: number; variation: { attribute: string; value: string }[] }[] }).items.map(
        (i) => `${i.id}×${i.quantity} ${i.variation.map((a) => `${a.attribute}=${a.value}`).join(' ')}`,
      )
    const added = (await (await v.post(wc('add_to_cart'), { product_id: '10206', quantity: '2' })).json()) as { fragments?: unknown }
    expect(added.fragments).toBeTruthy()
    expect(await lines()).toEqual(['10206×2 pa_suurus=xl varv=Roheline'])
    // Posted attributes do not change a variation's stored ones.
    await v.post(wc('add_to_cart'), { product_id: '10201', attribute_pa_suurus: 'xl', attribute_varv: 'Sinine' })
    expect(await lines()).toEqual(['10206×2 pa_suurus=xl varv=Roheline', '10201×1 pa_suurus=s varv=Hõbehall'])
    // A variation with an "any" attribute stays without it: refused, whatever is posted beside it.
    const any = (await (await v.post(wc('add_to_cart'), { product_id: '10204', attribute_pa_suurus: 'm', attribute_varv: 'Sinine' })).json()) as { error?: boolean }
    expect(any).toEqual({ error: true, product_url: `${shop.url}/toode/villane-kampsun/` })
    // The parent with a variation_id (the old way of sending it) is refused: variation_id is not read.
    const parent = (await (await v.post(wc('add_to_cart'), { product_id: '102', variation_id: '10206', attribute_pa_suurus: 'xl', attribute_varv: 'Roheline' })).json()) as { error?: boolean }
    expect(parent.error).toBe(true)
    expect(await lines()).toHaveLength(2)
  })

  it('adds a variation with an "any" attribute through the product form, with the chosen value', async () => {
    const v = await newVisitor('/toode/villane-kampsun/')
    const res = await v.post('/toode/villane-kampsun/', { 'add-to-cart': '102', product_id: '102', variation_id: '10204', attribute_pa_suurus: 'm', attribute_varv: 'Sinine', quantity: '1' })
    expect(res.status).toBe(303)
    expect(v.jar.get('woocommerce_cart_hash')).toMatch(/^[0-9a-f]{32}$/)
    const items = ((await (await v.fetch('/wp-json/wc/store/v1/cart')).json()) as { items: { id: number; variation: { attribute: string; value: string }[] }[] }).items
    expect(items.map((i) => [i.id, i.variation])).toEqual([[10204, [{ attribute: 'pa_suurus', value: 'm' }, { attribute: 'varv', value: 'Sinine' }]]])
  })

  it('adds through the product form without JS and shows a notice after the redirect', async () => {
    const v = await newVisitor('/toode/villane-kampsun/')
    const res = await v.post('/toode/villane-kampsun/', { 'add-to-cart': '102', product_id: '102', variation_id: '0', attribute_pa_suurus: 's', attribute_varv: 'Hõbehall', quantity: '1' })
    expect(res.status).toBe(303)
    const page = await v.page(res.headers.get('location')!)
    expect(page.doc.querySelector('div.woocommerce-message[role=alert]')!.textContent).toContain('Villane kampsun')
    expect(page.doc.querySelector('.header-cart-link .cart-icon strong')!.textContent).toBe('1')
  })
})

describe('get_variation', () => {
  const ask = async (v: Visitor, fields: Record<string, string>) => (await v.post(wc('get_variation'), fields)).json() as Promise<Record<string, unknown> | false>

  it('matches exact values, "any" attributes, and answers false otherwise', async () => {
    const v = await newVisitor()
    expect(await ask(v, { product_id: '102', attribute_pa_suurus: 's', attribute_varv: 'Hõbehall' })).toMatchObject({ variation_id: 10201, is_in_stock: true })
    expect(await ask(v, { product_id: '102', attribute_pa_suurus: 'xl', attribute_varv: 'Sinine' })).toMatchObject({ variation_id: 10204, attributes: { attribute_pa_suurus: '' } })
    expect(await ask(v, { product_id: '102', attribute_pa_suurus: 'l', attribute_varv: 'Hõbehall' })).toMatchObject({ variation_id: 10203, is_in_stock: false })
    expect(await ask(v, { product_id: '102', attribute_pa_suurus: 'm', attribute_varv: 'Roheline' })).toBe(false)
    expect(await ask(v, { product_id: '102', attribute_varv: 'Hõbehall' })).toBe(false)
    const big = await ask(v, { product_id: '103', attribute_pa_suurus: 'm', attribute_pa_varv: 'valge', attribute_materjal: 'Lina' })
    expect(big).toMatchObject({ sku: expect.any(String), image: { src: expect.stringContaining('.svg') }, weight_html: expect.stringContaining('kg') })
  })
})

describe('checkout calls', () => {
  it('update_order_review honours the shipping method and renders that plugin\'s picker', async () => {
    const v = await newVisitor('/kassa/?add-to-cart=101')
    const review = async (method: string) =>
      (await (await v.post(wc('update_order_review'), { security: v.nonce('updateOrderReview'), 'shipping_method[0]': method, payment_method: 'bacs', country: 'EE', post_data: '' })).json()) as {
        result: string
        fragments: Record<string, string>
      }
    const dpd = await review('dpd_parcels')
    expect(dpd.result).toBe('success')
    const table = parse(dpd.fragments['.woocommerce-checkout-review-order-table']!)
    expect(table.querySelector('#shipping_method_0_dpd_parcels')!.hasAttribute('checked')).toBe(true)
    expect(table.querySelector('tr.wc_shipping_dpd_terminals .custom-dropdown .js--pudo-search')).toBeTruthy()
    expect(table.querySelectorAll('li.pudo[data-value][data-cod]').length).toBe(10)
    const eabi = parse((await review('eabi_omniva_parcelterminal')).fragments['.woocommerce-checkout-review-order-table']!)
    expect(eabi.querySelector('tr.wc_shipping_dpd_terminals')).toBeNull()
    expect(eabi.querySelector('#eabi_postoffice_pickup_group') && eabi.querySelector('#eabi_postoffice_pickup_location')).toBeTruthy()
    const flat = await review('flat_rate:1')
    expect(flat.fragments['.woocommerce-checkout-payment']).toContain('id="place_order"')
  })

  it('checkout: failure lists the missing fields, success empties the cart and redirects', async () => {
    const v = await newVisitor('/kassa/?add-to-cart=101')
    const nonce = v.nonce('processCheckout')
    expect(nonce).not.toBe('')
    const failed = (await (await v.post(wc('checkout'), { 'woocommerce-process-checkout-nonce': nonce, 'shipping_method[0]': 'dpd_parcels' })).json()) as { result: string; messages: string }
    expect(failed.result).toBe('failure')
    expect(parse(failed.messages).querySelector('ul.woocommerce-error li[data-id="billing_first_name"]')).toBeTruthy()
    expect(failed.messages).toContain('Palun vali pakiautomaat')
    const fields = { billing_first_name: 'Mari', billing_last_name: 'Maasikas', billing_country: 'EE', billing_address_1: 'Rüütli 1', billing_city: 'Tartu', billing_postcode: '51007', billing_phone: '+372 5555 5555', billing_email: 'mari@example.ee', 'shipping_method[0]': 'dpd_parcels', wc_shipping_dpd_parcels_terminal: 'EE90013', payment_method: 'bacs' }
    const placed = (await (await v.post(wc('checkout'), { ...fields, 'woocommerce-process-checkout-nonce': nonce })).json()) as { result: string; redirect: string }
    expect(placed.result).toBe('success')
    expect(placed.redirect).toMatch(/\/kassa\/tellimus-vastu-voetud\/\d+\//)
    expect(v.jar.has('woocommerce_items_in_cart')).toBe(false)
  })

  it('comments: a reply lands under its parent', async () => {
    const v = await newVisitor('/blogi/saunakultuur/')
    const top = await v.post('/wp-comments-post.php', { comment: 'Leil on parim!', author: 'Tõnu', email: 't@example.ee', comment_post_ID: '502', comment_parent: '0' })
    const id = /#comment-(\d+)$/.exec(top.headers.get('location')!)![1]
    await v.post('/wp-comments-post.php', { comment: '<b>Nõus</b>', author: 'Ülle', email: 'u@example.ee', comment_post_ID: '502', comment_parent: id! })
    const page = await v.page('/blogi/saunakultuur/')
    expect(page.doc.querySelector(`li#comment-${id} > ol.children .comment-content`)!.textContent).toBe('<b>Nõus</b>')
  })

  it('pickup: search_pudo escapes HTML, load_more_items returns raw rows, eabi offices cascade', async () => {
    const v = await newVisitor()
    const found = (await (await v.post(ajax, { action: 'search_pudo', q: '', search_value: 'tartu' })).json()) as { terminals: string }
    expect(found.terminals).toContain('Tartu Anne Selveri pakiautomaat')
    expect(found.terminals).not.toContain('<img src=x')
    const rows = (await (await v.post(ajax, { action: 'search_pudo', q: 'tartu' })).json()) as { name: string }[]
    expect(rows.some((r) => r.name.includes('<img src=x onerror=alert(1)>'))).toBe(true)
    const more = (await (await v.post(ajax, { action: 'load_more_items', page: '1' })).json()) as { success: boolean; data: { listPudos: { status: string }[]; hasMore: boolean } }
    expect(more.success && more.data.listPudos.length === 10 && more.data.hasMore).toBe(true)
    expect(more.data.listPudos.every((t) => t.status === '1')).toBe(true)
    const offices = (await (await v.post(ajax, { action: 'eabi_postoffice_get_offices', carrier_code: 'eabi_omniva_parcelterminal', group_id: '2', address_id: 'EE' })).json()) as { label: string; value: string; group: string; group_title: string; selected: boolean }[]
    expect(offices[0]).toMatchObject({ group: '2', group_title: 'Tartu maakond', selected: false })
    await v.post(ajax, { action: 'eabi_postoffice_save_office', carrier_code: 'eabi_omniva_parcelterminal', address_id: 'EE', pickup_location: offices[0]!.value })
    const again = (await (await v.post(ajax, { action: 'eabi_postoffice_get_offices', carrier_code: 'eabi_omniva_parcelterminal', group_id: '2', address_id: 'EE' })).json()) as { selected: boolean }[]
    expect(again[0]!.selected).toBe(true)
  })
})

describe('plugins', () => {
  it('live search: suggestions with raw names, an id -1 entry when nothing matches', async () => {
    const v = await newVisitor()
    const res = (await (await v.fetch(`${ajax}?action=flatsome_ajax_search_products&query=kruus`)).json()) as { suggestions: { type: string; id: number; value: string; url: string; img: string; price: string }[] }
    expect(res.suggestions.map((s) => s.value)).toContain('Kruus <img src=x onerror=alert(1)> "Öö" & päev')
    expect(res.suggestions[0]).toMatchObject({ type: 'Product', url: expect.stringContaining('/toode/'), img: expect.stringContaining('.svg') })
    const none = (await (await v.fetch(`${ajax}?action=flatsome_ajax_search_products&query=zzzz`)).json()) as { suggestions: { id: number }[] }
    expect(none.suggestions).toEqual([expect.objectContaining({ id: -1 })])
    const narrowed = (await (await v.fetch(`${ajax}?action=flatsome_ajax_search_products&query=kruus&product_cat=roivad`)).json()) as { suggestions: { id: number }[] }
    expect(narrowed.suggestions[0]!.id).toBe(-1)
  })

  it('quick view: gallery slider and the variations form, names escaped', async () => {
    const v = await newVisitor()
    const doc = parse(await (await v.post(ajax, { action: 'flatsome_quickview', product: '102' })).text())
    expect(doc.querySelector('.product-quick-view-container .product-gallery-slider')).toBeTruthy()
    expect(doc.querySelector('form.variations_form')!.getAttribute('action')).toBe('')
    const xss = await (await v.post(ajax, { action: 'flatsome_quickview', product: '113' })).text()
    expect(xss).not.toContain('<img src=x')
  })

  it('brands, notification and tracking answer in their plugins\' shapes', async () => {
    const v = await newVisitor('/brandid/')
    const brands = parse(await (await v.post(ajax, [['action', 'pw_brand_fetch_brands'], ['pw_woob_category[]', '16']])).text())
    expect([...brands.querySelectorAll('.wb-allview-title')].map((h) => h.id)).toEqual(expect.arrayContaining(['M', '7'.replace('7', '123')]))
    const products = await (await v.post(ajax, [['action', 'pw_brand_fetch_products'], ['pw_woob_brand[]', 'hiiu-vill']])).text()
    expect(products).toContain('quick-view')
    const recent = (await (await v.post(ajax, { action: 'woonotification_get_product', nonce: v.nonce('notification') })).json()) as { title: string; city: string }[]
    expect(Buffer.from(recent[0]!.city, 'base64').toString()).toBe('Tartu')
    const pbid = (await (await v.fetch(`${ajax}?action=pys_get_pbid`)).json()) as { data: { pbid: string } }
    expect(pbid.data.pbid).toMatch(/^[a-f0-9]{64}$/)
    const filters = (await (await v.fetch(`${ajax}?action=pys_get_gdpr_filters_values`)).json()) as { data: Record<string, boolean> }
    expect(filters.data.facebook_disabled_by_api).toBe(false)
    expect((await v.post(ajax, { action: 'pys_api_event', event: 'AddToCart', ajax_event: v.nonce('ajaxEvent') })).status).toBe(200)
  })

  it('notification: checks the nonce the page prints, narrows by viwn_pd_id or viwn_category_name', async () => {
    const v = await newVisitor('/toode/villased-sokid/')
    const page = await v.page('/toode/villased-sokid/')
    const printed = /var _woocommerce_notification_params = (\{.*?\});/.exec(page.html)![1]!
    const nonce = (JSON.parse(printed) as { nonce: string }).nonce
    const ask = async (fields: Record<string, string>) => v.post(ajax, { action: 'woonotification_get_product', ...fields })
    expect([(await ask({})).status, await (await ask({ nonce: 'wrong' })).text()]).toEqual([403, '-1'])
    const one = (await (await ask({ nonce, viwn_pd_id: '101' })).json()) as { title: string }[]
    expect(one.map((p) => p.title)).toEqual(['Villased sokid'])
    const titles = async (fields: Record<string, string>) => ((await (await ask({ nonce, ...fields })).json()) as { title: string; url: string }[])
    const home = await titles({ viwn_category_name: 'Kodu' })
    expect(home.length).toBeGreaterThan(0)
    expect(home.map((p) => p.title)).not.toEqual((await titles({})).map((p) => p.title))
    for (const p of home) expect((await v.page(new URL(p.url).pathname)).doc.querySelector('.woocommerce-breadcrumb')!.textContent).toContain('Kodu')
    expect((await titles({ viwn_category_name: 'kodu' })).map((p) => p.title)).toEqual(home.map((p) => p.title))
    expect(await titles({ viwn_category_name: 'pole-sellist' })).toEqual([])
  })

  it("live search answers 'No results' on English pages, 'Tulemusi ei leitud' on Estonian ones", async () => {
    const v = await newVisitor()
    const empty = async (path: string, referer?: string) =>
      ((await (await v.fetch(path, referer ? { headers: { Referer: referer } } : {})).json()) as { suggestions: { id: number; value: string }[] }).suggestions
    expect(await empty(`${ajax}?action=flatsome_ajax_search_products&query=zzzz&lang=en`)).toEqual([{ id: -1, value: 'No results', url: '' }])
    expect(await empty(`${ajax}?action=flatsome_ajax_search_products&query=zzzz`, `${shop.url}/pood/?lang=en`)).toEqual([{ id: -1, value: 'No results', url: '' }])
    expect(await empty(`${ajax}?action=flatsome_ajax_search_products&query=zzzz`, `${shop.url}/pood/`)).toEqual([{ id: -1, value: 'Tulemusi ei leitud', url: '' }])
    expect(await empty(`${ajax}?action=flatsome_ajax_search_products&query=zzzz&lang=et`, `${shop.url}/pood/?lang=en`)).toEqual([{ id: -1, value: 'Tulemusi ei leitud', url: '' }])
  })

  it('dismisses the coming-soon banner with the REST nonce', async () => {
    const v = await newVisitor()
    await logIn(v)
    const page = await v.page('/pood/?coming_soon=1')
    const link = page.doc.querySelector('#coming-soon-footer-banner > a.coming-soon-footer-banner-dismiss')!
    const res = await v.fetch(new URL(link.getAttribute('data-rest-url')!).pathname, {
      method: 'POST',
      headers: { 'X-WP-Nonce': link.getAttribute('data-rest-nonce')!, 'Content-Type': 'application/json' },
      body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }),
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { woocommerce_meta: unknown }).woocommerce_meta).toEqual({ coming_soon_banner_dismissed: 'yes' })
    expect((await v.page('/pood/')).doc.querySelector('#coming-soon-footer-banner')).toBeNull()
    const calls = (await (await fetch(`${shop.url}/__saar/rest-calls`)).json()) as { route: string; contentType: string; nonce: string; body: string }[]
    expect(calls.at(-1)).toMatchObject({ route: '/wp-json/wp/v2/users/1', contentType: 'application/json', nonce: link.getAttribute('data-rest-nonce'), body: '{"woocommerce_meta":{"coming_soon_banner_dismissed":"yes"}}' })
    // ?coming_soon=1 again shows it again (WooCommerce resets the meta at each login).
    expect((await v.page('/pood/?coming_soon=1')).doc.querySelector('#coming-soon-footer-banner')).not.toBeNull()
  })

  it('takes the form body woocommerce.js sends; refuses a bad nonce, a logged-out visitor and another user', async () => {
    const v = await newVisitor()
    await logIn(v)
    const link = (await v.page('/pood/?coming_soon=1')).doc.querySelector('.coming-soon-footer-banner-dismiss')!
    const nonce = link.getAttribute('data-rest-nonce')!
    const post = (who: Visitor, path: string, headers: Record<string, string>, body: string) => who.fetch(path, { method: 'POST', headers, body })
    const form = { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' }
    const bad = await post(v, '/wp-json/wp/v2/users/1', { ...form, 'X-WP-Nonce': 'nope' }, 'woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes')
    expect([bad.status, ((await bad.json()) as { code: string }).code]).toEqual([403, 'rest_cookie_invalid_nonce'])
    const other = await post(v, '/wp-json/wp/v2/users/2', { ...form, 'X-WP-Nonce': nonce }, 'woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes')
    expect([other.status, ((await other.json()) as { code: string }).code]).toEqual([403, 'rest_cannot_edit'])
    const anonymous = await newVisitor()
    const out = await anonymous.fetch('/wp-json/wp/v2/users/1', { method: 'POST', headers: { 'X-WP-Nonce': 'x' }, body: '{}' })
    expect(out.status).toBe(403)
    expect((await v.page('/pood/')).doc.querySelector('#coming-soon-footer-banner')).not.toBeNull()
    const ok = await post(v, '/?rest_route=/wp/v2/users/me', { ...form, 'X-WP-Nonce': nonce }, 'woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes')
    expect(ok.status).toBe(200)
    expect((await v.page('/pood/')).doc.querySelector('#coming-soon-footer-banner')).toBeNull()
  })

  it('prints the banner only for the logged-in user in coming-soon mode, never in a site preview', async () => {
    const anonymous = await newVisitor('/pood/?coming_soon=1')
    expect(anonymous.doc!.querySelector('#coming-soon-footer-banner')).toBeNull()
    const v = await newVisitor()
    await logIn(v)
    expect((await v.page('/pood/')).doc.querySelector('#coming-soon-footer-banner')).toBeNull()
    expect((await v.page('/toode/villased-sokid/?coming_soon=1')).doc.querySelector('#coming-soon-footer-banner')).not.toBeNull()
    expect((await v.page('/ostukorv/')).doc.querySelector('#coming-soon-footer-banner')).not.toBeNull()
    expect((await v.page('/ostukorv/?site-preview=1')).doc.querySelector('#coming-soon-footer-banner')).toBeNull()
    expect((await v.page('/ostukorv/?coming_soon=0')).doc.querySelector('#coming-soon-footer-banner')).toBeNull()
  })
})

describe('account forms', () => {
  it('a wrong login shows the error list; demo/demo logs in', async () => {
    const v = await newVisitor('/minu-konto/')
    const fields = { username: 'demo', password: 'vale', 'woocommerce-login-nonce': v.nonce('login'), login: 'Logi sisse' }
    const wrong = await v.post('/minu-konto/', fields)
    const doc = parse(await wrong.text())
    expect(doc.querySelector('ul.woocommerce-error[role=alert]')!.textContent).toContain('demo')
    const right = await v.post('/minu-konto/', { ...fields, password: 'demo' })
    expect(right.status).toBe(303)
    const page = await v.page('/minu-konto/')
    expect(page.doc.querySelector('.woocommerce-MyAccount-navigation-link--orders a')!.getAttribute('href')).toBe('/minu-konto/tellimused/')
  })
})
