/**
 * A variation's image addresses reach the gallery only by Saar's rule for image URLs (src/safe-url.ts: the shop's
 * own origin or https), each srcset candidate too, whether the variation came embedded in the page or from a
 * get_variation answer: one hostile address (javascript:, vbscript:, data:, http: on another host) and the variation's
 * image is not shown at all. The gallery keeps the product's own image in every attribute a variation's image could
 * reach: the image's src, srcset, data-src and data-large_image, the wrapper's data-thumb, the link's href and the
 * first thumbnail's src.
 */
import { describe, expect, it, vi } from 'vitest'
import { mountVariationForm } from '../../islands/variations/variation-form'
import { showVariationImage } from '../../islands/variations/variation-image'
import { serverMarkup, settle } from './helpers'
import { addToCartArea, productGallery } from '../../php-stub/shop/parts/product-form'
import { permalink, productBySlug } from '../../php-stub/shop/catalogue'

const kampsun = productBySlug('villane-kampsun')!

/** A variation image on a CDN over https: allowed (the positive case every hostile one is measured against). */
const cdn = {
  src: 'https://cdn.example.com/v-600.jpg', srcset: 'https://cdn.example.com/v-600.jpg 600w, /img/v-1200.jpg 1200w', sizes: '100vw',
  full_src: 'https://cdn.example.com/v-1200.jpg', gallery_thumbnail_src: 'https://cdn.example.com/v-100.jpg', thumb_src: 'https://cdn.example.com/v-300.jpg',
  src_w: 600, src_h: 600, full_src_w: 1200, full_src_h: 1200, alt: 'v', title: 'v', caption: 'v',
}

const HOSTILE = ['javascript:alert(1)', ' JavaScript:alert(1)', 'vbscript:msgbox(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'data:text/html;base64,PHNjcmlwdD4=', 'http://elsewhere.example/x.jpg']

/** Each field given a hostile address in turn; a srcset also with it hidden behind a good candidate. */
const cases = HOSTILE.flatMap((bad) => [
  ['src', { src: bad }],
  ['srcset', { srcset: `${bad} 600w` }],
  ['srcset (second candidate)', { srcset: `https://cdn.example.com/v-600.jpg 600w, ${bad} 1200w` }],
  ['srcset (after a bare comma)', { srcset: `https://cdn.example.com/v-600.jpg,${bad} 2x` }],
  ['full_src', { full_src: bad }],
  ['gallery_thumbnail_src', { gallery_thumbnail_src: bad }],
  ['thumb_src (no gallery_thumbnail_src)', { gallery_thumbnail_src: undefined, thumb_src: bad }],
].map(([field, change]) => [`${field} = ${JSON.stringify(bad)}`, { ...cdn, ...(change as object) }] as const))

const variation = (image: object) => ({
  variation_id: 10206, attributes: { attribute_pa_suurus: 'xl', attribute_varv: 'Roheline' }, image, price_html: '89,00 €',
  is_purchasable: true, is_in_stock: true, variation_is_visible: true, variation_is_active: true, min_qty: 1, max_qty: 3,
})

/**
 * The product page's gallery and form from the stand-in's parts; `data` in place of the embedded variations (one
 * variation: the form chooses its lone values itself as it mounts, and the shopper's choice below changes nothing).
 */
function productPage(data: string): HTMLFormElement {
  serverMarkup(`<div class="product type-product product-type-variable"><div class="product-gallery">${productGallery(kampsun)}</div>
    <div class="product-info summary">${addToCartArea(kampsun, permalink(kampsun))}</div></div>`)
  const form = document.querySelector<HTMLFormElement>('form.variations_form')!
  form.setAttribute('data-product_variations', data)
  return form
}

/** Every attribute a variation's image can reach, on the elements it can reach. */
function gallery(): Record<string, string | null> {
  const wrap = document.querySelector('.woocommerce-product-gallery__image')!
  const img = wrap.querySelector('img')!
  const thumb = document.querySelector('.product-thumbnails img, .flex-control-nav img')
  return {
    src: img.getAttribute('src'), srcset: img.getAttribute('srcset'), 'data-src': img.getAttribute('data-src'),
    'data-large_image': img.getAttribute('data-large_image'), 'data-thumb': wrap.getAttribute('data-thumb'),
    href: wrap.querySelector('a')?.getAttribute('href') ?? null, thumbnail: thumb?.getAttribute('src') ?? null,
  }
}

const choose = () => {
  for (const [id, value] of [['pa_suurus', 'xl'], ['varv', 'Roheline']] as const) {
    const select = document.getElementById(id) as HTMLSelectElement
    select.value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
  }
}

describe('variation image addresses', () => {
  it('an https CDN image and a same-origin srcset candidate are shown, in every attribute', () => {
    const form = productPage(JSON.stringify([variation(cdn)]))
    const own = gallery()
    mountVariationForm(form)
    expect(own.src).toMatch(/^\//)
    choose()
    expect(gallery()).toEqual({
      src: cdn.src, srcset: cdn.srcset, 'data-src': cdn.full_src, 'data-large_image': cdn.full_src, 'data-thumb': cdn.gallery_thumbnail_src, href: cdn.full_src,
      thumbnail: own.thumbnail === null ? null : cdn.gallery_thumbnail_src,
    })
  })

  it.each(cases)('embedded data with %s: the gallery keeps the product’s own image', (_name, image) => {
    const form = productPage(JSON.stringify([variation(image)]))
    const own = gallery()
    mountVariationForm(form)
    choose()
    expect(new FormData(form).get('variation_id')).toBe('10206') // the variation itself is chosen; only its image is refused
    expect(gallery()).toEqual(own)
  })

  it.each(cases)('a get_variation answer with %s: the gallery keeps the product’s own image', async (_name, image) => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(variation(image)))))
    const form = productPage('false')
    const own = gallery()
    mountVariationForm(form)
    choose()
    await settle()
    expect(new FormData(form).get('variation_id')).toBe('10206')
    expect(gallery()).toEqual(own)
    vi.unstubAllGlobals()
  })

  it('a refused image after a shown one puts the product’s own back (never the first variation’s)', () => {
    productPage('[]')
    const product = document.querySelector('.product')!
    const own = gallery()
    showVariationImage(product, cdn)
    expect(gallery().src).toBe(cdn.src)
    showVariationImage(product, { ...cdn, full_src: 'javascript:alert(1)' })
    expect(gallery()).toEqual(own)
  })
})
