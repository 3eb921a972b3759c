/**
 * Saar beside the stock scripts that stay on a page (src/stock.ts), through the shipped entries: for each feature,
 * with the stock handler's signal on the page (and a stand-in of that handler bound as the real one binds) the
 * shopper gets one effect — one step per click, one toggle, one suggestion list, one lightbox, no add request of
 * Saar's — and the console says once that Saar left it; without the signal Saar acts. Each test starts the entry
 * in a fresh module graph, as a page load would.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import { printSettings, serverMarkup, settle } from './helpers'
import { HIDDEN_CLASS } from '../../src/hidden'
import { approach, plugin, saarLines, start, stockGlobal, withJQuery } from './page-load'
import { addToCartArea, quantityField } from '../../php-stub/shop/parts/product-form'
import { productCard } from '../../php-stub/shop/parts/product-card'
import { productTabs } from '../../php-stub/shop/parts/product-tabs'
import { loginForms } from '../../php-stub/shop/parts/account-forms'
import { storeNotice } from '../../php-stub/shop/parts/store-notice'
import { searchForm } from '../../php-stub/shop/parts/search-form'
import { commentsArea } from '../../php-stub/shop/parts/comments'
import { postBySlug, productBySlug } from '../../php-stub/shop/catalogue'

// The catalogue's products and post the stand-in's parts print here.
const socks = productBySlug('villased-sokid')!
const kampsun = productBySlug('villane-kampsun')!
const careGuide = postBySlug('villaste-riiete-hooldus')!

type Dict = Record<string, unknown>
const page = globalThis as unknown as Dict
const info = saarLines
const linesAbout = (what: string) => info().filter((line) => line.includes(what))

beforeEach(() => {
  document.documentElement.replaceChild(document.createElement('body'), document.body)
  vi.spyOn(console, 'info').mockImplementation(() => {})
  window.alert = vi.fn()
  printSettings({ locale: 'et', ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', cartUrl: '/ostukorv/' })
})

describe('quantity buttons', () => {
  const quantity = () => {
    serverMarkup(`<form class="cart" method="post">${quantityField({ product: socks })}</form>`)
    return document.querySelector<HTMLInputElement>('input.qty')!
  }
  const plus = () => document.querySelector<HTMLElement>('.plus')!.click()

  it("with Flatsome's quantity buttons on the page, a click steps once (Flatsome's), and the console says so once", async () => {
    withJQuery()
    const input = quantity()
    // Flatsome 3.19 woocommerce.js: Flatsome.plugin("addQty") binds delegated +/- clicks on `.quantity`.
    plugin('addQty', function () {
      return this.off('click.flatsome', '.plus, .minus').on('click.flatsome', '.plus, .minus', function (this: HTMLElement) {
        const qty = $(this).closest('.quantity').find('.qty')
        qty.val(String(Number(qty.val()) + ($(this).is('.plus') ? 1 : -1))).trigger('change')
      })
    })
    await start('theme')
    // Flatsome attaches its behaviors on jQuery's ready, which comes after Saar's DOM-ready set-up.
    ;($('.quantity') as unknown as { addQty(): void }).addQty()
    plus()
    expect(input.value).toBe('2')
    plus()
    expect(input.value).toBe('3')
    expect(info()).toEqual(['Saar: quantity buttons left to Flatsome (jQuery.fn.addQty)'])
  })

  it('without them, Saar steps once per click and says nothing', async () => {
    withJQuery()
    const input = quantity()
    await start('theme')
    plus()
    expect(input.value).toBe('2')
    expect(info()).toEqual([])
  })
})

describe("WooCommerce's woocommerce.js share: show-password toggles and the store notice", () => {
  /** The account page's login and register forms (two password fields) and the store notice, from their parts. */
  const account = () =>
    serverMarkup(`<div class="woocommerce">${loginForms({ login: 'n1', register: 'n2' })}</div>${storeNotice('Tasuta tarne', 'abc')}`)
  const types = () => ['password', 'reg_password'].map((id) => (document.getElementById(id) as HTMLInputElement).type)
  /** woocommerce.js 9.9.5 on ready: wraps the field, appends `button.show-password-input`, toggles on click. */
  const stockToggles = () => {
    $('.woocommerce form .woocommerce-Input[type="password"]').wrap('<span class="password-input"></span>')
    $('.password-input').append('<button type="button" class="show-password-input"></button>')
    $('.show-password-input').on('click', function (this: HTMLElement, event) {
      event.preventDefault()
      const input = $(this).siblings('input')[0] as HTMLInputElement
      input.type = input.type === 'password' ? 'text' : 'password'
    })
  }

  it('with woocommerce.js on the page (its ready handler runs after Saar’s), each field has one toggle, and it works', async () => {
    withJQuery()
    account()
    stockGlobal('woocommerce_params', { i18n_password_show: 'Näita parooli', i18n_password_hide: 'Peida parool' })
    await start('theme')
    stockToggles()
    const toggles = document.querySelectorAll<HTMLButtonElement>('.show-password-input')
    expect(toggles).toHaveLength(2)
    toggles[1]!.click()
    expect(types()).toEqual(['password', 'text'])
    // The store notice is woocommerce.js's too: Saar leaves it as the server printed it.
    expect(document.querySelector<HTMLElement>('.woocommerce-store-notice')!.style.display).toBe('none')
    expect(linesAbout("woocommerce.js's share")).toEqual([
      "Saar: the store notice and the rest of woocommerce.js's share left to WooCommerce (woocommerce_params)",
    ])
  })

  it('without it, Saar puts one toggle on each field, which shows and hides the password, and shows the notice', async () => {
    account()
    // The toggles load when a field comes into view; happy-dom reports nothing as intersecting: no observer, at once.
    vi.stubGlobal('IntersectionObserver', undefined)
    await start('theme')
    vi.unstubAllGlobals()
    const toggles = document.querySelectorAll<HTMLButtonElement>('.show-password-input')
    expect(toggles).toHaveLength(2)
    toggles[1]!.click()
    await settle()
    expect(types()).toEqual(['password', 'text'])
    expect(document.querySelector<HTMLElement>('.woocommerce-store-notice')!.style.display).toBe('')
    expect(info()).toEqual([])
  })

  it('two scripts asking about the same feature on one page make one console line', async () => {
    account()
    stockGlobal('woocommerce_params', {})
    await start('theme')
    await start('account')
    expect(linesAbout("woocommerce.js's share")).toHaveLength(1)
  })
})

