/**
 * The variation form on theme markup: what the shopper sees and what the form would submit, the events plugins
 * rely on, and bad input (malformed JSON, failing get_variation).
 */
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import { mountVariationForm } from '../../islands/variations/variation-form'
import { printSettings, serverMarkup, settle } from './helpers'
import { addToCartArea, productGallery, productMeta } from '../../php-stub/shop/parts/product-form'
import { additionalInformation } from '../../php-stub/shop/parts/product-tabs'
import { escapeHtml } from '../../php-stub/shop/html'
import { mainImage, permalink, productBySlug, variationImageSet } from '../../php-stub/shop/catalogue'

const image = (name: string) => ({
  src: `/img/${name}-600.jpg`, src_w: 600, src_h: 600, srcset: `/img/${name}-600.jpg 600w`, sizes: '(max-width: 600px) 100vw, 600px',
  title: name, caption: `${name} pealkiri`, alt: `${name} alt`, full_src: `/img/${name}-1200.jpg`, full_src_w: 1200, full_src_h: 1200,
  gallery_thumbnail_src: `/img/${name}-100.jpg`, thumb_src: `/img/${name}-300.jpg`,
})

const variations = [
  { variation_id: 11, attributes: { attribute_pa_suurus: 's', attribute_varv: 'Hõbehall' }, price_html: '<span class="price"><del>20,00 €</del> <ins>15,00 €</ins></span>', availability_html: '<p class="stock in-stock">5 laos</p>', variation_description: '<p>Kerge linane.</p>', is_purchasable: true, is_in_stock: true, variation_is_visible: true, variation_is_active: true, is_sold_individually: 'no', min_qty: 1, max_qty: 5, sku: 'LS-S-HH', weight_html: '0,3 kg', dimensions_html: '30 &times; 20 &times; 2 cm', image: image('hobehall') },
  { variation_id: 12, attributes: { attribute_pa_suurus: 'm', attribute_varv: '' }, price_html: '<span class="price">22,00 €</span>', availability_html: '<p class="stock in-stock">Laos</p>', is_purchasable: true, is_in_stock: true, variation_is_visible: true, variation_is_active: true, is_sold_individually: 'no', min_qty: 1, max_qty: '', sku: 'LS-M', weight_html: '0,35 kg', dimensions_html: '', image: image('m') },
  { variation_id: 13, attributes: { attribute_pa_suurus: 'l', attribute_varv: 'Sinine' }, price_html: '<span class="price">22,00 €</span>', availability_html: '<p class="stock out-of-stock">Otsas</p>', is_purchasable: true, is_in_stock: false, variation_is_visible: true, variation_is_active: true, is_sold_individually: 'no', min_qty: 1, max_qty: 1, sku: 'LS-L-S', image: image('sinine') },
  { variation_id: 14, attributes: { attribute_pa_suurus: 'xl', attribute_varv: 'Sinine' }, price_html: '<img src=x onerror="window.pwned=1">', availability_html: '', is_purchasable: true, is_in_stock: true, variation_is_visible: true, variation_is_active: true, is_sold_individually: 'yes', min_qty: 1, max_qty: 1, sku: 'LS-XL-S' },
]

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Villane kampsun: the catalogue's variable product, with the size and colour the hand-made data above names. */
const kampsun = productBySlug('villane-kampsun')!
const main = mainImage(kampsun)

/**
 * The product page's gallery, summary (the variable form, the meta) and additional information from the stand-in's
 * parts. `data`: the form's data-product_variations in place of the catalogue's (the hand-made variations carry what
 * no catalogue product has: a description, a stock count, a hostile price, a sold-individually variation); omitted,
 * the form keeps what the stand-in prints. `cached`: the add button disabled by attribute and class, as older
 * WooCommerce printed it and a cached page may still carry it (#27756).
 */
function productPage(data?: string, cached = false) {
  serverMarkup(`<div class="product type-product product-type-variable">
    <div class="product-gallery">${productGallery(kampsun)}</div>
    <div class="product-info summary"><h1 class="product-title">${escapeHtml(kampsun.name)}</h1>${addToCartArea(kampsun, permalink(kampsun))}${productMeta(kampsun)}</div>
    ${additionalInformation(kampsun)}
  </div>`)
  const form = document.querySelector<HTMLFormElement>('form.variations_form')!
  if (data !== undefined) form.setAttribute('data-product_variations', data)
  if (cached) {
    button().classList.add('disabled', 'wc-variation-selection-needed')
    button().disabled = true
  }
  return form
}

const select = (id: string, value: string) => {
  const el = document.getElementById(id) as HTMLSelectElement
  el.value = value
  el.dispatchEvent(new Event('change', { bubbles: true }))
}
const button = () => document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!
const single = () => document.querySelector<HTMLElement>('.single_variation')!
const offered = (id: string) => Array.from((document.getElementById(id) as HTMLSelectElement).options).filter((o) => o.value && !o.hidden).map((o) => o.value)

