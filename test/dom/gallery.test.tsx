/**
 * The product gallery on Flatsome's and WooCommerce's own markup: the variation image swap and its restore, hover
 * zoom, the full-screen viewer's trigger and on-demand loading (with a fake viewer), and the real viewer bundle
 * (glightbox wrapped by lazy/glightbox.ts) as a dialog: labels, focus, keys, preload, captions, image errors, idle.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { printSettings, serverMarkup, settle } from './helpers'
import { productGallery } from '../../php-stub/shop/parts/product-form'
import { gallery as catalogueGallery, productBySlug } from '../../php-stub/shop/catalogue'
import { loadAsset, provide } from '../../src/loader'
import { wireAll } from '../../src/dom'
import { GALLERY_SELECTOR, mountGallery } from '../../islands/gallery/gallery'
import { resetVariationImage, showVariationImage, type VariationImage } from '../../islands/variations/variation-image'
import { gallerySlides, navigation, type OpenViewer } from '../../islands/gallery/lightbox'
import type { Lightbox } from '../../lazy/glightbox'

vi.mock('../../src/loader', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/loader')>()
  return { ...original, loadAsset: vi.fn(original.loadAsset) }
})

const up = '/wp-content/uploads/2024/05'

/** Keraamiline kruus: three images in the catalogue. */
const kruus = productBySlug('keraamiline-kruus')!
const images = catalogueGallery(kruus)

/** The stand-in's Flatsome product gallery (its product form part) with captions on the first and third image. */
const flatsomeGallery = (caption = 'Punane kruus hommikuvalguses') => `
  <div class="product type-product product-type-simple has-post-thumbnail">
    <div class="product-container"><div class="product-main"><div class="row content-row mb-0">
      <div class="product-gallery large-6 col">${productGallery(kruus, [caption, '', 'Karp'])}</div>
      <div class="product-info summary col-fit col entry-summary product-summary">
        <h1 class="product-title product_title entry-title">${kruus.name}</h1>
      </div>
    </div></div></div>
  </div>`

/**
 * WooCommerce's own gallery (no Flatsome): invisible until a script lifts the inline opacity; flexslider nav. Another
 * theme's markup, which the stand-in never prints: kept inline.
 */
const coreGallery = `
  <div class="product type-product">
    <div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;">
      <div class="woocommerce-product-gallery__wrapper">
        <div data-thumb="${up}/tass-100x100.jpg" data-thumb-alt="Tass" data-thumb-srcset="" data-thumb-sizes="(max-width: 100px) 100vw, 100px" class="woocommerce-product-gallery__image"><a href="${up}/tass.jpg"><img width="600" height="600" src="${up}/tass-600x600.jpg" class="wp-post-image" alt="Tass" data-caption="" data-src="${up}/tass.jpg" data-large_image="${up}/tass.jpg" data-large_image_width="1600" data-large_image_height="1600"></a></div>
      </div>
      <ol class="flex-control-nav flex-control-thumbs"><li><img src="${up}/tass-100x100.jpg" class="flex-active" draggable="false"></li></ol>
    </div>
  </div>`

/** WooCommerce's placeholder for a product without images: no catalogue product lacks them, so kept inline. */
const placeholderGallery = `
  <div class="product type-product">
    <div class="woocommerce-product-gallery woocommerce-product-gallery--without-images images">
      <div class="woocommerce-product-gallery__wrapper">
        <div class="woocommerce-product-gallery__image--placeholder"><img src="/wp-content/uploads/woocommerce-placeholder-600x600.png" alt="Ootab toote pilti" class="wp-post-image"></div>
      </div>
    </div>
  </div>`

const variationImage = (name: string): VariationImage => ({
  src: `${up}/${name}-510x510.jpg`, src_w: 510, src_h: 510, srcset: `${up}/${name}-510x510.jpg 510w, ${up}/${name}.jpg 1400w`,
  sizes: '(max-width: 510px) 100vw, 510px', title: `${name}-pealkiri`, caption: `${name} allkiri`, alt: `${name} alt`,
  full_src: `${up}/${name}.jpg`, full_src_w: 1400, full_src_h: 1000, gallery_thumbnail_src: `${up}/${name}-100x100.jpg`,
  thumb_src: `${up}/${name}-300x300.jpg`,
})