describe('live search', () => {
  const header = () =>
    serverMarkup(`<ul class="header-nav">${searchForm()}</ul>`)

  it("with Flatsome's live search on the page, typing shows its one list, Saar sends nothing and says so once", async () => {
    const ajax = withJQuery()
    header()
    // flatsome-live-search.js: jQuery.fn.devbridgeAutocomplete on every `.searchform`'s field, its own list.
    plugin('devbridgeAutocomplete', function () {
      return this.on('input', function (this: HTMLInputElement) {
        $('.autocomplete-suggestions').remove()
        $('body').append(`<div class="autocomplete-suggestions"><div class="autocomplete-suggestion">${this.value.length} tulemust</div></div>`)
      })
    })
    await start('search')
    ;($('.searchform .search-field') as unknown as { devbridgeAutocomplete(): void }).devbridgeAutocomplete()
    const input = document.querySelector<HTMLInputElement>('.search-field')!
    // Approached as a shopper does: Saar's live search would load now, if it did not leave the field to Flatsome.
    input.focus()
    input.value = 'särk'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(document.querySelectorAll('.autocomplete-suggestions')).toHaveLength(1)
    expect(document.querySelector('[role=listbox]')).toBeNull()
    expect(input.getAttribute('role')).toBeNull()
    expect(ajax).not.toHaveBeenCalled()
    expect(info()).toEqual(['Saar: live search left to Flatsome (jQuery.fn.devbridgeAutocomplete)'])
  })

  it('without it, the field becomes Saar’s combobox', async () => {
    header()
    await start('search')
    const input = document.querySelector<HTMLInputElement>('.search-field')!
    // The live search loads as the shopper approaches the field: focusing it is that approach.
    input.focus()
    await vi.waitFor(() => expect(input.getAttribute('role')).toBe('combobox'))
    expect(info()).toEqual([])
  })
})