describe('variation form with embedded variations', () => {
  it('starts with the button disabled by class, focusable, and nothing shown', () => {
    const form = productPage(JSON.stringify(variations))
    mountVariationForm(form)
    expect(button().disabled).toBe(false)
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true)
    expect(button().getAttribute('aria-disabled')).toBe('true')
    expect(single().hidden).toBe(true)
    expect(document.querySelector<HTMLElement>('.reset_variations')!.style.visibility).toBe('hidden')
  })

  it('shows price, stock, description, SKU, weight, dimensions and image of a full match, and enables the button', () => {
    const form = productPage(JSON.stringify(variations))
    mountVariationForm(form)
    select('pa_suurus', 's')
    select('varv', 'Hõbehall')
    expect(single().hidden).toBe(false)
    expect(single().querySelector('.woocommerce-variation-price del')!.textContent).toBe('20,00 €')
    expect(single().querySelector('.woocommerce-variation-availability .stock')!.textContent).toBe('5 laos')
    expect(single().textContent).toContain('Kerge linane.')
    expect(document.querySelector('.product_meta .sku')!.textContent).toBe('LS-S-HH')
    expect(document.querySelector('.woocommerce-product-attributes-item--weight td')!.textContent).toBe('0,3 kg')
    expect(document.querySelector('.woocommerce-product-attributes-item--dimensions td')!.textContent).toBe('30 × 20 × 2 cm')
    expect(document.querySelector<HTMLImageElement>('.wp-post-image')!.getAttribute('src')).toBe('/img/hobehall-600.jpg')
    expect(new FormData(form).get('variation_id')).toBe('11')
    expect(button().classList.contains('disabled')).toBe(false)
    expect(button().hasAttribute('aria-disabled')).toBe(false)
    expect(document.querySelector<HTMLElement>('.reset_variations')!.style.visibility).toBe('visible')
  })

  it('shows the catalogue’s own variation as the stand-in prints it: sale price, SKU, weight, dimensions, picture', () => {
    const form = productPage()
    mountVariationForm(form)
    select('pa_suurus', 's')
    select('varv', 'Roheline')
    const green = kampsun.variations!.find((v) => v.id === 10205)!
    expect(new FormData(form).get('variation_id')).toBe('10205')
    expect(single().querySelector('.woocommerce-variation-price del')!.textContent).toBe('99,00\u00a0€') // WooCommerce's no-break space
    expect(single().querySelector('.woocommerce-variation-price ins')!.textContent).toBe('89,00\u00a0€')
    expect(single().querySelector('.woocommerce-variation-availability .stock')!.textContent).toBe('Laos')
    expect(document.querySelector('.product_meta .sku')!.textContent).toBe('HV-KAMP-S-ROH')
    expect(document.querySelector('.woocommerce-product-attributes-item--weight td')!.textContent).toBe('0,7 kg')
    expect(document.querySelector('.woocommerce-product-attributes-item--dimensions td')!.textContent).toBe('38 × 28 × 7 cm')
    expect(document.querySelector<HTMLImageElement>('.wp-post-image')!.getAttribute('src')).toBe(variationImageSet(kampsun, green).src)
    expect(button().hasAttribute('aria-disabled')).toBe(false)
  })

  it('offers only options that can still match, with "any" values offering everything', () => {
    const form = productPage(JSON.stringify(variations))
    mountVariationForm(form)
    select('varv', 'Sinine')
    expect(offered('pa_suurus')).toEqual(['m', 'l', 'xl'])
    select('varv', '')
    select('pa_suurus', 'm')
    expect(offered('varv')).toEqual(['Hõbehall', 'Sinine', 'Roheline'])
  })

  it('selects a lone remaining value for the shopper', () => {
    const form = productPage(JSON.stringify(variations))
    mountVariationForm(form)
    select('pa_suurus', 's')
    expect((document.getElementById('varv') as HTMLSelectElement).value).toBe('Hõbehall')
    expect(new FormData(form).get('variation_id')).toBe('11')
  })

  it('marks an out-of-stock variation unavailable and explains a click on the button', () => {
    const alert = vi.fn()
    window.alert = alert
    const form = productPage(JSON.stringify(variations))
    mountVariationForm(form)
    select('pa_suurus', 'l')
    expect(button().classList.contains('wc-variation-is-unavailable')).toBe(true)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    button().dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(alert).toHaveBeenCalledWith('Vabandame, see toode pole saadaval. Palun vali teine kombinatsioon.')
  })

  it('tells the shopper to choose options when Clear was pressed and the button clicked (English wording on English pages)', () => {
    printSettings({ locale: 'en' })
    const alert = vi.fn()
    window.alert = alert
    const form = productPage(JSON.stringify(variations))
    mountVariationForm(form)
    select('pa_suurus', 's')
    document.querySelector<HTMLElement>('.reset_variations')!.click()
    expect(new FormData(form).get('variation_id')).toBe('')
    expect(document.activeElement?.id).toBe('pa_suurus')
    expect(document.querySelector('.reset_variations_alert')!.textContent).not.toBe('')
    button().click()
    expect(alert).toHaveBeenCalledWith('Please select some product options before adding this product to your cart.')
  })

  it("reads older WooCommerce's flat image_src / image_link (as Flatsome's quick view does), and restores them on reset", () => {
    const flat = variations.map(({ image: _image, ...v }) => ({ ...v, image: { src: '' }, image_src: `/img/flat-${v.variation_id}.jpg`, image_link: `/img/flat-${v.variation_id}-full.jpg` }))
    const form = productPage(JSON.stringify(flat))
    mountVariationForm(form)
    select('pa_suurus', 's')
    select('varv', 'Hõbehall')
    const img = document.querySelector<HTMLImageElement>('.wp-post-image')!
    expect(img.getAttribute('src')).toBe('/img/flat-11.jpg')
    expect(img.closest('a')!.getAttribute('href')).toBe('/img/flat-11-full.jpg')
    expect(img.getAttribute('data-large_image')).toBe('/img/flat-11-full.jpg')
    select('pa_suurus', '')
    expect(img.getAttribute('src')).toBe(main.src)
    expect(img.closest('a')!.getAttribute('href')).toBe(main.full)
  })

  it('restores SKU and image on reset', () => {
    const form = productPage(JSON.stringify(variations))
    mountVariationForm(form)
    select('pa_suurus', 's')
    select('pa_suurus', '')
    expect(document.querySelector('.product_meta .sku')!.textContent).toBe(kampsun.sku)
    expect(document.querySelector<HTMLImageElement>('.wp-post-image')!.getAttribute('src')).toBe(main.src)
    expect(single().hidden).toBe(true)
  })

  it('fixes the quantity at 1 and hides it for a sold-individually variation, even against the theme’s CSS; clamps otherwise', () => {
    const form = productPage(JSON.stringify(variations))
    // Flatsome's stylesheet: a hidden attribute alone would lose to it. Then Saar's hiding class (the shared sheet).
    const css = document.createElement('style')
    css.textContent = `.quantity { display: inline-flex; } ${readFileSync('src/hidden.css', 'utf8')}`
    document.head.appendChild(css)
    mountVariationForm(form)
    const qty = document.querySelector<HTMLInputElement>('input.qty')!
    const shown = () => getComputedStyle(qty.closest('.quantity')!).display
    qty.value = '9'
    select('pa_suurus', 'xl')
    expect(qty.value).toBe('1')
    expect(shown()).toBe('none')
    document.querySelector<HTMLElement>('.reset_variations')!.click()
    select('pa_suurus', 's')
    qty.value = '9'
    select('varv', 'Hõbehall')
    expect(shown()).toBe('inline-flex')
    expect([qty.value, qty.max]).toEqual(['5', '5'])
  })

  it('shows server HTML in prices as text-safe markup: an injected image never runs', () => {
    const form = productPage(JSON.stringify(variations))
    mountVariationForm(form)
    select('pa_suurus', 'xl')
    expect(single().querySelector('img')).toBeNull()
    expect((window as { pwned?: number }).pwned).toBeUndefined()
  })

  it('says nothing matches after the first 100 ms, and not before', async () => {
    const data = JSON.stringify([variations[0]])
    const form = productPage(data)
    ;(document.getElementById('pa_suurus') as HTMLSelectElement).value = 'm' // a server default that matches nothing
    ;(document.getElementById('varv') as HTMLSelectElement).value = 'Sinine'
    mountVariationForm(form)
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull()
  })
})