const product = () => document.querySelector('.product')!
const gallery = () => document.querySelector<HTMLElement>(GALLERY_SELECTOR)!
const firstBox = () => document.querySelector<HTMLElement>('.woocommerce-product-gallery__image')!
const firstImg = () => firstBox().querySelector('img')!
const trigger = () => gallery().querySelector<HTMLButtonElement>('button.woocommerce-product-gallery__trigger')
const mockedLoadAsset = vi.mocked(loadAsset)

/** A pointer event (jsdom and happy-dom differ in PointerEvent support; `pointerType` is what matters). */
function pointer(type: string, init: { x?: number; y?: number; pointerType?: string } = {}): Event {
  const Ctor = (globalThis.PointerEvent ?? MouseEvent) as typeof MouseEvent
  const event = new Ctor(type, { bubbles: type !== 'pointerenter' && type !== 'pointerleave', clientX: init.x ?? 0, clientY: init.y ?? 0 })
  if ((event as PointerEvent).pointerType !== (init.pointerType ?? 'mouse')) Object.defineProperty(event, 'pointerType', { value: init.pointerType ?? 'mouse' })
  return event
}

const rect = (width: number, height = width) => ({ x: 0, y: 0, left: 0, top: 0, width, height, right: width, bottom: height, toJSON: () => ({}) }) as DOMRect

/** matchMedia answering the given queries as matching. */
function media(...matching: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matching.some((m) => query.replace(/\s/g, '').includes(m)), media: query, addEventListener() {}, removeEventListener() {} }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  mockedLoadAsset.mockClear()
})

