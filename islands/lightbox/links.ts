/**
 * Flatsome's lightbox links in content (flatsome.js's `lightbox-gallery`, `lightbox-image` and `lightbox-video`
 * behaviours): image links in galleries (`[ux_gallery]`, WordPress's `.gallery` and block galleries), single image
 * links (`[ux_image lightbox]`, image blocks, attachments, image links in a post's text) and video links
 * (`a.open-video`, a `[button]` to YouTube or Vimeo).
 *
 * The `theme` script holds only `wireLightboxes`: links that may be one of these (by their address, a cheap CSS
 * test) fetch the viewer (lazy/glightbox.ts) at the first approach (pointer over, focus, touch), and a click on one
 * before it is here is held, then replayed (src/hydrate.ts). The viewer brings the exact test (`lightboxLink`) and
 * one click listener for the whole page (`onLightboxClick`): a lightbox link opens in it, any other link does what
 * it does. Without the viewer (offline) the held click is replayed all the same: the link is followed.
 *
 * Deliberately not as Flatsome: images are any http(s) link whose path ends in a picture's extension, in any case
 * (Flatsome: `.jpg`, `.jpeg`, `.png` anywhere in the address, case-sensitive), so webp, avif, gif and svg open too; a
 * link that opens in a new tab (`target=_blank`, the editor's "open in new tab") is left to do so, as Flatsome does
 * for image blocks; links that arrive later work without re-attaching; the product gallery's links are its own
 * viewer's (islands/gallery).
 */
import { loadAsset } from '../../src/loader'
import { wireWhen } from '../../src/hydrate'

/**
 * The links the lightbox may open: image links in galleries, image blocks, attachments and a post's text (only on
 * pages whose body has Flatsome's `lightbox` class, its setting), and video links and buttons (on every page, as
 * Flatsome).
 */
export const LIGHTBOX_LINK =
  '.lightbox :is(.gallery,.lightbox-multi-gallery,.wp-block-image,[id^=attachment],.entry-content) a,.lightbox a:is(.lightbox-gallery,.image-lightbox),a.open-video,a.button'

/**
 * The links that may be lightbox links, by their address alone (the first load's cheap test; `lightboxLink` is the
 * exact one): to a picture file, and video links and buttons to YouTube or Vimeo; not the product gallery's. (No
 * ancestor test: jsdom and happy-dom miss those in a search of added markup. So with the theme's lightbox setting
 * off, no `lightbox` body class, a picture link still fetches the viewer at its first approach, and a click before
 * it has come waits for it; then it is followed as ever. Testing the class here would cost every page 16 B.)
 */
export const LIGHTBOX_CANDIDATE =
  'a:is([href*=".jp" i],[href*=".png" i],[href*=".gif" i],[href*=".webp" i],[href*=".avif" i],[href*=".svg" i]):not(.woocommerce-product-gallery__image>a),a.open-video,a.button:is([href*=youtu],[href*=vimeo])'

/** A picture's address, by the end of its path (query and hash aside). */
export const PICTURE = /\.(jpe?g|png|gif|webp|avif|svg)$/i

/**
 * The lightbox link `target` is in (or is), else undefined: an http(s) link (never `javascript:` or `data:`) of
 * those above, outside the product gallery (its own viewer's, islands/gallery): marked as a video (`open-video`), a
 * button to YouTube's or Vimeo's video page (youtu.be too, which Flatsome missed; not a product's "buy" button), or
 * another link to a picture (not one to be opened in a new tab).
 */
export function lightboxLink(target: EventTarget | null): HTMLAnchorElement | undefined {
  const a = (target as Element | null)?.closest?.<HTMLAnchorElement>(LIGHTBOX_LINK)
  if (!a || !/^https?:$/.test(a.protocol) || a.closest('.woocommerce-product-gallery')) return
  if (a.matches('.open-video') || (a.matches('.button') ? !a.matches('.product_type_external') && /youtube\.com\/watch|youtu\.be\/|vimeo\.com\//.test(a.href) : PICTURE.test(a.pathname) && a.target != '_blank')) return a
}

/** Wires the page's lightbox links, now and later: the viewer at the first approach to one, a click held till then. */
export const wireLightboxes = (): void =>
  void wireWhen(LIGHTBOX_CANDIDATE, 'interaction', () => loadAsset('glightbox').then((viewer) => viewer.links), { hold: ['click'] })

/**
 * The page's one click listener for lightbox links, once the viewer is here (window, capture: first): a plain click
 * on one opens it there; with Ctrl, Cmd or Shift it is the browser's (a new tab or window), as any other link.
 */
export function onLightboxClick(open: (link: HTMLAnchorElement) => void): void {
  addEventListener(
    'click',
    (event) => {
      const link = lightboxLink(event.target)
      if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return
      event.preventDefault()
      open(link)
    },
    true,
  )
}