describe('events for other plugins', () => {
  it('jQuery handlers receive the variation with found_variation and show_variation', async () => {
    ;(globalThis as { jQuery?: unknown }).jQuery = $
    const form = productPage(JSON.stringify(variations))
    const found: unknown[] = []
    $(form).on('found_variation', (_e, variation: { variation_id: number }) => found.push(['found', variation.variation_id]))
    $(form).on('show_variation', (_e, variation: { variation_id: number }, purchasable: boolean) => found.push(['show', variation.variation_id, purchasable]))
    $(form).on('wc_variation_form', (_e, instance: { form: HTMLFormElement }) => found.push(['init', instance.form === form]))
    mountVariationForm(form)
    select('pa_suurus', 'm')
    select('varv', 'Roheline')
    await new Promise((r) => setTimeout(r, 120))
    // The set-up's check_variations at 100 ms finds it again, as WooCommerce's (whose first check that is).
    expect(found).toEqual([['found', 12], ['show', 12, true], ['found', 12], ['show', 12, true], ['init', true]])
  })

  it('answers check_variations and reload_product_variations from outside', () => {
    const form = productPage(JSON.stringify([]))
    mountVariationForm(form)
    form.setAttribute('data-product_variations', JSON.stringify(variations))
    form.dispatchEvent(new CustomEvent('reload_product_variations'))
    select('pa_suurus', 's')
    expect(new FormData(form).get('variation_id')).toBe('11')
  })
})