describe('variation image', () => {
  const attrs = (el: Element) => Object.fromEntries(Array.from(el.attributes, (a) => [a.name, a.value]))

  it('shows the variation image on the image, its wrapper, link and first thumbnail (Flatsome)', () => {
    serverMarkup(flatsomeGallery())
    showVariationImage(product(), variationImage('sinine'))
    expect(attrs(firstImg())).toMatchObject({
      src: `${up}/sinine-510x510.jpg`, width: '510', height: '510', srcset: `${up}/sinine-510x510.jpg 510w, ${up}/sinine.jpg 1400w`,
      sizes: '(max-width: 510px) 100vw, 510px', title: 'sinine-pealkiri', alt: 'sinine alt', 'data-caption': 'sinine allkiri',
      'data-src': `${up}/sinine.jpg`, 'data-large_image': `${up}/sinine.jpg`, 'data-large_image_width': '1400', 'data-large_image_height': '1000',
    })
    expect(firstBox().getAttribute('data-thumb')).toBe(`${up}/sinine-100x100.jpg`)
    expect(firstBox().querySelector('a')!.getAttribute('href')).toBe(`${up}/sinine.jpg`)
    expect(document.querySelector('.product-thumbnails img')!.getAttribute('src')).toBe(`${up}/sinine-100x100.jpg`)
    // Only the first image changes.
    expect(document.querySelectorAll('.product-thumbnails img')[1]!.getAttribute('src')).toBe(images[1]!.galleryThumb)
    expect(document.querySelectorAll('.woocommerce-product-gallery__image img')[1]!.getAttribute('src')).toBe(images[1]!.src)
  })

  it('never makes the image link a javascript: address a variation carries (a click would run it); a CDN image is linked', () => {
    serverMarkup(flatsomeGallery())
    const link = firstBox().querySelector('a')!
    const before = [link.getAttribute('href'), firstImg().getAttribute('src')]
    // A variation image with any address that is no image address is not shown at all: the product's own stays.
    showVariationImage(product(), { ...variationImage('sinine'), full_src: 'javascript:alert(1)' })
    expect([link.getAttribute('href'), firstImg().getAttribute('src')]).toEqual(before)
    showVariationImage(product(), { ...variationImage('sinine'), full_src: 'https://cdn.example/sinine.jpg' })
    expect(link.getAttribute('href')).toBe('https://cdn.example/sinine.jpg')
  })

  it('restores every attribute exactly, however many variations were shown, without duplicating anything', () => {
    serverMarkup(flatsomeGallery())
    const before = product().outerHTML
    showVariationImage(product(), variationImage('sinine'))
    showVariationImage(product(), variationImage('roheline'))
    expect(firstImg().getAttribute('src')).toBe(`${up}/roheline-510x510.jpg`)
    resetVariationImage(product())
    expect(product().outerHTML).toBe(before)
    expect(firstImg().hasAttribute('title')).toBe(false) // the variation's title gone (Flatsome 3.19 prints none)
    // A second reset changes nothing, and a new swap after a reset restores to the same originals.
    resetVariationImage(product())
    showVariationImage(product(), variationImage('sinine'))
    resetVariationImage(product())
    expect(product().outerHTML).toBe(before)
    expect(Array.from(firstImg().attributes).some((a) => a.name.startsWith('data-o_'))).toBe(false)
  })

  it('restores the original for a variation without an image, or whose image has no src', () => {
    serverMarkup(flatsomeGallery())
    const before = product().outerHTML
    showVariationImage(product(), variationImage('sinine'))
    showVariationImage(product(), undefined)
    expect(product().outerHTML).toBe(before)
    showVariationImage(product(), variationImage('sinine'))
    showVariationImage(product(), { ...variationImage('roheline'), src: '' })
    expect(product().outerHTML).toBe(before)
  })

  it('drops what the variation image lacks instead of keeping the original (a stale srcset would win over src)', () => {
    serverMarkup(flatsomeGallery())
    const { srcset: _s, sizes: _z, gallery_thumbnail_src: _g, ...partial } = variationImage('sinine')
    showVariationImage(product(), partial)
    expect(firstImg().hasAttribute('srcset')).toBe(false)
    expect(firstImg().hasAttribute('sizes')).toBe(false)
    // The thumbnail falls back to thumb_src.
    expect(document.querySelector('.product-thumbnails img')!.getAttribute('src')).toBe(`${up}/sinine-300x300.jpg`)
    resetVariationImage(product())
    expect(firstImg().getAttribute('srcset')).toBe(images[0]!.srcset)
  })

  it('puts values in as attribute text, never markup', () => {
    serverMarkup(flatsomeGallery())
    showVariationImage(product(), { ...variationImage('x'), alt: '"><img src=x onerror="window.pwned=1">' })
    expect(firstImg().getAttribute('alt')).toBe('"><img src=x onerror="window.pwned=1">')
    expect(firstBox().querySelectorAll('img')).toHaveLength(1)
  })

  it('works on the core gallery (flexslider thumbnails) and on the placeholder', () => {
    serverMarkup(coreGallery)
    showVariationImage(product(), variationImage('sinine'))
    expect(document.querySelector('.flex-control-nav img')!.getAttribute('src')).toBe(`${up}/sinine-100x100.jpg`)
    resetVariationImage(product())
    expect(document.querySelector('.flex-control-nav img')!.getAttribute('src')).toBe(`${up}/tass-100x100.jpg`)

    serverMarkup(placeholderGallery)
    const img = document.querySelector('.woocommerce-product-gallery__image--placeholder img')!
    showVariationImage(product(), variationImage('sinine'))
    expect(img.getAttribute('src')).toBe(`${up}/sinine-510x510.jpg`)
    expect(img.getAttribute('data-large_image')).toBe(`${up}/sinine.jpg`)
    resetVariationImage(product())
    expect(img.getAttribute('src')).toBe('/wp-content/uploads/woocommerce-placeholder-600x600.png')
    expect(img.hasAttribute('data-large_image')).toBe(false)
  })

  it('tells the gallery (.images) as WooCommerce does: slide position reset when the image changed, zoom set up again each time', async () => {
    const $ = (await import('jquery')).default
    ;(globalThis as { jQuery?: unknown }).jQuery = $
    serverMarkup(flatsomeGallery())
    const images = document.querySelector('.images')!
    const heard: string[] = []
    $(images).on('woocommerce_gallery_reset_slide_position woocommerce_gallery_init_zoom', (e) => heard.push(`${e.type}@${e.target === images ? 'images' : 'other'}`))
    showVariationImage(product(), variationImage('sinine'))
    expect(heard).toEqual(['woocommerce_gallery_reset_slide_position@images', 'woocommerce_gallery_init_zoom@images'])
    heard.length = 0
    showVariationImage(product(), variationImage('sinine')) // the same image again: nothing to slide back
    expect(heard).toEqual(['woocommerce_gallery_init_zoom@images'])
    heard.length = 0
    resetVariationImage(product())
    expect(heard).toEqual(['woocommerce_gallery_reset_slide_position@images', 'woocommerce_gallery_init_zoom@images'])
  })
})

