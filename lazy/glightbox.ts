/**
 * The full-screen viewer of the product gallery and of Flatsome's lightbox links in content: glightbox (its ES
 * source, smaller built than its UMD file), built on its own and loaded on the first open (`loadAsset('glightbox')`).
 * It provides a `Viewer` once its own sheet (lazy/glightbox.css: glightbox's CSS and Saar's) has loaded:
 * - `gallery` (islands/gallery/lightbox.ts): slides from the gallery's `data-large_image` (else the link), captions
 *   from `data-caption` (else the alt text);
 * - `links` (islands/lightbox/links.ts): the page's one click listener for lightbox links, and `link`, which opens
 *   one with its group (islands/lightbox/group.ts), captions from the link's `title`, video links as their player
 *   (islands/lightbox/video.ts), made only now (a slider's playing background video paused meanwhile, as
 *   Flatsome); as Flatsome's lightboxes, it fades in and out in 300 ms (none under reduced motion, asked at each
 *   close), and a failed image says
 *   'Pilti #n ei õnnestunud laadida.'.
 *
 * glightbox alone is not an accessible dialog, so Saar wraps it. The viewer is a layer of src/overlay.ts: the
 * dialog's role, `aria-modal` and label, focus moved in (to the close button), kept in on Tab, and back to the opener,
 * Escape, the page's scroll lock and the z-index (over a quick view it opens from) are the overlay's. The page is
 * locked before glightbox opens, so glightbox finds no scrollbar to make room for and adds no style for one.
 * glightbox keeps its own modal markup, its close button and backdrop click (which close it, and with it the layer),
 * its slides and their animations, and hiding the page from assistive technology. Here: labelled buttons ('Sulge
 * (Esc)', 'Eelmine', 'Järgmine'), the arrow keys, Home and End through src/keys.ts, Left and Right mirrored right to
 * left (glightbox's own key handling moves focus oddly and reads `keyCode`), a polite "Image n of m" status. Also per the spec: slides animate 500 ms (no animation under reduced motion), no
 * loop, only the next image is preloaded, controls fade after 4 s without activity, and an image that fails shows
 * 'Pilti ei õnnestunud laadida.' with a link to the file. Captions go in as escaped text.
 */
// @ts-expect-error the ES source has no types (its published ones describe the UMD build)
import GLightbox from 'glightbox/src/js/glightbox.js'
import { t } from '../src/i18n'
import { provide } from '../src/loader'
import { linkBundleSheet } from '../src/bundle-sheet'
import { closeEsc, galleryDialog, imageDialog, imageLoadFailedLightbox, imageLoadFailedViewer, imageOfTotal, next, openImageFile, previous, videoDialog } from '../src/messages'
import { prefersReducedMotion } from '../src/motion'
import { openLayer } from '../src/overlay'
import { keyMove } from '../src/keys'
import { asHtmlText, gallerySlides, type OpenViewer } from '../islands/gallery/lightbox'
import { lightboxGroup, linkSlide, type LinkSlide } from '../islands/lightbox/group'
import { onLightboxClick } from '../islands/lightbox/links'
import { videoPlayer } from '../islands/lightbox/video'

/** The background video of a slider's current slide (Flickity's `.is-selected`, swiper's active slide). */
const SLIDER_VIDEO = '.slider :is(.is-selected,.swiper-slide-active) video'

/** Controls fade after this long without pointer or key activity. */
const IDLE_MS = 4000

/** The glightbox instance members Saar uses (some are not in its published types). */
interface Viewer {
  modal: HTMLElement
  build(): void
  index: number
  prevButton: HTMLElement
  nextButton: HTMLElement
  lightboxOpen: boolean
  activeSlide: HTMLElement | null
  slideDescription: HTMLElement | null
  resize(slide?: HTMLElement | null): void
  on(event: 'open' | 'close', callback: () => void): void
  openAt(index: number): void
  showSlide(index: number, first?: boolean): void
  preloadSlide(index: number): unknown
  goToSlide(index: number): void
  close(): void
  settings: { closeEffect: string }
}

