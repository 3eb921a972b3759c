/**
 * The variation form on theme markup: what the shopper sees and what the form would submit, the events plugins
 * rely on, and bad input (malformed JSON, failing get_variation).
 */
import { describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import { mountVariationForm } from '../../islands/variations/variation-form'
import { printSettings, serverMarkup, settle } from './helpers'

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

function productPage(data: string) {
  serverMarkup(`
  <div class="product type-product product-type-variable">
    <div class="product-images woocommerce-product-gallery">
      <figure class="woocommerce-product-gallery__wrapper">
        <div class="woocommerce-product-gallery__image slide first" data-thumb="/img/main-100.jpg">
          <a href="/img/main-1200.jpg"><img class="wp-post-image" src="/img/main-600.jpg" alt="Linane särk" data-large_image="/img/main-1200.jpg" data-large_image_width="1200" data-large_image_height="1200"></a>
        </div>
      </figure>
    </div>
    <div class="product-info summary">
      <h1 class="product-title">Linane särk</h1>
      <form class="variations_form cart" method="post" data-product_id="10" data-product_variations="${escapeAttr(data)}">
        <table class="variations"><tbody>
          <tr><th class="label"><label for="pa_suurus">Suurus</label></th><td class="value">
            <select id="pa_suurus" name="attribute_pa_suurus" data-attribute_name="attribute_pa_suurus" data-show_option_none="yes">
              <option value="">Vali variant</option><option value="s">S</option><option value="m">M</option><option value="l">L</option><option value="xl">XL</option>
            </select></td></tr>
          <tr><th class="label"><label for="varv">Värv</label></th><td class="value">
            <select id="varv" name="attribute_varv" data-attribute_name="attribute_varv" data-show_option_none="yes">
              <option value="">Vali variant</option><option value="Hõbehall">Hõbehall</option><option value="Sinine">Sinine</option><option value="Roheline">Roheline</option>
            </select>
            <a class="reset_variations" href="#" aria-label="Tühjenda valikud">Tühjenda</a></td></tr>
        </tbody></table>
        <div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
        <div class="single_variation_wrap">
          <div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>
          <div class="woocommerce-variation-add-to-cart variations_button">
            <div class="quantity"><label class="screen-reader-text" for="quantity_1">Linane särk kogus</label><input type="number" id="quantity_1" class="input-text qty text" name="quantity" value="1" min="1" step="1"></div>
            <button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed" disabled>Lisa korvi</button>
            <input type="hidden" name="add-to-cart" value="10"><input type="hidden" name="product_id" value="10">
            <input type="hidden" name="variation_id" class="variation_id" value="0">
          </div>
        </div>
      </form>
      <div class="product_meta"><span class="sku_wrapper">Tootekood: <span class="sku">LS</span></span></div>
    </div>
    <table class="woocommerce-product-attributes"><tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight"><th>Kaal</th><td class="woocommerce-product-attributes-item__value">0,3–0,4 kg</td></tr>
    <tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--dimensions"><th>Mõõdud</th><td class="woocommerce-product-attributes-item__value">30 × 20 × 2 cm</td></tr></table>
  </div>`)
  return document.querySelector<HTMLFormElement>('form.variations_form')!
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

  it('restores SKU and image on reset', () => {
    const form = productPage(JSON.stringify(variations))
    mountVariationForm(form)
    select('pa_suurus', 's')
    select('pa_suurus', '')
    expect(document.querySelector('.product_meta .sku')!.textContent).toBe('LS')
    expect(document.querySelector<HTMLImageElement>('.wp-post-image')!.getAttribute('src')).toBe('/img/main-600.jpg')
    expect(single().hidden).toBe(true)
  })

  it('fixes the quantity at 1 and hides it for a sold-individually variation; clamps otherwise', () => {
    const form = productPage(JSON.stringify(variations))
    mountVariationForm(form)
    const qty = document.querySelector<HTMLInputElement>('input.qty')!
    qty.value = '9'
    select('pa_suurus', 'xl')
    expect(qty.value).toBe('1')
    expect(qty.closest<HTMLElement>('.quantity')!.hidden).toBe(true)
    document.querySelector<HTMLElement>('.reset_variations')!.click()
    select('pa_suurus', 's')
    qty.value = '9'
    select('varv', 'Hõbehall')
    expect(qty.closest<HTMLElement>('.quantity')!.hidden).toBe(false)
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
    expect(found).toEqual([['found', 12], ['show', 12, true], ['init', true]])
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
    expect(Object.fromEntries(bodies[0]!)).toEqual({ attribute_pa_suurus: 'm', attribute_varv: 'Sinine', product_id: '10', custom_data: '', saar_ts: '1' })
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

  it('shows a clear no-match state when get_variation fails, and tries again on the next choice', async () => {
    let fail = true
    const bodies = stubVariationEndpoint(() => (fail ? new Response('boom', { status: 500 }) : new Response(JSON.stringify(variations[0]))))
    const form = productPage('false')
    mountVariationForm(form)
    await new Promise((r) => setTimeout(r, 120))
    select('pa_suurus', 's')
    select('varv', 'Hõbehall')
    await settle()
    expect(form.classList.contains('processing')).toBe(false)
    expect(document.querySelector('.wc-no-matching-variations')).not.toBeNull()
    fail = false
    select('varv', 'Hõbehall')
    await settle()
    expect(bodies).toHaveLength(2)
    expect(new FormData(form).get('variation_id')).toBe('11')
    vi.unstubAllGlobals()
  })
})

describe("WooCommerce's acceptance scenarios", () => {
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
    const { VARIATION_FORM_SELECTOR } = await import('../../islands/variations/variation-form')
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
    const form = productPage(JSON.stringify(variations))
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
    const form = productPage(JSON.stringify(variations))
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
})
