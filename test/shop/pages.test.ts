/** The stand-in shop's pages: the markup islands mount on, escaping, and the accessibility basics. */
import vm from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShop, type RunningShop } from '../../php-stub/shop/server'
import { all, one, Visitor, type Page } from './client'

let shop: RunningShop
let visitor: Visitor

beforeAll(async () => {
  shop = await startShop({ port: 0, quiet: true })
  visitor = new Visitor(shop.url)
})
afterAll(() => shop.close())


/** What axe would check first on server markup: unique ids, labelled controls, alt texts, heading order. */
function expectAccessibleBasics(page: Page): void {
  const ids = all(page, '[id]').map((el) => el.id)
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  for (const input of all(page, 'input:not([type=hidden]):not([type=submit]):not([type=button]), select, textarea')) {
    const labelled = input.getAttribute('aria-label') || input.closest('label') || (input.id && page.doc.querySelector(`label[for="${input.id}"]`))
    expect(labelled, `label for ${input.outerHTML.slice(0, 80)}`).toBeTruthy()
  }
  for (const img of all(page, 'img')) expect(img.hasAttribute('alt'), img.outerHTML.slice(0, 80)).toBe(true)
  const levels = all(page, 'h1, h2, h3, h4, h5, h6').map((h) => Number(h.tagName[1]))
  expect(levels[0]).toBe(1)
  levels.forEach((level, i) => i && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1))
  expect(page.doc.documentElement.lang).toBe('et')
  expect(one(page, 'a.skip-link').getAttribute('href')).toBe('#main')
  expect(one(page, 'main#main')).toBeTruthy()
}

