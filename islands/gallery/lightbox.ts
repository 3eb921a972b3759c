/**
 * The full-screen image viewer of the product gallery. Only a trigger button and one click listener live in the
 * product script; the viewer itself (glightbox with Saar's dialog, focus and keyboard handling) is the on-demand
 * `glightbox` bundle, loaded on the first open. Clicks on the gallery's image links (and Flatsome's zoom button)
 * open it at that image; without the bundle (offline) the link's plain behaviour, the image itself, is kept.
 */
import { t } from '../../src/i18n'
import { loadAsset } from '../../src/loader'
import { openImage } from '../../src/messages'
import { GALLERY_IMAGE } from '../../src/product-gallery'
import { safeUrl } from '../../src/safe-url'

export interface ViewerSlide {
  href: string
  caption: string
  alt: string
}

/**
 * The gallery's part of what the `glightbox` bundle provides (its `gallery`): opens the viewer on the gallery's images at the one `opener` belongs to (or
 * the active one); focus goes back to `opener` when it closes.
 */
export type OpenViewer = (gallery: Element, opener: Element) => void

/** Leaving the page for an image (replaceable in tests: jsdom cannot navigate). */
export const navigation = { go: (url: string): void => location.assign(url) }

/** Text for glightbox's description, which it puts in as HTML (and a leading "." would make a selector of). */
export const asHtmlText = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/^\./, '&#46;')

/** The gallery's images as viewer slides, and the one to start at: the clicked image, else the active slide. */
export function gallerySlides(gallery: Element, from?: Element | null): { slides: ViewerSlide[]; start: number } {
  const current = from?.closest(GALLERY_IMAGE) ?? gallery.querySelector('.is-selected,.flex-active-slide')
  const slides: ViewerSlide[] = []
  let start = 0
  for (const box of gallery.querySelectorAll(GALLERY_IMAGE)) {
    const img = box.querySelector('img')
    // Variation data writes these: only an image address (the shop's, or https:) is ever opened.
    const href = img?.getAttribute('data-large_image') || box.querySelector('a')?.getAttribute('href')
    if (!href || !safeUrl(href, 'image')) continue
    if (box == current) start = slides.length
    const alt = img?.alt || ''
    slides.push({ href, caption: img?.getAttribute('data-caption') || alt, alt })
  }
  return { slides, start }
}

export function mountLightbox(gallery: HTMLElement): void {
  if (!gallery.querySelector(`[data-large_image],${GALLERY_IMAGE} a`)) return
  const trigger = document.createElement('button')
  trigger.type = 'button'
  // wp-exclude-emoji: WordPress's emoji script would swap the glyph for an image from s.w.org, a third party's.
  trigger.className = 'woocommerce-product-gallery__trigger wp-exclude-emoji'
  trigger.setAttribute('aria-label', t(openImage))
  trigger.setAttribute('aria-haspopup', 'dialog')
  trigger.textContent = '🔍' // the label names it; the glyph is only seen
  gallery.prepend(trigger)
  let opening = false
  gallery.addEventListener('click', (event) => {
    const opener = (event.target as Element).closest?.<HTMLElement>('a,button')
    if (opening || !opener || event.ctrlKey || event.metaKey || event.shiftKey) return
    if (opener != trigger && !opener.matches('.zoom-button') && !opener.closest(GALLERY_IMAGE)) return
    event.preventDefault()
    opening = true
    loadAsset('glightbox')
      .then(
        (viewer) => viewer.gallery(gallery, opener),
        () => {
          // Offline: the link's own way, to an image address only (never a javascript: one a variation put there).
          const href = opener.getAttribute('href')
          if (safeUrl(href, 'image')) navigation.go(href!)
        },
      )
      .finally(() => (opening = false))
  })
}