describe('gallery mount', () => {
  it('lifts the core gallery out of its inline opacity: 0', () => {
    serverMarkup(coreGallery)
    expect(gallery().style.opacity).toBe('0')
    wireAll(GALLERY_SELECTOR, mountGallery)
    expect(gallery().style.opacity).toBe('1')
  })
})

describe('hover zoom', () => {
  beforeAll(async () => {
    await import('../../lazy/zoom') // the on-demand bundle provides itself, as in the browser
  })

  function mountWide(galleryWidth = 510) {
    serverMarkup(flatsomeGallery())
    wireAll(GALLERY_SELECTOR, mountGallery)
    vi.spyOn(gallery(), 'getBoundingClientRect').mockReturnValue(rect(galleryWidth))
    vi.spyOn(firstBox(), 'getBoundingClientRect').mockReturnValue(rect(510))
  }
  const zoomImg = () => firstBox().querySelector<HTMLImageElement>('img.saar-zoom')
  const status = () => firstBox().querySelector<HTMLElement>('[role="status"]')

  it('zooms when the large image is wider than the gallery: loading text, then the large image follows the pointer', async () => {
    mountWide()
    firstBox().dispatchEvent(pointer('pointerenter', { x: 255, y: 255 }))
    await settle()
    expect(mockedLoadAsset).toHaveBeenCalledWith('zoom')
    const big = zoomImg()!
    expect(big.getAttribute('src')).toBe(images[0]!.full)
    expect(big.getAttribute('aria-hidden')).toBe('true')
    expect(big.getAttribute('alt')).toBe('')
    // Laid over the box by Saar's sheet (islands/gallery/zoom.css: no pointer events, not scaled; the strict-CSP
    // browser test checks it is applied); only the position the pointer gives is written on the element.
    expect(big.className).toBe('saar-zoom')
    expect(big.style.transition).toBe('') // nothing animates, so reduced motion is respected as well
    expect(big.style.objectPosition).toBe('50% 50%')
    expect(status()!.textContent).toBe('Pilti laaditakse')
    big.dispatchEvent(new Event('load'))
    expect(status()).toBeNull()
    firstBox().dispatchEvent(pointer('pointermove', { x: 510, y: 0 }))
    expect(big.style.objectPosition).toBe('100% 0%')
    firstBox().dispatchEvent(pointer('pointerleave'))
    expect(zoomImg()).toBeNull()
    firstBox().dispatchEvent(pointer('pointermove', { x: 0, y: 0 }))
    expect(big.style.objectPosition).toBe('100% 0%') // no longer listening
  })

  it('keeps one zoomed copy when the pointer comes in again without leaving (the slider moving the box into its track)', async () => {
    mountWide()
    firstBox().dispatchEvent(pointer('pointerenter', { x: 255, y: 255 }))
    await settle()
    firstBox().dispatchEvent(pointer('pointerenter', { x: 260, y: 255 }))
    await settle()
    expect(firstBox().querySelectorAll('img.saar-zoom')).toHaveLength(1)
    firstBox().dispatchEvent(pointer('pointerleave'))
    expect(zoomImg()).toBeNull()
  })

  it('does not zoom when the large image is no wider than the gallery, and loads nothing for it', async () => {
    mountWide(1200)
    firstBox().dispatchEvent(pointer('pointerenter'))
    // The third image uploaded at 400 px: its large version is narrower than a 510 px gallery.
    const third = document.querySelectorAll('.woocommerce-product-gallery__image img')[2]!
    third.setAttribute('data-large_image_width', '400')
    third.setAttribute('data-large_image_height', '400')
    vi.spyOn(gallery(), 'getBoundingClientRect').mockReturnValue(rect(510))
    document.querySelectorAll('.woocommerce-product-gallery__image')[2]!.dispatchEvent(pointer('pointerenter'))
    await settle()
    expect(mockedLoadAsset).not.toHaveBeenCalled()
    expect(document.querySelector('.saar-zoom, [role="status"]')).toBeNull()
  })

  it('does not zoom when the pointer left before the zoom was ready', async () => {
    mountWide()
    firstBox().dispatchEvent(pointer('pointerenter'))
    firstBox().dispatchEvent(pointer('pointerleave'))
    await settle()
    expect(zoomImg()).toBeNull()
  })

  it('shows the failure text for 2500 ms when the large image cannot be loaded', async () => {
    mountWide()
    firstBox().dispatchEvent(pointer('pointerenter'))
    await settle()
    vi.useFakeTimers()
    zoomImg()!.dispatchEvent(new Event('error'))
    expect(zoomImg()).toBeNull()
    expect(status()!.textContent).toBe('Pilti ei õnnestunud laadida')
    vi.advanceTimersByTime(2499)
    expect(status()!.textContent).toBe('Pilti ei õnnestunud laadida')
    vi.advanceTimersByTime(1)
    expect(status()).toBeNull()
  })

  it('speaks English on an English site', async () => {
    printSettings({ locale: 'en_GB' })
    mountWide()
    firstBox().dispatchEvent(pointer('pointerenter'))
    await settle()
    expect(status()!.textContent).toBe('Loading image')
    zoomImg()!.dispatchEvent(new Event('error'))
    expect(status()!.textContent).toBe('The image could not be loaded')
  })

  it('does not zoom for touch, nor on a touch-only (coarse pointer) device', async () => {
    mountWide()
    firstBox().dispatchEvent(pointer('pointerenter', { pointerType: 'touch' }))
    media('(pointer:coarse)')
    firstBox().dispatchEvent(pointer('pointerenter'))
    await settle()
    expect(mockedLoadAsset).not.toHaveBeenCalled()
    expect(zoomImg()).toBeNull()
  })
})