describe('variations from the server (more than 30, or malformed data)', () => {
  function stubVariationEndpoint(answer: (body: URLSearchParams) => Response | Promise<Response>) {
    const bodies: URLSearchParams[] = []
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const body = new URLSearchParams(String(init.body))
      bodies.push(body)
      return Promise.resolve(answer(body))
    })
    return bodies
  }

  it('asks get_variation with every attribute, product_id and custom_data, once per selection', async () => {
    printSettings({ antiSpam: { saar_ts: '1' } })
    const bodies = stubVariationEndpoint(() => new Response(JSON.stringify(variations[1])))
    const form = productPage('false')
    mountVariationForm(form)
    select('pa_suurus', 'm')
    select('varv', 'Sinine')
    await settle()
    expect(Object.fromEntries(bodies[0]!)).toEqual({ attribute_pa_suurus: 'm', attribute_varv: 'Sinine', product_id: String(kampsun.id), custom_data: '', saar_ts: '1' })
    expect(new FormData(form).get('variation_id')).toBe('12')
    select('pa_suurus', 's')
    select('pa_suurus', 'm')
    await settle()
    expect(bodies).toHaveLength(2) // m+Sinine came from the cache
    vi.unstubAllGlobals()
  })

  it('treats malformed variation JSON as ajax mode, without crashing', async () => {
    const bodies = stubVariationEndpoint(() => new Response('false'))
    const form = productPage('[{"variation_id": 11, "attributes": {')
    mountVariationForm(form)
    await new Promise((r) => setTimeout(r, 120))
    select('pa_suurus', 's')
    select('varv', 'Roheline')
    await settle()
    expect(bodies).toHaveLength(1)
    expect(document.querySelector('.wc-no-matching-variations')!.textContent).toBe('Vabandame, sinu valikule ei vasta ükski toode. Palun vali teine kombinatsioon.')
    expect(button().classList.contains('disabled')).toBe(true)
    vi.unstubAllGlobals()
  })

  const failures: [string, () => Response | Promise<Response>][] = [
    ['a 500', () => new Response('boom', { status: 500 })],
    ['a lost connection', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['WordPress’s -1', () => new Response('-1')],
    ['WordPress’s 0', () => new Response('0', { status: 400 })],
    ['an answer that is no variation', () => new Response('{"oops":true}')],
    ['invalid JSON', () => new Response('<br /><b>Warning</b>: x {"variation_id":')],
  ]
  for (const [name, failure] of failures)
    it(`says the chosen option could not be loaded after ${name}, never "no match", with a Try again button that asks again`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      let fail = true
      const bodies = stubVariationEndpoint(() => (fail ? failure() : new Response(JSON.stringify(variations[0]))))
      const form = productPage('false')
      mountVariationForm(form)
      await new Promise((r) => setTimeout(r, 120))
      select('pa_suurus', 's')
      select('varv', 'Hõbehall')
      await vi.waitFor(() => expect(document.querySelector('.saar-variation-error')).not.toBeNull())
      const error = document.querySelector<HTMLElement>('.saar-variation-error')!
      expect(error.parentElement!.getAttribute('role')).toBe('alert')
      expect(error.textContent).toBe('Valitud variandi andmeid ei õnnestunud laadida. Proovi uuesti')
      expect(document.querySelector('.wc-no-matching-variations')).toBeNull()
      expect(form.classList.contains('processing')).toBe(false)
      expect(button().getAttribute('aria-disabled')).toBe('true')
      fail = false
      const retry = error.querySelector('button')!
      expect(retry.type).toBe('button')
      retry.focus()
      retry.click()
      expect(document.activeElement).toBe(document.getElementById('varv')) // focus stays in the form
      await vi.waitFor(() => expect(new FormData(form).get('variation_id')).toBe('11'))
      expect(bodies).toHaveLength(2)
      expect(document.querySelector('.saar-variation-error')).toBeNull()
      expect(button().getAttribute('aria-disabled')).toBeNull()
      vi.unstubAllGlobals()
    })

  it('a second failure (a check_variations after the first, as the start-up check on a slow page) leaves one error, not two', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const bodies = stubVariationEndpoint(() => new Response('boom', { status: 500 }))
    const form = productPage('false')
    mountVariationForm(form)
    await new Promise((r) => setTimeout(r, 120))
    select('pa_suurus', 's')
    select('varv', 'Hõbehall')
    await vi.waitFor(() => expect(document.querySelector('.saar-variation-error')).not.toBeNull())
    form.dispatchEvent(new CustomEvent('check_variations'))
    await vi.waitFor(() => expect(bodies).toHaveLength(2))
    await vi.waitFor(() => expect(form.classList.contains('processing')).toBe(false)) // its answer is handled
    expect(document.querySelectorAll('[role=alert] > .saar-variation-error')).toHaveLength(1)
    vi.unstubAllGlobals()
  })

  it('a failed get_variation is not remembered: choosing the same again asks again', async () => {
    let fail = true
    const bodies = stubVariationEndpoint(() => (fail ? new Response('boom', { status: 503 }) : new Response(JSON.stringify(variations[0]))))
    const form = productPage('false')
    mountVariationForm(form)
    await new Promise((r) => setTimeout(r, 120))
    select('pa_suurus', 's')
    select('varv', 'Hõbehall')
    await vi.waitFor(() => expect(document.querySelector('.saar-variation-error')).not.toBeNull())
    fail = false
    select('varv', '')
    expect(document.querySelector('.saar-variation-error')).toBeNull() // the next change removes it
    select('varv', 'Hõbehall')
    await vi.waitFor(() => expect(new FormData(form).get('variation_id')).toBe('11'))
    expect(bodies).toHaveLength(2)
  })

  it('in English the error and its button are English, and a shop can reword them', async () => {
    stubVariationEndpoint(() => new Response('boom', { status: 500 }))
    printSettings({ locale: 'en_US', i18n: { tryAgain: 'Ask again' } })
    const form = productPage('false')
    mountVariationForm(form)
    await new Promise((r) => setTimeout(r, 120))
    select('pa_suurus', 's')
    select('varv', 'Hõbehall')
    await vi.waitFor(() => expect(document.querySelector('.saar-variation-error')?.textContent).toBe('The details of the chosen option could not be loaded. Ask again'))
    vi.unstubAllGlobals()
  })
})

