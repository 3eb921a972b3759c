/**
 * Hover zoom on the gallery images, as WooCommerce's (jquery.zoom): when an image's large version
 * (`data-large_image_width`) is wider than the gallery, hovering it loads the large image and lays it over the image
 * box at full size (`object-fit: none`), the part under the pointer in view. The zoomed copy is decoration
 * (aria-hidden, no pointer events: clicks still reach the image link). No zoom for touch or on touch-only devices.
 * It appears without any transition, so reduced motion needs nothing special.
 *
 * The product script carries only the decision (`mountZoom`); the zoom itself (`zoomBox`) is the small on-demand
 * `zoom` bundle, fetched on the first hover alongside the large image it is about to show.
 */
import { t } from '../../src/i18n'
import { loadAsset } from '../../src/loader'
import { imageLoadFailedZoom, loadingImage } from '../../src/messages'
import { GALLERY_IMAGE } from '../../src/product-gallery'

/** How long the load-failure text stays. */
export const ZOOM_ERROR_MS = 2500

/** Zoom only pays off when the large image is wider than the gallery shows it. */
export const shouldZoom = (largeWidth: number, galleryWidth: number): boolean => largeWidth > galleryWidth

/** The pointer's place across the box (start, size) in percent: the large image's `object-position` on that axis. */
export const zoomPosition = (pointer: number, start: number, size: number): number =>
  size > 0 ? Math.round(Math.min(Math.max((pointer - start) / size, 0), 1) * 100) : 50

export type ZoomBox = (box: HTMLElement, event: MouseEvent) => void

/** Zooms the image in `box` while the pointer stays (the `zoom` bundle provides this). */
export const zoomBox: ZoomBox = (box, event) => {
  const src = box.querySelector('img')?.getAttribute('data-large_image')
  // Already zoomed: the pointer came in again without leaving, as when the gallery slider, set up at that moment,
  // moves the image's box into its track (one zoomed copy, never two).
  if (!src || box.querySelector('.saar-zoom')) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const status = document.createElement('span')
  status.setAttribute('role', 'status')
  status.className = 'saar-zoom-status'
  status.textContent = t(loadingImage)
  const big = document.createElement('img')
  big.alt = ''
  big.setAttribute('aria-hidden', 'true')
  big.className = 'saar-zoom'
  const move = (e: MouseEvent): void => {
    const r = box.getBoundingClientRect()
    big.style.objectPosition = `${zoomPosition(e.clientX, r.left, r.width)}% ${zoomPosition(e.clientY, r.top, r.height)}%`
  }
  const leave = (): void => {
    clearTimeout(timer)
    big.remove()
    status.remove()
    box.removeEventListener('pointermove', move)
    box.removeEventListener('pointerleave', leave)
  }
  big.onload = () => status.remove()
  big.onerror = () => {
    big.remove()
    status.textContent = t(imageLoadFailedZoom)
    timer = setTimeout(() => status.remove(), ZOOM_ERROR_MS)
  }
  if (getComputedStyle(box).position === 'static') box.style.position = 'relative'
  box.addEventListener('pointermove', move)
  box.addEventListener('pointerleave', leave)
  move(event)
  big.src = src
  box.append(big, status)
}

/** Zooms the gallery's images on hover when worth it (a fine pointer, a large image wider than the gallery). */
export function mountZoom(gallery: HTMLElement): void {
  gallery.querySelectorAll<HTMLElement>(GALLERY_IMAGE).forEach((box) => {
    let over: Event | undefined
    box.addEventListener('pointerleave', () => (over = undefined))
    box.addEventListener('pointerenter', (event) => {
      over = event
      const width = Number(box.querySelector('img')?.getAttribute('data-large_image_width'))
      if (event.pointerType == 'touch' || self.matchMedia?.('(pointer:coarse)').matches || !shouldZoom(width, gallery.getBoundingClientRect().width)) return
      loadAsset('zoom').then(
        (zoom) => over == event && zoom(box, event),
        () => {},
      )
    })
  })
}