describe('viewer trigger and on-demand loading (fake viewer)', () => {
  function fakeViewer() {
    const calls: Array<{ gallery: Element; opener: Element }> = []
    const open: OpenViewer = (gallery, opener) => void calls.push({ gallery, opener })
    provide('glightbox', { gallery: open, link: () => undefined, links: () => undefined })
    return calls
  }

  it('adds a labelled, focusable button that opens the viewer, and loads the viewer only then', async () => {
    printSettings({ assets: { glightbox: '/dist/glightbox.abc.js' } })
    const calls = fakeViewer()
    serverMarkup(flatsomeGallery())
    wireAll(GALLERY_SELECTOR, mountGallery)
    const button = trigger()!
    expect(button.tagName).toBe('BUTTON')
    expect(button.type).toBe('button')
    expect(button.getAttribute('aria-label')).toBe('Ava pildigalerii täisekraanil')
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    // Its glyph stays text: WordPress's emoji script (wp-emoji's doNotParse) skips a `wp-exclude-emoji` element, and
    // would otherwise fetch an image of the glyph from s.w.org, a third party, on every product page.
    expect([button.textContent, button.classList.contains('wp-exclude-emoji')]).toEqual(['🔍', true])
    button.focus()
    expect(document.activeElement).toBe(button)
    await settle()
    expect(mockedLoadAsset).not.toHaveBeenCalled()
    expect(document.querySelector('script[src*="glightbox"]')).toBeNull()

    button.click()
    await settle()
    expect(mockedLoadAsset).toHaveBeenCalledWith('glightbox')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.gallery).toBe(gallery())
    expect(calls[0]!.opener).toBe(button)
  })

  it('labels the button in English on an English site', () => {
    printSettings({ locale: 'en_US' })
    serverMarkup(flatsomeGallery())
    mountGallery(gallery())
    expect(trigger()!.getAttribute('aria-label')).toBe('View full-screen image gallery')
  })

  it('opens from a click on an image (not following its link) and from Flatsome’s zoom button', async () => {
    const calls = fakeViewer()
    serverMarkup(flatsomeGallery())
    wireAll(GALLERY_SELECTOR, mountGallery)
    const link = document.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image a')[1]!
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.querySelector('img')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    await settle()
    expect(calls[0]!.opener).toBe(link)
    document.querySelector<HTMLElement>('.zoom-button')!.click()
    await settle()
    expect(calls[1]!.opener).toBe(document.querySelector('.zoom-button'))
  })

  it('leaves modified clicks (open in a new tab) and other links alone', async () => {
    const calls = fakeViewer()
    serverMarkup(flatsomeGallery())
    wireAll(GALLERY_SELECTOR, mountGallery)
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    firstBox().querySelector('a')!.dispatchEvent(ctrlClick)
    const wishlist = document.createElement('a')
    wishlist.href = '#wishlist'
    document.querySelector('.image-tools')!.appendChild(wishlist)
    const other = new MouseEvent('click', { bubbles: true, cancelable: true })
    wishlist.dispatchEvent(other)
    await settle()
    expect(ctrlClick.defaultPrevented).toBe(false)
    expect(other.defaultPrevented).toBe(false)
    expect(calls).toHaveLength(0)
    expect(mockedLoadAsset).not.toHaveBeenCalled()
  })

  it('tells the viewer what opened it, for focus to go back to when it closes (the viewer bundle below)', async () => {
    const calls = fakeViewer()
    serverMarkup(flatsomeGallery())
    wireAll(GALLERY_SELECTOR, mountGallery)
    trigger()!.focus()
    trigger()!.click()
    await settle()
    expect(calls[0]!.opener).toBe(trigger())
  })

  it('tries again on the next click when the viewer could not be loaded (offline)', async () => {
    const calls = fakeViewer()
    serverMarkup(flatsomeGallery())
    wireAll(GALLERY_SELECTOR, mountGallery)
    mockedLoadAsset.mockRejectedValueOnce(new Error('offline'))
    trigger()!.click()
    await settle()
    expect(calls).toHaveLength(0)
    trigger()!.click()
    await settle()
    expect(mockedLoadAsset).toHaveBeenCalledTimes(2)
    expect(calls).toHaveLength(1)
  })

  it('offline, follows the image link, but never a javascript: address a variation put there', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
    serverMarkup(flatsomeGallery())
    wireAll(GALLERY_SELECTOR, mountGallery)
    const link = () => firstBox().querySelector<HTMLElement>('a')!
    mockedLoadAsset.mockRejectedValueOnce(new Error('offline'))
    link().click()
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(images[0]!.full))
    showVariationImage(product(), { ...variationImage('sinine'), full_src: 'javascript:window.__hostile=1' })
    for (const href of ['javascript:window.__hostile=1', ' JAVASCRIPT:window.__hostile=1', 'data:text/html,<script>1</script>', 'http://elsewhere.example/a.jpg']) {
      link().setAttribute('href', href)
      mockedLoadAsset.mockRejectedValueOnce(new Error('offline'))
      link().click()
      await settle()
    }
    expect(mockedLoadAsset).toHaveBeenCalledTimes(5)
    expect(go).toHaveBeenCalledOnce()
  })

  it('adds no trigger to a gallery without images', () => {
    serverMarkup(placeholderGallery)
    wireAll(GALLERY_SELECTOR, mountGallery)
    expect(trigger()).toBeNull()
  })
})