describe('product gallery: lightbox and zoom', () => {
  // One image with both galleries' marks (WooCommerce's own hides it with opacity: 0, Flatsome's is a slider), for
  // both themes' stock scripts: a mix the stand-in never prints, kept inline.
  const gallery = (bodyClass = '') => {
    if (bodyClass) document.body.className = bodyClass
    serverMarkup(`<div class="product type-product"><div class="product-images woocommerce-product-gallery" style="opacity: 0">
      <div class="woocommerce-product-gallery__wrapper product-gallery-slider slider">
        <div class="woocommerce-product-gallery__image slide first"><a href="/img/a-1200.jpg"><img class="wp-post-image" src="/img/a-600.jpg" alt="Särk" data-large_image="/img/a-1200.jpg" data-large_image_width="1200"></a></div>
      </div></div></div>`)
  }
  const link = () => document.querySelector<HTMLAnchorElement>('.woocommerce-product-gallery__image a')!
  const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))

  it("with WooCommerce's PhotoSwipe on the page, a click on the image opens only PhotoSwipe, and the console says so once", async () => {
    withJQuery()
    gallery()
    stockGlobal('PhotoSwipe', function PhotoSwipe() {})
    stockGlobal('wc_single_product_params', { photoswipe_enabled: '1', zoom_enabled: '' })
    const viewer = vi.fn()
    await start('product', { glightbox: { gallery: viewer, link: vi.fn(), links: vi.fn() } })
    let photoswipe = 0
    // single-product.js 9.9.5 on jQuery's ready (no slider): a click on the image link opens PhotoSwipe.
    $('.woocommerce-product-gallery').on('click', '.woocommerce-product-gallery__image a', (event) => {
      event.preventDefault()
      photoswipe++
    })
    click(link())
    await settle()
    expect(photoswipe).toBe(1)
    expect(viewer).not.toHaveBeenCalled()
    // Saar's own full-screen button is not added beside WooCommerce's.
    expect(document.querySelector('button.woocommerce-product-gallery__trigger')).toBeNull()
    // The gallery is lifted all the same.
    expect(document.querySelector<HTMLElement>('.woocommerce-product-gallery')!.style.opacity).toBe('1')
    expect(linesAbout('gallery lightbox')).toEqual(['Saar: gallery lightbox left to WooCommerce (PhotoSwipe)'])
  })

  it("with Flatsome's own product lightbox (.has-lightbox), Saar's stays out", async () => {
    withJQuery()
    gallery('single-product has-lightbox')
    let opened = 0
    // Flatsome's woocommerce.js: lazyMagnificPopup({ delegate: 'a' }) on `.has-lightbox .product-gallery-slider`.
    plugin('lazyMagnificPopup', function () {
      return this.find('a').one('click', (event) => {
        event.preventDefault()
        opened++
      })
    })
    const viewer = vi.fn()
    await start('product', { glightbox: { gallery: viewer, link: vi.fn(), links: vi.fn() } })
    ;($('.has-lightbox .product-gallery-slider') as unknown as { lazyMagnificPopup(): void }).lazyMagnificPopup()
    click(link())
    await settle()
    expect(opened).toBe(1)
    expect(viewer).not.toHaveBeenCalled()
    expect(linesAbout('gallery lightbox')).toEqual(['Saar: gallery lightbox left to Flatsome (.has-lightbox)'])
  })

  it('with PhotoSwipe off in the settings WooCommerce prints, or no lightbox at all, a click opens Saar’s viewer once', async () => {
    gallery()
    stockGlobal('PhotoSwipe', function PhotoSwipe() {})
    stockGlobal('wc_single_product_params', { photoswipe_enabled: '' })
    const viewer = vi.fn()
    await start('product', { glightbox: { gallery: viewer, link: vi.fn(), links: vi.fn() } })
    click(link())
    await settle()
    expect(viewer).toHaveBeenCalledTimes(1)
    expect(linesAbout('gallery lightbox')).toEqual([])
  })

  it("with WooCommerce's zoom on the page Saar's zoom stays out; without it, hovering zooms", async () => {
    withJQuery()
    gallery()
    stockGlobal('wc_single_product_params', { zoom_enabled: '1' })
    plugin('zoom', function () {
      return this
    })
    const zoom = vi.fn()
    await start('product', { zoom })
    document.querySelector('.woocommerce-product-gallery__image')!.dispatchEvent(new Event('pointerenter'))
    await settle()
    expect(zoom).not.toHaveBeenCalled()
    expect(linesAbout('gallery zoom')).toEqual(['Saar: gallery zoom left to WooCommerce (jQuery.fn.zoom)'])

    delete ($.fn as unknown as Dict).zoom
    gallery()
    await start('product', { zoom })
    document.querySelector('.woocommerce-product-gallery__image')!.dispatchEvent(new Event('pointerenter'))
    await settle()
    expect(zoom).toHaveBeenCalledTimes(1)
  })
})

