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
import { quickView } from '../../php-stub/shop/parts/quick-view'
import { productCard } from '../../php-stub/shop/parts/product-card'
import { addToCartArea, productGallery, productMeta } from '../../php-stub/shop/parts/product-form'
import { availableVariation, mainImage, permalink, productBySlug, variationImageSet } from '../../php-stub/shop/catalogue'

/** Villane kampsun: the catalogue's variable product (size and colour), as the stand-in's parts print it. */
const kampsun = productBySlug('villane-kampsun')!
const variation = (id: number) => availableVariation(kampsun, kampsun.variations!.find((v) => v.id === id)!)
const main = mainImage(kampsun)

/**
 * The stand-in's quick view answer (content-single-product-lightbox.php, its part); `disabled`: the button as an
 * older Saar plugin rendered it (WooCommerce #27756), set on the part's markup.
 */
function lightboxContent(disabled: boolean): string {
  const t = document.createElement('template')
  t.innerHTML = quickView(kampsun).value
  const button = t.content.querySelector('.single_add_to_cart_button')!
  if (disabled) {
    button.classList.add('disabled', 'wc-variation-selection-needed')
    button.setAttribute('disabled', '')
  }
  return t.innerHTML
}

const listing = () => serverMarkup(`<div class="products row">${productCard(kampsun)}</div>`)

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

/** Chooses a size and a colour, each with its change event. */
const choose = (form: Element, size: string, colour: string) => {
  for (const [name, value] of [['attribute_pa_suurus', size], ['attribute_varv', colour]] as const) {
    const select = form.querySelector<HTMLSelectElement>(`select[name=${name}]`)!
    select.value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
  }
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
      choose(form, 's', 'Hõbehall')
      expect(enabled(buttonOf(form))).toBe(true)
      expect(form.querySelector<HTMLInputElement>('.variation_id')!.value).toBe('10201')
      expect(shown).toHaveLength(1)
      expect((shown[0]![0] as { variation_id: number }).variation_id).toBe(10201)
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
    choose(form, 'xl', 'Roheline')
    buttonOf(form).click()
    await settle()
    const adds = ajax.mock.calls.filter(([options]) => options.url.includes('add_to_cart'))
    expect(adds).toHaveLength(1)
    expect(new URLSearchParams(adds[0]![0].data).get('product_id')).toBe('10206')
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
    serverMarkup(`<div class="product type-product product-type-variable"><div class="product-gallery">${productGallery(kampsun)}</div>
      <div class="summary">${addToCartArea(kampsun, permalink(kampsun))}${productMeta(kampsun)}</div></div>`)
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
    choose(form(), 's', 'Hõbehall')
    expect(shown).toHaveBeenCalledTimes(1)
  })

  it('a swatch plugin choosing through jQuery ($select.val(…).change()) is a choice', async () => {
    withJQuery()
    productPage()
    await start('product')
    await approach(form())
    $('#varv').val('Sinine').trigger('change')
    $('#pa_suurus').val('m').trigger('change')
    expect(form().querySelector<HTMLInputElement>('.variation_id')!.value).toBe('10204')
    expect(enabled(buttonOf(form()))).toBe(true)
  })

  it('wc_variations_image_update swaps the first gallery image; wc_variations_image_reset puts it back', async () => {
    withJQuery()
    productPage()
    await start('product')
    const $form = $(form()) as unknown as { wc_variations_image_update(v: unknown): void; wc_variations_image_reset(): void }
    const blue = variationImageSet(kampsun, kampsun.variations!.find((v) => v.id === 10204)!)
    $form.wc_variations_image_update(variation(10204))
    expect(image().getAttribute('src')).toBe(blue.src)
    expect(image().getAttribute('data-large_image')).toBe(blue.full)
    $form.wc_variations_image_reset()
    expect(image().getAttribute('src')).toBe(main.src)
    // A variation without an image restores the product's own too.
    $form.wc_variations_image_update(variation(10201))
    $form.wc_variations_image_update({ variation_id: 9 })
    expect(image().getAttribute('src')).toBe(main.src)
  })

  it('wc_set_content / wc_reset_content and wc_set_variation_attr / wc_reset_variation_attr keep the original as WooCommerce does', async () => {
    withJQuery()
    productPage()
    await start('product')
    type Helpers = { wc_set_content(t: string): void; wc_reset_content(): void; wc_set_variation_attr(n: string, v: string | false): void; wc_reset_variation_attr(n: string): void }
    const sku = $('.product_meta .sku') as unknown as Helpers
    sku.wc_set_content('HV-KAMP-M-HALL')
    sku.wc_set_content('HV-KAMP-S-HALL')
    expect(document.querySelector('.sku')!.textContent).toBe('HV-KAMP-S-HALL')
    expect(document.querySelector('.sku')!.getAttribute('data-o_content')).toBe(kampsun.sku)
    sku.wc_reset_content()
    expect(document.querySelector('.sku')!.textContent).toBe(kampsun.sku)

    const img = $(image()) as unknown as Helpers
    // A theme that prints no srcset and no title on the image (the stand-in prints both).
    image().removeAttribute('srcset')
    image().removeAttribute('title')
    img.wc_set_variation_attr('alt', 'M')
    img.wc_set_variation_attr('title', false)
    img.wc_set_variation_attr('srcset', '/img/m-600.jpg 600w')
    img.wc_set_variation_attr('data-caption', 'Sinine')
    expect(image().alt).toBe('M')
    img.wc_reset_variation_attr('alt')
    img.wc_reset_variation_attr('srcset')
    img.wc_reset_variation_attr('data-caption')
    expect(image().alt).toBe(main.alt)
    expect(image().getAttribute('data-caption')).toBe('') // the stand-in's own, empty
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