describe('viewer slides', () => {
  it('come from the large images with their captions (else alt), starting at the active slide', () => {
    serverMarkup(flatsomeGallery())
    expect(gallerySlides(gallery())).toEqual({
      start: 0,
      slides: [
        { href: images[0]!.full, caption: 'Punane kruus hommikuvalguses', alt: images[0]!.alt },
        { href: images[1]!.full, caption: images[1]!.alt, alt: images[1]!.alt },
        { href: images[2]!.full, caption: 'Karp', alt: images[2]!.alt },
      ],
    })
    // Flickity marks the slide it shows.
    document.querySelectorAll('.woocommerce-product-gallery__image')[2]!.classList.add('is-selected')
    expect(gallerySlides(gallery(), document.querySelector('.zoom-button')).start).toBe(2)
  })

  it('start at the clicked image', () => {
    serverMarkup(flatsomeGallery())
    expect(gallerySlides(gallery(), document.querySelectorAll('.woocommerce-product-gallery__image a')[1]).start).toBe(1)
  })

  it('show the variation image the gallery shows now, and fall back to the link without data-large_image', () => {
    serverMarkup(flatsomeGallery())
    showVariationImage(product(), variationImage('sinine'))
    expect(gallerySlides(gallery()).slides[0]).toEqual({ href: `${up}/sinine.jpg`, caption: 'sinine allkiri', alt: 'sinine alt' })
    resetVariationImage(product())
    firstImg().removeAttribute('data-large_image')
    expect(gallerySlides(gallery()).slides[0]!.href).toBe(images[0]!.full)
  })

  it('leave out an image whose address is no image address (javascript:, data:, plain http: elsewhere)', () => {
    serverMarkup(flatsomeGallery())
    const boxes = document.querySelectorAll('.woocommerce-product-gallery__image')
    boxes[0]!.querySelector('img')!.setAttribute('data-large_image', 'javascript:window.__hostile=1')
    boxes[0]!.querySelector('a')!.setAttribute('href', 'javascript:window.__hostile=1')
    boxes[1]!.querySelector('img')!.setAttribute('data-large_image', 'data:image/svg+xml,<svg onload=alert(1)>')
    boxes[2]!.querySelector('img')!.setAttribute('data-large_image', 'http://elsewhere.example/karp.jpg')
    expect(gallerySlides(gallery()).slides).toEqual([])
    boxes[2]!.querySelector('img')!.setAttribute('data-large_image', 'https://cdn.example/karp.jpg')
    expect(gallerySlides(gallery()).slides.map((s) => s.href)).toEqual(['https://cdn.example/karp.jpg'])
  })

  it('skip the placeholder', () => {
    serverMarkup(placeholderGallery)
    expect(gallerySlides(gallery()).slides).toEqual([])
  })
})