describe("WooCommerce's acceptance scenarios", () => {
  // WooCommerce's own scenarios state their product (four priced sizes, an "any" colour of two): no catalogue product
  // has it, so its form stays inline.
  const sizeOnly = (variations: unknown[], extra = '') => {
    serverMarkup(`<div class="product">
      <form class="variations_form cart" method="post" data-product_id="20" data-product_variations="${escapeAttr(JSON.stringify(variations))}">
        ${extra}
        <table class="variations"><tbody>
          <tr><th><label for="pa_suurus">Suurus</label></th><td><select id="pa_suurus" name="attribute_pa_suurus" data-attribute_name="attribute_pa_suurus">
            <option value="">Vali variant</option><option value="s">S</option><option value="m">M</option><option value="l">L</option><option value="xl">XL</option></select></td></tr>
          <tr><th><label for="pa_varv">Värv</label></th><td><select id="pa_varv" name="attribute_pa_varv" data-attribute_name="attribute_pa_varv">
            <option value="">Vali variant</option><option value="punane">Punane</option><option value="must">Must</option></select>
            <a class="reset_variations" href="#">Tühjenda</a></td></tr>
        </tbody></table>
        <div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div>
          <div class="woocommerce-variation-add-to-cart variations_button">
            <button type="submit" class="single_add_to_cart_button button alt disabled" disabled>Lisa korvi</button>
            <input type="hidden" name="variation_id" class="variation_id" value="0"></div></div>
      </form></div>`)
    return document.querySelector<HTMLFormElement>('form.variations_form')!
  }
  const priced = (id: number, size: string, price: string, extra: Record<string, unknown> = {}) => ({
    variation_id: id, attributes: { attribute_pa_suurus: size, attribute_pa_varv: '' }, price_html: `<span class="price">${price} €</span>`,
    availability_html: '', is_purchasable: true, is_in_stock: true, variation_is_visible: true, variation_is_active: true, is_sold_individually: 'no', min_qty: 1, max_qty: '', ...extra,
  })

  it('one attribute with four sizes at different prices, with an "any" colour: each size shows its own price', () => {
    const form = sizeOnly([priced(1, 's', '10,00'), priced(2, 'm', '12,00'), priced(3, 'l', '14,00'), priced(4, 'xl', '16,00')])
    mountVariationForm(form)
    select('pa_varv', 'must')
    const seen: string[] = []
    for (const size of ['s', 'm', 'l', 'xl']) {
      select('pa_suurus', size)
      seen.push(single().querySelector('.price')!.textContent!)
    }
    expect(seen).toEqual(['10,00 €', '12,00 €', '14,00 €', '16,00 €'])
    expect(offered('pa_varv')).toEqual(['punane', 'must'])
  })

  it('a price-less (invisible) variation shows the unavailable text and cannot be added', () => {
    window.alert = vi.fn()
    const form = sizeOnly([priced(1, 's', '10,00'), priced(2, 'm', '', { price_html: '', variation_is_visible: false, is_purchasable: false })])
    mountVariationForm(form)
    select('pa_varv', 'punane')
    select('pa_suurus', 'm')
    expect(single().textContent).toContain('Vabandame, see toode pole saadaval.')
    expect(single().querySelector('.price')).toBeNull()
    expect(button().classList.contains('wc-variation-is-unavailable')).toBe(true)
  })

  it('Clear, then add to cart, shows the alert and submits nothing', () => {
    const alert = vi.fn()
    window.alert = alert
    const form = sizeOnly([priced(1, 's', '10,00')])
    const submitted = vi.fn((e: Event) => e.preventDefault())
    form.addEventListener('submit', submitted)
    mountVariationForm(form)
    select('pa_varv', 'must')
    select('pa_suurus', 's')
    expect(button().classList.contains('disabled')).toBe(false)
    document.querySelector<HTMLElement>('.reset_variations')!.click()
    button().click()
    expect(alert).toHaveBeenCalledWith('Palun vali enne toote ostukorvi lisamist toote omadused.')
    expect(submitted).not.toHaveBeenCalled()
  })

  it('a swatches plugin element that also carries data-product_variations is not a second form', async () => {
    const form = sizeOnly([priced(1, 's', '10,00')], `<div class="tawcvs-placeholder-element" data-product_variations="${escapeAttr(JSON.stringify([priced(1, 's', '10,00')]))}"></div>`)
    const { wireAll } = await import('../../src/dom')
    const { VARIATION_FORM_SELECTOR } = await import('../../src/variation-form')
    const found = vi.fn()
    form.addEventListener('found_variation', found)
    wireAll<HTMLFormElement>(VARIATION_FORM_SELECTOR, (f) => void mountVariationForm(f))
    select('pa_varv', 'must') // the only size left is chosen for the shopper: one match, one event
    expect(found).toHaveBeenCalledTimes(1)
    expect(document.querySelectorAll('.single_variation .price')).toHaveLength(1)
  })
})

