/**
 * Flatsome's lightbox links in a post (`/blogi/sauna-helid/`), in the markup its shortcodes and WordPress print
 * (Flatsome 3.19.14 inc/shortcodes/ux_gallery.php, ux_image.php, buttons.php; WordPress's image block):
 * - a `[ux_gallery]` of four images: `a.image-lightbox.lightbox-gallery` with the attachment's excerpt as `title`;
 *   the third's title is hostile markup (a caption is text), the fourth's large file is missing (a 404: the failure);
 * - an image block (`figure.wp-block-image`) linking to its large file, with a caption;
 * - two `[button video=…]`s (`a.button.open-video`): to a YouTube watch page (the stand-in never fetches YouTube:
 *   tests read the player's address and answer YouTube's hosts themselves), and to the post's own WebM clip;
 * - a text link in the post to another page, which is no lightbox link.
 */
import { html, type Html } from '../html'
import { imageUrl, sizes } from '../images'
import type { Post } from '../catalogue'

/** The gallery's images: key (the drawn placeholder's), title (the excerpt), alt; `missing`: its large file 404s. */
const gallery: { key: string; title: string; alt: string; missing?: true }[] = [
  { key: 'saun-kerised', title: 'Kerised enne kütmist', alt: 'Kerised' },
  { key: 'saun-lava', title: 'Saunalava', alt: 'Saunalava' },
  { key: 'saun-vihad', title: '<img src=x onerror=alert(1)> Vihad', alt: 'Vihad' },
  { key: 'saun-tiik', title: 'Tiik sauna taga', alt: 'Tiik', missing: true },
]

/** Where a missing large file would be (no route serves it: the shop's 404 page, no image). */
export const missingImage = '/wp-content/uploads/2025/03/tiik-suur.jpg'

/** The YouTube video the button opens. */
export const videoPage = 'https://www.youtube.com/watch?v=Xy1rT6Q9sAk&t=1m5s'

/** The clip the second button opens: a file of the shop (parts/video.ts serves it). */
export const videoFile = '/wp-content/uploads/2025/03/suitsusaun-klipp.webm'

/** The lightbox links of a post, or nothing. */
export function lightboxLinks(post: Post): Html {
  if (post.slug !== 'sauna-helid') return html``
  const item = (g: (typeof gallery)[number]): Html =>
    html`<div class="gallery-col col"><div class="col-inner"><a class="image-lightbox lightbox-gallery" href="${g.missing ? missingImage : imageUrl(g.key, sizes.full)}" title="${g.title}"><div class="box has-hover gallery-box box-none"><div class="box-image"><img width="${sizes.thumbnail}" height="${sizes.thumbnail}" src="${imageUrl(g.key, sizes.thumbnail)}" alt="${g.alt}" decoding="async"></div></div></a></div></div>`
  return html`<h2>Pildid</h2>
<div class="row large-columns-4 medium-columns-3 small-columns-2 row-small" id="gallery-301">${gallery.map(item)}</div>
<figure class="wp-block-image size-large"><a href="${imageUrl('saun-ohtul', sizes.full)}"><img width="${sizes.single}" height="${sizes.single}" src="${imageUrl('saun-ohtul', sizes.single)}" alt="Saun õhtul"></a><figcaption class="wp-element-caption">Saun õhtuvalguses</figcaption></figure>
<p>Vaata, kuidas suitsusauna köetakse, või loe <a href="/blogi/saunakultuur/">saunakultuurist</a>.</p>
<a href="${videoPage}" class="button primary open-video" title="Suitsusauna kütmine"><span>Vaata videot</span></a> <a href="${videoFile}" class="button secondary open-video" title="Kolm sekundit suitsu"><span>Vaata klippi</span></a>`
}