describe('quick view', () => {
  const listing = () =>
    serverMarkup(`<div class="products row">${productCard(socks)}</div>`)

  it("with Flatsome's quick view on the page, Saar opens nothing and says so once", async () => {
    listing()
    stockGlobal('Flatsome', { behaviors: { 'quick-view': { attach() {} } } })
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(''))
    await start('quick-view')
    document.querySelector<HTMLElement>('.quick-view')!.click()
    await settle()
    expect(fetch).not.toHaveBeenCalled()
    expect(info()).toEqual(["Saar: quick view left to Flatsome (Flatsome.behaviors['quick-view'])"])
  })

  it('without it, a click asks for the quick view once', async () => {
    listing()
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(''))
    await start('quick-view')
    document.querySelector<HTMLElement>('.quick-view')!.click()
    await settle()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String(fetch.mock.calls[0]![1]?.body)).toContain('action=flatsome_quickview')
    expect(info()).toEqual([])
  })
})

describe('add to cart and cart fragments', () => {
  const loopButton = () =>
    serverMarkup(`<div class="products row">${productCard(socks)}</div>`)
  const adds = (ajax: ReturnType<typeof withJQuery>) => ajax.mock.calls.filter(([options]) => options.url.includes('add_to_cart'))

  it("with WooCommerce's add-to-cart.js on the page, a listing click is its one add; Saar sends nothing", async () => {
    const ajax = withJQuery()
    loopButton()
    stockGlobal('wc_add_to_cart_params', { cart_url: '/ostukorv/', i18n_view_cart: 'Vaata ostukorvi' })
    await start('cart')
    let stock = 0
    // add-to-cart.js 9.9.5 on jQuery's ready: a delegated click on `.add_to_cart_button` on the body.
    $(document.body).on('click', '.add_to_cart_button', (event) => {
      event.preventDefault()
      stock++
    })
    document.querySelector<HTMLElement>('.ajax_add_to_cart')!.click()
    await settle()
    expect(stock).toBe(1)
    expect(adds(ajax)).toHaveLength(0)
    expect(info()).toEqual(['Saar: ajax add to cart left to WooCommerce (wc_add_to_cart_params)'])
  })

  it('without it, a listing click is one add of Saar’s', async () => {
    const ajax = withJQuery()
    loopButton()
    await start('cart')
    document.querySelector<HTMLElement>('.ajax_add_to_cart')!.click()
    await settle()
    expect(adds(ajax)).toHaveLength(1)
    expect(info()).toEqual([])
  })

  it("with WooCommerce's cart-fragments.js on the page, Saar does not refresh the fragments; without it, it does once", async () => {
    document.cookie = 'woocommerce_cart_hash=abc; path=/'
    let ajax = withJQuery()
    stockGlobal('wc_cart_fragments_params', { fragment_name: 'wc_fragments_x', cart_hash_key: 'wc_cart_hash_x' })
    await start('cart')
    const refreshes = () => ajax.mock.calls.filter(([options]) => options.url.includes('get_refreshed_fragments'))
    expect(refreshes()).toHaveLength(0)
    expect(linesAbout('cart fragments')).toEqual(['Saar: cart fragments left to WooCommerce (wc_cart_fragments_params)'])

    delete page.wc_cart_fragments_params
    ajax = withJQuery()
    await start('cart')
    expect(refreshes()).toHaveLength(1)
  })

  it("with Flatsome's mini-cart reveal on, the cart that opens after an add is Flatsome's alone; with it off, Saar's", async () => {
    for (const reveal of ['1', '']) {
      document.documentElement.replaceChild(document.createElement('body'), document.body)
      document.getElementById('saar-settings')?.remove()
      printSettings({ locale: 'et', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', cartUrl: '/ostukorv/', features: { theme: { cartStyle: 'off-canvas' } } })
      withJQuery()
      loopButton()
      plugin('addQty', function () {
        return this
      })
      stockGlobal('flatsomeVars', { is_mini_cart_reveal: reveal })
      await start('cart')
      const [{ provide }, { openCart }] = await Promise.all([import('../../src/loader'), import('../../islands/cart/open-cart')])
      provide('cart-panel', openCart)
      const button = document.querySelector('.ajax_add_to_cart')!
      $(document.body).trigger('added_to_cart', [{ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1</div>' }, 'abc', $(button)])
      await settle()
      expect(document.querySelectorAll('[role=dialog]')).toHaveLength(reveal ? 0 : 1)
    }
    expect(linesAbout('opening the cart')).toEqual(['Saar: opening the cart after an add left to Flatsome (flatsomeVars.is_mini_cart_reveal)'])
  })

  describe("Flatsome's ajax add to cart (product forms)", () => {
    const productForm = (type: string) => {
      serverMarkup(`<div class="product type-product ${type}"><h1 class="product-title">${socks.name}</h1>${addToCartArea(socks, '')}</div>`)
      // happy-dom takes the empty max WooCommerce prints (no limit) for 0 and refuses the form; browsers ignore it.
      document.querySelector('input.qty[max=""]')?.removeAttribute('max')
    }
    const submit = () => {
      const button = document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!
      button.form!.requestSubmit(button)
    }
    /** flatsome-ajax-add-to-cart-frontend.js's script element, as WordPress prints it. */
    const flatsomeScript = () => {
      const script = document.createElement('script')
      script.id = 'flatsome-ajax-add-to-cart-frontend-js'
      document.body.appendChild(script)
    }
    /** What it binds on jQuery's ready (after Saar's set-up): a delegated submit on the body, simple and variable products. */
    const flatsomeAjax = () => {
      let adds = 0
      $('body').on('submit', 'form.cart', function (this: HTMLFormElement, event) {
        if (!$(this).parents('.type-product').is('.product-type-simple, .product-type-variable')) return
        event.preventDefault()
        adds++
      })
      return () => adds
    }

    it('takes a simple product’s form: one add (Flatsome’s), none of Saar’s', async () => {
      const ajax = withJQuery()
      productForm('product-type-simple')
      flatsomeScript()
      await start('cart')
      const flatsome = flatsomeAjax()
      submit()
      await settle()
      expect(flatsome()).toBe(1)
      expect(adds(ajax)).toHaveLength(0)
      expect(info()).toEqual(['Saar: product form add to cart left to Flatsome (ajax add to cart)'])
    })

    it('leaves product types it does not take (external, grouped) to Saar: one add of Saar’s', async () => {
      const ajax = withJQuery()
      productForm('product-type-external')
      flatsomeScript()
      await start('cart')
      flatsomeAjax()
      submit()
      await settle()
      expect(adds(ajax)).toHaveLength(1)
    })

    it("Flatsome's buy-now button posts the form as it is (the server adds and goes on to the checkout): no add of Saar's", async () => {
      const ajax = withJQuery()
      productForm('product-type-simple')
      document.querySelector('.single_add_to_cart_button')!.insertAdjacentHTML('afterend', '<button type="submit" name="ux-buy-now" value="101" class="ux-buy-now-button button primary">Osta kohe</button>')
      await start('cart')
      let native = 0
      document.body.addEventListener('submit', (event) => {
        if (!event.defaultPrevented) native++
        event.preventDefault()
      })
      const buyNow = document.querySelector<HTMLButtonElement>('.ux-buy-now-button')!
      buyNow.form!.requestSubmit(buyNow)
      await settle()
      expect(native).toBe(1)
      expect(adds(ajax)).toHaveLength(0)
    })

    it('without it, a product form submit is one add of Saar’s', async () => {
      const ajax = withJQuery()
      productForm('product-type-simple')
      await start('cart')
      submit()
      await settle()
      expect(adds(ajax)).toHaveLength(1)
      expect(info()).toEqual([])
    })
  })
})

describe('variation form', () => {
  const form = () =>
    serverMarkup(`<div class="product type-product product-type-variable">${addToCartArea(kampsun, '')}</div>`)

  it("with WooCommerce's add-to-cart-variation.js on the page, Saar neither sets the form up nor replaces its jQuery API", async () => {
    withJQuery()
    form()
    const stock = function (this: JQuery) {
      return this
    }
    plugin('wc_variation_form', stock)
    stockGlobal('wc_add_to_cart_variation_params', { i18n_make_a_selection_text: 'Vali' })
    await start('product')
    expect(document.querySelector('.single_add_to_cart_button')!.hasAttribute('aria-disabled')).toBe(false)
    expect(($.fn as unknown as Dict).wc_variation_form).toBe(stock)
    expect(linesAbout('variation form')).toEqual(['Saar: variation form left to WooCommerce (add-to-cart-variation.js)'])
  })

  it('without it, Saar sets the form up and provides the jQuery API', async () => {
    withJQuery()
    form()
    await start('product')
    expect(document.querySelector('.single_add_to_cart_button')!.getAttribute('aria-disabled')).toBe('true')
    expect((($.fn as unknown as Dict).wc_variation_form as { saar?: boolean }).saar).toBe(true)
    expect(info()).toEqual([])
  })
})

describe('product tabs and the review rating', () => {
  const product = () => serverMarkup(`<div class="product">${productTabs(kampsun)}</div>`)
  const reviews = () => document.getElementById('tab-reviews')!
  const submitReview = () => {
    document.querySelector('#commentform')!.addEventListener('submit', (event) => event.preventDefault())
    document.getElementById('submit')!.click()
  }

  it("with WooCommerce's single-product.js on the page, Saar leaves both tabs and rating to it", async () => {
    product()
    stockGlobal('wc_single_product_params', { review_rating_required: 'yes' })
    await start('product')
    expect(reviews().classList.contains(HIDDEN_CLASS)).toBe(false)
    submitReview()
    expect(window.alert).not.toHaveBeenCalled()
    expect(linesAbout('product tabs')).toEqual(['Saar: product tabs left to WooCommerce (wc_single_product_params)'])
    expect(linesAbout('review rating')).toEqual(['Saar: review rating left to WooCommerce (wc_single_product_params)'])
  })

  it("with Flatsome's tabs behavior on `.tabbed-content`, Saar leaves the tabs (and still guards the rating)", async () => {
    product()
    stockGlobal('Flatsome', { behaviors: { tabs: { attach() {} } } })
    await start('product')
    expect(reviews().classList.contains(HIDDEN_CLASS)).toBe(false)
    submitReview()
    expect(window.alert).toHaveBeenCalledTimes(1)
    expect(info()).toEqual(['Saar: product tabs left to Flatsome (.tabbed-content)'])
  })

  it('without either, Saar shows one panel at a time', async () => {
    product()
    await start('product')
    expect(reviews().classList.contains(HIDDEN_CLASS)).toBe(true)
    expect(info()).toEqual([])
  })
})

describe('on-demand parts: password meter, sticky bar, comment replies', () => {
  it("with WooCommerce's password meter on the page, Saar's meter stands down when its code arrives at the focus; without it, the meter shows", async () => {
    const typeAndFocus = async () => {
      const field = document.getElementById('reg_password') as HTMLInputElement
      // The meter's code the trigger (every page) loads at the focus: the real on-demand module, as from the cache.
      await import('../../lazy/password-meter')
      field.value = 'abc'
      field.dispatchEvent(new FocusEvent('focus'))
      await settle()
      field.dispatchEvent(new Event('input'))
      await settle()
    }
    serverMarkup(`<div class="woocommerce">${loginForms({ login: 'n1', register: 'n2' })}</div>`)
    stockGlobal('wc_password_strength_meter_params', { min_password_strength: 3 })
    await start('password')
    await typeAndFocus()
    expect(document.querySelector('[role=status]')).toBeNull()
    expect(linesAbout('password')).toEqual(['Saar: password strength meter left to WooCommerce (wc_password_strength_meter_params)'])

    delete page.wc_password_strength_meter_params
    serverMarkup(`<div class="woocommerce">${loginForms({ login: 'n1', register: 'n2' })}</div>`)
    await start('password')
    await typeAndFocus()
    expect(document.querySelector('[role=status]')?.className).toMatch(/woocommerce-password-strength/)
  })

  // The product page's wrapper around its form (pages/product.ts prints it around the whole form; no part of its own).
  const sticky = '<div class="sticky-add-to-cart-wrapper"><div class="sticky-add-to-cart">Linane särk</div></div>'

  /** A page opened scrolled down (the way back to it): the sticky bar's code comes at once, not with a first scroll. */
  const scrolledDown = (down: boolean) => Object.defineProperty(window, 'scrollY', { value: down ? 600 : 0, configurable: true })

  it("with Flatsome's woocommerce.js on the page, its sticky bar is left to it; without it, Saar's comes", async () => {
    withJQuery()
    serverMarkup(sticky)
    plugin('addQty', function () {
      return this
    })
    const bar = vi.fn()
    scrolledDown(true) // the bar's code would come at once
    await start('product', { 'sticky-bar': bar })
    await settle()
    expect(bar).not.toHaveBeenCalled()
    expect(linesAbout('sticky')).toEqual(['Saar: sticky add-to-cart bar left to Flatsome (jQuery.fn.addQty)'])

    delete ($.fn as unknown as Dict).addQty
    serverMarkup(sticky)
    await start('product', { 'sticky-bar': bar })
    await vi.waitFor(() => expect(bar).toHaveBeenCalledTimes(1))
    scrolledDown(false)
  })

  const comments = commentsArea(careGuide).value

  it("with WordPress's comment-reply.js on the page (async: only its script element yet), replies are left to it", async () => {
    serverMarkup(comments)
    const script = document.createElement('script')
    script.id = 'comment-reply-js'
    document.body.appendChild(script)
    const replies = vi.fn()
    const replyLink = () => document.querySelector('.comment-reply-link')!
    await start('product', { comments: replies })
    await approach(replyLink())
    expect(replies).not.toHaveBeenCalled()
    expect(linesAbout('comment')).toEqual(['Saar: comment replies left to WordPress (comment-reply.js)'])

    serverMarkup(comments)
    await start('product', { comments: replies })
    // The reply code comes at the first approach to a reply link (islands/comments/trigger.ts), and mounts the form.
    await approach(replyLink())
    await vi.waitFor(() => expect(replies).toHaveBeenCalled())
  })
})
