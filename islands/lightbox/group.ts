/**
 * Which images a lightbox link opens with, as Flatsome groups them (facts: flatsome.js `lightbox-gallery`):
 * - a link in a `.lightbox-multi-gallery` (Flatsome's "multi gallery" setting): that gallery's images;
 * - a link in a block gallery (`.wp-block-gallery`): that gallery's images (Flatsome opened each alone: deliberate);
 * - a gallery link (`.gallery a`, `a.lightbox-gallery`) elsewhere: every such link on the page, in page order, as
 *   Flatsome makes one gallery of them all;
 * - any other image link, and every video link: itself alone.
 * Only image links join a group (Flatsome took every `<a>` beside them, text links too). Each slide's caption is the
 * link's `title` (Flatsome's), else its figure's caption, as text.
 */
import { lightboxLink, PICTURE } from './links'
import { videoSource, type VideoSource } from './video'

/** One slide of a content lightbox. */
export interface LinkSlide {
  href: string
  caption: string
  alt: string
  /** Set for a video link: what plays. */
  video?: VideoSource
}

const OWN_GALLERY = '.lightbox-multi-gallery,.wp-block-gallery'
const PAGE_GALLERY = '.gallery a,a.lightbox-gallery'

/** Whether a lightbox link is a video's: marked so, or to no picture. */
const videoLink = (a: HTMLAnchorElement): boolean => a.matches('.open-video') || !PICTURE.test(a.pathname)
/** Whether `a` is an image link of the lightbox. */
const isImage = (a: Element): a is HTMLAnchorElement => lightboxLink(a) == a && !videoLink(a as HTMLAnchorElement)

/** The links `link` opens with, in page order. */
export function lightboxGroup(link: HTMLAnchorElement): HTMLAnchorElement[] {
  if (!isImage(link)) return [link]
  const own = link.closest(OWN_GALLERY)
  if (!own && !link.matches(PAGE_GALLERY)) return [link]
  const links = Array.from((own ?? document).querySelectorAll('a[href]')).filter(isImage)
  return own ? links : links.filter((a) => a.matches(PAGE_GALLERY) && !a.closest(OWN_GALLERY))
}

/** A link's slide; undefined for a video link to nothing Saar can play (the link is then followed). */
export function linkSlide(a: HTMLAnchorElement): LinkSlide | undefined {
  const img = a.querySelector('img')
  const figure = a.closest('figure,.wp-caption,.gallery-item')?.querySelector('figcaption,.wp-caption-text,.gallery-caption')
  const caption = (a.title || figure?.textContent || '').trim()
  const slide: LinkSlide = { href: a.href, caption, alt: img?.alt || caption }
  if (!videoLink(a)) return slide
  const video = videoSource(a.href)
  if (video) return { ...slide, video }
}
