/**
 * WooCommerce's jQuery API where its script is gone (islands/variations/jquery-api.ts), as others call it: Flatsome's
 * quick view on a listing calls `$form.wc_variation_form()` on its popup's form and listens to `show_variation`
 * (Flatsome 3.19.14 woocommerce.js); swatch plugins choose through jQuery; plugins call the image and content
 * helpers and `wc_product_gallery`. Through the shipped entries, in a fresh module graph per page.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import { printSettings, serverMarkup, settle } from './helpers'
import { approach, start, stockGlobal, withJQuery } from './page-load'

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
const variations = [
  { variation_id: 21, attributes: { attribute_pa_suurus: 's' }, price_html: '<span class="price">20,00 €</span>', availability_html: '', min_qty: 1, max_qty: 10, is_purchasable: true, is_in_stock: true, variation_is_visible: true, image: { src: '/img/s-600.jpg', full_src: '/img/s-1200.jpg', alt: 'S' } },
  { variation_id: 22, attributes: { attribute_pa_suurus: 'm' }, price_html: '<span class="price">22,00 €</span>', availability_html: '', min_qty: 1, max_qty: 10, is_purchasable: true, is_in_stock: true, variation_is_visible: true, image: { src: '/img/m-600.jpg', full_src: '/img/m-1200.jpg', alt: 'M' } },
]

/** A variable product's form; `disabled`: the button as an older Saar plugin rendered it (WooCommerce #27756). */
const variableForm = (disabled: boolean) => `<form class="variations_form cart" action="" method="post" data-product_id="20" data-product_variations="${escapeAttr(JSON.stringify(variations))}">
  <table class="variations"><tbody><tr><th><label for="pa_suurus">Suurus</label></th><td class="value"><select id="pa_suurus" name="attribute_pa_suurus" data-attribute_name="attribute_pa_suurus">
  <option value="">Vali variant</option><option value="s">S</option><option value="m">M</option></select><a class="reset_variations" href="#">Tühjenda</a></td></tr></tbody></table>
  <div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div><div class="woocommerce-variation-add-to-cart variations_button">
  <div class="quantity buttons_added"><input type="number" class="input-text qty text" name="quantity" value="1" min="1" aria-label="Kogus"></div>
  <button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed"${disabled ? ' disabled' : ''}>Lisa korvi</button>
  <input type="hidden" name="add-to-cart" value="20"><input type="hidden" name="product_id" value="20"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form>`

/** The product box of Flatsome's content-single-product-lightbox.php, as its quick view answers it. */
const lightboxContent = (disabled: boolean) => `<div class="product-quick-view-container"><div class="row product type-product product-type-variable" id="product-20">
  <div class="product-gallery"><div class="product-images woocommerce-product-gallery"><div class="product-gallery-slider"><div class="woocommerce-product-gallery__image slide first"><a href="/img/a-1200.jpg"><img class="wp-post-image" src="/img/a-600.jpg" alt="Särk"></a></div></div></div></div>
  <div class="product-info summary"><h1 class="product-title product_title">Linane särk</h1>${variableForm(disabled)}</div></div></div>`

const listing = () =>
  serverMarkup(`<div class="products"><div class="product-small col product"><a href="/toode/sark/">Linane särk</a>
    <div class="image-tools"><a class="quick-view" data-prod="20" href="#quick-view">Kiirvaade</a></div></div></div>`)

/**
 * Flatsome 3.19.14's quick view after its answer (woocommerce.js, `Flatsome.behavior("quick-view")`): the content
 * in a Magnific Popup `.product-lightbox`, then `.wc_variation_form()` on its variation form and a `show_variation`
 * listener on it (this one records the calls).
 */
function flatsomeQuickView(disabled: boolean) {
  document.body.insertAdjacentHTML('beforeend', `<div class="mfp-wrap"><div class="mfp-content"><div class="product-lightbox lightbox-content">${lightboxContent(disabled)}</div></div></div>`)
  const form = $('.product-lightbox form.variations_form')
  const shown: unknown[][] = []
  if ($('.product-lightbox form').hasClass('variations_form')) (form as unknown as { wc_variation_form(): unknown }).wc_variation_form()
  form.on('show_variation', (_event, ...args: unknown[]) => void shown.push(args))
  return { form: form[0] as HTMLFormElement, shown }
}