describe('the server’s disabled button (WooCommerce #27756)', () => {
  it('posts nothing when clicked before any script runs; Saar takes the attribute away when it mounts', () => {
    const form = productPage(JSON.stringify(variations), true)
    const submitted = vi.fn((e: Event) => e.preventDefault())
    form.addEventListener('submit', submitted)
    button().click()
    expect(submitted).not.toHaveBeenCalled()
    mountVariationForm(form)
    expect(button().disabled).toBe(false)
    expect(button().getAttribute('aria-disabled')).toBe('true')
  })

  it('with WooCommerce’s own variation script on the page, goes once that has set the form up; Saar stays out', async () => {
    vi.useFakeTimers()
    ;(globalThis as { jQuery?: unknown }).jQuery = Object.assign((el: Element) => $(el), $, { fn: { ...$.fn, wc_variation_form() {} } })
    const form = productPage(JSON.stringify(variations), true)
    expect(mountVariationForm(form)).toBeUndefined()
    // WooCommerce sets the form up on DOM ready, after this: until then the attribute still guards the button.
    expect(button().disabled).toBe(true)
    await vi.advanceTimersByTimeAsync(100)
    expect(button().disabled).toBe(false)
    // From here WooCommerce disables it by class (the server's classes), and Saar added nothing of its own.
    expect(button().classList.contains('disabled')).toBe(true)
    expect(button().hasAttribute('aria-disabled')).toBe(false)
    select('pa_suurus', 's')
    expect(new FormData(form).get('variation_id')).toBe('0')
  })

  it('refuses a submit with the server’s variation_id "0" (Enter in the quantity field)', () => {
    const alert = vi.fn()
    window.alert = alert
    const form = productPage(JSON.stringify(variations), true)
    mountVariationForm(form)
    expect(new FormData(form).get('variation_id')).toBe('0')
    const submit = new Event('submit', { cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(alert).toHaveBeenCalledWith('Palun vali enne toote ostukorvi lisamist toote omadused.')
  })
})

describe('announcements', () => {
  it('reads a found variation’s price and stock once, through the polite region (the server’s role=alert is gone)', async () => {
    const form = productPage(JSON.stringify(variations))
    mountVariationForm(form)
    expect(single().hasAttribute('role')).toBe(false)
    expect(single().hasAttribute('aria-live')).toBe(false)
    await new Promise((r) => setTimeout(r, 120))
    select('pa_suurus', 's') // Hõbehall is the only colour left: chosen for the shopper
    await new Promise((r) => setTimeout(r, 80))
    const spoken = Array.from(document.querySelectorAll('[aria-live]:not([aria-live=off]), [role=alert], [role=status]'), (el) => el.textContent?.trim())
    expect(spoken.filter(Boolean)).toEqual(['20,00 € 15,00 €. 5 laos'])
  })
})

describe('a choice in the first moments', () => {
  it('made within the form’s first 100 ms (or before its code came, its change replayed) is read once', async () => {
    const form = productPage(JSON.stringify(variations))
    // A live region that is emptied and filled again is read again: each fill counts.
    const said: string[] = []
    let last = ''
    const seen = new MutationObserver(() => {
      const text = document.querySelector('.saar-live-region[aria-live=polite]')?.textContent?.trim() ?? ''
      if (text && !last) said.push(text)
      last = text
    })
    seen.observe(document.body, { subtree: true, childList: true, characterData: true })
    vi.useFakeTimers()
    const size = form.querySelector<HTMLSelectElement>('#pa_suurus')!
    size.value = 's' // chosen before the code came: the form reads it when it mounts
    mountVariationForm(form)
    size.dispatchEvent(new Event('change', { bubbles: true })) // that choice's change, replayed once it is here
    // Each step apart: the region's 50 ms fill, then the start-up check at 100 ms and what it might say 50 ms later.
    for (let ms = 0; ms < 300; ms += 10) {
      vi.advanceTimersByTime(10)
      await Promise.resolve()
    }
    seen.disconnect()
    expect(said).toEqual(['20,00 € 15,00 €. 5 laos'])
  })
})

describe('stale get_variation answers', () => {
  /** A get_variation endpoint whose answers the test sends; an aborted call still answers late (a slow server). */
  function slowEndpoint() {
    const calls: Array<{ body: URLSearchParams; signal?: AbortSignal | null; answer(v: unknown): void }> = []
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve) => calls.push({ body: new URLSearchParams(String(init.body)), signal: init.signal, answer: (v) => resolve(new Response(JSON.stringify(v))) })),
    )
    return calls
  }
  const as = (id: number, extra: Record<string, unknown> = {}) => ({ ...variations[1], variation_id: id, sku: `SKU-${id}`, ...extra })

  it('a late answer for a selection since made partial changes nothing, and its call is aborted', async () => {
    const calls = slowEndpoint()
    const form = productPage('false')
    mountVariationForm(form)
    select('pa_suurus', 'm')
    select('varv', 'Sinine')
    expect(calls).toHaveLength(1)
    expect(form.classList.contains('processing')).toBe(true)
    expect(form.getAttribute('aria-busy')).toBe('true')
    select('varv', '')
    expect(calls[0]!.signal?.aborted).toBe(true)
    expect(form.classList.contains('processing')).toBe(false)
    expect(form.getAttribute('aria-busy')).not.toBe('true')
    calls[0]!.answer(as(77))
    await settle()
    expect(new FormData(form).get('variation_id')).toBe('')
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true)
    expect(single().hidden).toBe(true)
    expect(document.querySelector('.product_meta .sku')!.textContent).toBe(kampsun.sku)
    vi.unstubAllGlobals()
  })

  it('a late answer does not replace a variation since shown from the cache', async () => {
    const calls = slowEndpoint()
    const form = productPage('false')
    mountVariationForm(form)
    select('pa_suurus', 'm')
    select('varv', 'Sinine')
    calls[0]!.answer(as(77))
    await settle()
    expect(new FormData(form).get('variation_id')).toBe('77')
    select('varv', 'Roheline')
    expect(calls).toHaveLength(2)
    select('varv', 'Sinine') // known: shown at once
    expect(new FormData(form).get('variation_id')).toBe('77')
    expect(calls[1]!.signal?.aborted).toBe(true)
    calls[1]!.answer(as(78))
    await settle()
    expect(new FormData(form).get('variation_id')).toBe('77')
    expect(document.querySelector('.product_meta .sku')!.textContent).toBe('SKU-77')
    expect(form.classList.contains('processing')).toBe(false)
    vi.unstubAllGlobals()
  })

  it('the page’s form and a quick view’s form of the same product do not abort each other', async () => {
    const calls = slowEndpoint()
    const first = productPage('false')
    const popup = document.createElement('div')
    popup.className = 'product-quick-view-container'
    popup.appendChild(first.closest('.product')!.cloneNode(true))
    document.body.appendChild(popup)
    const second = popup.querySelector<HTMLFormElement>('form.variations_form')!
    mountVariationForm(first)
    mountVariationForm(second)
    for (const form of [first, second]) {
      for (const [name, value] of [['attribute_pa_suurus', 'm'], ['attribute_varv', 'Sinine']]) {
        const el = form.querySelector<HTMLSelectElement>(`select[name=${name}]`)!
        el.value = value!
        el.dispatchEvent(new Event('change', { bubbles: true }))
      }
    }
    expect(calls.map((c) => [c.body.get('product_id'), c.signal?.aborted])).toEqual([[String(kampsun.id), false], [String(kampsun.id), false]])
    calls[0]!.answer(as(77))
    calls[1]!.answer(as(77))
    await settle()
    expect([new FormData(first).get('variation_id'), new FormData(second).get('variation_id')]).toEqual(['77', '77'])
    vi.unstubAllGlobals()
  })

  it('asks once when the set-up’s check comes while the server default is still being asked', async () => {
    const calls = slowEndpoint()
    const form = productPage('false')
    ;(document.getElementById('pa_suurus') as HTMLSelectElement).value = 'm'
    ;(document.getElementById('varv') as HTMLSelectElement).value = 'Sinine'
    mountVariationForm(form)
    await new Promise((r) => setTimeout(r, 120))
    expect(calls).toHaveLength(1)
    expect(calls[0]!.signal?.aborted).toBe(false)
    calls[0]!.answer(as(12))
    await settle()
    expect(new FormData(form).get('variation_id')).toBe('12')
    vi.unstubAllGlobals()
  })
})

