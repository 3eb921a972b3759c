/**
 * The gallery's pure helpers: when to zoom and where the zoomed image goes, which variation image field feeds which
 * attribute, and captions made safe for glightbox's HTML description.
 */
import { describe, expect, it } from 'vitest'
import { shouldZoom, zoomPosition, ZOOM_ERROR_MS } from '../../islands/gallery/zoom'
import { swapValues, type VariationImage } from '../../islands/variations/variation-image'
import { asHtmlText } from '../../islands/gallery/lightbox'

describe('zoom decision', () => {
  it('zooms only when the large image is wider than the gallery', () => {
    expect(shouldZoom(1200, 510)).toBe(true)
    expect(shouldZoom(510, 510)).toBe(false)
    expect(shouldZoom(400, 510)).toBe(false)
  })

  it('does not zoom on a missing or broken width', () => {
    expect(shouldZoom(Number(null), 510)).toBe(false)
    expect(shouldZoom(Number('abc'), 510)).toBe(false)
  })

  it('shows the load failure for 2500 ms (spec §8)', () => {
    expect(ZOOM_ERROR_MS).toBe(2500)
  })
})

describe('zoom position', () => {
  it('is the pointer’s place across the box in percent', () => {
    expect(zoomPosition(100, 100, 500)).toBe(0)
    expect(zoomPosition(350, 100, 500)).toBe(50)
    expect(zoomPosition(600, 100, 500)).toBe(100)
    expect(zoomPosition(225, 100, 500)).toBe(25)
  })

  it('stays inside the image when the pointer is at or past the edges', () => {
    expect(zoomPosition(80, 100, 500)).toBe(0)
    expect(zoomPosition(620, 100, 500)).toBe(100)
  })

  it('centres before the box has a size', () => {
    expect(zoomPosition(250, 0, 0)).toBe(50)
  })
})

describe('variation image fields', () => {
  const image: VariationImage = {
    src: 'a-510.jpg', src_w: 510, src_h: '510', srcset: 'a-510.jpg 510w', sizes: '510px', title: 'A', caption: 'Allkiri', alt: '',
    full_src: 'a.jpg', full_src_w: 1400, full_src_h: 1000, gallery_thumbnail_src: 'a-100.jpg', thumb_src: 'a-300.jpg',
  }
  const TARGET = ['image', 'wrapper', 'link', 'thumbnail']
  const named = (from: VariationImage) => Object.fromEntries(swapValues(from).map(([target, attr, value]) => [`${TARGET[target]} ${attr}`, value]))

  it('maps the fields WooCommerce swaps onto the image, its wrapper, link and first thumbnail', () => {
    expect(named(image)).toEqual({
      'image src': 'a-510.jpg',
      'image width': '510',
      'image height': '510',
      'image srcset': 'a-510.jpg 510w',
      'image sizes': '510px',
      'image title': 'A',
      'image alt': '', // an empty alt stays an (empty) alt
      'image data-caption': 'Allkiri',
      'image data-src': 'a.jpg',
      'image data-large_image': 'a.jpg',
      'image data-large_image_width': '1400',
      'image data-large_image_height': '1000',
      'wrapper data-thumb': 'a-100.jpg',
      'link href': 'a.jpg',
      'thumbnail src': 'a-100.jpg',
    })
  })

  it('uses the catalogue thumbnail (thumb_src) when there is no gallery thumbnail', () => {
    const { gallery_thumbnail_src: _, ...rest } = image
    expect(named(rest)['thumbnail src']).toBe('a-300.jpg')
    expect(named(rest)['wrapper data-thumb']).toBe('a-300.jpg')
  })

  it('treats missing and non-text values as absent (the attribute is removed)', () => {
    const odd = named({ src: 'a.jpg', srcset: null, sizes: { evil: 1 }, title: ['x'] } as unknown as VariationImage)
    expect(odd['image srcset']).toBeNull()
    expect(odd['image sizes']).toBeNull()
    expect(odd['image title']).toBeNull()
    expect(odd['image alt']).toBeNull()
    expect(named({ src: 'a.jpg', src_w: 0 })['image width']).toBe('0')
  })
})

describe('captions for glightbox', () => {
  it('escapes markup so it shows as text', () => {
    expect(asHtmlText('<img src=x onerror="alert(1)"> & \'x\'')).toBe('&#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; &#39;x&#39;')
  })

  it('escapes a leading dot, which glightbox would take for a selector', () => {
    expect(asHtmlText('.product_title')).toBe('&#46;product_title')
    expect(asHtmlText('Kruus. Punane.')).toBe('Kruus. Punane.')
  })
})