const choose = (form: Element, value: string) => {
  const select = form.querySelector<HTMLSelectElement>('select')!
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
}
const buttonOf = (form: Element) => form.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!
const enabled = (button: HTMLButtonElement) => !button.disabled && !button.classList.contains('disabled') && !button.hasAttribute('aria-disabled')
/** Saar's form mounts on demand on a listing, and finishes its set-up (WooCommerce's 100 ms) after that. */
const mounted = () => new Promise((resolve) => setTimeout(resolve, 150))

/** The on-demand `variation-form` bundle, as the page's own loader would get it (lazy/variation-form.ts). */
async function provideVariationBundle() {
  const [{ provide }, { mountVariationForm }] = await Promise.all([import('../../src/loader'), import('../../islands/variations/variation-form')])
  provide('variation-form', mountVariationForm)
}

beforeEach(() => {
  document.documentElement.replaceChild(document.createElement('body'), document.body)
  vi.spyOn(console, 'info').mockImplementation(() => {})
  window.alert = vi.fn()
  printSettings({ locale: 'et', ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', cartUrl: '/ostukorv/' })
})

describe("Flatsome's quick view on a listing (Saar's quick view stands down, its variation form comes on demand)", () => {
  for (const disabled of [true, false])
    it(`mounts a working form: choose → the button is enabled → show_variation once through jQuery (button ${disabled ? 'rendered disabled' : 'as WooCommerce renders it'})`, async () => {
      withJQuery()
      listing()
      stockGlobal('Flatsome', { behaviors: { 'quick-view': { attach() {} } } })
      await start('quick-view')
      await provideVariationBundle()
      const { form, shown } = flatsomeQuickView(disabled)
      await mounted()
      expect(enabled(buttonOf(form))).toBe(false)
      choose(form, 's')
      expect(enabled(buttonOf(form))).toBe(true)
      expect(form.querySelector<HTMLInputElement>('.variation_id')!.value).toBe('21')
      expect(shown).toHaveLength(1)
      expect((shown[0]![0] as { variation_id: number }).variation_id).toBe(21)
      expect(shown[0]![1]).toBe(true)
    })

  it('the popup’s product is buyable: its add button sends one add of the chosen variation', async () => {
    const ajax = withJQuery()
    listing()
    stockGlobal('Flatsome', { behaviors: { 'quick-view': { attach() {} } } })
    await start('quick-view')
    await provideVariationBundle()
    await start('cart') // the page's live wiring: the cart's, which holds the popup form's submit until its code is here
    const { form } = flatsomeQuickView(true)
    await mounted()
    choose(form, 'm')
    buttonOf(form).click()
    await settle()
    const adds = ajax.mock.calls.filter(([options]) => options.url.includes('add_to_cart'))
    expect(adds).toHaveLength(1)
    expect(new URLSearchParams(adds[0]![0].data).get('product_id')).toBe('22')
  })

  it('returns the collection, as WooCommerce’s does, and is Saar’s own (marked)', async () => {
    withJQuery()
    listing()
    await start('quick-view')
    const fn = ($.fn as unknown as { wc_variation_form: { saar?: boolean } }).wc_variation_form
    expect(fn.saar).toBe(true)
    const set = $('<form class="variations_form"></form>')
    expect((set as unknown as { wc_variation_form(): unknown }).wc_variation_form()).toBe(set)
  })
})

describe('on a product page (the form set up as the shopper reaches for it)', () => {
  const productPage = () =>
    serverMarkup(`<div class="product type-product product-type-variable">
      <div class="product-images woocommerce-product-gallery"><div class="woocommerce-product-gallery__wrapper">
        <div class="woocommerce-product-gallery__image slide first" data-thumb="/img/a-100.jpg"><a href="/img/a-1200.jpg"><img class="wp-post-image" src="/img/a-600.jpg" alt="Särk" data-large_image="/img/a-1200.jpg"></a></div></div></div>
      <div class="summary"><div class="product_meta"><span class="sku">LS</span></div>${variableForm(false)}</div></div>`)
  const form = () => document.querySelector<HTMLFormElement>('form.variations_form')!
  const image = () => document.querySelector<HTMLImageElement>('.wp-post-image')!

  it('the page’s wiring and repeated wc_variation_form() calls set the form up once: one show_variation per choice', async () => {
    withJQuery()
    productPage()
    await start('product')
    await approach(form())
    const shown = vi.fn()
    $(form()).on('show_variation', shown)
    ;($(form()) as unknown as { wc_variation_form(): unknown }).wc_variation_form()
    ;($(form()) as unknown as { wc_variation_form(): unknown }).wc_variation_form()
    choose(form(), 's')
    expect(shown).toHaveBeenCalledTimes(1)
  })

  it('a swatch plugin choosing through jQuery ($select.val(…).change()) is a choice', async () => {
    withJQuery()
    productPage()
    await start('product')
    await approach(form())
    $('#pa_suurus').val('m').trigger('change')
    expect(form().querySelector<HTMLInputElement>('.variation_id')!.value).toBe('22')
    expect(enabled(buttonOf(form()))).toBe(true)
  })

  it('wc_variations_image_update swaps the first gallery image; wc_variations_image_reset puts it back', async () => {
    withJQuery()
    productPage()
    await start('product')
    const $form = $(form()) as unknown as { wc_variations_image_update(v: unknown): void; wc_variations_image_reset(): void }
    $form.wc_variations_image_update(variations[1])
    expect(image().getAttribute('src')).toBe('/img/m-600.jpg')
    expect(image().getAttribute('data-large_image')).toBe('/img/m-1200.jpg')
    $form.wc_variations_image_reset()
    expect(image().getAttribute('src')).toBe('/img/a-600.jpg')
    // A variation without an image restores the product's own too.
    $form.wc_variations_image_update(variations[0])
    $form.wc_variations_image_update({ variation_id: 9 })
    expect(image().getAttribute('src')).toBe('/img/a-600.jpg')
  })

  it('wc_set_content / wc_reset_content and wc_set_variation_attr / wc_reset_variation_attr keep the original as WooCommerce does', async () => {
    withJQuery()
    productPage()
    await start('product')
    type Helpers = { wc_set_content(t: string): void; wc_reset_content(): void; wc_set_variation_attr(n: string, v: string | false): void; wc_reset_variation_attr(n: string): void }
    const sku = $('.product_meta .sku') as unknown as Helpers
    sku.wc_set_content('LS-M')
    sku.wc_set_content('LS-S')
    expect(document.querySelector('.sku')!.textContent).toBe('LS-S')
    expect(document.querySelector('.sku')!.getAttribute('data-o_content')).toBe('LS')
    sku.wc_reset_content()
    expect(document.querySelector('.sku')!.textContent).toBe('LS')

    const img = $(image()) as unknown as Helpers
    img.wc_set_variation_attr('alt', 'M')
    img.wc_set_variation_attr('title', false)
    img.wc_set_variation_attr('srcset', '/img/m-600.jpg 600w')
    expect(image().alt).toBe('M')
    img.wc_reset_variation_attr('alt')
    img.wc_reset_variation_attr('srcset')
    expect(image().alt).toBe('Särk')
    // An attribute the element did not have comes back empty, as WooCommerce keeps it.
    expect(image().getAttribute('srcset')).toBe('')
    expect(image().hasAttribute('title')).toBe(false)
  })

  it('wc_product_gallery sets up a gallery once, however often it is called and wired', async () => {
    withJQuery()
    productPage()
    await start('product')
    const gallery = $('.woocommerce-product-gallery') as unknown as { wc_product_gallery(): unknown }
    expect(gallery.wc_product_gallery()).toBe(gallery)
    gallery.wc_product_gallery()
    expect(document.querySelectorAll('button.woocommerce-product-gallery__trigger')).toHaveLength(1)
  })
})