describe('the no-match message', () => {
  it('stays away for the first 100 ms (server defaults that match nothing) and shows for a choice after that', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('false')))
    const form = productPage('false')
    ;(document.getElementById('pa_suurus') as HTMLSelectElement).value = 'm'
    ;(document.getElementById('varv') as HTMLSelectElement).value = 'Sinine'
    mountVariationForm(form)
    await vi.advanceTimersByTimeAsync(99)
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull()
    await vi.advanceTimersByTimeAsync(1) // the set-up's own check is still part of loading
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull()
    select('varv', 'Roheline')
    await vi.advanceTimersByTimeAsync(0)
    expect(document.querySelector('[role=alert] > .wc-no-matching-variations')!.textContent).toBe('Vabandame, sinu valikule ei vasta ükski toode. Palun vali teine kombinatsioon.')
    vi.unstubAllGlobals()
  })
})

describe('events as WooCommerce fires them', () => {
  const NAMES = [
    'clear_reset_announcement', 'woocommerce_variation_select_change', 'check_variations', 'update_variation_values', 'woocommerce_update_variation_values',
    'found_variation', 'show_variation', 'reset_data', 'reset_image', 'hide_variation', 'woocommerce_variation_has_changed', 'announce_reset', 'reset_focus', 'wc_variation_form',
  ]
  /** Records the events reaching the document through jQuery as `name@target`. */
  function record(form: HTMLFormElement) {
    const log: string[] = []
    $(document).on(NAMES.join(' '), (e) => {
      const target = e.target as unknown as Element
      log.push(`${e.type}@${target === form ? 'form' : target.classList.contains('single_variation') ? 'single_variation' : target.tagName}`)
    })
    return log
  }
  const withJQuery = () => ((globalThis as { jQuery?: unknown }).jQuery = $)
  afterEach(() => void $(document).off())

  it('a partial choice: the change pipeline, then reset_data, reset_image and hide_variation even with nothing shown', () => {
    withJQuery()
    const form = productPage(JSON.stringify(variations))
    mountVariationForm(form)
    const log = record(form)
    select('varv', 'Sinine')
    expect(log).toEqual([
      'clear_reset_announcement@form', 'woocommerce_variation_select_change@form',
      'update_variation_values@form', 'woocommerce_update_variation_values@form', 'reset_data@form', 'reset_image@form', 'hide_variation@single_variation',
      'check_variations@form', 'woocommerce_variation_has_changed@form',
    ])
  })

  it('listeners find Saar’s own updates already made: variation_id on found_variation, the button on show_variation and hide_variation', () => {
    withJQuery()
    const form = productPage(JSON.stringify(variations))
    mountVariationForm(form)
    const seen: unknown[] = []
    const state = () => [new FormData(form).get('variation_id'), button().className.includes('disabled'), document.querySelector('.product_meta .sku')!.textContent]
    $(form).on('found_variation', (_e, variation: { variation_id: number }) => seen.push(['found', variation.variation_id, ...state()]))
    $(form).on('show_variation', (_e, variation: { variation_id: number }, purchasable: boolean) => seen.push(['show', variation.variation_id, purchasable, ...state()]))
    $(form).on('hide_variation', () => seen.push(['hide', button().classList.contains('wc-variation-selection-needed'), single().hidden]))
    $(form).on('reset_data', () => seen.push(['reset', document.querySelector('.product_meta .sku')!.textContent]))
    select('pa_suurus', 's')
    expect(seen).toEqual([['found', 11, '11', false, 'LS-S-HH'], ['show', 11, true, '11', false, 'LS-S-HH']])
    seen.length = 0
    select('pa_suurus', '')
    expect(seen).toEqual([['reset', kampsun.sku], ['hide', true, true]])
  })

  it('choices Saar changes itself fire change on their select (for swatch plugins), once, without re-running the form', () => {
    withJQuery()
    const form = productPage(JSON.stringify(variations))
    mountVariationForm(form)
    const changes: string[] = []
    for (const id of ['pa_suurus', 'varv']) document.getElementById(id)!.addEventListener('change', (e) => changes.push(`${id}=${(e.target as HTMLSelectElement).value}`))
    const found = vi.fn()
    $(form).on('found_variation', found)
    select('pa_suurus', 's') // the lone colour is chosen
    expect(changes).toEqual(['pa_suurus=s', 'varv=Hõbehall'])
    expect(found).toHaveBeenCalledTimes(1)
    changes.length = 0
    select('varv', 'Sinine') // S does not come in blue: the size is cleared (three are left, none chosen for the shopper)
    expect(changes).toEqual(['varv=Sinine', 'pa_suurus='])
    changes.length = 0
    const log = record(form)
    document.querySelector<HTMLElement>('.reset_variations')!.click()
    // Clear: each select emptied with its change (none chosen again for the shopper), then as WooCommerce.
    expect(changes).toEqual(['pa_suurus=', 'varv='])
    expect([(document.getElementById('pa_suurus') as HTMLSelectElement).value, (document.getElementById('varv') as HTMLSelectElement).value]).toEqual(['', ''])
    expect(log.slice(-5)).toEqual(['announce_reset@form', 'reset_data@form', 'reset_image@form', 'hide_variation@single_variation', 'reset_focus@form'])
    expect(log.filter((e) => e === 'woocommerce_variation_has_changed@form')).toHaveLength(2)
  })

  it('fires check_variations at the 100 ms set-up, then wc_variation_form with the instance', async () => {
    vi.useFakeTimers()
    withJQuery()
    const form = productPage(JSON.stringify(variations))
    const log = record(form)
    const instances: unknown[] = []
    $(form).on('wc_variation_form', (_e, instance: { form: HTMLFormElement }) => instances.push(instance.form))
    mountVariationForm(form)
    log.length = 0
    await vi.advanceTimersByTimeAsync(100)
    expect(log[0]).toBe('update_variation_values@form') // the check itself, run by check_variations
    expect(log.slice(-2)).toEqual(['check_variations@form', 'wc_variation_form@form'])
    expect(instances).toEqual([form])
  })

  it('answers an inbound check_variations with its {count, chosenCount, data} in place of the selects (jQuery and DOM events)', () => {
    withJQuery()
    const form = productPage(JSON.stringify(variations))
    mountVariationForm(form)
    $(form).trigger('check_variations', [{ count: 2, chosenCount: 2, data: { attribute_pa_suurus: 'm', attribute_varv: 'Roheline' } }])
    expect(new FormData(form).get('variation_id')).toBe('12')
    expect(single().querySelector('.price')!.textContent).toBe('22,00 €')
    $(form).trigger('check_variations', [{ count: 2, chosenCount: 1, data: { attribute_pa_suurus: 'm', attribute_varv: '' } }])
    expect(single().hidden).toBe(true)
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true)
    delete (globalThis as { jQuery?: unknown }).jQuery
    const plain = productPage(JSON.stringify(variations))
    mountVariationForm(plain)
    plain.dispatchEvent(new CustomEvent('check_variations', { detail: [{ count: 2, chosenCount: 2, data: { attribute_pa_suurus: 's', attribute_varv: 'Hõbehall' } }] }))
    expect(new FormData(plain).get('variation_id')).toBe('11')
  })

  it('over the ajax threshold: update_variation_values for a partial choice only, and no woocommerce_update_variation_values (nothing is filtered)', async () => {
    // With jQuery on the page the call goes through jQuery.ajax: answered here.
    const ajax = vi.fn((options: { complete(xhr: unknown, status: string): void }) => {
      setTimeout(() => options.complete({ status: 200, responseText: JSON.stringify(variations[1]) }, 'success'))
      return { abort() {} }
    })
    ;(globalThis as { jQuery?: unknown }).jQuery = Object.assign((el: Element) => $(el), $, { ajax })
    const form = productPage('false')
    mountVariationForm(form)
    const log = record(form)
    select('pa_suurus', 'm')
    expect(log).toContain('update_variation_values@form')
    expect(log).not.toContain('woocommerce_variation_select_change@form')
    log.length = 0
    select('varv', 'Sinine')
    await settle()
    expect(log).not.toContain('update_variation_values@form')
    expect(log).toContain('found_variation@form')
    expect(log.some((e) => e.startsWith('woocommerce_update_variation_values'))).toBe(false)
    expect(ajax).toHaveBeenCalledTimes(1)
  })
})