/** Every page: header cart, mini cart, search form, store notice, settings. */
function expectShell(page: Page): void {
  expect(one(page, '.header-cart-link .cart-icon strong').textContent).toMatch(/^\d+$/)
  expect(one(page, '.nav-dropdown div.widget_shopping_cart_content')).toBeTruthy()
  expect(one(page, 'form.searchform input.search-field[name=s]')).toBeTruthy()
  expect(one(page, 'form.searchform select[name=product_cat]')).toBeTruthy()
  const notice = one(page, '.woocommerce-store-notice')
  expect(notice.getAttribute('data-notice-id')).toMatch(/^[a-f0-9]{32}$/)
  expect(notice.getAttribute('style')).toBe('display:none;')
  const settings = JSON.parse(one(page, 'script#saar-settings[type="application/json"]').textContent!) as Record<string, unknown>
  expect(settings).toMatchObject({ locale: 'et', ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', cartUrl: '/ostukorv/', checkoutUrl: '/kassa/' })
  expect(Object.keys(settings.antiSpam as object).sort()).toEqual(['saar_hp_email', 'saar_hp_name', 'saar_token', 'saar_ts'])
  // As Saar's plugin serves it: the replaced stock scripts' data went with their handles; the theme's stays.
  expect(page.html).not.toContain('var wc_add_to_cart_params')
  expect(page.html).not.toContain('var woocommerce_params')
  expect(page.html).toContain('<script id="flatsome-js-js-extra">var flatsomeVars = {')
}

describe('listing', () => {
  it('renders cards, quick-view triggers, AJAX add links and the ordering form', async () => {
    const page = await visitor.page('/pood/')
    expectShell(page)
    expectAccessibleBasics(page)
    expect(all(page, '.products .product-small.col').length).toBeGreaterThanOrEqual(12)
    expect(all(page, '.quick-view[data-prod]').every((a) => a.getAttribute('data-prod'))).toBe(true)
    const ajaxLink = one(page, 'a.ajax_add_to_cart[data-product_id="101"]')
    expect(ajaxLink.getAttribute('data-quantity')).toBe('1')
    expect(one(page, '.post-102 a.product_type_variable').textContent).toBe('Vali variant')
    expect(page.doc.querySelector('.post-102 a.ajax_add_to_cart')).toBeNull()
    expect(page.doc.querySelector('.post-107 a.ajax_add_to_cart')).toBeNull()
    expect(all(page, 'form.woocommerce-ordering select.orderby[name=orderby] option').map((o) => o.getAttribute('value')))
      .toEqual(['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc'])
    expect(one(page, 'p.woocommerce-result-count').textContent).toContain('14')
  })

  it('sorts by ?orderby= and ignores unknown values', async () => {
    const prices = (page: Page) => all(page, '.products > .product-small').map((el) => Number(/post-(\d+)/.exec(el.className)![1]))
    const cheap = await visitor.page('/pood/?orderby=price')
    const dear = await visitor.page('/pood/?orderby=price-desc')
    expect(prices(cheap)[0]).toBe(109)
    expect(prices(dear)[0]).toBe(102)
    const unknown = await visitor.page('/pood/?orderby=%3Cscript%3E')
    expect(unknown.status).toBe(200)
    expect(one(unknown, 'select.orderby option[selected]').getAttribute('value')).toBe('menu_order')
  })

  it('escapes the HTML-like product name', async () => {
    const page = await visitor.page('/')
    expect(page.html).not.toContain('<img src=x onerror')
    expect(one(page, '.post-113 .woocommerce-loop-product__title a').textContent).toContain('<img src=x onerror=alert(1)>')
  })
})

describe('product pages', () => {
  it('simple: gallery, tabs, reviews form and Flatsome quantity', async () => {
    const page = await visitor.page('/toode/villased-sokid/')
    expectShell(page)
    expectAccessibleBasics(page)
    expect(all(page, '.product-gallery-slider .woocommerce-product-gallery__image').length).toBe(4)
    expect(one(page, '.woocommerce-product-gallery__image img.wp-post-image').getAttribute('data-large_image_width')).toBe('1200')
    expect(all(page, 'ul.tabs li a').map((a) => a.getAttribute('href'))).toEqual(['#tab-description', '#tab-additional_information', '#tab-reviews'])
    expect(one(page, '.woocommerce-product-attributes-item--weight td').textContent).toBe('0,3 kg')
    expect(one(page, '.woocommerce-product-attributes-item--dimensions')).toBeTruthy()
    expect(all(page, '#reviews .commentlist li.review').length).toBe(2)
    expect(one(page, 'select#rating').hasAttribute('required')).toBe(true)
    const qty = one(page, 'form.cart div.quantity.buttons_added')
    expect(qty.querySelector('input.minus[type=button]') && qty.querySelector('input.plus[type=button]') && qty.querySelector('input.qty')).toBeTruthy()
    expect(page.html).not.toContain('var wc_single_product_params')
  })

  it('variable: embedded variations with an "any" attribute, non-ASCII values and the button as WooCommerce prints it', async () => {
    const page = await visitor.page('/toode/villane-kampsun/')
    expectAccessibleBasics(page)
    const form = one(page, 'form.variations_form')
    const variations = JSON.parse(form.getAttribute('data-product_variations')!) as { attributes: Record<string, string>; is_in_stock: boolean; sku: string }[]
    expect(variations.some((v) => v.attributes.attribute_pa_suurus === '')).toBe(true)
    expect(variations.some((v) => !v.is_in_stock)).toBe(true)
    expect(new Set(variations.map((v) => v.sku)).size).toBe(variations.length)
    expect(all(page, 'select[name=attribute_varv] option').map((o) => o.getAttribute('value'))).toContain('Hõbehall')
    expect(one(page, 'select#pa_suurus').getAttribute('data-attribute_name')).toBe('attribute_pa_suurus')
    const button = one(page, 'button.single_add_to_cart_button')
    // Enabled, so the form works without scripts; the server checks the chosen options (WooCommerce #27756).
    expect([button.hasAttribute('disabled'), button.className]).toEqual([false, 'single_add_to_cart_button button alt'])
    expect(one(page, 'input.variation_id').getAttribute('value')).toBe('0')
    expect(page.html).not.toContain('var wc_add_to_cart_variation_params')
  })

  it('many variations: AJAX mode with "false"', async () => {
    const page = await visitor.page('/toode/linane-sark/')
    expect(one(page, 'form.variations_form').getAttribute('data-product_variations')).toBe('false')
    expect(all(page, 'table.variations select').length).toBe(3)
  })

  it('grouped, out of stock, sold individually, min/max', async () => {
    const grouped = await visitor.page('/toode/kingikomplekt-saaremaa-hommik/')
    expectAccessibleBasics(grouped)
    expect(all(grouped, 'form.grouped_form input.qty[name^="quantity["]').length).toBe(3)
    const sold = await visitor.page('/toode/keraamiline-vaagen/')
    expect(one(sold, 'p.stock.out-of-stock')).toBeTruthy()
    expect(sold.doc.querySelector('form.cart')).toBeNull()
    const single = await visitor.page('/toode/nahast-rahakott/')
    expect(one(single, 'form.cart .quantity input.qty').getAttribute('type')).toBe('hidden')
    const limits = one(await visitor.page('/toode/mesilasvahakuunlad/'), 'form.cart input.qty')
    expect([limits.getAttribute('min'), limits.getAttribute('max'), limits.getAttribute('step'), limits.getAttribute('value')]).toEqual(['2', '12', '2', '1'])
  })

  it('escapes HTML-like names, SKUs and reviews', async () => {
    const page = await visitor.page('/toode/kruus-xss/')
    expect(page.html).not.toMatch(/<img src=x|<script>alert|<b>Häkker/)
    expect(one(page, 'h1.product_title').textContent).toBe('Kruus <img src=x onerror=alert(1)> "Öö" & päev')
  })
})

describe('other pages', () => {
  it('showcase: a banner slider autoplaying, a row slider of lazy pictures, count-ups; right to left with ?rtl=1', async () => {
    const page = await visitor.page('/naidised/slaidid/')
    expectAccessibleBasics(page)
    const options = (selector: string) => JSON.parse(one(page, selector).getAttribute('data-flickity-options')!) as Record<string, unknown>
    expect(options('#slider-naidis > .slider')).toMatchObject({ autoPlay: true, pageDots: true, prevNextButtons: false, wrapAround: true, rightToLeft: false })
    expect(options('#tooted-slider.row-slider')).toMatchObject({ autoPlay: false, pageDots: true, prevNextButtons: true, groupCells: '100%', rightToLeft: false })
    expect(all(page, '#slider-naidis .banner a.button')).toHaveLength(3)
    for (const img of all(page, '#tooted-slider img')) {
      expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
      expect(img.getAttribute('data-src')).toMatch(/^\/wp-content\/uploads\/[\w-]+-300x300\.svg$/)
    }
    expect(all(page, 'span.count-up').map((s) => s.textContent)).toEqual(['1 500', '98,5', '12'])
    const rtl = await visitor.page('/naidised/slaidid/?rtl=1')
    expect(JSON.parse(one(rtl, '#tooted-slider').getAttribute('data-flickity-options')!)).toMatchObject({ rightToLeft: true })
  })

  it('brands: filter form, A–Z index and letter sections', async () => {
    const page = await visitor.page('/brandid/')
    expectAccessibleBasics(page)
    expect(one(page, 'form.pw_brand_form input.pw_brand_category_filter_checkbox[value="0"]').hasAttribute('checked')).toBe(true)
    for (const link of all(page, 'a.wb-wb-allview-letters')) expect(page.doc.getElementById(link.getAttribute('href')!.slice(1))).toBeTruthy()
    expect(all(page, '.wb-allview-item-cnt').length).toBe(6)
  })

  it('cart: empty message, then a row with quantity and remove link', async () => {
    const fresh = new Visitor(shop.url)
    expect(one(await fresh.page('/ostukorv/'), '.cart-empty').textContent).toBe('Su ostukorv on hetkel tühi!')
    const page = await fresh.page('/ostukorv/?add-to-cart=101')
    expectAccessibleBasics(page)
    const remove = one(page, 'a.remove[data-cart_item_key]')
    expect(remove.getAttribute('href')).toContain(`remove_item=${remove.getAttribute('data-cart_item_key')}`)
    expect(one(page, '.product-quantity input.qty').getAttribute('value')).toBe('1')
    expect(one(page, 'div.woocommerce-message[role=alert]').textContent).toContain('Villased sokid')
  })

  it("cart: the shipping calculator as WooCommerce prints it, posting the country, state, city and postcode to the cart", async () => {
    const fresh = new Visitor(shop.url)
    let page = await fresh.page('/ostukorv/?add-to-cart=101')
    const form = one(page, '.cart_totals form.woocommerce-shipping-calculator[method=post]')
    expect(form.getAttribute('action')).toBe('/ostukorv/')
    expect(one(page, 'a.shipping-calculator-button[aria-controls=shipping-calculator-form]').getAttribute('aria-expanded')).toBe('false')
    for (const id of ['calc_shipping_country', 'calc_shipping_state', 'calc_shipping_city', 'calc_shipping_postcode']) expect(page.doc.getElementById(id)).toBeTruthy()
    expect(one(page, '#calc_shipping_state').getAttribute('type')).toBe('hidden')
    expect(page.html).toContain('var wc_country_select_params = {')
    const post = (fields: Record<string, string>) =>
      fresh.post('/ostukorv/', { calc_shipping: '1', 'woocommerce-shipping-calculator-nonce': page.doc.querySelector<HTMLInputElement>('#woocommerce-shipping-calculator-nonce')!.value, ...fields })
    expect((await post({ calc_shipping_country: 'US', calc_shipping_state: 'CA', calc_shipping_city: 'Fresno', calc_shipping_postcode: '93650' })).status).toBe(303)
    page = await fresh.page('/ostukorv/')
    expect(one(page, '.woocommerce-message').textContent).toContain('Tarnekulud on uuendatud.')
    expect(one(page, '#calc_shipping_country option[selected]').getAttribute('value')).toBe('US')
    expect(one(page, '#calc_shipping_state option[selected]').getAttribute('value')).toBe('CA')
    expect(one(page, '#calc_shipping_city').getAttribute('value')).toBe('Fresno')
    // A state of no list, a country the shop does not ship to: refused, the address kept.
    await post({ calc_shipping_country: 'US', calc_shipping_state: 'XX' })
    await post({ calc_shipping_country: '<b>', calc_shipping_state: '' })
    page = await fresh.page('/ostukorv/')
    expect(all(page, '.woocommerce-error li, .woocommerce-error').map((e) => e.textContent).join(' ')).toContain('Palun vali riik.')
    expect(one(page, '#calc_shipping_state option[selected]').getAttribute('value')).toBe('CA')
  })

  it('account: the edit-address form follows the saved country, and a post is checked by its locale', async () => {
    const fresh = new Visitor(shop.url)
    let page = await fresh.page('/minu-konto/muuda-aadressi/arveldus/')
    expectAccessibleBasics(page)
    expect(one(page, '.woocommerce-address-fields__field-wrapper #billing_country_field select.country_to_state')).toBeTruthy()
    expect(one(page, '#billing_state').getAttribute('type')).toBe('hidden')
    expect(page.html).toContain('var wc_address_i18n_params = {')
    const nonce = () => page.doc.querySelector<HTMLInputElement>('#woocommerce-edit-address-nonce')!.value
    const base = { billing_first_name: 'Mari', billing_last_name: 'Maasikas', billing_address_1: 'Pikk 1', billing_city: 'Fresno', billing_postcode: '93650' }
    let res = await fresh.post('/minu-konto/muuda-aadressi/arveldus/', { ...base, billing_country: 'US', billing_state: '', 'woocommerce-edit-address-nonce': nonce(), save_address: '1' })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Osariik on nõutud väli.')
    res = await fresh.post('/minu-konto/muuda-aadressi/arveldus/', { ...base, billing_country: 'US', billing_state: 'CA', 'woocommerce-edit-address-nonce': nonce(), save_address: '1' })
    expect(res.status).toBe(303)
    page = await fresh.page('/minu-konto/muuda-aadressi/arveldus/')
    expect(one(page, '#billing_state option[selected]').getAttribute('value')).toBe('CA')
    expect(one(page, 'label[for=billing_state]').textContent).toBe('Osariik\u00a0*')
  })

  it('checkout: fields, help texts, shipping radios, pickers only when chosen, account and attribution', async () => {
    const fresh = new Visitor(shop.url)
    const page = await fresh.page('/kassa/?add-to-cart=101')
    expectAccessibleBasics(page)
    expect(one(page, '#billing_phone_field .woocommerce-input-wrapper span.description')).toBeTruthy()
    expect(all(page, '#billing_country option').map((o) => o.getAttribute('value'))).toEqual(['', 'US', 'AE', 'EE', 'LT', 'LV', 'FI'])
    // Estonia's locale as WooCommerce prints it: no states (a hidden input in a hidden row), the postcode before the city.
    expect(one(page, '#billing_state').getAttribute('type')).toBe('hidden')
    expect(one(page, '#billing_state_field').getAttribute('style')).toBe('display: none')
    const rows = all(page, '.woocommerce-billing-fields__field-wrapper > .form-row').map((r) => r.id)
    expect(rows.indexOf('billing_postcode_field')).toBe(rows.indexOf('billing_city_field') - 1)
    expect(page.html).toContain('<script id="wc-country-select-js-extra">var wc_country_select_params = {')
    expect(page.html).toContain('<script id="wc-address-i18n-js-extra">var wc_address_i18n_params = {')
    expect(all(page, '#order_review input.shipping_method[type=radio]').length).toBe(4)
    expect(page.doc.querySelector('tr.wc_shipping_dpd_terminals, #eabi_postoffice_pickup_location_div')).toBeNull()
    expect(one(page, '#createaccount') && one(page, '#account_password')).toBeTruthy()
    expect(one(page, 'form.checkout wc-order-attribution-inputs')).toBeTruthy()
    expect(one(page, '#payment #place_order')).toBeTruthy()
    expect(page.html).toContain('<script id="wc-checkout-js-extra">var wc_checkout_params = {')
    expect(page.html).toContain('var pwsL10n = {')
    // WooCommerce 9.9's templates: the returning customer's login (closed), the coupon form (closed, named by its
    // toggle), "ship to a different address" with the shipping fields, the terms, three payment methods.
    expect(one(page, 'form.woocommerce-form-login.login').getAttribute('style')).toBe('display:none;')
    expect(one(page, '.woocommerce-form-login-toggle a.showlogin')).toBeTruthy()
    expect(one(page, 'a.showcoupon').getAttribute('aria-controls')).toBe(one(page, 'form.checkout_coupon').id)
    expect(one(page, '#ship-to-different-address input[name=ship_to_different_address]')).toBeTruthy()
    expect(all(page, 'div.shipping_address .form-row').map((r) => r.id)).toContain('shipping_postcode_field')
    expect(one(page, '.woocommerce-terms-and-conditions').getAttribute('style')).toContain('display: none')
    expect(one(page, 'a.woocommerce-terms-and-conditions-link') && one(page, 'input#terms[name=terms]')).toBeTruthy()
    expect(all(page, 'input[name=payment_method]').map((r) => r.getAttribute('value'))).toEqual(['bacs', 'cod', 'standin_card'])
    expect(one(page, '#payment_method_standin_card').getAttribute('data-order_button_text')).toBe('Maksa kaardiga')
    // The card's fields have no names: its number is never posted, only the token its script makes.
    expect(all(page, '#wc-standin_card-cc-form input').every((i) => !i.hasAttribute('name'))).toBe(true)
    // Saar's plugin replaces checkout.js: its data stays on the alias, its file is not printed; the card gateway's is.
    const srcs = (p: typeof page) => all(p, 'script[src]').map((s) => s.getAttribute('src')!)
    expect(srcs(page)).not.toContain('/wp-content/stand-in-stock/checkout.js')
    expect(srcs(page)).toContain('/wp-content/stand-in-stock/card-gateway.js')
    const offline = await fresh.page('/kassa/?gateways=offline')
    expect(all(offline, 'input[name=payment_method]').map((r) => r.getAttribute('value'))).toEqual(['bacs', 'cod'])
    expect(srcs(offline)).not.toContain('/wp-content/stand-in-stock/card-gateway.js')
    // Where checkout.js stays (stock mode; a gateway whose script depends on it): its stand-in, after jQuery, with its data.
    for (const path of ['/kassa/?stock=1', '/kassa/?gateway_dep=wc-checkout']) {
      const kept = await fresh.page(path)
      const list = srcs(kept)
      expect(list.indexOf('/wp-includes/js/jquery/jquery.min.js'), path).toBeGreaterThanOrEqual(0)
      expect(list.indexOf('/wp-content/stand-in-stock/checkout.js'), path).toBeGreaterThan(list.indexOf('/wp-includes/js/jquery/jquery.min.js'))
      expect(kept.html.match(/var wc_checkout_params = /g), path).toHaveLength(1)
    }
    expect((await fetch(`${shop.url}/wp-content/stand-in-stock/checkout.js`)).headers.get('content-type')).toContain('javascript')
  })

  it('account: login and register forms with social buttons; sub-pages', async () => {
    const page = await visitor.page('/minu-konto/')
    expectAccessibleBasics(page)
    expect(one(page, 'form.woocommerce-form-login input#password.woocommerce-Input[type=password]')).toBeTruthy()
    expect(one(page, 'form.woocommerce-form-register input#reg_password[type=password]')).toBeTruthy()
    expect(all(page, 'a[data-plugin="nsl"][data-action="connect"]').map((a) => a.getAttribute('data-provider'))).toEqual(['google', 'facebook'])
    expect(one(await visitor.page('/minu-konto/tellimused/'), 'table.woocommerce-orders-table')).toBeTruthy()
    const edit = await visitor.page('/minu-konto/muuda-kontot/')
    expectAccessibleBasics(edit)
    for (const id of ['password_current', 'password_1', 'password_2', 'account_first_name', 'account_email']) expect(edit.doc.getElementById(id)).toBeTruthy()
    const reset = await visitor.page('/minu-konto/kaotatud-parool/?key=x&login=demo')
    expect(one(reset, 'form.lost_reset_password #password_1') && one(reset, 'form.lost_reset_password #password_2')).toBeTruthy()
  })

  it('post: threaded comments with reply data and the comment form', async () => {
    const page = await visitor.page('/blogi/villaste-riiete-hooldus/')
    expectAccessibleBasics(page)
    expect(one(page, 'ol.comment-list > li#comment-11 > ol.children > li#comment-12')).toBeTruthy()
    const reply = one(page, '#comment-12 a.comment-reply-link')
    expect([reply.getAttribute('data-commentid'), reply.getAttribute('data-postid'), reply.getAttribute('data-belowelement'), reply.getAttribute('data-respondelement')])
      .toEqual(['12', '501', 'div-comment-12', 'respond'])
    expect(one(page, '#respond #reply-title #cancel-comment-reply-link')).toBeTruthy()
    expect(one(page, 'form#commentform input#comment_parent').getAttribute('value')).toBe('0')
    expect(one(page, 'form#commentform input#comment_post_ID').getAttribute('value')).toBe('501')
    expect(page.html).not.toContain('<script>alert')
  })

  it('404, lang and rtl modes', async () => {
    expect((await visitor.page('/ei-ole/')).status).toBe(404)
    const en = await visitor.page('/pood/?lang=en&rtl=1')
    expect(en.doc.documentElement.lang).toBe('en')
    expect(en.doc.documentElement.dir).toBe('rtl')
    expect(visitor.settings.locale).toBe('en')
  })

  it('routes: a malformed escape in a slug is not found, a method no page takes is refused, an unrouted POST is its GET', async () => {
    expect((await visitor.page('/toode/%E0%A4/')).status).toBe(404)
    expect((await visitor.page('/blogi/%ZZ/')).status).toBe(404)
    expect((await visitor.fetch('/pood/', { method: 'DELETE' })).status).toBe(405)
    await visitor.page('/pood/')
    const posted = await visitor.post('/pood/', { orderby: 'price' })
    expect(posted.status).toBe(200)
    expect(await posted.text()).toContain('class="products')
    expect((await visitor.post('/pood/', {}, { antiSpam: false })).status).toBe(403)
  })
})

describe('social login (Nextend’s /wp-login.php)', () => {
  const login = (query: string) => new Visitor(shop.url).fetch(`/wp-login.php?${query}`)

  it('confirms, then logs the demo user in and goes back only to a page of the shop', async () => {
    const confirm = await (await login('loginSocial=google&redirect=/pood/')).text()
    expect(confirm).toContain('<input type="hidden" name="loginSocial" value="google">')
    const done = await login('loginSocial=google&redirect=/pood/&confirm=1')
    expect([done.status, done.headers.get('location')]).toEqual([302, '/pood/'])
    expect(done.headers.getSetCookie().some((c) => c.startsWith('wordpress_logged_in_saar=demo'))).toBe(true)
    const away = await login('loginSocial=facebook&redirect=https://evil.example/&confirm=1')
    expect(away.headers.get('location')).toBe('/minu-konto/')
    expect((await login('loginSocial=myspace')).headers.get('location')).toBe('/minu-konto/')
  })

  it('as a popup, sends its opener to the target with a script that runs', async () => {
    const popup = await (await login(`loginSocial=google&display=popup&confirm=1&redirect=${encodeURIComponent('/pood/?s=</script>')}`)).text()
    const script = /<script>([\s\S]*?)<\/script>/.exec(popup)![1]!
    const assigned: string[] = []
    const location = { assign: (to: string) => void assigned.push(to) }
    vm.runInNewContext(script, { window: { opener: { location }, close: () => assigned.push('closed') }, location })
    expect(assigned).toEqual(['/pood/?s=</script>', 'closed'])
  })
})

describe('stock mode (?stock=1)', () => {
  const ids = (page: Page): string[] => all(page, 'script[id]').map((s) => s.id)

  it("prints the stock scripts' stand-ins after their localized data, where WordPress prints them, and serves them", async () => {
    const v = new Visitor(shop.url)
    const page = await v.page('/toode/villased-sokid/?stock=1')
    expectAccessibleBasics(page)
    const order = ids(page)
    // WooCommerce 9.9's scripts deferred in the head after jQuery, each right after its data.
    for (const [handle, name] of [['woocommerce', 'woocommerce_params'], ['wc-single-product', 'wc_single_product_params']] as const) {
      expect(order.indexOf(`${handle}-js-extra`)).toBe(order.indexOf(`${handle}-js`) - 1)
      expect(one(page, `script#${handle}-js-extra`).textContent).toMatch(new RegExp(`^var ${name} = \\{`))
      expect(one(page, `head script#${handle}-js[defer]`).getAttribute('src')).toMatch(/^\/wp-content\/stand-in-stock\/[\w-]+\.js$/)
    }
    expect(order.indexOf('jquery-core-js')).toBeLessThan(order.indexOf('woocommerce-js'))
    expect(order.indexOf('photoswipe-js')).toBeLessThan(order.indexOf('wc-single-product-js'))
    // Localized as wp_localize_script does: top-level scalars become strings.
    expect(v.globals.wc_single_product_params).toMatchObject({ photoswipe_enabled: '1', zoom_enabled: '1', review_rating_required: 'yes' })
    expect(v.globals.woocommerce_params).toEqual({ ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_password_show: 'Näita parooli', i18n_password_hide: 'Peida parool' })
    // Flatsome's at the end of the body, not deferred, before Saar's; PhotoSwipe's element, closed.
    const flatsome = ['flatsome-js-js', 'flatsome-add-qty-js', 'flatsome-quick-view-js', 'flatsome-live-search-js']
    expect(flatsome.map((id) => order.indexOf(id))).toEqual([...flatsome.map((id) => order.indexOf(id))].sort((x, y) => x - y))
    for (const id of flatsome) expect(one(page, `body script#${id}`).hasAttribute('defer')).toBe(false)
    const firstSaar = all(page, 'script[src]').findIndex((s) => s.getAttribute('src')!.includes('/plugins/saar/dist/'))
    expect(all(page, 'script[src]').findIndex((s) => s.id === 'flatsome-live-search-js')).toBeLessThan(firstSaar)
    // The tracking plugins' front ends at the end of the body too, after their data, before Saar's: WooCommerce's
    // order attribution as it enqueues it, PixelYourSite's public.js deferred (it adds defer itself).
    for (const [id, defer] of [['wc-order-attribution-js', false], ['pys-js', true]] as const) {
      expect(one(page, `body script#${id}`).hasAttribute('defer'), id).toBe(defer)
      expect(all(page, 'script[src]').findIndex((s) => s.id === id)).toBeLessThan(firstSaar)
    }
    for (const data of ['pys-js-extra', 'wc-order-attribution-js-extra']) expect(order.indexOf(data)).toBeLessThan(order.indexOf('wc-order-attribution-js'))
    expect(one(page, 'noscript img[src*="/fb/tr?"]')).toBeTruthy()
    expect(one(page, '.pswp[role=dialog]').getAttribute('aria-hidden')).toBe('true')
    for (const src of all(page, 'script[src*="/stand-in-stock/"]').map((s) => s.getAttribute('src')!)) {
      const res = await fetch(shop.url + src)
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/javascript; charset=UTF-8'])
    }
    for (const bad of ['nope.js', '..%2Fserver.ts', '../stock.ts']) expect((await fetch(`${shop.url}/wp-content/stand-in-stock/${bad}`)).status).toBe(404)
  })

  it("prints WooCommerce's address scripts where their data is (cart, checkout, edit-address), deferred in the head, country-select.js first, before checkout.js", async () => {
    const v = new Visitor(shop.url)
    const address = ['wc-country-select-js', 'wc-address-i18n-js']
    for (const url of ['/ostukorv/?add-to-cart=101&stock=1', '/kassa/?stock=1', '/minu-konto/muuda-aadressi/arveldus/?stock=1']) {
      const page = await v.page(url)
      const order = ids(page)
      expect(address.map((id) => one(page, `head script#${id}[defer]`).getAttribute('src')), url).toEqual(['/wp-content/stand-in-stock/country-select.js', '/wp-content/stand-in-stock/address-i18n.js'])
      expect(order.indexOf('wc-country-select-js-extra'), url).toBeLessThan(order.indexOf('wc-country-select-js'))
      expect(order.indexOf('wc-country-select-js'), url).toBeLessThan(order.indexOf('wc-address-i18n-js'))
      expect(order.indexOf('jquery-core-js'), url).toBeLessThan(order.indexOf('wc-country-select-js'))
      if (url.startsWith('/kassa/')) expect(order.indexOf('wc-address-i18n-js')).toBeLessThan(order.indexOf('wc-checkout-js'))
    }
    // Not where there is no address form, nor beside Saar's plugin.
    expect(ids(await v.page('/minu-konto/?stock=1')).filter((id) => address.includes(id))).toEqual([])
    expect(ids(await v.page('/kassa/')).filter((id) => address.includes(id))).toEqual([])
  })

  it('implies jQuery, keeps the mode on links, forms and redirects; the default page carries no stand-in but the checkout script', async () => {
    const v = new Visitor(shop.url)
    const listing = await v.page('/pood/?stock=1')
    expect(ids(listing)).toContain('jquery-core-js')
    expect(one(listing, '#header nav a[href^="/pood/"]').getAttribute('href')).toBe('/pood/?stock=1')
    expect(one(listing, 'a.ajax_add_to_cart[data-product_id="101"]').getAttribute('href')).toBe('/pood/?add-to-cart=101&stock=1')
    expect(ids(listing).filter((id) => id === 'wc-single-product-js' || id === 'wc-checkout-js')).toEqual([])
    // An empty cart's checkout redirects to the cart, in the mode.
    const res = await v.fetch('/kassa/?stock=1')
    expect([res.status, res.headers.get('location')]).toEqual([302, '/ostukorv/?stock=1'])
    const checkout = await v.page('/kassa/?add-to-cart=101&stock=1')
    expect(ids(checkout).filter((id) => id === 'wc-checkout-js')).toEqual(['wc-checkout-js'])
    expect(one(checkout, 'form.checkout').getAttribute('action')).toBe('/kassa/?stock=1')

    const plain = await v.page('/toode/villased-sokid/')
    expect(all(plain, 'script[src*="/stand-in-stock/"]')).toEqual([])
    expect(ids(plain)).not.toContain('jquery-core-js')
    expect(plain.doc.querySelector('.pswp')).toBeNull()
    expect(one(plain, '#header nav a[href^="/pood/"]').getAttribute('href')).toBe('/pood/')
  })
})