describe('the viewer bundle (glightbox wrapped as an accessible dialog)', () => {
  let real: Lightbox
  beforeAll(async () => {
    await import('../../lazy/glightbox')
    real = await loadAsset('glightbox')
  })

  const dialog = () => document.querySelector<HTMLElement>('.glightbox-container')
  const slideNodes = () => Array.from(document.querySelectorAll<HTMLElement>('.gslide'))
  const key = (k: string, shiftKey = false) => {
    const event = new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true })
    ;(document.activeElement ?? document.body).dispatchEvent(event)
    return event
  }
  const statusText = () => dialog()!.querySelector('[role="status"]')!.textContent

  async function openFrom(opener: () => HTMLElement, caption?: string) {
    media('(prefers-reduced-motion:reduce)') // no animations: jsdom never ends one
    provide('glightbox', real)
    serverMarkup(flatsomeGallery(caption))
    wireAll(GALLERY_SELECTOR, mountGallery)
    const el = opener()
    el.focus()
    el.click()
    await settle()
    expect(dialog()).not.toBeNull()
    return el
  }

  it('is a labelled modal dialog with labelled buttons, focus inside, and Escape returns focus', async () => {
    const button = await openFrom(() => trigger()!)
    const modal = dialog()!
    expect(modal.getAttribute('role')).toBe('dialog')
    expect(modal.getAttribute('aria-modal')).toBe('true')
    expect(modal.getAttribute('aria-label')).toBe('Pildigalerii')
    expect(modal.querySelector('.gclose')!.getAttribute('aria-label')).toBe('Sulge (Esc)')
    expect(modal.querySelector('.gprev')!.getAttribute('aria-label')).toBe('Eelmine')
    expect(modal.querySelector('.gnext')!.getAttribute('aria-label')).toBe('Järgmine')
    expect(document.activeElement).toBe(modal.querySelector('.gclose'))
    // The page behind is hidden from assistive technology while it is open.
    expect(document.querySelector('.product')!.getAttribute('aria-hidden')).toBe('true')
    expect(statusText()).toBe('Pilt 1/3: Punane kruus hommikuvalguses')
    expect(key('Escape').defaultPrevented).toBe(true)
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(button)
    expect(document.querySelector('.product')!.hasAttribute('aria-hidden')).toBe(false)
  })

  it('starts at the clicked image, moves with the arrow keys without looping, and preloads only the next image', async () => {
    await openFrom(() => document.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image a')[1]!)
    expect(statusText()).toBe(`Pilt 2/3: ${images[1]!.alt}`)
    const [first, second, third] = slideNodes()
    expect(second!.querySelector('img')!.getAttribute('src')).toBe(images[1]!.full)
    expect(third!.querySelector('img')!.getAttribute('src')).toBe(images[2]!.full) // preloaded: 1 after
    expect(first!.querySelector('img')).toBeNull() // 0 before
    key('ArrowRight')
    expect(statusText()).toBe('Pilt 3/3: Karp')
    expect(dialog()!.querySelector('.gnext')!.getAttribute('aria-disabled')).toBe('true')
    key('ArrowRight') // no loop
    expect(statusText()).toBe('Pilt 3/3: Karp')
    key('ArrowLeft')
    key('ArrowLeft')
    expect(statusText()).toBe('Pilt 1/3: Punane kruus hommikuvalguses')
    expect(first!.querySelector('img')!.getAttribute('src')).toBe(images[0]!.full)
    key('Escape')
  })

  it('Home and End show the first and the last image', async () => {
    await openFrom(() => trigger()!)
    expect(key('End').defaultPrevented).toBe(true)
    expect(statusText()).toBe('Pilt 3/3: Karp')
    key('Home')
    expect(statusText()).toBe('Pilt 1/3: Punane kruus hommikuvalguses')
    const withAlt = new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, bubbles: true, cancelable: true })
    document.activeElement!.dispatchEvent(withAlt)
    expect(withAlt.defaultPrevented).toBe(false) // the browser's
    expect(statusText()).toBe('Pilt 1/3: Punane kruus hommikuvalguses')
    key('Escape')
  })

  it('mirrors the arrow keys on a right-to-left page', async () => {
    document.documentElement.dir = 'rtl'
    try {
      await openFrom(() => document.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image a')[1]!)
      expect(statusText()).toBe(`Pilt 2/3: ${images[1]!.alt}`)
      key('ArrowLeft')
      expect(statusText()).toBe('Pilt 3/3: Karp')
      key('ArrowRight')
      key('ArrowRight')
      expect(statusText()).toBe('Pilt 1/3: Punane kruus hommikuvalguses')
      key('Escape')
    } finally {
      document.documentElement.dir = ''
    }
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    await openFrom(() => trigger()!)
    const [close, prev, nextButton] = ['.gclose', '.gprev', '.gnext'].map((s) => dialog()!.querySelector<HTMLElement>(s)!)
    expect(document.activeElement).toBe(close)
    key('Tab')
    expect(document.activeElement).toBe(prev)
    key('Tab')
    expect(document.activeElement).toBe(nextButton)
    expect(key('Tab').defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(close)
    key('Tab', true)
    expect(document.activeElement).toBe(nextButton)
    // Focus that escapes (a click behind, a screen reader's cursor) is brought back.
    const outside = document.createElement('button')
    document.body.appendChild(outside)
    outside.focus()
    expect(dialog()!.contains(document.activeElement)).toBe(true)
    key('Escape')
  })

  it('closes from its close button and returns focus to the image link', async () => {
    const link = await openFrom(() => firstBox().querySelector('a')!)
    dialog()!.querySelector<HTMLElement>('.gclose')!.click()
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(link)
  })

  it('shows captions as text', async () => {
    await openFrom(() => trigger()!, '<img src=x onerror=alert(1)> & .gslide')
    const desc = slideNodes()[0]!.querySelector('.gslide-desc')!
    expect(desc.textContent).toBe('<img src=x onerror=alert(1)> & .gslide')
    expect(desc.querySelector('img')).toBeNull()
    key('Escape')
  })

  it('says so, with a link to the file, when an image cannot be loaded', async () => {
    await openFrom(() => trigger()!)
    const slide = slideNodes()[0]!
    slide.querySelector('img')!.dispatchEvent(new Event('error'))
    const error = slide.querySelector('.saar-image-error')!
    expect(error.textContent).toBe('Pilti ei õnnestunud laadida. Ava pilt')
    expect(error.querySelector('a')!.href).toBe(new URL(images[0]!.full, location.href).href)
    expect(slide.classList.contains('current')).toBe(true) // shown, not stuck behind the loader
    key('Escape')
  })

  it('fades its controls after 4 s without activity and brings them back on activity', async () => {
    vi.useFakeTimers()
    media('(prefers-reduced-motion:reduce)')
    provide('glightbox', real)
    serverMarkup(flatsomeGallery())
    wireAll(GALLERY_SELECTOR, mountGallery)
    trigger()!.click()
    await vi.advanceTimersByTimeAsync(0)
    expect(dialog()!.classList.contains('saar-idle')).toBe(false)
    await vi.advanceTimersByTimeAsync(3999)
    expect(dialog()!.classList.contains('saar-idle')).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(dialog()!.classList.contains('saar-idle')).toBe(true)
    dialog()!.dispatchEvent(pointer('pointermove'))
    expect(dialog()!.classList.contains('saar-idle')).toBe(false)
    key('Escape')
  })
})