describe('weight and dimensions (WooCommerce scenario: they follow the variation)', () => {
  it('shows each variation’s own, switching between two, and restores the product’s on Clear', () => {
    const heavy = (id: number, size: string, weight: string, dimensions: string) => ({
      ...variations[1], variation_id: id, attributes: { attribute_pa_suurus: size, attribute_varv: '' }, weight: weight.split(' ')[0], weight_html: weight, dimensions_html: dimensions,
    })
    const form = productPage(JSON.stringify([heavy(21, 's', '100 kg', '5 &times; 10 &times; 10 cm'), heavy(22, 'm', '400 kg', '20 &times; 40 &times; 30 cm')]))
    mountVariationForm(form)
    const table = () => [document.querySelector('.woocommerce-product-attributes-item--weight td')!.textContent, document.querySelector('.woocommerce-product-attributes-item--dimensions td')!.textContent]
    select('varv', 'Sinine')
    select('pa_suurus', 's')
    expect(table()).toEqual(['100 kg', '5 × 10 × 10 cm'])
    select('pa_suurus', 'm')
    expect(table()).toEqual(['400 kg', '20 × 40 × 30 cm'])
    select('pa_suurus', 's')
    expect(table()).toEqual(['100 kg', '5 × 10 × 10 cm'])
    document.querySelector<HTMLElement>('.reset_variations')!.click()
    expect(table()).toEqual(['0,8 kg', '40 × 30 × 8 cm'])
  })
})