/** What the bundle provides: the product gallery's viewer, and the one of lightbox links in content. */
export interface Lightbox {
  gallery: OpenViewer
  /** Opens a lightbox link (islands/lightbox/links.ts) with its group. */
  link(link: HTMLAnchorElement): void
  /** Mounts the page's lightbox links (the `theme` script's `wireWhen`): one click listener for them all. */
  links(el: Element): void
}

/**
 * Opens the viewer on `slides` at `start`; focus goes back to `opener` when it closes. `content`: a lightbox link's
 * (fading in and out in 300 ms, its failed image numbered), else the product gallery's (zooming).
 */
function openSlides(slides: LinkSlide[], start: number, opener: Element, content: boolean): void {
  const still = prefersReducedMotion()
  const effect = content ? 'fade' : 'zoom'
  const viewer = GLightbox({
    // No click-to-zoom (a slide's setting): zooming out writes `style` attributes, which a strict style-src refuses
    // (README, "Security"); the gallery's own zoom is Saar's (lazy/zoom.ts). A video is Saar's own player node.
    elements: slides.map((s) =>
      s.video
        ? { type: 'inline', content: videoPlayer(s.video, s.caption || t(videoDialog)), width: '900px', height: 'auto' }
        : { href: s.href, type: 'image', alt: s.alt, description: asHtmlText(s.caption), zoomable: false },
    ),
    loop: false,
    preload: false,
    keyboardNavigation: false,
    moreLength: 0,
    openEffect: still ? 'none' : effect,
    closeEffect: still ? 'none' : effect,
    slideEffect: still ? 'none' : 'slide',
  } as never) as unknown as Viewer
  // Reduced motion is asked again at the close (the shopper may have changed it meanwhile): no fade-out then.
  const close = viewer.close.bind(viewer)
  viewer.close = () => {
    viewer.settings.closeEffect = prefersReducedMotion() ? 'none' : effect
    close()
  }

  // glightbox fits an image whose caption sits below it by writing `style` attributes, which a strict style-src
  // refuses (README, "Security"): the same sizes through CSSOM, which it allows. Saar's slides are images only.
  viewer.resize = (slide = viewer.activeSlide) => {
    // glightbox calls this 100 ms after a slide shows: by then the page may be gone (its window closed, or its
    // document torn down), which leaves nothing to fit.
    const view = slide?.ownerDocument.defaultView
    const body = view?.document?.body
    if (!slide || !view || !body || slide.classList.contains('zoomed')) return
    const wide = view.innerWidth > 768
    body.classList.toggle('glightbox-mobile', !wide)
    const img = slide.querySelector<HTMLImageElement>('.gslide-image img')
    const caption = viewer.slideDescription
    if (!wide || !img || !caption?.matches('.description-bottom, .description-top') || caption.classList.contains('gabsolute')) return
    img.style.maxHeight = `calc(100vh - ${caption.offsetHeight}px)`
    caption.style.maxWidth = `${img.offsetWidth}px`
  }

  const status = document.createElement('div')
  status.className = 'saar-viewer-status'
  status.setAttribute('role', 'status')
  let idle: ReturnType<typeof setTimeout> | undefined
  const wake = (): void => {
    viewer.modal.classList.remove('saar-idle')
    clearTimeout(idle)
    idle = setTimeout(() => viewer.modal.classList.add('saar-idle'), IDLE_MS)
  }

  // Every slide shown (first or by navigation): say where we are, preload only the next one.
  const show = viewer.showSlide.bind(viewer)
  viewer.showSlide = (index, first) => {
    show(index, first)
    if (!status.isConnected) viewer.modal.appendChild(status)
    const slide = slides[index]
    const where = slide?.video ? t(videoDialog) : t(imageOfTotal, { n: index + 1, total: slides.length })
    status.textContent = `${where}${slide?.caption ? `: ${slide.caption}` : ''}`
    for (const button of [viewer.prevButton, viewer.nextButton]) button.setAttribute('aria-disabled', String(button.classList.contains('disabled')))
    viewer.preloadSlide(index + 1)
  }

  const onKey = (event: KeyboardEvent): void => {
    if (!viewer.lightboxOpen || !viewer.modal.isConnected) return
    wake()
    // Left and Right (mirrored on right-to-left pages, where the next image is to the left), Home and End; no loop.
    const to = keyMove(event, viewer.index, slides.length, { orientation: 'horizontal' })
    if (to === undefined) return
    if (to != viewer.index) viewer.goToSlide(to)
    event.stopPropagation()
  }
  // glightbox waits for `load` forever: a failed image gets the error text and a link, then `load` so the slide shows.
  const onError = (event: Event): void => {
    const img = event.target
    if (!(img instanceof HTMLImageElement) || !viewer.modal?.contains(img) || img.hidden) return
    img.hidden = true
    const p = document.createElement('p')
    p.className = 'saar-image-error'
    const link = document.createElement('a')
    link.href = img.src
    link.target = '_blank'
    link.rel = 'noopener'
    link.textContent = t(openImageFile)
    // A lightbox link's says which image (Flatsome's "The image #%curr% could not be loaded.").
    const n = Array.from(viewer.modal.querySelectorAll('.gslide')).indexOf(img.closest('.gslide')!) + 1
    p.append(`${content ? t(imageLoadFailedLightbox).replace('%curr%', String(n)) : t(imageLoadFailedViewer)} `, link)
    img.after(p)
    img.dispatchEvent(new Event('load'))
  }

  viewer.on('open', () => {
    const modal = viewer.modal
    modal.removeAttribute('aria-hidden')
    for (const [selector, message] of [['.gclose', closeEsc], ['.gprev', previous], ['.gnext', next]] as const) {
      modal.querySelector(selector)?.setAttribute('aria-label', t(message))
    }
    modal.querySelectorAll('.gbtn svg').forEach((svg) => svg.setAttribute('aria-hidden', 'true'))
    modal.addEventListener('pointermove', wake)
    modal.addEventListener('pointerdown', wake)
    document.addEventListener('keydown', onKey, true)
    document.addEventListener('error', onError, true)
    wake()
  })
  // As Flatsome: a video pauses the playing background video of a slider's current slide, which plays on after it.
  const paused = slides.some((s) => s.video) ? Array.from(document.querySelectorAll<HTMLVideoElement>(SLIDER_VIDEO)).filter((v) => !v.paused) : []
  for (const video of paused) video.pause()
  viewer.on('close', () => {
    for (const video of paused) video.play()?.catch(() => undefined)
    clearTimeout(idle)
    document.removeEventListener('keydown', onKey, true)
    document.removeEventListener('error', onError, true)
    layer.close()
  })
  // Built first, so the layer (and its scroll lock) is there before glightbox opens.
  viewer.build()
  const modal = viewer.modal
  modal.classList.toggle('saar-lightbox', content)
  const layer = openLayer({
    tier: 'viewer',
    covers: [modal],
    dialog: modal,
    label: t(slides.length > 1 ? galleryDialog : slides[0]!.video ? videoDialog : content ? imageDialog : galleryDialog),
    focus: modal.querySelector<HTMLElement>('.gclose') ?? undefined,
    opener,
    onClose: () => viewer.close(),
  })
  viewer.openAt(start)
}

const lightbox: Lightbox = {
  gallery(gallery, opener) {
    const { slides, start } = gallerySlides(gallery, opener)
    if (slides.length) openSlides(slides, start, opener, false)
  },
  link(link) {
    // One at a time: a second click while the first opens (or on a link behind it) opens nothing more.
    if (document.querySelector('.glightbox-container')) return
    const group = lightboxGroup(link)
    const slide = linkSlide(link)
    // A video link to nothing Saar can play: the link's own way (lightboxLink took http(s) links only).
    if (!slide) return location.assign(link.href)
    openSlides(group.map((a) => (a == link ? slide : linkSlide(a)!)), group.indexOf(link), link, true)
  },
  links() {
    if (listening) return
    listening = true
    onLightboxClick((link) => lightbox.link(link))
  },
}
let listening = false

declare module '../src/assets' {
  interface Assets {
    glightbox: Lightbox
  }
}

provide('glightbox', linkBundleSheet().then(() => lightbox))
